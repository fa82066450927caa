import { describe, expect, it } from "vitest";
import type { CalendarToday, IsoDate } from "./dates";
import {
  formatAgeDays,
  formatZ,
  GROWTH_CHECK_MESSAGES,
  type GrowthCheckValues,
  indicatorAdvice,
  oedemaAnswer,
  readGrowthCheck,
  readOedema,
  severeSignsOf,
  severeUnderweightIsToday,
  showsChildDangerSigns,
  type AdviceContext,
} from "./growth-check-form";
import type { ScoredIndicator } from "./who/growth-check";
import { handZ, round2, tables, whoRow } from "./who/by-hand.test-support";

const day: CalendarToday = { today: "2026-11-24" as IsoDate, latest: "2026-11-25" as IsoDate };

const child = (values: GrowthCheckValues = {}): GrowthCheckValues => ({
  sex: "perempuan",
  birthDate: "2025-11-24",
  measuredOn: "2026-11-24",
  weight: "8,9",
  length: "74,0",
  position: "lying",
  ...values,
});

describe("readGrowthCheck", () => {
  it("reads the form as typed (decimal comma or point) and scores it on the WHO tables", () => {
    const read = readGrowthCheck(tables, child({ weight: "8.9" }), day);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.input).toMatchObject({ sex: "perempuan", weightKg: 8.9, length: { cm: 74, position: "lying" } });
    // 365 days; weight-for-age written out from the girls' row for day 365.
    expect(read.result.ageDays).toBe(365);
    const bbu = read.result.indicators.find((indicator) => indicator.id === "bb-u");
    expect(bbu?.z).toBe(round2(handZ(8.9, whoRow("weight", 2, 365))));
    const comma = readGrowthCheck(tables, child(), day);
    expect(comma.ok && comma.input.weightKg).toBe(8.9);
  });

  it("takes an empty date of measurement as today in Jakarta", () => {
    const read = readGrowthCheck(tables, child({ measuredOn: "" }), day);
    expect(read.ok && read.input.measuredOn).toBe("2026-11-24");
  });

  it("puts every format error on its own field", () => {
    const read = readGrowthCheck(
      tables,
      { sex: "x", birthDate: "2025-02-30", weight: "berat", length: "72,55", position: "", head: "4a" },
      day,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        sex: GROWTH_CHECK_MESSAGES.sex,
        birthDate: GROWTH_CHECK_MESSAGES.birthDate,
        weight: GROWTH_CHECK_MESSAGES.weight,
        length: GROWTH_CHECK_MESSAGES.lengthDecimals,
        position: GROWTH_CHECK_MESSAGES.position,
        head: GROWTH_CHECK_MESSAGES.head,
      },
    });
    // An out-of-range typo is said together with the other mistakes.
    const typo = readGrowthCheck(tables, child({ length: "700", position: "" }), day);
    expect(typo).toEqual({
      ok: false,
      errors: { length: GROWTH_CHECK_MESSAGES.length, position: GROWTH_CHECK_MESSAGES.position },
    });
  });

  it.each([
    ["a future measurement", { measuredOn: "2026-11-27" }, "measuredOn", GROWTH_CHECK_MESSAGES.measuredInFuture],
    [
      "a measurement before birth",
      { measuredOn: "2025-11-01" },
      "measuredOn",
      GROWTH_CHECK_MESSAGES.measuredBeforeBirth,
    ],
    ["a child over 60 months", { birthDate: "2020-01-01" }, "birthDate", GROWTH_CHECK_MESSAGES.tooOld],
    ["weight 0", { weight: "0" }, "weight", GROWTH_CHECK_MESSAGES.weight],
    ["300 cm", { length: "300" }, "length", GROWTH_CHECK_MESSAGES.length],
    ["18 weeks of gestation", { gestationalWeeks: "18" }, "gestationalWeeks", GROWTH_CHECK_MESSAGES.gestationalWeeks],
    [
      "a very preterm baby measured before term",
      { birthDate: "2026-11-01", gestationalWeeks: "28", weight: "1,5", length: "40,0" },
      "gestationalWeeks",
      GROWTH_CHECK_MESSAGES.beforeTerm,
    ],
  ])("refuses %s with a message on its field", (_, values, field, message) => {
    expect(readGrowthCheck(tables, child(values), day)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("refuses a birth date in the future on the birth date, and never reads year 99 as 1999", () => {
    expect(readGrowthCheck(tables, child({ birthDate: "2026-12-01", measuredOn: "" }), day)).toEqual({
      ok: false,
      errors: { birthDate: GROWTH_CHECK_MESSAGES.birthInFuture },
    });
    // The year 99 (a picker mistyped to "0099"): refused as a date, never read as 1999.
    expect(readGrowthCheck(tables, child({ birthDate: "0099-01-01", measuredOn: "0099-06-01" }), day)).toEqual({
      ok: false,
      errors: { birthDate: GROWTH_CHECK_MESSAGES.birthDate, measuredOn: GROWTH_CHECK_MESSAGES.measuredOn },
    });
  });

  it("uses the corrected age of a preterm baby and says so", () => {
    // Born at 32 weeks, measured at 120 days: corrected by (40 - 32) x 7 = 56 days.
    const read = readGrowthCheck(
      tables,
      child({ birthDate: "2026-07-27", gestationalWeeks: "32", weight: "5,0", length: "58,0" }),
      day,
    );
    expect(read.ok && read.result.ageUsed).toBe("corrected");
    expect(read.ok && read.result.ageDays).toBe(120 - 56);
    expect(read.ok && read.result.chronologicalAgeDays).toBe(120);
  });
});

describe("LiLA and oedema on the form (issue 34)", () => {
  it("reads a LiLA with one decimal and the oedema answer, and names the signs of severe malnutrition", () => {
    // 365 days: 12 months, so a LiLA is taken. 11,4 cm < 11,5 cm, and oedema of both feet.
    const read = readGrowthCheck(tables, child({ arm: "11,4", oedema: "ya" }), day);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.input).toMatchObject({ armCm: 11.4, oedema: true });
    expect(read.result.severeSigns).toEqual(["arm", "oedema"]);
    expect(read.result.indicators.find((indicator) => indicator.id === "lila-u")?.abbreviation).toBe("LiLA/U");
    const none = readGrowthCheck(tables, child({ arm: "14.0", oedema: "tidak" }), day);
    expect(none.ok && none.input).toMatchObject({ armCm: 14, oedema: false });
    expect(none.ok && none.result.severeSigns).toEqual([]);
    // Not measured, not checked.
    const empty = readGrowthCheck(tables, child({ arm: "", oedema: "" }), day);
    expect(empty.ok && [empty.input.armCm, empty.input.oedema]).toEqual([undefined, undefined]);
  });

  it("puts a LiLA typo and an unknown oedema answer on their fields", () => {
    expect(readGrowthCheck(tables, child({ arm: "13,55" }), day)).toEqual({
      ok: false,
      errors: { arm: GROWTH_CHECK_MESSAGES.armDecimals },
    });
    expect(readGrowthCheck(tables, child({ arm: "135" }), day)).toEqual({
      ok: false,
      errors: { arm: GROWTH_CHECK_MESSAGES.arm },
    });
    expect(readGrowthCheck(tables, child({ arm: "lengan" }), day)).toEqual({
      ok: false,
      errors: { arm: GROWTH_CHECK_MESSAGES.arm },
    });
    expect(readGrowthCheck(tables, child({ oedema: "mungkin" }), day)).toEqual({
      ok: false,
      errors: { oedema: GROWTH_CHECK_MESSAGES.oedema },
    });
  });

  it("refuses a LiLA before 6 months on the LiLA field", () => {
    // Born 24 June 2026, measured 24 November: 30 + 31 + 31 + 30 + 31 = 153 days, 5.0 months.
    expect(
      readGrowthCheck(tables, child({ birthDate: "2026-06-24", weight: "7,0", length: "64,0", arm: "12,0" }), day),
    ).toEqual({ ok: false, errors: { arm: GROWTH_CHECK_MESSAGES.armUnder6Months } });
  });

  it("takes a LiLA from 6 completed calendar months since birth", () => {
    // Born 24 May 2026, measured 24 November: 6 months (184 days); born 25 May: 5 months 30 days.
    const six = readGrowthCheck(
      tables,
      child({ birthDate: "2026-05-24", weight: "7,5", length: "66,0", arm: "13,0" }),
      day,
    );
    expect(six.ok && six.input.armCm).toBe(13);
    expect(
      readGrowthCheck(tables, child({ birthDate: "2026-05-25", weight: "7,5", length: "66,0", arm: "13,0" }), day),
    ).toEqual({ ok: false, errors: { arm: GROWTH_CHECK_MESSAGES.armUnder6Months } });
  });

  it("reads the oedema answer and writes it back", () => {
    expect(readOedema("")).toBeUndefined();
    expect(readOedema("tidak")).toBe(false);
    expect(readOedema("ya")).toBe(true);
    expect(readOedema("Ya")).toBeNull();
    expect(oedemaAnswer(true)).toBe("ya");
    expect(oedemaAnswer(false)).toBe("tidak");
    expect(oedemaAnswer(null)).toBe("");
    expect(oedemaAnswer(undefined)).toBe("");
  });
});

