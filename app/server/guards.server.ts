import { data, redirect, type AppLoadContext } from "react-router";
import { adminPageAt, mayOpenAdminPage } from "~/domain/admin-pages";
import { isAdmin } from "~/domain/permissions";
import { messages } from "~/messages";
import type { SessionUser } from "./auth.server";
import { discardBody } from "./http.server";
import { getSessionUser } from "./session.server";

interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}

/** The body of a 403 answer; the root error boundary shows it as "Akses Ditolak". */
export interface AccessDenied {
  title: string;
  message: string;
}

/** /login with a redirectTo back to where the visitor was going (path and query only). */
export function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return `/login?${new URLSearchParams({ redirectTo: back })}`;
}

/** A signed-in user, or a redirect to /login?redirectTo=... (for pages and form posts alike). */
export async function requireUser({ request, context }: GuardArgs): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user) {
    await discardBody(request);
    throw redirect(loginRedirectUrl(request));
  }
  return user;
}

/** Refuses with the 403 "Akses Ditolak" answer (page or action wording by method). */
export function deny(request: Request): never {
  const isAction = request.method !== "GET" && request.method !== "HEAD";
  throw data<AccessDenied>(
    {
      title: messages.access.deniedTitle,
      message: isAction ? messages.access.deniedAction : messages.access.deniedPage,
    },
    { status: 403 },
  );
}

/**
 * A signed-in user whose role passes `allowed` (a predicate of app/domain/permissions.ts);
 * visitors go to /login, others get 403.
 */
export async function requireAllowed(
  args: GuardArgs,
  allowed: (role: SessionUser["role"]) => boolean,
): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!allowed(user.role)) {
    await discardBody(args.request);
    deny(args.request);
  }
  return user;
}

/**
 * The guard of every page under /admin: the lowest role that may open it is the page's `minRole`
 * in the registry (app/domain/admin-pages.ts), found by the route's pattern (`args.pattern`, e.g.
 * "admin/pesan/:id"), so no route repeats it (decision 063). A route missing from the registry
 * is a programming error: it answers 500, never an open page.
 */
export async function requireAdminPage(args: GuardArgs & { pattern: string }): Promise<SessionUser> {
  const page = adminPageAt(args.pattern);
  if (!page) {
    await discardBody(args.request);
    throw new Error(`Admin route ${args.pattern} has no entry in app/domain/admin-pages.ts`);
  }
  return requireAllowed(args, (role) => mayOpenAdminPage(role, page));
}

/** Admin-only code outside the admin pages (the test routes' editors, the article editor's action). */
export const requireAdmin = (args: GuardArgs) => requireAllowed(args, isAdmin);
