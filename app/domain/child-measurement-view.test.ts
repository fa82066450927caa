import { describe, expect, it } from "vitest";
import { attentionBox, childMeasurementView } from "./child-measurement-view";
import { type ChildFacts, type Measurement, scoreMeasurement } from "./children";
import type { CalendarToday, IsoDate } from "./dates";
import type { GrowthHistory } from "./growth-advice";
import { OEDEMA_UNSCORED_TEXT } from "./growth-result-view";
import { tables } from "./who/by-hand.test-support";

// A girl born 2025-11-12, measured lying at 74.0 cm on 2026-11-27 (1 year and 15 days old).
// WHO's weight-for-length row for girls at 74.0 cm (wflanthro.txt: L -0.3833, M 8.9601,
// S 0.09018), worked out by hand:
//   6.0 kg:  ((6.0 / 8.9601)^-0.3833 - 1) / (-0.3833 * 0.09018) = about -4.8, below -3 SD:
//            "Gizi buruk (severely wasted)", a severe result (decision 043: danger signs shown);
//   14.0 kg: ((14.0 / 8.9601)^-0.3833 - 1) / (-0.3833 * 0.09018) = about +4.5, above +3 SD:
//            "Obesitas (obese)", in the danger band but not a severe result (decision 043:
//            "The severe categories (not obesity) link the danger-signs page");
//   9.0 kg:  about +0.05, normal, as are her weight, length and BMI for age.
const girl: ChildFacts = { sex: "perempuan", birthDate: "2025-11-12", gestationalWeeks: null };
const DAY: CalendarToday = { today: "2026-11-27" as IsoDate, latest: "2026-11-27" as IsoDate };

function view(weightKg: number, id = 1, more: Partial<Measurement> = {}, history: GrowthHistory = {}) {
  const row: Measurement & { id: number } = {
    id,
    measuredOn: "2026-11-27",
    weightKg,
    lengthCm: 74,
    position: "lying",
    headCm: null,
    ...more,
  };
  return childMeasurementView(row, scoreMeasurement(tables, girl, row, DAY), history);
}

describe("childMeasurementView", () => {
  it("lists the values as measured and every indicator with its z-score and category", () => {
    const normal = view(9);
    expect(normal).toMatchObject({
      id: 1,
      date: "27 November 2026",
      values: "Berat 9,0 kg · Panjang 74,0 cm (berbaring)",
      scored: true,
      age: "1 tahun 15 hari",
      corrected: false,
      standingUnder9Months: false,
      advice: [],
      danger: false,
      dangerSigns: false,
    });
    expect(normal.scored && normal.indicators.map((indicator) => indicator.abbreviation)).toEqual([
      "BB/U",
      "PB/U",
      "BB/PB",
      "IMT/U",
    ]);
  });

  it("shows the danger signs under severe wasting", () => {
    const thin = view(6);
    expect(thin.scored && thin.indicators.find((indicator) => indicator.abbreviation === "BB/PB")).toMatchObject({
      label: "Gizi buruk (severely wasted)",
      tone: "danger",
    });
    expect(thin).toMatchObject({ scored: true, danger: true, dangerSigns: true });
    expect(attentionBox([thin], DAY.today)).toMatchObject({ tone: "danger", dangerSigns: true });
  });

  it("gives obesity a red attention box but no danger-signs box (decision 043)", () => {
    const heavy = view(14);
    expect(heavy.scored && heavy.indicators.find((indicator) => indicator.abbreviation === "BB/PB")).toMatchObject({
      label: "Obesitas (obese)",
      tone: "danger",
    });
    expect(heavy).toMatchObject({ scored: true, danger: true, dangerSigns: false });
    const box = attentionBox([heavy], DAY.today);
    expect(box).toMatchObject({ date: "27 November 2026", tone: "danger", dangerSigns: false });
    expect(box?.advice.map((item) => item.abbreviation)).toContain("BB/PB");
  });

  it("says why a measurement the tables cannot score is not scored", () => {
    // Measured before she was born: refused with a sentence, no indicators.
    const row: Measurement & { id: number } = {
      id: 2,
      measuredOn: "2025-11-01",
      weightKg: 3,
      lengthCm: null,
      position: null,
      headCm: null,
    };
    const refused = childMeasurementView(row, scoreMeasurement(tables, girl, row, DAY));
    expect(refused).toMatchObject({ id: 2, scored: false, values: "Berat 3,0 kg" });
    expect(refused.scored ? "" : refused.problem).not.toBe("");
  });
});

