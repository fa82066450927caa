import { describe, expect, it } from "vitest";
import { answerNoSoonerThan } from "./timing";

describe("answerNoSoonerThan", () => {
  it("waits out the rest of the floor, whatever the work took", async () => {
    const slept: number[] = [];
    const sleep = async (ms: number) => {
      slept.push(ms);
    };
    expect(await answerNoSoonerThan(10_000, 1000, { now: () => 10_150, sleep })).toBe(850);
    expect(await answerNoSoonerThan(10_000, 1000, { now: () => 10_600, sleep })).toBe(400);
    expect(slept).toEqual([850, 400]);
  });

  it("does not wait when the work took longer than the floor, or the floor is 0", async () => {
    const sleep = async () => {
      throw new Error("must not sleep");
    };
    expect(await answerNoSoonerThan(10_000, 1000, { now: () => 11_500, sleep })).toBe(0);
    expect(await answerNoSoonerThan(10_000, 0, { now: () => 10_000, sleep })).toBe(0);
  });

  it("really waits with the default timer", async () => {
    const started = Date.now();
    await answerNoSoonerThan(started, 60);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});
