// What a calculator's result says, as plain rows and notes: the server renders them
// (app/components/CalculatorResult.tsx) and the calculator page's script (app/client/calculators.ts)
// fills the same box with them in the browser.
import {
  bmiCategoryLabel,
  BMI_CATEGORIES,
  cycleAdjustmentNote,
  daysLeftLabel,
  dueDateAdvice,
  notYetCountedNote,
  SINGLE_PREGNANCY_NOTE,
  type FertilityCalculation,
  type HplCalculation,
  type WeightGainCalculation,
} from "./calculators";
import { formatLongDate, formatLongDateRange } from "./dates";
import { formatBmi, formatKgRange } from "./numbers";

export type CalculationView =
  | { type: "hpl"; calc: HplCalculation }
  | { type: "fertility"; calc: FertilityCalculation }
  | { type: "weight_gain"; calc: WeightGainCalculation };

/** The rows of a result, readable Indonesian with id-ID long dates and numbers (decision 015). */
export interface ResultRow {
  label: string;
  value: string;
}

export interface ResultNote {
  text: string;
  urgent: boolean;
}

export function resultRows(view: CalculationView): ResultRow[] {
  switch (view.type) {
    case "hpl":
      return [
        { label: "Hari Perkiraan Lahir (HPL)", value: formatLongDate(view.calc.dueDate) },
        { label: "Usia kehamilan", value: view.calc.weeksPregnant },
        { label: "Sisa waktu", value: daysLeftLabel(view.calc.daysLeft) },
      ];
    case "fertility":
      return [
        { label: "Haid berikutnya", value: formatLongDate(view.calc.nextPeriod) },
        { label: "Perkiraan ovulasi", value: formatLongDate(view.calc.ovulationDate) },
        {
          label: "Masa subur",
          value: formatLongDateRange(view.calc.fertileWindow.start, view.calc.fertileWindow.end),
        },
      ];
    case "weight_gain":
      return [
        { label: "IMT sebelum hamil", value: formatBmi(view.calc.bmi) },
        { label: "Kategori", value: bmiCategoryLabel(view.calc.category) },
        { label: "Rekomendasi kenaikan total", value: formatKgRange(BMI_CATEGORIES[view.calc.category].total) },
        { label: "Trimester 1", value: view.calc.trimesterGain.first },
        { label: "Trimester 2", value: view.calc.trimesterGain.second },
        { label: "Trimester 3", value: view.calc.trimesterGain.third },
      ];
  }
}

/** What the reader should know or do beside the numbers; the first note is the most urgent. */
export function resultNotes(view: CalculationView): ResultNote[] {
  switch (view.type) {
    case "hpl": {
      const advice = dueDateAdvice(view.calc.daysLeft);
      const cycle = cycleAdjustmentNote(view.calc.cycleLength);
      const notYet = notYetCountedNote(view.calc);
      return [
        ...(advice ? [{ text: advice, urgent: true }] : []),
        ...(notYet ? [{ text: notYet, urgent: false }] : []),
        ...(cycle ? [{ text: cycle, urgent: false }] : []),
      ];
    }
    case "fertility":
      return [{ text: "Perkiraan ini bukan alat kontrasepsi.", urgent: false }];
    case "weight_gain":
      return [{ text: SINGLE_PREGNANCY_NOTE, urgent: false }];
  }
}

/**
 * The danger-sign question under a result, fitting who uses the calculator (issue 29): a pregnant
 * woman (due date, weight gain) is asked about pregnancy's signs; someone counting her fertile
 * days, who may be newly pregnant without knowing it, about early pregnancy's (bleeding, severe
 * belly pain, fainting after a missed period: Buku KIA 2020; NICE guideline NG126, ectopic
 * pregnancy and miscarriage, 2019, updated 2023). Each is "go now" and links the danger signs.
 */
export function dangerQuestion(type: CalculationView["type"]): string {
  return type === "fertility"
    ? "Terlambat haid atau tes kehamilan positif, lalu ada perdarahan, nyeri perut hebat, nyeri di ujung bahu, atau pusing sampai hampir pingsan? Segera ke puskesmas atau rumah sakit sekarang. Ini bisa tanda bahaya hamil muda, misalnya kehamilan di luar kandungan."
    : "Ada perdarahan atau sakit kepala hebat? Segera ke fasilitas kesehatan sekarang. Gerakan janin berkurang? Hubungi bidan sekarang dan periksa hari ini juga.";
}
