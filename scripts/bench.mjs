// The performance bench (npm run bench, issue 15):
//   npm run bench [-- --no-lighthouse]      BENCH_RUNS=1 npm run bench   (Lighthouse runs per page, default 3)
// Builds the Worker, seeds a fresh local D1 in .wrangler/bench-state exactly as the e2e server
// does, serves the build with `wrangler dev` on 127.0.0.1:8791 (test routes on, so every answer
// carries X-D1-Round-Trips and X-D1-Queries), measures seven pages, stops the server, prints the
// tables and writes them to docs/performance.md. Only this machine's loopback is ever contacted.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { freshSeededDatabase, localQuery, ROOT, startServer, WRANGLER_ENV } from "./backup-lib.mjs";
import {
  BUDGETS,
  FIRST_ROUND_TRIP_PAGES,
  INTERACTIVE_PAGES,
  kb,
  LONGEST_ARTICLE_SQL,
  PUBLIC_PAGES,
  READING_PAGES,
} from "./perf/budgets.mjs";
import { measureFirstView, PHONE } from "./perf/first-view.mjs";

/** The marker after which docs/performance.md is written by hand (the misses and what closes them). */
const NOTES_MARKER = "<!-- Written by hand below this line; npm run bench keeps it. -->";
import { startLighthouse } from "./perf/lighthouse.mjs";
import { sequentialTimes, throughput } from "./perf/server-time.mjs";

const args = process.argv.slice(2);
const LIGHTHOUSE = !args.includes("--no-lighthouse");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) {
  console.error("BENCH_RUNS must be a whole number from 1 to 20.");
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const BASE = `http://127.0.0.1:${PORT}`;
const PERSIST = ".wrangler/bench-state";
const SEQUENTIAL = 200;
const CONCURRENCY = 8;
const LOAD_SECONDS = 5;
const CHROMIUM = CHROMIUM_PATH;
const MEMBER = { email: "member@bidanku.test", password: "member123" };

const started = Date.now();
const log = (/** @type {string} */ message) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);

// The server (backup-lib's startServer): its own process group, stopped on every way out.
/** @type {(() => Promise<void>) | undefined} */
let stopServer;

// Whatever happens, the run ends.
setTimeout(() => {
  console.error("bench: hard time limit (60 min) reached, stopping.");
  process.exit(1);
}, 3_600_000).unref();

// ---------------------------------------------------------------------------------------------
// Measurements.

/**
 * The D1 headers of one GET (and the cache headers, once edge caching answers).
 * @param {string} path
 * @param {Record<string, string>} headers
 */
async function d1Headers(path, headers) {
  const response = await fetch(`${BASE}${path}`, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return {
    status: response.status,
    trips: response.headers.get("X-D1-Round-Trips") ?? "-",
    queries: response.headers.get("X-D1-Queries") ?? "-",
    cache: response.headers.get("X-Cache") ?? response.headers.get("CF-Cache-Status") ?? "-",
  };
}

/**
 * Signs in through the real /login form and returns the context's cookies.
 * @param {import("@playwright/test").Browser} browser
 */
async function signInCookies(browser) {
  const context = await browser.newContext({ ...PHONE, baseURL: BASE });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(MEMBER.email);
  await page.getByLabel("Password", { exact: true }).fill(MEMBER.password);
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
  );
  await page.getByRole("button", { name: "Login" }).click();
  await answered;
  await page.waitForLoadState("networkidle");
  // The answer sets the session cookie (and shows a welcome toast on /login).
  const cookies = (await context.cookies()).filter((cookie) => !cookie.name.endsWith("_toast"));
  await context.close();
  if (!cookies.some((cookie) => cookie.name.endsWith("session_token")))
    throw new Error("signing in set no session cookie");
  return cookies;
}

