// The Chromium every browser run here uses (Playwright's journeys, the bench, Lighthouse), with
// the same flags: no sandbox (containers), headless, and nothing that calls home.
import { accessSync, constants } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's package, which `npm test` installs where Playwright's download host is unreachable. */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Where Playwright's own download of its Chromium lives (`npx playwright install chromium`). */
export const PLAYWRIGHT_CHROMIUM = chromium.executablePath();

export const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** CHROMIUM_PATH when set; else the system's Chromium, else Playwright's own. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return isExecutable(SYSTEM_CHROMIUM) || !isExecutable(PLAYWRIGHT_CHROMIUM) ? SYSTEM_CHROMIUM : PLAYWRIGHT_CHROMIUM;
}

export const CHROMIUM_PATH = chromiumPath();

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
