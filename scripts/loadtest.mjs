// A bounded load test of the built Worker on this machine (npm run loadtest):
//   npm run loadtest -- [--mix realistic|writes] [--duration 30] [--concurrency 8] [--accounts 25]
//                       [--comment-every 500] [--port 8791] [--build]
// It serves the build with `wrangler dev` on 127.0.0.1 (test routes and the edge cache on) over a
// fresh migrated and seeded database in a temporary directory, then for `--duration` seconds runs
// one of two mixes (decision 033):
//
// - realistic (the default): `--concurrency` anonymous readers over the home page, /artikel, six
//   articles (the first read most) and the tools, and one signed-in member's comment on an
//   article per `--comment-every` anonymous views (500), followed to the article as the browser
//   does. Judged by two targets: a cached anonymous view takes 0 D1 round trips and 0 writes,
//   background work included, and at least 95% of anonymous views are answered from the edge
//   cache (X-Cache HIT or STALE).
// - writes: the stress mix of issue 14: readers of /, /artikel and an article, plus a stream of
//   comment posts as fast as the members' limits allow and a stream of visitor questions.
//
// Members are created for the run and signed in through the form, each kept under its 20
// comments an hour; every post carries a unique marker. D1 use is counted by the Worker itself
// (/__test/d1), over the run and until the counts queue's consumer has written the run's counts.
// Afterwards it checks in D1 that every accepted post's marker was stored. Exits 1 on any error
// (5xx, network error, unexpected status), lost write, or (realistic mix) a missed target. Only
// loopback addresses are ever sent traffic; the run stops by itself.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  assertLoopback,
  ensureBuild,
  freshSeededDatabase,
  localQuery,
  option,
  signIn,
  startServer,
} from "./backup-lib.mjs";
import { d1Delta, measuredGet, readD1, settle } from "./perf/d1.mjs";
import {
  commentsDue,
  countCache,
  emptyTally,
  hitRatio,
  judgeTargets,
  readerMix,
  seededRandom,
  weightedPicker,
} from "./perf/load-mix.mjs";

