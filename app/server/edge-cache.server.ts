// The edge cache for anonymous readers (decision 040): public pages are kept in Cloudflare's
// cache of the data centre that served them, through the Workers Cache API, so a reader's
// request costs no D1 round trip and no render. Only what `finalizeResponse` left public is
// stored: a GET without any of our cookies, answered 200 without Set-Cookie. Signed-in readers
// (editors among them) always get a fresh render, so an editor sees a change at once.
import { adminPageForPath, isAdminPath } from "~/domain/admin-pages";
import { articleIdOfPath } from "~/domain/articles";
import { routerPath } from "~/domain/urls";
import { groupsOfPage, groupTag, type PageGroup } from "~/domain/page-groups";
import { requestSavesData } from "./data-saver.server";
import { hasOwnCookie, IMMUTABLE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "./http.server";

/** How long a stored page is served as it is. */
const FRESH_SECONDS = 300;
/** How long a stored page is kept: past FRESH_SECONDS it is served once more while a new render replaces it. */
const KEEP_SECONDS = 86_400;

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
  if (url.pathname.startsWith("/__") || !isCanonicalPath(url.pathname)) return false;
  if ([...url.searchParams.keys()].some((name) => !PAGE_PARAMETERS.has(name))) return false;
  return !hasOwnCookie(request.headers.get("Cookie"));
}

/**
 * A page's address as its links write it: lowercase, nothing percent-encoded, no doubled or
 * trailing slash, no `.data`. The router also serves `/ARTIKEL/3` or `/artikel/%33` as article 3;
 * such addresses are rendered every time rather than stored under groups that would not match
 * the page's own (decision 068).
 */
function isCanonicalPath(pathname: string): boolean {
  return (
    pathname === pathname.toLowerCase() &&
    !pathname.includes("%") &&
    !pathname.includes("//") &&
    !pathname.endsWith(".data") &&
    (pathname === "/" || !pathname.endsWith("/"))
  );
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
 * The version of one group of public pages (app/domain/page-groups.ts) in this data centre: part
 * of the key of every page in the group, so one write (on a save that changes the group) retires
 * all of them here at once, and no other page (decision 068).
 */
function versionKey(origin: string, group: PageGroup): string {
  return `${origin}/__edge-cache/version/${group}`;
}

/** A group's version entry: a random version and the D1 bookmark of the save that wrote it. */
interface GroupVersion {
  version: string;
  bookmark: string | null;
}

/**
 * This data centre's current version of a group. Where there is none (never set, or evicted), a
 * new one is written, so copies stored under an older one can never come back.
 */
async function currentVersion(cache: Cache, origin: string, group: PageGroup): Promise<GroupVersion> {
  const stored = await cache.match(versionKey(origin, group));
  if (!stored) return { version: await newVersion(cache, origin, group, null), bookmark: null };
  const [version = "", bookmark] = (await stored.text()).split(" ");
  return { version, bookmark: bookmark || null };
}

async function newVersion(cache: Cache, origin: string, group: PageGroup, bookmark: string | null): Promise<string> {
  const version = `${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(1))[0]?.toString(36)}`;
  await cache.put(
    versionKey(origin, group),
    new Response(bookmark ? `${version} ${bookmark}` : version, {
      headers: { "Cache-Control": `public, s-maxage=${KEEP_SECONDS * 365}` },
    }),
  );
  return version;
}

/**
 * The key of a page: its address, the versions of its groups in this data centre, the deploy
 * (`build`) and whether the reader saves data (a page without pictures, decision 047).
 */
function pageKey(request: Request, versions: string[], build: string): string {
  const url = new URL(request.url);
  url.hash = "";
  url.searchParams.set("__v", `${versions.join("-")}.${build}${requestSavesData(request) ? ".hemat" : ""}`);
  return url.href;
}

/**
 * Where a page is or goes in the cache: its groups' versions are read once, before the page is
 * rendered, so a page rendered from data older than a save is stored under a version that save
 * retired.
 */
export interface CacheSlot {
  cache: Cache;
  key: string;
  /** The page's Cache-Tag: its groups', for the purge by tag in every data centre. */
  tags: string;
  /**
   * The D1 bookmark of the last save that retired one of the page's groups here, if any: a
   * render to store starts its D1 session from it, so a replica that has not caught up with that
   * save cannot put the old page back under the new version (decision 068).
   */
  bookmark: string | null;
}

export async function cacheSlot(cache: Cache, request: Request, build: string): Promise<CacheSlot> {
  const url = new URL(request.url);
  const groups = groupsOfPage(url.pathname);
  const versions = await Promise.all(groups.map((group) => currentVersion(cache, url.origin, group)));
  // D1 bookmarks sort in the order of the writes they follow: the newest save's is the floor.
  const bookmarks = versions.flatMap(({ bookmark }) => (bookmark ? [bookmark] : [])).sort();
  return {
    cache,
    key: pageKey(
      request,
      versions.map(({ version }) => version),
      build,
    ),
    tags: groups.map(groupTag).join(","),
    bookmark: bookmarks.at(-1) ?? null,
  };
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
export async function storePage({ cache, key, tags }: CacheSlot, response: Response, nonce: string, now = Date.now()) {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", `public, s-maxage=${KEEP_SECONDS}`);
  headers.set("Cache-Tag", tags);
  headers.set(STORED_AT, String(now));
  headers.set(STORED_NONCE, nonce);
  headers.delete("Vary");
  await cache.put(key, new Response(response.body, { headers }));
}

/**
 * Retires the stored pages of `groups`: here by new versions (holding `bookmark`, the D1
 * bookmark after the save, see `CacheSlot`), and everywhere through Cloudflare's
 * purge by tag when the deploy has a token for it (CF_ZONE_ID and CF_PURGE_TOKEN, see
 * docs/performance.md). Without the token, other data centres serve their copy until it is
 * FRESH_SECONDS old, and then once more while it is replaced.
 */
export async function purgePublicPages(
  cache: Cache,
  origin: string,
  env: Pick<Env, "CF_ZONE_ID" | "CF_PURGE_TOKEN">,
  groups: readonly PageGroup[],
  bookmark: string | null = null,
): Promise<void> {
  if (groups.length === 0) return;
  await Promise.all(groups.map((group) => newVersion(cache, origin, group, bookmark)));
  if (!env.CF_ZONE_ID || !env.CF_PURGE_TOKEN) return;
  const answer = await fetch(`https://api.cloudflare.com/client/v4/zones/${env.CF_ZONE_ID}/purge_cache`, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.CF_PURGE_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ tags: groups.map(groupTag) }),
  }).catch((error: unknown) => error);
  if (!(answer instanceof Response) || !answer.ok) console.error("Global cache purge failed", answer);
}

