// Lighthouse 12 (its Node API) on Debian's Chromium, with Lighthouse's default mobile settings
// (Moto G Power screen, simulated slow 4G and 4x CPU slowdown). Scores are 0-100.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Starts one headless Chromium for Lighthouse (CHROME_PATH, default /usr/bin/chromium) and
 * returns a function that audits a page `runs` times and gives the median of each figure.
 */
export async function startLighthouse() {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  /**
   * @param {string} url
   * @param {{ runs?: number, headers?: Record<string, string> }} [options]
   */
  const audit = async (url, { runs = 3, headers } = {}) => {
    /** @type {Record<string, number>[]} */
    const samples = [];
    let retries = 0;
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        extraHeaders: headers,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        // Trace hiccups (NO_NAVSTART, NO_FCP) happen on a busy machine: run that one again.
        const problem = `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if (++retries > 3) throw new Error(problem);
        console.warn(`${problem}; running it again.`);
        run--;
        continue;
      }
      // A redirect (to /login, say) would audit another page.
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`Lighthouse on ${url} ended at ${lhr.finalDisplayedUrl}`);
      const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
      const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: value("largest-contentful-paint"),
        cls: value("cumulative-layout-shift"),
        tbt: value("total-blocking-time"),
        fcp: value("first-contentful-paint"),
      });
    }
    /** @type {Record<string, number>} */
    const medians = {};
    for (const key of Object.keys(samples[0] ?? {})) medians[key] = median(samples.map((sample) => sample[key] ?? 0));
    return { runs, ...medians };
  };
  return { audit, stop: () => chrome.kill() };
}
