import { describe, expect, it } from "vitest";
import {
  CHILD_MESSAGES,
  type ChildFacts,
  childCharts,
  firstUnscorable,
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
  const weighing = (measuredOn: string, weightKg: number | null, lengthCm: number | null = null) => ({
    measuredOn,
    weightKg,
    lengthCm,
    position: lengthCm === null ? null : ("lying" as const),
    headCm: null,
  });
  const scoredRows = (rows: ReturnType<typeof weighing>[]) =>
    rows.map((measurement) => ({ measurement, scored: scoreMeasurement(tables, girl, measurement, day) }));

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
    // September: nothing in August: O. July: the first weighing: B.
    expect(histories[3]).toEqual({ weighing: { code: "O" } });
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
      // Nothing in October: O.
      weighing: { code: "O" },
      crossings: [{ indicator: "bb-u", crossing: { fromZ: from, fromDate: "2026-01-24", toZ: to, dropSd: 2.39 } }],
    });
    // 24 January: 61 days, 2 completed months (24 December, 24 January), KBM 900 g;
    // 6.20 - 5.20 = 1000 g: N.
    expect(histories[1]).toEqual({
      weighing: { code: "N", gainGrams: 1000, kbmGrams: 900, ageMonths: 2, previousDate: "2025-12-20" },
    });
    expect(histories[2]).toEqual({ weighing: { code: "B" } });
  });

  it("marks N and T on the weight-for-age chart, and B, O as not judged", () => {
    const rows = scoredRows([
      weighing("2026-11-20", 8.8, 74),
      weighing("2026-10-20", 8.7),
      weighing("2026-09-20", 8.5),
      weighing("2026-07-15", 8),
    ]);
    const [weight, length] = childCharts(tables, "perempuan", rows, measurementHistories(rows));
    expect(weight!.kind).toBe("bb-u");
    // Oldest first: B, O, T, T (2T is marked T).
    expect(weight!.table.rows.map((r) => [r.date, r.cells[4]])).toEqual([
      ["2026-07-15", "–"],
      ["2026-09-20", "–"],
      ["2026-10-20", "T"],
      ["2026-11-20", "T"],
    ]);
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
