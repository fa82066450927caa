// What the member's child page shows for each stored measurement (issue 16, part 3; moved out of
// the route in issue 31): the values as measured, each indicator's z-score and category, the
// advice, and the "Perlu perhatian" box for the newest one. Pure, so the unit tests pin it.
// The visitor's check has its own view (growth-result-view.ts, which also runs in the browser
// offline); both take the danger-signs rule from one place, `showsChildDangerSigns`.
import { type Measurement, measurementFormValues, POSITION_LABELS, refusalText } from "./children";
import { daysBetween, formatLongDate, type IsoDate } from "./dates";
import { type AdviceItem, type GrowthAdvice, type GrowthHistory, growthAdvice, weighingSummary } from "./growth-advice";
import { formatAgeDays, formatZ, INDICATOR_NAMES } from "./growth-check-form";
import { unscoredText } from "./growth-result-view";
import { formatMeasured } from "./numbers";
import type { GrowthRefusal, GrowthResult } from "./who/growth-check";
import type { Tone } from "./who/status";

export type { AdviceItem } from "./growth-advice";

export interface IndicatorRow {
  id: string;
  abbreviation: string;
  name: string;
  /** null: not scored (a length outside the indicator's WHO table, or oedema): `unscored` says why. */
  z: string | null;
  unscored: string | null;
  label: string | null;
  tone: Tone | null;
  implausible: boolean;
}

interface MeasurementBase {
  id: number;
  date: string;
  values: string;
  form: ReturnType<typeof measurementFormValues>;
  /** N, T, O, B or "–" for a weighing (issue 34), and why; null without a weight. */
  weighing: { code: string; note: string } | null;
}

export type ChildMeasurementView =
  | (MeasurementBase & { scored: false; problem: string })
  | (MeasurementBase & {
      scored: true;
      age: string;
      corrected: boolean;
      standingUnder9Months: boolean;
      indicators: IndicatorRow[];
      /** Severe acute malnutrition by LiLA or oedema: above everything else (issue 34). */
      severe: GrowthAdvice["severe"];
      /** N/T, each indicator outside normal or flagged implausible, crossings (growthAdvice). */
      advice: AdviceItem[];
      /** A severe sign, an indicator in a danger band (obesity too) or 2T: red, not amber. */
      danger: boolean;
      /** IMCI's danger signs under a severe result (decision 043: not under obesity). */
      dangerSigns: boolean;
    });

/** After this many days the newest measurement's advice is said to be old (re-measure first). */
export const STALE_AFTER_DAYS = 31;

/** The "Perlu perhatian" box at the top of the page: the newest measurement's advice. */
export interface AttentionBox {
  date: string;
  /** Days since that measurement when over STALE_AFTER_DAYS: the box says so first; else null. */
  staleDays: number | null;
  /** Severe acute malnutrition by LiLA or oedema: the box's first lines, "hari ini". */
  severe: GrowthAdvice["severe"];
  /** Red (some indicator in a danger band) or amber. */
  tone: "danger" | "warning";
  advice: AdviceItem[];
  /** Whether the box lists IMCI's danger signs ("go now"). */
  dangerSigns: boolean;
}

/** The measured values as one line: "Berat 8,4 kg · Panjang 74 cm (berbaring) · Lingkar kepala 45 cm". */
export function measuredValues(row: Measurement): string {
  return [
    row.weightKg !== null ? `Berat ${formatMeasured(row.weightKg, "kg")} kg` : null,
    row.lengthCm !== null && row.position !== null
      ? `${row.position === "lying" ? "Panjang" : "Tinggi"} ${formatMeasured(row.lengthCm, "cm")} cm (${POSITION_LABELS[row.position]})`
      : null,
    row.headCm !== null ? `Lingkar kepala ${formatMeasured(row.headCm, "cm")} cm` : null,
    row.armCm != null ? `LiLA ${formatMeasured(row.armCm, "cm")} cm` : null,
    row.oedema === true ? "Bengkak di kedua kaki: ada" : row.oedema === false ? "Bengkak di kedua kaki: tidak" : null,
  ]
    .filter((value): value is string => value !== null)
    .join(" · ");
}

/**
 * What one measurement's card shows: `scored` is the growth check of it (scoreMeasurement),
 * `history` its N/T and, for the newest, the crossings (measurementHistories).
 */
export function childMeasurementView(
  row: Measurement & { id: number },
  scored: GrowthResult | GrowthRefusal,
  history: GrowthHistory = {},
): ChildMeasurementView {
  const base: MeasurementBase = {
    id: row.id,
    date: formatLongDate(row.measuredOn as IsoDate),
    values: measuredValues(row),
    form: measurementFormValues(row),
    weighing: history.weighing ? weighingSummary(history.weighing) : null,
  };
  if (!scored.ok) return { ...base, scored: false, problem: refusalText(scored.reason) };
  const indicators: IndicatorRow[] = scored.indicators.map((indicator) =>
    indicator.z === null
      ? {
          id: indicator.id,
          abbreviation: indicator.abbreviation,
          name: INDICATOR_NAMES[indicator.id],
          z: null,
          unscored: unscoredText(indicator.reason),
          label: null,
          tone: null,
          implausible: false,
        }
      : {
          id: indicator.id,
          abbreviation: indicator.abbreviation,
          name: INDICATOR_NAMES[indicator.id],
          z: formatZ(indicator.z),
          unscored: null,
          label: indicator.label,
          tone: indicator.tone,
          implausible: indicator.flag === "implausible",
        },
  );
  const advice = growthAdvice(scored, history);
  return {
    ...base,
    scored: true,
    age: formatAgeDays(scored.ageDays, row.measuredOn as IsoDate),
    corrected: scored.ageUsed === "corrected",
    standingUnder9Months: scored.warnings.includes("standing-under-9-months"),
    indicators,
    severe: advice.severe,
    advice: advice.items,
    danger: advice.danger,
    dangerSigns: advice.dangerSigns,
  };
}

/**
 * The attention box for the newest measurement (`views` newest first): only when it was scored
 * and has a severe sign or advice; otherwise none.
 */
export function attentionBox(views: readonly ChildMeasurementView[], today: IsoDate): AttentionBox | null {
  const latest = views[0];
  if (!latest?.scored || (latest.advice.length === 0 && latest.severe === null)) return null;
  const days = daysBetween(latest.form.measuredOn as IsoDate, today);
  return {
    date: latest.date,
    staleDays: days > STALE_AFTER_DAYS ? days : null,
    severe: latest.severe,
    tone: latest.danger ? "danger" : "warning",
    advice: latest.advice,
    dangerSigns: latest.dangerSigns,
  };
}
