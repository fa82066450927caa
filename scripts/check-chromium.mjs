// Stops `npm test` before the journeys with one clear line when there is no browser to run them,
// instead of every Playwright test failing on its own.
import { accessSync, constants } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `Chromium tidak ditemukan di ${path}: pasang dengan "sudo apt-get install -y chromium" (atau jalankan bash .ci/run), atau arahkan CHROMIUM_PATH ke browser Chromium.`,
  );
  process.exit(1);
}
