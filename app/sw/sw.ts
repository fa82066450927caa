/**
 * Bidanku's service worker (issue 17, decision 047): the site without a network.
 *
 * - Kept from the first visit, into a cache of this deploy's own: the offline page, the danger
 *   signs, home, the calculators, the growth guides and the growth check, with the scripts they
 *   name. With "Hemat data" on (the page says so in its message) only the offline page and the
 *   danger signs are kept, and the rest once it is switched off.
 * - Pages: the network first, so a reader always gets today's text and her own account; the
 *   kept copy only when the network fails or says nothing for NETWORK_WAIT_MS.
 * - Articles are kept as they are read (the newest MAX_ARTICLES), with their pictures.
 * - Only what the server made public is kept: a signed-in page, a POST, the admin area, the
 *   dashboard and anything answered to a session cookie (`private, no-store`) never is.
 * - A new deploy brings a new worker (its version is a hash of its code and the site's scripts),
 *   which keeps its own copies before it takes over; a page keeps its scripts by their
 *   fingerprinted address, so old and new are never mixed.
 */
/// <reference lib="webworker" />
import {
  assetPaths,
  guidePaths,
  GUIDE_INDEX,
  keepsImagesOf,
  MAX_ARTICLES,
  MAX_IMAGES,
  mayKeep,
  OFFLINE_MINIMUM,
  OFFLINE_PAGE,
  OFFLINE_PAGES,
  overLimit,
  PREFERENCE_CACHE,
  READ_CACHE,
  KEPT_AT,
  readTooOld,
  requestKind,
  staleCaches,
  versionCache,
} from "~/domain/offline";

declare const self: ServiceWorkerGlobalScope;
/** Set by the build (scripts/vite-client-scripts.ts): a hash of this code and the site's scripts. */
declare const __SW_VERSION__: string;

const VERSION = __SW_VERSION__;
const CACHE = versionCache(VERSION);
/**
 * The installable app's files kept with the pages: the manifest and the small icons a page or a
 * shortcut shows. Chrome fetches the large install icons itself when the app is installed.
 */
const APP_FILES = ["/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];
/** A page that has said nothing for this long is shown from its kept copy, if there is one. */
const NETWORK_WAIT_MS = 10_000;

const keepOptions: RequestInit = { credentials: "omit", cache: "no-cache", redirect: "error" };

/** Fetches `path` as an anonymous reader would, or fails. */
async function fetchPublic(path: string): Promise<Response> {
  const response = await fetch(path, keepOptions);
  if (!mayKeep(response)) throw new Error(`${path}: ${response.status} ${response.headers.get("Cache-Control")}`);
  return response;
}

let keeping: Promise<void> | null = null;

/**
 * Keeps `paths` (and, with the growth index, its guides) with every script and file they name,
 * all or nothing: a page is only ever kept beside the scripts it asks for.
 */
function keepPages(paths: readonly string[]): Promise<void> {
  const run = async () => {
    const cache = await caches.open(CACHE);
    const missing = [];
    for (const path of paths) if (!(await cache.match(path))) missing.push(path);
    if (missing.length === 0) return;
    const pages = new Map<string, { response: Response; html: string }>();
    const fetchPage = async (path: string) => {
      const response = await fetchPublic(path);
      pages.set(path, { response, html: await response.clone().text() });
    };
    await Promise.all(missing.map(fetchPage));
    const index = pages.get(GUIDE_INDEX);
    if (index) await Promise.all(guidePaths(index.html).map(fetchPage));
    const files = [...new Set([...APP_FILES, ...[...pages.values()].flatMap(({ html }) => assetPaths(html))])];
    const absent = [];
    for (const file of files) if (!(await cache.match(file))) absent.push(file);
    // A fingerprinted file never changes: an earlier deploy's copy is as good as a download.
    const fetched = await Promise.all(
      absent.map(async (file) => {
        const earlier = file.startsWith("/assets/") ? await caches.match(file) : undefined;
        return [file, earlier ?? (await fetchPublicFile(file))] as const;
      }),
    );
    for (const [file, response] of fetched) await cache.put(file, response);
    for (const [path, { response }] of pages) await cache.put(path, response);
  };
  const next = (keeping ?? Promise.resolve()).catch(() => {}).then(run);
  keeping = next;
  return next;
}

/** A script, icon or manifest: any 200 of our own. */
async function fetchPublicFile(path: string): Promise<Response> {
  const response = await fetch(path, keepOptions);
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return response;
}

/** Where the reader's last word on saving data is kept, for the next deploy's worker. */
const PREFERENCE = "/__sw/hemat";

async function rememberSavesData(on: boolean) {
  await (await caches.open(PREFERENCE_CACHE)).put(PREFERENCE, new Response(on ? "1" : "0"));
}

/** Whether the reader saves data, as she last said; a first visit keeps the minimum until the page says. */
async function savesData(): Promise<boolean> {
  const kept = await caches.match(PREFERENCE, { cacheName: PREFERENCE_CACHE });
  return kept ? (await kept.text()) !== "0" : true;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      try {
        await keepPages((await savesData()) ? OFFLINE_MINIMUM : OFFLINE_PAGES);
      } catch (error) {
        // No half-kept cache is left to pass for a deploy's (staleCaches keeps the newest one).
        await caches.delete(CACHE);
        throw error;
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await self.registration.navigationPreload?.enable();
      for (const name of staleCaches(await caches.keys(), VERSION)) await caches.delete(name);
      await trimRead().catch(() => {});
      await self.clients.claim();
    })(),
  );
});

