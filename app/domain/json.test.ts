import { describe, expect, it } from "vitest";
import { asFiniteNumber, asRecord, asText, asTextList, asTextListFromJson } from "./json";

describe("defensive JSON readers", () => {
  it("keep what is usable and drop the rest", () => {
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
    for (const bad of [null, "x", 3, [1]]) expect(asRecord(bad)).toEqual({});
    expect(asText("  halo ")).toBe("halo");
    expect(asText(5)).toBe("");
    expect(asTextList([" a ", "", 3, null, "b"])).toEqual(["a", "b"]);
    expect(asTextList("a")).toEqual([]);
    expect(asTextListFromJson('["gizi", " hamil ", 3]')).toEqual(["gizi", "hamil"]);
    expect(asTextListFromJson(["gizi"])).toEqual(["gizi"]);
    for (const bad of ["not json", '{"a":1}', null]) expect(asTextListFromJson(bad)).toEqual([]);
    expect(asFiniteNumber(2.5)).toBe(2.5);
    for (const bad of [Number.NaN, Infinity, "3", null]) expect(asFiniteNumber(bad)).toBeNull();
  });
});
