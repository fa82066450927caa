import { Link } from "react-router";
import { DANGER_SIGNS_LINK } from "./nav-links";
import {
  bmiCategoryLabel,
  BMI_CATEGORIES,
  daysLeftLabel,
  dueDateAdvice,
  SINGLE_PREGNANCY_NOTE,
  type FertilityCalculation,
  type HplCalculation,
  type WeightGainCalculation,
} from "~/domain/calculators";
import { formatLongDate } from "~/domain/dates";
import { formatBmi, formatKgRange } from "~/domain/numbers";

export type CalculationView =
  | { type: "hpl"; calc: HplCalculation }
  | { type: "fertility"; calc: FertilityCalculation }
  | { type: "weight_gain"; calc: WeightGainCalculation };

/** The rows of a result, readable Indonesian with id-ID long dates and numbers (decision 015). */
export function resultRows(view: CalculationView): { label: string; value: string }[] {
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
          value: `${formatLongDate(view.calc.fertileWindow.start)} - ${formatLongDate(view.calc.fertileWindow.end)}`,
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
export function resultNotes(view: CalculationView): { text: string; urgent: boolean }[] {
  switch (view.type) {
    case "hpl": {
      const advice = dueDateAdvice(view.calc.daysLeft);
      return advice ? [{ text: advice, urgent: true }] : [];
    }
    case "fertility":
      return [{ text: "Perkiraan ini bukan alat kontrasepsi.", urgent: false }];
    case "weight_gain":
      return [{ text: SINGLE_PREGNANCY_NOTE, urgent: false }];
  }
}

export function CalculatorResult({ view, id }: { view: CalculationView; id: string }) {
  return (
    <div id={id} role="status" className="mt-5 scroll-mt-24 rounded-lg border border-teal-200 bg-teal-50 p-4">
      <h3 className="font-semibold text-teal-900">Hasil Perhitungan</h3>
      <dl className="mt-2 divide-y divide-teal-100">
        {resultRows(view).map((row) => (
          <div key={row.label} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] gap-3 py-2 text-sm">
            <dt className="text-stone-700">{row.label}</dt>
            <dd className="font-semibold text-stone-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {resultNotes(view).map((note) => (
        <p
          key={note.text}
          className={`mt-2 text-sm ${note.urgent ? "rounded border border-red-300 bg-red-50 p-2 font-semibold text-red-900" : "text-stone-700"}`}
        >
          {note.text}
        </p>
      ))}
      <p className="mt-3 text-sm text-stone-700">
        Ada perdarahan, sakit kepala hebat, atau gerakan janin berkurang?{" "}
        <Link to={DANGER_SIGNS_LINK.to} className="font-semibold text-red-800 underline">
          Lihat {DANGER_SIGNS_LINK.label}
        </Link>
      </p>
    </div>
  );
}
