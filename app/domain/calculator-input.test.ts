import { describe, expect, it } from "vitest";
import { calendarToday, parseIsoDate, type CalendarToday, type IsoDate } from "./dates";
import { historyRecord, outcomeFromHistory, outcomesFromSearch, runCalculator } from "./calculator-input";

const march15 = parseIsoDate("2026-03-15") as IsoDate;
const today: CalendarToday = { today: march15, latest: march15 };

describe("runCalculator validation", () => {
  it("gives the spec's invalid-date descriptions", () => {
    for (const lastPeriod of ["abc", "2026-02-30", "", "15-03-2026"]) {
      const hpl = runCalculator("hpl", { lastPeriod }, today);
      expect(hpl.ok).toBe(false);
      if (!hpl.ok) {
        expect(hpl.errors.lastPeriod).toBe("Silakan masukkan tanggal HPHT yang valid.");
        expect(hpl.invalidDate).toBe(true);
      }
    }
    const fertility = runCalculator("fertility", { lastPeriod: "2026-13-01", cycleLength: "28" }, today);
    expect(!fertility.ok && fertility.errors.lastPeriod).toBe("Silakan masukkan tanggal haid terakhir yang valid.");
  });

  it("refuses a last period after today (Jakarta's today is passed in)", () => {
    const future = runCalculator("hpl", { lastPeriod: "2026-03-16" }, today);
    expect(!future.ok && future.errors.lastPeriod).toMatch(/tidak boleh setelah hari ini/);
    expect(runCalculator("hpl", { lastPeriod: "2026-03-15" }, today).ok).toBe(true);
  });

  it("takes a last period up to 44 weeks ago, and refuses 44 weeks and 1 day", () => {
    // 2025-05-11 to 2026-03-15: 20 + 30 + 31 + 31 + 30 + 31 + 30 + 31 + 31 + 28 + 15 = 308 days = 44 weeks.
    const oldest = runCalculator("hpl", { lastPeriod: "2025-05-11" }, today);
    expect(oldest.ok && oldest.type === "hpl" && oldest.calc.weeksPregnant).toBe("44 minggu 0 hari");
    const tooOld = runCalculator("hpl", { lastPeriod: "2025-05-10" }, today);
    expect(!tooOld.ok && tooOld.errors.lastPeriod).toBe(
      "Silakan masukkan tanggal HPHT yang valid. Kehamilan dari tanggal ini (dihitung dengan panjang siklus Anda) sudah lebih dari 44 minggu. Bila Ibu masih hamil, periksakan diri ke bidan atau dokter hari ini.",
    );
    expect(!tooOld.ok && tooOld.invalidDate).toBe(true);
    expect(runCalculator("hpl", { lastPeriod: "2019-01-01" }, today).ok).toBe(false);
  });

  it("counts the 44 weeks from the last period moved for the cycle as well (issue 29)", () => {
    // Cycle 21 moves 2025-05-18 back 7 days to 2025-05-11, 44 weeks before 2026-03-15: taken.
    const shortest = runCalculator("hpl", { lastPeriod: "2025-05-18", cycleLength: "21" }, today);
    expect(shortest.ok && shortest.type === "hpl" && shortest.calc.weeksPregnant).toBe("44 minggu 0 hari");
    // One day earlier would read 44 weeks 1 day (it read 45 weeks for 2025-05-11): refused.
    const tooOld = runCalculator("hpl", { lastPeriod: "2025-05-17", cycleLength: "21" }, today);
    expect(!tooOld.ok && tooOld.errors.lastPeriod).toContain("sudah lebih dari 44 minggu");
    // A 35-day cycle does not stretch the limit on the last period as typed.
    expect(runCalculator("hpl", { lastPeriod: "2025-05-10", cycleLength: "35" }, today).ok).toBe(false);
  });

  it("reaches the due date itself: 2025-06-08 + 280 days is 2026-03-15", () => {
    const due = runCalculator("hpl", { lastPeriod: "2025-06-08" }, today);
    expect(due.ok && due.type === "hpl" && [due.calc.dueDate, due.calc.daysLeft]).toEqual(["2026-03-15", 0]);
  });

  it("accepts today's date in WIT just after midnight, when Jakarta is still on yesterday", () => {
    const day = calendarToday(new Date("2026-11-21T15:30:00Z"));
    expect(day).toEqual({ today: "2026-11-21", latest: "2026-11-22" });
    const papua = runCalculator("hpl", { lastPeriod: "2026-11-22" }, day);
    expect(
      papua.ok && papua.type === "hpl" && [papua.calc.weeksPregnant, papua.calc.daysLeft, papua.calc.dueDate],
    ).toEqual(["0 minggu 0 hari", 280, "2027-08-29"]);
    expect(runCalculator("fertility", { lastPeriod: "2026-11-22", cycleLength: "28" }, day).ok).toBe(true);
    const tomorrow = runCalculator("hpl", { lastPeriod: "2026-11-23" }, day);
    expect(!tomorrow.ok && tomorrow.errors.lastPeriod).toMatch(/tidak boleh setelah hari ini/);
  });

  it("keeps the cycle within 21-35 whole days, 28 when left empty", () => {
    for (const [cycle, ok] of [
      ["20", false],
      ["36", false],
      ["21", true],
      ["35", true],
      ["28.5", false],
      ["abc", false],
      ["1000", false],
    ] as const) {
      expect(runCalculator("fertility", { lastPeriod: "2026-03-01", cycleLength: cycle }, today).ok, cycle).toBe(ok);
    }
    const huge = runCalculator("fertility", { lastPeriod: "2026-03-01", cycleLength: "1000" }, today);
    expect(!huge.ok && huge.errors.cycleLength).toBe("Panjang siklus harus antara 21 dan 35 hari");
    const negative = runCalculator("fertility", { lastPeriod: "2026-03-01", cycleLength: "-28" }, today);
    expect(!negative.ok && negative.errors.cycleLength).toBe("Panjang siklus harus antara 21 dan 35 hari");
    const defaulted = runCalculator("fertility", { lastPeriod: "2026-03-01", cycleLength: "" }, today);
    expect(defaulted.ok && defaulted.type === "fertility" && defaulted.calc.cycleLength).toBe(28);
  });

  it("keeps height and weight within range and one decimal", () => {
    const cases: [string, string, boolean][] = [
      ["160", "55", true],
      ["160", "55,5", true],
      ["140", "30", true],
      ["200", "150", true],
      ["139", "55", false],
      ["201", "55", false],
      ["1e9", "55", false],
      ["160", "-5", false],
      ["160", "150.1", false],
      ["160", "55.55", false],
      ["", "55", false],
    ];
    for (const [height, prePregnancyWeight, ok] of cases) {
      expect(
        runCalculator("weight_gain", { height, prePregnancyWeight }, today).ok,
        `${height}/${prePregnancyWeight}`,
      ).toBe(ok);
    }
    const bad = runCalculator("weight_gain", { height: "1e9", prePregnancyWeight: "-5" }, today);
    expect(!bad.ok && bad.errors).toEqual({
      height: "Tinggi badan harus berupa angka dengan paling banyak satu desimal, misalnya 158,5",
      prePregnancyWeight: "Berat badan harus antara 30 dan 150 kg",
    });
    expect(!bad.ok && bad.invalidDate).toBe(false);
  });

  it("reads a weight typed with a comma or a point, and keeps the text as typed", () => {
    for (const typed of ["52,5", "52.5", " 52,5 "]) {
      const outcome = runCalculator("weight_gain", { height: "160", prePregnancyWeight: typed }, today);
      expect(
        outcome.ok && outcome.type === "weight_gain" && outcome.calc.prePregnancyWeight,
        JSON.stringify(typed),
      ).toBe(52.5);
      expect(outcome.values.prePregnancyWeight).toBe(typed);
    }
    // 52.5 / 1.6^2 = 52.5 / 2.56 = 20.51 -> 20.5
    const typed = runCalculator("weight_gain", { height: "160", prePregnancyWeight: "52,5" }, today);
    expect(typed.ok && typed.type === "weight_gain" && typed.calc.bmi).toBe(20.5);
  });

  it("takes the field's own unit after the number, as people write it", () => {
    for (const [height, weight] of [
      ["160 cm", "52,5 kg"],
      ["160cm", "52,5kg"],
      ["160 CM", "52.5 Kg"],
    ] as const) {
      const outcome = runCalculator("weight_gain", { height, prePregnancyWeight: weight }, today);
      expect(
        outcome.ok && outcome.type === "weight_gain" && [outcome.calc.height, outcome.calc.prePregnancyWeight],
        `${height} ${weight}`,
      ).toEqual([160, 52.5]);
    }
    // Another unit is not silently converted.
    const pounds = runCalculator("weight_gain", { height: "160", prePregnancyWeight: "120 lb" }, today);
    expect(!pounds.ok && pounds.errors.prePregnancyWeight).toBe(
      "Berat badan harus berupa angka dengan paling banyak satu desimal, misalnya 52,5",
    );
  });

  it("says how to write a height given in metres", () => {
    for (const typed of ["1,60", "1.6", "1,6 m"]) {
      const outcome = runCalculator("weight_gain", { height: typed, prePregnancyWeight: "55" }, today);
      expect(!outcome.ok && outcome.errors.height, typed).toBe(
        "Tinggi badan ditulis dalam cm, misalnya 160 (bukan 1,6 m)",
      );
      expect(outcome.values.height).toBe(typed);
    }
    const nonsense = runCalculator("weight_gain", { height: "160 m", prePregnancyWeight: "55" }, today);
    expect(!nonsense.ok && nonsense.errors.height).toBe("Tinggi badan harus antara 140 dan 200 cm");
  });

  it("refuses malformed numbers with the Indonesian message and echoes them back", () => {
    for (const typed of ["5.2.5", "52,,5", "abc", "52,", "1.000,5"]) {
      const outcome = runCalculator("weight_gain", { height: "160", prePregnancyWeight: typed }, today);
      expect(!outcome.ok && outcome.errors.prePregnancyWeight, typed).toBe(
        "Berat badan harus berupa angka dengan paling banyak satu desimal, misalnya 52,5",
      );
      expect(outcome.values.prePregnancyWeight).toBe(typed);
    }
    // No thousands separator in these fields: "1.000" is 1 kg, out of range like 1000 kg would be.
    const thousand = runCalculator("weight_gain", { height: "160", prePregnancyWeight: "1.000" }, today);
    expect(!thousand.ok && thousand.errors.prePregnancyWeight).toBe("Berat badan harus antara 30 dan 150 kg");
    const empty = runCalculator("weight_gain", { height: " ", prePregnancyWeight: "55" }, today);
    expect(!empty.ok && empty.errors.height).toBe("Tinggi badan wajib diisi");
  });

  it("ignores fields that are not the calculator's own", () => {
    const outcome = runCalculator(
      "hpl",
      { lastPeriod: "2026-01-01", user_id: "someone", calculator_type: "weight_gain" },
      today,
    );
    expect(outcome.values).toEqual({ lastPeriod: "2026-01-01" });
  });
});

