// What the service worker keeps for use without a network, and how it treats each request
// (issue 17, decision 047; the set by the reader's choice, issue 32, decision 066). Pure: the
// worker (app/sw/sw.ts), the pages' scripts and the unit tests share it.

/** The offline page, shown for any page the worker has no copy of. */
export const OFFLINE_PAGE = "/offline";

/** The public immunisation schedule (issue 35): kept like a guide. */
export const IMMUNISATION_SCHEDULE = "/imunisasi";

/**
 * The whole offline set, kept when the reader switches on "Simpan semua alat untuk offline" on
 * the offline page: the offline page, the danger signs, the home page an installed app opens,
 * the calculators, the growth guides' index (its guides are read off it), the growth check and
 * the immunisation schedule.
 */
export const OFFLINE_PAGES = [
  OFFLINE_PAGE,
  "/tanda-bahaya",
  "/",
  "/kalkulator",
  "/tumbuh-kembang",
  "/tumbuh-kembang/cek",
  IMMUNISATION_SCHEDULE,
] as const;

/**
 * What every reader's phone keeps from her first visit, whatever she chooses: the offline page
 * and the danger signs (decision 066). The rest of the set is kept only when she asks.
 */
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
/** The reader's choice of what to keep (OfflineChoice), for this and the next deploy's worker. */
export const PREFERENCE_CACHE = `${CACHE_PREFIX}pilihan`;
export const versionCache = (version: string) => `${CACHE_PREFIX}v-${version}`;

/** How the worker handles a GET of its own origin. */
export type RequestKind =
  /** A page of the offline set (OFFLINE_PAGES and the guides): network first, a kept copy without network. */
  | "kept-page"
  /**
   * A page read to be kept: an article or a Tanya Jawab answer (issue 39). Network first, kept
   * when the answer is public, the copy without network; a 404 takes the copy away.
   */
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
const ANSWER_PATH = /^\/tanya-jawab\/\d{1,12}$/;

/** Where the pages kept as read live: each kind keeps its newest MAX_ARTICLES. */
export const READ_PAGE_PREFIXES = ["/artikel/", "/tanya-jawab/"] as const;

/** A page kept as it is read: an article or an answer of Tanya Jawab. */
export function isReadPagePath(pathname: string): boolean {
  return ARTICLE_PATH.test(pathname) || ANSWER_PATH.test(pathname);
}

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
    if (isReadPagePath(pathname)) return "article";
    return "page";
  }
  if (pathname.startsWith("/assets/") || pathname.startsWith("/icons/")) return "asset";
  if (pathname === "/manifest.webmanifest" || pathname === "/favicon.svg") return "asset";
  if (request.destination === "image" && (pathname.startsWith("/gambar/") || pathname.startsWith("/images/"))) {
    return "image";
  }
  return "pass";
}

/** Whether pictures shown on the page at `referrer` are kept: an article's, or a page the reader keeps. */
export function keepsImagesOf(referrer: string, choice: OfflineChoice): boolean {
  if (!referrer) return false;
  const url = new URL(referrer);
  const kind = requestKind(url, { method: "GET", mode: "navigate", destination: "document" });
  return kind === "article" || (kind === "kept-page" && isChosen(choice, url.pathname));
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

/**
 * What the reader chose to keep beyond OFFLINE_MINIMUM (decision 066): `all`, the whole set
 * (the offline page's switch), and `pages`, those she kept one by one ("Simpan untuk offline" on
 * the calculators, the growth check, each guide and the immunisation schedule).
 */
export interface OfflineChoice {
  all: boolean;
  pages: string[];
}

/** A first visit's choice: nothing beyond the minimum. */
export const NO_CHOICE: OfflineChoice = { all: false, pages: [] };

/** More than there are pages to choose: a stored list never grows past it. */
const MAX_CHOSEN = 30;

/**
 * The pages a reader may keep one by one: the calculators, the growth check, each guide and the
 * immunisation schedule.
 */
export function mayChoose(path: string): boolean {
  return (
    path === "/kalkulator" || path === "/tumbuh-kembang/cek" || path === IMMUNISATION_SCHEDULE || isGuidePath(path)
  );
}

/** The choice as stored by the worker (JSON); anything else, or nothing, is NO_CHOICE. */
export function readChoice(text: string | null | undefined): OfflineChoice {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? "");
  } catch {
    return NO_CHOICE;
  }
  if (typeof stored !== "object" || stored === null) return NO_CHOICE;
  const { all, pages } = stored as { all?: unknown; pages?: unknown };
  const paths = Array.isArray(pages) ? pages.filter((page): page is string => typeof page === "string") : [];
  return { all: all === true, pages: [...new Set(paths.filter(mayChoose))].slice(0, MAX_CHOSEN) };
}

