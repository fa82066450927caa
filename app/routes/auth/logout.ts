import { redirect } from "react-router";
import { messages } from "~/messages";
import { getAuth } from "~/server/auth.server";
import { getSessionUser } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import { clearPendingVerificationHeader } from "~/server/pending-verification.server";
import type { Route } from "./+types/logout";
import { loggable } from "~/server/log.server";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(context, request);
  if (!user) return redirect("/");
  try {
    const result = await getAuth(env, request).api.signOut({ headers: request.headers, returnHeaders: true });
    const forgetPending = await clearPendingVerificationHeader(env, request);
    if (forgetPending) result.headers.append("Set-Cookie", forgetPending);
    return redirectWithToast("/", messages.auth.logoutSuccess, {
      env,
      request,
      headers: result.headers,
      document: true,
    });
  } catch (error) {
    console.error("Logout gagal", loggable(error));
    return redirectWithToast(
      "/",
      { ...messages.auth.signOutFailed, variant: "destructive" },
      { env, request, document: true },
    );
  }
}
