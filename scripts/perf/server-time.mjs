// Server time of one page as Node's fetch sees it on loopback: each request timed from the call
// to the end of the body. Sequential for latency, a few concurrent clients for throughput. Each
// page is measured interleaved with a baseline (`/robots.txt`: no D1, no React), so the ratio of
// the two compares figures taken in the same moments, whatever else the machine does meanwhile.

/** @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** @param {number[]} times */
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/**
 * One GET, timed to the last byte of the body. Throws on a status other than 200.
 * @param {string} url
 * @param {Record<string, string>} headers
 */
async function timedGet(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${new URL(url).pathname} answered ${response.status}`);
  return ms;
}

/**
 * Median and p95 (ms) of `count` sequential requests to `url` and as many to `baseline`,
 * alternating (baseline, page, baseline, page, …), after `warmup` untimed pairs. `headers` go
 * with the page's requests only.
 * @param {string} url
 * @param {string} baseline
 * @param {{ count?: number, warmup?: number, headers?: Record<string, string> }} [options]
 */
export async function interleavedTimes(url, baseline, { count = 200, warmup = 10, headers = {} } = {}) {
  for (let i = 0; i < warmup; i++) {
    await timedGet(baseline, {});
    await timedGet(url, headers);
  }
  const page = [];
  const base = [];
  for (let i = 0; i < count; i++) {
    base.push(await timedGet(baseline, {}));
    page.push(await timedGet(url, headers));
  }
  return { page: summary(page), baseline: summary(base) };
}

/**
 * Requests per second that `concurrency` clients, each sending its next request when the last
 * one's body has arrived, complete in `seconds`.
 * @param {string} url
 * @param {{ concurrency: number, seconds: number, headers?: Record<string, string> }} options
 */
async function throughput(url, { concurrency, seconds, headers = {} }) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let done = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      await timedGet(url, headers);
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { requests: done, seconds: (performance.now() - started) / 1000 };
}

/**
 * Throughput of `url` with `concurrency` clients for `seconds`, bracketed by the baseline's for
 * half as long before and after it (so both are measured around the same moment).
 * @param {string} url
 * @param {string} baseline
 * @param {{ concurrency?: number, seconds?: number, headers?: Record<string, string> }} [options]
 */
export async function interleavedThroughput(url, baseline, { concurrency = 8, seconds = 5, headers = {} } = {}) {
  const before = await throughput(baseline, { concurrency, seconds: seconds / 2 });
  const page = await throughput(url, { concurrency, seconds, headers });
  const after = await throughput(baseline, { concurrency, seconds: seconds / 2 });
  return {
    concurrency,
    page: { ...page, rps: page.requests / page.seconds },
    baseline: {
      requests: before.requests + after.requests,
      seconds: before.seconds + after.seconds,
      rps: (before.requests + after.requests) / (before.seconds + after.seconds),
    },
  };
}
