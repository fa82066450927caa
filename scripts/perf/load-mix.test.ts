import { describe, expect, it } from "vitest";
import { type D1Reading, d1Delta, settle } from "./d1.mjs";
import {
  commentsDue,
  countCache,
  emptyTally,
  hitRatio,
  judgeTargets,
  readerMix,
  seededRandom,
  weightedPicker,
} from "./load-mix.mjs";

// The pure parts of `npm run bench` and `npm run loadtest` (decision 033): when the Worker's
// D1 totals count as settled, the realistic mix, the hit ratio and the targets.

const reading = (count: number, writes = 0): D1Reading => ({ count, queries: count, writes, sent: 0 });

/** A fake clock and a `read` that answers `values` in turn (the last one for ever), 100 ms apart. */
function fakeTotals(values: D1Reading[]) {
  let clock = 0;
  let i = 0;
  return {
    read: async () => values[Math.min(i++, values.length - 1)] as D1Reading,
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
  };
}

describe("settle", () => {
  it("waits until the totals have not changed for the quiet time", async () => {
    const totals = fakeTotals([reading(1), reading(2), reading(2), reading(3, 1)]);
    const result = await settle(totals.read, { quietMs: 1_000, intervalMs: 100, ...totals });
    expect(result.settled).toBe(true);
    expect(result.reading).toEqual(reading(3, 1));
    // The last change came with the fourth reading, at 300 ms; then 1 s of quiet.
    expect(result.waitedMs).toBe(1_300);
  });

  it("gives up at the time limit and says so", async () => {
    let n = 0;
    const totals = fakeTotals([]);
    const result = await settle(async () => reading(n++), {
      quietMs: 1_000,
      timeoutMs: 2_000,
      intervalMs: 100,
      now: totals.now,
      sleep: totals.sleep,
    });
    expect(result.settled).toBe(false);
    expect(result.waitedMs).toBe(2_000);
  });

  it("waits at least the minimum time (the queue's batch time) even when quiet", async () => {
    const totals = fakeTotals([reading(5)]);
    const result = await settle(totals.read, { quietMs: 1_000, minMs: 5_000, intervalMs: 500, ...totals });
    expect(result.settled).toBe(true);
    expect(result.waitedMs).toBe(5_000);
  });

  it("counts the difference of two readings", () => {
    expect(d1Delta(reading(2, 1), { count: 5, queries: 9, writes: 1, sent: 3 })).toEqual({
      count: 3,
      queries: 7,
      writes: 0,
      sent: 3,
    });
  });
});

describe("the realistic mix", () => {
  it("gives articles half the views, the first most, and is the same for the same seed", () => {
    const mix = readerMix([7, 8, 9]);
    const articles = mix.filter((page) => page.article !== undefined);
    const total = mix.reduce((sum, page) => sum + page.weight, 0);
    expect(articles.reduce((sum, page) => sum + page.weight, 0) / total).toBeCloseTo(0.5);
    expect(articles.map((page) => page.path)).toEqual(["/artikel/7", "/artikel/8", "/artikel/9"]);
    expect(articles[0]?.weight).toBeGreaterThan(articles[1]?.weight ?? Number.POSITIVE_INFINITY);

    const draw = (seed: number) => {
      const pick = weightedPicker(mix, seededRandom(seed));
      return Array.from({ length: 20_000 }, () => pick().path);
    };
    const first = draw(1);
    expect(draw(1)).toEqual(first);
    const home = first.filter((path) => path === "/").length / first.length;
    expect(home).toBeGreaterThan(0.18);
    expect(home).toBeLessThan(0.22);
  });

  it("makes one comment due per `every` views", () => {
    expect(commentsDue(0, 500)).toBe(0);
    expect(commentsDue(499, 500)).toBe(0);
    expect(commentsDue(500, 500)).toBe(1);
    expect(commentsDue(1_499, 500)).toBe(2);
  });
});

describe("the hit ratio and the targets", () => {
  it("counts HIT and STALE as served from the cache, MISS and answers without the header as not", () => {
    const tally = emptyTally();
    for (const header of ["HIT", "HIT", "STALE", "MISS", null, "HIT", "HIT", "HIT"]) countCache(tally, header);
    expect(tally).toEqual({ HIT: 5, STALE: 1, MISS: 1, none: 1 });
    expect(hitRatio(tally)).toBe(6 / 8);
    expect(hitRatio(emptyTally())).toBeNaN();
  });

  it("hold only with 0 round trips and 0 writes on every cached view and a hit ratio of at least 95%", () => {
    const tally = { HIT: 95, STALE: 0, MISS: 5, none: 0 };
    const cached = [
      { path: "/", cache: "HIT", count: 0, writes: 0 },
      { path: "/artikel/1", cache: "HIT", count: 0, writes: 0 },
    ];
    expect(judgeTargets({ cachedViews: cached, tally }).map((target) => target.ok)).toEqual([true, true]);

    const written = [...cached, { path: "/artikel/2", cache: "HIT", count: 1, writes: 1 }];
    expect(judgeTargets({ cachedViews: written, tally }).map((target) => target.ok)).toEqual([false, true]);

    const missed = [...cached, { path: "/kalkulator", cache: "MISS", count: 1, writes: 0 }];
    const [cachedTarget] = judgeTargets({ cachedViews: missed, tally });
    expect(cachedTarget?.ok).toBe(false);
    expect(cachedTarget?.measured).toContain("/kalkulator MISS");

    const lowRatio = { HIT: 94, STALE: 0, MISS: 5, none: 1 };
    expect(judgeTargets({ cachedViews: cached, tally: lowRatio }).map((target) => target.ok)).toEqual([true, false]);
  });
});
