import { describe, expect, it } from "vitest";
import { addDays, type IsoDate } from "../dates";
import { handLengthRow, handRestrictedZ, handSD, handZ, round2, tables, whoRow } from "./by-hand.test-support";
import {
  ageInDays,
  ageToUse,
  checkGrowth,
  type GrowthInput,
  type GrowthResult,
  type IndicatorResult,
  type ScoredIndicator,
} from "./growth-check";
import type { IndicatorId } from "./zscore";

const BIRTH = "2022-03-15" as IsoDate;
const TODAY = "2030-01-01";

function check(overrides: Partial<GrowthInput> & { day?: number }) {
  const { day = 100, ...rest } = overrides;
  return checkGrowth(tables, {
    sex: "laki",
    birthDate: BIRTH,
    measuredOn: addDays(BIRTH, day),
    today: TODAY,
    ...rest,
  });
}

function ok(result: ReturnType<typeof checkGrowth>): GrowthResult {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

function indicator(result: GrowthResult, id: IndicatorId): IndicatorResult {
  const found = result.indicators.find((i) => i.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

const z = (result: GrowthResult, id: IndicatorId) => indicator(result, id).z;

describe("age", () => {
  it("counts calendar days from birth to measurement", () => {
    expect(ageInDays("2024-02-28", "2024-03-01")).toBe(2);
    expect(ageInDays("2023-02-28", "2023-03-01")).toBe(1);
    expect(ageInDays("2024-01-01", "2025-01-01")).toBe(366);
    expect(ageInDays("2024-02-30", "2025-01-01")).toBeNull();
  });
});

describe("every indicator, both sexes, at 0, 1, 730, 731 and 1826 days", () => {
  // Measurements a little off each median, so that z is neither 0 nor a rounding tie; lengths with
  // hundredths, so weight-for-length/height interpolates. Measured lying before 731 days and
  // standing from 731 (no adjustment here; the adjustment has its own tests).
  const cases = [0, 1, 730, 731, 1826].flatMap((day) => [
    { day, sex: "laki" as const, code: 1 as const },
    { day, sex: "perempuan" as const, code: 2 as const },
  ]);

  it.each(cases)("day $day, $sex", ({ day, sex, code }) => {
    const weight = whoRow("weight", code, day);
    const length = whoRow("length", code, day);
    const head = whoRow("head", code, day);
    const bmi = whoRow("bmi", code, day);
    const weightKg = Math.round(weight.m * 1.07 * 100) / 100;
    const lengthCm = Math.round((length.m - 1.39) * 100) / 100;
    const headCm = Math.round((head.m + 0.83) * 10) / 10;
    const standing = day >= 731;
    expect(length.last).toBe(standing ? "H" : "L");
    expect(bmi.last).toBe(standing ? "H" : "L");

    const result = ok(
      check({ day, sex, weightKg, length: { cm: lengthCm, position: standing ? "standing" : "lying" }, headCm }),
    );
    expect(result).toMatchObject({ ageDays: day, chronologicalAgeDays: day, ageUsed: "chronological" });
    expect(result.lengthUsedCm).toBe(lengthCm);

    const bmiValue = weightKg / ((lengthCm / 100) * (lengthCm / 100));
    expect(result.bmi).toBeCloseTo(bmiValue, 12);
    const wflh = handLengthRow(standing ? "wfh" : "wfl", code, lengthCm);

    expect(result.indicators.map((i) => [i.id, i.abbreviation])).toEqual([
      ["bb-u", "BB/U"],
      ["pb-u", standing ? "TB/U" : "PB/U"],
      ["bb-pb", standing ? "BB/TB" : "BB/PB"],
      ["imt-u", "IMT/U"],
      ["lk-u", "LK/U"],
    ]);
    expect(z(result, "bb-u")).toBe(round2(handRestrictedZ(weightKg, weight)));
    expect(z(result, "pb-u")).toBe(round2(handZ(lengthCm, length)));
    expect(z(result, "bb-pb")).toBe(round2(handRestrictedZ(weightKg, wflh)));
    expect(z(result, "imt-u")).toBe(round2(handRestrictedZ(bmiValue, bmi)));
    expect(z(result, "lk-u")).toBe(round2(handZ(headCm, head)));
    for (const scored of result.indicators as ScoredIndicator[]) {
      expect(scored.label, scored.id).toBeTruthy();
      expect(scored.flag, scored.id).toBeUndefined();
    }
  });

  it("lists only the indicators the measurements allow", () => {
    expect(ok(check({ weightKg: 6 })).indicators.map((i) => i.id)).toEqual(["bb-u"]);
    // LiLA/U last, after LK/U (issue 34).
    expect(ok(check({ day: 365, weightKg: 9.6, headCm: 46, armCm: 14 })).indicators.map((i) => i.id)).toEqual([
      "bb-u",
      "lk-u",
      "lila-u",
    ]);
    expect(ok(check({ headCm: 40 })).indicators.map((i) => i.id)).toEqual(["lk-u"]);
    expect(ok(check({ length: { cm: 60, position: "lying" } })).indicators.map((i) => i.id)).toEqual(["pb-u"]);
  });

  it("gives WHO's printed medians a z near 0 (weight-for-age boys 12 months, 9.6 kg; 365 days)", () => {
    expect(Math.abs(z(ok(check({ day: 365, weightKg: 9.6 })), "bb-u")!)).toBeLessThan(0.05);
  });
});

describe("the 0.7 cm adjustment", () => {
  it("adds 0.7 cm to a height measured standing before 731 days, for PB/U, BB/PB and IMT/U", () => {
    const result = ok(check({ day: 400, weightKg: 9.5, length: { cm: 75, position: "standing" } }));
    expect(result.lengthUsedCm).toBeCloseTo(75.7, 12);
    const length = whoRow("length", 1, 400);
    expect(z(result, "pb-u")).toBe(round2(handZ(75.7, length)));
    expect(z(result, "bb-pb")).toBe(round2(handRestrictedZ(9.5, handLengthRow("wfl", 1, 75.7))));
    expect(z(result, "imt-u")).toBe(round2(handRestrictedZ(9.5 / (0.757 * 0.757), whoRow("bmi", 1, 400))));
    expect(indicator(result, "pb-u").abbreviation).toBe("PB/U");
    expect(result.warnings).toEqual([]);
  });

  it("takes 0.7 cm off a length measured lying from 731 days", () => {
    const result = ok(check({ day: 800, sex: "perempuan", weightKg: 11, length: { cm: 85, position: "lying" } }));
    expect(result.lengthUsedCm).toBeCloseTo(84.3, 12);
    expect(z(result, "pb-u")).toBe(round2(handZ(84.3, whoRow("length", 2, 800))));
    expect(z(result, "bb-pb")).toBe(round2(handRestrictedZ(11, handLengthRow("wfh", 2, 84.3))));
    expect(z(result, "imt-u")).toBe(round2(handRestrictedZ(11 / (0.843 * 0.843), whoRow("bmi", 2, 800))));
    expect(indicator(result, "pb-u").abbreviation).toBe("TB/U");
  });

  it("leaves lying before 731 days and standing from 731 days as measured", () => {
    expect(ok(check({ day: 730, length: { cm: 85, position: "lying" } })).lengthUsedCm).toBe(85);
    expect(ok(check({ day: 731, length: { cm: 85, position: "standing" } })).lengthUsedCm).toBe(85);
  });

  it("does not adjust a height 'measured standing' under 9 months, and warns, as WHO Anthro does", () => {
    const result = ok(check({ day: 273, length: { cm: 70, position: "standing" } }));
    expect(result.lengthUsedCm).toBe(70);
    expect(result.warnings).toEqual(["standing-under-9-months"]);
    // 274 days is 9.0021 months: adjusted again.
    const older = ok(check({ day: 274, length: { cm: 70, position: "standing" } }));
    expect(older.lengthUsedCm).toBeCloseTo(70.7, 12);
    expect(older.warnings).toEqual([]);
  });
});

describe("weight-for-length/height", () => {
  it("interpolates between two 0.1 cm rows", () => {
    const result = ok(check({ day: 300, sex: "perempuan", weightKg: 8.2, length: { cm: 70.46, position: "lying" } }));
    const a = whoRow("wfl", 2, "70.4");
    const b = whoRow("wfl", 2, "70.5");
    const t = 0.6;
    const row = { l: a.l + t * (b.l - a.l), m: a.m + t * (b.m - a.m), s: a.s + t * (b.s - a.s), last: "L" };
    expect(z(result, "bb-pb")).toBe(round2(handRestrictedZ(8.2, row)));
  });

  it("gives no z outside the table, with a reason, and still scores the rest", () => {
    const short = ok(check({ day: 10, weightKg: 2.1, length: { cm: 44.5, position: "lying" } }));
    expect(indicator(short, "bb-pb")).toEqual({
      id: "bb-pb",
      abbreviation: "BB/PB",
      z: null,
      reason: "length-outside-wfl-table",
    });
    expect(z(short, "pb-u")).not.toBeNull();
    expect(z(short, "imt-u")).not.toBeNull();

    // 109.5 cm standing at 700 days is 110.2 cm lying: past the weight-for-length table.
    const tall = ok(check({ day: 700, weightKg: 18, length: { cm: 109.5, position: "standing" } }));
    expect(indicator(tall, "bb-pb")).toMatchObject({ z: null, reason: "length-outside-wfl-table" });

    const wfh = ok(check({ day: 800, weightKg: 7, length: { cm: 64.9, position: "standing" } }));
    expect(indicator(wfh, "bb-pb")).toMatchObject({
      abbreviation: "BB/TB",
      z: null,
      reason: "length-outside-wfh-table",
    });
    const lying = ok(check({ day: 800, weightKg: 7, length: { cm: 65.6, position: "lying" } }));
    expect(indicator(lying, "bb-pb")).toMatchObject({ z: null, reason: "length-outside-wfh-table" });
    const inside = ok(check({ day: 800, weightKg: 7, length: { cm: 65.7, position: "lying" } }));
    expect(z(inside, "bb-pb")).toBe(round2(handRestrictedZ(7, whoRow("wfh", 1, "65"))));
  });
});

describe("restricted z in the result", () => {
  it("applies beyond +-3 to BB/U, BB/PB and IMT/U, not to PB/U or LK/U", () => {
    const weight = whoRow("weight", 2, 0);
    const heavy = ok(check({ day: 0, sex: "perempuan", weightKg: 5.9 }));
    expect(handZ(5.9, weight)).toBeGreaterThan(3);
    expect(z(heavy, "bb-u")).toBe(round2(3 + (5.9 - handSD(weight, 3)) / (handSD(weight, 3) - handSD(weight, 2))));
    const light = ok(check({ day: 0, sex: "perempuan", weightKg: 1.7 }));
    expect(handZ(1.7, weight)).toBeLessThan(-3);
    expect(z(light, "bb-u")).toBe(round2(-3 + (1.7 - handSD(weight, -3)) / (handSD(weight, -2) - handSD(weight, -3))));
  });
});

describe("labels and flags in the result", () => {
  it("labels each z and marks implausible ones to check again", () => {
    // Boy at birth weighing 0.9 kg: far below -6 on WHO Anthro's restricted z.
    const result = ok(check({ day: 0, weightKg: 0.9 }));
    expect(indicator(result, "bb-u")).toMatchObject({
      label: "Berat badan sangat kurang (severely underweight)",
      tone: "danger",
      flag: "implausible",
    });
    expect((indicator(result, "bb-u") as ScoredIndicator).z).toBeLessThan(-6);
  });

  it("flags BB/U only beyond its own cut-offs (-6, +5)", () => {
    const row = whoRow("weight", 1, 500);
    // z = -5.5 by the restricted formula: SD3neg - 2.5 x (SD2neg - SD3neg)
    const weight = handSD(row, -3) - 2.5 * (handSD(row, -2) - handSD(row, -3));
    const result = ok(check({ day: 500, weightKg: Math.round(weight * 100) / 100 }));
    expect(z(result, "bb-u")).toBeCloseTo(-5.5, 1);
    expect(indicator(result, "bb-u")).not.toHaveProperty("flag");
  });

  it("flags PB/U beyond +-6 and LK/U beyond +-5", () => {
    const length = whoRow("length", 2, 200);
    const result = ok(
      check({ day: 200, sex: "perempuan", length: { cm: length.m * (1 - 6.3 * length.s), position: "lying" } }),
    );
    expect(indicator(result, "pb-u")).toMatchObject({ flag: "implausible", label: "Sangat pendek (severely stunted)" });
    const head = whoRow("head", 1, 900);
    const big = ok(check({ day: 900, headCm: Math.round(head.m * (1 + 5.2 * head.s) * 10) / 10 }));
    expect(indicator(big, "lk-u")).toMatchObject({
      flag: "implausible",
      label: "Lingkar kepala besar (di atas +2 SD)",
    });
    const notYet = ok(check({ day: 900, headCm: Math.round(head.m * (1 + 4.8 * head.s) * 10) / 10 }));
    expect(indicator(notYet, "lk-u")).not.toHaveProperty("flag");
  });

  it("flags BB/PB-BB/TB and IMT/U beyond +-5", () => {
    const result = ok(check({ day: 400, weightKg: 25, length: { cm: 75, position: "lying" } }));
    expect(indicator(result, "bb-pb")).toMatchObject({ flag: "implausible", label: "Obesitas (obese)" });
    expect(indicator(result, "imt-u")).toMatchObject({ flag: "implausible", label: "Obesitas (obese)" });
  });
});

describe("corrected age for a child born before 37 weeks", () => {
  it("subtracts (40 weeks - gestational age) while the corrected age is under 24 months", () => {
    // Born at 32 weeks: 8 weeks = 56 days early.
    const result = ok(check({ day: 100, gestationalWeeks: 32, weightKg: 4.4 }));
    expect(result).toMatchObject({ ageDays: 44, ageUsed: "corrected", chronologicalAgeDays: 100 });
    expect(z(result, "bb-u")).toBe(round2(handRestrictedZ(4.4, whoRow("weight", 1, 44))));
    expect(ageToUse(786, 32)).toEqual({ ageDays: 730, ageUsed: "corrected" });
  });

  it("stops when the corrected age reaches 24 months (731 days)", () => {
    expect(ageToUse(787, 32)).toEqual({ ageDays: 787, ageUsed: "chronological" });
    const result = ok(check({ day: 787, gestationalWeeks: 32, weightKg: 12 }));
    expect(result).toMatchObject({ ageDays: 787, ageUsed: "chronological" });
    expect(z(result, "bb-u")).toBe(round2(handRestrictedZ(12, whoRow("weight", 1, 787))));
  });

  it("does not correct from 37 weeks, nor without a gestational age", () => {
    expect(ageToUse(100, 37)).toEqual({ ageDays: 100, ageUsed: "chronological" });
    expect(ageToUse(100, 42)).toEqual({ ageDays: 100, ageUsed: "chronological" });
    expect(ageToUse(100)).toEqual({ ageDays: 100, ageUsed: "chronological" });
    expect(ageToUse(100, 36)).toEqual({ ageDays: 72, ageUsed: "corrected" });
  });

  it("rounds a fraction of a day half up, as WHO Anthro rounds ages", () => {
    // 36.5 weeks: 3.5 weeks = 24.5 days early, counted as 25.
    expect(ageToUse(100, 36.5)).toEqual({ ageDays: 75, ageUsed: "corrected" });
  });

  it("reads the tables, the position rules and PB/TB at the corrected age", () => {
    // Chronologically 750 days, corrected 694: a length measured lying is not adjusted, PB/U.
    const result = ok(check({ day: 750, gestationalWeeks: 32, length: { cm: 84, position: "lying" } }));
    expect(result.lengthUsedCm).toBe(84);
    expect(indicator(result, "pb-u").abbreviation).toBe("PB/U");
    expect(z(result, "pb-u")).toBe(round2(handZ(84, whoRow("length", 1, 694))));
  });

  it("refuses a child measured before the due date (the WHO standards start at term)", () => {
    expect(check({ day: 30, gestationalWeeks: 30, weightKg: 2 })).toEqual({
      ok: false,
      reason: "corrected-age-before-term",
    });
    expect(ok(check({ day: 70, gestationalWeeks: 30, weightKg: 3 })).ageDays).toBe(0);
  });

  it("refuses a gestational age outside 22-44 weeks", () => {
    for (const gestationalWeeks of [21.9, 44.1, Number.NaN]) {
      expect(check({ gestationalWeeks, weightKg: 5 })).toEqual({ ok: false, reason: "gestational-age-out-of-range" });
    }
    expect(ok(check({ gestationalWeeks: 22, day: 200, weightKg: 5 })).ageUsed).toBe("corrected");
    expect(ok(check({ gestationalWeeks: 44, weightKg: 5 })).ageUsed).toBe("chronological");
  });
});

describe("refusals", () => {
  it("refuses a measurement in the future", () => {
    const measuredOn = addDays(BIRTH, 100);
    expect(check({ measuredOn, today: addDays(BIRTH, 99), weightKg: 5 })).toEqual({
      ok: false,
      reason: "measured-in-future",
    });
    expect(check({ measuredOn, today: measuredOn, weightKg: 5 }).ok).toBe(true);
  });

  it("refuses a measurement before birth", () => {
    expect(check({ day: -1, weightKg: 3 })).toEqual({ ok: false, reason: "measured-before-birth" });
  });

  it("refuses children over 60 months (the tables end at 1826 days)", () => {
    expect(check({ day: 1826, weightKg: 18 }).ok).toBe(true);
    expect(check({ day: 1827, weightKg: 18 })).toEqual({ ok: false, reason: "older-than-60-months" });
    expect(check({ day: 1856, weightKg: 18 })).toEqual({ ok: false, reason: "older-than-60-months" });
  });

  it("refuses impossible measurements", () => {
    expect(check({ weightKg: 0 })).toEqual({ ok: false, reason: "weight-out-of-range" });
    expect(check({ weightKg: -3 })).toEqual({ ok: false, reason: "weight-out-of-range" });
    expect(check({ weightKg: Number.NaN })).toEqual({ ok: false, reason: "weight-out-of-range" });
    expect(check({ length: { cm: 300, position: "standing" } })).toEqual({ ok: false, reason: "length-out-of-range" });
    expect(check({ length: { cm: 0, position: "lying" } })).toEqual({ ok: false, reason: "length-out-of-range" });
    expect(check({ headCm: 300 })).toEqual({ ok: false, reason: "head-out-of-range" });
  });

  it("refuses a check without any measurement, or with a date that does not exist", () => {
    expect(check({})).toEqual({ ok: false, reason: "no-measurement" });
    expect(check({ birthDate: "2022-02-30", weightKg: 5 })).toEqual({ ok: false, reason: "invalid-date" });
    expect(check({ measuredOn: "kemarin", weightKg: 5 })).toEqual({ ok: false, reason: "invalid-date" });
    expect(check({ today: "", weightKg: 5 })).toEqual({ ok: false, reason: "invalid-date" });
  });
});

describe("LiLA/U and the signs of severe acute malnutrition (issue 34)", () => {
  it("scores a LiLA on WHO's arm circumference-for-age row for the day", () => {
    // Boy, 365 days (acanthro.txt: L 0.1263, M 14.6447, S 0.07689), 14.0 cm:
    // ((14.0 / 14.6447)^0.1263 - 1) / (0.1263 x 0.07689) = -0.58, inside +-3: the plain z.
    const row = whoRow("arm", 1, 365);
    expect(row).toMatchObject({ l: 0.1263, m: 14.6447, s: 0.07689 });
    const result = ok(check({ day: 365, weightKg: 9.6, armCm: 14 }));
    expect(indicator(result, "lila-u")).toEqual({
      id: "lila-u",
      abbreviation: "LiLA/U",
      z: round2(handZ(14, row)),
      label: "Normal",
      tone: "normal",
    });
    expect(z(result, "lila-u")).toBeCloseTo(-0.58, 2);
    expect(result.severeSigns).toEqual([]);
  });

  it("restricts the z below -3 SD, as WHO Anthro does for arm circumference-for-age", () => {
    // Girl, 365 days (acanthro.txt: L -0.1733, M 14.2062, S 0.0828), 10.0 cm. Plain z:
    // ((10 / 14.2062)^-0.1733 - 1) / (-0.1733 x 0.0828) = -4.37. SD3neg = 14.2062 x (1 - 3 x
    // -0.1733 x 0.0828)^(1 / -0.1733) = 11.139, SD2neg = 12.066: restricted -3 + (10 - 11.139) /
    // (12.066 - 11.139) = -4.23.
    const row = whoRow("arm", 2, 365);
    expect(row).toMatchObject({ l: -0.1733, m: 14.2062, s: 0.0828 });
    expect(handZ(10, row)).toBeLessThan(-3);
    const result = ok(check({ day: 365, sex: "perempuan", weightKg: 7, armCm: 10 }));
    expect(z(result, "lila-u")).toBe(round2(handRestrictedZ(10, row)));
    expect(z(result, "lila-u")).toBeCloseTo(-4.23, 2);
    expect(z(result, "lila-u")).not.toBe(round2(handZ(10, row)));
    expect(indicator(result, "lila-u")).toMatchObject({
      label: "LiLA sangat rendah untuk usianya (di bawah −3 SD)",
      tone: "danger",
    });
    expect(indicator(result, "lila-u")).not.toHaveProperty("flag");
    // 10.0 cm < 11.5 cm at 12 months.
    expect(result.severeSigns).toEqual(["arm"]);
  });

  it("flags a LiLA beyond +-5 as implausible", () => {
    // Boy, 400 days: 35 cm (the form's upper limit) is far above +5 SD.
    const row = whoRow("arm", 1, 400);
    expect(handRestrictedZ(35, row)).toBeGreaterThan(5);
    const result = ok(check({ day: 400, weightKg: 10, armCm: 35 }));
    expect(z(result, "lila-u")).toBe(round2(handRestrictedZ(35, row)));
    expect(indicator(result, "lila-u")).toMatchObject({ flag: "implausible" });
  });

  it("refuses a LiLA before 6 completed calendar months since birth, whatever the corrected age", () => {
    // Born 15 March 2022: day 183 is 14 September (5 months 30 days): refused; day 184 is 15
    // September, 6 months: scored (184 / 30.4375 = 6.05).
    expect(check({ day: 182, weightKg: 7.5, armCm: 13 })).toEqual({ ok: false, reason: "arm-under-6-months" });
    expect(check({ day: 183, weightKg: 7.5, armCm: 13 })).toEqual({ ok: false, reason: "arm-under-6-months" });
    expect(z(ok(check({ day: 184, weightKg: 7.5, armCm: 13 })), "lila-u")).toBe(
      round2(handZ(13, whoRow("arm", 1, 184))),
    );
    // About 5 months without a LiLA is scored as before.
    expect(check({ day: 152, weightKg: 7 }).ok).toBe(true);
    expect(check({ day: 152, weightKg: 7, armCm: 13 })).toEqual({ ok: false, reason: "arm-under-6-months" });
    // Born at 32 weeks: day 200 is 1 October 2022, 6 months 16 days since birth, though only 200
    // - 56 = 144 days corrected (4.7 months): the LiLA is taken, and scored at day 144 (boys'
    // row L 0.319, M 13.9989, S 0.07555: 13.0 cm is -0.97).
    const preterm = ok(check({ day: 200, gestationalWeeks: 32, weightKg: 6, armCm: 13 }));
    expect(preterm.ageDays).toBe(144);
    expect(z(preterm, "lila-u")).toBe(round2(handZ(13, whoRow("arm", 1, 144))));
  });

  it("counts the 6 months on the calendar: born 10 January, 10 July is 6 months, 9 July is not", () => {
    // 10 January to 10 July 2025 is 181 days (181 / 30.4375 = 5.95, which the old count in
    // 30.4375-day months refused); 9 July is 180 days, 5 months 29 days.
    const born = { birthDate: "2025-01-10", weightKg: 7.5, armCm: 13 };
    const july10 = ok(check({ ...born, measuredOn: "2025-07-10" }));
    expect(july10.ageDays).toBe(181);
    // Boys' row for day 181 (acanthro.txt L 0.2772, M 14.2307, S 0.07599): 13.0 cm is -1.18.
    expect(z(july10, "lila-u")).toBe(round2(handZ(13, whoRow("arm", 1, 181))));
    expect(check({ ...born, measuredOn: "2025-07-09" })).toEqual({ ok: false, reason: "arm-under-6-months" });
  });

  it("names a LiLA under 11.5 cm a severe sign up to 59 months only: day 1826 can be 60 months", () => {
    // Born 15 March 2022, measured 15 March 2027: 1826 days (the tables' last), 60 calendar months.
    const sixty = ok(check({ birthDate: "2022-03-15", measuredOn: "2027-03-15", weightKg: 17, armCm: 11.4 }));
    expect(sixty.ageDays).toBe(1826);
    expect(sixty.severeSigns).toEqual([]);
    // The day before: 59 months.
    const fiftyNine = ok(check({ birthDate: "2022-03-15", measuredOn: "2027-03-14", weightKg: 17, armCm: 11.4 }));
    expect(fiftyNine.severeSigns).toEqual(["arm"]);
  });

  it("takes a LiLA from a preterm baby of 6 months since birth whose corrected age is under 6 months", () => {
    // Born 10 January 2025 at 32 weeks (56 days early), measured 10 July: 6 months since birth,
    // 181 - 56 = 125 days corrected (4 months). LiLA/U at day 125 (boys' row L 0.3432, M 13.8399,
    // S 0.07528): ((13 / 13.8399)^0.3432 - 1) / (0.3432 x 0.07528) = -0.82, normal.
    const result = ok(
      check({ birthDate: "2025-01-10", measuredOn: "2025-07-10", gestationalWeeks: 32, weightKg: 6.5, armCm: 13 }),
    );
    expect([result.ageUsed, result.ageDays]).toEqual(["corrected", 125]);
    expect(indicator(result, "lila-u")).toEqual({
      id: "lila-u",
      abbreviation: "LiLA/U",
      z: round2(handZ(13, whoRow("arm", 1, 125))),
      label: "Normal",
      tone: "normal",
    });
    expect(z(result, "lila-u")).toBeCloseTo(-0.82, 2);
  });

  it("gives no LiLA/U before WHO's arm table starts (day 91 of the age used), but still the 11.5 cm sign", () => {
    // Born 10 January 2025 at 24 weeks (16 weeks, 112 days early). 10 July: 181 - 112 = 69 days
    // corrected, before the table's day 91: no LiLA/U. 11.4 cm < 11.5 cm at 6 months since birth
    // is still the sign.
    const early = { birthDate: "2025-01-10", gestationalWeeks: 24, weightKg: 5.5 };
    const july = ok(check({ ...early, measuredOn: "2025-07-10", armCm: 11.4 }));
    expect(july.ageDays).toBe(69);
    expect(july.indicators.map((one) => one.id)).toEqual(["bb-u"]);
    expect(july.severeSigns).toEqual(["arm"]);
    // 31 July: 202 days, 90 corrected: still none. 1 August: 203 days, 91 corrected: the first
    // day of the table (boys' row L 0.3933, M 13.4779, S 0.07474: 13.0 cm is -0.48).
    expect(ok(check({ ...early, measuredOn: "2025-07-31", armCm: 13 })).indicators.map((one) => one.id)).toEqual([
      "bb-u",
    ]);
    const august = ok(check({ ...early, measuredOn: "2025-08-01", armCm: 13 }));
    expect(august.ageDays).toBe(91);
    expect(z(august, "lila-u")).toBe(round2(handZ(13, whoRow("arm", 1, 91))));
  });

  it("labels a LiLA under 11.5 cm as such, in red, where its z is only amber", () => {
    // Girl, 10 January to 10 July 2025 (day 181; acanthro.txt L -0.1733, M 13.7693, S 0.08343):
    // 11.4 cm is ((11.4 / 13.7693)^-0.1733 - 1) / (-0.1733 x 0.08343) = -2.30, amber by its z.
    const girl = { sex: "perempuan" as const, birthDate: "2025-01-10", measuredOn: "2025-07-10", weightKg: 7 };
    const thin = ok(check({ ...girl, armCm: 11.4 }));
    expect(indicator(thin, "lila-u")).toEqual({
      id: "lila-u",
      abbreviation: "LiLA/U",
      z: round2(handZ(11.4, whoRow("arm", 2, 181))),
      label: "LiLA di bawah 11,5 cm",
      tone: "danger",
    });
    expect(z(thin, "lila-u")).toBeCloseTo(-2.3, 2);
    // 11.5 cm is -2.19: below -2 SD, and not under 11.5 cm: the z's own category.
    expect(indicator(ok(check({ ...girl, armCm: 11.5 })), "lila-u")).toMatchObject({
      label: "LiLA rendah untuk usianya (di bawah −2 SD)",
      tone: "warning",
    });
  });

  it("labels a LiLA of 11.5-12.4 cm with a normal z as the yellow band of the tape", () => {
    // Girl, day 181 as above: 12.0 cm is -1.67, 12.4 cm -1.27 (normal by z, amber by the tape);
    // 12.5 cm is -1.17 and past the yellow band: normal.
    const girl = { sex: "perempuan" as const, birthDate: "2025-01-10", measuredOn: "2025-07-10", weightKg: 7 };
    const twelve = ok(check({ ...girl, armCm: 12 }));
    expect(indicator(twelve, "lila-u")).toEqual({
      id: "lila-u",
      abbreviation: "LiLA/U",
      z: round2(handZ(12, whoRow("arm", 2, 181))),
      label: "LiLA 11,5-12,4 cm (pita kuning)",
      tone: "warning",
    });
    expect(z(twelve, "lila-u")).toBeCloseTo(-1.67, 2);
    expect(twelve.severeSigns).toEqual([]);
    expect(indicator(ok(check({ ...girl, armCm: 12.4 })), "lila-u")).toMatchObject({
      label: "LiLA 11,5-12,4 cm (pita kuning)",
      tone: "warning",
    });
    expect(indicator(ok(check({ ...girl, armCm: 12.5 })), "lila-u")).toMatchObject({ label: "Normal", tone: "normal" });
  });

  it("refuses a LiLA outside 5-35 cm as a typing error", () => {
    expect(check({ day: 365, weightKg: 9.6, armCm: 4.9 })).toEqual({ ok: false, reason: "arm-out-of-range" });
    expect(check({ day: 365, weightKg: 9.6, armCm: 35.1 })).toEqual({ ok: false, reason: "arm-out-of-range" });
    expect(check({ day: 365, weightKg: 9.6, armCm: Number.NaN })).toEqual({ ok: false, reason: "arm-out-of-range" });
    expect(check({ day: 365, weightKg: 9.6, armCm: 5 }).ok).toBe(true);
    expect(check({ day: 365, weightKg: 9.6, armCm: 35 }).ok).toBe(true);
  });

  it("names a LiLA under 11.5 cm from 6 months a sign of severe acute malnutrition, 11.5 cm not", () => {
    // Boy, 250 days: 250 / 30.4375 = 8.2 months.
    expect(ok(check({ day: 250, weightKg: 8, armCm: 11.4 })).severeSigns).toEqual(["arm"]);
    expect(ok(check({ day: 250, weightKg: 8, armCm: 11.5 })).severeSigns).toEqual([]);
    // acanthro.txt, boys day 250 (L 0.2123, M 14.4749, S 0.07654): 11.4 cm is a plain z of
    // -3.04 (restricted -3.04), 11.5 cm -2.93: the sign does not follow the z.
    expect(z(ok(check({ day: 250, weightKg: 8, armCm: 11.4 })), "lila-u")).toBe(
      round2(handRestrictedZ(11.4, whoRow("arm", 1, 250))),
    );
    expect(z(ok(check({ day: 250, weightKg: 8, armCm: 11.5 })), "lila-u")).toBe(
      round2(handZ(11.5, whoRow("arm", 1, 250))),
    );
  });

  it("scores no weight-based indicator with oedema of both feet, as WHO Anthro does", () => {
    // Boy, 365 days, lying 75.0 cm, head 46.0 cm, LiLA 14.0 cm: the length, head and arm are
    // scored; the weight holds the fluid of the swelling.
    const measured = { day: 365, weightKg: 9.6, length: { cm: 75, position: "lying" as const }, headCm: 46, armCm: 14 };
    const swollen = ok(check({ ...measured, oedema: true }));
    expect(swollen.indicators.map((one) => [one.id, one.abbreviation, one.z === null ? one.reason : "scored"])).toEqual(
      [
        ["bb-u", "BB/U", "oedema"],
        ["pb-u", "PB/U", "scored"],
        ["bb-pb", "BB/PB", "oedema"],
        ["imt-u", "IMT/U", "oedema"],
        ["lk-u", "LK/U", "scored"],
        ["lila-u", "LiLA/U", "scored"],
      ],
    );
    expect(indicator(swollen, "bb-u")).toEqual({ id: "bb-u", abbreviation: "BB/U", z: null, reason: "oedema" });
    expect(z(swollen, "pb-u")).toBe(round2(handZ(75, whoRow("length", 1, 365))));
    expect(swollen.severeSigns).toEqual(["oedema"]);
    // Checked and none found: every indicator scored.
    const none = ok(check({ ...measured, oedema: false }));
    expect(none.indicators.every((one) => one.z !== null)).toBe(true);
    expect(z(none, "bb-u")).toBe(round2(handRestrictedZ(9.6, whoRow("weight", 1, 365))));
    // Standing from 731 days: the weight-for-height card, not scored either.
    const older = ok(check({ day: 800, weightKg: 11.5, length: { cm: 86, position: "standing" }, oedema: true }));
    expect(indicator(older, "bb-pb")).toEqual({ id: "bb-pb", abbreviation: "BB/TB", z: null, reason: "oedema" });
  });

  it("takes a LiLA alone, or oedema found alone; refuses a check with nothing measured and no oedema", () => {
    expect(check({})).toEqual({ ok: false, reason: "no-measurement" });
    expect(check({ oedema: false })).toEqual({ ok: false, reason: "no-measurement" });
    const swollen = ok(check({ oedema: true }));
    expect(swollen.indicators).toEqual([]);
    expect(swollen.severeSigns).toEqual(["oedema"]);
    // Day 365: 12 months, so a LiLA alone is scored.
    const arm = ok(check({ day: 365, armCm: 14 }));
    expect(arm.indicators.map((one) => one.id)).toEqual(["lila-u"]);
    expect(z(arm, "lila-u")).toBe(round2(handZ(14, whoRow("arm", 1, 365))));
  });

  it("names oedema of both feet a sign at any age, and nothing when it was not found or not checked", () => {
    // 61 days: 2.0 months.
    expect(ok(check({ day: 61, weightKg: 5.6, oedema: true })).severeSigns).toEqual(["oedema"]);
    expect(ok(check({ day: 61, weightKg: 5.6, oedema: false })).severeSigns).toEqual([]);
    expect(ok(check({ day: 61, weightKg: 5.6 })).severeSigns).toEqual([]);
    // Both, LiLA first.
    expect(ok(check({ day: 250, weightKg: 8, armCm: 11.4, oedema: true })).severeSigns).toEqual(["arm", "oedema"]);
  });
});
