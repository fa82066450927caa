import { afterEach, describe, expect, it } from "vitest";
import {
  bmiCategory,
  bmiCategoryLabel,
  bodyMassIndex,
  notYetCountedNote,
  shownBmi,
  calculateFertility,
  calculateHpl,
  cycleAdjustmentNote,
  calculateWeightGain,
  daysLeftLabel,
  dueDateAdvice,
  fertilityRecord,
  hplRecord,
  readFertilityResult,
  BMI_CATEGORIES,
  FIRST_TRIMESTER_GAIN,
  weightGainRecord,
  type BmiCategory,
} from "./calculators";
import { parseIsoDate, type IsoDate } from "./dates";

const d = (value: string): IsoDate => {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new Error(value);
  return parsed;
};

describe("HPL", () => {
  it("adds 280 days and counts weeks, days and days left (worked by hand)", () => {
    expect(calculateHpl(d("2026-01-01"), d("2026-03-15"))).toEqual({
      lastPeriod: "2026-01-01",
      today: "2026-03-15",
      cycleLength: 28,
      cycleAdjustment: 0,
      dueDate: "2026-10-08",
      countsFrom: "2026-01-01",
      daysPregnant: 73,
      weeks: 10,
      days: 3,
      weeksPregnant: "10 minggu 3 hari",
      daysLeft: 207,
    });
  });

  it("moves the due date and the weeks by the cycle's difference from 28 days (Parikh's rule)", () => {
    // LMP 1 January 2026, on 15 March (73 days later): 28 days gives 8 October and 10 weeks 3 days.
    const short = calculateHpl(d("2026-01-01"), d("2026-03-15"), 21);
    expect([short.dueDate, short.cycleAdjustment, short.weeksPregnant, short.daysLeft]).toEqual([
      "2026-10-01",
      -7,
      "11 minggu 3 hari",
      200,
    ]);
    const usual = calculateHpl(d("2026-01-01"), d("2026-03-15"), 28);
    expect(usual).toEqual(calculateHpl(d("2026-01-01"), d("2026-03-15")));
    const long = calculateHpl(d("2026-01-01"), d("2026-03-15"), 35);
    expect([long.dueDate, long.cycleAdjustment, long.weeksPregnant, long.daysLeft]).toEqual([
      "2026-10-15",
      7,
      "9 minggu 3 hari",
      214,
    ]);
    // A long cycle and a recent period: never a negative age (and not "0 minggu", see below).
    expect(calculateHpl(d("2026-03-12"), d("2026-03-15"), 35).daysPregnant).toBe(0);
    expect(() => calculateHpl(d("2026-01-01"), d("2026-03-15"), 36)).toThrow(RangeError);
  });

  it("does not count weeks that have not begun: a 35-day cycle and a period 3 days ago (issue 29)", () => {
    // 2026-11-25 + 7 days = 2026-12-02, after today 2026-11-28; due 2026-12-02 + 280 = 2027-09-08.
    const calc = calculateHpl(d("2026-11-25"), d("2026-11-28"), 35);
    expect(calc.weeksPregnant).toBe("Belum dapat dihitung");
    expect(calc.countsFrom).toBe("2026-12-02");
    expect(calc.dueDate).toBe("2027-09-08");
    expect(notYetCountedNote(calc)).toBe(
      "Karena siklus haid Ibu 35 hari, usia kehamilan baru mulai dihitung pada 2 Desember 2026.",
    );
    // From the moved day on, the weeks count from 0 as usual.
    expect(calculateHpl(d("2026-11-25"), d("2026-12-02"), 35).weeksPregnant).toBe("0 minggu 0 hari");
    expect(notYetCountedNote(calculateHpl(d("2026-11-25"), d("2026-12-02"), 35))).toBeNull();
  });

  it("says so when the cycle moved the due date, and not for 28 days", () => {
    expect(cycleAdjustmentNote(28)).toBeNull();
    expect(cycleAdjustmentNote(35)).toContain("Siklus haid Anda 35 hari, jadi HPL dihitung 7 hari lebih lambat");
    expect(cycleAdjustmentNote(21)).toContain("7 hari lebih cepat");
  });

  it("handles leap days, month ends and year ends", () => {
    expect(calculateHpl(d("2024-02-29"), d("2024-02-29")).dueDate).toBe("2024-12-05");
    expect(calculateHpl(d("2023-05-25"), d("2023-05-25")).dueDate).toBe("2024-02-29");
    expect(calculateHpl(d("2025-12-31"), d("2026-01-01")).dueDate).toBe("2026-10-07");
    expect(calculateHpl(d("2026-03-31"), d("2026-04-01")).dueDate).toBe("2027-01-05");
    const acrossYear = calculateHpl(d("2025-12-25"), d("2026-01-08"));
    expect(acrossYear.weeksPregnant).toBe("2 minggu 0 hari");
  });

  it("counts whole weeks with the remainder", () => {
    expect(calculateHpl(d("2026-01-01"), d("2026-01-01")).weeksPregnant).toBe("0 minggu 0 hari");
    expect(calculateHpl(d("2026-01-01"), d("2026-01-07")).weeksPregnant).toBe("0 minggu 6 hari");
    expect(calculateHpl(d("2026-01-01"), d("2026-01-08")).weeksPregnant).toBe("1 minggu 0 hari");
    expect(calculateHpl(d("2026-01-01"), d("2026-10-08")).weeksPregnant).toBe("40 minggu 0 hari");
  });

  it("says 'Hari ini adalah HPL' on the due date and 'Sudah lewat HPL' after it, with advice", () => {
    expect(calculateHpl(d("2026-01-01"), d("2026-10-07")).daysLeft).toBe(1);
    expect(daysLeftLabel(1)).toBe("1 hari lagi");
    expect(dueDateAdvice(1)).toBeNull();
    expect(calculateHpl(d("2026-01-01"), d("2026-10-08")).daysLeft).toBe(0);
    expect(daysLeftLabel(0)).toBe("Hari ini adalah HPL");
    expect(dueDateAdvice(0)).toMatch(/periksakan diri ke bidan atau dokter/);
    expect(calculateHpl(d("2026-01-01"), d("2026-10-09")).daysLeft).toBe(-1);
    expect(daysLeftLabel(-1)).toBe("Sudah lewat HPL");
    expect(daysLeftLabel(-12)).toBe("Sudah lewat HPL");
    expect(dueDateAdvice(-1)).toMatch(/segera periksakan diri ke bidan atau dokter hari ini/);
  });

  it("never counts a negative duration when the date is today in WIT but tomorrow in Jakarta", () => {
    // 2026-11-22 00:30 in Jayapura is 2026-11-21 22:30 in Jakarta.
    expect(calculateHpl(d("2026-11-22"), d("2026-11-21"))).toMatchObject({
      dueDate: "2027-08-29",
      daysPregnant: 0,
      weeksPregnant: "0 minggu 0 hari",
      daysLeft: 280,
    });
  });

  it("stores the spec's shape with a long Indonesian date, and the cycle it was adjusted for", () => {
    expect(hplRecord(calculateHpl(d("2026-01-01"), d("2026-03-15")))).toEqual({
      input: { lastPeriod: "2026-01-01", cycleLength: 28 },
      result: { hpl: "8 Oktober 2026", weeksPregnant: "10 minggu 3 hari", daysLeft: 207 },
    });
  });
});

