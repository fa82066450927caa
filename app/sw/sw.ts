/**
 * Bidanku's service worker (issue 17, decision 047; the set by the reader's choice, issue 32,
 * decision 066): the site without a network.
 *
 * - Kept from the first visit, into a cache of this deploy's own: the offline page and the danger
 *   signs (OFFLINE_MINIMUM), and nothing else ahead. The reader keeps more herself: "Simpan untuk
 *   offline" on the calculators, the growth check, each guide and the immunisation schedule, or
 *   the whole set with the offline page's switch. Her choice is remembered (PREFERENCE_CACHE) for
 *   the next deploy's worker.
 * - A new deploy's worker keeps the same pages again, asking the server with each kept copy's
 *   entity tag: an unchanged page costs a 304, and a fingerprinted file kept before is copied,
 *   never downloaded again.
 * - Pages: the network first, so a reader always gets today's text and her own account; the
 *   kept copy only when the network fails or says nothing for NETWORK_WAIT_MS.
 * - Articles and Tanya Jawab answers are kept as they are read (the newest MAX_ARTICLES of each,
 *   none read more than MAX_READ_DAYS ago), with their pictures; a page the server no longer has
 *   (404: deleted, or an answer whose asker withdrew her consent) is taken off the phone.
 * - Only what the server made public is kept: a signed-in page, a POST, the admin area, the
 *   dashboard and anything answered to a session cookie (`private, no-store`) never is.
 * - A new deploy brings a new worker (its version is a hash of its code and the site's scripts),
 *   which keeps its own copies before it takes over; a page keeps its scripts by their
 *   fingerprinted address, so old and new are never mixed.
 */
/// <reference lib="webworker" />
import {
  assetPaths,
  CACHE_PREFIX,
  chosenPages,
  GUIDE_INDEX,
  guidePaths,
  isChosen,
  isPagePath,
  KEPT_AT,
  keepsImagesOf,
  MAX_ARTICLES,
  MAX_IMAGES,
  READ_PAGE_PREFIXES,
  mayChoose,
  mayKeep,
  mayRelease,
  OFFLINE_MINIMUM,
  OFFLINE_PAGE,
  OFFLINE_PAGES,
  type OfflineAnswer,
  type OfflineChoice,
  type OfflineRequest,
  overLimit,
  PREFERENCE_CACHE,
  READ_CACHE,
  readChoice,
  readRequest,
  readTooOld,
  requestKind,
  revalidationHeaders,
  staleCaches,
  unchosen,
  versionCache,
  withPage,
} from "~/domain/offline";

declare const self: ServiceWorkerGlobalScope;
/** Set by the build (scripts/vite-client-scripts.ts): a hash of this code and the site's scripts. */
declare const __SW_VERSION__: string;

const VERSION = __SW_VERSION__;
const CACHE = versionCache(VERSION);
/**
 * The installable app's files kept with the pages: the manifest and the icon a kept page shows.
 * Chrome fetches the install icons itself when the app is installed.
 */
const APP_FILES = ["/manifest.webmanifest", "/favicon.svg"];
/** A page that has said nothing for this long is shown from its kept copy, if there is one. */
const NETWORK_WAIT_MS = 10_000;

/** Where the reader's choice is kept, and the word on saving data an earlier worker kept there. */
const CHOICE = "/__sw/pilihan";
const OLD_PREFERENCE = "/__sw/hemat";

let choiceNow: Promise<OfflineChoice> | null = null;

/** What the reader chose to keep (NO_CHOICE on a first visit). */
function currentChoice(): Promise<OfflineChoice> {
  choiceNow ??= caches
    .match(CHOICE, { cacheName: PREFERENCE_CACHE })
    .then(async (kept) => readChoice(kept ? await kept.text() : null));
  return choiceNow;
}

async function storeChoice(choice: OfflineChoice) {
  choiceNow = Promise.resolve(choice);
  await (await caches.open(PREFERENCE_CACHE)).put(CHOICE, new Response(JSON.stringify(choice)));
}

/** This deploy's and the earlier deploys' caches of pages and scripts, oldest first (not the read articles). */
async function versionCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(`${CACHE_PREFIX}v-`));
}

/** The newest kept copy of `path`: this deploy's, else an earlier deploy's (with its own scripts beside it). */
async function keptCopy(path: string): Promise<Response | undefined> {
  for (const name of [CACHE, ...(await versionCaches()).reverse()]) {
    const copy = await caches.match(path, { cacheName: name });
    if (copy) return copy;
  }
  return undefined;
}

/**
 * `path` as an anonymous reader gets it now, or `earlier` (a kept copy) when the server says it
 * has not changed: asked with the copy's entity tag past the browser's own cache, an unchanged
 * page costs a 304. Without a copy the browser's cache may answer (after asking the server).
 */
