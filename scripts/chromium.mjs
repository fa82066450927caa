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

/**
 * Debian's `chromium-headless-shell`: the old headless mode as its own small program, which is
 * what Playwright itself runs for headless tests. Since Chromium 132 the full browser's
 * `--headless` is the new mode, a whole browser without a window: measured here (Chromium 156),
 * a new context and page took about 450 ms in it and 140 ms in the shell, a page load 480 ms and
 * 280 ms (decision 076).
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The browser the journeys run: JOURNEY_CHROMIUM_PATH, else the headless shell, else CHROMIUM_PATH. */
export function journeyChromiumPath() {
  if (process.env.JOURNEY_CHROMIUM_PATH) return process.env.JOURNEY_CHROMIUM_PATH;
  return isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
