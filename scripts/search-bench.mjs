// How the time of a search grows with the number of articles (issue 33):
//   npm run bench:search [-- --sizes 16,2000,20000] [--port 8792] [--build] [--keep | --reuse]
// For each size N (default 16, 2,000 and 20,000): a fresh migrated and seeded local D1 in
// .wrangler/search-bench-<N>, N - 16 generated articles added next to the 16 of the seed, and the
// search index rebuilt for all of them with the Worker's own rebuildSql
// (app/server/search-index.server.ts, through tsx). The generated articles are deterministic
// (seededRandom) and read like the site's: each body is 300-700 words of sentences sampled from
// the seed articles' bodies, with about one word in 15 replaced by a random root word of the
// stemmer's dictionary (ROOT_WORDS), so the vocabulary grows with N as a real site's does.
// Everything is written as SQL files of a few MB run by `wrangler d1 execute --file` (one batch,
// so one transaction, per file). Wrangler's local statement splitter takes time quadratic in the
// length of a quoted string, so rebuildSql keeps each INSERT's JSON to 8 KB.
//
// The built Worker is then served with `wrangler dev` on 127.0.0.1 over that database (test
// routes on, so every answer says its D1 round trips in X-D1-Round-Trips) and each query of
// QUERIES is fetched 2 times to warm up and 15 times timed (wall clock of the whole answer, which
// must be a 200). Every request carries an extra parameter (`bench`) that no page reads: the edge
// cache passes such a request by (app/server/edge-cache.server.ts, mayUseCache), so each one runs
// the search rather than being answered from the cache, as a repeated anonymous search would be.
// The server is stopped after each size, whatever happens. The run prints a markdown table: the
// median and worst time per query at each size, the ratio of the largest size's median to the
// seed's, the D1 round trips, the results found, and per size the seeding's steps, the index's
// rows and the database's size (pages counted with the sqlite3 tool when there is one).
// `--keep` keeps the databases (about 0.6 GB at 20,000 articles); by default each is removed once
// measured; `--reuse` times again the databases an earlier run of this script kept (seeding only
// a size it did not keep) and keeps them. Only this machine's loopback is ever contacted; the run stops by itself after 2 hours.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join } from "node:path";
import {
  assertLoopback,
  ensureBuild,
  freshSeededDatabase,
  localQuery,
  option,
  ROOT,
  startServer,
  wrangler,
  wranglerError,
} from "./backup-lib.mjs";
import { seededRandom } from "./perf/load-mix.mjs";

// The Worker's own code, in TypeScript: this script runs under `node --import tsx`.
const { rebuildSql } = await import(new URL("../app/server/search-index.server.ts", import.meta.url).href);
const { textOfHtml } = await import(new URL("../app/domain/search-index.ts", import.meta.url).href);
const { ROOT_WORDS } = await import(new URL("../app/domain/indonesian-root-words.ts", import.meta.url).href);

/** The searches timed, and what each stands for. */
const QUERIES = [
  { q: "hamil", kind: "common word" },
  { q: "preeklampsia", kind: "rare word" },
  { q: "gizi hamil", kind: "two words" },
  { q: "anemia hamil", kind: "two words" },
  { q: "imunsasi", kind: "typo" },
  { q: "apakah ibu hamil boleh minum kopi", kind: "question" },
  { q: "kehamilan trimester pertama", kind: "three words" },
  { q: "zzzz", kind: "no result" },
  { q: null, kind: "list without q (baseline)" },
];
const WARM_UPS = 2;
const RUNS = 15;
const REQUEST_TIMEOUT_MS = 60_000;
/** SQL per file given to `wrangler d1 execute --file` (one batch, one transaction). */
const FILE_BYTES = 8_000_000;
/** SQL per INSERT statement: D1 refuses statements over 100 KB. */
const STATEMENT_BYTES = 90_000;
const SEED_DIR = join(ROOT, "drizzle/seed");
const DAY_MS = 86_400_000;

const args = process.argv.slice(2);
const SIZES = (option(args, "--sizes") ?? "16,2000,20000").split(",").map((s) => Number(s.trim()));
if (SIZES.some((n) => !Number.isInteger(n) || n < 16 || n > 100_000)) {
  console.error("--sizes must be whole numbers from 16 (the seed alone) to 100000, separated by commas.");
  process.exit(2);
}
SIZES.sort((a, b) => a - b);
const PORT_OPTION = option(args, "--port");
const PORT = PORT_OPTION === undefined ? undefined : Number(PORT_OPTION);
if (PORT !== undefined && (!Number.isInteger(PORT) || PORT < 1 || PORT > 65535)) {
  console.error("--port must be a whole number from 1 to 65535.");
  process.exit(2);
}
const REUSE = args.includes("--reuse");
const KEEP = REUSE || args.includes("--keep");

