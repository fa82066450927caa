import { describe, expect, it } from "vitest";
import {
  handLengthRow,
  handRestrictedZ,
  handSD,
  handZ,
  lengthKey,
  round2,
  tables,
  whoRow,
} from "./by-hand.test-support";
import { lengthRange, lmsAtLength, lmsOnDay, parseLengthTable } from "./lms";
import {
  adjustedLength,
  curvePoints,
  isImplausible,
  LAST_TABLE_DAY,
  restrictedZ,
  roundZ,
  valueAtIndicatorZ,
  valuesAt,
  zForAge,
  zForLength,
} from "./zscore";

describe("the tables", () => {
  it("run day 0 to 1826 per sex in every age table (60 months = 1826.25 days)", () => {
    for (const table of [tables.weight, tables.length, tables.head, tables.bmi]) {
      for (const sex of ["laki", "perempuan"] as const) expect(table.rows[sex]).toHaveLength(LAST_TABLE_DAY + 1);
    }
    expect(() => lmsOnDay(tables.weight, "laki", 1827)).toThrow(RangeError);
    expect(() => lmsOnDay(tables.weight, "laki", 10.5)).toThrow(RangeError);
  });

  it("read a day's row exactly as printed, with its measuring position", () => {
    expect(lmsOnDay(tables.weight, "laki", 0)).toEqual({ l: 0.3487, m: 3.3464, s: 0.14602 });
    expect(lmsOnDay(tables.length, "perempuan", 730).position).toBe("lying");
    expect(lmsOnDay(tables.length, "perempuan", 731).position).toBe("standing");
    expect(lmsOnDay(tables.bmi, "laki", 730).position).toBe("lying");
    expect(lmsOnDay(tables.bmi, "laki", 731).position).toBe("standing");
    const row = whoRow("bmi", 1, 1826);
    expect(lmsOnDay(tables.bmi, "laki", 1826)).toEqual({ l: row.l, m: row.m, s: row.s, position: "standing" });
  });

  it("run day 91 to 1826 per sex for arm circumference-for-age (3 to 60 months), as acanthro.txt does", () => {
    expect(tables.arm.firstDay).toBe(91);
    for (const sex of ["laki", "perempuan"] as const) expect(tables.arm.rows[sex]).toHaveLength(1826 - 91 + 1);
    // acanthro.txt's first boys' row and last girls' row, as printed.
    expect(lmsOnDay(tables.arm, "laki", 91)).toEqual({ l: 0.3933, m: 13.4779, s: 0.07474 });
    expect(lmsOnDay(tables.arm, "perempuan", 1826)).toEqual({ l: -0.1733, m: 16.8522, s: 0.09341 });
    expect(() => lmsOnDay(tables.arm, "laki", 90)).toThrow(RangeError);
    expect(() => lmsOnDay(tables.arm, "laki", 1827)).toThrow(RangeError);
  });

  it("cover 45-110 cm for weight-for-length and 65-120 cm for weight-for-height, every 0.1 cm", () => {
    for (const sex of ["laki", "perempuan"] as const) {
      expect(lengthRange(tables.wfl, sex)).toEqual({ min: 45, max: 110 });
      expect(lengthRange(tables.wfh, sex)).toEqual({ min: 65, max: 120 });
      expect(tables.wfl.rows[sex]).toHaveLength(651);
      expect(tables.wfh.rows[sex]).toHaveLength(551);
    }
  });

  it("refuse a length table with a gap", () => {
    const text = "sex\tlength\tl\tm\ts\tlorh\n1\t45\t-0.35\t2.4\t0.09\tL\n1\t45.2\t-0.35\t2.5\t0.09\tL\n";
    expect(() => parseLengthTable(text)).toThrow(/out of order/);
    expect(() => parseLengthTable("sex\theight\tl\tm\n1\t65\t1\t7\n")).toThrow(/"s" column/);
  });
});

