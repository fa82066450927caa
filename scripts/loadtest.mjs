// A bounded load test of the built Worker on this machine (npm run loadtest):
//   npm run loadtest -- [--duration 20] [--concurrency 8] [--accounts 25] [--port 8791]
// It serves the build with `wrangler dev` on 127.0.0.1 over a fresh migrated and seeded database
// in a temporary directory, then for `--duration` seconds runs `--concurrency` readers of /,
// /artikel and an article page, plus one stream of comment posts (signed-in members created for
// the run, each kept under its 20 comments an hour) and one stream of visitor questions to
// /tanya-kami (each from its own client address, with the browser's Origin header). Every post
// carries a unique marker. Afterwards it stops the server and checks in D1 that every accepted
// post's marker was stored. Exits 1 on any error (5xx, network error, unexpected status) or lost
// write. Only loopback addresses are ever sent traffic; the run stops by itself.
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
const DURATION = number("--duration", 20, 300);
const CONCURRENCY = number("--concurrency", 8, 64);
const ACCOUNTS = number("--accounts", 25, 200);
const PORT = number("--port", 8791, 65535);
/** Comments each load account may post (RATE_LIMITS.comment: 20 an hour). */
const COMMENTS_PER_ACCOUNT = 20;
const REQUEST_TIMEOUT_MS = 30_000;
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

const stats = new Map();
function record(kind, ms, ok, trips) {
  let entry = stats.get(kind);
  if (!entry) {
    entry = { latencies: [], errors: 0, trips: 0, tripCount: 0 };
    stats.set(kind, entry);
  }
  entry.latencies.push(ms);
  if (!ok) entry.errors++;
  if (trips !== null) {
    entry.trips += trips;
    entry.tripCount++;
  }
}
const errorSamples = [];

/** One request; returns the response facts, never throws (a network error is recorded as one). */
async function timed(kind, url, init, expect) {
  const started = performance.now();
  let status = 0;
  let location = null;
  let trips = null;
  let failure = null;
  try {
    const response = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    // The body is always read to the end, so the connection can be reused.
    await response.arrayBuffer();
    status = response.status;
    location = response.headers.get("Location");
    const header = response.headers.get("X-D1-Round-Trips");
    trips = header === null ? null : Number(header);
    if (!expect(status, location)) failure = `status ${status}${location ? ` -> ${location}` : ""}`;
  } catch (error) {
    failure = `${error.name}: ${error.cause?.code ?? error.message}`;
  }
  const ms = performance.now() - started;
  record(kind, ms, failure === null, trips);
  if (failure && errorSamples.length < 20) errorSamples.push(`${kind} ${new URL(url).pathname}: ${failure}`);
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
  server = await startServer({ port: PORT, persistTo: dir });
  const base = server.url;
  assertLoopback(base);

  console.log(`[${elapsed()} s] signing in ${ACCOUNTS} members`);
  const cookies = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    cookies.push(await signIn(base, `muat${i + 1}@bidanku.test`, "member123", nextIp()));
  }

  const readPaths = ["/", "/artikel", `/artikel/${articleIds[0]}`];
  const readKinds = ["GET /", "GET /artikel", "GET /artikel/:id"];
  const accepted = { comment: [], question: [] };
  const deadline = Date.now() + DURATION * 1000;
  const exhausted = { comments: false };

  async function reader(index) {
    for (let n = index; Date.now() < deadline; n++) {
      const which = n % readPaths.length;
      await timed(readKinds[which], `${base}${readPaths[which]}`, {}, (status) => status === 200);
    }
  }

  async function commentStream() {
    for (let n = 0; Date.now() < deadline; n++) {
      const account = n % ACCOUNTS;
      if (Math.floor(n / ACCOUNTS) >= COMMENTS_PER_ACCOUNT) {
        exhausted.comments = true;
        return;
      }
      const articleId = articleIds[n % articleIds.length];
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

  console.log(`[${elapsed()} s] load: ${DURATION} s, ${CONCURRENCY} readers + 1 comment stream + 1 question stream`);
  const phaseStart = performance.now();
  await Promise.all([...Array.from({ length: CONCURRENCY }, (_, i) => reader(i)), commentStream(), questionStream()]);
  const phaseSeconds = (performance.now() - phaseStart) / 1000;
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

  const order = [...readKinds, "POST comment", "POST question"];
  const rows = [...stats.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  const totalRequests = rows.reduce((sum, [, entry]) => sum + entry.latencies.length, 0);
  const totalErrors = rows.reduce((sum, [, entry]) => sum + entry.errors, 0);
  const fmt = (ms) => ms.toFixed(0);
  const lines = [
    `Load test: ${phaseSeconds.toFixed(1)} s, ${CONCURRENCY} readers + 1 comment stream + 1 question stream, wrangler dev (local workerd + local D1) on 127.0.0.1, ${new Date().toISOString().slice(0, 10)}.`,
    "",
    "| kind | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | errors | D1 trips/req |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const [kind, entry] of rows) {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    lines.push(
      `| ${kind} | ${sorted.length} | ${(sorted.length / phaseSeconds).toFixed(1)} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 90))} | ${fmt(percentile(sorted, 99))} | ${fmt(sorted.at(-1) ?? 0)} | ${entry.errors} | ${entry.tripCount ? (entry.trips / entry.tripCount).toFixed(1) : "-"} |`,
    );
  }
  const all = rows.flatMap(([, entry]) => entry.latencies).sort((a, b) => a - b);
  lines.push(
    `| **all** | ${totalRequests} | ${(totalRequests / phaseSeconds).toFixed(1)} | ${fmt(percentile(all, 50))} | ${fmt(percentile(all, 90))} | ${fmt(percentile(all, 99))} | ${fmt(all.at(-1) ?? 0)} | ${totalErrors} | |`,
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
  console.log(`\n${lines.join("\n")}\n`);
  if (errorSamples.length) console.log(`Errors (first ${errorSamples.length}):\n  ${errorSamples.join("\n  ")}`);
  if (lost.length) console.log(`Lost: ${lost.slice(0, 20).join(", ")}`);
  exitCode = totalErrors > 0 || lost.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`loadtest failed: ${error.message}`);
  exitCode = 1;
} finally {
  if (server) await server.stop();
}
console.log(`[${elapsed()} s] ${exitCode ? "FAILED" : "passed"}`);
process.exit(exitCode);
