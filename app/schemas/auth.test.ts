import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { loginSchema, profileSchema, registerSchema } from "./auth";
import { parseSubmission, refuse, type FormReply } from "./form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

/** The parsed value, or the refusal the page would get back. */
function submit<S extends z.ZodType>(schema: S, fields: Record<string, string>) {
  const submission = parseSubmission(form(fields), schema);
  if (submission.status === "success") return { value: submission.value, reply: undefined };
  return { value: undefined, reply: refuse(submission).data as FormReply };
}

const errorOf = (reply: FormReply | undefined, name: string) => reply?.error?.[name]?.[0];

const validRegistration = {
  name: "  Siti Aminah ",
  email: "Siti@Contoh.ID",
  phone: "0812-3456-7890",
  password: "rahasia1",
  confirmPassword: "rahasia1",
  terms: "on",
};

describe("registerSchema", () => {
  it("accepts a valid registration, trimming and lower-casing", () => {
    expect(submit(registerSchema, validRegistration).value).toEqual({
      name: "Siti Aminah",
      email: "siti@contoh.id",
      phone: "0812-3456-7890",
      password: "rahasia1",
      confirmPassword: "rahasia1",
      terms: true,
    });
  });

  it("uses the spec's password messages and never echoes passwords", () => {
    const short = submit(registerSchema, { ...validRegistration, password: "12345", confirmPassword: "12345" }).reply;
    expect(errorOf(short, "password")).toBe("Password minimal 6 karakter");
    expect(short?.initialValue).not.toHaveProperty("password");
    expect(short?.initialValue).not.toHaveProperty("confirmPassword");
    expect(short?.initialValue?.email).toBe("Siti@Contoh.ID");
    const mismatch = submit(registerSchema, { ...validRegistration, confirmPassword: "lainnya1" }).reply;
    expect(errorOf(mismatch, "confirmPassword")).toBe("Password dan konfirmasi password tidak sama");
  });

  it("requires the terms, a name and a valid email; caps lengths", () => {
    const result = submit(registerSchema, { ...validRegistration, terms: "", name: " ", email: "bukan-email" }).reply;
    expect(errorOf(result, "terms")).toMatch(/menyetujui/);
    expect(errorOf(result, "name")).toBe("Nama wajib diisi");
    expect(errorOf(result, "email")).toBe("Format email tidak valid");
    const long = submit(registerSchema, { ...validRegistration, name: "a".repeat(101) }).reply;
    expect(errorOf(long, "name")).toBe("Nama maksimal 100 karakter");
  });

  it("requires a phone number at registration and rejects nonsense", () => {
    expect(errorOf(submit(registerSchema, { ...validRegistration, phone: "" }).reply, "phone")).toBe(
      "Nomor telepon wajib diisi",
    );
    expect(errorOf(submit(registerSchema, { ...validRegistration, phone: "<script>" }).reply, "phone")).toBe(
      "Nomor telepon tidak valid",
    );
  });
});

describe("names", () => {
  it("do not count invisible characters as a name", () => {
    expect(errorOf(submit(profileSchema, { name: "\u200b\u200e\u0007", phone: "" }).reply, "name")).toBe(
      "Nama wajib diisi",
    );
    expect(submit(profileSchema, { name: "Ani\u200b Lestari\u202e", phone: "" }).value?.name).toBe("Ani Lestari");
  });

  it("give back everything that was typed, however long, so nothing is lost", () => {
    const typed = "a".repeat(10_000);
    const refused = submit(profileSchema, { name: typed, phone: "" }).reply;
    expect(errorOf(refused, "name")).toBe("Nama maksimal 100 karakter");
    expect(refused?.initialValue?.name).toBe(typed);
  });
});

describe("loginSchema and profileSchema", () => {
  it("reads remember-me as a boolean", () => {
    expect(submit(loginSchema, { email: "a@contoh.id", password: "x", remember: "on" }).value?.remember).toBe(true);
    expect(submit(loginSchema, { email: "a@contoh.id", password: "x" }).value?.remember).toBe(false);
  });

  it("ignores fields the profile form does not own, such as a forged role", () => {
    expect(submit(profileSchema, { name: "Ani", phone: "", role: "super_admin", email: "x@y.id" }).value).toEqual({
      name: "Ani",
      phone: null,
    });
  });
});
