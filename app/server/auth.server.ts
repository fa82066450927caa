import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import * as schema from "~drizzle/schema";
import type { Role } from "~/domain/permissions";
import { SITE_NAME } from "~/messages";
import { getDb } from "./db.server";
import { passwordResetEmail, verificationEmail } from "./emails.server";
import { siteOrigin } from "./http.server";
import { sendMail } from "./mail.server";

export type AuthEnv = Pick<Env, "DB" | "BETTER_AUTH_SECRET" | "PUBLIC_URL" | "RESEND_API_KEY" | "MAIL_FROM">;

/** Session lengths: "Ingat saya" keeps a member signed in for 30 days, otherwise one day. */
export const LONG_SESSION_SECONDS = 30 * 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

function getSecret(env: Pick<Env, "BETTER_AUTH_SECRET">) {
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret || secret.length < 32) throw new Error("BETTER_AUTH_SECRET is missing or shorter than 32 characters");
  return secret;
}

/**
 * better-auth over D1. Our routes call `auth.api.*` on the server; better-auth's own HTTP
 * endpoints are not mounted, so its links point at our pages (/verifikasi-email,
 * /atur-ulang-password) and rate limits and origin checks are ours (see docs/decisions).
 */
export function getAuth(env: AuthEnv, request: Request) {
  const origin = siteOrigin(env, request);
  return betterAuth({
    appName: SITE_NAME,
    baseURL: origin,
    basePath: "/api/auth",
    secret: getSecret(env),
    database: drizzleAdapter(getDb(env), { provider: "sqlite", schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${origin}/atur-ulang-password?token=${encodeURIComponent(token)}`;
        await sendMail(env, passwordResetEmail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${origin}/verifikasi-email?token=${encodeURIComponent(token)}`;
        await sendMail(env, verificationEmail(user.email, user.name, url));
      },
    },
    user: {
      additionalFields: {
        phone: { type: "string", required: false, input: true },
        role: { type: "string", required: false, defaultValue: "member", input: false },
      },
    },
    session: {
      expiresIn: LONG_SESSION_SECONDS,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "bidanku",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
  });
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  emailVerified: boolean;
  createdAt: Date;
}

/** better-auth's error code (e.g. "INVALID_EMAIL_OR_PASSWORD") from a thrown API error. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === "object" && error !== null && "body" in error) {
    const body = (error as { body?: { code?: unknown } }).body;
    if (body && typeof body.code === "string") return body.code;
  }
  return null;
}
