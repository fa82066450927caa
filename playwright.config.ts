import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, journeyChromiumPath } from "./scripts/chromium.mjs";
import { freePort } from "./scripts/ports.mjs";

// The journeys' server takes a free port (issue 30), chosen once here and handed to the workers
// through the environment; E2E_PORT names one instead (a server already running there is reused
// outside CI).
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
// Chromium's headless shell when installed (decision 076), else the full browser.
const executablePath = journeyChromiumPath();

// Journeys run against the built Worker served by `wrangler dev` on its own fresh local D1.
// File names say where a test runs: *.js.spec.ts with JavaScript, *.nojs.spec.ts without,
// *.both.spec.ts in both (a form's plain journey and its enhanced one), *.mobile.spec.ts on the
// 360 px phone, *.all.spec.ts in all three (where the phone changes the journey: its menu, the
// charts, a long address on a narrow screen).
// Layout at 360 px is proven once per page type (layout.mobile.spec.ts), not by running every
// journey again on the phone (docs/testing.md).
const desktop = { ...devices["Desktop Chrome"], channel: undefined };
const withJs = /.*\.(all|both|js)\.spec\.ts$/;
const withoutJs = /.*\.(all|both|nojs)\.spec\.ts$/;
const onPhone = /.*\.(all|mobile)\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  // One at a time: the journeys share one server and one D1, and several change what every page
  // shows. Two workers measured 10% faster and made the database answer SQLITE_BUSY when a
  // journey's own write (tests/e2e/support.ts) met the server's (decision 060).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    // Recording a trace costs every test CPU time: only a retried test records one (CI retries once).
    trace: "on-first-retry",
    // The service worker (decision 047) would answer pages from its cache: journeys test the
    // server. tests/e2e/offline.js.spec.ts allows it, each test in a fresh context.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "js", testMatch: withJs, use: desktop },
    { name: "nojs", testMatch: withoutJs, use: { ...desktop, javaScriptEnabled: false } },
    {
      name: "mobile-360",
      testMatch: onPhone,
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
