import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq, like } from "drizzle-orm";
import * as schema from "~drizzle/schema";
import type { Role } from "~/domain/permissions";
import { SITE_NAME } from "~/messages";
import { getDb } from "./db.server";
import { passwordResetEmail, registrationAttemptEmail, verificationEmail } from "./emails.server";
import { siteOrigin } from "./http.server";
import { loggable } from "./log.server";
import { mailOrigin } from "./links.server";
import { type MailMessage, sendMail } from "./mail.server";
import { hitRateLimit, RATE_LIMITS } from "./rate-limit.server";

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

/** better-auth's identifier prefix for reset tokens (`reset-password:<token>`, value = user id). */
const RESET_PREFIX = "reset-password:";

/**
 * How verification identifiers are stored (better-auth's `verification.storeIdentifier`): the
 * SHA-256 of the whole identifier, after its own prefix ("reset-password:sha256:..."), so a
 * database leak holds no usable reset token and the reset rows can still be told apart.
 */
async function hashIdentifier(identifier: string): Promise<string> {
  const colon = identifier.indexOf(":");
  const prefix = colon >= 0 ? identifier.slice(0, colon + 1) : "";
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(identifier)));
  const base64 = btoa(String.fromCharCode(...digest));
  return `${prefix}sha256:${base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

/** After a reset, every other outstanding reset link of the user stops working (issue 14, item 2). */
async function deleteResetTokens(env: Pick<Env, "DB">, userId: string) {
  await getDb(env)
    .delete(schema.verifications)
    .where(and(eq(schema.verifications.value, userId), like(schema.verifications.identifier, `${RESET_PREFIX}%`)));
}

/**
 * Sends a mail about an account (a link or a notice) unless its address has had
 * RATE_LIMITS.accountMail of them this hour: then nothing is sent and nothing is said, so the
 * answer to whoever asked stays the same (no address is named in the log either).
 */
async function sendAccountMail(env: AuthEnv, message: MailMessage): Promise<void> {
  const { allowed } = await hitRateLimit(env, RATE_LIMITS.accountMail, message.to.trim().toLowerCase());
  if (!allowed) {
    console.warn("Account mail not sent: its address reached the hourly limit");
    return;
  }
  await sendMail(env, message);
}

/**
 * The notice to the owner of an address someone has just registered with again (decision 030):
 * links to sign in and to ask for a reset, no token. Nothing is sent when links may not be built.
 */
export async function sendRegistrationNotice(env: AuthEnv, request: Request, to: string) {
  const origin = mailOrigin(env, request);
  if (!origin) return;
  await sendAccountMail(
    env,
    registrationAttemptEmail(to, { loginUrl: `${origin}/login`, resetUrl: `${origin}/lupa-password` }),
  );
}

/**
 * better-auth over D1. Our routes call `auth.api.*` on the server; better-auth's own HTTP
 * endpoints are not mounted, so its links point at our pages (/verifikasi-email,
 * /atur-ulang-password) and rate limits and origin checks are ours (see docs/decisions).
 * Links in mail come from `mailOrigin` (decision 030): where it refuses, nothing is mailed; the
 * actions check it first and tell the user.
 */
export function getAuth(env: AuthEnv, request: Request) {
  return betterAuth({
    appName: SITE_NAME,
    baseURL: siteOrigin(env, request),
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
        const origin = mailOrigin(env, request);
        if (!origin) return;
        const url = `${origin}/atur-ulang-password?token=${encodeURIComponent(token)}`;
        // The name only once the owner has proven the address (issue 14, item 3).
        await sendAccountMail(env, passwordResetEmail(user.email, user.emailVerified ? user.name : null, url));
      },
      onPasswordReset: async ({ user }) => {
        await deleteResetTokens(env, user.id);
      },
      // A registration with a registered address gets better-auth's generic answer (the same as
      // for a new one, after hashing the password all the same); the owner is told by mail.
      onExistingUserSignUp: async ({ user }) => {
        await sendRegistrationNotice(env, request, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        const origin = mailOrigin(env, request);
        if (!origin) return;
        const url = `${origin}/verifikasi-email?token=${encodeURIComponent(token)}`;
        await sendAccountMail(env, verificationEmail(user.email, url));
      },
    },
    verification: { storeIdentifier: { hash: hashIdentifier } },
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
    // better-auth's own lines pass the same filter as ours (decision 038): never a query's values.
    logger: {
      log: (level, message, ...args) =>
        (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(
          "[auth]",
          loggable(message),
          ...args.map((arg) => loggable(arg)),
        ),
    },
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
