import { describe, expect, it } from "vitest";
import { addDays, type IsoDate } from "./dates";
import { readGrowthCheck } from "./growth-check-form";
import { COLOUR_NOTE, growthResultView, OEDEMA_UNSCORED_TEXT, UNSCORED_TEXT, unscoredText } from "./growth-result-view";
import { tables } from "./who/by-hand.test-support";

const DAY = { today: "2026-11-27" as IsoDate, latest: "2026-11-27" as IsoDate };

function view(values: Record<string, string>) {
  const read = readGrowthCheck(tables, values, DAY);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return growthResultView(read.result, read.input.measuredOn as IsoDate, read.input.length?.cm ?? null);
}

const base = { sex: "perempuan", measuredOn: "2026-11-27", weight: "9,0", position: "lying" };

describe("growthResultView", () => {
  it("says the age in calendar months and days, the length scored and the BMI", () => {
    // Born 2025-11-12: on 2026-11-27 she is 1 year and 15 days old (counted on the calendar).
    const result = view({ ...base, birthDate: "2025-11-12", length: "74,0" });
    expect(result.ageLabel).toBe("Usia");
    expect(result.age).toBe("1 tahun 15 hari");
    // 9.0 kg / 0.74² m² = 16.43...; a whole number is written without its ",0".
    expect(result.ageDetails).toBe(". Panjang/tinggi yang dinilai: 74 cm. IMT: 16,4 kg/m².");
    expect(result.adjustedNote).toBeNull();
    expect(result.colourNote).toBe(COLOUR_NOTE);
  });

  it("says which way the 0.7 cm went, both ways", () => {
    const standingYoung = view({ ...base, birthDate: "2025-11-12", length: "74,0", position: "standing" });
    expect(standingYoung.adjustedNote).toContain("panjangnya ditambah 0,7 cm");
    expect(standingYoung.ageDetails).toContain("Panjang/tinggi yang dinilai: 74,7 cm.");
    const lyingOld = view({ ...base, birthDate: "2023-11-12", weight: "12,0", length: "90,0" });
    expect(lyingOld.adjustedNote).toContain("tingginya dikurangi 0,7 cm");
    expect(lyingOld.ageDetails).toContain("Panjang/tinggi yang dinilai: 89,3 cm.");
  });

  it("names the corrected age and the real one for a preterm baby", () => {
    // Born at 32 weeks on 2026-05-27: 184 days old, corrected by 8 weeks (56 days) to 128 days,
    // the age of a child born 2026-07-22: 4 months to 2026-11-22, then 5 days.
    const result = view({ ...base, birthDate: "2026-05-27", weight: "6,0", length: "62,0", gestationalWeeks: "32" });
    expect(result.ageLabel).toBe("Usia koreksi");
    expect(addDays("2026-07-22" as IsoDate, 128)).toBe("2026-11-27");
    expect(result.age).toBe("4 bulan 5 hari");
    expect(result.ageDetails.startsWith(" (usia sebenarnya 6 bulan; dikoreksi karena lahir prematur).")).toBe(true);
    expect(addDays("2026-05-27" as IsoDate, 184)).toBe("2026-11-27");
  });

  it("tells a severely underweight newborn whose weight-for-length cannot be scored to go today (issue 29)", () => {
    // The review's case: a boy 3 days old, 1.8 kg, 44.9 cm lying. WHO's weight-for-age for boys at
    // day 3 (weianthro.txt: L 0.2959, M 3.3627, S 0.14647) gives z = ((1.8/3.3627)^0.2959 - 1) /
    // (0.2959 * 0.14647) = -3.9, beyond -3 SD; 44.9 cm is below the weight-for-length table (45 cm).
    const result = view({
      sex: "laki",
      birthDate: "2026-11-24",
      measuredOn: "2026-11-27",
      weight: "1,8",
      length: "44,9",
      position: "lying",
    });
    expect(result.cards.find((card) => card.title.startsWith("BB/PB"))?.kind).toBe("unscored");
    const weight = result.cards.find((card) => card.title.startsWith("BB/U"));
    expect(weight).toMatchObject({ kind: "scored", tone: "danger", urgent: true, dangerSigns: true });
    expect(weight?.kind === "scored" && weight.advice).toBe(
      "Berat badan jauh di bawah standar untuk usianya. Bawa anak ke puskesmas atau rumah sakit hari ini, jangan menunggu jadwal posyandu.",
    );
  });

  it("gives every indicator a card: scored with its tone and advice, or said to be outside the table", () => {
    // 44 cm lying is below the weight-for-length table (45-110 cm): that card is not scored.
    const result = view({ ...base, birthDate: "2026-11-20", weight: "2,4", length: "44,0" });
    const wfl = result.cards.find((card) => card.title.startsWith("BB/PB"));
    expect(wfl).toEqual({
      kind: "unscored",
      title: "BB/PB: Berat badan menurut panjang/tinggi badan",
      text: UNSCORED_TEXT,
    });
    const weight = result.cards.find((card) => card.title.startsWith("BB/U"));
    expect(weight?.kind).toBe("scored");
  });

  it("opens with the severe box for a LiLA under 11.5 cm or oedema of both feet (issue 34)", () => {
    // Born 2025-11-12: 1 year and 15 days, so a LiLA is taken.
    const thinArm = view({ ...base, birthDate: "2025-11-12", length: "74,0", arm: "11,4" });
    expect(thinArm.severe?.signs).toHaveLength(1);
    expect(thinArm.severe?.signs[0]).toContain("LiLA kurang dari 11,5 cm");
    expect(thinArm.severe?.action).toContain("hari ini");
    const swollen = view({ ...base, birthDate: "2025-11-12", length: "74,0", oedema: "ya" });
    expect(swollen.severe?.signs[0]).toContain("edema");
    expect(view({ ...base, birthDate: "2025-11-12", length: "74,0", arm: "11,5", oedema: "tidak" }).severe).toBeNull();
    // A LiLA/U card joins the others.
    expect(thinArm.cards.some((card) => card.title.startsWith("LiLA/U"))).toBe(true);
  });

  it("says the weight-based cards are not scored with oedema of both feet, and why", () => {
    // Born 2025-11-12: 1 year and 15 days, 9.0 kg, 74.0 cm lying, oedema found.
    const swollen = view({ ...base, birthDate: "2025-11-12", length: "74,0", oedema: "ya" });
    expect(swollen.cards.map((card) => [card.title.split(":")[0], card.kind])).toEqual([
      ["BB/U", "unscored"],
      ["PB/U", "scored"],
      ["BB/PB", "unscored"],
      ["IMT/U", "unscored"],
    ]);
    expect(swollen.cards[0]).toEqual({
      kind: "unscored",
      title: "BB/U: Berat badan menurut umur",
      text: OEDEMA_UNSCORED_TEXT,
    });
    expect(OEDEMA_UNSCORED_TEXT).toBe(
      "Tidak dinilai: ada bengkak di kedua kaki, jadi berat badan ikut menghitung cairan bengkak (WHO). Ikuti saran di kotak merah.",
    );
    expect(swollen.severe).not.toBeNull();
  });

  it("gives each reason for a missing z-score its text", () => {
    expect(unscoredText("oedema")).toBe(OEDEMA_UNSCORED_TEXT);
    expect(unscoredText("length-outside-wfl-table")).toBe(UNSCORED_TEXT);
    expect(unscoredText("length-outside-wfh-table")).toBe(UNSCORED_TEXT);
  });

  it("puts the danger signs under a severe result but not under obesity", () => {
    const thin = view({ ...base, birthDate: "2025-11-12", weight: "6,0", length: "74,0" });
    const severe = thin.cards.find((card) => card.title.startsWith("BB/PB"));
    expect(severe).toMatchObject({
      kind: "scored",
      tone: "danger",
      label: "Gizi buruk (severely wasted)",
      dangerSigns: true,
    });
    const heavy = view({ ...base, birthDate: "2025-11-12", weight: "14,0", length: "74,0" });
    const obese = heavy.cards.find((card) => card.title.startsWith("BB/PB"));
    expect(obese).toMatchObject({ kind: "scored", tone: "danger", label: "Obesitas (obese)", dangerSigns: false });
  });
});
