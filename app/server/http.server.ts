// Response headers applied to every response in the Worker.
import { securityHeaders } from "./csp.server";
import { matchesEntityTag } from "./entity-tags.server";

/**
 * Public pages: the same for every anonymous visitor, but every cache (browser, proxy, and
 * Cloudflare's if it is ever switched on) must ask the Worker again before each use, so a
 * content save shows on the next request everywhere (decision 020). Nothing stores our pages at
 * the edge today; adding that means a CDN-only TTL plus purge on save, as 020 describes.
 */
export const PUBLIC_CACHE_CONTROL = "public, no-cache";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/**
 * A personal answer to a post that the browser may keep for its own Back and Forward, and only
 * there: no shared cache stores it, and the browser asks again before any other use. For a
 * visitor's calculator result, which exists only as the answer to its post (decision 031): with
 * `no-store` Back showed "Confirm Form Resubmission" instead of the result.
 */
export const PRIVATE_REVISITABLE = "private, no-cache";
/**
 * For files whose address never gets other content (uploaded images). Such a response is the same
 * for every visitor, so a cookie on the request neither makes it private nor adds `Vary: Cookie`.
 */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** What React Router hands a route's `headers` export (its `HeadersArgs`). */
export interface RouteHeadersArgs {
  loaderHeaders: Headers;
  parentHeaders: Headers;
  actionHeaders: Headers;
  errorHeaders: Headers | undefined;
}

/**
 * The one rule for a route module's `headers` export (decision 020): `export const headers =
 * publicPage` or `privatePage`. React Router keeps only what the deepest rendered route's
 * `headers` returns (it merges Set-Cookie from every loader and action itself), so this passes on
 * the headers the route's loader, action and thrown error set (Retry-After, a loader's own
 * Cache-Control), never the parent's, and then states the cache policy:
 * - `publicPage`: PUBLIC_CACHE_CONTROL unless the loader or action set their own Cache-Control
 *   (a degraded page, an action's no-store);
 * - `privatePage`: always PRIVATE_CACHE_CONTROL, whatever a loader says;
 * - either way, an error rendered by this route (errorHeaders) is private.
 * `finalizeResponse` still has the last word: personal views, non-GET requests and every status
 * of 400 and above are private whatever this returns.
 */
export function routeHeaders(policy: "public" | "private") {
  return ({ loaderHeaders, actionHeaders, errorHeaders }: RouteHeadersArgs): Headers => {
    const headers = new Headers({
      "Cache-Control": policy === "public" ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
    });
    for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
      if (!source) continue;
      source.forEach((value, name) => {
        // React Router adds every Set-Cookie itself; copying them here would send them twice.
        if (name.toLowerCase() !== "set-cookie") headers.set(name, value);
      });
    }
    if (policy === "private" || errorHeaders) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return headers;
  };
}

/** `export const headers = publicPage`: the same page for every anonymous visitor. */
export const publicPage = routeHeaders("public");
/** `export const headers = privatePage`: forms, accounts, admin, tokens, errors (and the root). */
export const privatePage = routeHeaders("private");

/** Cookies this site sets (flash toasts, auth sessions) all start with this prefix. */
const OWN_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?bidanku[._]/;

export function hasOwnCookie(cookieHeader: string | null): boolean {
  return cookieHeader !== null && OWN_COOKIE.test(cookieHeader);
}

/**
 * A page that may differ per visitor (a session or a flash cookie came in, or a cookie goes out)
 * or that answers a non-GET request must never be stored by a shared cache, whatever the route
 * asked for. Errors and "not found" are not cached either, and a response whose route did not
 * opt in to public caching is private by default.
 */
export function isPersonalized(request: Request, response: Response): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return true;
  if (response.headers.has("Set-Cookie")) return true;
  return hasOwnCookie(request.headers.get("Cookie"));
}

/**
 * A successful GET of an immutable file (an uploaded image) that sets no cookie: its bytes do not
 * depend on who asks, so the site's cookies on the request change nothing about its caching.
 */
function isSameForEveryone(request: Request, response: Response): boolean {
  return (
    response.headers.get("Cache-Control") === IMMUTABLE_CACHE_CONTROL &&
    response.status < 400 &&
    (request.method === "GET" || request.method === "HEAD") &&
    !response.headers.has("Set-Cookie")
  );
}

/** A successful post answer that asked for PRIVATE_REVISITABLE, sets no cookie and came with none. */
function isRevisitable(request: Request, response: Response): boolean {
  return (
    request.method === "POST" &&
    response.status === 200 &&
    response.headers.get("Cache-Control") === PRIVATE_REVISITABLE &&
    !response.headers.has("Set-Cookie") &&
    !hasOwnCookie(request.headers.get("Cookie"))
  );
}

