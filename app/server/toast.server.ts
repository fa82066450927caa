import { redirect, redirectDocument } from "react-router";
import { z } from "~/schemas/zod";
import type { ToastMessage } from "~/messages";
import { signedCookie } from "./signed-cookie.server";
import type { Toast } from "~/client/toast/view";

const toastSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(200),
  description: z.string().max(1000).optional(),
  variant: z.enum(["default", "destructive"]),
});

type ToastEnv = Pick<Env, "SESSION_SECRET">;

function toastCookie(env: ToastEnv, request: Request) {
  // Long enough to survive the redirect on a slow connection, short enough not to linger.
  return signedCookie(env, request, "bidanku_toast", { path: "/", maxAge: 60 });
}

export function createToast(message: ToastMessage): Toast {
  return {
    id: crypto.randomUUID(),
    title: message.title,
    description: message.description,
    variant: message.variant ?? "default",
  };
}

/** The Set-Cookie value that carries a toast to the next page. */
export async function toastHeader(env: ToastEnv, request: Request, message: ToastMessage) {
  return toastCookie(env, request).serialize(createToast(message));
}

/** Post/redirect/get with a toast shown once on the page redirected to. */
export async function redirectWithToast(
  url: string,
  message: ToastMessage,
  {
    env,
    request,
    headers,
    document = false,
  }: {
    env: ToastEnv;
    request: Request;
    headers?: HeadersInit;
    /**
     * The target is a page that ships no JavaScript (decision 039): with JavaScript the browser
     * loads it as a document at once, instead of a client navigation whose root data request
     * would show (and use up) the toast on the page being left.
     */
    document?: boolean;
  },
) {
  const responseHeaders = new Headers(headers);
  responseHeaders.append("Set-Cookie", await toastHeader(env, request, message));
  return (document ? redirectDocument : redirect)(url, { headers: responseHeaders });
}

/**
 * Reads the toast from the request and returns the header that clears it, so it shows once.
 * A tampered or malformed cookie counts as no toast.
 */
export async function readToast(env: ToastEnv, request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("bidanku_toast=")) return { toast: null, headers };
  const cookie = toastCookie(env, request);
  const parsed = toastSchema.safeParse(await cookie.parse(cookieHeader));
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { toast: parsed.success ? parsed.data : null, headers };
}
