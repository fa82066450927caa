import { describe, expect, it } from "vitest";
import {
  ageWindowMonths,
  CHART_Z,
  type ChartMeasurement,
  formatAgeMonths,
  formatChartZ,
  type GrowthChartModel,
  growthChart,
  PLOT,
} from "./growth-chart";
import { handLengthRow, handRestrictedZ, handSD, handZ, round2, tables, whoRow } from "./who/by-hand.test-support";
import type { IsoDate } from "./dates";
import { DAYS_PER_MONTH } from "./who/lms";

// Expected values come from WHO's files read by hand (by-hand.test-support) and the LMS formula
// written out here; the chart's geometry is checked by reading its paths back through the
// inverse of its scales.

const at = (model: GrowthChartModel, z: number, x: number) => {
  const line = model.lines.find((l) => l.z === z)!;
  const sample = line.samples.find((s) => s.x === x);
  if (!sample) throw new Error(`no sample at ${x} on the ${z} line`);
  return sample.y;
};

/** Data coordinates back from viewBox coordinates. */
const unscaleX = (m: GrowthChartModel, px: number) =>
  m.x.min + ((px - PLOT.left) / (PLOT.right - PLOT.left)) * (m.x.max - m.x.min);
const unscaleY = (m: GrowthChartModel, py: number) =>
  m.y.min + ((PLOT.bottom - py) / (PLOT.bottom - PLOT.top)) * (m.y.max - m.y.min);

