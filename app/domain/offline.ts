// What the service worker keeps for use without a network, and how it treats each request
// (issue 17, decision 047). Pure: the worker (app/sw/sw.ts) and the unit tests share it.

/** The offline page, shown for any page the worker has no copy of. */
export const OFFLINE_PAGE = "/offline";

/**
 * Kept from the first visit (with "Hemat data" off): the offline page, the danger signs, the
 * calculators, the growth guides' index (its guides are read off it) and the growth check, and
 * the home page an installed app opens. With "Hemat data" on only OFFLINE_MINIMUM is kept.
 */
export const OFFLINE_PAGES = [
  OFFLINE_PAGE,
  "/tanda-bahaya",
  "/",
  "/kalkulator",
  "/tumbuh-kembang",
  "/tumbuh-kembang/cek",
] as const;

/** What is kept even when the reader saves data: the offline page and the danger signs. */
export const OFFLINE_MINIMUM = [OFFLINE_PAGE, "/tanda-bahaya"] as const;

/** The growth guides' index: the guides it links to are kept with it. */
export const GUIDE_INDEX = "/tumbuh-kembang";

/** Articles kept as they were read, newest first; the oldest read is dropped past this. */
export const MAX_ARTICLES = 25;
/** Images of pages read (an article's own picture), oldest dropped past this. */
export const MAX_IMAGES = 40;
/** What was read is kept this long at most (a reading list on a shared phone should not last). */
export const MAX_READ_DAYS = 30;

/** Cache names: one per deploy for the pages and their scripts, one for what was read. */
export const CACHE_PREFIX = "bidanku-";
export const READ_CACHE = `${CACHE_PREFIX}dibaca`;
/** The reader's last word on saving data, for the next deploy's worker. */
export const PREFERENCE_CACHE = `${CACHE_PREFIX}pilihan`;
export const versionCache = (version: string) => `${CACHE_PREFIX}v-${version}`;

/** How the worker handles a GET of its own origin. */
export type RequestKind =
  /** A kept page (OFFLINE_PAGES and the guides): network first, the kept copy without network. */
  | "kept-page"
  /** An article: network first, kept when the answer is public, the copy without network. */
  | "article"
  /** A fingerprinted script or a kept file: from the cache, else the network. */
  | "asset"
  /** A picture: a kept copy if there is one, else the network, kept when a page read asks. */
  | "image"
  /** Any other page: the network; the offline page without it. Never kept. */
  | "page"
  /** Everything else is left to the browser. */
  | "pass";

/** Areas whose pages are personal or for editors: never kept, never answered from a cache. */
const PRIVATE_AREAS = ["/dashboard", "/admin", "/login", "/logout", "/register", "/api/", "/__"];

const GUIDE_PATH = /^\/tumbuh-kembang\/[a-z0-9-]{1,40}$/;
const ARTICLE_PATH = /^\/artikel\/\d{1,12}$/;

export function isPrivateArea(pathname: string): boolean {
  return PRIVATE_AREAS.some((area) => pathname === area || pathname.startsWith(area.endsWith("/") ? area : `${area}/`));
}

/** A guide's address (`/tumbuh-kembang/0-3-bulan`); the growth check is one of the kept pages. */
export function isGuidePath(pathname: string): boolean {
  return GUIDE_PATH.test(pathname);
}

export function requestKind(url: URL, request: { method: string; mode: string; destination: string }): RequestKind {
  if (request.method !== "GET") return "pass";
  const { pathname } = url;
  const navigation = request.mode === "navigate";
  if (navigation) {
    if (isPrivateArea(pathname)) return "page";
    if (url.search) return "page";
    if ((OFFLINE_PAGES as readonly string[]).includes(pathname) || isGuidePath(pathname)) return "kept-page";
    if (ARTICLE_PATH.test(pathname)) return "article";
    return "page";
  }
  if (pathname.startsWith("/assets/") || pathname.startsWith("/icons/")) return "asset";
  if (pathname === "/manifest.webmanifest" || pathname === "/favicon.svg") return "asset";
  if (request.destination === "image" && (pathname.startsWith("/gambar/") || pathname.startsWith("/images/"))) {
    return "image";
  }
  return "pass";
}

/** Whether pictures shown on the page at `referrer` are kept: an article's or a kept page's. */
export function keepsImagesOf(referrer: string): boolean {
  if (!referrer) return false;
  const url = new URL(referrer);
  const kind = requestKind(url, { method: "GET", mode: "navigate", destination: "document" });
  return kind === "article" || kind === "kept-page";
}

/**
 * Whether an answer may be kept: a full 200 that the server made public (only anonymous
 * requests get one; a signed-in reader's page is `private, no-store`, decision 020).
 */
export function mayKeep(response: { status: number; type: string; headers: { get(name: string): string | null } }) {
  if (response.status !== 200 || (response.type !== "basic" && response.type !== "default")) return false;
  const control = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  return /\bpublic\b/.test(control) && !/\b(private|no-store)\b/.test(control);
}

/**
 * The site's own fingerprinted files a page loads or may load (`/assets/...`), once each: its
 * scripts, its stylesheet links and its offline module. Text that merely mentions such an
 * address (an article, an excerpt) is not read.
 */
export function assetPaths(html: string): string[] {
  const patterns = [
    /<script\b[^>]*?\ssrc="(\/assets\/[A-Za-z0-9._-]+)"/g,
    /<link\b[^>]*?\shref="(\/assets\/[A-Za-z0-9._-]+)"/g,
    /\sdata-offline-module="(\/assets\/[A-Za-z0-9._-]+)"/g,
  ];
  return [...new Set(patterns.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[1]!)))];
}

/** The header the worker puts on what it keeps as read: when (milliseconds since 1970). */
export const KEPT_AT = "X-Kept-At";

/** Whether something kept at `keptAt` (KEPT_AT's value) was read more than MAX_READ_DAYS ago. */
export function readTooOld(keptAt: string | null, now: number): boolean {
  const at = Number(keptAt ?? "");
  return !keptAt || !Number.isFinite(at) || now - at > MAX_READ_DAYS * 86_400_000;
}

/** The guides a growth index page links to, in page order, once each (not the growth check). */
export function guidePaths(html: string): string[] {
  const paths = [...html.matchAll(/href="(\/tumbuh-kembang\/[a-z0-9-]{1,40})"/g)].map((match) => match[1]!);
  return [...new Set(paths)].filter((path) => path !== "/tumbuh-kembang/cek");
}

/**
 * Which kept entries to drop so that at most `max` remain: `entries` in the order they were
 * kept or last read (oldest first), so the oldest go.
 */
export function overLimit<T>(entries: readonly T[], max: number): T[] {
  return entries.length > max ? entries.slice(0, entries.length - max) : [];
}

/**
 * Old caches of this site the worker of `version` deletes, from the names in the order they were
 * made (CacheStorage keeps that order): every deploy's but its own and the one just before it,
 * whose scripts a page opened before the update may still ask for.
 */
export function staleCaches(names: readonly string[], version: string): string[] {
  const keep = versionCache(version);
  const older = names.filter((name) => name.startsWith(`${CACHE_PREFIX}v-`) && name !== keep);
  return older.slice(0, -1);
}
