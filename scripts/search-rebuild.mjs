// Rebuilds the search index (issue 33, decision 070) from the articles in D1:
//   npm run search:rebuild -- --local [--persist-to DIR]
//   npm run search:rebuild -- --remote --yes-rebuild-production
// Reads every article through wrangler (500 at a time), works out each one's entries with the
// Worker's own code (app/server/search-index.server.ts, run through tsx) and writes the whole
// index again in one SQL file: the old entries emptied, the new ones in. The seed runs it; so does
// `npm run deploy`, after the migrations. Saving or deleting an article keeps the index current
// on its own; this is for a database filled some other way (a restore of an old backup, a bulk
// import) or an index made by an older version of the rules.
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
const target = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];

// The Worker's code, in TypeScript: this script runs under `node --import tsx`.
const { rebuildSql } = await import(new URL("../app/server/search-index.server.ts", import.meta.url).href);

function wranglerD1(extra) {
  return execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...target, ...extra], {
    cwd: ROOT,
    env: WRANGLER_ENV,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
}

const PAGE = 500;
const articles = [];
for (let after = 0; ; ) {
  const out = wranglerD1([
    "--json",
    "--command",
    `SELECT id, title, excerpt, category, tags, content FROM articles WHERE id > ${after} ORDER BY id LIMIT ${PAGE}`,
  ]);
  const rows = JSON.parse(out.slice(out.indexOf("["))).flatMap((result) => result.results ?? []);
  articles.push(...rows);
  if (rows.length < PAGE) break;
  after = rows.at(-1).id;
}

const statements = rebuildSql(articles);
const dir = mkdtempSync(join(tmpdir(), "bidanku-search-"));
try {
  const file = join(dir, "search.sql");
  writeFileSync(file, `${statements.join("\n")}\n`);
  wranglerD1(["--file", file, "--yes"]);
  console.log(`Search index: ${articles.length} articles indexed (${statements.length} statements).`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