/** The choice with `path` kept (`keep`) or not; a page that cannot be chosen changes nothing. */
export function withPage(choice: OfflineChoice, path: string, keep: boolean): OfflineChoice {
  if (!mayChoose(path)) return choice;
  const others = choice.pages.filter((page) => page !== path);
  return { all: choice.all, pages: keep ? [...others, path].slice(-MAX_CHOSEN) : others };
}

/** Whether the whole set (OFFLINE_PAGES and every guide) covers `path`. */
function inWholeSet(path: string): boolean {
  return (OFFLINE_PAGES as readonly string[]).includes(path) || isGuidePath(path);
}

/** Whether `path` is one of the pages `choice` keeps (the minimum always is). */
export function isChosen(choice: OfflineChoice, path: string): boolean {
  if ((OFFLINE_MINIMUM as readonly string[]).includes(path)) return true;
  return choice.pages.includes(path) || (choice.all && inWholeSet(path));
}

/**
 * Whether the reader can let go of `path` on its own page ("Hapus dari perangkat"): a page she
 * kept one by one, not one the whole set or the minimum keeps (the offline page's switch does).
 */
export function mayRelease(choice: OfflineChoice, path: string): boolean {
  return choice.pages.includes(path) && !choice.all;
}

/**
 * The pages to keep for `choice`, in the order they are fetched: the minimum first, then the whole
 * set if chosen (its guides come with GUIDE_INDEX: they are read off it), then the ones chosen
 * one by one.
 */
export function chosenPages(choice: OfflineChoice): string[] {
  return [...new Set([...OFFLINE_MINIMUM, ...(choice.all ? OFFLINE_PAGES : []), ...choice.pages])];
}

/** Of the kept pages `paths`, those `choice` no longer asks for (the switch turned off, a page let go). */
export function unchosen(paths: readonly string[], choice: OfflineChoice): string[] {
  return paths.filter((path) => !isChosen(choice, path));
}

/** Whether a kept address is a page (not a script, the manifest or an icon). */
export function isPagePath(path: string): boolean {
  return !path.startsWith("/assets/") && !path.startsWith("/icons/") && !/\.[a-z]+$/.test(path);
}

/**
 * The headers that ask the server for a kept copy again only if it changed: its entity tag
 * (If-None-Match) and its date (If-Modified-Since). An unchanged page then costs a 304 of a few
 * hundred bytes instead of the page.
 */
export function revalidationHeaders(kept: { get(name: string): string | null }): Record<string, string> {
  const headers: Record<string, string> = {};
  const tag = kept.get("ETag");
  if (tag) headers["If-None-Match"] = tag;
  const modified = kept.get("Last-Modified");
  if (modified) headers["If-Modified-Since"] = modified;
  return headers;
}

/**
 * What a page asks the worker (decision 066), by `postMessage` with a port for the answer:
 * whether a page is kept, to keep or let go of one, to keep the whole set or not.
 */
export type OfflineRequest =
  | { type: "offline-status"; path: string }
  | { type: "offline-keep"; path: string; keep: boolean }
  | { type: "offline-all"; keep: boolean };

/** The worker's answer: whether it did what was asked, and the state after it. */
export interface OfflineAnswer {
  ok: boolean;
  /** The whole set is kept (the offline page's switch). */
  all: boolean;
  /** The page asked about is kept on this phone. */
  kept: boolean;
  /** The reader can let go of it on its own page (mayRelease). */
  releasable: boolean;
}

/** A message the worker got, if it is an OfflineRequest; anything else is ignored. */
export function readRequest(data: unknown): OfflineRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, path, keep } = data as { type?: unknown; path?: unknown; keep?: unknown };
  if (type === "offline-all" && typeof keep === "boolean") return { type, keep };
  if (typeof path !== "string" || path.length > 100) return null;
  if (type === "offline-status") return { type, path };
  if (type === "offline-keep" && typeof keep === "boolean") return { type, path, keep };
  return null;
}
