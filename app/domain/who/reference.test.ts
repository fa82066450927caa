import { describe, expect, it } from "vitest";
import seedGuides from "~drizzle/seed/growth.json";
import sharedHead from "../../../../shared/who-growth-standards/hcanthro.txt?raw";
import sharedLength from "../../../../shared/who-growth-standards/lenanthro.txt?raw";
import sharedWeight from "../../../../shared/who-growth-standards/weianthro.txt?raw";
import { guideAgeBand } from "../growth";
import { OWN_TEXT, SHARED_TEXT } from "./by-hand.test-support";
import ownHead from "./hcanthro.txt?raw";
import { lmsAtAge, parseAgeTable, type Sex } from "./lms";
import ownLength from "./lenanthro.txt?raw";
import { positionAt, referenceAges, referenceTables, type Indicator, type WhoTables } from "./reference";
import ownWeight from "./weianthro.txt?raw";

// The guides' WHO numbers are checked three ways: the project's copies are WHO's files unchanged,
// known values of WHO's printed tables come out, and every number on every seeded guide is
// recomputed here, from the shared original files, with this file's own reading of the method.

const OWN: Record<Indicator, string> = { weight: ownWeight, length: ownLength, head: ownHead };
const SHARED: Record<Indicator, string> = { weight: sharedWeight, length: sharedLength, head: sharedHead };

const tables: WhoTables = {
  weight: parseAgeTable(ownWeight),
  length: parseAgeTable(ownLength),
  head: parseAgeTable(ownHead),
};

describe("the WHO tables in the project", () => {
  it("are byte for byte WHO's files as published in ../shared", () => {
    for (const indicator of ["weight", "length", "head"] as const) {
      expect(SHARED[indicator].length, indicator).toBeGreaterThan(30_000);
      expect(OWN[indicator] === SHARED[indicator], indicator).toBe(true);
    }
    // and the growth check's BMI-for-age, weight-for-length and weight-for-height tables
    // and the arm circumference-for-age table (issue 34)
    for (const file of ["bmi", "wfl", "wfh", "arm"] as const) {
      expect(SHARED_TEXT[file].length, file).toBeGreaterThan(30_000);
      expect(OWN_TEXT[file] === SHARED_TEXT[file], file).toBe(true);
    }
  });

  it("give the README's sanity values", () => {
    expect(lmsAtAge(tables.weight, "laki", 0).m).toBe(3.3464);
    expect(lmsAtAge(tables.length, "perempuan", 365).m).toBeCloseTo(74.0, 1);
  });

  it("refuse a table with gaps or an unknown sex", () => {
    expect(() => parseAgeTable("sex\tage\tl\tm\ts\n1\t0\t1\t3\t0.1\n1\t2\t1\t3\t0.1\n")).toThrow(/out of order/);
    expect(() => parseAgeTable("sex\tage\tl\tm\ts\n3\t0\t1\t3\t0.1\n")).toThrow(/unknown sex/);
    expect(() => parseAgeTable("sex\tage\tl\tm\n1\t0\t1\t3\n")).toThrow(/"s" column/);
  });
});

describe("WHO's printed simplified field tables (z-scores, 0-5 years)", () => {
  // -2 SD, median, +2 SD as WHO prints them (weight-for-age, length/height-for-age and head
  // circumference-for-age, boys and girls), typed from the tables, not computed.
  const printed: [Indicator, Sex, number, number[]][] = [
    ["weight", "laki", 0, [2.5, 3.3, 4.4]],
    ["weight", "laki", 3, [5.0, 6.4, 8.0]],
    ["weight", "laki", 12, [7.7, 9.6, 12.0]],
    ["weight", "laki", 24, [9.7, 12.2, 15.3]],
    ["weight", "laki", 60, [14.1, 18.3, 24.2]],
    ["weight", "perempuan", 0, [2.4, 3.2, 4.2]],
    ["weight", "perempuan", 6, [5.7, 7.3, 9.3]],
    ["weight", "perempuan", 36, [10.8, 13.9, 18.1]],
    ["weight", "perempuan", 60, [13.7, 18.2, 24.9]],
    ["length", "laki", 0, [46.1, 49.9, 53.7]],
    ["length", "laki", 6, [63.3, 67.6, 71.9]],
    ["length", "perempuan", 3, [55.6, 59.8, 64.0]],
    ["length", "perempuan", 12, [68.9, 74.0, 79.2]],
    ["length", "laki", 36, [88.7, 96.1, 103.5]],
    ["length", "perempuan", 60, [99.9, 109.4, 118.9]],
    ["head", "laki", 0, [31.9, 34.5, 37.0]],
    ["head", "perempuan", 0, [31.5, 33.9, 36.2]],
    ["head", "laki", 12, [43.5, 46.1, 48.6]],
  ];

  it.each(printed)("%s %s at %i months", (indicator, sex, months, expected) => {
    const band = { startMonths: months, endMonths: months };
    const table = referenceTables(tables, band).find((t) => t.indicator === indicator && t.sex === sex)!;
    const values = table.rows[0]!.values;
    // weight shows -2, 0, +1, +2; the printed table has -2, 0, +2
    const shown = indicator === "weight" ? [values[0], values[1], values[3]] : values;
    expect(shown).toEqual(expected);
  });

  it("prints 24 months twice, lying (0-2 years table) and standing (2-5 years table)", () => {
    const lying = referenceTables(tables, { startMonths: 12, endMonths: 24 }).find(
      (t) => t.indicator === "length" && t.sex === "laki",
    )!;
    const standing = referenceTables(tables, { startMonths: 24, endMonths: 36 }).find(
      (t) => t.indicator === "length" && t.sex === "laki",
    )!;
    expect(lying.rows.at(-1)).toEqual({ months: 24, position: "lying", values: [81.7, 87.8, 93.9] });
    expect(standing.rows[0]).toEqual({ months: 24, position: "standing", values: [81.0, 87.1, 93.2] });
    const girls = referenceTables(tables, { startMonths: 24, endMonths: 36 }).find(
      (t) => t.indicator === "length" && t.sex === "perempuan",
    )!;
    expect(girls.rows[0]!.values).toEqual([79.3, 85.7, 92.2]);
  });
});

