// Server time of one page as Node's fetch sees it on loopback: each request timed from the call
// to the end of the body. Sequential for latency, a few concurrent clients for throughput.

/** @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
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
 * Median and p95 (ms) of `count` sequential requests, after `warmup` untimed ones.
 * @param {string} url
 * @param {{ count?: number, warmup?: number, headers?: Record<string, string> }} [options]
 */
export async function sequentialTimes(url, { count = 200, warmup = 10, headers = {} } = {}) {
  for (let i = 0; i < warmup; i++) await timedGet(url, headers);
  const times = [];
  for (let i = 0; i < count; i++) times.push(await timedGet(url, headers));
  times.sort((a, b) => a - b);
  return { count, median: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * Requests per second that `concurrency` clients, each sending its next request when the last
 * one's body has arrived, complete in `seconds`.
 * @param {string} url
 * @param {{ concurrency?: number, seconds?: number, headers?: Record<string, string> }} [options]
 */
export async function throughput(url, { concurrency = 8, seconds = 5, headers = {} } = {}) {
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
  const elapsed = (performance.now() - started) / 1000;
  return { concurrency, requests: done, seconds: elapsed, rps: done / elapsed };
}