const started = Date.now();
const log = (/** @type {string} */ message) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);
const seconds = (/** @type {number} */ from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

// Whatever happens, the run ends (backup-lib stops any server it started when the process exits).
setTimeout(() => {
  console.error("search-bench: hard time limit (2 h) reached, stopping.");
  process.exit(1);
}, 7_200_000).unref();

const work = mkdtempSync(join(tmpdir(), "bidanku-search-bench-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));

// ---------------------------------------------------------------------------------------------
// The generated articles.

/** @typedef {{ id: number, title: string, excerpt: string, category: string, tags: string, content: string, author: string | null, publishedAt: number }} GeneratedArticle */

/** @type {{ title: string, category: string, tags?: string[], author?: string, contentFile: string, publishedAt: string | null }[]} */
const seedArticles = JSON.parse(readFileSync(join(SEED_DIR, "articles.json"), "utf8"));
/** @type {string[]} */
const seedCategories = JSON.parse(readFileSync(join(SEED_DIR, "categories.json"), "utf8"));
const seedTags = [...new Set(seedArticles.flatMap((a) => a.tags ?? []))];
const seedAuthors = [...new Set(seedArticles.map((a) => a.author ?? null))];
const titleWords = seedArticles.flatMap((a) => a.title.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}-]/gu, "")));
const rootWords = /** @type {string} */ (ROOT_WORDS)
  .split("\n")
  .map((w) => w.trim())
  .filter(Boolean);

/** The seed bodies' sentences: blocks (paragraphs, headings, list items) cut at their sentence ends. */
const sentences = seedArticles.flatMap((article) => {
  const html = readFileSync(join(SEED_DIR, article.contentFile), "utf8");
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|td|th)\s*>/i)
    .map((block) => /** @type {string} */ (textOfHtml(block)))
    .flatMap((text) => text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d"(])/u))
    .map((s) => s.trim())
    .filter((s) => s.split(" ").length >= 4)
    .map((s) => (/[.!?:]$/.test(s) ? s : `${s}.`));
});
if (sentences.length < 100) throw new Error(`only ${sentences.length} sentences in the seed bodies`);

/** Articles published over three years up to the newest seed article (never in the future). */
const NEWEST = Math.min(
  Date.now() - DAY_MS,
  Math.max(...seedArticles.map((a) => (a.publishedAt ? Date.parse(a.publishedAt) : 0))),
);

const escapeHtml = (/** @type {string} */ text) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const capitalized = (/** @type {string} */ word) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `count` articles with ids from `firstId`, the same for the same arguments.
 * @param {number} count
 * @param {number} firstId
 * @returns {GeneratedArticle[]}
 */
