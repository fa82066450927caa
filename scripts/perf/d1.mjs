// D1 use as the Worker counts it itself (decision 067): GET /__test/d1 answers the isolate's
// cumulative round trips, statements and writes, background work (ctx.waitUntil), the cron and
// the counts queue's consumer included, plus the count messages it sent. Shared by
// `npm run bench` and `npm run loadtest`: a figure is the difference of two readings, taken
// after the Worker's background work has settled.

/** @typedef {{ count: number, queries: number, writes: number, sent: number }} D1Reading */

/**
 * The isolate's totals so far. `sent` is how many count messages the isolate put on the queue
 * (the Worker keeps the newest 10 000, so differences are exact only below that).
 * @param {string} base the server's origin, e.g. http://127.0.0.1:8795
 * @returns {Promise<D1Reading>}
 */
export async function readD1(base) {
  const response = await fetch(`${base}/__test/d1`, { signal: AbortSignal.timeout(30_000) });
  if (response.status !== 200) throw new Error(`GET /__test/d1 answered ${response.status} (test routes off?)`);
  const body = /** @type {{ d1: { count: number, queries: number, writes: number }, counts: unknown[] }} */ (
    await response.json()
  );
  return { count: body.d1.count, queries: body.d1.queries, writes: body.d1.writes, sent: body.counts.length };
}

/**
 * What happened between two readings.
 * @param {D1Reading} before
 * @param {D1Reading} after
 * @returns {D1Reading}
 */
export function d1Delta(before, after) {
  return {
    count: after.count - before.count,
    queries: after.queries - before.queries,
    writes: after.writes - before.writes,
    sent: after.sent - before.sent,
  };
}

/** @param {D1Reading} a @param {D1Reading} b */
const same = (a, b) => a.count === b.count && a.queries === b.queries && a.writes === b.writes && a.sent === b.sent;

/**
 * Reads the totals until they have not changed for `quietMs` (and at least `minMs` have passed),
 * or until `timeoutMs`: the Worker's background work for what came before is then done.
 * `settled` is false when the time ran out first.
 * @param {() => Promise<D1Reading>} read
 * @param {{ quietMs?: number, minMs?: number, timeoutMs?: number, intervalMs?: number,
 *   now?: () => number, sleep?: (ms: number) => Promise<void> }} [options]
 * @returns {Promise<{ reading: D1Reading, settled: boolean, waitedMs: number }>}
 */
export async function settle(
  read,
  {
    quietMs = 1_000,
    minMs = 0,
    timeoutMs = 15_000,
    intervalMs = 100,
    now = () => performance.now(),
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  } = {},
) {
  const start = now();
  let reading = await read();
  let changedAt = now();
  for (;;) {
    const at = now();
    if (at - changedAt >= quietMs && at - start >= minMs) return { reading, settled: true, waitedMs: at - start };
    if (at - start >= timeoutMs) return { reading, settled: false, waitedMs: at - start };
    await sleep(intervalMs);
    const next = await read();
    if (!same(next, reading)) {
      reading = next;
      changedAt = now();
    }
  }
}

/**
 * One GET measured by the Worker's own count: the totals just before, right after the answer's
 * body, and once the background work settled.
 * @param {string} base
 * @param {string} path
 * @param {{ headers?: Record<string, string>, quietMs?: number }} [options]
 */
export async function measuredGet(base, path, { headers = {}, quietMs = 1_000 } = {}) {
  const before = (await settle(() => readD1(base), { quietMs: Math.min(quietMs, 500) })).reading;
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  const answered = await readD1(base);
  const { reading: after, settled } = await settle(() => readD1(base), { quietMs });
  const header = (/** @type {string} */ name) => response.headers.get(name);
  return {
    status: response.status,
    cache: header("X-Cache") ?? "-",
    /** D1 use until the answer's last byte. */
    answer: d1Delta(before, answered),
    /** D1 use once background work (waitUntil) settled. */
    settled: d1Delta(before, after),
    settledInTime: settled,
    /** What the answer's own X-D1-Round-Trips / X-D1-Writes headers claimed (null: absent). */
    headerTrips: header("X-D1-Round-Trips") === null ? null : Number(header("X-D1-Round-Trips")),
    headerWrites: header("X-D1-Writes") === null ? null : Number(header("X-D1-Writes")),
  };
}