/**
 * The header a member's action sets on its answer when it changed a public page (a withdrawn
 * consent: "qa"); the Worker reads it for the edge cache and takes it off before answering.
 */
export const CHANGED_GROUPS_HEADER = "X-Bidanku-Changed";

/**
 * The groups of public pages a successful post by a signed-in user changed (decision 068): a
 * comment on an article or its deletion, that article's page; a withdrawn consent on her
 * dashboard, Tanya Jawab (decision 081, `CHANGED_GROUPS_HEADER`); an admin save, what its registry
 * entry names (an admin path missing there, every page). A visitor's post carries none of our
 * cookies and is sent to /login by the route, so it can never retire anything; neither can a
 * failure.
 */
export function groupsChangedBy(request: Request, response: Response): PageGroup[] {
  if (request.method !== "POST" || response.status >= 400) return [];
  if (!hasOwnCookie(request.headers.get("Cookie"))) return [];
  if (/^\/login(?:[?#]|$)/.test(response.headers.get("Location") ?? "")) return [];
  const path = routerPath(new URL(request.url).pathname).replace(/(.)\/+$/, "$1");
  // No page posts through the framework's `.data` addresses (decision 061), and there a redirect
  // to /login is a 202 without Location: a forged cookie must not retire anything that way.
  if (path.endsWith(".data")) return [];
  const article = articleIdOfPath(path);
  if (article !== null) return [`article:${article}`];
  // Her dashboard withdraws a consent to publish: the answer must leave Tanya Jawab at once
  // (issue 39). Only a withdrawal that changed a row says so; her other forms change nothing public.
  if (path === "/dashboard") return response.headers.get(CHANGED_GROUPS_HEADER) === "qa" ? ["qa"] : [];
  if (isAdminPath(path)) return [...(adminPageForPath(path)?.changes ?? ["site"])];
  return [];
}

/** Puts this response's nonce where the stored page had its own (attributes in the HTML). */
export async function withFreshNonce(page: CachedPage, nonce: string): Promise<Response> {
  const { response } = page;
  if (!page.nonce || !response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const html = (await response.text()).replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`);
  return new Response(html, { status: response.status, headers: response.headers });
}

/**
 * An uploaded image's cache key (decision 068): a GET under /gambar/ whose only parameter is the
 * width. Image keys are never reused (decision 021), so a stored copy never needs retiring; the
 * same bytes answer every reader, signed in or not.
 */
export function imageCacheKey(request: Request): string | null {
  if (request.method !== "GET" || request.url.length > MAX_CACHED_URL) return null;
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/gambar/")) return null;
  if ([...url.searchParams.keys()].some((name) => name !== "w")) return null;
  url.hash = "";
  return url.href;
}

/**
 * An image answer the cache may keep: the whole file, immutable, no cookie, and the same for
 * every browser (no `Vary`: a smaller copy from Cloudflare's image transformations is AVIF or
 * WebP by the browser's Accept, and the Cache API ignores Vary; those copies are cached by the
 * transformations themselves).
 */
export function mayStoreImage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get("Cache-Control") === IMMUTABLE_CACHE_CONTROL &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.has("Vary")
  );
}

/** A stored image as this request gets it: 304 when the browser already has these bytes. */
export async function storedImageAnswer(stored: Response, request: Request): Promise<Response> {
  const tag = stored.headers.get("ETag");
  const asked = request.headers.get("If-None-Match");
  if (tag && asked?.split(",").some((value) => value.trim() === tag || value.trim() === "*")) {
    await stored.body?.cancel();
    const headers = new Headers(stored.headers);
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(stored.body, stored);
}