describe("childMeasurementView: growth over time and severe malnutrition (issue 34)", () => {
  it("writes the LiLA and the oedema check with the values, and nothing for what was not measured", () => {
    expect(view(9, 1, { armCm: 14.5, oedema: false }).values).toBe(
      "Berat 9,0 kg · Panjang 74,0 cm (berbaring) · LiLA 14,5 cm · Bengkak di kedua kaki: tidak",
    );
    expect(view(9, 1, { oedema: true }).values).toBe(
      "Berat 9,0 kg · Panjang 74,0 cm (berbaring) · Bengkak di kedua kaki: ada",
    );
    expect(view(9, 1, { armCm: null, oedema: null }).values).toBe("Berat 9,0 kg · Panjang 74,0 cm (berbaring)");
  });

  it("shows the severe box for oedema even when every indicator is normal, in a red attention box", () => {
    const swollen = view(9, 1, { oedema: true });
    expect(swollen).toMatchObject({ scored: true, advice: [], danger: true, dangerSigns: true });
    expect(swollen.scored && swollen.severe?.action).toContain("hari ini");
    const box = attentionBox([swollen], DAY.today);
    expect(box).toMatchObject({ tone: "danger", advice: [], dangerSigns: true });
    expect(box?.severe?.signs).toHaveLength(1);
    // Checked and none: no box.
    expect(attentionBox([view(9, 1, { oedema: false })], DAY.today)).toBeNull();
  });

  it("leaves the weight-based rows without a z-score with oedema, saying why", () => {
    const swollen = view(9, 1, { oedema: true });
    if (!swollen.scored) throw new Error("not scored");
    expect(swollen.indicators.map((row) => [row.abbreviation, row.z === null ? row.unscored : "scored"])).toEqual([
      ["BB/U", OEDEMA_UNSCORED_TEXT],
      ["PB/U", "scored"],
      ["BB/PB", OEDEMA_UNSCORED_TEXT],
      ["IMT/U", OEDEMA_UNSCORED_TEXT],
    ]);
    expect(swollen.indicators[0]).toMatchObject({ z: null, label: null, tone: null, implausible: false });
    // A scored row has nothing to explain.
    expect(swollen.indicators[1]!.unscored).toBeNull();
  });

  it("says each weighing's N/T in a few words, and puts a T first in the advice", () => {
    // 27 November 2026 is 1 year (12 completed months) and 15 days from her birth: KBM 200 g.
    const T = {
      code: "T" as const,
      gainGrams: 100,
      kbmGrams: 200,
      ageMonths: 12,
      previousDate: "2026-10-27",
      twoT: false,
    };
    const judged = view(9, 1, {}, { weighing: T });
    expect(judged.weighing?.code).toBe("T");
    expect(judged.scored && judged.advice.map((item) => item.abbreviation)).toEqual(["T"]);
    expect(attentionBox([judged], DAY.today)).toMatchObject({ tone: "warning" });
    expect(view(9, 1, {}, { weighing: { code: "B" } }).weighing).toEqual({
      code: "B",
      note: "Penimbangan pertama yang tercatat.",
    });
    expect(view(9).weighing).toBeNull();
  });
});

describe("attentionBox", () => {
  it("is there only when the newest measurement was scored and has advice", () => {
    expect(attentionBox([], DAY.today)).toBeNull();
    expect(attentionBox([view(9, 2), view(6, 1)], DAY.today)).toBeNull();
    expect(attentionBox([view(6, 2), view(9, 1)], DAY.today)).toMatchObject({ tone: "danger", dangerSigns: true });
  });
});

describe("the attention box of an old measurement", () => {
  it("says how many days ago it was measured after 31 days, and not before", () => {
    // Measured 27 November 2026 (`view`); 27 Dec is 30 days, 28 Dec 31, 29 Dec 32.
    const swollen = view(9, 1, { oedema: true });
    expect(attentionBox([swollen], DAY.today)?.staleDays).toBeNull();
    expect(attentionBox([swollen], "2026-12-28" as IsoDate)?.staleDays).toBeNull();
    expect(attentionBox([swollen], "2026-12-29" as IsoDate)?.staleDays).toBe(32);
  });
});
