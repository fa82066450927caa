// What a first-time reader's phone downloads to show one page: every response of a fresh load,
// sorted into HTML, CSS, JavaScript, images, fonts and the rest, with each body's size as sent
// (local `wrangler dev` does not compress) and as gzip (zlib level 6, roughly what Cloudflare
// serves) and brotli (quality 11) would send it. Shared by `npm run bench` (scripts/bench.mjs)
// and the budget test (tests/e2e/performance.js.spec.ts), so both count the same way.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { devices } from "@playwright/test";

/**
 * The phone the figures are for: the 360 px project of playwright.config.ts, with a phone's
 * screen and user agent spelled out, so a context made inside a desktop test project gets none
 * of the desktop's. (The screen matters: with a 1920 px screen, Chromium sizes the article's
 * image preload for a 980 px layout and loads the 1200 px image beside the 800 px one.)
 */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  userAgent: devices["Pixel 7"].userAgent,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  javaScriptEnabled: true,
};

/** Formats that are already compressed: Cloudflare sends them as they are, so gzip = br = raw. */
const PRECOMPRESSED = /^(image\/(?!svg)|font\/woff2?|audio\/|video\/|application\/(zip|gzip|octet-stream|wasm))/;

/**
 * Body sizes in bytes: raw, gzip (level 6) and brotli (quality 11).
 * @param {Buffer | string} body
 * @param {string} [contentType]
 */
export function compressedSizes(body, contentType = "") {
  const buffer = typeof body === "string" ? Buffer.from(body) : body;
  if (buffer.length === 0) return { raw: 0, gzip: 0, br: 0 };
  if (PRECOMPRESSED.test(contentType)) return { raw: buffer.length, gzip: buffer.length, br: buffer.length };
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 6 }).length,
    br: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).length,
  };
}

/** @param {{ raw: number, gzip: number, br: number }[]} list */
const sum = (list) =>
  list.reduce(
    (total, sizes) => ({ raw: total.raw + sizes.raw, gzip: total.gzip + sizes.gzip, br: total.br + sizes.br }),
    {
      raw: 0,
      gzip: 0,
      br: 0,
    },
  );

/**
 * The kind of a response, from Chromium's resource type and the Content-Type.
 * @param {string} resourceType
 * @param {string} contentType
 */
function kindOf(resourceType, contentType) {
  if (resourceType === "document") return "html";
  if (resourceType === "script" || /javascript|ecmascript/.test(contentType)) return "js";
  if (resourceType === "stylesheet" || contentType.startsWith("text/css")) return "css";
  if (resourceType === "image" || contentType.startsWith("image/")) return "image";
  if (resourceType === "font" || contentType.startsWith("font/")) return "font";
  return "other";
}

/**
 * Loads `url` in `page` (which should belong to a fresh context, e.g. `browser.newContext(PHONE)`),
 * waits for `load` and network idle, and sorts every response the load made. Requests to other
 * origins are refused (this machine has no network), and listed in `external`.
 *
 * `renderBlockingCss` is the stylesheet `<link>`s of the served HTML's `<head>` (inline `<style>`
 * is counted in the HTML, and again on its own in `inlineStyle`); `siteCss` is every stylesheet
 * file plus the inline `<style>` text, each compressed on its own; `blockingScripts` lists
 * classic `<script src>` in `<head>` without async, defer or type="module".
 *
 * @param {import("@playwright/test").Page} page
 * @param {string} url an absolute address, or a path when the context has a baseURL
 */