describe("fertility window", () => {
  it("uses next period minus 14 days and the 5 days before ovulation", () => {
    expect(calculateFertility(d("2026-01-01"), 28)).toEqual({
      lastPeriod: "2026-01-01",
      cycleLength: 28,
      nextPeriod: "2026-01-29",
      ovulationDate: "2026-01-15",
      fertileWindow: { start: "2026-01-10", end: "2026-01-15" },
    });
  });

  it("handles the shortest and longest cycles", () => {
    const short = calculateFertility(d("2026-01-01"), 21);
    expect([short.nextPeriod, short.ovulationDate, short.fertileWindow.start]).toEqual([
      "2026-01-22",
      "2026-01-08",
      "2026-01-03",
    ]);
    const long = calculateFertility(d("2026-01-01"), 35);
    expect([long.nextPeriod, long.ovulationDate, long.fertileWindow.start]).toEqual([
      "2026-02-05",
      "2026-01-22",
      "2026-01-17",
    ]);
    expect(() => calculateFertility(d("2026-01-01"), 20)).toThrow(RangeError);
    expect(() => calculateFertility(d("2026-01-01"), 36)).toThrow(RangeError);
    expect(() => calculateFertility(d("2026-01-01"), 28.5)).toThrow(RangeError);
  });

  it("crosses month ends, leap days and year ends", () => {
    const monthEnd = calculateFertility(d("2026-01-31"), 28);
    expect([monthEnd.nextPeriod, monthEnd.ovulationDate, monthEnd.fertileWindow.start]).toEqual([
      "2026-02-28",
      "2026-02-14",
      "2026-02-09",
    ]);
    const leap = calculateFertility(d("2024-02-01"), 28);
    expect([leap.nextPeriod, leap.ovulationDate]).toEqual(["2024-02-29", "2024-02-15"]);
    const yearEnd = calculateFertility(d("2026-12-20"), 30);
    expect(yearEnd).toMatchObject({
      nextPeriod: "2027-01-19",
      ovulationDate: "2027-01-05",
      fertileWindow: { start: "2026-12-31", end: "2027-01-05" },
    });
  });

  it("stores ISO dates and reads them back, refusing broken ones", () => {
    const record = fertilityRecord(calculateFertility(d("2026-01-01"), 28));
    expect(record).toEqual({
      input: { lastPeriod: "2026-01-01", cycleLength: 28 },
      result: {
        nextPeriod: "2026-01-29",
        ovulationDate: "2026-01-15",
        fertileWindow: { start: "2026-01-10", end: "2026-01-15" },
      },
    });
    expect(readFertilityResult(record.result)).toEqual({
      nextPeriod: "2026-01-29",
      ovulationDate: "2026-01-15",
      start: "2026-01-10",
      end: "2026-01-15",
    });
    expect(readFertilityResult({ ...record.result, nextPeriod: "2026-02-30" })).toBeNull();
    expect(readFertilityResult({ nextPeriod: "Invalid Date" })).toBeNull();
    expect(readFertilityResult(null)).toBeNull();
  });
});