describe("weight-for-length/height between the 0.1 cm rows", () => {
  it("takes a row as it is", () => {
    const row = whoRow("wfl", 2, "80.3");
    expect(lmsAtLength(tables.wfl, "perempuan", 80.3)).toEqual({ l: row.l, m: row.m, s: row.s });
  });

  it("interpolates L, M and S linearly between two rows", () => {
    const a = whoRow("wfl", 1, "80.3");
    const b = whoRow("wfl", 1, "80.4");
    const lms = lmsAtLength(tables.wfl, "laki", 80.35)!;
    expect(lms.m).toBeCloseTo(a.m + 0.5 * (b.m - a.m), 12);
    expect(lms.l).toBeCloseTo(a.l + 0.5 * (b.l - a.l), 12);
    expect(lms.s).toBeCloseTo(a.s + 0.5 * (b.s - a.s), 12);
    const c = whoRow("wfh", 2, "100.2");
    const d = whoRow("wfh", 2, "100.3");
    expect(lmsAtLength(tables.wfh, "perempuan", 100.27)!.m).toBeCloseTo(c.m + 0.7 * (d.m - c.m), 10);
  });

  it("gives nothing outside the table, and the end rows inside it", () => {
    expect(lmsAtLength(tables.wfl, "laki", 44.99)).toBeNull();
    expect(lmsAtLength(tables.wfl, "laki", 110.01)).toBeNull();
    expect(lmsAtLength(tables.wfh, "laki", 64.9)).toBeNull();
    expect(lmsAtLength(tables.wfh, "laki", 120.1)).toBeNull();
    expect(lmsAtLength(tables.wfl, "laki", 45)!.m).toBe(whoRow("wfl", 1, "45").m);
    expect(lmsAtLength(tables.wfl, "laki", 110)!.m).toBe(whoRow("wfl", 1, "110").m);
    expect(lmsAtLength(tables.wfh, "perempuan", 120)!.m).toBe(whoRow("wfh", 2, "120").m);
  });
});

describe("z-scores", () => {
  it("are the LMS z of the day's row, rounded to 2 decimals", () => {
    const row = whoRow("weight", 2, 200);
    expect(zForAge(tables, "bb-u", "perempuan", 200, 7.31)).toBe(round2(handZ(7.31, row)));
    const head = whoRow("head", 1, 400);
    expect(zForAge(tables, "lk-u", "laki", 400, 45.37)).toBe(round2(handZ(45.37, head)));
  });

  it("are restricted beyond +3 and below -3 for the weight-based indicators", () => {
    const row = whoRow("weight", 1, 0);
    // Boy at birth: SD3pos = 3.3464 (1 + 0.3487 x 0.14602 x 3)^(1/0.3487), about 5.0 kg.
    const heavy = 6.2;
    expect(handZ(heavy, row)).toBeGreaterThan(3);
    const expectedHeavy = 3 + (heavy - handSD(row, 3)) / (handSD(row, 3) - handSD(row, 2));
    expect(zForAge(tables, "bb-u", "laki", 0, heavy)).toBe(round2(expectedHeavy));
    expect(round2(expectedHeavy)).not.toBe(round2(handZ(heavy, row)));

    const light = 1.61;
    expect(handZ(light, row)).toBeLessThan(-3);
    const expectedLight = -3 + (light - handSD(row, -3)) / (handSD(row, -2) - handSD(row, -3));
    expect(zForAge(tables, "bb-u", "laki", 0, light)).toBe(round2(expectedLight));
    expect(round2(expectedLight)).not.toBe(round2(handZ(light, row)));

    const bmiRow = whoRow("bmi", 2, 900);
    for (const value of [10.9, 22.4]) {
      expect(Math.abs(handZ(value, bmiRow))).toBeGreaterThan(3);
      expect(zForAge(tables, "imt-u", "perempuan", 900, value)).toBe(round2(handRestrictedZ(value, bmiRow)));
    }

    const wfl = handLengthRow("wfl", 1, 70.05);
    for (const weight of [5.3, 11.9]) {
      expect(Math.abs(handZ(weight, wfl))).toBeGreaterThan(3);
      expect(zForLength(tables, "laki", 300, 70.05, weight)).toBe(round2(handRestrictedZ(weight, wfl)));
    }
  });

  it("are restricted for arm circumference-for-age too (anthro's compute_zscore_adjusted)", () => {
    // Boy at 91 days (acanthro.txt L 0.3933, M 13.4779, S 0.07474): beyond +3 and below -3.
    const row = whoRow("arm", 1, 91);
    for (const arm of [17.5, 10.3]) {
      expect(Math.abs(handZ(arm, row))).toBeGreaterThan(3);
      expect(zForAge(tables, "lila-u", "laki", 91, arm)).toBe(round2(handRestrictedZ(arm, row)));
      expect(round2(handRestrictedZ(arm, row))).not.toBe(round2(handZ(arm, row)));
    }
    // Inside +-3 it is the plain z.
    const girl = whoRow("arm", 2, 1000);
    expect(zForAge(tables, "lila-u", "perempuan", 1000, 15.3)).toBe(round2(handZ(15.3, girl)));
  });

  it("are plain (not restricted) for length/height and head circumference", () => {
    const row = whoRow("length", 1, 365);
    const short = row.m * (1 - 4.2 * row.s);
    expect(zForAge(tables, "pb-u", "laki", 365, short)).toBe(round2(handZ(short, row)));
    expect(zForAge(tables, "pb-u", "laki", 365, short)).toBeCloseTo(-4.2, 6);
    const head = whoRow("head", 2, 60);
    expect(zForAge(tables, "lk-u", "perempuan", 60, 44)).toBe(round2(handZ(44, head)));
    expect(handZ(44, head)).toBeGreaterThan(3);
  });

  it("read weight-for-length under 731 days and weight-for-height from 731", () => {
    const wfl = handLengthRow("wfl", 2, 85.13);
    const wfh = handLengthRow("wfh", 2, 85.13);
    expect(zForLength(tables, "perempuan", 730, 85.13, 11.4)).toBe(round2(handRestrictedZ(11.4, wfl)));
    expect(zForLength(tables, "perempuan", 731, 85.13, 11.4)).toBe(round2(handRestrictedZ(11.4, wfh)));
    expect(zForLength(tables, "perempuan", 730, 44.9, 3)).toBeNull();
    expect(zForLength(tables, "perempuan", 731, 64.9, 7)).toBeNull();
  });
});

