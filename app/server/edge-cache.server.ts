// The edge cache for anonymous readers (decision 040): public pages are kept in Cloudflare's
// cache of the data centre that served them, through the Workers Cache API, so a reader's
// request costs no D1 round trip and no render. Only what `finalizeResponse` left public is
// stored: a GET without any of our cookies, answered 200 without Set-Cookie. Signed-in readers
// (editors among them) always get a fresh render, so an editor sees a change at once.
import { requestSavesData } from "./data-saver.server";
import { hasOwnCookie, PUBLIC_CACHE_CONTROL } from "./http.server";

/** How long a stored page is served as it is. */
const FRESH_SECONDS = 300;
/** How long a stored page is kept: past FRESH_SECONDS it is served once more while a new render replaces it. */
const KEEP_SECONDS = 86_400;

/** The cache tag on every stored page, for a global purge through Cloudflare's API. */
export const PAGE_TAG = "bidanku-pages";

const STORED_AT = "X-Stored-At";
const STORED_NONCE = "X-Stored-Nonce";

/** Cloudflare's cache of this data centre (typed through the DOM's CacheStorage, which lacks it). */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

export function edgeCacheOn(env: Pick<Env, "EDGE_CACHE">): boolean {
  return env.EDGE_CACHE !== "off";
}

/** The query parameters our public pages read; any other makes a request pass the cache by. */
const PAGE_PARAMETERS = new Set(["q", "kategori", "halaman"]);
const MAX_CACHED_URL = 300;

/**
 * A request the cache may answer: an anonymous GET of a page (no cookie of ours, no test route)
 * whose address holds only parameters a page reads, so nobody can fill the cache with variants.
 */
export function mayUseCache(request: Request): boolean {
  if (request.method !== "GET" || request.url.length > MAX_CACHED_URL) return false;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/__")) return false;
  if ([...url.searchParams.keys()].some((name) => !PAGE_PARAMETERS.has(name))) return false;
  return !hasOwnCookie(request.headers.get("Cookie"));
}

/** A response the cache may keep: what the Worker made public for everyone. */
export function mayStore(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get("Cache-Control") === PUBLIC_CACHE_CONTROL &&
    !response.headers.has("Set-Cookie")
  );
}

/**
 * The version of the public pages in this data centre: part of every key, so one write (on any
 * save that changes a page) retires every stored page here at once.
 */
function versionKey(origin: string): string {
  return `${origin}/__edge-cache/version`;
}

/**
 * This data centre's current version. Where there is none (never set, or evicted), a new one is
 * written, so copies stored under an older one can never come back.
 */
async function currentVersion(cache: Cache, origin: string): Promise<string> {
  const stored = await cache.match(versionKey(origin));
  return stored ? await stored.text() : await newVersion(cache, origin);
}

async function newVersion(cache: Cache, origin: string): Promise<string> {
  const version = `${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(1))[0]?.toString(36)}`;
  await cache.put(
    versionKey(origin),
    new Response(version, { headers: { "Cache-Control": `public, s-maxage=${KEEP_SECONDS * 365}` } }),
  );
  return version;
}

/**
 * The key of a page: its address, this data centre's version, the deploy (`build`) and whether
 * the reader saves data (a page without pictures, decision 047).
 */
function pageKey(request: Request, version: string, build: string): string {
  const url = new URL(request.url);
  url.hash = "";
  url.searchParams.set("__v", `${version}.${build}${requestSavesData(request) ? ".hemat" : ""}`);
  return url.href;
}

/**
 * Where a page is or goes in the cache: the version is read once, before the page is rendered,
 * so a page rendered from data older than a save is stored under the version that save retired.
 */
export interface CacheSlot {
  cache: Cache;
  key: string;
}

export async function cacheSlot(cache: Cache, request: Request, build: string): Promise<CacheSlot> {
  const version = await currentVersion(cache, new URL(request.url).origin);
  return { cache, key: pageKey(request, version, build) };
}

export interface CachedPage {
  state: "HIT" | "STALE";
  response: Response;
  /** The nonce the stored page was rendered with: the caller puts this request's in its place. */
  nonce: string;
}

/** The page stored in this slot, if there is one. */
export async function readCachedPage({ cache, key }: CacheSlot, now = Date.now()): Promise<CachedPage | null> {
  const stored = await cache.match(key);
  if (!stored) return null;
  const storedAt = Number(stored.headers.get(STORED_AT));
  const nonce = stored.headers.get(STORED_NONCE) ?? "";
  const headers = new Headers(stored.headers);
  for (const name of [STORED_AT, STORED_NONCE, "Cache-Tag", "Cache-Control"]) headers.delete(name);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  const state = now - storedAt > FRESH_SECONDS * 1000 ? "STALE" : "HIT";
  return { state, nonce, response: new Response(stored.body, { status: stored.status, headers }) };
}

/** Keeps a rendered public page (the Worker's own answer, before security headers). */
export async function storePage({ cache, key }: CacheSlot, response: Response, nonce: string, now = Date.now()) {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", `public, s-maxage=${KEEP_SECONDS}`);
  headers.set("Cache-Tag", PAGE_TAG);
  headers.set(STORED_AT, String(now));
  headers.set(STORED_NONCE, nonce);
  headers.delete("Vary");
  await cache.put(key, new Response(response.body, { headers }));
}

/**
 * Retires every stored page: here by a new version, and everywhere through Cloudflare's purge by
 * tag when the deploy has a token for it (CF_ZONE_ID and CF_PURGE_TOKEN, see docs/performance.md).
 * Without the token, other data centres serve their copy until it is FRESH_SECONDS old, and then
 * once more while it is replaced.
 */
export async function purgePublicPages(
  cache: Cache,
  origin: string,
  env: Pick<Env, "CF_ZONE_ID" | "CF_PURGE_TOKEN">,
): Promise<void> {
  await newVersion(cache, origin);
  if (!env.CF_ZONE_ID || !env.CF_PURGE_TOKEN) return;
  const answer = await fetch(`https://api.cloudflare.com/client/v4/zones/${env.CF_ZONE_ID}/purge_cache`, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.CF_PURGE_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ tags: [PAGE_TAG] }),
  }).catch((error: unknown) => error);
  if (!(answer instanceof Response) || !answer.ok) console.error("Global cache purge failed", answer);
}

/**
 * True for a successful post by a signed-in user that can change what anonymous readers see:
 * every admin save, a comment on an article or its deletion. A visitor's post carries none of
 * our cookies and is sent to /login by the route, so it can never retire the cache.
 */
export function changesPublicPages(request: Request, response: Response): boolean {
  if (request.method !== "POST" || response.status >= 400) return false;
  if (!hasOwnCookie(request.headers.get("Cookie"))) return false;
  if (/^\/login(?:[?#]|$)/.test(response.headers.get("Location") ?? "")) return false;
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return path === "/admin" || path.startsWith("/admin/") || /^\/artikel\/[^/]+$/.test(path);
}

/** Puts this response's nonce where the stored page had its own (attributes in the HTML). */
export async function withFreshNonce(page: CachedPage, nonce: string): Promise<Response> {
  const { response } = page;
  if (!page.nonce || !response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const html = (await response.text()).replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`);
  return new Response(html, { status: response.status, headers: response.headers });
}