describe("every seeded guide, recomputed from WHO's original files", () => {
  // An independent reading of the method: rows as plain arrays, linear interpolation at
  // month x 365.25 / 12 days within the rows of the same measuring position, then
  // M (1 + L S z)^(1/L).
  type Row = { sexCode: string; age: number; l: number; m: number; s: number; loh?: string };
  const rowsOf = (text: string): Row[] =>
    text
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split("\t"))
      .map(([sex, age, l, m, s, loh]) => ({
        sexCode: sex!,
        age: Number(age),
        l: Number(l),
        m: Number(m),
        s: Number(s),
        loh: loh?.trim(),
      }));

  const byFile: Record<Indicator, Row[]> = {
    weight: rowsOf(SHARED.weight),
    length: rowsOf(SHARED.length),
    head: rowsOf(SHARED.head),
  };

  function expected(indicator: Indicator, sex: Sex, months: number, loh: string | undefined, z: number): number {
    const rows = byFile[indicator].filter(
      (row) => row.sexCode === (sex === "laki" ? "1" : "2") && (loh === undefined || row.loh === loh),
    );
    const day = (months * 365.25) / 12;
    let i = rows.findIndex((row) => row.age > day) - 1;
    if (i < 0) i = day < rows[0]!.age ? 0 : rows.length - 2;
    const [a, b] = [rows[i]!, rows[i + 1]!];
    const t = (day - a.age) / (b.age - a.age);
    const [l, m, s] = [a.l + (b.l - a.l) * t, a.m + (b.m - a.m) * t, a.s + (b.s - a.s) * t];
    return Math.round(m * (1 + l * s * z) ** (1 / l) * 10) / 10;
  }

  const guides: { id: string }[] = seedGuides;

  it("has a band within 0-5 years for every seeded guide", () => {
    expect(guides.map((guide) => guide.id)).toEqual([
      "0-3-bulan",
      "4-6-bulan",
      "7-12-bulan",
      "1-2-tahun",
      "2-3-tahun",
      "3-5-tahun",
    ]);
    for (const guide of guides) expect(guideAgeBand(guide.id), guide.id).not.toBeNull();
  });

  it.each(guides.map((guide) => guide.id))("%s", (id) => {
    const band = guideAgeBand(id)!;
    const computed = referenceTables(tables, band);
    expect(computed).toHaveLength(6);
    let checked = 0;
    for (const table of computed) {
      const zs = table.indicator === "weight" ? [-2, 0, 1, 2] : [-2, 0, 2];
      for (const row of table.rows) {
        const loh = table.indicator === "length" ? (row.position === "lying" ? "L" : "H") : undefined;
        expect(row.values, `${id} ${table.indicator} ${table.sex} ${row.months}`).toEqual(
          zs.map((z) => expected(table.indicator, table.sex, row.months, loh, z)),
        );
        checked += zs.length;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe("ages and measuring position", () => {
  it("lists every month up to a year and every six months beyond, with both ends", () => {
    expect(referenceAges({ startMonths: 0, endMonths: 3 })).toEqual([0, 1, 2, 3]);
    expect(referenceAges({ startMonths: 7, endMonths: 12 })).toEqual([7, 8, 9, 10, 11, 12]);
    expect(referenceAges({ startMonths: 12, endMonths: 24 })).toEqual([12, 18, 24]);
    expect(referenceAges({ startMonths: 36, endMonths: 60 })).toEqual([36, 42, 48, 54, 60]);
    expect(referenceAges({ startMonths: 9, endMonths: 20 })).toEqual([9, 10, 11, 12, 18, 20]);
  });

  it("stays within WHO's 0-60 months", () => {
    expect(referenceAges({ startMonths: 48, endMonths: 72 })).toEqual([48, 54, 60]);
    expect(referenceAges({ startMonths: 72, endMonths: 84 })).toEqual([]);
    expect(guideAgeBand("remaja")).toBeNull();
  });

  it("measures lying before 2 years and standing after; 24 months by the band's side", () => {
    const under2 = { startMonths: 12, endMonths: 24 };
    const over2 = { startMonths: 24, endMonths: 36 };
    expect(positionAt(23, over2)).toBe("lying");
    expect(positionAt(24, under2)).toBe("lying");
    expect(positionAt(24, over2)).toBe("standing");
    expect(positionAt(25, under2)).toBe("standing");
  });
});
