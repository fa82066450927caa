import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { buildDemoAccountStatements, buildSeedStatements } from "./scripts/seed-sql.mjs";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// Integration tests run inside workerd with a real local D1 and R2. Requests go to the built
// Worker (build/server/index.js, made by `npm run build`), the same artifact that is deployed.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: path("./build/server/index.js"),
      wrangler: { configPath: path("./wrangler.toml") },
      miniflare: {
        // Counts go to a queue nobody consumes here, so no batch lands in the middle of another
        // test's check that nothing was written: tests read what was sent at /__test/d1 and run
        // the Worker's `queue` export themselves (tests/integration/counts.test.ts).
        queueProducers: { COUNTS: { queueName: "bidanku-counts-tests" } },
        bindings: {
          SESSION_SECRET: "integration-test-secret-0123456789abcdef0123456789",
          ENABLE_TEST_ROUTES: "true",
          // Tests change D1 behind the pages' backs; tests/integration/edge-cache.test.ts turns it on.
          EDGE_CACHE: "off",
          // Registrations answer at once here; the floor is unit-tested (app/domain/timing.ts)
          // and the journeys run with the real one.
          REGISTER_MIN_MS: "0",
          TEST_MIGRATIONS: await readD1Migrations(path("./migrations")),
          TEST_SEED: [...buildSeedStatements(), ...(await buildDemoAccountStatements())],
          BETTER_AUTH_SECRET: "integration-test-better-auth-secret-0123456789abcdef",
        },
      },
    })),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^postcss$/, replacement: path("./app/server/postcss-stub.cjs") },
      // tests/integration/helpers.ts calls the built Worker's fetch directly.
      { find: /^built-worker$/, replacement: path("./build/server/index.js") },
    ],
  },
  test: {
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/integration/setup.ts"],
    // Requests run through the whole Worker (better-auth hashes passwords, D1 writes): on a busy
    // 2-core machine a sound test can take longer than vitest's default 5 s.
    testTimeout: 30_000,
    // Two files at a time (vitest's default here is one: CPUs minus one). Each file has its own
    // workerd and D1, and half a file's time is spent starting it; three measured no faster.
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
