// Builds the deploy bundle exactly as `wrangler deploy` would, without a Cloudflare account,
// and fails if it is missing or larger than the Workers limit allows.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const outdir = mkdtempSync(join(tmpdir(), "bidanku-deploy-"));
// Workers Paid allows 10 MiB compressed; stay far below it so cold starts stay quick.
const LIMIT_GZIP_BYTES = 3 * 1024 * 1024;

try {
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  let gzip = 0;
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(m?js|wasm)$/.test(name)) gzip += gzipSync(readFileSync(path)).length;
    }
  };
  walk(outdir);
  if (gzip === 0) throw new Error("the dry run produced no Worker code");
  const kib = (gzip / 1024).toFixed(0);
  if (gzip > LIMIT_GZIP_BYTES)
    throw new Error(`deploy bundle is ${kib} KiB gzip, over the ${LIMIT_GZIP_BYTES / 1024} KiB budget`);
  console.log(`Deploy dry run: Worker bundle ${kib} KiB gzip.`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