describe("the 0.7 cm between lying and standing", () => {
  it("adds 0.7 cm to a height measured standing before 731 days", () => {
    expect(adjustedLength(730, 80, "standing")).toBeCloseTo(80.7, 12);
    expect(adjustedLength(730, 80, "lying")).toBe(80);
  });

  it("takes 0.7 cm off a length measured lying from 731 days", () => {
    expect(adjustedLength(731, 80, "lying")).toBeCloseTo(79.3, 12);
    expect(adjustedLength(731, 80, "standing")).toBe(80);
  });

  it("leaves a length of unknown position as measured", () => {
    expect(adjustedLength(100, 60, null)).toBe(60);
    expect(adjustedLength(1000, 90, null)).toBe(90);
  });
});

describe("rounding to 2 decimals as WHO Anthro (R's round) does", () => {
  // R 4.2.2, round(x, 2), run on these very doubles:
  const fromR: [number, number][] = [
    [0.125, 0.12],
    [0.375, 0.38],
    [-0.625, -0.62],
    [-2.125, -2.12],
    [2.675, 2.67],
    [0.285, 0.28],
    [1.005, 1],
    [0.045, 0.04],
    [3.005, 3],
    [-0.015, -0.01],
    [2.5549999, 2.55],
    [5.995, 6],
  ];

  it.each(fromR)("round(%d, 2) = %d", (x, rounded) => {
    expect(roundZ(x)).toBe(rounded);
  });

  it("leaves 0 and whole hundredths as they are", () => {
    expect(roundZ(0)).toBe(0);
    expect(roundZ(-2)).toBe(-2);
    expect(roundZ(1.23)).toBe(1.23);
  });
});

describe("implausible values (WHO Anthro's flags)", () => {
  it("flags weight-for-age below -6 or above +5", () => {
    expect(isImplausible("bb-u", -6)).toBe(false);
    expect(isImplausible("bb-u", -6.01)).toBe(true);
    expect(isImplausible("bb-u", 5)).toBe(false);
    expect(isImplausible("bb-u", 5.01)).toBe(true);
    expect(isImplausible("bb-u", -5.5)).toBe(false);
  });

  it("flags length/height-for-age beyond +-6", () => {
    expect(isImplausible("pb-u", -6)).toBe(false);
    expect(isImplausible("pb-u", -6.01)).toBe(true);
    expect(isImplausible("pb-u", 6)).toBe(false);
    expect(isImplausible("pb-u", 6.01)).toBe(true);
  });

  it.each(["bb-pb", "imt-u", "lk-u", "lila-u"] as const)("flags %s beyond +-5", (indicator) => {
    expect(isImplausible(indicator, -5)).toBe(false);
    expect(isImplausible(indicator, -5.01)).toBe(true);
    expect(isImplausible(indicator, 5)).toBe(false);
    expect(isImplausible(indicator, 5.01)).toBe(true);
  });
});

