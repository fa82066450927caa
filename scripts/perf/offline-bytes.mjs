// What the service worker downloads on its own (issue 32): every request the worker makes but
// those it passes on for the page (an address the page asked for too), from the page's load until
// the worker has been quiet for QUIET_MS. Sizes as sent (local
// `wrangler dev` does not compress) and as gzip would send them (first-view.mjs); a 304 counts
// its headers only. With `--profile <dir>` the browser keeps its profile (the worker and its
// caches), so a second run after a new build shows what a deploy costs a returning reader.
//
//   node scripts/perf/offline-bytes.mjs <base URL> <path> [--save-data] [--profile <dir>]
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.mjs";
import { compressedSizes, PHONE } from "./first-view.mjs";

const QUIET_MS = 4_000;
const [base, path = "/", ...flags] = process.argv.slice(2);
if (!base) throw new Error("usage: offline-bytes.mjs <base URL> <path> [--save-data] [--profile <dir>]");
const saveData = flags.includes("--save-data");
const profileAt = flags.indexOf("--profile");
const profile = profileAt >= 0 ? flags[profileAt + 1] : undefined;

const options = {
  ...PHONE,
  baseURL: base,
  serviceWorkers: /** @type {const} */ ("allow"),
  extraHTTPHeaders: saveData ? { "Save-Data": "on" } : {},
};
const launch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
const browser = profile ? null : await chromium.launch(launch);
const context = profile
  ? await chromium.launchPersistentContext(profile, { ...launch, ...options })
  : await /** @type {import("@playwright/test").Browser} */ (browser).newContext(options);

/** @type {Promise<{ url: string, status: number, headers: number, raw: number, gzip: number, type: string }>[]} */
const seen = [];
/** What the page got through the worker: the worker passed those on (a picture), they are not its own. */
const ofPage = new Set();
let last = Date.now();
context.on("response", (response) => {
  if (!response.request().serviceWorker() && response.fromServiceWorker()) ofPage.add(response.url());
});
/**
 * `promise`, or `fallback` after 5 s: Chromium never finishes a request whose body the worker did
 * not read (a 304 it answers from its copy), and Playwright then waits for its sizes for ever.
 */
const within = (/** @type {Promise<any>} */ promise, /** @type {any} */ fallback) =>
  Promise.race([promise.catch(() => fallback), new Promise((resolve) => setTimeout(() => resolve(fallback), 5_000))]);

context.on("response", (response) => {
  const request = response.request();
  if (!request.serviceWorker()) return;
  last = Date.now();
  seen.push(
    (async () => {
      const status = response.status();
      // A 304's headers, as sent: its status line and each header's line.
      const sent = (await within(response.headersArray(), [])).reduce(
        (/** @type {number} */ sum, /** @type {{ name: string, value: string }} */ { name, value }) =>
          sum + name.length + value.length + 4,
        17,
      );
      const sizes = await within(request.sizes(), { responseHeadersSize: sent });
      const type = (await response.headerValue("content-type").catch(() => null)) ?? "";
      let body = status === 200 ? await within(response.body(), undefined) : Buffer.alloc(0);
      // Chromium does not always hand over a body the worker read: the same address again, as the
      // worker asks for it (no cookie), is the same file, or the same page but for its nonce.
      if (!body?.length && status === 200) {
        const again = await fetch(request.url(), { headers: saveData ? { "Save-Data": "on" } : {} });
        body = Buffer.from(await again.arrayBuffer());
      }
      const { raw, gzip } = compressedSizes(body ?? Buffer.alloc(0), type);
      const headers = sizes.responseHeadersSize > 0 ? sizes.responseHeadersSize : sent;
      return { url: new URL(request.url()).pathname, status, headers, raw, gzip, type: request.resourceType() };
    })(),
  );
});

const page = context.pages()[0] ?? (await context.newPage());
const started = Date.now();
await page.goto(path, { waitUntil: "load" });
await page.evaluate(async () => {
  await navigator.serviceWorker.ready;
});
last = Math.max(last, Date.now());
while (Date.now() - last < QUIET_MS && Date.now() - started < 120_000) await page.waitForTimeout(250);
// The worker's own requests are `fetch`es; one it passes on keeps the page's kind (an image).
const rows = (await Promise.all(seen)).filter(
  (row) => row.type === "fetch" || !ofPage.has(new URL(row.url, base).href),
);
await context.close();
await browser?.close();

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
for (const row of rows) {
  console.log(
    `${row.status} ${row.url} (${row.type})  ${kb(row.raw)} KB raw, ${kb(row.gzip)} KB gzip, headers ${row.headers} B`,
  );
}
const total = (/** @type {"raw" | "gzip" | "headers"} */ key) => rows.reduce((sum, row) => sum + row[key], 0);
const notModified = rows.filter((row) => row.status === 304).length;
console.log(
  `${path}${saveData ? " (Save-Data)" : ""}: ${rows.length} requests (${notModified} answered 304), ` +
    `bodies ${kb(total("raw"))} KB raw / ${kb(total("gzip"))} KB gzip, headers ${kb(total("headers"))} KB`,
);
