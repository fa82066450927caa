import { describe, expect, it } from "vitest";
import {
  CHILD_MESSAGES,
  type ChildFacts,
  childCharts,
  firstUnscorable,
  type Measurement,
  MEASUREMENT_MESSAGES,
  measurementFormValues,
  measurementHistories,
  readBirthDate,
  readGestationalWeeks,
  readMeasurement,
  scoreMeasurement,
} from "./children";
import type { CalendarToday, IsoDate } from "./dates";
import { GROWTH_CHECK_MESSAGES } from "./growth-check-form";
import { handRestrictedZ, handZ, round2, tables, whoRow } from "./who/by-hand.test-support";

const day: CalendarToday = { today: "2026-11-24" as IsoDate, latest: "2026-11-25" as IsoDate };
const girl: ChildFacts = { sex: "perempuan", birthDate: "2025-11-24", gestationalWeeks: null };

describe("readMeasurement", () => {
  it("takes any one measure on its own, as typed with a comma or a point", () => {
    const weight = readMeasurement(tables, girl, { measuredOn: "2026-11-24", weight: "8.9" }, day);
    expect(weight).toEqual({
      ok: true,
      measurement: {
        measuredOn: "2026-11-24",
        weightKg: 8.9,
        lengthCm: null,
        position: null,
        headCm: null,
        // Not measured, not checked.
        armCm: null,
        oedema: null,
      },
    });
    const head = readMeasurement(tables, girl, { measuredOn: "2026-11-24", head: "45,0", position: "lying" }, day);
    // A position without a length is not kept.
    expect(head.ok && head.measurement).toMatchObject({ headCm: 45, lengthCm: null, position: null });
    const length = readMeasurement(tables, girl, { measuredOn: "2026-11-24", length: "74,0", position: "lying" }, day);
    expect(length.ok && length.measurement).toMatchObject({ lengthCm: 74, position: "lying", weightKg: null });
  });

  it("needs a date, one measure, and how a length was measured", () => {
    expect(readMeasurement(tables, girl, { weight: "8,9" }, day)).toEqual({
      ok: false,
      errors: { measuredOn: MEASUREMENT_MESSAGES.measuredOn },
    });
    expect(readMeasurement(tables, girl, { measuredOn: "2026-11-24", weight: " ", length: "" }, day)).toEqual({
      ok: false,
      errors: { weight: MEASUREMENT_MESSAGES.none },
    });
    expect(readMeasurement(tables, girl, { measuredOn: "2026-11-24", length: "74" }, day)).toEqual({
      ok: false,
      errors: { position: MEASUREMENT_MESSAGES.position },
    });
    expect(
      readMeasurement(tables, girl, { measuredOn: "2026-02-30", weight: "berat", length: "74,55", head: "4a" }, day),
    ).toEqual({
      ok: false,
      errors: {
        measuredOn: MEASUREMENT_MESSAGES.measuredOn,
        weight: MEASUREMENT_MESSAGES.weight,
        // Too many decimals is said as such.
        length: GROWTH_CHECK_MESSAGES.lengthDecimals,
        position: MEASUREMENT_MESSAGES.position,
        head: MEASUREMENT_MESSAGES.head,
      },
    });
    // A typo out of range is named together with the missing position, not after it is fixed.
    expect(readMeasurement(tables, girl, { measuredOn: "2026-11-24", length: "700" }, day)).toEqual({
      ok: false,
      errors: { length: MEASUREMENT_MESSAGES.length, position: MEASUREMENT_MESSAGES.position },
    });
    expect(readMeasurement(tables, girl, { measuredOn: "2026-11-24", weight: "8,555" }, day)).toEqual({
      ok: false,
      errors: { weight: GROWTH_CHECK_MESSAGES.weightDecimals },
    });
  });

  it("takes a LiLA alone, or oedema found alone, as a measurement; 'no oedema' alone is none", () => {
    // Born 24 November 2025, measured 24 November 2026: 12 months, so a LiLA is taken.
    const arm = readMeasurement(tables, girl, { measuredOn: "2026-11-24", arm: "13,5" }, day);
    expect(arm).toEqual({
      ok: true,
      measurement: {
        measuredOn: "2026-11-24",
        weightKg: null,
        lengthCm: null,
        position: null,
        headCm: null,
        armCm: 13.5,
        oedema: null,
      },
    });
    const swollen = readMeasurement(tables, girl, { measuredOn: "2026-11-24", oedema: "ya" }, day);
    expect(swollen.ok && swollen.measurement).toMatchObject({ weightKg: null, armCm: null, oedema: true });
    expect(readMeasurement(tables, girl, { measuredOn: "2026-11-24", oedema: "tidak" }, day)).toEqual({
      ok: false,
      errors: { weight: MEASUREMENT_MESSAGES.none },
    });
    expect(MEASUREMENT_MESSAGES.none).toBe(
      "Isi paling sedikit satu: berat badan, panjang/tinggi badan, lingkar kepala, LiLA, atau bengkak di kedua kaki yang ditemukan.",
    );
  });

  it("takes a LiLA from 6 completed calendar months since birth", () => {
    // Born 24 November 2025: 24 May 2026 is 6 months (181 days; 181 / 30.4375 = 5.95 would
    // have said 5); 23 May is 5 months 29 days.
    expect(readMeasurement(tables, girl, { measuredOn: "2026-05-24", arm: "13,0" }, day).ok).toBe(true);
    expect(readMeasurement(tables, girl, { measuredOn: "2026-05-23", arm: "13,0" }, day)).toEqual({
      ok: false,
      errors: { arm: MEASUREMENT_MESSAGES.armUnder6Months },
    });
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ["a future date", { measuredOn: "2026-11-26" }, { measuredOn: MEASUREMENT_MESSAGES.measuredInFuture }],
    ["a date before birth", { measuredOn: "2025-11-23" }, { measuredOn: MEASUREMENT_MESSAGES.measuredBeforeBirth }],
    ["weight 0", { weight: "0" }, { weight: MEASUREMENT_MESSAGES.weight }],
    ["300 cm", { length: "300", position: "lying" }, { length: MEASUREMENT_MESSAGES.length }],
    ["a head of 90 cm", { head: "90" }, { head: MEASUREMENT_MESSAGES.head }],
  ])("refuses %s on its field", (_, change, errors) => {
    expect(readMeasurement(tables, girl, { measuredOn: "2026-11-24", weight: "8,9", ...change }, day)).toEqual({
      ok: false,
      errors,
    });
  });

  it("refuses a date past 60 months and, for a preterm baby, before term", () => {
    const older: ChildFacts = { ...girl, birthDate: "2021-11-01" };
    expect(readMeasurement(tables, older, { measuredOn: "2026-11-24", weight: "18" }, day)).toEqual({
      ok: false,
      errors: { measuredOn: MEASUREMENT_MESSAGES.tooOld },
    });
    const preterm: ChildFacts = { ...girl, birthDate: "2026-11-01", gestationalWeeks: 30 };
    expect(readMeasurement(tables, preterm, { measuredOn: "2026-11-24", weight: "1,9" }, day)).toEqual({
      ok: false,
      errors: { measuredOn: MEASUREMENT_MESSAGES.beforeTerm },
    });
  });
});