describe("chart lines", () => {
  const SD = [-3, -2, 0, 2, 3];
  const oneDecimal = (values: number[] | null) => values!.map((v) => Math.round(v * 10) / 10);

  it("give WHO's printed values at birth (weight-for-age, z-score tables, boys and girls)", () => {
    // WHO simplified field tables, weight-for-age birth to 5 years, row 0 months: -3, -2, 0, +2, +3 SD.
    expect(oneDecimal(valuesAt(tables, "bb-u", "laki", 0, SD))).toEqual([2.1, 2.5, 3.3, 4.4, 5.0]);
    expect(oneDecimal(valuesAt(tables, "bb-u", "perempuan", 0, SD))).toEqual([2.0, 2.4, 3.2, 4.2, 4.8]);
    // Length-for-age, birth: -2, 0, +2 SD (as the growth guides' test has them).
    expect(oneDecimal(valuesAt(tables, "pb-u", "laki", 0, [-2, 0, 2]))).toEqual([46.1, 49.9, 53.7]);
  });

  it("give WHO's printed first rows of weight-for-length (45 cm) and weight-for-height (65 cm)", () => {
    // WHO simplified field tables, weight-for-length birth to 2 years and weight-for-height 2 to 5
    // years, z-scores, first row: -3, -2, 0, +2, +3 SD.
    expect(oneDecimal(valuesAt(tables, "bb-pb", "laki", 45, SD))).toEqual([1.9, 2.0, 2.4, 3.0, 3.3]);
    expect(oneDecimal(valuesAt(tables, "bb-pb", "perempuan", 45, SD))).toEqual([1.9, 2.1, 2.5, 3.0, 3.3]);
    expect(oneDecimal(valuesAt(tables, "bb-tb", "laki", 65, SD))).toEqual([5.9, 6.3, 7.4, 8.8, 9.6]);
    expect(oneDecimal(valuesAt(tables, "bb-tb", "perempuan", 65, SD))).toEqual([5.6, 6.1, 7.2, 8.7, 9.7]);
  });

  it("give the LMS value of the row at every z", () => {
    const row = whoRow("bmi", 1, 1000);
    const values = valuesAt(tables, "imt-u", "laki", 1000, SD)!;
    SD.forEach((z, i) => {
      expect(values[i]).toBeCloseTo(handSD(row, z), 10);
    });
    const wfh = whoRow("wfh", 2, "100");
    expect(valuesAt(tables, "bb-tb", "perempuan", 100, [0])).toEqual([wfh.m]);
    const wfl = whoRow("wfl", 2, "45");
    expect(valuesAt(tables, "bb-pb", "perempuan", 45, [0])).toEqual([wfl.m]);
  });

  it("continue the weight lines beyond +-3 SD as the restricted z does", () => {
    const lms = lmsOnDay(tables.weight, "perempuan", 500);
    for (const z of [-5, -4, -3.5, -1, 0, 2.5, 4, 5]) {
      expect(restrictedZ(valueAtIndicatorZ("bb-u", lms, z), lms)).toBeCloseTo(z, 10);
    }
  });

  it("interpolate fractional ages, lying rows before 731 days and standing rows after", () => {
    const a = whoRow("length", 2, 365);
    const b = whoRow("length", 2, 366);
    expect(valuesAt(tables, "pb-u", "perempuan", 365.25, [0])![0]).toBeCloseTo(a.m + 0.25 * (b.m - a.m), 10);
    const lying = whoRow("length", 1, 730);
    const standing = whoRow("length", 1, 731);
    expect(lying.last).toBe("L");
    expect(standing.last).toBe("H");
    expect(valuesAt(tables, "pb-u", "laki", 730, [0])).toEqual([lying.m]);
    expect(valuesAt(tables, "pb-u", "laki", 731, [0])).toEqual([standing.m]);
  });

  it("give nothing outside the range", () => {
    expect(valuesAt(tables, "bb-u", "laki", -1, [0])).toBeNull();
    expect(valuesAt(tables, "bb-u", "laki", 1827, [0])).toBeNull();
    expect(valuesAt(tables, "bb-pb", "laki", 110.1, [0])).toBeNull();
    expect(valuesAt(tables, "bb-tb", "laki", 64.9, [0])).toBeNull();
    // Arm circumference-for-age starts at day 91 (acanthro.txt's first row; boys M 13.4779).
    expect(valuesAt(tables, "lila-u", "laki", 90, [0])).toBeNull();
    expect(valuesAt(tables, "lila-u", "laki", 91, [0])).toEqual([13.4779]);
  });

  it("step along a curve, landing on the 0.1 cm rows", () => {
    const points = curvePoints(tables, "bb-pb", "laki", { zs: [0], from: 44, to: 45.5, step: 0.1 });
    expect(points.map((p) => p.x)).toEqual([45, 45.1, 45.2, 45.3, 45.4, 45.5]);
    points.forEach((point, i) => {
      expect(point.values).toEqual([whoRow("wfl", 1, lengthKey(450 + i)).m]);
    });
    const ages = curvePoints(tables, "lk-u", "perempuan", { zs: [-2, 2], from: 1800, to: 2000, step: 13 });
    expect(ages.map((p) => p.x)).toEqual([1800, 1813, 1826]);
    expect(() => curvePoints(tables, "lk-u", "laki", { zs: [0], from: 0, to: 10, step: 0 })).toThrow(RangeError);
  });
});