const args = process.argv.slice(2);
const number = (name, fallback, max) => {
  const raw = option(args, name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}.`);
    process.exit(2);
  }
  return value;
};
const MIX = option(args, "--mix") ?? "realistic";
if (MIX !== "realistic" && MIX !== "writes") {
  console.error("--mix must be realistic or writes.");
  process.exit(2);
}
const REALISTIC = MIX === "realistic";
const DURATION = number("--duration", 30, 300);
const CONCURRENCY = number("--concurrency", 8, 64);
const ACCOUNTS = number("--accounts", 25, 200);
const COMMENT_EVERY = number("--comment-every", 500, 1_000_000);
const PORT = number("--port", 8791, 65535);
/** Comments each load account may post (RATE_LIMITS.comment: 20 an hour). */
const COMMENTS_PER_ACCOUNT = 20;
const REQUEST_TIMEOUT_MS = 30_000;
/** How many articles the realistic mix reads. */
const MIX_ARTICLES = 6;
/** The counts queue's batch time (wrangler.toml `max_batch_timeout`), plus a margin. */
const QUEUE_FLUSH_MS = 8_000;
const RUN_ID = Date.now().toString(36);

// Whatever happens, the run ends: setup, the timed phase, draining and the D1 check.
setTimeout(
  () => {
    console.error("loadtest: hard time limit reached, stopping.");
    process.exit(1);
  },
  (DURATION + 600) * 1000,
).unref();

const dir = mkdtempSync(join(tmpdir(), "bidanku-loadtest-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));

let ipCounter = 0;
/**
 * A client address of its own (private IPv4 range), so per-address limits never mix posts. Not
 * IPv6 addresses of one /48: the guard counts a /48 as one block (decision 037), and a stream of
 * posts from one /48 is exactly what it is there to stop.
 */
const nextIp = () => {
  const n = ipCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Per kind of request: latencies, errors, the Worker's D1 figures from the answers' headers, X-Cache. */
const stats = new Map();
function entryOf(kind) {
  let entry = stats.get(kind);
  if (!entry) {
    entry = { latencies: [], errors: 0, trips: 0, writes: 0, counted: 0, cache: emptyTally() };
    stats.set(kind, entry);
  }
  return entry;
}
const errorSamples = [];

/**
 * One request; returns the response facts, never throws (a network error is recorded as one).
 * `anonymousView`: a page view by a reader without cookies, whose X-Cache is tallied.
 */
async function timed(kind, url, init, expect, { anonymousView = false } = {}) {
  const started = performance.now();
  let status = 0;
  let location = null;
  let failure = null;
  const entry = entryOf(kind);
  try {
    const response = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    // The body is always read to the end, so the connection can be reused.
    await response.arrayBuffer();
    status = response.status;
    location = response.headers.get("Location");
    const trips = response.headers.get("X-D1-Round-Trips");
    if (trips !== null) {
      entry.trips += Number(trips);
      entry.writes += Number(response.headers.get("X-D1-Writes") ?? 0);
      entry.counted++;
    }
    if (anonymousView) countCache(entry.cache, response.headers.get("X-Cache"));
    if (!expect(status, location)) failure = `status ${status}${location ? ` -> ${location}` : ""}`;
  } catch (error) {
    failure = `${error.name}: ${error.cause?.code ?? error.message}`;
  }
  entry.latencies.push(performance.now() - started);
  if (failure) {
    entry.errors++;
    if (errorSamples.length < 20) errorSamples.push(`${kind} ${new URL(url).pathname}: ${failure}`);
  }
  return { ok: failure === null, status, location };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
let server;
let exitCode = 0;
try {
  ensureBuild(args.includes("--build"));
  console.log(`[${elapsed()} s] fresh database in ${dir}`);
  freshSeededDatabase(dir);

  // Members for the comment stream: verified accounts with the demo member's password hash.
  const now = Date.now();
  const accountSql = Array.from({ length: ACCOUNTS }, (_, i) => {
    const id = `load-member-${i + 1}`;
    return (
      `INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at) VALUES ('${id}', 'Pembaca Uji ${i + 1}', 'muat${i + 1}@bidanku.test', 1, 'member', ${now}, ${now});` +
      `INSERT INTO accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) SELECT '${id}-credential', '${id}', 'credential', '${id}', password, ${now}, ${now} FROM accounts WHERE id = 'demo-member-credential';`
    );
  }).join("");
  localQuery(dir, accountSql);
  const articleIds = localQuery(
    dir,
    `SELECT id FROM articles WHERE published_at IS NOT NULL AND published_at <= ${now} ORDER BY id LIMIT 8`,
  ).map((row) => row.id);
  if (articleIds.length === 0) throw new Error("the seed has no published article");

  console.log(`[${elapsed()} s] serving the build on 127.0.0.1:${PORT}`);
  // Ready on /robots.txt: no page is rendered (or stored at the edge) before the run.
  server = await startServer({ port: PORT, persistTo: dir, readyPath: "/robots.txt" });
  const base = server.url;
  assertLoopback(base);

  console.log(`[${elapsed()} s] signing in ${ACCOUNTS} members`);
  const cookies = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    cookies.push(await signIn(base, `muat${i + 1}@bidanku.test`, "member123", nextIp()));
  }

  // The pages readers read, and how often.
  const mix = REALISTIC
    ? readerMix(articleIds.slice(0, MIX_ARTICLES))
    : [
        { path: "/", kind: "GET /", weight: 1 },
        { path: "/artikel", kind: "GET /artikel", weight: 1 },
        { path: `/artikel/${articleIds[0]}`, kind: "GET /artikel/:id", weight: 1, article: articleIds[0] },
      ];
  const mixArticles = mix.filter((page) => page.article !== undefined);
  const accepted = { comment: [], question: [] };
  const exhausted = { comments: false };
  let views = 0;

  const before = await settle(() => readD1(base), { quietMs: 1_000 });
  const deadline = Date.now() + DURATION * 1000;

  async function reader(index) {
    // Realistic: each reader draws its own seeded sequence; writes: the three pages in turn.
    const pick = REALISTIC ? weightedPicker(mix, seededRandom(index + 1)) : null;
    for (let n = index; Date.now() < deadline; n++) {
      const page = pick ? pick() : mix[n % mix.length];
      const result = await timed(page.kind, `${base}${page.path}`, {}, (status) => status === 200, {
        anonymousView: true,
      });
      if (result.ok) views++;
    }
  }

  /** One member's comment on `articleId`; in the realistic mix the browser then shows the article. */
  async function comment(n, articleId) {
    const account = n % ACCOUNTS;
    const marker = `muat-${RUN_ID}-k${n}`;
    const result = await timed(
      "POST comment",
      `${base}/artikel/${articleId}`,
      {
        method: "POST",
        body: new URLSearchParams({ intent: "comment", content: `Komentar uji beban ${marker} selesai` }),
        headers: {
          Cookie: cookies[account],
          Origin: base,
          "CF-Connecting-IP": nextIp(),
          "Content-Type": "application/x-www-form-urlencoded",
        },
      },
      (status, location) => status === 302 && location?.startsWith(`/artikel/${articleId}#komentar-`) === true,
    );
    if (result.ok) accepted.comment.push(marker);
    if (REALISTIC && result.ok) {
      await timed(
        "GET /artikel/:id (member)",
        `${base}/artikel/${articleId}`,
        { headers: { Cookie: cookies[account] } },
        (status) => status === 200,
      );
    }
  }

  /** Realistic: one comment per COMMENT_EVERY anonymous views, on an article drawn like a reader's. */
  async function paceComments() {
    const pickArticle = weightedPicker(mixArticles, seededRandom(1_000));
    let posted = 0;
    while (Date.now() < deadline) {
      if (commentsDue(views, COMMENT_EVERY) <= posted) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      if (Math.floor(posted / ACCOUNTS) >= COMMENTS_PER_ACCOUNT) {
        exhausted.comments = true;
        return;
      }
      await comment(posted, pickArticle().article);
      posted++;
    }
  }

  /** Writes: comments as fast as they are answered. */
  async function commentStream() {
    for (let n = 0; Date.now() < deadline; n++) {
      if (Math.floor(n / ACCOUNTS) >= COMMENTS_PER_ACCOUNT) {
        exhausted.comments = true;
        return;
      }
      await comment(n, articleIds[n % articleIds.length]);
    }
  }

  async function questionStream() {
    for (let n = 0; Date.now() < deadline; n++) {
      const marker = `muat-${RUN_ID}-t${n}`;
      const result = await timed(
        "POST question",
        `${base}/tanya-kami`,
        {
          method: "POST",
          body: new URLSearchParams({
            name: "Pengunjung Uji",
            email: `tanya${n}@contoh.id`,
            topic: "Kehamilan",
            question: `Pertanyaan uji beban ${marker} selesai`,
          }),
          headers: {
            Origin: base,
            "CF-Connecting-IP": nextIp(),
            "Content-Type": "application/x-www-form-urlencoded",
          },
        },
        (status, location) => status === 302 && location === "/tanya-kami",
      );
      if (result.ok) accepted.question.push(marker);
    }
  }

  const shape = REALISTIC
    ? `${CONCURRENCY} anonymous readers over ${mix.length} pages + 1 member's comment per ${COMMENT_EVERY} views`
    : `${CONCURRENCY} readers + 1 comment stream + 1 question stream`;
  console.log(`[${elapsed()} s] load (${MIX} mix): ${DURATION} s, ${shape}`);
  const phaseStart = performance.now();
  const writers = REALISTIC ? [paceComments()] : [commentStream(), questionStream()];
  await Promise.all([...Array.from({ length: CONCURRENCY }, (_, i) => reader(i)), ...writers]);
  const phaseSeconds = (performance.now() - phaseStart) / 1000;

  // D1 over the run, until the counts queue's consumer has written the run's last batch.
  console.log(`[${elapsed()} s] waiting for background work and the counts queue (batch time 5 s)`);
  const drained = await settle(() => readD1(base), { minMs: QUEUE_FLUSH_MS, quietMs: 1_000, timeoutMs: 120_000 });
  const total = d1Delta(before.reading, drained.reading);

  // Every page of the mix once more, now stored: its D1 use, background included, must be none.
  // A page a late comment retired (no reader came since) is stored by that first GET, and
  // measured with a second one. Article pages last: the readings they send are written by the
  // consumer 5 s later, after these.
  console.log(`[${elapsed()} s] cached views: each page of the mix once, D1 counted until settled`);
  const cachedViews = [];
  let storedByTheCheck = 0;
  for (const page of [...mix.filter((page) => !page.article), ...mixArticles]) {
    let view = await measuredGet(base, page.path);
    if (view.cache === "MISS") {
      storedByTheCheck++;
      view = await measuredGet(base, page.path);
    }
    cachedViews.push({ path: page.path, cache: view.cache, count: view.settled.count, writes: view.settled.writes });
  }

  await server.stop();
  server = undefined;

  // Every accepted post must be in D1.
  const like = `muat-${RUN_ID}-`;
  const stored = new Set(
    localQuery(
      dir,
      `SELECT content AS text FROM comments WHERE instr(content, '${like}') > 0 UNION ALL SELECT question FROM questions WHERE instr(question, '${like}') > 0`,
    ).flatMap((row) => row.text.match(/muat-[0-9a-z]+-[kt]\d+/g) ?? []),
  );
  const acceptedAll = [...accepted.comment, ...accepted.question];
  const lost = acceptedAll.filter((marker) => !stored.has(marker));
  const unacknowledged = [...stored].filter((marker) => !acceptedAll.includes(marker));

  const order = [
    ...new Set(mix.map((page) => page.kind)),
    "GET /artikel/:id (member)",
    "POST comment",
    "POST question",
  ];
  const rows = [...stats.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  const totalRequests = rows.reduce((sum, [, entry]) => sum + entry.latencies.length, 0);
  const totalErrors = rows.reduce((sum, [, entry]) => sum + entry.errors, 0);
  const anonymousRows = rows.filter(([kind]) => mix.some((page) => page.kind === kind));
  const otherRows = rows.filter(([kind]) => !mix.some((page) => page.kind === kind));
  const tally = emptyTally();
  for (const [, entry] of anonymousRows) for (const key of Object.keys(tally)) tally[key] += entry.cache[key];
  const anonymousViews = tally.HIT + tally.STALE + tally.MISS + tally.none;
  const sumOf = (list, key) => list.reduce((sum, [, entry]) => sum + entry[key], 0);
  // What the members' requests and the posts took (their answers' counts); the rest of the run's
  // D1 use, background work and the counts queue's consumer included, is put down to the
  // anonymous views (so a member's reading-list entry, written by the consumer, counts there).
  const others = { trips: sumOf(otherRows, "trips"), writes: sumOf(otherRows, "writes") };
  const answers = { trips: sumOf(anonymousRows, "trips"), writes: sumOf(anonymousRows, "writes") };
  const perView = (value) => (anonymousViews ? (value / anonymousViews).toFixed(3) : "-");
  const pct = (value) => (Number.isNaN(value) ? "-" : `${(value * 100).toFixed(1)}%`);

  const fmt = (ms) => ms.toFixed(0);
  const lines = [
    `Load test (${MIX} mix): ${phaseSeconds.toFixed(1)} s, ${shape}, wrangler dev (local workerd + local D1, edge cache on) on 127.0.0.1, ${new Date().toISOString().slice(0, 10)}.`,
    "",
    "| kind | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | errors | D1 trips/req | edge cache HIT / STALE / MISS / none | hit ratio |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
  ];
  for (const [kind, entry] of rows) {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    const anonymous = anonymousRows.some(([name]) => name === kind);
    const cache = anonymous
      ? `${entry.cache.HIT} / ${entry.cache.STALE} / ${entry.cache.MISS} / ${entry.cache.none}`
      : "-";
    lines.push(
      `| ${kind} | ${sorted.length} | ${(sorted.length / phaseSeconds).toFixed(1)} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 90))} | ${fmt(percentile(sorted, 99))} | ${fmt(sorted.at(-1) ?? 0)} | ${entry.errors} | ${entry.counted ? (entry.trips / entry.counted).toFixed(2) : "-"} | ${cache} | ${anonymous ? pct(hitRatio(entry.cache)) : "-"} |`,
    );
  }
  const all = rows.flatMap(([, entry]) => entry.latencies).sort((a, b) => a - b);
  lines.push(
    `| **all** | ${totalRequests} | ${(totalRequests / phaseSeconds).toFixed(1)} | ${fmt(percentile(all, 50))} | ${fmt(percentile(all, 90))} | ${fmt(percentile(all, 99))} | ${fmt(all.at(-1) ?? 0)} | ${totalErrors} | | ${tally.HIT} / ${tally.STALE} / ${tally.MISS} / ${tally.none} | ${pct(hitRatio(tally))} |`,
    "",
    `Edge cache: ${pct(hitRatio(tally))} of ${anonymousViews} anonymous page views answered from the cache (HIT or STALE; an answer without X-Cache counts as a miss).`,
    "",
    `D1 by the Worker's own count (/__test/d1), from the start of the run until the counts queue had written its last batch${drained.settled ? "" : " (**still changing when the wait ended**)"}: ` +
      `${total.count} round trips, ${total.queries} statements, ${total.writes} writes. ` +
      `${REALISTIC ? "Members' requests (comments and the article shown after each)" : "Posts (members' comments, visitors' questions)"}, by their answers' counts: ${others.trips} round trips, ${others.writes} writes. ` +
      `Anonymous page answers: ${answers.trips} round trips, ${answers.writes} writes. ` +
      `Background (edge cache refreshes, the counts queue's consumer): ${total.count - others.trips - answers.trips} round trips, ${total.writes - others.writes - answers.writes} writes.`,
    `Per anonymous view (everything but the ${REALISTIC ? "members' requests" : "posts"}, ÷ ${anonymousViews} views): **${perView(total.count - others.trips)} round trips, ${perView(total.writes - others.writes)} writes**.`,
    "",
    `Cached views after the run (each page once, D1 round trips/writes counted until settled${storedByTheCheck ? `; ${storedByTheCheck} page${storedByTheCheck === 1 ? " was" : "s were"} retired by a late comment, stored by a first GET and measured with a second` : ""}): ${cachedViews.map((view) => `${view.path} ${view.cache} ${view.count}/${view.writes}`).join(", ")}.`,
    "",
    `Accepted posts: ${accepted.comment.length} comments, ${accepted.question.length} questions. ` +
      `Found in D1: ${acceptedAll.length - lost.length} of ${acceptedAll.length}. **Lost writes: ${lost.length}.**` +
      (unacknowledged.length ? ` Stored without a success answer: ${unacknowledged.length}.` : ""),
  );
  if (exhausted.comments)
    lines.push(
      "",
      `The comment stream stopped early: all ${ACCOUNTS} accounts used their ${COMMENTS_PER_ACCOUNT} comments (raise --accounts).`,
    );
  const targets = judgeTargets({ cachedViews, tally });
  lines.push(
    "",
    REALISTIC
      ? "Targets (issue 32 item 7; a miss fails the run):"
      : "Targets (judged in the realistic mix only; shown for comparison):",
    "",
    "| target | measured | |",
    "|---|---|---|",
    ...targets.map((target) => `| ${target.target} | ${target.measured} | ${target.ok ? "holds" : "**MISSED**"} |`),
  );
  console.log(`\n${lines.join("\n")}\n`);
  if (errorSamples.length) console.log(`Errors (first ${errorSamples.length}):\n  ${errorSamples.join("\n  ")}`);
  if (lost.length) console.log(`Lost: ${lost.slice(0, 20).join(", ")}`);
  const missed = REALISTIC && targets.some((target) => !target.ok);
  if (missed)
    console.log(
      `Missed: ${targets
        .filter((target) => !target.ok)
        .map((target) => target.target)
        .join("; ")}.`,
    );
  exitCode = totalErrors > 0 || lost.length > 0 || missed ? 1 : 0;
} catch (error) {
  console.error(`loadtest failed: ${error.message}`);
  exitCode = 1;
} finally {
  if (server) await server.stop();
}
console.log(`[${elapsed()} s] ${exitCode ? "FAILED" : "passed"}`);
process.exit(exitCode);
