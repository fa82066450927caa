// Draws the installable app's icons (issue 17, decision 047) from the site's logo into
// public/icons/ with the system Chromium: `node scripts/make-icons.mjs`. Run it again only when
// the logo changes; the PNGs are committed.
import { writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const HEART = "M16 24s-7-4.3-7-9.2A3.8 3.8 0 0 1 16 12.6a3.8 3.8 0 0 1 7 2.2C23 19.7 16 24 16 24Z";
const TEAL = "#0f766e";

/** The logo as it is (a teal disc), or full-bleed for "maskable" (its heart inside the safe zone). */
const svg = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${TEAL}"/><path transform="translate(16 18) scale(1.1) translate(-16 -18)" d="${HEART}" fill="#fff"/></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${TEAL}"/><path d="${HEART}" fill="#fff"/></svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  // iOS draws its own rounded corners on a full square.
  { file: "apple-touch-icon.png", size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(maskable)}`,
    );
    await writeFile(
      new URL(`../public/icons/${file}`, import.meta.url),
      await page.screenshot({ omitBackground: true }),
    );
    await page.close();
  }
} finally {
  await browser.close();
}
