import { describe, expect, it } from "vitest";
import { SHARED_TEXT, tables } from "./by-hand.test-support";
import { packColumn, packGrowthTables, unpackColumn, unpackGrowthTables } from "./packed";

// The browser's offline growth check reads WHO's tables packed (decision 049). Each number it
// unpacks is checked here against WHO's original files in ../shared, read as plain text.

const packed = packGrowthTables(tables);
const unpacked = unpackGrowthTables(JSON.parse(JSON.stringify(packed)));

/** The first day of an age table: 0, but 91 (3 months) for arm circumference (acanthro.txt). */
const FIRST_DAY: Partial<Record<string, number>> = { arm: 91 };

const FILES = [
  ["weight", "age"],
  ["length", "age"],
  ["head", "age"],
  ["bmi", "age"],
  ["arm", "age"],
  ["wfl", "length"],
  ["wfh", "length"],
] as const;

describe("WHO's tables packed for the browser", () => {
  it.each(FILES)("give back every row of %s exactly as WHO's file prints it", (file, kind) => {
    const lines = SHARED_TEXT[file]
      .split(/\r?\n/)
      .slice(1)
      .filter((line) => line.trim() !== "")
      .map((line) => line.split("\t").map((cell) => cell.trim()));
    expect(lines.length).toBeGreaterThan(1000);
    const seen = { laki: 0, perempuan: 0 };
    for (const [sexCode, key, l, m, s, position] of lines) {
      const sex = sexCode === "1" ? "laki" : "perempuan";
      const index = seen[sex]++;
      const row =
        kind === "age" ? unpacked[file as "weight"].rows[sex][index] : unpacked[file as "wfl"].rows[sex][index];
      // Object.is: the very same number, not one within a tolerance.
      expect(
        Object.is(row?.l, Number(l)) && Object.is(row?.m, Number(m)) && Object.is(row?.s, Number(s)),
        `${file} ${sexCode} ${key}`,
      ).toBe(true);
      if (kind === "age") {
        expect(Number(key)).toBe(index + (FIRST_DAY[file] ?? 0));
        const expected = file === "length" || file === "bmi" ? (position === "H" ? "standing" : "lying") : undefined;
        expect((row as { position?: string }).position, `${file} ${sexCode} ${key}`).toBe(expected);
      } else {
        expect(unpacked[file as "wfl"].firstTenths[sex] + index).toBe(Math.round(Number(key) * 10));
      }
    }
    expect(unpacked[file].rows.laki).toHaveLength(seen.laki);
    expect(unpacked[file].rows.perempuan).toHaveLength(seen.perempuan);
  });

  it("keep arm circumference-for-age starting at day 91, and every other age table at day 0", () => {
    expect(packed.arm.firstDay).toBe(91);
    expect(unpacked.arm.firstDay).toBe(91);
    expect(unpacked.arm.rows.laki[0]).toEqual({ l: 0.3933, m: 13.4779, s: 0.07474 });
    for (const file of ["weight", "length", "head", "bmi"] as const) {
      expect(packed[file].firstDay, file).toBeUndefined();
      expect(unpacked[file].firstDay, file).toBeUndefined();
    }
  });

  it("are the tables the server reads, row for row", () => {
    expect(unpacked).toStrictEqual(tables);
  });

  it("weigh a small fraction of the text compressed", async () => {
    const gzipSize = async (text: string) =>
      (await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer())
        .byteLength;
    expect(await gzipSize(Object.values(SHARED_TEXT).join(""))).toBeGreaterThan(120_000);
    expect(await gzipSize(JSON.stringify(packed))).toBeLessThan(25_000);
  });
});

describe("a packed column", () => {
  it("stores whole-number steps at the column's decimals", () => {
    expect(packColumn([0.3487, 0.3127, 0.3029])).toEqual({ decimals: 4, steps: [3487, -360, -98] });
    expect(packColumn([45, 45.5, -1])).toEqual({ decimals: 1, steps: [450, 5, -465] });
    expect(unpackColumn({ decimals: 4, steps: [3487, -360, -98] })).toEqual([0.3487, 0.3127, 0.3029]);
  });

  it("refuses a number it could not give back exactly", () => {
    expect(() => packColumn([0.1 + 0.2])).toThrow(/exactly/);
    expect(() => packColumn([1e-9])).toThrow(/cannot pack/);
    expect(() => packColumn([Number.NaN])).toThrow(/cannot pack/);
  });
});
