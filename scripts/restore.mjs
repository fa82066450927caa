// Restores a SQL export (npm run db:backup) into a FRESH local D1 with `wrangler d1 execute`.
//   npm run db:restore -- <file> --local [--persist-to DIR] [--force]
//   npm run db:restore -- <file> --ordered-to OUT   (only writes the reordered SQL, for a remote restore)
// A database that already has tables is refused unless --force, which first wipes the local D1
// of that directory (R2 and the rest of the local state are left alone). The remote database is
// restored with D1 Time Travel or by hand: see docs/backup.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DEFAULT_PERSIST, option, orderForRestore, userTables, wrangler, wranglerError } from "./backup-lib.mjs";

const args = process.argv.slice(2);
const file = args.find((arg, i) => !arg.startsWith("--") && !["--persist-to", "--ordered-to"].includes(args[i - 1]));
const orderedTo = option(args, "--ordered-to");
if (!file || !(args.includes("--local") || orderedTo)) {
  console.error("Usage: npm run db:restore -- <file.sql> --local [--persist-to DIR] [--force]");
  console.error("       npm run db:restore -- <file.sql> --ordered-to OUT.sql");
  if (args.includes("--remote")) console.error("Restoring the remote database: see docs/backup.md (Time Travel).");
  process.exit(2);
}
const persistTo = resolve(option(args, "--persist-to") ?? DEFAULT_PERSIST);
const force = args.includes("--force");

let sql;
try {
  sql = readFileSync(file, "utf8");
} catch (error) {
  console.error(`Cannot read ${file}: ${error.message}`);
  process.exit(1);
}
if (!/CREATE TABLE/i.test(sql)) {
  console.error(`${file} has no CREATE TABLE: not a full export (schema and data) of wrangler d1 export.`);
  process.exit(1);
}

if (orderedTo) {
  writeFileSync(orderedTo, orderForRestore(sql));
  console.log(`Wrote ${orderedTo}: ${file} in the order a fresh database accepts (nothing restored).`);
  process.exit(0);
}

const existing = userTables(persistTo);
if (existing.length > 0) {
  if (!force) {
    console.error(
      `Refusing to restore: the local D1 in ${persistTo} is not empty (${existing.length} tables). ` +
        "Use a fresh --persist-to directory, or --force to wipe it first.",
    );
    process.exit(1);
  }
  rmSync(join(persistTo, "v3/d1"), { recursive: true, force: true });
  console.log(`Wiped the local D1 in ${persistTo}.`);
}

const dir = mkdtempSync(join(tmpdir(), "bidanku-restore-"));
try {
  const ordered = join(dir, "restore.sql");
  writeFileSync(ordered, orderForRestore(sql));
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", ordered, "--yes"]);
} catch (error) {
  console.error(`Restore failed: ${wranglerError(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (process.exitCode) process.exit();
const tables = userTables(persistTo);
console.log(`Restored ${file} into ${persistTo} (${tables.length} tables).`);
