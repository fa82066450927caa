import { z } from "~/schemas/zod";
import { signedCookie } from "./signed-cookie.server";

/** How long after registering "Kirim ulang" keeps working from this browser. */
export const PENDING_VERIFICATION_SECONDS = 60 * 60;

/**
 * After registering, the browser keeps (signed, HttpOnly) the address the verification mail went
 * to and when, so /registrasi-berhasil can show it and "Kirim ulang" can send the mail again
 * without taking an address from the form: nobody can use the button to mail an address they did
 * not register from this browser. The time is inside the signed value, so a copied cookie stops
 * working after an hour whatever its Max-Age says. Signing in, logging out and verifying clear it.
 */
function pendingCookie(env: Pick<Env, "SESSION_SECRET">, request: Request) {
  // Path "/": the address is cleared again by signing in, logging out and verifying.
  return signedCookie(env, request, "bidanku_verify", { path: "/", maxAge: PENDING_VERIFICATION_SECONDS });
}

const pendingSchema = z.object({ email: z.email().max(254), at: z.number().int() });

export function pendingVerificationHeader(
  env: Pick<Env, "SESSION_SECRET">,
  request: Request,
  email: string,
  now = Date.now(),
) {
  return pendingCookie(env, request).serialize({ email, at: now });
}

/**
 * The address from the signed cookie and when its registration started, or null when there is
 * none, it is forged or too old.
 */
export async function readPendingVerification(
  env: Pick<Env, "SESSION_SECRET">,
  request: Request,
  now = Date.now(),
): Promise<{ email: string; at: number } | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("bidanku_verify=")) return null;
  const parsed = pendingSchema.safeParse(await pendingCookie(env, request).parse(header));
  if (!parsed.success) return null;
  const age = now - parsed.data.at;
  return age >= 0 && age <= PENDING_VERIFICATION_SECONDS * 1000 ? parsed.data : null;
}

/** The Set-Cookie value that forgets the address, or null when the request carries none. */
export async function clearPendingVerificationHeader(
  env: Pick<Env, "SESSION_SECRET">,
  request: Request,
): Promise<string | null> {
  if (!request.headers.get("Cookie")?.includes("bidanku_verify=")) return null;
  return pendingCookie(env, request).serialize("", { maxAge: 0 });
}