describe("old result addresses", () => {
  it("are still read, so a bookmark shows its result", () => {
    const [again] = outcomesFromSearch(new URLSearchParams("haid=2026-03-01&siklus=30"), today);
    // 1 March + 30 days = 31 March; ovulation 14 days before; the window is the 5 days before it.
    expect(again && historyRecord(again)).toEqual({
      input: { lastPeriod: "2026-03-01", cycleLength: 30 },
      result: {
        nextPeriod: "2026-03-31",
        ovulationDate: "2026-03-17",
        fertileWindow: { start: "2026-03-12", end: "2026-03-17" },
      },
    });
  });

  it("skip malformed parameters", () => {
    expect(outcomesFromSearch(new URLSearchParams("hpht=abc&tinggi=160&berat=55"), today).map((o) => o.type)).toEqual([
      "weight_gain",
    ]);
    expect(outcomesFromSearch(new URLSearchParams("tinggi=160&berat=5.2.5"), today)).toEqual([]);
  });

  it("take a weight with a decimal comma or point", () => {
    const [fromComma] = outcomesFromSearch(new URLSearchParams("tinggi=160&berat=52,5"), today);
    expect(fromComma?.type === "weight_gain" && fromComma.calc.prePregnancyWeight).toBe(52.5);
    const [fromPoint] = outcomesFromSearch(new URLSearchParams("tinggi=160&berat=52.5"), today);
    // 52.5 / 1.6² = 20.51, shown as 20.5: the normal class.
    const record = {
      input: { height: 160, prePregnancyWeight: 52.5 },
      result: {
        bmi: 20.5,
        category: "Normal",
        recommendedGain: "11.5-16 kg",
        trimesterGain: {
          first: "Sekitar 0,5–2 kg",
          second: "Sekitar 0,4 kg per minggu (0,35–0,5 kg)",
          third: "Sekitar 0,4 kg per minggu (0,35–0,5 kg)",
        },
      },
    };
    expect(fromComma && historyRecord(fromComma)).toEqual(record);
    expect(fromPoint && historyRecord(fromPoint)).toEqual(record);
  });
});

