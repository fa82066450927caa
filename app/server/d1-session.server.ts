// D1 read replication through the Sessions API (issue 32, decision 067). Every request runs its
// queries in one session. An anonymous reader's GET may be answered by the nearest replica
// ("first-unconstrained"); whoever writes or is signed in carries a bookmark in a cookie, so the
// next request reads from a copy at least as new as her last write: she sees her own comment,
// saved calculation or edit at once. Locally (miniflare) there are no replicas and sessions pass
// through to the one database.
import { routerPath } from "~/domain/urls";
import { hasOwnCookie } from "./http.server";
import { writeKindOf } from "./request-guard.server";

/** The bookmark cookie. Not one of "our" cookies (`hasOwnCookie`): it makes no page private. */
export const BOOKMARK_COOKIE = "d1b";
/** Long enough for any replica to catch up with a write; a bookmark is only a lower bound. */
const BOOKMARK_SECONDS = 60 * 60;
/** D1 bookmarks are short opaque strings; anything else in the cookie is ignored. */
const BOOKMARK = /^[A-Za-z0-9_-]{1,200}$/;

export type SessionStart = "replica" | "primary" | "bookmark" | "saved";

export interface RequestSession {
  /** Pass as `env.DB`: drizzle and the rate limits only call `prepare` and `batch`. */
  db: D1Database;
  start: SessionStart;
  /** Whether one of our cookies came with the request: the answer carries the bookmark on. */
  personal: boolean;
  incoming: string | null;
  session: D1DatabaseSession;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

/**
 * The session for `request`. An anonymous GET may start at any replica (no earlier than
 * `savedBookmark` when one is given). A signed-in request (one
 * of our cookies came with it) starts from its bookmark, or at the primary without one, so a
 * session made by the sign-in just before is always found. An anonymous post starts at the
 * primary, as do the sign-in and account-link pages (their tokens were written moments before).
 * An anonymous post gets a bookmark only when its answer sets one of our cookies (a sign-in, a
 * flash message): a calculation's answer stays free of cookies (it may be kept for Back,
 * decision 031), and the next request of one who just signed in starts from her sign-in, whatever
 * bookmark an earlier visit left.
 */
export function openSession(db: D1Database, request: Request, savedBookmark: string | null = null): RequestSession {
  const cookies = request.headers.get("Cookie");
  const personal = hasOwnCookie(cookies);
  const cookie = personal ? cookieValue(cookies, BOOKMARK_COOKIE) : null;
  const incoming = cookie && BOOKMARK.test(cookie) ? cookie : null;
  // An anonymous read to be kept in the edge cache starts no earlier than the last save that
  // retired its page (`CacheSlot.bookmark`, decision 068).
  const saved =
    !personal && request.method !== "POST" && savedBookmark && BOOKMARK.test(savedBookmark) ? savedBookmark : null;
  // Sign-in and account links (verification, reset) read tokens written moments before.
  // So does a calendar address (decision 077): one just replaced or stopped must stop at once.
  const pathname = new URL(request.url).pathname;
  const tokens = writeKindOf(pathname) === "auth" || pathname.startsWith("/pengingat/kalender/");
  // And the midwives' pages (decisions 078, 079): a consent withdrawn a moment ago by someone else
  // must already count, so the midwife's own bookmark (a lower bound of her writes, not the
  // mother's) is not enough; the path as the router reads it, however it is spelled.
  const others = /^\/admin\/binaan(\/|\.data|$)/.test(routerPath(pathname));
  const start: SessionStart = others
    ? "primary"
    : incoming
      ? "bookmark"
      : personal || request.method === "POST" || tokens
        ? "primary"
        : saved
          ? "saved"
          : "replica";
  const constraint =
    start === "bookmark" && incoming
      ? incoming
      : start === "saved" && saved
        ? saved
        : start === "primary"
          ? "first-primary"
          : "first-unconstrained";
  const session = db.withSession(constraint);
  return { db: asDatabase(session), start, personal, incoming, session };
}

/** A session as the D1Database the site's data layer takes (it calls only prepare and batch). */
function asDatabase(session: D1DatabaseSession): D1Database {
  return session as unknown as D1Database;
}

/**
 * The answer with the session's bookmark on, when it moved: for a signed-in request, or an answer
 * that sets one of our cookies (a sign-in, a flash message; the next request is personal). Any
 * other answer gets none, so it stays cacheable.
 */
export function keepBookmark(request: Request, response: Response, open: RequestSession): Response {
  const setsOwn = response.headers.getSetCookie().some(hasOwnCookie);
  if (!open.personal && !setsOwn) return response;
  const bookmark = open.session.getBookmark();
  if (!bookmark || bookmark === open.incoming || !BOOKMARK.test(bookmark)) return response;
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const cookie = `${BOOKMARK_COOKIE}=${bookmark}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${BOOKMARK_SECONDS}${secure}`;
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // An immutable answer (Response.redirect): copy it.
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}
