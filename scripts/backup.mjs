// Exports the D1 database to a timestamped SQL file (schema and data) with `wrangler d1 export`.
//   npm run db:backup -- --local [--persist-to DIR] [--out DIR]
//   npm run db:backup -- --remote [--out DIR]
// Images in R2 are not in the export: see docs/backup.md.
import { mkdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { DEFAULT_PERSIST, exportDatabase, option, ROOT, stamp, wranglerError } from "./backup-lib.mjs";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
if (remote === args.includes("--local")) {
  console.error("Usage: npm run db:backup -- --local [--persist-to DIR] [--out DIR] | --remote [--out DIR]");
  process.exit(2);
}
const persistTo = resolve(option(args, "--persist-to") ?? DEFAULT_PERSIST);
if (remote && args.includes("--persist-to")) {
  console.error("--persist-to is for --local only.");
  process.exit(2);
}
const outDir = resolve(option(args, "--out") ?? join(ROOT, "backups"));
mkdirSync(outDir, { recursive: true });

let file = join(outDir, `bidanku-${stamp()}.sql`);
// Two backups in the same second never overwrite each other.
for (let n = 2; exists(file); n++) file = join(outDir, `bidanku-${stamp()}-${n}.sql`);

try {
  exportDatabase({ remote, persistTo, output: file });
} catch (error) {
  console.error(`Backup failed: ${wranglerError(error)}`);
  process.exit(1);
}
const size = statSync(file).size;
console.log(`Backup (${remote ? "remote" : "local"}): ${relative(process.cwd(), file) || file} (${formatSize(size)})`);

function exists(path) {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

function formatSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