function git(/** @type {string[]} */ gitArgs) {
  try {
    return execFileSync("git", gitArgs, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

// ---------------------------------------------------------------------------------------------
// The run.

/** @typedef {{ label: string, path: string, member?: boolean, budgetKey: string }} BenchPage */
/** @type {Record<string, any>} */
const results = {};
let exitCode = 0;
/** @type {import("@playwright/test").Browser | undefined} */
let browser;
/** @type {{ stop: () => void } | undefined} */
let lighthouseChrome;
try {
  log("npm run build");
  execFileSync(process.execPath, ["scripts/ensure-dev-vars.mjs"], { cwd: ROOT, stdio: "inherit" });
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], timeout: 600_000 });

  log(`fresh D1 in ${PERSIST} (migrations + seed)`);
  const persistPath = join(ROOT, PERSIST);
  freshSeededDatabase(persistPath);
  const articleId = localQuery(persistPath, LONGEST_ARTICLE_SQL)[0]?.id;
  if (articleId === undefined) throw new Error("the seed has no published article");

  /** @type {BenchPage[]} */
  const pages = [
    { label: "/", path: "/", budgetKey: "/" },
    { label: "/artikel", path: "/artikel", budgetKey: "/artikel" },
    { label: `/artikel/${articleId} (longest)`, path: `/artikel/${articleId}`, budgetKey: ":article" },
    { label: "/kalkulator", path: "/kalkulator", budgetKey: "/kalkulator" },
    { label: "/tumbuh-kembang/0-3-bulan", path: "/tumbuh-kembang/0-3-bulan", budgetKey: "/tumbuh-kembang/0-3-bulan" },
    { label: "/tumbuh-kembang/cek", path: "/tumbuh-kembang/cek", budgetKey: "/tumbuh-kembang/cek" },
    { label: "/tanya-kami", path: "/tanya-kami", budgetKey: "/tanya-kami" },
    { label: "/dashboard (member)", path: "/dashboard", member: true, budgetKey: "/dashboard" },
  ];
  for (const page of pages) results[page.label] = {};

  log(`wrangler dev on ${BASE}`);
  // Ready when /robots.txt answers: the pages themselves stay unvisited for the first-request figures.
  ({ stop: stopServer } = await startServer({ port: PORT, persistTo: PERSIST, readyPath: "/robots.txt" }));

  log("D1 round trips (first and second anonymous request)");
  for (const page of pages.filter((page) => !page.member)) {
    results[page.label].d1 = [await d1Headers(page.path, {}), await d1Headers(page.path, {})];
  }

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const chromiumVersion = browser.version();
  log("signing in the demo member through /login");
  const memberCookies = await signInCookies(browser);
  const cookieHeader = memberCookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  const headersFor = (/** @type {BenchPage} */ page) => (page.member ? { Cookie: cookieHeader } : {});
  for (const page of pages.filter((page) => page.member)) {
    const d1 = [await d1Headers(page.path, headersFor(page)), await d1Headers(page.path, headersFor(page))];
    if (d1[0]?.status !== 200) throw new Error(`${page.path} with the member's cookie answered ${d1[0]?.status}`);
    results[page.label].d1 = d1;
  }

  log("first view (fresh phone context per page)");
  for (const page of pages) {
    const context = await browser.newContext(PHONE);
    if (page.member) await context.addCookies(memberCookies);
    const tab = await context.newPage();
    const view = await measureFirstView(tab, `${BASE}${page.path}`);
    if (view.status !== 200 || new URL(view.url).pathname !== page.path)
      throw new Error(`${page.path}: first view ended at ${view.url} with ${view.status}`);
    results[page.label].view = view;
    await context.close();
  }
  await browser.close();
  browser = undefined;

  log(`server time: ${SEQUENTIAL} sequential requests, then ${CONCURRENCY} clients for ${LOAD_SECONDS} s, per page`);
  const robots = {
    sequential: await sequentialTimes(`${BASE}/robots.txt`, { count: SEQUENTIAL }),
    load: await throughput(`${BASE}/robots.txt`, { concurrency: CONCURRENCY, seconds: LOAD_SECONDS }),
  };
  for (const page of pages) {
    const headers = headersFor(page);
    // A cookie of ours (not a session) makes the Worker pass its edge cache by: every request
    // renders the page and reads D1, as a cache miss does.
    results[page.label].rendered = page.member
      ? null
      : await sequentialTimes(`${BASE}${page.path}`, {
          count: SEQUENTIAL,
          headers: { Cookie: "bidanku_bench=render" },
        });
    results[page.label].sequential = await sequentialTimes(`${BASE}${page.path}`, { count: SEQUENTIAL, headers });
    results[page.label].load = await throughput(`${BASE}${page.path}`, {
      concurrency: CONCURRENCY,
      seconds: LOAD_SECONDS,
      headers,
    });
  }

  if (LIGHTHOUSE) {
    log(`Lighthouse mobile, median of ${RUNS} run(s) per page`);
    const lighthouse = await startLighthouse();
    lighthouseChrome = lighthouse;
    for (const page of pages) {
      log(`  ${page.label}`);
      results[page.label].lighthouse = await lighthouse.audit(`${BASE}${page.path}`, {
        runs: RUNS,
        headers: page.member ? { Cookie: cookieHeader } : undefined,
      });
    }
    lighthouse.stop();
    lighthouseChrome = undefined;
  }

  await stopServer?.();
  log("server stopped");

  const report = formatReport({ pages, robots, chromiumVersion, articleId });
  console.log(`\n${report.tables}\n`);
  writeFileSync(join(ROOT, "docs/performance.md"), report.document + handWrittenNotes());
  log("wrote docs/performance.md");
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  exitCode = 1;
} finally {
  try {
    lighthouseChrome?.stop();
  } catch {}
  await browser?.close().catch(() => {});
  await stopServer?.();
}
process.exit(exitCode);