describe("a saved calculation read back", () => {
  it("gives the same result and the fields in id-ID", () => {
    const saved = outcomeFromHistory("weight_gain", { height: 158, prePregnancyWeight: 52.5 }, today);
    expect(saved?.values).toEqual({ height: "158", prePregnancyWeight: "52,5" });
    // 52.5 / 1.58² = 21.03
    expect(saved?.type === "weight_gain" && saved.calc.bmi).toBe(21);
    const fertility = outcomeFromHistory("fertility", { lastPeriod: "2026-03-01", cycleLength: 30 }, today);
    expect(fertility?.values).toEqual({ lastPeriod: "2026-03-01", cycleLength: "30" });
    expect(fertility && historyRecord(fertility).result).toEqual({
      nextPeriod: "2026-03-31",
      ovulationDate: "2026-03-17",
      fertileWindow: { start: "2026-03-12", end: "2026-03-17" },
    });
  });

  it("is null for stored input it cannot read", () => {
    expect(outcomeFromHistory("hpl", null, today)).toBeNull();
    expect(outcomeFromHistory("hpl", "2026-01-01", today)).toBeNull();
    expect(outcomeFromHistory("fertility", { lastPeriod: "2026-02-30", cycleLength: 28 }, today)).toBeNull();
    expect(outcomeFromHistory("weight_gain", { height: "x", prePregnancyWeight: 55 }, today)).toBeNull();
  });
});

describe("the server's zod schema", () => {
  it("gives the same messages as the browser's reading", async () => {
    const { calculatorFormSchema } = await import("~/schemas/calculators");
    const parsed = calculatorFormSchema("fertility", today).safeParse({
      lastPeriod: "2026-02-30",
      cycleLength: "36",
      user_id: "x",
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      const messages = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
      expect(messages).toEqual({
        lastPeriod: "Silakan masukkan tanggal haid terakhir yang valid.",
        cycleLength: "Panjang siklus harus antara 21 dan 35 hari",
      });
    }
    const ok = calculatorFormSchema("weight_gain", today).safeParse({
      height: "160",
      prePregnancyWeight: "55,5",
      extra: "x",
    });
    expect(ok.success && ok.data).toEqual({
      values: { height: "160", prePregnancyWeight: "55,5" },
      data: { height: 160, prePregnancyWeight: 55.5 },
    });
  });
});
