// Makes sure the journeys have a browser before they start (issue 30). With none, it gets one the
// ecosystem's way, Playwright's own download; where that host is unreachable, Debian's chromium
// package when it runs as root. It says what it did, and stops `npm test` with one line only
// when neither works, instead of every Playwright test failing on its own.
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath, isExecutable, PLAYWRIGHT_CHROMIUM, SYSTEM_CHROMIUM } from "./chromium.mjs";

/** Whether the browser at `path` starts (a downloaded one can lack the system's libraries). */
async function starts(path) {
  try {
    const browser = await chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
    await browser.close();
    return true;
  } catch (error) {
    console.error(String(error).split("\n")[0]);
    return false;
  }
}
const root = process.getuid?.() === 0;

const wanted = chromiumPath();
if (isExecutable(wanted)) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(`Chromium tidak ditemukan di CHROMIUM_PATH=${wanted}: perbaiki jalurnya atau hapus variabel itu.`);
  process.exit(1);
}

// As root it also installs the system libraries the browser needs (--with-deps).
const install = ["playwright", "install", ...(root ? ["--with-deps"] : []), "chromium"];
console.log(`No Chromium for the journeys: downloading Playwright's (npx ${install.join(" ")})...`);
const download = spawnSync("npx", install, { stdio: "inherit", timeout: 300_000 });
if (download.status === 0 && isExecutable(PLAYWRIGHT_CHROMIUM) && (await starts(PLAYWRIGHT_CHROMIUM))) {
  console.log(`Installed Playwright's Chromium at ${PLAYWRIGHT_CHROMIUM}.`);
  process.exit(0);
}

if (root && isExecutable("/usr/bin/apt-get")) {
  console.log("Playwright's download failed: installing Debian's chromium package (apt-get install chromium)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const debian =
    update.status === 0
      ? spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env })
      : update;
  if (debian.status === 0 && isExecutable(SYSTEM_CHROMIUM) && (await starts(SYSTEM_CHROMIUM))) {
    console.log(`Installed Debian's chromium at ${SYSTEM_CHROMIUM}.`);
    process.exit(0);
  }
}

console.error(
  `Chromium tidak ditemukan dan tidak dapat dipasang otomatis: jalankan "npx playwright install chromium" atau "sudo apt-get install -y chromium", atau arahkan CHROMIUM_PATH ke browser Chromium.`,
);
process.exit(1);
