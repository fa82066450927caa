import { z } from "~/schemas/zod";
import { messages } from "~/messages";
import { ROLES } from "~/domain/permissions";

import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX } from "~/domain/limits";

/** Removes control and invisible format characters (zero-width spaces, direction marks). */
export function stripInvisible(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}]/gu, "");
}

/** One line (a name, a subject, a place): line breaks and tabs become spaces, invisible characters go, spaces collapse, trimmed. */
export function cleanLine(value: string): string {
  return stripInvisible(value.replace(/[\r\n\t\u2028\u2029]+/g, " "))
    .replace(/ {2,}/g, " ")
    .trim();
}

/** A long text (comment, question, answer): control and invisible characters go, line breaks stay, trimmed. */
export function cleanMultiline(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}]/gu, "")
    .replace(/\r\n?/g, "\n")
    .trim();
}

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .max(max, `${label} maksimal ${max} karakter`)
    .transform((value) => stripInvisible(value).trim())
    .pipe(z.string().min(1, `${label} wajib diisi`).max(max, `${label} maksimal ${max} karakter`));

export const nameField = requiredText("Nama", NAME_MAX);

export const emailField = z
  .string({ error: "Email wajib diisi" })
  .trim()
  .min(1, "Email wajib diisi")
  .max(EMAIL_MAX, `Email maksimal ${EMAIL_MAX} karakter`)
  .pipe(z.email("Format email tidak valid"))
  .transform((email) => email.toLowerCase());

const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{6,}$/;
const PHONE_INVALID = "Nomor telepon tidak valid";

/** Optional Indonesian phone number: digits with optional +, spaces, dashes, dots, brackets. */
export const phoneField = z
  .string()
  .trim()
  .max(PHONE_MAX, `Nomor telepon maksimal ${PHONE_MAX} karakter`)
  .refine((value) => value === "" || PHONE_PATTERN.test(value), PHONE_INVALID)
  .optional()
  .transform((value) => (value ? value : null));

/** Registration asks for every field (SPEC section 5), the phone number included. */
export const requiredPhoneField = z
  .string({ error: "Nomor telepon wajib diisi" })
  .trim()
  .min(1, "Nomor telepon wajib diisi")
  .max(PHONE_MAX, `Nomor telepon maksimal ${PHONE_MAX} karakter`)
  .refine((value) => PHONE_PATTERN.test(value), PHONE_INVALID);

export const newPasswordField = z
  .string({ error: messages.auth.passwordTooShort })
  .min(PASSWORD_MIN, messages.auth.passwordTooShort)
  .max(PASSWORD_MAX, `Password maksimal ${PASSWORD_MAX} karakter`);

/** A checkbox: "on" when ticked, absent when not. */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

export const registerSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: requiredPhoneField,
    password: newPasswordField,
    confirmPassword: z.string({ error: "Konfirmasi password wajib diisi" }).max(PASSWORD_MAX),
    terms: checkbox.refine((accepted) => accepted, "Anda harus menyetujui Kebijakan Privasi dan Disclaimer"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: messages.auth.passwordMismatch,
  });

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password wajib diisi" })
    .min(1, "Password wajib diisi")
    .max(PASSWORD_MAX, `Password maksimal ${PASSWORD_MAX} karakter`),
  remember: checkbox,
  redirectTo: z.string().max(500).optional(),
  js: checkbox,
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "Tautan tidak valid" }).trim().min(1, "Tautan tidak valid").max(200, "Tautan tidak valid"),
    password: newPasswordField,
    confirmPassword: z.string({ error: "Konfirmasi password wajib diisi" }).max(PASSWORD_MAX),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: messages.auth.passwordMismatch,
  });

export const profileSchema = z.object({
  name: nameField,
  phone: phoneField,
});

export const roleSchema = z.object({
  userId: z
    .string({ error: "Pengguna tidak valid" })
    .trim()
    .min(1, "Pengguna tidak valid")
    .max(64, "Pengguna tidak valid"),
  role: z.enum(ROLES, { error: "Peran tidak valid" }),
});