describe("severeSignsOf: the signs in a form refused for another field (issue 34)", () => {
  // No weight and no length: the check refuses these forms, and the page still says the signs.
  const refused = (values: GrowthCheckValues): GrowthCheckValues => ({
    sex: "perempuan",
    birthDate: "2026-05-24",
    measuredOn: "2026-11-24",
    ...values,
  });

  it("names oedema found, whatever else the form holds", () => {
    expect(readGrowthCheck(tables, refused({ oedema: "ya" }), day).ok).toBe(false);
    expect(severeSignsOf(refused({ oedema: "ya" }), day)).toEqual(["oedema"]);
    // Nothing else at all, not even the dates.
    expect(severeSignsOf({ oedema: "ya" }, day)).toEqual(["oedema"]);
    expect(severeSignsOf({ oedema: " ya " }, day)).toEqual(["oedema"]);
    expect(severeSignsOf(refused({ oedema: "tidak" }), day)).toEqual([]);
    expect(severeSignsOf(refused({ oedema: "" }), day)).toEqual([]);
    expect(severeSignsOf(refused({ oedema: "Ya" }), day)).toEqual([]);
  });

  it("names a readable LiLA under 11.5 cm at 6-59 completed months since birth by readable dates", () => {
    // Born 24 May 2026, measured 24 November: 6 months.
    expect(severeSignsOf(refused({ arm: "11,4" }), day)).toEqual(["arm"]);
    expect(severeSignsOf(refused({ arm: "11.4", oedema: "ya" }), day)).toEqual(["arm", "oedema"]);
    // 11.5 cm is not under 11.5 cm.
    expect(severeSignsOf(refused({ arm: "11,5" }), day)).toEqual([]);
    // An empty date of measurement is today in Jakarta (24 November 2026).
    expect(severeSignsOf(refused({ arm: "11,4", measuredOn: "" }), day)).toEqual(["arm"]);
    // Born 25 May: 5 months 30 days.
    expect(severeSignsOf(refused({ arm: "11,4", birthDate: "2026-05-25" }), day)).toEqual([]);
    // 59 months 30 days (born 25 November 2021), then 60 months (born 24 November 2021).
    expect(severeSignsOf(refused({ arm: "11,4", birthDate: "2021-11-25" }), day)).toEqual(["arm"]);
    expect(severeSignsOf(refused({ arm: "11,4", birthDate: "2021-11-24" }), day)).toEqual([]);
  });

  it("says nothing of a LiLA it cannot read, or dates it cannot use", () => {
    // Two decimals, a typo out of range, words.
    expect(severeSignsOf(refused({ arm: "11,45" }), day)).toEqual([]);
    expect(severeSignsOf(refused({ arm: "4" }), day)).toEqual([]);
    expect(severeSignsOf(refused({ arm: "kecil" }), day)).toEqual([]);
    expect(severeSignsOf(refused({ arm: "" }), day)).toEqual([]);
    // No birth date, one that does not exist, and a birth after the measurement.
    expect(severeSignsOf(refused({ arm: "11,4", birthDate: "" }), day)).toEqual([]);
    expect(severeSignsOf(refused({ arm: "11,4", birthDate: "2026-02-30" }), day)).toEqual([]);
    expect(severeSignsOf(refused({ arm: "11,4", measuredOn: "2026-13-01" }), day)).toEqual([]);
    expect(severeSignsOf(refused({ arm: "11,4", birthDate: "2026-11-25" }), day)).toEqual([]);
  });
});

