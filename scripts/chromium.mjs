// The system Chromium every browser run here uses (Playwright's journeys, the bench, Lighthouse),
// with the same flags: no sandbox (containers), headless, and nothing that calls home.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
