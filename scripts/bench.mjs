// The performance bench (npm run bench, issue 15):
//   npm run bench [-- --no-lighthouse]      BENCH_RUNS=1 npm run bench   (Lighthouse runs per page, default 3)
// Builds the Worker, seeds a fresh local D1 in .wrangler/bench-state exactly as the e2e server
// does, serves the build with `wrangler dev` on 127.0.0.1:8791 (BENCH_PORT; test routes on, so
// the Worker counts its own D1 use at /__test/d1, and the edge cache on, as deployed), measures
// eight pages, stops the server, prints the tables and writes them to docs/performance.md above
// its hand-written part. Only this machine's loopback is ever contacted.
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
import { d1Delta, measuredGet, readD1, settle } from "./perf/d1.mjs";
import { measureFirstView, PHONE } from "./perf/first-view.mjs";
import { startLighthouse } from "./perf/lighthouse.mjs";
import { interleavedThroughput, interleavedTimes } from "./perf/server-time.mjs";
import { watchServiceWorker } from "./perf/service-worker.mjs";

/** The marker after which docs/performance.md is written by hand (the misses and what closes them). */
const NOTES_MARKER = "<!-- Written by hand below this line; npm run bench keeps it. -->";

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
/** This machine's load when the run started: the figures depend on what else it runs. */
const loadAtStart = os.loadavg()[0] ?? Number.NaN;
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

/** The counts queue's batch time (wrangler.toml `max_batch_timeout`), plus a margin. */
const QUEUE_FLUSH_MS = 8_000;

/**
 * Two GETs of one page, each measured by the Worker's own D1 count (/__test/d1) before, right
 * after the answer and once its background work settled: the first view (a MISS for an anonymous
 * reader: nothing is stored yet) and the one right after it (a HIT).
 * @param {string} path
 * @param {Record<string, string>} headers
 */