describe("weight gain", () => {
  it("shows the BMI to one decimal, cut rather than rounded", () => {
    // 55 / 1.6^2 = 21.484...; 65.5 / 1.7^2 = 22.664...; 100 / 1.5^2 = 44.444...
    expect(calculateWeightGain(160, 55).bmi).toBe(21.4);
    expect(calculateWeightGain(170, 65.5).bmi).toBe(22.6);
    expect(calculateWeightGain(150, 100).bmi).toBe(44.4);
    expect(shownBmi(24.99)).toBe(24.9);
    expect(shownBmi(25)).toBe(25);
  });

  it("puts the boundaries 18.5, 25 and 30 in the higher category, as the spec's table says", () => {
    // 74 / 2^2 = 18.5 exactly; 100 / 4 = 25; 120 / 4 = 30.
    expect(bodyMassIndex(200, 74)).toBe(18.5);
    expect(bmiCategory(bodyMassIndex(200, 74))).toBe("Normal");
    expect(bmiCategory(18.49)).toBe("Underweight");
    expect(bmiCategory(24.99)).toBe("Normal");
    expect(bmiCategory(bodyMassIndex(200, 100))).toBe("Overweight");
    expect(bmiCategory(29.99)).toBe("Overweight");
    expect(bmiCategory(bodyMassIndex(200, 120))).toBe("Obese");
  });

  it("classifies the unrounded BMI: 18.48 is Underweight and shows as 18,4 (issue 29)", () => {
    // 50.3 / 1.65^2 = 50.3 / 2.7225 = 18.4756...
    expect(calculateWeightGain(165, 50.3)).toMatchObject({ bmi: 18.4, category: "Underweight" });
    // 86.6 / 1.7^2 = 86.6 / 2.89 = 29.965... (rounds to 30.0, but is below 30).
    expect(calculateWeightGain(170, 86.6)).toMatchObject({ bmi: 29.9, category: "Overweight" });
  });

  it("gives each category its IOM 2009 total and weekly rate (hand-worked cases, single pregnancy)", () => {
    // 45 / 1.6^2 = 17.58; 55 / 2.56 = 21.48; 70 / 2.56 = 27.34; 85 / 2.56 = 33.20 (shown cut to a tenth)
    expect(calculateWeightGain(160, 45)).toMatchObject({
      bmi: 17.5,
      category: "Underweight",
      categoryIndonesian: "Berat badan kurang",
      recommendedGain: "12.5-18 kg",
      trimesterGain: {
        first: "Sekitar 0,5–2 kg",
        second: "Sekitar 0,5 kg per minggu (0,44–0,58 kg)",
        third: "Sekitar 0,5 kg per minggu (0,44–0,58 kg)",
      },
    });
    expect(calculateWeightGain(160, 55)).toMatchObject({
      bmi: 21.4,
      category: "Normal",
      recommendedGain: "11.5-16 kg",
      trimesterGain: { first: "Sekitar 0,5–2 kg", second: "Sekitar 0,4 kg per minggu (0,35–0,5 kg)" },
    });
    expect(calculateWeightGain(160, 70)).toMatchObject({
      bmi: 27.3,
      category: "Overweight",
      recommendedGain: "7-11.5 kg",
      trimesterGain: { second: "Sekitar 0,3 kg per minggu (0,23–0,33 kg)" },
    });
    expect(calculateWeightGain(160, 85)).toMatchObject({
      bmi: 33.2,
      category: "Obese",
      categoryIndonesian: "Obesitas",
      recommendedGain: "5-9 kg",
      trimesterGain: { third: "Sekitar 0,2 kg per minggu (0,17–0,27 kg)" },
    });
    expect(weightGainRecord(calculateWeightGain(160, 55))).toEqual({
      input: { height: 160, prePregnancyWeight: 55 },
      result: {
        bmi: 21.4,
        category: "Normal",
        recommendedGain: "11.5-16 kg",
        trimesterGain: {
          first: "Sekitar 0,5–2 kg",
          second: "Sekitar 0,4 kg per minggu (0,35–0,5 kg)",
          third: "Sekitar 0,4 kg per minggu (0,35–0,5 kg)",
        },
      },
    });
  });

  it("weekly rates add up to the category's own total (the old single 0.4 kg/week did not for 3 of 4)", () => {
    // Weeks 14 to 40 are 27 weeks after the first trimester.
    const weeks = 27;
    const firstMid = (FIRST_TRIMESTER_GAIN.min + FIRST_TRIMESTER_GAIN.max) / 2;
    for (const category of Object.keys(BMI_CATEGORIES) as BmiCategory[]) {
      const { total, weekly } = BMI_CATEGORIES[category];
      const typical = firstMid + weekly.mean * weeks;
      expect(typical, category).toBeGreaterThanOrEqual(total.min);
      expect(typical, category).toBeLessThanOrEqual(total.max);
      expect(FIRST_TRIMESTER_GAIN.min + weekly.min * weeks, category).toBeGreaterThan(total.min - 1.6);
      expect(FIRST_TRIMESTER_GAIN.max + weekly.max * weeks, category).toBeLessThan(total.max + 1);
    }
    // The old rule: an obese mother gaining 0.4 kg a week ends near 12 kg, far above 5-9 kg.
    expect(firstMid + 0.4 * weeks).toBeGreaterThan(BMI_CATEGORIES.Obese.total.max);
  });

  it("names a category in Indonesian first, the stored English term after it", () => {
    expect(bmiCategoryLabel("Underweight")).toBe("Berat badan kurang (Underweight)");
    expect(bmiCategoryLabel("Normal")).toBe("Berat badan normal (Normal)");
    expect(bmiCategoryLabel("Overweight")).toBe("Berat badan berlebih (Overweight)");
    expect(bmiCategoryLabel("Obese")).toBe("Obesitas (Obese)");
  });

  it("shows a value that lies in the category it names: 24.96 shows as 24,9 and is Normal", () => {
    // 63.9 / 2.56 = 24.9609...
    const calc = calculateWeightGain(160, 63.9);
    expect(calc.bmi).toBe(24.9);
    expect(calc.category).toBe("Normal");
  });
});

describe("time-zone independence", () => {
  // Unit tests run in Node; app code is typed for Workers, which has no `process` type.
  const processEnv = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  const original = processEnv.TZ;
  afterEach(() => {
    processEnv.TZ = original;
  });

  it("gives the same answers whatever the process time zone", () => {
    const answers = ["UTC", "Asia/Jakarta", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago"].map(
      (zone) => {
        processEnv.TZ = zone;
        return JSON.stringify([
          calculateHpl(d("2024-02-29"), d("2024-03-31")),
          hplRecord(calculateHpl(d("2026-01-01"), d("2026-03-15"))),
          calculateFertility(d("2026-12-20"), 30),
        ]);
      },
    );
    expect(new Set(answers).size).toBe(1);
  });
});