async function fetchAgain(path: string, earlier: Response | undefined, cache: RequestCache): Promise<Response> {
  const validators = earlier ? revalidationHeaders(earlier.headers) : {};
  const conditional = Object.keys(validators).length > 0;
  const response = await fetch(path, {
    credentials: "omit",
    redirect: "error",
    cache: conditional ? "no-store" : cache,
    headers: validators,
  });
  if (conditional && earlier && response.status === 304) return earlier;
  return response;
}

/** A page to keep: public, or the error is thrown. */
async function fetchPage(path: string): Promise<Response> {
  const response = await fetchAgain(path, await keptCopy(path), "no-cache");
  if (!mayKeep(response)) throw new Error(`${path}: ${response.status} ${response.headers.get("Cache-Control")}`);
  return response;
}

/**
 * A file a kept page names. A fingerprinted script never changes: any deploy's kept copy is as
 * good as a download, and else the browser's own cache usually has it (the page just loaded it).
 * The manifest and the icon are asked for again with their entity tags.
 */
async function fetchFile(path: string): Promise<Response> {
  const earlier = path.startsWith("/assets/") ? await caches.match(path) : undefined;
  const response = earlier ?? (await fetchAgain(path, await keptCopy(path), "default"));
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return response;
}

let keeping: Promise<unknown> = Promise.resolve();

/** Runs `work` once what the worker is keeping or letting go of now is done: one at a time. */
function queued<T>(work: () => Promise<T>): Promise<T> {
  const next = keeping.catch(() => {}).then(work);
  keeping = next;
  return next;
}

/**
 * Keeps `paths` in this deploy's cache (with the growth index, the guides it links to), each page
 * with every file it names, or nothing of that page: a page is only ever kept beside the scripts
 * it asks for. A page already kept stays as it is. Returns the pages that could not be kept.
 * Not queued: callers run it through `queued`.
 */
async function keepPages(paths: readonly string[]): Promise<string[]> {
  const cache = await caches.open(CACHE);
  const failed: string[] = [];
  // A file two pages name is fetched once.
  const files = new Map<string, Promise<Response>>();
  const file = (path: string) => {
    if (!files.has(path)) files.set(path, fetchFile(path));
    return files.get(path)!.then((response) => response.clone());
  };
  const keep = async (path: string): Promise<string> => {
    try {
      const current = await cache.match(path);
      if (current) return await current.text();
      const response = await fetchPage(path);
      const html = await response.clone().text();
      const names = [...new Set([...APP_FILES, ...assetPaths(html)])];
      const missing: string[] = [];
      for (const name of names) if (!(await cache.match(name))) missing.push(name);
      const fetched = await Promise.all(missing.map(async (name) => [name, await file(name)] as const));
      for (const [name, answer] of fetched) await cache.put(name, answer);
      await cache.put(path, response);
      return html;
    } catch {
      failed.push(path);
      return "";
    }
  };
  const pages = await Promise.all(paths.map(keep));
  const index = pages[paths.indexOf(GUIDE_INDEX)];
  if (index) await Promise.all(guidePaths(index).map(keep));
  return failed;
}

/**
 * Deletes, from every deploy's cache, the pages `choice` no longer asks for. Their scripts stay
 * until their deploy's cache goes: a page still open may need them (the growth check's offline
 * module), and keeping the page again then costs nothing.
 */
