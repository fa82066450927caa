// Serves the built Worker for Playwright on a fresh local D1 (migrated and seeded), kept apart
// from the developer's own local data in .wrangler/state.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.argv[2] ?? "8788";
const persistTo = ".wrangler/e2e-state";

rmSync(persistTo, { recursive: true, force: true });
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const quiet = { stdio: ["ignore", "ignore", "inherit"], env };
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], quiet);
execFileSync(process.execPath, ["scripts/seed.mjs", "--local", "--persist-to", persistTo], quiet);

const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--port",
    port,
    "--persist-to",
    persistTo,
    "--var",
    "ENABLE_TEST_ROUTES:true",
    // Journeys change D1 directly (e2eSql); the edge cache is proven in tests/integration/edge-cache.test.ts.
    "--var",
    "EDGE_CACHE:off",
    "--log-level",
    "warn",
  ],
  { stdio: "inherit", env },
);
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