/**
 * The page's message after each load: whether the reader saves data ("Hemat data"). Remembered,
 * and without it the whole set is kept; the worker answers once it is done (the journeys wait).
 */
self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; on?: unknown } | null;
  if (data?.type !== "hemat" || typeof data.on !== "boolean") return;
  const on = data.on;
  event.waitUntil(
    (async () => {
      await rememberSavesData(on);
      await trimReadNow().catch(() => {});
      const full = on
        ? false
        : await keepPages(OFFLINE_PAGES).then(
            () => true,
            () => false,
          );
      event.source?.postMessage({ type: "hemat-kept", full });
    })(),
  );
});

/** The page from the network (through navigation preload when the browser started it). */
async function network(event: FetchEvent): Promise<Response> {
  const preloaded = (await event.preloadResponse) as Response | undefined;
  return preloaded ?? fetch(event.request);
}

/**
 * The page from the network, handing a copy of a keepable answer to `keep` (before the browser
 * reads it); the kept `copy` when the network fails, answers with a server error or, with a copy,
 * says nothing for NETWORK_WAIT_MS (a late answer is still kept); `fallback` when it fails and
 * there is no copy.
 */
async function networkFirst(
  event: FetchEvent,
  copy: Response | undefined,
  keep: (response: Response) => Promise<void>,
  fallback: () => Promise<Response>,
): Promise<Response> {
  // Registered now, while the page is still awaited: a late answer may still be kept.
  let kept: (work: Promise<void>) => void = () => {};
  event.waitUntil(new Promise<void>((resolve) => (kept = (work) => resolve(work.catch(() => {})))));
  const answer = network(event).then(
    (response) => {
      const keepable = mayKeep(response);
      notePrivate(event.request.url, !keepable && response.ok);
      kept(keepable ? keep(response.clone()) : Promise.resolve());
      return response;
    },
    (error: unknown) => {
      kept(Promise.resolve());
      throw error;
    },
  );
  if (!copy) return answer.catch(fallback);
  answer.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(copy), NETWORK_WAIT_MS);
  });
  try {
    const response = await Promise.race([answer, slow]);
    return response.status >= 500 ? copy : response;
  } catch {
    return copy;
  } finally {
    clearTimeout(timer);
  }
}

async function offlinePage(): Promise<Response> {
  return (
    (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? (await caches.match(OFFLINE_PAGE)) ?? Response.error()
  );
}

/** A kept page: updated from each public answer, as long as its scripts are kept too. */
async function keptPage(event: FetchEvent, path: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  const keep = async (response: Response) => {
    const html = await response.clone().text();
    for (const file of assetPaths(html)) if (!(await cache.match(file))) return;
    await cache.put(path, response);
  };
  return networkFirst(event, await cache.match(path), keep, offlinePage);
}

/** Drops, under `prefix` in the read cache, what was read too long ago and the oldest past `max`. */
async function trim(prefix: string, max: number) {
  const cache = await caches.open(READ_CACHE);
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(prefix));
  const now = Date.now();
  const fresh = [];
  for (const request of keys) {
    const response = await cache.match(request);
    // Gone meanwhile (an article being kept again): nothing to judge.
    if (!response) continue;
    if (readTooOld(response.headers.get(KEPT_AT), now)) await cache.delete(request);
    else fresh.push(request);
  }
  for (const request of overLimit(fresh, max)) await cache.delete(request);
}