// ---------------------------------------------------------------------------------------------
// The report.

/**
 * @param {{ pages: BenchPage[], robots: any, chromiumVersion: string, articleId: unknown }} run
 */
function formatReport({ pages, robots, chromiumVersion, articleId }) {
  const both = (/** @type {{ gzip: number, br: number }} */ sizes) => `${kb(sizes.gzip)} / ${kb(sizes.br)}`;
  const ms = (/** @type {number} */ value) => value.toFixed(1);
  const ratio = (/** @type {number} */ value) => `${value.toFixed(1)}×`;

  const firstView = [
    "| page | HTML | render-blocking CSS | HTML + CSS | JavaScript | images | other | total | requests |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...pages.map((page) => {
      const view = results[page.label].view;
      return `| ${page.label} | ${both(view.html)} | ${both(view.renderBlockingCss)} | ${both(view.htmlAndCss)} | ${both(view.js)} (${view.scripts.length}) | ${kb(view.images.gzip)} | ${kb(view.other.gzip)} | ${both(view.total)} | ${view.requests} |`;
    }),
  ];

  const d1 = [
    "| page | 1st request: round trips / queries | 2nd request: round trips / queries | 2nd request cache header |",
    "|---|---:|---:|---|",
    ...pages.map((page) => {
      const [first, second] = results[page.label].d1;
      return `| ${page.label} | ${first.trips} / ${first.queries} | ${second.trips} / ${second.queries} | ${second.cache} |`;
    }),
  ];

  const robotsSeq = robots.sequential;
  const robotsRps = robots.load.rps;
  const serverTime = [
    `| page | median ms | p95 ms | median ÷ robots.txt | p95 ÷ robots.txt | req/s (${CONCURRENCY} clients) | robots.txt req/s ÷ page req/s |`,
    "|---|---:|---:|---:|---:|---:|---:|",
    `| /robots.txt (baseline) | ${ms(robotsSeq.median)} | ${ms(robotsSeq.p95)} | 1.0× | 1.0× | ${robotsRps.toFixed(0)} | 1.0× |`,
    ...pages.map((page) => {
      const { sequential, load } = results[page.label];
      return `| ${page.label} | ${ms(sequential.median)} | ${ms(sequential.p95)} | ${ratio(sequential.median / robotsSeq.median)} | ${ratio(sequential.p95 / robotsSeq.p95)} | ${load.rps.toFixed(0)} | ${ratio(robotsRps / load.rps)} |`;
    }),
  ];

  const rendered = [
    "| page | median ms | p95 ms | median ÷ robots.txt | p95 ÷ robots.txt |",
    "|---|---:|---:|---:|---:|",
    ...pages.map((page) => {
      const times = results[page.label].rendered ?? results[page.label].sequential;
      return `| ${page.label}${results[page.label].rendered ? "" : " (signed in: never cached)"} | ${ms(times.median)} | ${ms(times.p95)} | ${ratio(times.median / robotsSeq.median)} | ${ratio(times.p95 / robotsSeq.p95)} |`;
    }),
  ];

  const lighthouse = LIGHTHOUSE
    ? [
        "| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
        ...pages.map((page) => {
          const lh = results[page.label].lighthouse;
          return `| ${page.label} | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.lcp.toFixed(0)} | ${lh.cls.toFixed(3)} | ${lh.tbt.toFixed(0)} |`;
        }),
      ]
    : ["Not run this time (`--no-lighthouse`)."];

  // The budget of issue 15 (scripts/perf/budgets.mjs), for the pages measured here; the budget
  // test (tests/e2e/performance.js.spec.ts) checks more pages.
  const budget = [];
  const check = (/** @type {string} */ what, /** @type {boolean} */ ok, /** @type {string} */ figure) =>
    budget.push(`| ${what} | ${figure} | ${ok ? "pass" : "**FAIL**"} |`);
  for (const page of pages) {
    const view = results[page.label].view;
    if (FIRST_ROUND_TRIP_PAGES.includes(page.budgetKey))
      check(
        `${page.label}: HTML + render-blocking CSS ≤ ${kb(BUDGETS.htmlAndCss)} KB`,
        view.htmlAndCss.gzip <= BUDGETS.htmlAndCss,
        `${kb(view.htmlAndCss.gzip)} KB`,
      );
    if (page.budgetKey === ":article")
      check(
        `${page.label}: whole first view ≤ ${kb(BUDGETS.articleTotal)} KB`,
        view.total.gzip <= BUDGETS.articleTotal,
        `${kb(view.total.gzip)} KB`,
      );
    if (READING_PAGES.includes(page.budgetKey))
      check(
        `${page.label}: no script loaded`,
        view.scripts.length === 0,
        `${view.scripts.length} scripts, ${kb(view.js.gzip)} KB`,
      );
    if (INTERACTIVE_PAGES.includes(page.budgetKey))
      check(
        `${page.label}: JavaScript ≤ ${kb(BUDGETS.interactiveJs)} KB, none render-blocking`,
        view.js.gzip <= BUDGETS.interactiveJs && view.blockingScripts.length === 0,
        `${kb(view.js.gzip)} KB, ${view.blockingScripts.length} blocking`,
      );
    check(
      `${page.label}: site CSS ≤ ${kb(BUDGETS.siteCss)} KB, no web fonts`,
      view.siteCss.gzip <= BUDGETS.siteCss && view.fonts.length === 0 && !view.fontFace,
      `${kb(view.siteCss.gzip)} KB, ${view.fonts.length} fonts${view.fontFace ? ", @font-face" : ""}`,
    );
    if (PUBLIC_PAGES.includes(page.budgetKey)) {
      const trips = Number(results[page.label].d1[0].trips);
      check(
        `${page.label}: ≤ ${BUDGETS.d1RoundTrips} D1 round trips (anonymous)`,
        trips <= BUDGETS.d1RoundTrips,
        `${results[page.label].d1[0].trips}`,
      );
    }
  }

  const cpus = os.cpus();
  const commit = git(["rev-parse", "--short", "HEAD"]);
  const dirty = git(["status", "--porcelain", "--untracked-files=no"]) !== "";
  const date = new Date().toISOString().slice(0, 10);
  const wranglerVersion = (() => {
    try {
      return execFileSync("npx", ["wrangler", "--version"], { cwd: ROOT, env: WRANGLER_ENV, encoding: "utf8" })
        .trim()
        .split("\n")
        .at(-1)
        ?.trim();
    } catch {
      return "?";
    }
  })();
  const machine = [
    `- Date: ${date}`,
    `- Commit: ${commit || "?"}${dirty ? " (with uncommitted changes)" : ""}`,
    `- CPU: ${cpus[0]?.model.trim() ?? "?"}, ${cpus.length} cores; RAM ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- Node ${process.version}, Chromium ${chromiumVersion}, wrangler ${wranglerVersion}${LIGHTHOUSE ? `, Lighthouse 12.8.2 (${RUNS} run${RUNS === 1 ? "" : "s"} per page)` : ""}`,
    `- Long article: /artikel/${articleId} (the published seed article with the longest body)`,
  ];

  const tables = [
    "First view on a 360×740 phone, KB gzip / brotli (JavaScript: number of scripts in brackets; images as sent):",
    "",
    ...firstView,
    "",
    "D1 per request (X-D1-Round-Trips / X-D1-Queries; - = header absent):",
    "",
    ...d1,
    "",
    `Server time (wrangler dev on loopback, ${SEQUENTIAL} sequential requests; throughput: ${CONCURRENCY} concurrent clients for ${LOAD_SECONDS} s):`,
    "",
    ...serverTime,
    "",
    "Lighthouse mobile (median):",
    "",
    ...lighthouse,
    "",
    "Budget (issue 15), for these pages:",
    "",
    "| budget | measured | |",
    "|---|---:|---|",
    ...budget,
  ].join("\n");

  const document = `# Performance

Generated by \`npm run bench\` (scripts/bench.mjs); rerun it after changing the app and commit the
new file. The budget itself is asserted by \`tests/e2e/performance.js.spec.ts\` in \`npm test\`.

${machine.join("\n")}

## First view on a phone

What a first-time reader's phone (360×740, JavaScript on, empty cache) downloads to show the
page, in KB (1024 bytes), gzip / brotli. "Render-blocking CSS" is the stylesheet \`<link>\`s in
\`<head>\`; an inline \`<style>\` is part of the HTML. JavaScript counts every script, module
preloads included (number of scripts in brackets). Images are already compressed and count as sent.

${firstView.join("\n")}

## D1 per request

Round trips and queries from the Worker's own count (\`X-D1-Round-Trips\` / \`X-D1-Queries\`,
present when \`ENABLE_TEST_ROUTES\` is on); "-" means the header was absent. The first request is
the first anonymous request to that page since the server started; the second comes right after
it (an edge cache hit would show 0 or no header, and its cache header). The dashboard is signed in.

${d1.join("\n")}

## Server time

Node's fetch against \`wrangler dev\` (local workerd and local SQLite D1) on loopback, each
request timed to the last byte of the body: ${SEQUENTIAL} sequential requests after 10 untimed
ones (median, p95), then ${CONCURRENCY} clients for ${LOAD_SECONDS} s (requests per second). The
ratios compare with \`/robots.txt\` (no D1, no React) measured the same way in the same run, so
they say how much work a page adds, less dependent on this machine's speed and on whatever else
it runs at the time. Absolute figures are local only: production runs on Cloudflare's machines
with D1 over the network.

${serverTime.join("\n")}

The table above is what a reader gets: anonymous requests to a public page are answered from
the edge cache after the first (decision 040). Rendered every time (the cache passed by, as on a
miss or for a signed-in reader), ${SEQUENTIAL} sequential requests each:

${rendered.join("\n")}

## Lighthouse (mobile)

${
  LIGHTHOUSE
    ? `Lighthouse 12.8.2 through its Node API on this Chromium (headless), default mobile settings