async function release(choice: OfflineChoice) {
  for (const name of await versionCaches()) {
    const cache = await caches.open(name);
    const paths = (await cache.keys()).map((request) => new URL(request.url).pathname).filter(isPagePath);
    for (const path of unchosen(paths, choice)) await cache.delete(path);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      // The minimum, then what the reader chose: a chosen page that cannot be kept now keeps its
      // earlier deploy's copy (looked up by keptCopy), and she can keep it again on its page.
      const failed = await queued(async () => keepPages(chosenPages(await currentChoice())));
      if (failed.some((path) => (OFFLINE_MINIMUM as readonly string[]).includes(path))) {
        // No half-kept cache is left to pass for a deploy's (staleCaches keeps the newest one).
        await caches.delete(CACHE);
        throw new Error(`not kept: ${failed.join(", ")}`);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  // What an older worker stored while this one installed is read again, not this one's memory.
  choiceNow = null;
  event.waitUntil(
    (async () => {
      await self.registration.navigationPreload?.enable();
      for (const name of staleCaches(await caches.keys(), VERSION)) await caches.delete(name);
      // An earlier worker kept the whole set for everyone, and the reader's word on saving data.
      await queued(async () => release(await currentChoice())).catch(() => {});
      await (await caches.open(PREFERENCE_CACHE)).delete(OLD_PREFERENCE);
      await trimRead().catch(() => {});
      await self.clients.claim();
    })(),
  );
});

/** Does what a page asks (decision 066) and says the state after it, for the page asked about. */
async function answer(request: OfflineRequest): Promise<OfflineAnswer> {
  let ok = true;
  if (request.type !== "offline-status") {
    const before = await currentChoice();
    const wanted =
      request.type === "offline-all" ? { ...before, all: request.keep } : withPage(before, request.path, request.keep);
    if (request.type === "offline-keep" && !mayChoose(request.path)) ok = false;
    else if (request.keep) {
      // Kept first and remembered only once kept: a failure leaves the choice as it was.
      ok = (await keepPages(request.type === "offline-all" ? OFFLINE_PAGES : [request.path])).length === 0;
      if (ok) await storeChoice(wanted);
    } else await storeChoice(wanted);
    // Drops what the choice does not ask for: a page let go, the switch turned off, or the
    // pages of a whole set that could not all be kept.
    await release(await currentChoice());
  }
  const choice = await currentChoice();
  const path = request.type === "offline-all" ? OFFLINE_PAGE : request.path;
  return {
    ok,
    all: choice.all,
    kept: isChosen(choice, path) && (await keptCopy(path)) !== undefined,
    releasable: mayRelease(choice, path),
  };
}

/**
 * A page's question (app/client/keep-offline): answered on the port it sent, once done. The
 * worker keeps running until then (`waitUntil`), one question at a time.
 */
self.addEventListener("message", (event) => {
  const request = readRequest(event.data);
  const port = event.ports[0];
  if (!request || !port) return;
  event.waitUntil(
    queued(() => answer(request)).then(
      (reply) => port.postMessage(reply),
      () => port.postMessage({ ok: false, all: false, kept: false, releasable: false } satisfies OfflineAnswer),
    ),
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
  /** What to do when the server says the page is gone (404): forget a kept copy. */
  gone: () => Promise<void> = () => Promise.resolve(),
): Promise<Response> {
  // Registered now, while the page is still awaited: a late answer may still be kept.
  let kept: (work: Promise<void>) => void = () => {};
  event.waitUntil(new Promise<void>((resolve) => (kept = (work) => resolve(work.catch(() => {})))));
  const answer = network(event).then(
    (response) => {
      const keepable = mayKeep(response);
      notePrivate(event.request.url, !keepable && response.ok);
      kept(keepable ? keep(response.clone()) : response.status === 404 ? gone() : Promise.resolve());
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
  return (await keptCopy(OFFLINE_PAGE)) ?? Response.error();
}

/**
 * A page of the offline set: its kept copy without a network, if the reader keeps it; each public
 * answer refreshes a kept page, as long as the scripts it names are kept too.
 */
async function keptPage(event: FetchEvent, path: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  const keep = async (response: Response) => {
    if (!isChosen(await currentChoice(), path)) return;
    // Chosen, but this deploy's worker could not keep it when it installed: kept now, with its
    // scripts (the browser's cache or an earlier deploy's copies have them).
    if (!(await cache.match(path))) {
      await queued(() => keepPages([path]));
      return;
    }
    const html = await response.clone().text();
    for (const file of assetPaths(html)) if (!(await cache.match(file))) return;
    await cache.put(path, response);
  };
  return networkFirst(event, await keptCopy(path), keep, offlinePage);
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
  for (const prefix of READ_PAGE_PREFIXES) await trim(prefix, MAX_ARTICLES);
  await trim("/gambar/", MAX_IMAGES);
  await trim("/images/", MAX_IMAGES);
}

/** When this worker last trimmed the read cache, so that a page load trims it at most hourly. */
let trimmedAt = 0;

/** trimRead as a page is opened, unless this worker did it within the last hour. */
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

/** Whether a picture shown by `referrer` may be kept: on an article or a kept page read anonymously. */
async function keepsImagesFor(referrer: string): Promise<boolean> {
  return keepsImagesOf(referrer, await currentChoice()) && !privatePages.has(new URL(referrer).pathname);
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

/**
 * An article or an answer: network first; each public answer kept as the newest read; a 404
 * (deleted, or a withdrawn consent) takes the kept copy off the phone.
 */
async function article(event: FetchEvent, path: string): Promise<Response> {
  const cache = await caches.open(READ_CACHE);
  const prefix = READ_PAGE_PREFIXES.find((start) => path.startsWith(start)) ?? "/artikel/";
  const keep = async (response: Response) => {
    // Deleted first, so that it counts as the newest read.
    await cache.delete(path);
    await cache.put(path, stamped(response));
    await trim(prefix, MAX_ARTICLES);
  };
  const gone = async () => {
    await cache.delete(path);
  };
  return networkFirst(event, await readCopy(cache, path), keep, offlinePage, gone);
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
    if (await keepsImagesFor(event.request.referrer)) {
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
  if (response.status === 200 && response.type === "basic" && (await keepsImagesFor(event.request.referrer))) {
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
  const kind = requestKind(url, event.request);
  // Nothing read more than MAX_READ_DAYS ago outlives a page load by more than an hour.
  if (kind === "kept-page" || kind === "article" || kind === "page") event.waitUntil(trimReadNow().catch(() => {}));
  switch (kind) {
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
