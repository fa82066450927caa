import {
  bmiCategoryLabel,
  BMI_CATEGORIES,
  daysLeftLabel,
  readFertilityResult,
  trimesterGain,
  type BmiCategory,
} from "./calculators";
import { formatLongDate, formatLongDateRange, parseIsoDate } from "./dates";
import { asFiniteNumber, asRecord, asText } from "./json";
import { formatBmi, formatKgRange, formatMeasure, readStoredKgRange } from "./numbers";

export type HistoryType = "hpl" | "fertility" | "weight_gain";

export const HISTORY_TITLES: Record<HistoryType, string> = {
  hpl: "Kalkulator HPL",
  fertility: "Kalkulator Masa Subur",
  weight_gain: "Kalkulator Kenaikan Berat Badan",
};

export const INVALID_FERTILITY_ENTRY = "Data tidak valid. Periksa kembali tanggal haid.";
export const INVALID_ENTRY = "Data tidak valid.";

export interface HistoryRow {
  label: string;
  value: string;
}

export type HistoryEntryView = { rows: HistoryRow[]; invalid: null } | { rows: []; invalid: string };

const text = (value: unknown) => asText(value) || null;

/**
 * A saved calculation as readable Indonesian rows. Stored JSON may be old or hand-edited, so
 * every field is checked; anything unreadable becomes a short "Data tidak valid" note instead
 * of an error.
 */
export function describeHistoryEntry(type: string, input: unknown, result: unknown): HistoryEntryView {
  const i = asRecord(input);
  const r = asRecord(result);
  if (type === "hpl") {
    const lastPeriod = parseIsoDate(i.lastPeriod);
    const hpl = text(r.hpl);
    const weeks = text(r.weeksPregnant);
    const daysLeft = asFiniteNumber(r.daysLeft);
    if (!lastPeriod || !hpl || !weeks || daysLeft === null) return { rows: [], invalid: INVALID_ENTRY };
    // Rows saved before issue 18 have no cycle: they were all 28 days.
    const cycle = asFiniteNumber(i.cycleLength);
    return {
      invalid: null,
      rows: [
        { label: "HPHT", value: formatLongDate(lastPeriod) },
        ...(cycle !== null && cycle !== 28 ? [{ label: "Panjang siklus", value: formatMeasure(cycle, "hari") }] : []),
        { label: "HPL", value: hpl },
        { label: "Usia kehamilan saat dihitung", value: weeks },
        { label: "Sisa waktu saat dihitung", value: daysLeftLabel(daysLeft) },
      ],
    };
  }
  if (type === "fertility") {
    const lastPeriod = parseIsoDate(i.lastPeriod);
    const cycle = asFiniteNumber(i.cycleLength);
    const dates = readFertilityResult(result);
    if (!lastPeriod || cycle === null || !dates) return { rows: [], invalid: INVALID_FERTILITY_ENTRY };
    return {
      invalid: null,
      rows: [
        { label: "Haid terakhir", value: formatLongDate(lastPeriod) },
        { label: "Panjang siklus", value: formatMeasure(cycle, "hari") },
        { label: "Haid berikutnya", value: formatLongDate(dates.nextPeriod) },
        { label: "Perkiraan ovulasi", value: formatLongDate(dates.ovulationDate) },
        { label: "Masa subur", value: formatLongDateRange(dates.start, dates.end) },
      ],
    };
  }
  if (type === "weight_gain") {
    const height = asFiniteNumber(i.height);
    const weight = asFiniteNumber(i.prePregnancyWeight);
    const bmi = asFiniteNumber(r.bmi);
    const category = text(r.category);
    const gain = text(r.recommendedGain);
    if (height === null || weight === null || bmi === null || !category || !gain)
      return { rows: [], invalid: INVALID_ENTRY };
    const known = Object.hasOwn(BMI_CATEGORIES, category) ? (category as BmiCategory) : null;
    // Entries saved before the per-category weekly rates held one rate for all; a known category
    // shows today's guidance, so an old entry never repeats advice that contradicts its total.
    // The stored category stays the spec's English key; the label is derived (decision 015).
    const guidance = known ? trimesterGain(known) : asRecord(r.trimesterGain);
    const storedRange = readStoredKgRange(gain);
    const rows: HistoryRow[] = [
      { label: "Tinggi badan", value: formatMeasure(height, "cm") },
      { label: "Berat sebelum hamil", value: formatMeasure(weight, "kg") },
      { label: "IMT", value: formatBmi(bmi) },
      { label: "Kategori", value: known ? bmiCategoryLabel(known) : category },
      {
        label: "Rekomendasi kenaikan",
        value: known ? formatKgRange(BMI_CATEGORIES[known].total) : storedRange ? formatKgRange(storedRange) : gain,
      },
    ];
    for (const [key, label] of [
      ["first", "Trimester 1"],
      ["second", "Trimester 2"],
      ["third", "Trimester 3"],
    ] as const) {
      const value = text(guidance[key]);
      if (value) rows.push({ label, value });
    }
    return { invalid: null, rows };
  }
  return { rows: [], invalid: INVALID_ENTRY };
}