describe("scoreMeasurement", () => {
  it("scores a stored row as the visitor's check does, at the corrected age when the child was preterm", () => {
    const row = { measuredOn: "2026-11-24", weightKg: 8.9, lengthCm: 74, position: "lying" as const, headCm: 45 };
    const scored = scoreMeasurement(tables, girl, row, day);
    expect(scored.ok).toBe(true);
    if (!scored.ok) return;
    expect(scored.indicators.find((indicator) => indicator.id === "bb-u")?.z).toBe(
      round2(handRestrictedZ(8.9, whoRow("weight", 2, 365))),
    );
    expect(scored.indicators.find((indicator) => indicator.id === "lk-u")?.z).toBe(
      round2(handZ(45, whoRow("head", 2, 365))),
    );
    const preterm = scoreMeasurement(tables, { ...girl, gestationalWeeks: 34 }, row, day);
    // 365 days less (40 - 34) x 7 = 42 days.
    expect(preterm.ok && [preterm.ageUsed, preterm.ageDays]).toEqual(["corrected", 323]);
  });
});

describe("childCharts", () => {
  const row = (
    measuredOn: string,
    weightKg: number | null,
    lengthCm: number | null,
    position: "lying" | "standing" | null = lengthCm === null ? null : "lying",
  ) => ({
    measuredOn,
    weightKg,
    lengthCm,
    position,
    headCm: null,
  });
  const scoredRows = (child: ChildFacts, rows: ReturnType<typeof row>[]) =>
    rows.map((measurement) => ({ measurement, scored: scoreMeasurement(tables, child, measurement, day) }));

  it("draws the scored measurements at the age the tables read, with the length as looked up", () => {
    // Born 2025-11-24; 2026-05-24 is 181 days on, 2026-11-24 is 365.
    const rows = scoredRows(girl, [row("2026-11-24", 8.9, 74), row("2026-05-24", 7.1, null)]);
    const [weight, length, weightForLength, ...rest] = childCharts(tables, "perempuan", rows);
    expect(rest).toEqual([]);
    expect(weight!.kind).toBe("bb-u");
    expect(weight!.table.rows.map((r) => [r.ageDays, r.y, r.z])).toEqual([
      [181, 7.1, round2(handRestrictedZ(7.1, whoRow("weight", 2, 181)))],
      [365, 8.9, round2(handRestrictedZ(8.9, whoRow("weight", 2, 365)))],
    ]);
    expect(length!.kind).toBe("pb-u");
    expect(length!.table.rows.map((r) => [r.ageDays, r.y])).toEqual([[365, 74]]);
    expect(weightForLength!.kind).toBe("bb-pb-tb");
    expect(weightForLength!.table.rows.map((r) => [r.x, r.y])).toEqual([[74, 8.9]]);
  });

  it("uses the corrected age of a preterm child and the 0.7 cm adjustment", () => {
    const preterm = { ...girl, gestationalWeeks: 34 };
    // Standing under 2 years: the tables read it lying, 0.7 cm longer.
    const [, length] = childCharts(tables, "perempuan", scoredRows(preterm, [row("2026-11-24", 8.9, 74, "standing")]));
    // 365 days less (40 - 34) x 7 = 42 days.
    expect(length!.table.rows.map((r) => [r.ageDays, r.y])).toEqual([[323, 74.7]]);
  });

  it("keeps a value WHO flags as implausible off its chart, and says so", () => {
    // 75 kg typed for 7,5: flagged on BB/U, so the weight axis stays a child's.
    const rows = scoredRows(girl, [row("2026-11-24", 8.9, null), row("2026-05-24", 75, null)]);
    const [weight] = childCharts(tables, "perempuan", rows);
    expect(weight!.table.rows.map((r) => r.y)).toEqual([8.9]);
    expect(weight!.note).toBe('1 pengukuran yang ditandai "Periksa kembali pengukuran" tidak digambar di grafik ini.');
    expect(weight!.y.max).toBeLessThan(20);
  });

  it("leaves out a chart with nothing to draw, and measurements the tables refused", () => {
    const onlyWeights = childCharts(tables, "perempuan", scoredRows(girl, [row("2026-11-24", 8.9, null)]));
    expect(onlyWeights.map((chart) => chart.kind)).toEqual(["bb-u"]);
    // Measured before the birth date: refused, so drawn nowhere.
    const refused = scoredRows(girl, [row("2025-11-01", 3.1, 50)]);
    expect(refused[0]!.scored.ok).toBe(false);
    expect(childCharts(tables, "perempuan", refused)).toEqual([]);
  });
});