const scored = (over: Partial<ScoredIndicator>): ScoredIndicator => ({
  id: "bb-pb",
  abbreviation: "BB/PB",
  z: 0,
  label: "Gizi baik (normal)",
  tone: "normal",
  ...over,
});

/** A child of 6 months or more whose weight-for-length was scored. */
const OLDER: AdviceContext = { underSixMonths: false, wastingScored: true };

describe("indicatorAdvice", () => {
  it("sends severe wasting to care the same day, and says so before anything else", () => {
    const advice = indicatorAdvice(scored({ z: -3.2, label: "Gizi buruk (severely wasted)", tone: "danger" }), OLDER);
    expect(advice.urgent).toBe(true);
    expect(advice.text).toContain("hari ini");
    expect(advice.text).not.toMatch(/jadwal posyandu berikutnya|bulan depan/);
  });

  it("asks for a check of a value WHO Anthro would flag, and keeps 'today' when it is far below", () => {
    const below = indicatorAdvice(
      scored({ z: -5.4, label: "Gizi buruk (severely wasted)", tone: "danger", flag: "implausible" }),
      OLDER,
    );
    expect(below.text).toMatch(/Periksa kembali/);
    expect(below.text).toContain("hari ini");
    expect(below.urgent).toBe(true);
    const above = indicatorAdvice(
      scored({ z: 5.4, label: "Obesitas (obese)", tone: "danger", flag: "implausible" }),
      OLDER,
    );
    expect(above.text).toContain("periksa kembali pengukuran");
  });

  it("gives 'gizi lebih' its own advice, sending the child to the puskesmas", () => {
    const risk = indicatorAdvice(
      scored({ z: 1.5, label: "Berisiko gizi lebih (possible risk of overweight)", tone: "warning" }),
      OLDER,
    );
    const over = indicatorAdvice(scored({ z: 2.5, label: "Gizi lebih (overweight)", tone: "warning" }), OLDER);
    expect(over.text).not.toBe(risk.text);
    expect(over.text).toContain("puskesmas");
  });

  it("puts a time frame on the results that need one", () => {
    const stunted = indicatorAdvice(
      scored({ id: "pb-u", abbreviation: "PB/U", z: -2.5, label: "Pendek (stunted)", tone: "warning" }),
      OLDER,
    );
    expect(stunted.text).toMatch(/minggu/);
    const head = indicatorAdvice(
      scored({
        id: "lk-u",
        abbreviation: "LK/U",
        z: -2.5,
        label: "Lingkar kepala kecil (di bawah −2 SD)",
        tone: "danger",
      }),
      OLDER,
    );
    expect(head.text).toContain("minggu ini");
    expect(head.text).toContain("IGD sekarang juga");
  });

  it("never sends a child outside normal home without seeing someone", () => {
    const outside: Partial<ScoredIndicator>[] = [
      { id: "bb-u", abbreviation: "BB/U", label: "Berat badan kurang (underweight)", tone: "warning" },
      { id: "bb-u", abbreviation: "BB/U", label: "Berat badan sangat kurang (severely underweight)", tone: "danger" },
      { id: "pb-u", abbreviation: "PB/U", label: "Pendek (stunted)", tone: "warning" },
      { id: "pb-u", abbreviation: "PB/U", label: "Sangat pendek (severely stunted)", tone: "danger" },
      { id: "bb-pb", label: "Gizi kurang (wasted)", tone: "warning" },
      { id: "imt-u", abbreviation: "IMT/U", label: "Obesitas (obese)", tone: "danger" },
      { id: "lk-u", abbreviation: "LK/U", label: "Lingkar kepala kecil (di bawah −2 SD)", tone: "danger" },
    ];
    for (const indicator of outside) {
      expect(indicatorAdvice(scored(indicator), OLDER).text, indicator.label).toMatch(
        /bidan|puskesmas|dokter|posyandu/,
      );
    }
  });

  it("gives every result outside normal a time frame", () => {
    const outside: Partial<ScoredIndicator>[] = [
      { id: "bb-u", abbreviation: "BB/U", label: "Berat badan sangat kurang (severely underweight)", tone: "danger" },
      { id: "bb-u", abbreviation: "BB/U", label: "Risiko Berat badan lebih", tone: "warning" },
      { id: "bb-pb", label: "Berisiko gizi lebih (possible risk of overweight)", tone: "warning" },
      { id: "bb-pb", label: "Gizi lebih (overweight)", tone: "warning" },
      { id: "imt-u", abbreviation: "IMT/U", label: "Obesitas (obese)", tone: "danger" },
    ];
    for (const indicator of outside) {
      expect(indicatorAdvice(scored(indicator), OLDER).text, indicator.label).toMatch(
        /hari ini|minggu|bulan ini|bulan depan/,
      );
    }
  });

  it("asks for a head measured again, and still names the signs that mean the IGD now", () => {
    const advice = indicatorAdvice(
      scored({
        id: "lk-u",
        abbreviation: "LK/U",
        label: "Lingkar kepala besar (di atas +2 SD)",
        tone: "danger",
        z: 5.6,
        flag: "implausible",
      }),
      OLDER,
    );
    expect(advice.text).toContain("Ukur ulang lingkar kepala");
    expect(advice.text).toContain("IGD sekarang juga");
  });

  it("sends severe underweight today under 6 months or when wasting could not be scored, else within 1-2 days", () => {
    const severe = scored({
      id: "bb-u",
      abbreviation: "BB/U",
      z: -3.4,
      label: "Berat badan sangat kurang (severely underweight)",
      tone: "danger",
    });
    const young = indicatorAdvice(severe, { underSixMonths: true, wastingScored: true });
    expect(young.text).toContain("hari ini, jangan menunggu");
    expect(young.text).not.toContain("1-2 hari");
    const unscored = indicatorAdvice(severe, { underSixMonths: false, wastingScored: false });
    expect(unscored.text).toBe(young.text);
    const older = indicatorAdvice(severe, OLDER);
    expect(older.text).toContain("dalam 1-2 hari ini");
    expect([young.urgent, older.urgent]).toEqual([true, true]);
  });

  it("gives LiLA/U its own time frames: 1-2 days below -3 SD, this week below -2 SD, a re-measure when flagged", () => {
    const arm = (over: Partial<ScoredIndicator>) => scored({ id: "lila-u", abbreviation: "LiLA/U", ...over });
    const far = indicatorAdvice(
      arm({ z: -3.4, label: "LiLA sangat rendah untuk usianya (di bawah −3 SD)", tone: "danger" }),
      OLDER,
    );
    expect(far).toMatchObject({ urgent: true });
    expect(far.text).toContain("1-2 hari");
    const below = indicatorAdvice(
      arm({ z: -2.4, label: "LiLA rendah untuk usianya (di bawah −2 SD)", tone: "warning" }),
      OLDER,
    );
    expect(below).toMatchObject({ urgent: true });
    expect(below.text).toContain("minggu ini");
    const flagged = indicatorAdvice(
      arm({ z: -5.4, label: "LiLA sangat rendah untuk usianya (di bawah −3 SD)", tone: "danger", flag: "implausible" }),
      OLDER,
    );
    expect(flagged.text).toContain("Ukur ulang LiLA");
    const normal = indicatorAdvice(arm({ z: 0.3, label: "Normal", tone: "normal" }), OLDER);
    expect(normal.urgent).toBe(false);
  });

  it("sends a LiLA under 11.5 cm today, and a LiLA in the tape's yellow band within the week", () => {
    const arm = (over: Partial<ScoredIndicator>) => scored({ id: "lila-u", abbreviation: "LiLA/U", ...over });
    // Under 11.5 cm (a severe sign): today, whatever the z or its label.
    const severe = indicatorAdvice(arm({ z: -2.3, label: "LiLA di bawah 11,5 cm", tone: "danger" }), {
      ...OLDER,
      severeArm: true,
    });
    expect(severe).toEqual({
      text: "LiLA kurang dari 11,5 cm, tanda gizi buruk. Bawa anak ke puskesmas atau rumah sakit hari ini, jangan menunggu jadwal posyandu.",
      urgent: true,
    });
    expect(severe.text).not.toContain("1-2 hari");
    // 11.5-12.4 cm with a normal z: the yellow band, within the week.
    expect(
      indicatorAdvice(arm({ z: -1.67, label: "LiLA 11,5-12,4 cm (pita kuning)", tone: "warning" }), OLDER),
    ).toEqual({
      text: "LiLA 11,5-12,4 cm ada di bawah batas aman (pita LiLA kuning); menurut WHO ini bisa tanda gizi kurang. Periksakan anak ke bidan atau puskesmas dalam minggu ini untuk pemeriksaan gizi dan konseling makan.",
      urgent: true,
    });
  });

  it("reassures on normal without calling it a diagnosis", () => {
    const advice = indicatorAdvice(scored({}), OLDER);
    expect(advice.urgent).toBe(false);
    expect(advice.text).toContain("setiap bulan");
  });
});