export async function measureFirstView(page, url) {
  /** @type {Promise<{ url: string, kind: string, resourceType: string, status: number, contentType: string, sizes: { raw: number, gzip: number, br: number }, text: string }>[]} */
  const pending = [];
  /** @type {string[]} */
  const external = [];
  /** @type {string[]} */
  const failed = [];
  // The first request is the page itself: its origin is the site's.
  let origin = "";
  const isExternal = (/** @type {URL} */ address) => {
    if (origin === "") origin = address.origin;
    return address.origin !== origin;
  };
  const refuse = (/** @type {import("@playwright/test").Route} */ route) => {
    external.push(route.request().url());
    return route.abort("blockedbyclient");
  };
  await page.route(isExternal, refuse);
  const onFinished = (/** @type {import("@playwright/test").Request} */ request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const contentType = (response ? await response.headerValue("content-type") : null) ?? "";
        const status = response?.status() ?? 0;
        // Redirects and bodiless answers have no body to read.
        const body =
          status >= 300 && status < 400 ? Buffer.alloc(0) : await response?.body().catch(() => Buffer.alloc(0));
        const type = request.resourceType();
        return {
          url: request.url(),
          kind: kindOf(type, contentType),
          resourceType: type,
          status,
          contentType,
          sizes: compressedSizes(body ?? Buffer.alloc(0), contentType),
          // Stylesheets keep their text, to look for @font-face.
          text: kindOf(type, contentType) === "css" ? (body?.toString("utf8") ?? "") : "",
        };
      })(),
    );
  };
  const onFailed = (/** @type {import("@playwright/test").Request} */ request) => {
    if (!external.includes(request.url()))
      failed.push(`${request.url()} (${request.failure()?.errorText ?? "failed"})`);
  };
  page.on("requestfinished", onFinished);
  page.on("requestfailed", onFailed);

  let document;
  try {
    document = await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("requestfinished", onFinished);
    page.off("requestfailed", onFailed);
    await page.unroute(isExternal, refuse);
  }
  const resources = await Promise.all(pending);
  if (!document) throw new Error(`${url}: no document response`);
  const html = (await document.body()).toString("utf8");

  // What the served HTML asks for, read by the browser's own parser (not the live DOM, which
  // scripts may have changed since).
  const served = await page.evaluate((text) => {
    const parsed = new DOMParser().parseFromString(text, "text/html");
    const absolute = (/** @type {string} */ href) => new URL(href, document.baseURI).href;
    return {
      stylesheets: [...parsed.head.querySelectorAll('link[rel~="stylesheet"]')]
        .filter((link) => !link.hasAttribute("disabled"))
        .filter((link) => {
          const media = link.getAttribute("media");
          return !media || window.matchMedia(media).matches;
        })
        .map((link) => absolute(link.getAttribute("href") ?? "")),
      blockingScripts: [...parsed.head.querySelectorAll("script[src]")]
        .filter((script) => !script.hasAttribute("async") && !script.hasAttribute("defer"))
        .filter((script) => script.getAttribute("type") !== "module")
        .map((script) => absolute(script.getAttribute("src") ?? "")),
      inlineStyles: [...parsed.querySelectorAll("style")].map((style) => style.textContent ?? ""),
      inlineScripts: [...parsed.querySelectorAll("script:not([src])")].map((script) => script.textContent ?? ""),
    };
  }, html);

  const of = (/** @type {string} */ kind) => resources.filter((resource) => resource.kind === kind);
  const htmlSizes = sum(of("html").map((resource) => resource.sizes));
  const blockingCss = sum(
    of("css")
      .filter((resource) => served.stylesheets.includes(resource.url))
      .map((resource) => resource.sizes),
  );
  const inlineStyle = sum(served.inlineStyles.map((text) => compressedSizes(text, "text/css")));
  const cssFiles = sum(of("css").map((resource) => resource.sizes));
  const fontFace = [...of("css").map((resource) => resource.text), ...served.inlineStyles].some((text) =>
    /@font-face/i.test(text),
  );

  return {
    url: page.url(),
    status: document.status(),
    requests: resources.length,
    resources: resources.map(({ text, ...resource }) => resource),
    external,
    failed,
    html: htmlSizes,
    renderBlockingCss: blockingCss,
    htmlAndCss: sum([htmlSizes, blockingCss]),
    css: cssFiles,
    inlineStyle,
    siteCss: sum([cssFiles, inlineStyle]),
    js: sum(of("js").map((resource) => resource.sizes)),
    scripts: of("js").map((resource) => resource.url),
    inlineScript: sum(served.inlineScripts.map((text) => compressedSizes(text, "text/javascript"))),
    blockingScripts: served.blockingScripts,
    images: sum(of("image").map((resource) => resource.sizes)),
    fonts: of("font").map((resource) => resource.url),
    fontFace,
    other: sum(of("other").map((resource) => resource.sizes)),
    total: sum(resources.map((resource) => resource.sizes)),
  };
}