function generateArticles(count, firstId) {
  const random = seededRandom(33);
  const pick = (/** @type {readonly any[]} */ items) => items[Math.floor(random() * items.length)];
  /** A sentence with about one word in 15 replaced by a root word (its punctuation kept). */
  const mixed = (/** @type {string} */ sentence) =>
    sentence
      .split(" ")
      .map((token, i) => {
        if (random() >= 1 / 15) return token;
        const [, word, tail] = /** @type {RegExpMatchArray} */ (token.match(/^(.*?)([.,;:!?)"]*)$/));
        const root = pick(rootWords);
        return word ? `${i === 0 ? capitalized(root) : root}${tail}` : token;
      })
      .join(" ");
  /** @type {GeneratedArticle[]} */
  const articles = [];
  for (let n = 0; n < count; n++) {
    const words = 300 + Math.floor(random() * 401);
    /** @type {string[]} */
    const body = [];
    for (let total = 0; total < words; ) {
      const sentence = mixed(pick(sentences));
      body.push(sentence);
      total += sentence.split(" ").length;
    }
    /** @type {string[]} */
    const paragraphs = [];
    for (let i = 0; i < body.length; ) {
      const length = 3 + Math.floor(random() * 4);
      paragraphs.push(`<p>${escapeHtml(body.slice(i, i + length).join(" "))}</p>`);
      i += length;
    }
    const titleLength = 4 + Math.floor(random() * 5);
    const title = Array.from({ length: titleLength }, () =>
      capitalized(random() < 0.6 ? pick(titleWords) : pick(rootWords)),
    ).join(" ");
    const tagCount = 2 + Math.floor(random() * 2);
    /** @type {Set<string>} */
    const tags = new Set();
    while (tags.size < tagCount) tags.add(pick(seedTags));
    articles.push({
      id: firstId + n,
      title,
      excerpt: body[0],
      category: pick(seedCategories),
      tags: JSON.stringify([...tags]),
      content: paragraphs.join("\n"),
      author: pick(seedAuthors),
      publishedAt: NEWEST - Math.floor(random() * 3 * 365 * DAY_MS),
    });
  }
  return articles;
}

// ---------------------------------------------------------------------------------------------
// SQL through wrangler.

/** An SQL string literal (single quotes doubled), or NULL. */
function literal(/** @type {string | null} */ value) {
  if (value === null) return "NULL";
  if (value.includes("\0") || /BEGIN TRANSACTION;|COMMIT;/i.test(value))
    throw new Error(`text that wrangler would alter: ${value.slice(0, 60)}`);
  return `'${value.replaceAll("'", "''")}'`;
}

/** Multi-row INSERTs of the articles, each statement under STATEMENT_BYTES. */
function articleInserts(/** @type {GeneratedArticle[]} */ articles) {
  const head =
    "INSERT INTO articles (id, title, excerpt, content, category, author, featured, tags, published_at, created_at, updated_at) VALUES ";
  /** @type {string[]} */
  const statements = [];
  /** @type {string[]} */
  let rows = [];
  let bytes = head.length;
  const flush = () => {
    if (rows.length > 0) statements.push(`${head}${rows.join(",\n")};`);
    rows = [];
    bytes = head.length;
  };
  for (const a of articles) {
    const row = `(${a.id}, ${literal(a.title)}, ${literal(a.excerpt)}, ${literal(a.content)}, ${literal(a.category)}, ${literal(a.author)}, 0, ${literal(a.tags)}, ${a.publishedAt}, ${a.publishedAt}, ${a.publishedAt})`;
    const size = Buffer.byteLength(row) + 2;
    if (head.length + size + 1 > STATEMENT_BYTES) throw new Error(`article ${a.id} alone is over ${STATEMENT_BYTES} B`);
    if (bytes + size + 1 > STATEMENT_BYTES) flush();
    rows.push(row);
    bytes += size;
  }
  flush();
  return statements;
}

/**
 * Runs statements in order through `wrangler d1 execute --file`, FILE_BYTES of SQL per file.
 * @param {string} persistTo
 * @param {readonly string[]} statements
 * @param {string} what
 */
function executeInFiles(persistTo, statements, what) {
  const biggest = Math.max(0, ...statements.map((s) => Buffer.byteLength(s)));
  if (biggest >= 100_000) throw new Error(`${what}: a statement of ${biggest} B (D1 takes under 100 KB)`);
  let files = 0;
  let total = 0;
  /** @type {string[]} */
  let chunk = [];
  let bytes = 0;
  const flush = () => {
    if (chunk.length === 0) return;
    const file = join(work, `${what}-${files}.sql`);
    writeFileSync(file, `${chunk.join("\n")}\n`);
    try {
      wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file, "--yes"], {
        timeout: 1_800_000,
      });
    } catch (error) {
      throw new Error(`${what}, file ${files + 1}: ${wranglerError(error)}`);
    } finally {
      rmSync(file, { force: true });
    }
    files++;
    total += bytes;
    chunk = [];
    bytes = 0;
  };
  for (const statement of statements) {
    const size = Buffer.byteLength(statement) + 1;
    if (bytes + size > FILE_BYTES) flush();
    chunk.push(statement);
    bytes += size;
  }
  flush();
  return { files, megabytes: total / 1e6 };
}

/**
 * The size of the local D1's database, read once the server has stopped: its pages, as the
 * sqlite3 command-line tool counts them through the write-ahead log (workerd leaves much of the
 * database in that log, which holds old copies of pages too). Without the tool: the database file
 * and its log together, an upper bound.
 * @param {string} persistTo
 * @returns {{ bytes: number, exact: boolean }}
 */
function databaseSize(persistTo) {
  const dir = join(persistTo, "v3/d1/miniflare-D1DatabaseObject");
  const files = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(".sqlite") && n !== "metadata.sqlite") : [];
  if (files.length !== 1) throw new Error(`expected one D1 database file in ${dir}, found ${files.length}`);
  const file = join(dir, files[0]);
  try {
    const out = execFileSync("sqlite3", ["-readonly", file, "PRAGMA page_count; PRAGMA page_size;"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 60_000,
    });
    const [pages, pageSize] = out.trim().split(/\s+/).map(Number);
    if (Number.isInteger(pages) && Number.isInteger(pageSize)) return { bytes: pages * pageSize, exact: true };
  } catch {}
  const wal = `${file}-wal`;
  return { bytes: statSync(file).size + (existsSync(wal) ? statSync(wal).size : 0), exact: false };
}

