// Rebuilds the search index (issue 33, decision 070) from the articles and Tanya Jawab's answers in D1:
//   npm run search:rebuild -- --local [--persist-to DIR]            the whole index, made again
//   npm run search:rebuild -- --remote --yes-rebuild-production --if-stale
// Reads every article through wrangler (500 at a time) and works out each one's entries with the
// Worker's own code (app/server/search-index.server.ts, run through tsx). Without --if-stale it
// empties the index and writes it again in one SQL file (the seed does this; use it on a quiet
// database: a save made while it runs is overwritten). With --if-stale (what `npm run deploy`
// runs, after the new Worker is live) it does nothing when the index was built with the code's
// SEARCH_INDEX_VERSION, and otherwise re-indexes article by article, each only while it is as
// read, so the running site's own saves and deletes are never undone. Saving or deleting an
// article keeps the index current on its own; this is for a new database, a database filled
// some other way (a restore, a bulk import), or new rules.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { option, ROOT, WRANGLER_ENV } from "./backup-lib.mjs";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
if (remote && !args.includes("--yes-rebuild-production")) {
  console.error("Refusing to rebuild the remote index without --yes-rebuild-production.");
  process.exit(1);
}
if (!remote && !args.includes("--local")) {
  console.error("Usage: npm run search:rebuild -- --local [--persist-to DIR] | --remote --yes-rebuild-production");
  process.exit(1);
}
const persistTo = option(args, "--persist-to");
const ifStale = args.includes("--if-stale");
const target = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];

// The Worker's code, in TypeScript: this script runs under `node --import tsx`.
const { ANSWERS_FOR_INDEX_SQL, rebuildSql, reindexSql } = await import(
  new URL("../app/server/search-index.server.ts", import.meta.url).href
);
const { SEARCH_INDEX_VERSION } = await import(new URL("../app/domain/search-index.ts", import.meta.url).href);

function wranglerD1(extra) {
  return execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...target, ...extra], {
    cwd: ROOT,
    env: WRANGLER_ENV,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** Rows of one query. */
function query(sql) {
  const out = wranglerD1(["--json", "--command", sql]);
  return JSON.parse(out.slice(out.indexOf("["))).flatMap((result) => result.results ?? []);
}

if (ifStale) {
  const version = query("SELECT value FROM search_meta WHERE name = 'version'")[0]?.value;
  if (version === SEARCH_INDEX_VERSION) {
    console.log(`Search index: current (version ${version}), nothing to do.`);
    process.exit(0);
  }
}

const PAGE = 500;
const articles = [];
for (let after = 0; ; ) {
  const rows = query(
    `SELECT id, title, excerpt, category, tags, content, updated_at FROM articles WHERE id > ${after} ORDER BY id LIMIT ${PAGE}`,
  );
  articles.push(...rows);
  if (rows.length < PAGE) break;
  after = rows.at(-1).id;
}

// Tanya Jawab's answers (issue 39): few and short, read at once.
const answers = query(ANSWERS_FOR_INDEX_SQL);

const statements = ifStale ? reindexSql(articles, answers) : rebuildSql(articles, answers);
const dir = mkdtempSync(join(tmpdir(), "bidanku-search-"));
try {
  const file = join(dir, "search.sql");
  writeFileSync(file, `${statements.join("\n")}\n`);
  wranglerD1(["--file", file, "--yes"]);
  const how = ifStale ? "re-indexed one by one" : "indexed";
  console.log(
    `Search index: ${articles.length} articles and ${answers.length} answers ${how} (${statements.length} statements).`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
