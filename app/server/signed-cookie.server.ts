import { createCookie } from "react-router";
import { getSessionSecret } from "./secrets.server";

/**
 * A cookie of this site's own that the browser cannot read or forge: HttpOnly, SameSite=Lax,
 * Secure over https, signed with the session secret (flash toasts, the login dialog, the pending
 * verification address).
 */
export function signedCookie(
  env: Pick<Env, "SESSION_SECRET">,
  request: Request,
  name: string,
  { path, maxAge }: { path: string; maxAge: number },
) {
  return createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    path,
    secure: new URL(request.url).protocol === "https:",
    maxAge,
    secrets: [getSessionSecret(env)],
  });
}