// ---------------------------------------------------------------------------------------------
// One size.

/** @typedef {{ median: number, worst: number, trips: string, results: string }} Timing */
/** @typedef {{ ms: number, phases: Record<"seed" | "articles" | "rebuildSql" | "index", number> }} Seeding */
/** @typedef {{ size: number, seeding: Seeding | null, articles: number, entries: number, vocabulary: number, database: { bytes: number, exact: boolean }, load: number, timings: Map<string, Timing> }} SizeResult */

const label = (/** @type {string | null} */ q) => (q === null ? "/artikel (no q)" : q);
const pathOf = (/** @type {string | null} */ q) =>
  q === null ? "/artikel?bench=1" : `/artikel?q=${encodeURIComponent(q)}&bench=1`;

/**
 * One GET, read to the end; a status other than 200 or an answer from the edge cache stops the run.
 * @param {string} base
 * @param {string} path
 */
async function timedGet(base, path) {
  const url = `${base}${path}`;
  assertLoopback(url);
  const before = performance.now();
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const html = await response.text();
  const ms = performance.now() - before;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const cache = response.headers.get("X-Cache");
  if (cache === "HIT" || cache === "STALE") throw new Error(`${path} was answered from the edge cache (${cache})`);
  return { ms, response, html };
}

const COUNTS_SQL =
  "SELECT (SELECT count(*) FROM articles) AS articles, (SELECT count(*) FROM search_entries) AS entries, (SELECT count(*) FROM search_vocabulary) AS vocabulary";

/** The articles and the index's rows in a local D1. */
function countsOf(/** @type {string} */ persistTo) {
  const [row] = localQuery(persistTo, COUNTS_SQL);
  return { articles: Number(row.articles), entries: Number(row.entries), vocabulary: Number(row.vocabulary) };
}

/**
 * A fresh seeded database in `persistTo` with `size` articles and their index.
 * @param {number} size
 * @param {string} persistTo
 * @returns {Seeding}
 */
function seedDatabase(size, persistTo) {
  const seedStart = Date.now();
  log(`${size} articles: fresh seeded database in ${persistTo}`);
  freshSeededDatabase(persistTo);
  const seedRows = localQuery(
    persistTo,
    "SELECT id, title, excerpt, category, tags, content FROM articles ORDER BY id",
  );
  if (seedRows.length !== 16) throw new Error(`the seed has ${seedRows.length} articles, not 16`);
  log(`  migrations and seed (with its index): ${seconds(seedStart)}`);
  /** Milliseconds of each step of the seeding. */
  const phases = { seed: Date.now() - seedStart, articles: 0, rebuildSql: 0, index: 0 };

  let step = Date.now();
  const firstId = Math.max(...seedRows.map((row) => Number(row.id))) + 1;
  const generated = generateArticles(size - 16, firstId);
  log(`  ${generated.length} articles generated: ${seconds(step)}`);
  if (generated.length > 0) {
    step = Date.now();
    const written = executeInFiles(persistTo, articleInserts(generated), "articles");
    phases.articles = Date.now() - step;
    log(`  articles inserted (${written.megabytes.toFixed(1)} MB of SQL in ${written.files} files): ${seconds(step)}`);

    step = Date.now();
    /** @type {string[]} */
    const statements = rebuildSql([...seedRows, ...generated]);
    phases.rebuildSql = Date.now() - step;
    log(`  rebuildSql over ${seedRows.length + generated.length} articles: ${seconds(step)}`);
    step = Date.now();
    const index = executeInFiles(persistTo, statements, "index");
    phases.index = Date.now() - step;
    log(
      `  index written (${statements.length} statements, ${index.megabytes.toFixed(1)} MB of SQL in ${index.files} files): ${seconds(step)}`,
    );
  }
  log(`  seeding ${size} articles took ${seconds(seedStart)}`);
  return { ms: Date.now() - seedStart, phases };
}

/**
 * Seeds a database of `size` articles (or, with --reuse, takes the one kept by an earlier run),
 * serves it, times the queries.
 * @param {number} size
 * @returns {Promise<SizeResult>}
 */
