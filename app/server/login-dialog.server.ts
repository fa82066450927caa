import { safeRedirectPath } from "~/domain/redirects";
import { z } from "~/schemas/zod";
import { signedCookie } from "./signed-cookie.server";

/**
 * The login's success dialog after a JavaScript sign-in (SPEC: Login; decision 042): the action
 * redirects to GET /login with this one-time signed cookie, and that page shows "Kamu Berhasil
 * Masuk!" to the now signed-in user. Post/redirect/get: Back never re-sends the password.
 */
const dialogSchema = z.object({ destination: z.string().max(2000), name: z.string().max(200) });

export type LoginDialog = z.infer<typeof dialogSchema>;

function dialogCookie(env: Pick<Env, "SESSION_SECRET">, request: Request) {
  return signedCookie(env, request, "bidanku_masuk", { path: "/login", maxAge: 60 });
}

export function loginDialogHeader(env: Pick<Env, "SESSION_SECRET">, request: Request, dialog: LoginDialog) {
  return dialogCookie(env, request).serialize(dialog);
}

/** The dialog to show once (and the header that forgets it), or null. */
export async function readLoginDialog(
  env: Pick<Env, "SESSION_SECRET">,
  request: Request,
): Promise<{ dialog: LoginDialog | null; headers: Headers }> {
  const cookie = dialogCookie(env, request);
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("bidanku_masuk=")) return { dialog: null, headers };
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  const parsed = dialogSchema.safeParse(await cookie.parse(cookieHeader));
  if (!parsed.success) return { dialog: null, headers };
  return { dialog: { ...parsed.data, destination: safeRedirectPath(parsed.data.destination, "/dashboard") }, headers };
}
