// Loads the seed content into D1. Local by default; the remote (production) database only
// with both --remote and --yes-seed-production, so it never happens by accident.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDemoAccountStatements, buildSeedStatements } from "./seed-sql.mjs";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
if (remote && !args.includes("--yes-seed-production")) {
  console.error("Refusing to seed the remote database without --yes-seed-production.");
  process.exit(1);
}
if (!remote && !args.includes("--local")) {
  console.error("Usage: node scripts/seed.mjs --local [--persist-to DIR] | --remote --yes-seed-production");
  process.exit(1);
}
const persistIndex = args.indexOf("--persist-to");
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;

const dir = mkdtempSync(join(tmpdir(), "bidanku-seed-"));
const file = join(dir, "seed.sql");
try {
  // Demo accounts with known passwords exist only in local databases.
  // So are the demo practice's reviewer names on articles and guides (decision 011, issue 29).
  const statements = [
    ...buildSeedStatements({ demoReviewers: !remote }),
    ...(remote ? [] : await buildDemoAccountStatements()),
  ];
  writeFileSync(file, `${statements.join("\n")}\n`);
  const wranglerArgs = ["wrangler", "d1", "execute", "DB", remote ? "--remote" : "--local", "--file", file, "--yes"];
  if (persistTo) wranglerArgs.push("--persist-to", persistTo);
  execFileSync("npx", wranglerArgs, { stdio: ["ignore", "ignore", "inherit"] });
  console.log(`Seed: ${statements.length} statements applied (existing rows left as they were).`);
  // The search index from the articles now in the database (decision 070).
  const rebuildArgs = [
    "--import",
    "tsx",
    join(import.meta.dirname, "search-rebuild.mjs"),
    ...(remote ? ["--remote", "--yes-rebuild-production"] : ["--local"]),
  ];
  if (persistTo) rebuildArgs.push("--persist-to", persistTo);
  execFileSync(process.execPath, rebuildArgs, { stdio: ["ignore", "inherit", "inherit"] });
  if (!remote)
    console.log("Demo accounts: see README (member@bidanku.test, admin@bidanku.test, superadmin@bidanku.test).");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
