import { describe, expect, it } from "vitest";
import { addDays, type IsoDate } from "./dates";
import { crossingAdvice, growthAdvice, severeAdvice, weighingAdvice, weighingSummary } from "./growth-advice";
import type { Crossing, WeighingResult } from "./growth-over-time";
import { handRestrictedZ, tables, whoRow } from "./who/by-hand.test-support";
import { checkGrowth, type GrowthInput, type GrowthResult } from "./who/growth-check";

// The advice on growth (issue 34, item 4). The results come from the growth check on WHO's real
// tables; every expected value (codes, order, the words that carry the time frame, grams and
// dates as written in Indonesian) is typed here by hand.

const BIRTH = "2024-01-01" as IsoDate;

/** A boy measured `day` days after birth, scored by the growth check. */
function scored(day: number, input: Partial<GrowthInput>): GrowthResult {
  const result = checkGrowth(tables, {
    sex: "laki",
    birthDate: BIRTH,
    measuredOn: addDays(BIRTH, day),
    today: "2030-01-01",
    ...input,
  });
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

// Boy, 365 days, 9.6 kg: WHO's median at 12 months (weianthro.txt, boys day 365, M 9.646): normal.
const normal = () => scored(365, { weightKg: 9.6 });

const T: WeighingResult = {
  code: "T",
  gainGrams: -100,
  kbmGrams: 200,
  ageMonths: 13,
  previousDate: "2025-01-10",
  twoT: false,
};
const TWO_T: WeighingResult = { ...T, twoT: true };
const N: WeighingResult = { code: "N", gainGrams: 250, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-10" };
const FALL: Crossing = { fromZ: 1, fromDate: "2024-05-01", toZ: -0.5, dropSd: 1.5 };

describe("growthAdvice", () => {
  it("has nothing to say on a normal measurement", () => {
    expect(growthAdvice(normal())).toEqual({ severe: null, items: [], danger: false, dangerSigns: false });
    expect(growthAdvice(normal(), { weighing: N, crossings: [] }).items).toEqual([]);
  });

  it("puts the N/T first, then each indicator in the table's order, then the falls across the lines", () => {
    // Boy, 365 days (weianthro.txt L 0.0645, M 9.646, S 0.10925): 7.4 kg is
    // ((7.4 / 9.646)^0.0645 - 1) / (0.0645 x 0.10925) = -2.41: underweight (between -3 and -2).
    // LiLA (acanthro.txt L 0.1263, M 14.6447, S 0.07689): 12.5 cm is
    // ((12.5 / 14.6447)^0.1263 - 1) / (0.1263 x 0.07689) = -2.04: below -2 SD, not under 11.5 cm.
    const weightZ = handRestrictedZ(7.4, whoRow("weight", 1, 365));
    expect(weightZ).toBeGreaterThan(-3);
    expect(weightZ).toBeLessThan(-2);
    const armZ = handRestrictedZ(12.5, whoRow("arm", 1, 365));
    expect(armZ).toBeGreaterThan(-3);
    expect(armZ).toBeLessThan(-2);
    const result = scored(365, { weightKg: 7.4, armCm: 12.5 });
    const advice = growthAdvice(result, {
      weighing: T,
      crossings: [
        { indicator: "bb-u", crossing: FALL },
        { indicator: "pb-u", crossing: FALL },
      ],
    });
    expect(advice.items.map((item) => item.abbreviation)).toEqual(["T", "BB/U", "LiLA/U", "Arah BB/U", "Arah PB/U"]);
    expect(advice.items.every((item) => item.urgent)).toBe(true);
    expect(advice.severe).toBeNull();
    // Neither band is a danger band, and a single T is not 2T: amber.
    expect(advice.danger).toBe(false);
  });

  it("opens with the severe box for a LiLA under 11.5 cm from 6 months, and says 'today'", () => {
    // Boy, 250 days: 250 / 30.4375 = 8.2 months. 11.4 cm < 11.5 cm.
    const advice = growthAdvice(scored(250, { weightKg: 8, armCm: 11.4 }));
    expect(advice.severe?.signs).toHaveLength(1);
    expect(advice.severe?.signs[0]).toContain("LiLA kurang dari 11,5 cm");
    expect(advice.severe?.action).toContain("hari ini");
    expect(advice.danger).toBe(true);
    expect(advice.dangerSigns).toBe(true);
  });

  it("says 'today' on the LiLA/U item too when the LiLA is under 11.5 cm, even where its z is only amber", () => {
    // Boy, 183 days (acanthro.txt boys day 183): 11.4 cm is about -2.8 SD by the LMS formula,
    // amber (between -3 and -2), but under 11.5 cm: the item must not say "within the week".
    const arm = handRestrictedZ(11.4, whoRow("arm", 1, 183));
    expect(arm).toBeGreaterThan(-3);
    expect(arm).toBeLessThan(-2);
    const advice = growthAdvice(scored(183, { weightKg: 7.5, armCm: 11.4 }));
    expect(advice.severe).not.toBeNull();
    const item = advice.items.find((one) => one.abbreviation === "LiLA/U");
    expect(item?.text).toContain("hari ini");
    expect(item?.text).not.toContain("minggu ini");
  });

  it("makes a T under 6 months red, as its 'hari ini' says; a T at 6 months stays amber", () => {
    // Boy, 120 days, 6.5 kg: weight-for-age within normal (weianthro.txt boys day 120, M 6.9):
    // only the weighing speaks.
    const young = growthAdvice(scored(120, { weightKg: 6.5 }), {
      weighing: { code: "T", gainGrams: 500, kbmGrams: 600, ageMonths: 4, previousDate: "2024-04-01", twoT: false },
    });
    expect(young.items.map((item) => item.abbreviation)).toEqual(["T"]);
    expect(young.danger).toBe(true);
    const older = growthAdvice(normal(), { weighing: T });
    expect(older.danger).toBe(false);
  });

  it("has no severe box for a LiLA of exactly 11.5 cm", () => {
    // Boy, 250 days (weianthro.txt L 0.0998, M 8.6785, S 0.10881): 8.0 kg is
    // ((8 / 8.6785)^0.0998 - 1) / (0.0998 x 0.10881) = -0.75, normal. LiLA 11.5 cm
    // (acanthro.txt L 0.2123, M 14.4749, S 0.07654): ((11.5 / 14.4749)^0.2123 - 1) /
    // (0.2123 x 0.07654) = -2.93, below -2 SD (amber), not under 11.5 cm.
    expect(handRestrictedZ(8, whoRow("weight", 1, 250))).toBeGreaterThan(-2);
    const arm = handRestrictedZ(11.5, whoRow("arm", 1, 250));
    expect(arm).toBeGreaterThan(-3);
    expect(arm).toBeLessThan(-2);
    const advice = growthAdvice(scored(250, { weightKg: 8, armCm: 11.5 }));
    expect(advice.severe).toBeNull();
    expect(advice.items.map((item) => item.abbreviation)).toEqual(["LiLA/U"]);
    expect(advice.danger).toBe(false);
    expect(advice.dangerSigns).toBe(false);
  });

  it("opens with the severe box for oedema of both feet at any age, and not when none was found", () => {
    // Boy, 61 days (2.0 months), 5.6 kg: near WHO's median 5.5714 kg, normal.
    const oedema = growthAdvice(scored(61, { weightKg: 5.6, oedema: true }));
    expect(oedema.severe?.signs).toHaveLength(1);
    expect(oedema.severe?.signs[0]).toContain("edema");
    expect(oedema.severe?.action).toContain("hari ini");
    expect(oedema.items).toEqual([]);
    expect(oedema.danger).toBe(true);
    expect(oedema.dangerSigns).toBe(true);
    expect(growthAdvice(scored(61, { weightKg: 5.6, oedema: false })).severe).toBeNull();
    expect(growthAdvice(scored(61, { weightKg: 5.6 })).severe).toBeNull();
  });

  it("names both signs, LiLA first", () => {
    const advice = growthAdvice(scored(250, { weightKg: 8, armCm: 11.4, oedema: true }));
    expect(advice.severe?.signs).toHaveLength(2);
    expect(advice.severe?.signs[0]).toContain("LiLA");
    expect(advice.severe?.signs[1]).toContain("edema");
  });

  it("makes 2T red and sends the child within 1-2 days; a single T within the week, amber", () => {
    const twoT = growthAdvice(normal(), { weighing: TWO_T });
    expect(twoT.items).toHaveLength(1);
    expect(twoT.items[0]).toMatchObject({ abbreviation: "2T", urgent: true });
    expect(twoT.items[0]!.text).toContain("1-2 hari");
    expect(twoT.danger).toBe(true);
    // 2T is no severe result: IMCI's danger signs stay off.
    expect(twoT.dangerSigns).toBe(false);
    const oneT = growthAdvice(normal(), { weighing: T });
    expect(oneT.items[0]).toMatchObject({ abbreviation: "T", urgent: true });
    expect(oneT.items[0]!.text).toContain("minggu ini");
    expect(oneT.danger).toBe(false);
  });

  it("asks for a visit within 1-2 weeks for a fall across the lines, however normal the categories", () => {
    const advice = growthAdvice(normal(), { crossings: [{ indicator: "bb-u", crossing: FALL, normal: true }] });
    expect(advice.items).toHaveLength(1);
    expect(advice.items[0]!.abbreviation).toBe("Arah BB/U");
    expect(advice.items[0]!.text).toContain("1-2 minggu");
    // The newest category is normal: the text says so.
    expect(advice.items[0]!.text).toContain(", walaupun kategorinya masih normal.");
    expect(advice.danger).toBe(false);
    // Without `normal` it does not.
    const plain = growthAdvice(normal(), { crossings: [{ indicator: "bb-u", crossing: FALL }] });
    expect(plain.items[0]!.text).not.toContain("walaupun");
  });
});

describe("severeAdvice", () => {
  it("is null without a sign", () => {
    expect(severeAdvice([])).toBeNull();
    expect(severeAdvice(["arm"])?.signs).toHaveLength(1);
  });
});

describe("weighingAdvice", () => {
  it("says nothing on N, O without a loss, B or a weighing not judged", () => {
    expect(weighingAdvice(N)).toBeNull();
    expect(weighingAdvice({ code: "O" })).toBeNull();
    expect(weighingAdvice({ code: "O", ageMonths: 14 })).toBeNull();
    expect(weighingAdvice({ code: "B" })).toBeNull();
    expect(
      weighingAdvice({ code: null, notJudged: "too-close", gainGrams: 300, previousDate: "2025-01-31" }),
    ).toBeNull();
  });

  it("says what the weight did since which day, against which KBM at which age", () => {
    expect(weighingAdvice(T)).toEqual({
      abbreviation: "T",
      text: "Berat badan tidak naik (T). Sejak penimbangan 10 Januari 2025 berat badan turun 100 g; seharusnya naik minimal 200 g untuk usia 13 bulan. Periksakan anak ke bidan atau puskesmas dalam minggu ini untuk mencari penyebabnya.",
      urgent: true,
    });
    expect(weighingAdvice({ ...T, gainGrams: 0 })!.text).toContain(
      "Sejak penimbangan 10 Januari 2025 berat badan tetap; seharusnya naik minimal 200 g untuk usia 13 bulan.",
    );
    expect(weighingAdvice({ ...T, gainGrams: 150 })!.text).toContain(
      "Sejak penimbangan 10 Januari 2025 berat badan hanya naik 150 g; seharusnya naik minimal 200 g untuk usia 13 bulan.",
    );
    // A preterm child's KBM is read at the corrected age, and the text says so.
    expect(weighingAdvice({ ...T, corrected: true })!.text).toContain("untuk usia koreksi 13 bulan.");
    expect(weighingAdvice(TWO_T)).toEqual({
      abbreviation: "2T",
      text: "Berat badan tidak naik dua bulan berturut-turut (2T). Sejak penimbangan 10 Januari 2025 berat badan turun 100 g; seharusnya naik minimal 200 g untuk usia 13 bulan. Bawa anak ke puskesmas dalam 1-2 hari ini, jangan menunggu penimbangan berikutnya.",
      urgent: true,
    });
  });

  it("gives a loss at O an item of its own, 'Turun', within the week", () => {
    // Not weighed last month, but 200 g lighter than on 10 January.
    expect(weighingAdvice({ code: "O", ageMonths: 14, gainGrams: -200, previousDate: "2025-01-10" })).toEqual({
      abbreviation: "Turun",
      text: "Berat badan turun 200 g sejak penimbangan 10 Januari 2025. Periksakan anak ke bidan atau puskesmas dalam minggu ini untuk mencari penyebabnya.",
      urgent: true,
    });
    // It comes first in the advice, as a T would; amber, as one T is.
    const advice = growthAdvice(normal(), {
      weighing: { code: "O", ageMonths: 14, gainGrams: -200, previousDate: "2025-01-10" },
    });
    expect(advice.items.map((item) => item.abbreviation)).toEqual(["Turun"]);
    expect(advice.danger).toBe(false);
  });

  it("sends a baby under 6 completed months whose weight does not go up today: T, 2T and a loss at O", () => {
    const today =
      "Bayi di bawah 6 bulan yang beratnya tidak naik perlu diperiksa hari ini: bawa ke bidan atau puskesmas hari ini, jangan menunggu penimbangan berikutnya.";
    // 3 months: KBM 800 g; 500 g since 10 April.
    const young: WeighingResult = {
      code: "T",
      gainGrams: 500,
      kbmGrams: 800,
      ageMonths: 3,
      previousDate: "2025-04-10",
      twoT: false,
    };
    expect(weighingAdvice(young)).toEqual({
      abbreviation: "T",
      text: `Berat badan tidak naik (T). Sejak penimbangan 10 April 2025 berat badan hanya naik 500 g; seharusnya naik minimal 800 g untuk usia 3 bulan. ${today}`,
      urgent: true,
    });
    expect(weighingAdvice(young)!.text).not.toContain("minggu ini");
    // 5 months (KBM 500 g), a second T: today, not within 1-2 days.
    const twoT = weighingAdvice({ ...young, gainGrams: 300, kbmGrams: 500, ageMonths: 5, twoT: true })!;
    expect(twoT.abbreviation).toBe("2T");
    expect(twoT.text.endsWith(today)).toBe(true);
    expect(twoT.text).not.toContain("1-2 hari");
    // 4 months, not weighed last month, 100 g lighter than on 10 February.
    expect(weighingAdvice({ code: "O", ageMonths: 4, gainGrams: -100, previousDate: "2025-02-10" })).toEqual({
      abbreviation: "Turun",
      text: `Berat badan turun 100 g sejak penimbangan 10 Februari 2025. ${today}`,
      urgent: true,
    });
    // 6 completed months: within the week again (KBM 400 g).
    const six = weighingAdvice({ ...young, gainGrams: 300, kbmGrams: 400, ageMonths: 6 })!;
    expect(six.text).toContain("dalam minggu ini");
    expect(six.text).not.toContain("hari ini");
  });
});

describe("crossingAdvice", () => {
  it("names the indicator, the two z-scores and the day it fell from", () => {
    const item = crossingAdvice("pb-u", FALL);
    expect(item.abbreviation).toBe("Arah PB/U");
    expect(item.urgent).toBe(true);
    expect(item.text).toBe(
      "Panjang/tinggi badan menurut umur turun dari z +1 (1 Mei 2024) menjadi z −0,5. Turun 1,34 SD atau lebih berarti garis pertumbuhan anak sudah bergeser jauh ke bawah dari jalurnya semula. Ini bisa tanda pertumbuhan melambat, bisa juga karena salah ukur. Periksakan anak ke bidan atau puskesmas dalam 1-2 minggu ini dan bawa catatan ini.",
    );
  });

  it("adds 'walaupun kategorinya masih normal' only when the newest category is normal", () => {
    expect(crossingAdvice("bb-u", FALL, true)).toEqual({
      abbreviation: "Arah BB/U",
      text: "Berat badan menurut umur turun dari z +1 (1 Mei 2024) menjadi z −0,5. Turun 1,34 SD atau lebih berarti garis pertumbuhan anak sudah bergeser jauh ke bawah dari jalurnya semula, walaupun kategorinya masih normal. Ini bisa tanda pertumbuhan melambat, bisa juga karena salah ukur. Periksakan anak ke bidan atau puskesmas dalam 1-2 minggu ini dan bawa catatan ini.",
      urgent: true,
    });
    expect(crossingAdvice("bb-u", FALL, false).text).not.toContain("walaupun");
  });
});

describe("weighingSummary", () => {
  it("writes N with the gain, the day and the KBM", () => {
    expect(weighingSummary(N)).toEqual({
      code: "N",
      note: "Berat badan naik 250 g sejak 10 Januari 2025; kenaikan minimal untuk usianya 200 g.",
    });
    // Thousands with a point, as Indonesian writes them.
    expect(weighingSummary({ ...N, gainGrams: 1200, kbmGrams: 900, ageMonths: 2 }).note).toBe(
      "Berat badan naik 1.200 g sejak 10 Januari 2025; kenaikan minimal untuk usianya 900 g.",
    );
  });

  it("writes T, and 2T as 'T (2T)'", () => {
    expect(weighingSummary(T)).toEqual({
      code: "T",
      note: "Berat badan turun 100 g sejak 10 Januari 2025; seharusnya naik minimal 200 g.",
    });
    expect(weighingSummary({ ...T, gainGrams: 50 }).note).toBe(
      "Berat badan hanya naik 50 g sejak 10 Januari 2025; seharusnya naik minimal 200 g.",
    );
    expect(weighingSummary(TWO_T).code).toBe("T (2T)");
  });

  it("writes O, with a loss since the last weighing when there is one, and B", () => {
    expect(weighingSummary({ code: "O" })).toEqual({
      code: "O",
      note: "Bulan lalu tidak ditimbang, jadi naik atau tidak belum dapat dinilai.",
    });
    expect(weighingSummary({ code: "O", ageMonths: 14 }).note).toBe(
      "Bulan lalu tidak ditimbang, jadi naik atau tidak belum dapat dinilai.",
    );
    expect(weighingSummary({ code: "O", ageMonths: 14, gainGrams: -200, previousDate: "2025-01-10" })).toEqual({
      code: "O",
      note: "Bulan lalu tidak ditimbang, jadi naik atau tidak belum dapat dinilai. Berat badan turun 200 g sejak 10 Januari 2025.",
    });
    expect(weighingSummary({ code: "B" })).toEqual({ code: "B", note: "Penimbangan pertama yang tercatat." });
  });

  it("writes a T with no change as 'tetap', not 'naik 0 g'", () => {
    expect(
      weighingSummary({ code: "T", gainGrams: 0, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-10" }).note,
    ).toBe("Berat badan tetap sejak 10 Januari 2025; seharusnya naik minimal 200 g.");
  });

  it("writes a dash and why for a weighing not judged", () => {
    expect(weighingSummary({ code: null, notJudged: "extra" })).toEqual({
      code: "–",
      note: "Ada penimbangan lain yang lebih akhir di bulan yang sama; itu yang dinilai untuk bulan ini.",
    });
    expect(weighingSummary({ code: null, notJudged: "too-close", gainGrams: 300, previousDate: "2025-01-31" })).toEqual(
      {
        code: "–",
        note: "Tidak dinilai: naik 300 g sejak 31 Januari 2025, kurang dari 21 hari. Naik atau tidak dinilai dari penimbangan bulanan berjarak sekitar satu bulan.",
      },
    );
    // Only a gain (or no change) can be too far: a loss is T at any gap.
    expect(weighingSummary({ code: null, notJudged: "too-far", gainGrams: 200, previousDate: "2025-01-01" })).toEqual({
      code: "–",
      note: "Tidak dinilai: naik 200 g sejak 1 Januari 2025, lebih dari 35 hari. Naik atau tidak dinilai dari penimbangan bulanan berjarak sekitar satu bulan.",
    });
    expect(weighingSummary({ code: null, notJudged: "first-month" })).toEqual({
      code: "–",
      note: "Tidak dinilai: pada bulan pertama belum ada kenaikan berat badan minimal (KBM).",
    });
    expect(weighingSummary({ code: null, notJudged: "flagged" })).toEqual({
      code: "–",
      note: "Tidak dinilai: berat ini ditandai \u201cPeriksa kembali pengukuran\u201d.",
    });
    expect(weighingSummary({ code: null, notJudged: "oedema" })).toEqual({
      code: "–",
      note: "Tidak dinilai: ada bengkak di kedua kaki, jadi berat badan ikut menghitung cairan bengkak.",
    });
  });
});