(simulated slow 4G, 4× CPU slowdown, Moto G Power screen); median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page,
each figure on its own. Scores 0-100; LCP and TBT in ms. The dashboard is \`noindex\` on
purpose, which Lighthouse's SEO score counts against it.`
    : "Not run this time (`--no-lighthouse`)."
}

${LIGHTHOUSE ? lighthouse.join("\n") : ""}

## Budget

The budget of issue 15 (\`scripts/perf/budgets.mjs\`), checked here for the pages above; the
budget test checks it for every page it names.

| budget | measured | |
|---|---:|---|
${budget.join("\n")}

## How measured

1. \`npm run build\`, then a fresh local D1 in \`${PERSIST}\`: every migration and the seed
   (with the demo accounts), as \`scripts/e2e-server.mjs\` does.
2. \`wrangler dev --ip 127.0.0.1 --port ${PORT} --persist-to ${PERSIST} --var ENABLE_TEST_ROUTES:true\`
   serving the build; ready when \`/robots.txt\` answers, so no page is visited before its first
   D1 figure.
3. D1: two GETs per page with Node's fetch (the dashboard with the member's session cookie).
4. First view: Playwright's Chromium (\`${CHROMIUM}\`), a fresh context per page (360×740
   viewport and screen, device scale 2, touch, a phone's user agent, JavaScript on), \`load\`
   then network idle; every response's body is compressed here with zlib (gzip level 6, brotli quality 11), since local \`wrangler dev\` sends
   it uncompressed (\`scripts/perf/first-view.mjs\`, shared with the budget test).
   The demo member (\`${MEMBER.email}\`) signs in through the real \`/login\` form; its cookies
   are reused for the dashboard's fetches and Lighthouse's \`extraHeaders\`.
5. Server time and throughput (\`scripts/perf/server-time.mjs\`).
6. Lighthouse (\`scripts/perf/lighthouse.mjs\`): chrome-launcher with \`--headless --no-sandbox
   --disable-gpu --disable-background-networking --disable-component-update\`.

Quick run: \`BENCH_RUNS=1 npm run bench\`, or \`npm run bench -- --no-lighthouse\`.
`;
  return { tables, document };
}

/** The hand-written part of the current docs/performance.md, kept across runs. */
function handWrittenNotes() {
  const path = join(ROOT, "docs/performance.md");
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  const at = current.indexOf(NOTES_MARKER);
  return at < 0 ? `\n${NOTES_MARKER}\n` : `\n${current.slice(at)}`;
}