/** The whole read cache trimmed: nothing read more than MAX_READ_DAYS ago stays on the phone. */
async function trimRead() {
  await trim("/artikel/", MAX_ARTICLES);
  await trim("/gambar/", MAX_IMAGES);
  await trim("/images/", MAX_IMAGES);
}

/** When this worker last trimmed the read cache, so that a page load trims it at most hourly. */
let trimmedAt = 0;

/** trimRead once a page has loaded, unless this worker did it within the last hour. */
async function trimReadNow() {
  if (Date.now() - trimmedAt < 3_600_000) return;
  trimmedAt = Date.now();
  await trimRead();
}

/**
 * The pages this worker has just seen answered for a signed-in reader (not public): their
 * pictures are not kept, so a shared phone does not show what a member read. Lost when the
 * browser stops the worker; the next answer sets it again.
 */
const privatePages = new Set<string>();

function notePrivate(url: string, isPrivate: boolean) {
  const path = new URL(url).pathname;
  if (isPrivate) privatePages.add(path);
  else privatePages.delete(path);
}

/** Whether a picture shown by `referrer` may be kept: on an article or kept page read anonymously. */
function keepsImagesFor(referrer: string): boolean {
  return keepsImagesOf(referrer) && !privatePages.has(new URL(referrer).pathname);
}

/** A read copy of `request`, unless it was read more than MAX_READ_DAYS ago (then it goes). */
async function readCopy(cache: Cache, request: Request | string): Promise<Response | undefined> {
  const copy = await cache.match(request, { ignoreVary: true });
  if (!copy || !readTooOld(copy.headers.get(KEPT_AT), Date.now())) return copy;
  await cache.delete(request, { ignoreVary: true });
  return undefined;
}

/** A copy of `response` marked with the time it is kept (for MAX_READ_DAYS). */
function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT, String(Date.now()));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** An article: network first; each public answer kept as the newest read. */
async function article(event: FetchEvent, path: string): Promise<Response> {
  const cache = await caches.open(READ_CACHE);
  const keep = async (response: Response) => {
    // Deleted first, so that it counts as the newest read.
    await cache.delete(path);
    await cache.put(path, stamped(response));
    await trim("/artikel/", MAX_ARTICLES);
  };
  return networkFirst(event, await readCopy(cache, path), keep, offlinePage);
}

/**
 * A picture: the kept copy, else the network; kept when an article or a kept page read
 * anonymously shows it. A kept copy shown again counts as read again (newest, new date).
 */
async function image(event: FetchEvent): Promise<Response> {
  const readCache = await caches.open(READ_CACHE);
  const kept =
    (await readCopy(readCache, event.request)) ??
    (await caches.match(event.request, { cacheName: CACHE, ignoreVary: true }));
  if (kept) {
    if (keepsImagesFor(event.request.referrer)) {
      const again = kept.clone();
      event.waitUntil(
        (async () => {
          await readCache.delete(event.request, { ignoreVary: true });
          await readCache.put(event.request, stamped(again));
        })().catch(() => {}),
      );
    }
    return kept;
  }
  const response = await fetch(event.request);
  if (response.status === 200 && response.type === "basic" && keepsImagesFor(event.request.referrer)) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        await (await caches.open(READ_CACHE)).put(event.request, stamped(copy));
        await trimRead();
      })(),
    );
  }
  return response;
}

/** Any other page: the network, never kept; without it, the offline page. */
async function page(event: FetchEvent): Promise<Response> {
  return network(event).catch(offlinePage);
}

/** A script or file: this deploy's copy, else an earlier deploy's (a page opened before it), else the network. */
async function asset(request: Request): Promise<Response> {
  return (
    (await caches.match(request, { cacheName: CACHE, ignoreSearch: true })) ??
    (await caches.match(request, { ignoreSearch: true })) ??
    fetch(request)
  );
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  switch (requestKind(url, event.request)) {
    case "kept-page":
      return event.respondWith(keptPage(event, url.pathname));
    case "article":
      return event.respondWith(article(event, url.pathname));
    case "page":
      return event.respondWith(page(event));
    case "asset":
      return event.respondWith(asset(event.request));
    case "image":
      return event.respondWith(image(event));
    default:
      return;
  }
});