async function twoViews(path, headers) {
  const first = await measuredGet(BASE, path, { headers });
  const second = await measuredGet(BASE, path, { headers });
  return [first, second];
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

/** @typedef {{ label: string, path: string, member?: boolean, article?: boolean, budgetKey: string }} BenchPage */
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
    {
      label: `/artikel/${articleId} (longest)`,
      path: `/artikel/${articleId}`,
      article: true,
      budgetKey: ":article",
    },
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

  // Article pages last: their views go on the counts queue, whose consumer writes up to 5 s
  // later; measured last, that write cannot land in another page's figures, and is measured on
  // its own below.
  log("D1 by the Worker's own count: first (cold) and second (cached) anonymous view of each page");
  const anonymous = pages.filter((page) => !page.member);
  for (const page of [...anonymous.filter((page) => !page.article), ...anonymous.filter((page) => page.article)]) {
    results[page.label].d1 = await twoViews(page.path, {});
  }
  log("waiting for the counts queue's consumer (its batch time is 5 s)");
  const beforeQueue = await readD1(BASE);
  const drained = await settle(() => readD1(BASE), { minMs: QUEUE_FLUSH_MS, quietMs: 1_000, timeoutMs: 90_000 });
  const queue = {
    ...d1Delta(beforeQueue, drained.reading),
    messages: anonymous.reduce(
      (sum, page) =>
        sum +
        results[page.label].d1.reduce((/** @type {number} */ n, /** @type {any} */ view) => n + view.settled.sent, 0),
      0,
    ),
    settled: drained.settled,
  };

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
    const d1 = await twoViews(page.path, headersFor(page));
    if (d1[0]?.status !== 200) throw new Error(`${page.path} with the member's cookie answered ${d1[0]?.status}`);
    results[page.label].d1 = d1;
  }

  log("first view (fresh phone context per page), then the service worker until it is activated and idle");
  for (const page of pages) {
    const context = await browser.newContext(PHONE);
    if (page.member) await context.addCookies(memberCookies);
    const worker = watchServiceWorker(context);
    const tab = await context.newPage();
    const view = await measureFirstView(tab, `${BASE}${page.path}`);
    worker.firstViewDone();
    if (view.status !== 200 || new URL(view.url).pathname !== page.path)
      throw new Error(`${page.path}: first view ended at ${view.url} with ${view.status}`);
    results[page.label].view = view;
    results[page.label].sw = await worker.settle(tab);
    await context.close();
  }
  await browser.close();
  browser = undefined;

  log(
    `server time, each page interleaved with /robots.txt: ${SEQUENTIAL} sequential pairs, then ${CONCURRENCY} clients for ${LOAD_SECONDS} s between two ${LOAD_SECONDS / 2} s runs of /robots.txt`,
  );
  const ROBOTS = `${BASE}/robots.txt`;
  for (const page of pages) {
    const headers = headersFor(page);
    // A cookie of ours (not a session) makes the Worker pass its edge cache by: every request
    // renders the page and reads D1, as a cache miss does.
    results[page.label].rendered = page.member
      ? null
      : await interleavedTimes(`${BASE}${page.path}`, ROBOTS, {
          count: SEQUENTIAL,
          headers: { Cookie: "bidanku_bench=render" },
        });
    results[page.label].sequential = await interleavedTimes(`${BASE}${page.path}`, ROBOTS, {
      count: SEQUENTIAL,
      headers,
    });
    results[page.label].load = await interleavedThroughput(`${BASE}${page.path}`, ROBOTS, {
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

  const report = formatReport({ pages, queue, chromiumVersion, articleId });
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
 * @param {{ pages: BenchPage[], queue: any, chromiumVersion: string, articleId: unknown }} run
 */
function formatReport({ pages, queue, chromiumVersion, articleId }) {
  const both = (/** @type {{ gzip: number, br: number }} */ sizes) => `${kb(sizes.gzip)} / ${kb(sizes.br)}`;
  const ms = (/** @type {number} */ value) => value.toFixed(1);
  const ratio = (/** @type {number} */ value) => `${value.toFixed(1)}×`;
  const plus = (/** @type {{ gzip: number, br: number }[]} */ list) => ({
    gzip: list.reduce((sum, sizes) => sum + sizes.gzip, 0),
    br: list.reduce((sum, sizes) => sum + sizes.br, 0),
  });

  const firstView = [
    "| page | HTML | render-blocking CSS | HTML + CSS | JavaScript | images | other | total | requests |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...pages.map((page) => {
      const view = results[page.label].view;
      return `| ${page.label} | ${both(view.html)} | ${both(view.renderBlockingCss)} | ${both(view.htmlAndCss)} | ${both(view.js)} (${view.scripts.length}) | ${kb(view.images.gzip)} | ${kb(view.other.gzip)} | ${both(view.total)} | ${view.requests} |`;
    }),
  ];

  // The service worker beside each first view (scripts/perf/service-worker.mjs).
  const serviceWorker = [
    "| page | first view (requests) | service worker | its requests | the page, later | its requests | first view + later | requests in all | last request at | worker |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...pages.map((page) => {
      const { view, sw } = results[page.label];
      return `| ${page.label} | ${both(view.total)} (${view.requests}) | ${both(sw.worker.sizes)} | ${sw.worker.requests} | ${both(sw.later.sizes)} | ${sw.later.requests} | ${both(plus([view.total, sw.worker.sizes, sw.later.sizes]))} | ${view.requests + sw.worker.requests + sw.later.requests} | ${(sw.lastRequestMs / 1000).toFixed(1)} s | ${sw.state}${sw.idle ? "" : ", **not idle**"}${sw.worker.refetched ? `; ${sw.worker.refetched} ${sw.worker.refetched === 1 ? "body" : "bodies"} fetched again` : ""} |`;
    }),
  ];
  const pathsOf = (/** @type {{ fetched: { url: string }[] }} */ part) =>
    part.fetched.map((item) => {
      const url = new URL(item.url);
      return `${url.pathname}${url.search}`;
    });
  const firstPage = pages[0];
  const reference = firstPage ? pathsOf(results[firstPage.label].sw.worker) : [];
  const workerFetches = [
    firstPage
      ? `On \`${firstPage.label}\` the worker fetched (in the order they finished): ${reference.map((path) => `\`${path}\``).join(", ") || "nothing"}.`
      : "",
    ...pages.slice(1).flatMap((page) => {
      const paths = pathsOf(results[page.label].sw.worker);
      const added = paths.filter((path) => !reference.includes(path));
      const missing = reference.filter((path) => !paths.includes(path));
      return added.length || missing.length
        ? [
            `On \`${page.label}\`: ${[...added.map((path) => `+\`${path}\``), ...missing.map((path) => `−\`${path}\``)].join(", ")}.`,
          ]
        : [];
    }),
    ...pages.flatMap((page) => {
      const { sw } = results[page.label];
      const later = pathsOf(sw.later);
      return [
        ...(later.length
          ? [`After its first view, \`${page.label}\` itself fetched ${later.map((path) => `\`${path}\``).join(", ")}.`]
          : []),
        ...(sw.failed.length ? [`Failed on \`${page.label}\`: ${sw.failed.join(", ")}.`] : []),
      ];
    }),
  ].filter(Boolean);

  // D1 by the Worker's own count: "n" when the answer and the settled figure agree, else
  // "answer + background".
  const cell = (/** @type {any} */ view, /** @type {"count" | "queries" | "writes"} */ key) => {
    const answer = view.answer[key];
    const settled = view.settled[key];
    return settled === answer ? `${settled}` : `${answer} + ${settled - answer}`;
  };
  const d1Row = (/** @type {any} */ view) =>
    `${view.cache} | ${cell(view, "count")} | ${cell(view, "queries")} | ${cell(view, "writes")} | ${view.settled.sent}${view.settledInTime ? "" : " (still changing)"}`;
  const d1 = [
    "| page | 1st view: cache | round trips | queries | writes | count messages | 2nd view: cache | round trips | queries | writes | count messages |",
    "|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|",
    ...pages.map((page) => {
      const [first, second] = results[page.label].d1;
      return `| ${page.label} | ${d1Row(first)} | ${d1Row(second)} |`;
    }),
  ];
  const headerMismatches = pages.flatMap((page) =>
    results[page.label].d1.flatMap((/** @type {any} */ view, /** @type {number} */ i) =>
      (view.headerTrips !== null && view.headerTrips !== view.answer.count) ||
      (view.headerWrites !== null && view.headerWrites !== view.answer.writes)
        ? [
            `${page.label} (${i === 0 ? "1st" : "2nd"} view): headers ${view.headerTrips} round trips / ${view.headerWrites} writes, counted ${view.answer.count} / ${view.answer.writes}`,
          ]
        : [],
    ),
  );
  const perMessage = (/** @type {number} */ value) => (queue.messages ? (value / queue.messages).toFixed(2) : "-");
  const queueLine = `The counts queue's consumer, for the ${queue.messages} count message${queue.messages === 1 ? "" : "s"} sent by the views above: ${queue.count} round trip${queue.count === 1 ? "" : "s"}, ${queue.queries} statement${queue.queries === 1 ? "" : "s"}, ${queue.writes} write${queue.writes === 1 ? "" : "s"} (${perMessage(queue.count)} round trips and ${perMessage(queue.writes)} writes per message), within ${(QUEUE_FLUSH_MS / 1000).toFixed(0)} s${queue.settled ? "" : " (**still changing when the wait ended**)"}.`;

  const serverTime = [
    `| page | median ms | p95 ms | robots.txt median / p95 ms | median ÷ robots.txt | p95 ÷ robots.txt | req/s (${CONCURRENCY} clients) | robots.txt req/s | robots.txt req/s ÷ page req/s |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...pages.map((page) => {
      const { sequential, load } = results[page.label];
      const { page: own, baseline } = sequential;
      return `| ${page.label} | ${ms(own.median)} | ${ms(own.p95)} | ${ms(baseline.median)} / ${ms(baseline.p95)} | ${ratio(own.median / baseline.median)} | ${ratio(own.p95 / baseline.p95)} | ${load.page.rps.toFixed(0)} | ${load.baseline.rps.toFixed(0)} | ${ratio(load.baseline.rps / load.page.rps)} |`;
    }),
  ];

  const rendered = [
    "| page | median ms | p95 ms | robots.txt median / p95 ms | median ÷ robots.txt | p95 ÷ robots.txt |",
    "|---|---:|---:|---:|---:|---:|",
    ...pages.map((page) => {
      const times = results[page.label].rendered ?? results[page.label].sequential;
      const { page: own, baseline } = times;
      return `| ${page.label}${results[page.label].rendered ? "" : " (signed in: never cached)"} | ${ms(own.median)} | ${ms(own.p95)} | ${ms(baseline.median)} / ${ms(baseline.p95)} | ${ratio(own.median / baseline.median)} | ${ratio(own.p95 / baseline.p95)} |`;
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
      const [first, second] = results[page.label].d1;
      check(
        `${page.label}: ≤ ${BUDGETS.d1RoundTrips} D1 round trips (anonymous, first view)`,
        first.answer.count <= BUDGETS.d1RoundTrips,
        `${first.answer.count}`,
      );
      if (second.cache === "HIT" || second.cache === "STALE")
        check(
          `${page.label}: a cached anonymous view takes 0 D1 round trips and 0 writes, background included`,
          second.settled.count === 0 && second.settled.writes === 0,
          `${second.settled.count} / ${second.settled.writes}`,
        );
      else
        budget.push(
          `| ${page.label}: a cached anonymous view takes 0 D1 round trips and 0 writes | not stored by the edge cache (2nd view: ${second.cache}) | n/a |`,
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
    `- Load average (1 min) at the start and the end of the run: ${loadAtStart.toFixed(1)}, ${(os.loadavg()[0] ?? Number.NaN).toFixed(1)} (other programs' work included)`,
    `- Node ${process.version}, Chromium ${chromiumVersion}, wrangler ${wranglerVersion}${LIGHTHOUSE ? `, Lighthouse 12.8.2 (${RUNS} run${RUNS === 1 ? "" : "s"} per page)` : ""}`,
    `- Long article: /artikel/${articleId} (the published seed article with the longest body)`,
  ];

  const tables = [
    "First view on a 360×740 phone, KB gzip / brotli (JavaScript: number of scripts in brackets; images as sent):",
    "",
    ...firstView,
    "",
    "The service worker beside the first view (KB gzip / brotli):",
    "",
    ...serviceWorker,
    "",
    ...workerFetches,
    "",
    "D1 by the Worker's own count (/__test/d1 before, after the answer, and once background work settled; a + b = in the answer + after it):",
    "",
    ...d1,
    "",
    queueLine,
    ...(headerMismatches.length ? ["", `Headers that disagreed with the count: ${headerMismatches.join("; ")}`] : []),
    "",
    `Server time (wrangler dev on loopback, ${SEQUENTIAL} sequential pairs with /robots.txt; throughput: ${CONCURRENCY} concurrent clients for ${LOAD_SECONDS} s between /robots.txt runs):`,
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

### The service worker beside the first view

Once the first view has loaded, the page registers the service worker (\`/sw.js\`, decision
047), which installs and keeps pages for offline use. Counted here: every request Chromium
attributes to the worker (its own script included), from the first view until the worker is
activated and nothing has been fetched for 1.5 s (at most 60 s), and what the page itself still
fetched after its first view was measured ("the page, later": e.g. the tab's icon); KB gzip /
brotli as above, so "first view + later" is what a first visit costs in all. "Last request at"
counts from the start of the first view. Chromium does not always keep a body the worker has
read into its cache; such a body is fetched again without cookies, as the worker fetches, and
checked against the status and length Chromium recorded (the last column says how many). Nothing
is assumed about what the worker keeps: the list below is what it fetched.

${serviceWorker.join("\n")}

${workerFetches.join("\n")}

## D1 per view

Counted by the Worker itself (decision 067): \`/__test/d1\` (test routes on) answers the
isolate's totals of D1 round trips, statements and writes, background work (\`ctx.waitUntil\`),
the cron and the counts queue's consumer included. Each figure is the difference between a
reading just before the request and one taken once the totals had not changed for 1 s after the
answer; where that differs from the reading right after the answer's last byte, the cell shows
"in the answer + after it". The 1st view is the first anonymous request to that page since the
server started (a \`MISS\`: rendered and stored at the edge), the 2nd comes right after it
(\`HIT\`: answered from the edge cache; \`-\` = the page is not stored, e.g. a form's page that
is private). "Count messages" are the readings put on the counts queue, which writes them to D1
later, in batches (decision 067); article pages are measured last so that the consumer's write
falls in no other page's figures. The dashboard is signed in.

${d1.join("\n")}

${queueLine}
${headerMismatches.length ? `\nThe answers' own \`X-D1-*\` headers disagreed with the count: ${headerMismatches.join("; ")}.\n` : "\nThe answers' own `X-D1-Round-Trips` and `X-D1-Writes` headers agreed with the count on every request.\n"}
## Server time

Node's fetch against \`wrangler dev\` (local workerd and local SQLite D1) on loopback, each
request timed to the last byte of the body. Each page is measured interleaved with
\`/robots.txt\` (no D1, no React): ${SEQUENTIAL} sequential pairs (\`/robots.txt\`, then the
page) after 10 untimed ones (median, p95 of each), then ${CONCURRENCY} clients on the page for
${LOAD_SECONDS} s between two ${LOAD_SECONDS / 2} s runs of the same clients on \`/robots.txt\`
(requests per second). The ratios compare each page with \`/robots.txt\` measured in the same
moments, so they say how much work a page adds, whatever else this machine runs meanwhile.
Absolute figures are local only: production runs on Cloudflare's machines with D1 over the
network.

${serverTime.join("\n")}

The table above is what a reader gets: anonymous requests to a public page are answered from
the edge cache after the first (decision 040). Rendered every time (the cache passed by, as on a
miss or for a signed-in reader), ${SEQUENTIAL} sequential pairs with \`/robots.txt\` each:

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
   serving the build, with the edge cache on (Cache API, as deployed); ready when \`/robots.txt\`
   answers, so no page is visited before its first D1 figure.
3. D1: two GETs per page with Node's fetch (the dashboard with the member's session cookie),
   each between readings of \`/__test/d1\` (\`scripts/perf/d1.mjs\`); then a wait of
   ${(QUEUE_FLUSH_MS / 1000).toFixed(0)} s for the counts queue's consumer.
4. First view: Playwright's Chromium (\`${CHROMIUM}\`), a fresh context per page (360×740
   viewport and screen, device scale 2, touch, a phone's user agent, JavaScript on), \`load\`
   then network idle; every response's body is compressed here with zlib (gzip level 6, brotli quality 11), since local \`wrangler dev\` sends
   it uncompressed (\`scripts/perf/first-view.mjs\`, shared with the budget test).
   The demo member (\`${MEMBER.email}\`) signs in through the real \`/login\` form; its cookies
   are reused for the dashboard's fetches and Lighthouse's \`extraHeaders\`. The service
   worker: Playwright's context-level request events, which name the worker that made a request
   (\`scripts/perf/service-worker.mjs\`).
5. Server time and throughput, interleaved with \`/robots.txt\` (\`scripts/perf/server-time.mjs\`).
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
