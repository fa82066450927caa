import { describe, expect, it } from "vitest";
import {
  calculateFertility,
  calculateHpl,
  calculateWeightGain,
  fertilityRecord,
  hplRecord,
  weightGainRecord,
} from "./calculators";
import { parseIsoDate, type IsoDate } from "./dates";
import { describeHistoryEntry, INVALID_ENTRY, INVALID_FERTILITY_ENTRY } from "./history";

const d = (value: string) => parseIsoDate(value) as IsoDate;

describe("describeHistoryEntry", () => {
  it("names a cycle other than 28 days under the HPHT of a saved HPL", () => {
    const { input, result } = hplRecord(calculateHpl(d("2026-01-01"), d("2026-03-15"), 35));
    const rows = describeHistoryEntry("hpl", input, result).rows;
    expect(rows.slice(0, 3)).toEqual([
      { label: "HPHT", value: "1 Januari 2026" },
      { label: "Panjang siklus", value: "35 hari" },
      { label: "HPL", value: "15 Oktober 2026" },
    ]);
    const usual = hplRecord(calculateHpl(d("2026-01-01"), d("2026-03-15"), 28));
    expect(describeHistoryEntry("hpl", usual.input, usual.result).rows.map((row) => row.label)).not.toContain(
      "Panjang siklus",
    );
  });

  it("reads a saved HPL calculation", () => {
    const { input, result } = hplRecord(calculateHpl(d("2026-01-01"), d("2026-03-15")));
    expect(describeHistoryEntry("hpl", input, result)).toEqual({
      invalid: null,
      rows: [
        { label: "HPHT", value: "1 Januari 2026" },
        { label: "HPL", value: "8 Oktober 2026" },
        { label: "Usia kehamilan saat dihitung", value: "10 minggu 3 hari" },
        { label: "Sisa waktu saat dihitung", value: "207 hari lagi" },
      ],
    });
  });

  it("reads a saved fertility calculation and flags invalid dates", () => {
    const { input, result } = fertilityRecord(calculateFertility(d("2026-01-01"), 28));
    const view = describeHistoryEntry("fertility", input, result);
    expect(view.rows.at(-1)).toEqual({ label: "Masa subur", value: "10 Januari 2026 – 15 Januari 2026" });
    expect(describeHistoryEntry("fertility", input, { ...result, ovulationDate: "2026-02-31" })).toEqual({
      rows: [],
      invalid: INVALID_FERTILITY_ENTRY,
    });
    expect(describeHistoryEntry("fertility", { lastPeriod: "x", cycleLength: 28 }, result).invalid).toBe(
      INVALID_FERTILITY_ENTRY,
    );
    expect(describeHistoryEntry("fertility", null, null).invalid).toBe(INVALID_FERTILITY_ENTRY);
  });

  it("reads a saved weight-gain calculation with Indonesian numbers", () => {
    const { input, result } = weightGainRecord(calculateWeightGain(160, 55.5));
    const view = describeHistoryEntry("weight_gain", input, result);
    expect(view.rows.slice(0, 4)).toEqual([
      { label: "Tinggi badan", value: "160 cm" },
      { label: "Berat sebelum hamil", value: "55,5 kg" },
      { label: "IMT", value: "21,6" },
      { label: "Kategori", value: "Berat badan normal (Normal)" },
    ]);
    expect(view.rows).toHaveLength(8);
  });

  it("prints the BMI with one decimal and every number in id-ID, even for a round BMI", () => {
    // 52.5 / 1.58^2 = 52.5 / 2.4964 = 21.03 -> 21.0
    const { input, result } = weightGainRecord(calculateWeightGain(158, 52.5));
    expect(result.bmi).toBe(21);
    const view = describeHistoryEntry("weight_gain", input, result);
    expect(view.rows).toEqual([
      { label: "Tinggi badan", value: "158 cm" },
      { label: "Berat sebelum hamil", value: "52,5 kg" },
      { label: "IMT", value: "21,0" },
      { label: "Kategori", value: "Berat badan normal (Normal)" },
      { label: "Rekomendasi kenaikan", value: "11,5–16 kg" },
      { label: "Trimester 1", value: "Sekitar 0,5–2 kg" },
      { label: "Trimester 2", value: "Sekitar 0,4 kg per minggu (0,35–0,5 kg)" },
      { label: "Trimester 3", value: "Sekitar 0,4 kg per minggu (0,35–0,5 kg)" },
    ]);
  });

  it("keeps an entry with an unknown category readable, its stored range in id-ID", () => {
    const view = describeHistoryEntry(
      "weight_gain",
      { height: 160.5, prePregnancyWeight: 55 },
      { bmi: 21.4, category: "Lainnya", recommendedGain: "12.5-18 kg" },
    );
    expect(view.rows).toEqual([
      { label: "Tinggi badan", value: "160,5 cm" },
      { label: "Berat sebelum hamil", value: "55 kg" },
      { label: "IMT", value: "21,4" },
      { label: "Kategori", value: "Lainnya" },
      { label: "Rekomendasi kenaikan", value: "12,5–18 kg" },
    ]);
  });

  it("shows an old entry's category with today's weekly rate, not the single rate it was saved with", () => {
    const saved = {
      bmi: 33.2,
      category: "Obese",
      recommendedGain: "5-9 kg",
      trimesterGain: {
        first: "Sekitar 1-2 kg",
        second: "Sekitar 0.4 kg per minggu",
        third: "Sekitar 0.4 kg per minggu",
      },
    };
    const view = describeHistoryEntry("weight_gain", { height: 160, prePregnancyWeight: 85 }, saved);
    expect(view.rows.slice(4)).toEqual([
      { label: "Rekomendasi kenaikan", value: "5–9 kg" },
      { label: "Trimester 1", value: "Sekitar 0,5–2 kg" },
      { label: "Trimester 2", value: "Sekitar 0,2 kg per minggu (0,17–0,27 kg)" },
      { label: "Trimester 3", value: "Sekitar 0,2 kg per minggu (0,17–0,27 kg)" },
    ]);
  });

  it("says 'Hari ini adalah HPL' for an entry saved on the due date", () => {
    const view = describeHistoryEntry(
      "hpl",
      { lastPeriod: "2026-01-01" },
      { hpl: "8 Oktober 2026", weeksPregnant: "40 minggu 0 hari", daysLeft: 0 },
    );
    expect(view.rows.at(-1)).toEqual({ label: "Sisa waktu saat dihitung", value: "Hari ini adalah HPL" });
  });

  it("never throws on unexpected shapes", () => {
    expect(describeHistoryEntry("hpl", "teks", 5).invalid).toBe(INVALID_ENTRY);
    expect(describeHistoryEntry("weight_gain", { height: "160" }, {}).invalid).toBe(INVALID_ENTRY);
    expect(describeHistoryEntry("lainnya", {}, {}).invalid).toBe(INVALID_ENTRY);
  });
});
