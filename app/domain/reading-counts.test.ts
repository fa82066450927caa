import { describe, expect, it } from "vitest";
import { tallyCounts } from "./reading-counts";

describe("tallyCounts", () => {
  it("adds views and shares up per article and keeps each reading-list pair once", () => {
    const tally = tallyCounts([
      { kind: "view", article: 3 },
      { kind: "view", article: 3 },
      { kind: "share", article: 3 },
      { kind: "view", article: 7 },
      { kind: "read", article: 3, user: "u1" },
      { kind: "read", article: 3, user: "u1" },
      { kind: "read", article: 7, user: "u1" },
    ]);
    expect([...tally.articles]).toEqual([
      [3, { views: 2, shares: 1 }],
      [7, { views: 1, shares: 0 }],
    ]);
    expect(tally.reads).toEqual([
      { user: "u1", article: 3 },
      { user: "u1", article: 7 },
    ]);
    expect(tally.malformed).toBe(0);
  });

  it("drops what is not a count instead of failing the batch", () => {
    const tally = tallyCounts([
      null,
      "view",
      { kind: "view", article: -1 },
      { kind: "view", article: 1.5 },
      { kind: "delete", article: 2 },
      { kind: "read", article: 2 },
      { kind: "view", article: 2 },
    ]);
    expect([...tally.articles]).toEqual([[2, { views: 1, shares: 0 }]]);
    expect(tally.reads).toEqual([]);
    expect(tally.malformed).toBe(6);
  });
});