describe("formatting", () => {
  it("writes z with the decimal comma and a sign", () => {
    expect(formatZ(-2.15)).toBe("−2,15");
    expect(formatZ(1.2)).toBe("+1,2");
    expect(formatZ(0)).toBe("0");
  });

  it("writes an age in years, months and days", () => {
    const on = (date: string) => date as IsoDate;
    expect(formatAgeDays(0, on("2026-11-24"))).toBe("0 hari");
    // Born 1 Jan 2026.
    expect(formatAgeDays(45, on("2026-02-15"))).toBe("1 bulan 14 hari");
    expect(formatAgeDays(59, on("2026-03-01"))).toBe("2 bulan");
    // Born 24 Nov 2025: the first birthday is 1 year, not "11 months 30 days".
    expect(formatAgeDays(365, on("2026-11-24"))).toBe("1 tahun");
    // Born 20 Oct 2025, 400 days on: 1 year 1 month 4 days.
    expect(formatAgeDays(400, on("2026-11-24"))).toBe("1 tahun 1 bulan 4 hari");
    // Born 29 Feb 2024: 28 Feb 2025 is 1 year (a month-end birthday in a shorter month).
    expect(formatAgeDays(365, on("2025-02-28"))).toBe("1 tahun");
  });
});

describe("severeUnderweightIsToday", () => {
  it("is true under 6 months or without a wasting score, false only for an older child scored for wasting", () => {
    expect(severeUnderweightIsToday({ underSixMonths: true, wastingScored: true })).toBe(true);
    expect(severeUnderweightIsToday({ underSixMonths: true, wastingScored: false })).toBe(true);
    expect(severeUnderweightIsToday({ underSixMonths: false, wastingScored: false })).toBe(true);
    expect(severeUnderweightIsToday({ underSixMonths: false, wastingScored: true })).toBe(false);
  });
});

describe("showsChildDangerSigns", () => {
  it("shows IMCI's danger signs under the severe bands but not under obesity (decision 043)", () => {
    expect(showsChildDangerSigns({ tone: "danger", label: "Gizi buruk (severely wasted)" })).toBe(true);
    expect(showsChildDangerSigns({ tone: "danger", label: "Berat badan sangat kurang (severely underweight)" })).toBe(
      true,
    );
    expect(showsChildDangerSigns({ tone: "danger", label: "Obesitas (obese)" })).toBe(false);
    expect(showsChildDangerSigns({ tone: "warning", label: "Gizi kurang (wasted)" })).toBe(false);
  });
});