/**
 * Returns the response with the cache policy and the security headers (`securityHeaders`:
 * CSP with this response's nonce on pages, HSTS on https, ...) enforced.
 */
export function finalizeResponse(request: Request, response: Response, nonce: string | null = null): Response {
  const headers = new Headers(response.headers);
  if (!isSameForEveryone(request, response)) {
    if (
      !isRevisitable(request, response) &&
      (isPersonalized(request, response) || response.status >= 400 || !headers.has("Cache-Control"))
    ) {
      headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    }
    // The same address answers differently with a session cookie, and for a reader who saves
    // data (decision 047: a page without pictures).
    if (!headers.get("Vary")?.includes("Cookie")) headers.append("Vary", "Cookie");
    if (!headers.get("Vary")?.includes("Save-Data")) headers.append("Vary", "Save-Data");
  }
  // A private answer carries no entity tag (decision 066): only a public page is ever revalidated.
  if (headers.get("Cache-Control")?.includes("private")) headers.delete("ETag");
  // A route may state a stricter header of its own (an uploaded image's CSP); it keeps it.
  for (const [name, value] of Object.entries(securityHeaders(request, response, nonce))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (isUnchanged(request, response, headers)) {
    void response.body?.cancel().catch(() => {});
    return notModified(headers);
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A GET of a page the asker already has: the tag it kept (If-None-Match) is this answer's. */
function isUnchanged(request: Request, response: Response, headers: Headers): boolean {
  const tag = headers.get("ETag");
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    response.status === 200 &&
    tag !== null &&
    matchesEntityTag(request.headers.get("If-None-Match"), tag)
  );
}

/**
 * The 304 for a page the asker has (decision 066): the answer's headers but those of its body.
 * The browser keeps the body it has with the headers that came with it, updated by these: a
 * Content-Security-Policy with this response's nonce would replace the one the kept body's inline
 * style and scripts were sent with, and block them.
 */
function notModified(headers: Headers): Response {
  for (const name of ["Content-Security-Policy", "Content-Type", "Content-Length", "Content-Encoding"]) {
    headers.delete(name);
  }
  return new Response(null, { status: 304, headers });
}

/**
 * Our own cross-site request check for every state-changing request: better-auth's server API,
 * which our actions call, skips its origin check. A browser always sends Origin (or at least
 * Sec-Fetch-Site) with a form post; a request that states another origin is refused. Requests
 * with neither header (curl, old clients) carry no browser cookies by accident, so they pass.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") return origin !== new URL(request.url).origin;
  if (origin === "null") return true;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}

/**
 * The site's own address for links that leave the page (mail, canonical and share URLs). Local
 * runs answer on several ports, so on localhost the request's origin is used; everywhere else
 * PUBLIC_URL, so a forged Host header can never put another site into a link.
 */
export function siteOrigin(env: Pick<Env, "PUBLIC_URL">, request: Request): string {
  const requestUrl = new URL(request.url);
  if (isLocalAddress(requestUrl.href)) return requestUrl.origin;
  if (!env.PUBLIC_URL || isLocalAddress(env.PUBLIC_URL)) {
    // A deploy that kept the local PUBLIC_URL would mail links to localhost. Cloudflare only
    // routes our own hostnames to the Worker, so the request's origin is the better guess.
    console.error(`PUBLIC_URL (${env.PUBLIC_URL}) is not this site's address; using ${requestUrl.origin}`);
    return requestUrl.origin;
  }
  return new URL(env.PUBLIC_URL).origin;
}

/** True for localhost and 127.0.0.1 addresses (and anything that is not a URL). */
export function isLocalAddress(address: string | undefined): boolean {
  try {
    const { hostname } = new URL(address ?? "");
    return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  } catch {
    return true;
  }
}

/**
 * The most of an unwanted body the Worker reads away before it gives up and cancels it: more than
 * any form may send (an editor's 8 MB), so every body a browser sends in good faith is read to the
 * end (local `wrangler dev` stops for good when a body is cancelled half-way), while a client
 * pushing gigabytes cannot keep the Worker reading.
 */
const DRAIN_MAX = 16 * 1024 * 1024;

/**
 * Reads and discards a request body that will not be used (a refused post, a page without an
 * action): answering with it unread leaves the connection unusable in local `wrangler dev` (503
 * "worker restarted mid-request"). Nothing is kept, so a large body cannot fill the Worker's
 * memory; past DRAIN_MAX it is cancelled.
 */
export async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  await drainReader(request.body.getReader());
}

/** Reads and drops what is left of a body (`alreadyRead` bytes gone), cancelling past DRAIN_MAX. */
export async function drainReader(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0): Promise<void> {
  let total = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > DRAIN_MAX) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // A body that broke off is as good as read.
  }
}
