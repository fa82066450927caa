// The realistic mix of `npm run loadtest` (decision 033): anonymous readers over weighted pages,
// one signed-in member's comment per `every` anonymous views, and the figures it is judged by
// (the edge cache's hit ratio, D1 per view). Pure functions, unit-tested in load-mix.test.ts.

/** The targets of issue 32 item 7. */
export const TARGETS = {
  /** D1 round trips of a cached anonymous view, background work included. */
  cachedRoundTrips: 0,
  /** D1 writes of a cached anonymous view, background work included. */
  cachedWrites: 0,
  /** Share of anonymous page views answered from the edge cache (HIT or STALE). */
  hitRatio: 0.95,
};

/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence of pages, so two
 * runs read the same mix.
 * @param {number} seed
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A function that picks one of `items` with probability proportional to its weight.
 * @template {{ weight: number }} T
 * @param {readonly T[]} items
 * @param {() => number} random a number in [0, 1)
 * @returns {() => T}
 */
export function weightedPicker(items, random) {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (items.length === 0 || !(total > 0)) throw new Error("weightedPicker needs items with positive weights");
  return () => {
    let left = random() * total;
    for (const item of items) {
      left -= item.weight;
      if (left < 0) return item;
    }
    return /** @type {T} */ (items.at(-1));
  };
}

/**
 * The pages of the realistic mix and their share of views: the home page, the article list, the
 * articles (the first read most, as a few articles always are: weights 1, 1/2, 1/3, …) and the
 * tools. `articleIds` in the order of their popularity.
 * @param {readonly (number | string)[]} articleIds
 * @returns {{ path: string, kind: string, weight: number, article?: number | string }[]}
 */
export function readerMix(articleIds) {
  if (articleIds.length === 0) throw new Error("the mix needs at least one article");
  const harmonic = articleIds.reduce((/** @type {number} */ sum, _, i) => sum + 1 / (i + 1), 0);
  return [
    { path: "/", kind: "GET /", weight: 20 },
    { path: "/artikel", kind: "GET /artikel", weight: 10 },
    ...articleIds.map((id, i) => ({
      path: `/artikel/${id}`,
      kind: "GET /artikel/:id",
      weight: (50 * (1 / (i + 1))) / harmonic,
      article: id,
    })),
    { path: "/kalkulator", kind: "GET /kalkulator", weight: 8 },
    { path: "/tumbuh-kembang/cek", kind: "GET /tumbuh-kembang/cek", weight: 5 },
    { path: "/tumbuh-kembang", kind: "GET /tumbuh-kembang", weight: 4 },
    { path: "/tanda-bahaya", kind: "GET /tanda-bahaya", weight: 3 },
  ];
}

/**
 * How many comments are due after `views` anonymous views: one per `every` views, the first once
 * `every` views were made.
 * @param {number} views
 * @param {number} every
 */
export const commentsDue = (views, every) => Math.floor(views / every);

/** @typedef {{ HIT: number, STALE: number, MISS: number, none: number }} CacheTally */

/** @returns {CacheTally} */
export const emptyTally = () => ({ HIT: 0, STALE: 0, MISS: 0, none: 0 });

/**
 * Counts one anonymous page answer by its X-Cache header: HIT, STALE (served from the cache while
 * a new copy is made), MISS (rendered and stored), or none (rendered, not storable).
 * @param {CacheTally} tally
 * @param {string | null} header
 */
export function countCache(tally, header) {
  if (header === "HIT" || header === "STALE" || header === "MISS") tally[header]++;
  else tally.none++;
}

/**
 * The share of answers the cache gave (HIT and STALE) among all anonymous page answers; an answer
 * without X-Cache was rendered, so it counts as a miss. NaN when there were none.
 * @param {CacheTally} tally
 */
export function hitRatio(tally) {
  const all = tally.HIT + tally.STALE + tally.MISS + tally.none;
  return all === 0 ? Number.NaN : (tally.HIT + tally.STALE) / all;
}

/**
 * The targets judged: every cached view checked after the run took 0 round trips and 0 writes
 * (settled), and the hit ratio over the run is at least TARGETS.hitRatio.
 * @param {{ cachedViews: { path: string, cache: string, count: number, writes: number }[], tally: CacheTally }} run
 * @returns {{ target: string, measured: string, ok: boolean }[]}
 */
export function judgeTargets({ cachedViews, tally }) {
  const served = cachedViews.filter((view) => view.cache === "HIT" || view.cache === "STALE");
  const notServed = cachedViews.filter((view) => !served.includes(view)).map((view) => `${view.path} ${view.cache}`);
  const trips = Math.max(0, ...served.map((view) => view.count));
  const writes = Math.max(0, ...served.map((view) => view.writes));
  const ratio = hitRatio(tally);
  return [
    {
      target: `a cached anonymous view takes ${TARGETS.cachedRoundTrips} D1 round trips and ${TARGETS.cachedWrites} writes`,
      measured:
        `at most ${trips} round trips, ${writes} writes over ${served.length} cached views` +
        (notServed.length ? `; not answered from the cache: ${notServed.join(", ")}` : ""),
      ok:
        served.length > 0 &&
        notServed.length === 0 &&
        trips <= TARGETS.cachedRoundTrips &&
        writes <= TARGETS.cachedWrites,
    },
    {
      target: `edge cache hit ratio ≥ ${(TARGETS.hitRatio * 100).toFixed(0)}%`,
      measured: Number.isNaN(ratio) ? "no anonymous views" : `${(ratio * 100).toFixed(1)}%`,
      ok: ratio >= TARGETS.hitRatio,
    },
  ];
}
