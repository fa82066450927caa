import type { AppLoadContext } from "react-router";
import { isRole } from "~/domain/permissions";
import { getAuth, type SessionUser } from "./auth.server";
import { loggable } from "~/server/log.server";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?bidanku\.session_token=/;

/** One lookup per request, shared by the root loader, route loaders and guards. */
const perRequest = new WeakMap<AppLoadContext, Promise<SessionUser | null>>();

async function lookup(env: Env, request: Request): Promise<SessionUser | null> {
  // Visitors without a session cookie cost no database round trip.
  if (!SESSION_COOKIE.test(request.headers.get("Cookie") ?? "")) return null;
  try {
    const result = await getAuth(env, request).api.getSession({ headers: request.headers });
    // An account whose email is not verified is never signed in (decision 006), even if a session
    // for it exists (made before its address was marked unverified, or by hand): not a user.
    if (!result?.user.emailVerified) return null;
    const user = result.user as typeof result.user & { phone?: string | null; role?: string };
    // An unknown stored role gets the least powerful one, never more.
    const role = isRole(user.role) ? user.role : "member";
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone ?? null,
      role,
      emailVerified: user.emailVerified,
      createdAt: new Date(user.createdAt),
    };
  } catch (error) {
    // A tampered cookie or a D1 hiccup means "not signed in", never a 500.
    console.error("Gagal membaca sesi", loggable(error));
    return null;
  }
}

/** The signed-in user for this request, or null. */
export function getSessionUser(context: AppLoadContext, request: Request): Promise<SessionUser | null> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = lookup(context.cloudflare.env, request);
    perRequest.set(context, pending);
  }
  return pending;
}
