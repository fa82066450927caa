// What a first visit downloads beside the page itself: everything the service worker (/sw.js,
// decision 047) fetches, its own script included, from the first view until it is activated and
// the network has been quiet, and whatever the page still fetches itself after its first view
// was measured (first-view.mjs stops at network idle). Generic on purpose: no list of what the
// worker keeps is assumed; every request Chromium attributes to a service worker is counted.
import { compressedSizes } from "./first-view.mjs";

/** @typedef {{ raw: number, gzip: number, br: number }} Sizes */
/** @typedef {{ url: string, status: number, sizes: Sizes }} Fetched */

/** @param {Sizes[]} list @returns {Sizes} */
const sum = (list) =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br }), { raw: 0, gzip: 0, br: 0 });

/**
 * Starts watching `context` (call it before the first page is opened). `firstViewDone()` marks
 * the end of the first view: the page's own requests that finish after it are "later"; the
 * service worker's requests count from the start. `settle(page)` waits until the worker is
 * activated and no request has started or finished for `quietMs`, and returns the figures.
 * @param {import("@playwright/test").BrowserContext} context
 */
export function watchServiceWorker(context) {
  /** @type {Promise<Fetched>[]} */
  const fromWorker = [];
  /** @type {Promise<Fetched | null>[]} */
  const later = [];
  /** @type {string[]} */
  const failed = [];
  let inFlight = 0;
  const watched = performance.now();
  let lastActivity = watched;
  let viewDone = false;

  const fetched = async (/** @type {import("@playwright/test").Request} */ request) => {
    const response = await request.response();
    const status = response?.status() ?? 0;
    const body = status >= 300 && status < 400 ? Buffer.alloc(0) : await response?.body().catch(() => Buffer.alloc(0));
    const contentType = (response ? await response.headerValue("content-type") : null) ?? "";
    return { url: request.url(), status, sizes: compressedSizes(body ?? Buffer.alloc(0), contentType) };
  };
  const onRequest = () => {
    inFlight++;
    lastActivity = performance.now();
  };
  const onFinished = (/** @type {import("@playwright/test").Request} */ request) => {
    inFlight--;
    lastActivity = performance.now();
    if (request.serviceWorker()) fromWorker.push(fetched(request));
    else if (viewDone)
      // A page request the worker answered is counted as the worker's own fetch, if it made one.
      later.push(request.response().then((response) => (response?.fromServiceWorker() ? null : fetched(request))));
  };
  const onFailed = (/** @type {import("@playwright/test").Request} */ request) => {
    inFlight--;
    lastActivity = performance.now();
    if (request.serviceWorker() || viewDone)
      failed.push(`${request.url()} (${request.failure()?.errorText ?? "failed"})`);
  };
  context.on("request", onRequest);
  context.on("requestfinished", onFinished);
  context.on("requestfailed", onFailed);

  /** The service worker's state as the page sees it. */
  const workerState = (/** @type {import("@playwright/test").Page} */ page) =>
    page.evaluate(async () => {
      const container = navigator.serviceWorker;
      if (!container) return "unsupported";
      const registration = await container.getRegistration();
      if (!registration) return "none";
      if (registration.installing) return "installing";
      if (registration.waiting) return "waiting";
      return registration.active?.state ?? "none";
    });

  return {
    firstViewDone() {
      viewDone = true;
    },
    /**
     * @param {import("@playwright/test").Page} page
     * @param {{ quietMs?: number, timeoutMs?: number, registerMs?: number }} [options]
     */
    async settle(page, { quietMs = 1_500, timeoutMs = 60_000, registerMs = 5_000 } = {}) {
      const start = performance.now();
      let state = "none";
      let idle = false;
      for (;;) {
        state = await workerState(page);
        const now = performance.now();
        const quiet = inFlight <= 0 && now - lastActivity >= quietMs;
        // No worker to wait for: none registered in `registerMs`, or the browser has none.
        if (state === "unsupported" || (state === "none" && now - start >= registerMs && quiet)) break;
        if (state === "activated" && quiet) {
          idle = true;
          break;
        }
        if (now - start >= timeoutMs) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      context.off("request", onRequest);
      context.off("requestfinished", onFinished);
      context.off("requestfailed", onFailed);
      const worker = await Promise.all(fromWorker);
      const page_ = (await Promise.all(later)).filter((item) => item !== null);
      return {
        state,
        idle,
        /** When the last request (the worker's or the page's) ended, from the start of the first view. */
        lastRequestMs: lastActivity - watched,
        worker: { requests: worker.length, sizes: sum(worker.map((item) => item.sizes)), fetched: worker },
        later: { requests: page_.length, sizes: sum(page_.map((item) => item.sizes)), fetched: page_ },
        failed,
      };
    },
  };
}