describe("measurementHistories (issue 34)", () => {
  const weighing = (
    measuredOn: string,
    weightKg: number | null,
    lengthCm: number | null = null,
    more: Pick<Measurement, "oedema"> = {},
  ): Measurement => ({
    measuredOn,
    weightKg,
    lengthCm,
    position: lengthCm === null ? null : ("lying" as const),
    headCm: null,
    ...more,
  });
  const scoredRows = (rows: Measurement[], child: ChildFacts = girl) =>
    rows.map((measurement) => ({ measurement, scored: scoreMeasurement(tables, child, measurement, day) }));

  it("gives each weighed row its N/T in the page's order (newest first), and the newest its crossings", () => {
    // Born 2025-11-24: 15 July 2026 is 233 days, 20 September 300, 20 October 330 (10 completed
    // months and 26 days: KBM 300 g), 20 November 361 (11 months 27 days, four days before her
    // first birthday: KBM 300 g).
    const rows = scoredRows([
      weighing("2026-11-20", 8.8),
      weighing("2026-10-20", 8.7),
      // Measured lying only: no weighing, no N/T.
      weighing("2026-10-05", null, 72),
      weighing("2026-09-20", 8.5),
      weighing("2026-07-15", 8),
    ]);
    const histories = measurementHistories(rows);
    expect(histories).toHaveLength(5);
    // November: 8.80 - 8.70 = 100 g < 300 g after a T in October: 2T.
    expect(histories[0]!.weighing).toEqual({
      code: "T",
      gainGrams: 100,
      kbmGrams: 300,
      ageMonths: 11,
      previousDate: "2026-10-20",
      twoT: true,
    });
    // Weights by hand on the girls' rows: +0.16 (day 233), +0.05 (300), +0.02 (330), -0.11 (361):
    // no fall near 1.34 SD, so no crossing.
    expect(
      round2(handRestrictedZ(8, whoRow("weight", 2, 233))) - round2(handRestrictedZ(8.8, whoRow("weight", 2, 361))),
    ).toBeLessThan(1.34);
    expect(histories[0]!.crossings).toEqual([]);
    // October: 8.70 - 8.50 = 200 g < 300 g, after an O: T.
    expect(histories[1]).toEqual({
      weighing: { code: "T", gainGrams: 200, kbmGrams: 300, ageMonths: 10, previousDate: "2026-09-20", twoT: false },
    });
    expect(histories[1]).not.toHaveProperty("crossings");
    expect(histories[2]).toEqual({});
    // September (9 months 27 days): nothing in August: O; 8.50 kg after July's 8.00 kg is no
    // loss. July: the first weighing: B.
    expect(histories[3]).toEqual({ weighing: { code: "O", ageMonths: 9 } });
    expect(histories[4]).toEqual({ weighing: { code: "B" } });
  });

  it("finds a fall across the lines for the newest weighing, from 6 weeks of age", () => {
    // Girls' weight-for-age (weianthro.txt):
    //   day 26 (L 0.1853, M 4.0247, S 0.13875), 5.2 kg: z +1.89, too young to measure from;
    //   day 61 (L 0.0959, M 5.1315, S 0.12998), 6.2 kg: ((6.2 / 5.1315)^0.0959 - 1) /
    //     (0.0959 x 0.12998) = +1.47;
    //   day 365 (L -0.2022, M 8.9462, S 0.12267), 8.0 kg: ((8 / 8.9462)^-0.2022 - 1) /
    //     (-0.2022 x 0.12267) = -0.92.
    // From +1.47 to -0.92: a fall of 2.39 SD.
    const from = round2(handRestrictedZ(6.2, whoRow("weight", 2, 61)));
    const to = round2(handRestrictedZ(8, whoRow("weight", 2, 365)));
    expect(from).toBeCloseTo(1.47, 2);
    expect(to).toBeCloseTo(-0.92, 2);
    const rows = scoredRows([weighing("2026-11-24", 8), weighing("2026-01-24", 6.2), weighing("2025-12-20", 5.2)]);
    const histories = measurementHistories(rows);
    expect(histories[0]).toEqual({
      // Nothing in October: O, on her first birthday (12 months); 8.00 kg after January's 6.20
      // kg is no loss.
      weighing: { code: "O", ageMonths: 12 },
      // -0.92 is a normal weight-for-age: the text will say the category is still normal.
      crossings: [
        {
          indicator: "bb-u",
          crossing: { fromZ: from, fromDate: "2026-01-24", toZ: to, dropSd: 2.39 },
          normal: true,
        },
      ],
    });
    // 24 January: 61 days, 2 completed months (24 December, 24 January), KBM 900 g;
    // 6.20 - 5.20 = 1000 g: N.
    expect(histories[1]).toEqual({
      weighing: { code: "N", gainGrams: 1000, kbmGrams: 900, ageMonths: 2, previousDate: "2025-12-20" },
    });
    expect(histories[2]).toEqual({ weighing: { code: "B" } });
  });

  it("says whether the newest category of a fallen indicator is still normal", () => {
    // Girls' weight-for-age, day 365 (L -0.2022, M 8.9462, S 0.12267), 6.8 kg:
    // ((6.8 / 8.9462)^-0.2022 - 1) / (-0.2022 x 0.12267) = -2.30, underweight (-3 to -2), not
    // normal. From +1.47 (day 61): a fall of 3.77 SD.
    const to = round2(handRestrictedZ(6.8, whoRow("weight", 2, 365)));
    expect(to).toBeCloseTo(-2.3, 2);
    const rows = scoredRows([weighing("2026-11-24", 6.8), weighing("2026-01-24", 6.2), weighing("2025-12-20", 5.2)]);
    expect(measurementHistories(rows)[0]!.crossings).toEqual([
      {
        indicator: "bb-u",
        crossing: {
          fromZ: round2(handRestrictedZ(6.2, whoRow("weight", 2, 61))),
          fromDate: "2026-01-24",
          toZ: to,
          dropSd: 3.77,
        },
        normal: false,
      },
    ]);
  });

  it("counts a fall in length only when the measurement before the newest showed one too", () => {
    // Girls' length-for-age (lenanthro.txt, L 1, so z = (y / M - 1) / S):
    //   day 61 (M 57.0796, S 0.03568), 60.1 cm: (60.1 / 57.0796 - 1) / 0.03568 = +1.48;
    //   day 181 (M 65.6445, S 0.03449), 65.6 cm: -0.02 (a fall of 1.50 from +1.48);
    //            67.5 cm: +0.82 (a fall of 0.66);
    //   day 242 (M 68.6795, S 0.0344), 68.0 cm: (68 / 68.6795 - 1) / 0.0344 = -0.29 (a fall of
    //            1.77 from +1.48).
    // 24 January 2026 is day 61, 24 May day 181, 24 July day 242.
    expect(round2(handZ(60.1, whoRow("length", 2, 61)))).toBe(1.48);
    expect(round2(handZ(65.6, whoRow("length", 2, 181)))).toBe(-0.02);
    expect(round2(handZ(67.5, whoRow("length", 2, 181)))).toBe(0.82);
    expect(round2(handZ(68, whoRow("length", 2, 242)))).toBe(-0.29);
    // The newest alone shows the fall: one length may be a slip of the tape.
    const once = scoredRows([weighing("2026-07-24", null, 68), weighing("2026-01-24", null, 60.1)]);
    expect(measurementHistories(once)[0]).toEqual({ crossings: [] });
    const between = scoredRows([
      weighing("2026-07-24", null, 68),
      weighing("2026-05-24", null, 67.5),
      weighing("2026-01-24", null, 60.1),
    ]);
    expect(measurementHistories(between)[0]).toEqual({ crossings: [] });
    // May showed it too: the newest's fall counts, from the highest earlier z.
    const twice = scoredRows([
      weighing("2026-07-24", null, 68),
      weighing("2026-05-24", null, 65.6),
      weighing("2026-01-24", null, 60.1),
    ]);
    expect(measurementHistories(twice)[0]).toEqual({
      crossings: [
        {
          indicator: "pb-u",
          crossing: { fromZ: 1.48, fromDate: "2026-01-24", toZ: -0.29, dropSd: 1.77 },
          normal: true,
        },
      ],
    });
  });

  it("takes no fall from a preterm child's corrected age to the age since birth", () => {
    // Born 15 September 2024 at 32 weeks (8 weeks, 56 days, early). 15 December 2025: 456 days
    // since birth, 400 corrected: weighed at the corrected age. 24 November 2026: 800 days, 744
    // corrected, past 730: weighed at the age since birth.
    // Girls' weight-for-age: day 400 (L -0.2176, M 9.2009, S 0.12285), 10.5 kg: +1.06; day 800
    // (L -0.3013, M 11.9535, S 0.12449), 11.3 kg: -0.46. A fall of 1.52 SD that is only the
    // correction ending: at day 456 (L -0.2382, M 9.5968, S 0.12299) 10.5 kg is +0.72, 1.18 SD
    // above -0.46.
    const preterm: ChildFacts = { sex: "perempuan", birthDate: "2024-09-15", gestationalWeeks: 32 };
    const corrected = round2(handRestrictedZ(10.5, whoRow("weight", 2, 400)));
    const latest = round2(handRestrictedZ(11.3, whoRow("weight", 2, 800)));
    expect(corrected - latest).toBeGreaterThanOrEqual(1.34);
    expect(round2(handRestrictedZ(10.5, whoRow("weight", 2, 456))) - latest).toBeLessThan(1.34);
    const rows = scoredRows([weighing("2026-11-24", 11.3), weighing("2025-12-15", 10.5)], preterm);
    expect(rows.map(({ scored }) => scored.ok && [scored.ageUsed, scored.ageDays])).toEqual([
      ["chronological", 800],
      ["corrected", 400],
    ]);
    const histories = measurementHistories(rows);
    // No weighing in October: O at 26 months (15 September 2024 to 15 November 2026, then 9
    // days); 11.30 kg after 10.50 kg is no loss.
    expect(histories[0]).toEqual({ weighing: { code: "O", ageMonths: 26 }, crossings: [] });
  });

  it("judges a preterm child's weighing at the corrected age and says so", () => {
    // Born 24 November 2025 at 34 weeks: 42 days early, so the corrected age counts from 5
    // January 2026. 20 September: 300 days, 258 corrected. 20 October: 330 days, 288 corrected,
    // 9 months 15 days from 5 January: KBM 300 g. 8.70 - 8.50 = 200 g < 300 g, 30 days: T.
    const preterm: ChildFacts = { ...girl, gestationalWeeks: 34 };
    const histories = measurementHistories(
      scoredRows([weighing("2026-10-20", 8.7), weighing("2026-09-20", 8.5)], preterm),
    );
    expect(histories[0]!.weighing).toEqual({
      code: "T",
      gainGrams: 200,
      kbmGrams: 300,
      ageMonths: 9,
      corrected: true,
      previousDate: "2026-09-20",
      twoT: false,
    });
    expect(histories[1]).toEqual({ weighing: { code: "B" } });
  });

  it("judges no weight taken with oedema of both feet, and finds no fall on it", () => {
    // The newest weight is swollen: BB/U is not scored, so its N/T and any fall are not said
    // (without the oedema, 8.0 kg at day 365 after +1.47 at day 61 is a fall of 2.39 SD).
    const rows = scoredRows([
      weighing("2026-11-24", 8, null, { oedema: true }),
      weighing("2026-01-24", 6.2),
      weighing("2025-12-20", 5.2),
    ]);
    const histories = measurementHistories(rows);
    expect(histories[0]).toEqual({ weighing: { code: null, notJudged: "oedema" }, crossings: [] });
    // A month with only a swollen weight is a month not weighed: November (11 months 27 days)
    // has no October to go on: O; 8.80 kg after September's 8.50 kg is no loss.
    const later = measurementHistories(
      scoredRows([
        weighing("2026-11-20", 8.8),
        weighing("2026-10-20", 8.9, null, { oedema: true }),
        weighing("2026-09-20", 8.5, null, { oedema: false }),
      ]),
    );
    expect(later.map((history) => history.weighing)).toEqual([
      { code: "O", ageMonths: 11 },
      { code: null, notJudged: "oedema" },
      { code: "B" },
    ]);
  });

  it("marks N and T on the weight-for-age chart, and writes every code in its table", () => {
    const rows = scoredRows([
      weighing("2026-11-20", 8.8, 74),
      weighing("2026-10-20", 8.7),
      weighing("2026-09-20", 8.5),
      weighing("2026-07-15", 8),
    ]);
    const [weight, length] = childCharts(tables, "perempuan", rows, measurementHistories(rows));
    expect(weight!.kind).toBe("bb-u");
    // Oldest first: B, O, T, 2T.
    expect(weight!.table.rows.map((r) => [r.date, r.cells[4]])).toEqual([
      ["2026-07-15", "B"],
      ["2026-09-20", "O"],
      ["2026-10-20", "T"],
      ["2026-11-20", "2T"],
    ]);
    // Only N and T are letters on the chart, 2T marked T. In the 24-month window (the newest
    // is day 361) x = 38 + days / 730.5 x 294: day 330 at 170.8, day 361 at 183.3, 12.5 apart,
    // so both letters have room.
    expect(weight!.childPoints.slice(2).map((p) => p.cx)).toEqual([170.8, 183.3]);
    expect(weight!.childPoints.map((p) => p.mark)).toEqual([undefined, undefined, "T", "T"]);
    expect(length!.kind).toBe("pb-u");
    expect(length!.childPoints.map((p) => p.mark)).toEqual([undefined]);
  });

  it("finds no fall on weight when the newest row has no weight", () => {
    const rows = scoredRows([weighing("2026-11-24", null, 74), weighing("2026-01-24", 6.2)]);
    const histories = measurementHistories(rows);
    expect(histories[0]).toEqual({ crossings: [] });
    expect(histories[1]).toEqual({ weighing: { code: "B" } });
  });
});