async function measureSize(size) {
  const persistTo = join(ROOT, `.wrangler/search-bench-${size}`);
  /** @type {Seeding | null} */
  let seeding = null;
  if (REUSE && existsSync(persistTo)) {
    try {
      const kept = countsOf(persistTo);
      if (kept.articles !== size || kept.entries === 0) throw new Error("not this size, or no index");
      log(`${size} articles: reusing the database kept in ${persistTo}`);
    } catch {
      seeding = seedDatabase(size, persistTo);
    }
  } else seeding = seedDatabase(size, persistTo);
  const counts = countsOf(persistTo);
  if (counts.articles !== size) throw new Error(`the database holds ${counts.articles} articles, not ${size}`);

  /** @type {Map<string, Timing>} */
  const timings = new Map();
  const load = os.loadavg()[0] ?? Number.NaN;
  const server = await startServer({ port: PORT, persistTo, readyPath: "/robots.txt" });
  try {
    assertLoopback(server.url);
    log(`  serving on ${server.url} (load average ${load.toFixed(2)})`);
    for (const path of ["/", "/artikel?bench=1", "/artikel?bench=1", pathOf("hamil"), pathOf("gizi")])
      await timedGet(server.url, path);
    for (const { q } of QUERIES) {
      for (let i = 0; i < WARM_UPS; i++) await timedGet(server.url, pathOf(q));
      /** @type {number[]} */
      const times = [];
      let trips = "?";
      let results = "?";
      for (let i = 0; i < RUNS; i++) {
        const { ms, response, html } = await timedGet(server.url, pathOf(q));
        times.push(ms);
        if (i === 0) {
          trips = response.headers.get("X-D1-Round-Trips") ?? "absent";
          results = html.match(q === null ? /(\d+) artikel\b/ : /(\d+) artikel ditemukan/)?.[1] ?? "?";
        }
      }
      times.sort((a, b) => a - b);
      const timing = { median: times[Math.floor(times.length / 2)], worst: times[times.length - 1], trips, results };
      timings.set(label(q), timing);
      log(
        `  ${label(q)}: median ${timing.median.toFixed(1)} ms, worst ${timing.worst.toFixed(1)} ms, ${trips} D1 round trips, ${results} results`,
      );
    }
  } finally {
    await server.stop();
  }
  const database = databaseSize(persistTo);
  if (!KEEP) rmSync(persistTo, { recursive: true, force: true });
  return {
    size,
    seeding,
    ...counts,
    database,
    load,
    timings,
  };
}

// ---------------------------------------------------------------------------------------------
// The run.

ensureBuild(args.includes("--build"));
/** @type {SizeResult[]} */
const results = [];
for (const size of SIZES) results.push(await measureSize(size));

const number = (/** @type {number} */ n) => n.toLocaleString("en-US");
const smallest = results[0];
const largest = results[results.length - 1];
const lines = [
  `Search time by number of articles (wall clock of GET on 127.0.0.1, ${RUNS} runs after ${WARM_UPS} warm-ups; median, worst in brackets; edge cache passed by):`,
  "",
  `| Query | ${results.map((r) => `${number(r.size)}: ms`).join(" | ")} | ${number(largest.size)} / ${number(smallest.size)} | D1 round trips (${results.map((r) => number(r.size)).join(" / ")}) | Results (${results.map((r) => number(r.size)).join(" / ")}) |`,
  `|---|${results.map(() => "---:").join("|")}|---:|---:|---:|`,
  ...QUERIES.map(({ q, kind }) => {
    const cells = results.map((r) => /** @type {Timing} */ (r.timings.get(label(q))));
    const ratio = cells[cells.length - 1].median / cells[0].median;
    const trips = cells.map((c) => c.trips).join(" / ");
    return `| \`${label(q)}\` (${kind}) | ${cells.map((c) => `${c.median.toFixed(1)} (${c.worst.toFixed(1)})`).join(" | ")} | ×${ratio.toFixed(2)} | ${trips} | ${cells.map((c) => c.results).join(" / ")} |`;
  }),
  "",
  "| Articles | Seeding: total (migrations + seed / articles / rebuildSql / index) | search_entries rows | search_vocabulary rows | DB file size | Load average |",
  "|---:|---:|---:|---:|---:|---:|",
  ...results.map(
    (r) =>
      `| ${number(r.articles)} | ${
        r.seeding
          ? `${(r.seeding.ms / 1000).toFixed(0)} s (${Object.values(r.seeding.phases)
              .map((ms) => (ms / 1000).toFixed(0))
              .join(" / ")})`
          : "reused"
      } | ${number(r.entries)} | ${number(r.vocabulary)} | ${r.database.exact ? "" : "≤ "}${(r.database.bytes / 1e6).toFixed(1)} MB | ${r.load.toFixed(2)} |`,
  ),
  "",
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, Node ${process.version}; total run ${seconds(started)}.`,
];
console.log(`\n${lines.join("\n")}`);
