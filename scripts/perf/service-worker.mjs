// What a first visit downloads beside the page itself: everything the service worker (/sw.js,
// decision 047) fetches, its own script included, from the first view until it is activated and
// the network has been quiet, and whatever the page still fetches itself after its first view
// was measured (first-view.mjs stops at network idle). Generic on purpose: no list of what the
// worker keeps is assumed; every request Chromium attributes to a service worker is counted.
import { compressedSizes } from "./first-view.mjs";

/** @typedef {{ raw: number, gzip: number, br: number }} Sizes */
/** @typedef {{ url: string, status: number, sizes: Sizes, refetched: boolean }} Fetched */

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

  /**
   * The body as it came, for compressing. Chromium does not always keep a worker's response body
   * until it is asked for (the worker has read it into its cache): then the same address is
   * fetched again here, without cookies as the worker fetches, and used when it is as long as
   * Chromium says the original was (the pages are the same for every anonymous reader), or, for
   * an answer that came compressed (static files), when its status is the same (their names are
   * fingerprinted).
   * @param {import("@playwright/test").Request} request
   */
  const fetched = async (request) => {
    const response = await request.response();
    const status = response?.status() ?? 0;
    const contentType = (response ? await response.headerValue("content-type") : null) ?? "";
    if (!response || (status >= 300 && status < 400))
      return { url: request.url(), status, sizes: compressedSizes(Buffer.alloc(0)), refetched: false };
    let body = await response.body().catch(() => null);
    let refetched = false;
    const expected = (await request.sizes().catch(() => null))?.responseBodySize ?? 0;
    if ((body === null || body.length === 0) && expected > 0) {
      const encoded = Boolean(await response.headerValue("content-encoding"));
      const again = await fetch(request.url(), { signal: AbortSignal.timeout(30_000) });
      const bytes = Buffer.from(await again.arrayBuffer());
      if (again.status !== status || (!encoded && bytes.length !== expected))
        throw new Error(
          `${request.url()}: Chromium kept no body, and fetching it again gave ${again.status}, ${bytes.length} bytes (not ${status}, ${expected})`,
        );
      body = bytes;
      refetched = true;
    }
    return { url: request.url(), status, sizes: compressedSizes(body ?? Buffer.alloc(0), contentType), refetched };
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
        worker: {
          requests: worker.length,
          sizes: sum(worker.map((item) => item.sizes)),
          fetched: worker,
          refetched: worker.filter((item) => item.refetched).length,
        },
        later: { requests: page_.length, sizes: sum(page_.map((item) => item.sizes)), fetched: page_ },
        failed,
      };
    },
  };
}