describe("the child's facts", () => {
  it("reads a birth date: not in the future (WIT's today is allowed), at most 60 months ago for a new child", () => {
    expect(readBirthDate("2026-11-25", day)).toEqual({ ok: true, date: "2026-11-25" });
    expect(readBirthDate("2026-11-26", day)).toEqual({ ok: false, message: CHILD_MESSAGES.bornInFuture });
    // 1826 days (WHO's last row) before today, and one more.
    expect(readBirthDate("2021-11-24", day)).toEqual({ ok: true, date: "2021-11-24" });
    expect(readBirthDate("2021-11-23", day)).toEqual({ ok: false, message: CHILD_MESSAGES.tooOld });
    // An edit may keep a child's stored birth date past 60 months, but not move it there.
    expect(readBirthDate("2021-11-23", day, { stored: "2021-11-23" })).toEqual({ ok: true, date: "2021-11-23" });
    expect(readBirthDate("2021-11-22", day, { stored: "2021-11-23" })).toEqual({
      ok: false,
      message: CHILD_MESSAGES.tooOld,
    });
    expect(readBirthDate("0001-01-01", day, { stored: "2025-11-24" })).toEqual({
      ok: false,
      message: CHILD_MESSAGES.tooOld,
    });
    expect(readBirthDate("2025-02-29", day)).toEqual({ ok: false, message: CHILD_MESSAGES.birthDate });
  });

  it("reads a gestational age of 22-44 weeks, or none", () => {
    expect(readGestationalWeeks("")).toEqual({ ok: true, weeks: null });
    expect(readGestationalWeeks("33,5")).toEqual({ ok: true, weeks: 33.5 });
    expect(readGestationalWeeks("21")).toEqual({ ok: false, message: CHILD_MESSAGES.gestationalWeeks });
    expect(readGestationalWeeks("45")).toEqual({ ok: false, message: CHILD_MESSAGES.gestationalWeeks });
    expect(readGestationalWeeks("tiga puluh")).toEqual({ ok: false, message: CHILD_MESSAGES.gestationalWeeks });
  });

  it("finds a stored measurement that new facts would leave unscorable", () => {
    const rows = [
      { measuredOn: "2026-01-10", weightKg: 4.5, lengthCm: null, position: null, headCm: null },
      { measuredOn: "2026-11-24", weightKg: 8.9, lengthCm: null, position: null, headCm: null },
    ];
    expect(firstUnscorable(tables, girl, rows, day)).toBeNull();
    expect(firstUnscorable(tables, { ...girl, birthDate: "2026-02-01" }, rows, day)).toBe(rows[0]);
  });

  it("shows a stored measurement in the edit form as typed in Indonesia", () => {
    expect(
      measurementFormValues({
        measuredOn: "2026-11-24",
        weightKg: 8.95,
        lengthCm: 74,
        position: "lying",
        headCm: null,
      }),
    ).toEqual({
      measuredOn: "2026-11-24",
      weight: "8,95",
      length: "74",
      position: "lying",
      head: "",
      arm: "",
      oedema: "",
    });
  });
});
