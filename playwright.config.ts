import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

// E2E_PORT lets a second checkout run its journeys beside this one.
const PORT = Number(process.env.E2E_PORT ?? 8788);
const executablePath = CHROMIUM_PATH;

// Journeys run against the built Worker served by `wrangler dev` on its own fresh local D1.
// File names say where a test runs: *.all.spec.ts everywhere, *.js.spec.ts with JavaScript,
// *.nojs.spec.ts without, *.mobile.spec.ts on the 360 px phone.
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    trace: "retain-on-failure",
    // The service worker (decision 047) would answer pages from its cache: journeys test the
    // server. tests/e2e/offline.js.spec.ts allows it, each test in a fresh context.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "js",
      testMatch: /.*\.(all|js)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "nojs",
      testMatch: /.*\.(all|nojs)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false },
    },
    {
      name: "mobile-360",
      testMatch: /.*\.(all|mobile)\.spec\.ts/,
      use: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