/** The absolute points of a path written as "Mx y" then relative "l" pairs. */
function pathPoints(d: string): [number, number][] {
  expect(d).toMatch(/^M[-\d. ]+(l[-\d. ]+)?$/);
  const numbers = (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
  const points: [number, number][] = [];
  for (let i = 0; i < numbers.length; i += 2) {
    const [x, y] = [numbers[i]!, numbers[i + 1]!];
    const previous = points.at(-1);
    const round = (v: number) => Math.round(v * 10) / 10;
    points.push(previous ? [round(previous[0] + x), round(previous[1] + y)] : [x, y]);
  }
  return points;
}

const boyWeights: ChartMeasurement[] = [
  { date: "2026-03-01", ageDays: 60, weightKg: 5.2, lengthCm: 58.1 },
  { date: "2026-01-01", ageDays: 1, weightKg: 3.1, lengthCm: 49.5 },
  { date: "2026-07-01", ageDays: 182, weightKg: 7.4 },
  { date: "2026-10-29", ageDays: 302, weightKg: 8.6, lengthCm: 72.3 },
];

describe("the WHO lines", () => {
  it("put the 0 SD line on the table's M for the child's sex (weight-for-age)", () => {
    const boys = growthChart(tables, "bb-u", "laki", boyWeights);
    const girls = growthChart(tables, "bb-u", "perempuan", boyWeights);
    for (const day of [0, 180, 360, 720]) {
      expect(at(boys, 0, day)).toBeCloseTo(whoRow("weight", 1, day).m, 10);
      expect(at(girls, 0, day)).toBeCloseTo(whoRow("weight", 2, day).m, 10);
    }
    expect(at(boys, 0, 0)).toBe(3.3464);
  });

  it("put -3, -2, +2 and +3 SD at M (1 + L S z)^(1/L)", () => {
    const chart = growthChart(tables, "bb-u", "perempuan", []);
    for (const day of [0, 90, 435]) {
      const row = whoRow("weight", 2, day);
      for (const z of [-3, -2, 2, 3]) expect(at(chart, z, day)).toBeCloseTo(handSD(row, z), 10);
    }
  });

  it("draw length/height-for-age with the lying rows to day 730 and the standing rows from 731", () => {
    const chart = growthChart(tables, "pb-u", "perempuan", [{ date: "2028-06-01", ageDays: 900, lengthCm: 85 }]);
    expect(chart.x.max).toBeCloseTo(36 * DAYS_PER_MONTH, 10);
    const lying = whoRow("length", 2, 730);
    const standing = whoRow("length", 2, 731);
    expect([lying.last, standing.last]).toEqual(["L", "H"]);
    expect(at(chart, 0, 730)).toBeCloseTo(lying.m, 10);
    expect(at(chart, 0, 731)).toBeCloseTo(standing.m, 10);
    expect(at(chart, 2, 731)).toBeCloseTo(handSD(standing, 2), 10);
    expect(at(chart, -2, 0)).toBeCloseTo(handSD(whoRow("length", 2, 0), -2), 10);
    expect(chart.title).toBe("Panjang atau tinggi badan menurut umur (PB/U, TB/U)");
  });

  it("draw weight-for-length every cm on the wfl rows, and weight-for-height on the wfh rows", () => {
    const wfl = growthChart(tables, "bb-pb-tb", "laki", boyWeights);
    expect(wfl.curve).toBe("bb-pb");
    for (const key of ["45", "80", "110"]) {
      const row = whoRow("wfl", 1, key);
      expect(at(wfl, 0, Number(key))).toBeCloseTo(row.m, 10);
      expect(at(wfl, -2, Number(key))).toBeCloseTo(handSD(row, -2), 10);
      expect(at(wfl, 3, Number(key))).toBeCloseTo(handSD(row, 3), 10);
    }
    expect(wfl.lines[0]!.samples.map((s) => s.x).slice(0, 3)).toEqual([45, 46, 47]);
    const wfh = growthChart(tables, "bb-pb-tb", "perempuan", [
      { date: "2028-06-01", ageDays: 800, weightKg: 11, lengthCm: 84 },
    ]);
    expect(wfh.curve).toBe("bb-tb");
    for (const key of ["65", "92", "120"]) {
      const row = whoRow("wfh", 2, key);
      expect(at(wfh, 0, Number(key))).toBeCloseTo(row.m, 10);
      expect(at(wfh, 2, Number(key))).toBeCloseTo(handSD(row, 2), 10);
    }
  });

  it("come in CHART_Z's order with their labels, and each path draws its samples", () => {
    for (const [kind, points] of [
      ["bb-u", boyWeights],
      ["pb-u", boyWeights],
      ["bb-pb-tb", boyWeights],
      ["pb-u", [{ date: "2029-01-01", ageDays: 1500, lengthCm: 100 }]],
    ] as const) {
      const chart = growthChart(tables, kind, "laki", points);
      expect(chart.lines.map((l) => l.z)).toEqual([...CHART_Z]);
      expect(chart.lines.map((l) => l.label)).toEqual(["−3", "−2", "0", "+2", "+3"]);
      for (const line of chart.lines) {
        const drawn = pathPoints(line.d);
        expect(drawn).toHaveLength(line.samples.length);
        // Within half a tenth of the viewBox (the rounding), plus float noise.
        const dx = ((chart.x.max - chart.x.min) / (PLOT.right - PLOT.left)) * 0.051;
        const dy = ((chart.y.max - chart.y.min) / (PLOT.bottom - PLOT.top)) * 0.051;
        drawn.forEach(([px, py], i) => {
          expect(Math.abs(unscaleX(chart, px) - line.samples[i]!.x)).toBeLessThan(dx);
          expect(Math.abs(unscaleY(chart, py) - line.samples[i]!.y)).toBeLessThan(dy);
        });
        // Sampled in order, to the window's end.
        const xs = line.samples.map((s) => s.x);
        expect(xs).toEqual([...xs].sort((a, b) => a - b));
        expect(xs[0]).toBe(chart.x.min);
        expect(xs.at(-1)).toBe(Math.min(chart.x.max, 1826));
      }
      // The labels do not overlap and stay near the plot.
      const ys = chart.lines.map((l) => l.labelY).sort((a, b) => a - b);
      for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(13 - 1e-9);
      expect(ys[0]).toBeGreaterThanOrEqual(0);
      expect(ys.at(-1)).toBeLessThanOrEqual(PLOT.bottom + 4);
    }
  });

  it("keep one chart's paths small: a few KB", () => {
    const longest = growthChart(tables, "bb-pb-tb", "laki", boyWeights);
    const sixtyMonths = growthChart(tables, "bb-u", "laki", [{ date: "2030-01-01", ageDays: 1800, weightKg: 18 }]);
    for (const chart of [longest, sixtyMonths]) {
      const bytes = chart.lines.reduce((sum, l) => sum + l.d.length, 0) + chart.grid.length;
      expect(bytes).toBeLessThan(6000);
    }
  });
});

describe("the axes", () => {
  it("put every tick inside the axis and inside the plot, in order", () => {
    for (const kind of ["bb-u", "pb-u", "bb-pb-tb"] as const) {
      for (const points of [[], boyWeights, [{ date: "2029-01-01", ageDays: 1500, weightKg: 16, lengthCm: 100 }]]) {
        const chart = growthChart(tables, kind, "perempuan", points);
        for (const [axis, low, high] of [
          [chart.x, PLOT.left, PLOT.right],
          [chart.y, PLOT.top, PLOT.bottom],
        ] as const) {
          expect(axis.ticks.length).toBeGreaterThanOrEqual(4);
          expect(axis.ticks.length).toBeLessThanOrEqual(14);
          for (const tick of axis.ticks) {
            expect(tick.value).toBeGreaterThanOrEqual(axis.min);
            expect(tick.value).toBeLessThanOrEqual(axis.max);
            expect(tick.at).toBeGreaterThanOrEqual(low);
            expect(tick.at).toBeLessThanOrEqual(high);
          }
          const values = axis.ticks.map((t) => t.value);
          expect(values).toEqual([...values].sort((a, b) => a - b));
        }
        // y: round ticks from the axis' bottom to its top, and every line and point inside.
        expect(chart.y.ticks[0]!.value).toBe(chart.y.min);
        expect(chart.y.ticks.at(-1)!.value).toBe(chart.y.max);
        for (const line of chart.lines) {
          for (const s of line.samples) {
            expect(s.y).toBeGreaterThanOrEqual(chart.y.min);
            expect(s.y).toBeLessThanOrEqual(chart.y.max);
          }
        }
      }
    }
  });

  it("label months, kg and cm in Indonesian", () => {
    const age = growthChart(tables, "bb-u", "laki", boyWeights);
    expect(age.x.title).toBe("Usia (bulan)");
    expect(age.x.ticks.map((t) => t.label)).toEqual(["0", "3", "6", "9", "12", "15", "18", "21", "24"]);
    expect(age.x.ticks[4]!.value).toBe(12 * DAYS_PER_MONTH);
    expect(age.y.title).toBe("kg");
    expect(age.y.ticks.map((t) => t.label)).toEqual(["2", "4", "6", "8", "10", "12", "14", "16", "18"]);
    expect(growthChart(tables, "pb-u", "laki", boyWeights).y.title).toBe("cm");
    const length = growthChart(tables, "bb-pb-tb", "laki", boyWeights);
    expect(length.x.title).toBe("Panjang badan (cm)");
    expect(length.x.ticks.map((t) => t.label)).toEqual(["50", "60", "70", "80", "90", "100", "110"]);
  });
});

describe("the window", () => {
  it("shows 0-24 months up to 18 months of age, then the latest age + 6 months in half-years, at most 60", () => {
    expect(ageWindowMonths(null)).toBe(24);
    expect(ageWindowMonths(0)).toBe(24);
    expect(ageWindowMonths(547)).toBe(24); // 17.97 months
    expect(ageWindowMonths(548)).toBe(30); // 18.004 months
    expect(ageWindowMonths(730)).toBe(30);
    expect(ageWindowMonths(913)).toBe(36);
    expect(ageWindowMonths(1643)).toBe(60); // 53.98 months
    expect(ageWindowMonths(1826)).toBe(60);
  });

  it("sets the age axis from it: birth to the window's end, day 1826 at 60 months", () => {
    const none = growthChart(tables, "bb-u", "laki", []);
    expect([none.x.min, none.x.max]).toEqual([0, 24 * DAYS_PER_MONTH]);
    const older = growthChart(tables, "bb-u", "laki", [{ date: "2027-09-01", ageDays: 600, weightKg: 11 }]);
    expect(older.x.max).toBe(30 * DAYS_PER_MONTH);
    expect(older.x.ticks.map((t) => t.label)).toEqual(["0", "6", "12", "18", "24", "30"]);
    const oldest = growthChart(tables, "bb-u", "laki", [{ date: "2030-09-01", ageDays: 1800, weightKg: 18 }]);
    expect(oldest.x.max).toBe(1826);
    expect(oldest.x.ticks.at(-1)).toMatchObject({ label: "60", value: 1826, at: PLOT.right });
  });

  it("draws weight-for-length under 24 months and weight-for-height from 24 months, saying what it leaves out", () => {
    const none = growthChart(tables, "bb-pb-tb", "perempuan", []);
    expect([none.curve, none.x.min, none.x.max, none.note]).toEqual(["bb-pb", 45, 110, null]);
    expect(none.childPoints).toEqual([]);
    const young = growthChart(tables, "bb-pb-tb", "perempuan", [
      { date: "2027-12-31", ageDays: 730, weightKg: 11, lengthCm: 84 },
    ]);
    expect([young.curve, young.x.min, young.x.max, young.note]).toEqual(["bb-pb", 45, 110, null]);
    const both = growthChart(tables, "bb-pb-tb", "perempuan", [
      { date: "2027-12-31", ageDays: 730, weightKg: 11, lengthCm: 84 },
      { date: "2027-06-01", ageDays: 517, weightKg: 9, lengthCm: 76 },
      { date: "2028-01-01", ageDays: 731, weightKg: 11.1, lengthCm: 83.4 },
    ]);
    expect([both.curve, both.x.min, both.x.max]).toEqual(["bb-tb", 65, 120]);
    expect(both.title).toBe("Berat badan menurut tinggi badan (BB/TB)");
    expect(both.x.title).toBe("Tinggi badan (cm)");
    expect(both.note).toBe(
      "Grafik ini memakai standar berat badan menurut tinggi badan (usia 24 bulan ke atas); 2 pengukuran sebelum usia 24 bulan tidak digambar di sini.",
    );
    expect(both.table.rows.map((r) => r.date)).toEqual(["2028-01-01"]);
    expect(both.childPoints).toHaveLength(1);
    expect(both.childPath).toBe("");
  });

  it("leaves out a length outside WHO's table, with a note", () => {
    const chart = growthChart(tables, "bb-pb-tb", "laki", [
      { date: "2026-01-01", ageDays: 0, weightKg: 2.0, lengthCm: 44.5 },
      { date: "2026-02-01", ageDays: 31, weightKg: 3.5, lengthCm: 52 },
    ]);
    expect(chart.table.rows).toHaveLength(1);
    expect(chart.note).toBe(
      "1 pengukuran dengan panjang badan di luar 45–110 cm tidak dapat digambar karena di luar tabel WHO.",
    );
  });
});

describe("the child's points", () => {
  it("sit where the scales put them, joined in order of age", () => {
    for (const kind of ["bb-u", "pb-u", "bb-pb-tb"] as const) {
      const chart = growthChart(tables, kind, "laki", boyWeights);
      const rows = chart.table.rows;
      expect(chart.childPoints).toHaveLength(rows.length);
      chart.childPoints.forEach((point, i) => {
        expect(Math.abs(unscaleX(chart, point.cx) - rows[i]!.x)).toBeLessThan(
          ((chart.x.max - chart.x.min) / (PLOT.right - PLOT.left)) * 0.051,
        );
        expect(Math.abs(unscaleY(chart, point.cy) - rows[i]!.y)).toBeLessThan(
          ((chart.y.max - chart.y.min) / (PLOT.bottom - PLOT.top)) * 0.051,
        );
      });
      expect(pathPoints(chart.childPath)).toEqual(chart.childPoints.map((p) => [p.cx, p.cy]));
    }
  });

  it("take the chart's value from each measurement and skip those without it", () => {
    expect(growthChart(tables, "bb-u", "laki", boyWeights).table.rows.map((r) => [r.x, r.y])).toEqual([
      [1, 3.1],
      [60, 5.2],
      [182, 7.4],
      [302, 8.6],
    ]);
    expect(growthChart(tables, "pb-u", "laki", boyWeights).table.rows.map((r) => [r.x, r.y])).toEqual([
      [1, 49.5],
      [60, 58.1],
      [302, 72.3],
    ]);
    expect(growthChart(tables, "bb-pb-tb", "laki", boyWeights).table.rows.map((r) => [r.x, r.y])).toEqual([
      [49.5, 3.1],
      [58.1, 5.2],
      [72.3, 8.6],
    ]);
  });
});

describe("the table", () => {
  it("lists date, age, value and WHO Anthro's z per point, in order of age", () => {
    const chart = growthChart(tables, "bb-u", "laki", boyWeights);
    expect(chart.table.caption).toBe("Pengukuran anak: berat badan menurut umur (BB/U)");
    expect(chart.table.columns).toEqual(["Tanggal", "Usia", "Berat (kg)", "Skor z", "N/T"]);
    const z302 = round2(handRestrictedZ(8.6, whoRow("weight", 1, 302)));
    expect(chart.table.rows.at(-1)).toEqual({
      date: "2026-10-29",
      ageDays: 302,
      x: 302,
      y: 8.6,
      z: z302,
      cells: [
        "29 Okt 2026",
        "9 bulan 29 hari",
        "8,6",
        `${z302 < 0 ? "−" : "+"}${Math.abs(z302).toFixed(2).replace(".", ",")}`,
        // No N or T given: not judged.
        "–",
      ],
    });
    expect(chart.table.rows.map((r) => r.cells.slice(0, 2))).toEqual([
      ["1 Jan 2026", "1 hari"],
      ["1 Mar 2026", "2 bulan 1 hari"],
      ["1 Jul 2026", "6 bulan 1 hari"],
      ["29 Okt 2026", "9 bulan 29 hari"],
    ]);
  });

  it("writes the weighing's N or T in the weight-for-age table and over its point, on no other chart", () => {
    const judged: ChartMeasurement[] = [
      { date: "2026-07-01", ageDays: 182, weightKg: 7.4 },
      { date: "2026-08-01", ageDays: 213, weightKg: 7.9, lengthCm: 68, weighing: "N" },
      { date: "2026-09-01", ageDays: 244, weightKg: 7.9, lengthCm: 69, weighing: "T" },
    ];
    const weight = growthChart(tables, "bb-u", "laki", judged);
    expect(weight.table.rows.map((r) => r.cells[4])).toEqual(["–", "N", "T"]);
    expect(weight.childPoints.map((p) => p.mark)).toEqual([undefined, "N", "T"]);
    const length = growthChart(tables, "pb-u", "laki", judged);
    expect(length.table.columns).toHaveLength(4);
    expect(length.table.rows).toHaveLength(2);
    for (const row of length.table.rows) expect(row.cells).toHaveLength(4);
    expect(length.childPoints.map((p) => p.mark)).toEqual([undefined, undefined]);
    const wfl = growthChart(tables, "bb-pb-tb", "laki", judged);
    expect(wfl.childPoints.map((p) => p.mark)).toEqual([undefined, undefined]);
    for (const row of wfl.table.rows) expect(row.cells).toHaveLength(4);
  });

  it("writes every code in the table (N, T, 2T, O, B) and marks only N and T (2T as T) on the chart", () => {
    // 24-month window (latest 243 days): x = 38 + days / 730.5 x 294, to 0.1: day 90 at 74.2,
    // 120 at 86.3, 151 at 98.8, 181 at 110.8; gaps of 12.1, 12.5 and 12.0, none under 12, so
    // every letter has room.
    const coded: ChartMeasurement[] = [
      { date: "2026-01-01", ageDays: 0, weightKg: 3.3, weighing: "B" },
      { date: "2026-03-01", ageDays: 59, weightKg: 5.5, weighing: "O" },
      { date: "2026-04-01", ageDays: 90, weightKg: 6.2, weighing: "N" },
      { date: "2026-05-01", ageDays: 120, weightKg: 6.4, weighing: "T" },
      { date: "2026-06-01", ageDays: 151, weightKg: 6.5, weighing: "2T" },
      { date: "2026-07-01", ageDays: 181, weightKg: 7.2, weighing: "N" },
      { date: "2026-09-01", ageDays: 243, weightKg: 7.9 },
    ];
    const chart = growthChart(tables, "bb-u", "laki", coded);
    expect(chart.table.rows.map((r) => r.cells[4])).toEqual(["B", "O", "N", "T", "2T", "N", "–"]);
    expect(chart.childPoints.slice(2, 6).map((p) => p.cx)).toEqual([74.2, 86.3, 98.8, 110.8]);
    expect(chart.childPoints.map((p) => p.mark)).toEqual([undefined, undefined, "N", "T", "T", "N", undefined]);
  });

  it("drops a letter within 12 viewBox units of the letter to its right, newest first, a T before an N", () => {
    // Born 31 December 2025. The latest at 730 days opens a 30-month window (913.125 days): x =
    // 38 + days / 913.125 x 294, to 0.1: day 640 at 244.1, 670 at 253.7, 700 at 263.4, 730 at
    // 273.0. Neighbours are 9.6 or 9.7 apart, under 12; two apart, 19.3.
    const at = (weighings: ChartMeasurement["weighing"][]) =>
      growthChart(
        tables,
        "bb-u",
        "laki",
        [640, 670, 700, 730].map((ageDays, index) => ({
          date: ["2027-10-02", "2027-11-01", "2027-12-01", "2027-12-31"][index]!,
          ageDays,
          weightKg: 11 + index * 0.1,
          ...(weighings[index] ? { weighing: weighings[index] } : {}),
        })),
      );
    const four = at(["N", "N", "N", "N"]);
    expect(four.x.max).toBe(30 * DAYS_PER_MONTH);
    expect(four.childPoints.map((p) => p.cx)).toEqual([244.1, 253.7, 263.4, 273]);
    // 273.0 kept; 263.4 is 9.6 from it: dropped; 253.7 is 19.3 from 273.0: kept; 244.1 dropped.
    expect(four.childPoints.map((p) => p.mark)).toEqual([undefined, "N", undefined, "N"]);
    // The table still says every one.
    expect(four.table.rows.map((r) => r.cells[4])).toEqual(["N", "N", "N", "N"]);
    // A T 9.6 left of a kept N takes its place; then 253.7 is 9.7 from the T (dropped), and
    // 244.1 is 19.3 from it (kept).
    expect(at(["N", "N", "T", "N"]).childPoints.map((p) => p.mark)).toEqual(["N", undefined, "T", undefined]);
    // 2T too, marked T; its cell says 2T.
    const twoT = at(["N", "N", "2T", "N"]);
    expect(twoT.childPoints.map((p) => p.mark)).toEqual(["N", undefined, "T", undefined]);
    expect(twoT.table.rows.map((r) => r.cells[4])).toEqual(["N", "N", "2T", "N"]);
    // A T does not displace a T, and an N never displaces anything.
    expect(at(["N", "N", "T", "T"]).childPoints.map((p) => p.mark)).toEqual([undefined, "N", undefined, "T"]);
    expect(at(["N", "N", "N", "T"]).childPoints.map((p) => p.mark)).toEqual([undefined, "N", undefined, "T"]);
    // O and B take no place: the N at 263.4 is the newest letter, and 244.1 is 19.3 from it.
    expect(at(["N", "B", "N", "O"]).childPoints.map((p) => p.mark)).toEqual(["N", undefined, "N", undefined]);
  });

  it("scores length-for-age and weight-for-length by hand from WHO's rows", () => {
    const length = growthChart(tables, "pb-u", "laki", boyWeights);
    expect(length.table.columns).toEqual(["Tanggal", "Usia", "Panjang/\u200Btinggi (cm)", "Skor z"]);
    expect(length.table.rows[1]!.z).toBe(round2(handZ(58.1, whoRow("length", 1, 60))));
    expect(length.table.rows[1]!.cells[2]).toBe("58,1");
    const wfl = growthChart(tables, "bb-pb-tb", "laki", boyWeights);
    expect(wfl.table.columns).toEqual(["Tanggal", "Panjang (cm)", "Berat (kg)", "Skor z"]);
    expect(wfl.table.rows[2]!.z).toBe(round2(handRestrictedZ(8.6, handLengthRow("wfl", 1, 72.3))));
    expect(wfl.table.rows[2]!.cells.slice(1, 3)).toEqual(["72,3", "8,6"]);
  });

  it("and the description says what the picture shows", () => {
    const chart = growthChart(tables, "bb-u", "perempuan", [{ date: "2026-05-01", ageDays: 120, weightKg: 6 }]);
    expect(chart.description).toMatch(
      /^Garis standar WHO untuk anak perempuan, usia 0–24 bulan: median \(0\), −2 dan \+2 SD, −3 dan \+3 SD\. 1 pengukuran anak; yang terakhir 6,0 kg pada usia 4 bulan \(skor z [−+]\d,\d\d\)\. Angka lengkapnya ada di tabel\.$/,
    );
    expect(growthChart(tables, "bb-u", "perempuan", []).description).toMatch(/Belum ada pengukuran anak/);
  });
});

describe("formatAgeMonths", () => {
  it("writes completed calendar months and the days over, as a parent counts them", () => {
    const on = (date: string) => date as IsoDate;
    expect(formatAgeMonths(0, on("2026-03-01"))).toBe("0 hari");
    // Born 31 Jan 2026: 1 month on 28 Feb, 2 months on 31 Mar.
    expect(formatAgeMonths(28, on("2026-02-28"))).toBe("1 bulan");
    expect(formatAgeMonths(27, on("2026-02-27"))).toBe("27 hari");
    expect(formatAgeMonths(59, on("2026-03-31"))).toBe("2 bulan");
    // Born 1 Jan 2026: 1 Mar is 2 months (59 days), 15 Feb is 1 month 14 days.
    expect(formatAgeMonths(59, on("2026-03-01"))).toBe("2 bulan");
    expect(formatAgeMonths(45, on("2026-02-15"))).toBe("1 bulan 14 hari");
    // Born 1 Jan 2024 (a leap year): 1 Jan 2026 is 731 days, 24 months; 5 Jan 2029 (1831 days: 2024 and 2028 are leap years) is 60 months 4 days.
    expect(formatAgeMonths(731, on("2026-01-01"))).toBe("24 bulan");
    expect(formatAgeMonths(1831, on("2029-01-05"))).toBe("60 bulan 4 hari");
  });
});

describe("formatChartZ", () => {
  it("writes both decimals with a real minus sign and a plus sign", () => {
    expect(formatChartZ(-1.4)).toBe("−1,40");
    expect(formatChartZ(0.1)).toBe("+0,10");
    expect(formatChartZ(0)).toBe("0,00");
    expect(formatChartZ(-3.05)).toBe("−3,05");
  });
});
