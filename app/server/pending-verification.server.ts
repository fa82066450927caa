import { createCookie } from "react-router";
import { z } from "zod";
import { getSessionSecret } from "./secrets.server";

/**
 * After registering, the browser keeps (signed, HttpOnly, for an hour) the address the
 * verification mail went to, so /registrasi-berhasil can show it and
 * "Kirim ulang" can send the mail again without taking an address from the form: nobody can use
 * the button to mail an address they did not register from this browser.
 */
function pendingCookie(env: Pick<Env, "SESSION_SECRET">, request: Request) {
  return createCookie("bidanku_verify", {
    httpOnly: true,
    sameSite: "lax",
    // "/" because with JavaScript the page's data comes from /registrasi-berhasil.data, which a
    // narrower path would not match. Signing in clears it.
    path: "/",
    secure: new URL(request.url).protocol === "https:",
    maxAge: 60 * 60,
    secrets: [getSessionSecret(env)],
  });
}

const emailSchema = z.email().max(254);

export function pendingVerificationHeader(env: Pick<Env, "SESSION_SECRET">, request: Request, email: string) {
  return pendingCookie(env, request).serialize(email);
}

/** The address from the signed cookie, or null when there is none or it was tampered with. */
export async function readPendingVerification(env: Pick<Env, "SESSION_SECRET">, request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("bidanku_verify=")) return null;
  const parsed = emailSchema.safeParse(await pendingCookie(env, request).parse(header));
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie value that forgets the address (after a successful sign-in). */
export function clearPendingVerificationHeader(env: Pick<Env, "SESSION_SECRET">, request: Request) {
  return pendingCookie(env, request).serialize("", { maxAge: 0 });
}
