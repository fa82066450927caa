import type { CalculatorType } from "~drizzle/types";
import {
  calculateFertility,
  calculateHpl,
  calculateWeightGain,
  CYCLE_DEFAULT,
  CYCLE_MAX,
  CYCLE_MIN,
  fertilityRecord,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  HPL_MAX_DAYS_AGO,
  hplTooOld,
  hplRecord,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  weightGainRecord,
  type FertilityCalculation,
  type HplCalculation,
  type WeightGainCalculation,
} from "./calculators";
import { addDays, parseIsoDate, type CalendarToday, type IsoDate } from "./dates";
import { formatNumber, parseDecimal } from "./numbers";

// Reading the calculators' form fields. Plain functions, no zod: the browser runs them for
// instant results, and the server's zod schema (app/schemas/calculators.ts) is built on them,
// so both say exactly the same thing.

export const INVALID_HPL_DATE = "Silakan masukkan tanggal HPHT yang valid.";
export const INVALID_FERTILITY_DATE = "Silakan masukkan tanggal haid terakhir yang valid.";

export type Read<T> = { value: T } | { error: string };

/**
 * A last-period date: a real calendar date, not after today in WIT (the latest "today" in
 * Indonesia), not before `earliest` (44 weeks back for HPL) and never before 1900.
 */
export function readLastPeriod(
  value: unknown,
  limits: { latest: IsoDate; earliest?: { date: IsoDate; message: string } },
  invalid: string,
): Read<IsoDate> {
  const date = parseIsoDate(value);
  if (!date || date < "1900-01-01") return { error: invalid };
  if (date > limits.latest) return { error: `${invalid} Tanggal tidak boleh setelah hari ini.` };
  if (limits.earliest && date < limits.earliest.date) return { error: `${invalid} ${limits.earliest.message}` };
  return { value: date };
}

export const HPL_TOO_OLD =
  "Kehamilan dari tanggal ini (dihitung dengan panjang siklus Anda) sudah lebih dari 44 minggu. Bila Ibu masih hamil, periksakan diri ke bidan atau dokter hari ini.";

export interface MeasureSpec {
  label: string;
  unit: string;
  min: number;
  max: number;
  wholeOnly?: boolean;
  /** A typical value as a reader would type it, for the format message ("52,5"). */
  example?: string;
}

export const MEASURES = {
  cycleLength: { label: "Panjang siklus", unit: "hari", min: CYCLE_MIN, max: CYCLE_MAX, wholeOnly: true },
  height: { label: "Tinggi badan", unit: "cm", min: HEIGHT_MIN_CM, max: HEIGHT_MAX_CM, example: "158,5" },
  prePregnancyWeight: { label: "Berat badan", unit: "kg", min: WEIGHT_MIN_KG, max: WEIGHT_MAX_KG, example: "52,5" },
} satisfies Record<string, MeasureSpec>;

/** "antara 30 dan 150 kg", in id-ID numbers: the range a field takes, for its message and hint. */
export function measureRange(spec: MeasureSpec): string {
  return `antara ${formatNumber(spec.min)} dan ${formatNumber(spec.max)} ${spec.unit}`;
}

/**
 * A number written with an Indonesian comma or a dot (decision 015), at most one decimal (none
 * for whole-only fields), within range. Any number of digits is read, so "1000" days is out of
 * range, not "not a whole number".
 */
export function readMeasure(value: unknown, spec: MeasureSpec): Read<number> {
  // "52,5 kg" and "160cm" are how people write measures: the field's own unit may follow.
  let text = typeof value === "string" ? value.trim().replace(new RegExp(`\\s*${spec.unit}\\.?$`, "i"), "") : value;
  // "1,6 m" in a cm field: read as metres only to say how to write it (below).
  const metres = spec.unit === "cm" && typeof text === "string" && /\d\s*m$/i.test(text);
  if (metres) text = (text as string).replace(/\s*m$/i, "");
  const read = parseDecimal(text, spec.wholeOnly ? 0 : 1);
  if (!read.ok) {
    if (read.reason === "empty") return { error: `${spec.label} wajib diisi` };
    if (spec.wholeOnly) return { error: `${spec.label} harus berupa bilangan bulat` };
    const example = spec.example ? `, misalnya ${spec.example}` : "";
    return { error: `${spec.label} harus berupa angka dengan paling banyak satu desimal${example}` };
  }
  if (metres && read.value >= 3) return { error: `${spec.label} harus ${measureRange(spec)}` };
  // "1,60" (or "1,60 m") in the height field is metres: say how to write it.
  if (spec.unit === "cm" && read.value >= 1 && read.value < 3) {
    return {
      error: `${spec.label} ditulis dalam cm, misalnya ${formatNumber(Math.round(read.value * 100))} (bukan ${formatNumber(read.value)} m)`,
    };
  }
  if (read.value < spec.min || read.value > spec.max) return { error: `${spec.label} harus ${measureRange(spec)}` };
  return { value: read.value };
}

export const CALCULATOR_FIELDS = {
  hpl: ["lastPeriod", "cycleLength"],
  fertility: ["lastPeriod", "cycleLength"],
  weight_gain: ["height", "prePregnancyWeight"],
} as const satisfies Record<CalculatorType, readonly string[]>;

export function isCalculatorType(value: unknown): value is CalculatorType {
  return value === "hpl" || value === "fertility" || value === "weight_gain";
}

/** Only the calculator's own fields, as text; anything else submitted is ignored. */
export function pickFields(type: CalculatorType, raw: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of CALCULATOR_FIELDS[type]) {
    const value = raw[field];
    if (typeof value === "string") values[field] = value.slice(0, 20);
  }
  return values;
}

export interface CalculatorFields {
  lastPeriod?: IsoDate;
  cycleLength?: number;
  height?: number;
  prePregnancyWeight?: number;
}

/** Reads one calculator's fields: the values, or one message per bad field. */
export function readCalculatorFields(
  type: CalculatorType,
  values: Record<string, string>,
  day: CalendarToday,
): { ok: true; data: CalculatorFields } | { ok: false; errors: Partial<Record<string, string>> } {
  const reads: Record<string, Read<IsoDate | number>> = {};
  if (type === "hpl") {
    const earliest = { date: addDays(day.today, -HPL_MAX_DAYS_AGO), message: HPL_TOO_OLD };
    reads.lastPeriod = readLastPeriod(values.lastPeriod, { latest: day.latest, earliest }, INVALID_HPL_DATE);
    // Optional here (issue 18): an empty field is the usual 28 days.
    const cycle = values.cycleLength?.trim() ? values.cycleLength : String(CYCLE_DEFAULT);
    reads.cycleLength = readMeasure(cycle, MEASURES.cycleLength);
  }
  if (type === "fertility") {
    reads.lastPeriod = readLastPeriod(values.lastPeriod, { latest: day.latest }, INVALID_FERTILITY_DATE);
    const cycle = values.cycleLength?.trim() ? values.cycleLength : String(CYCLE_DEFAULT);
    reads.cycleLength = readMeasure(cycle, MEASURES.cycleLength);
  }
  if (type === "weight_gain") {
    reads.height = readMeasure(values.height, MEASURES.height);
    reads.prePregnancyWeight = readMeasure(values.prePregnancyWeight, MEASURES.prePregnancyWeight);
  }
  const errors: Partial<Record<string, string>> = {};
  const data: Record<string, IsoDate | number> = {};
  for (const [field, read] of Object.entries(reads)) {
    if ("error" in read) errors[field] = read.error;
    else data[field] = read.value;
  }
  // The 44 weeks count from the last period moved for the cycle too (issue 29).
  if (type === "hpl" && data.lastPeriod && data.cycleLength !== undefined) {
    if (hplTooOld(data.lastPeriod as IsoDate, data.cycleLength as number, day.today)) errors.lastPeriod = HPL_TOO_OLD;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: data as CalculatorFields };
}

export type CalculatorOutcome =
  | { ok: true; type: "hpl"; values: Record<string, string>; calc: HplCalculation }
  | { ok: true; type: "fertility"; values: Record<string, string>; calc: FertilityCalculation }
  | { ok: true; type: "weight_gain"; values: Record<string, string>; calc: WeightGainCalculation }
  | {
      ok: false;
      type: CalculatorType;
      values: Record<string, string>;
      errors: Partial<Record<string, string>>;
      invalidDate: boolean;
    };

export type CalculatorSuccess = Extract<CalculatorOutcome, { ok: true }>;

/** Calculates from fields already read. */
export function calculate(
  type: CalculatorType,
  values: Record<string, string>,
  data: CalculatorFields,
  day: CalendarToday,
): CalculatorSuccess {
  switch (type) {
    case "hpl":
      return { ok: true, type, values, calc: calculateHpl(data.lastPeriod!, day.today, data.cycleLength) };
    case "fertility":
      return { ok: true, type, values, calc: calculateFertility(data.lastPeriod!, data.cycleLength!) };
    case "weight_gain":
      return { ok: true, type, values, calc: calculateWeightGain(data.height!, data.prePregnancyWeight!) };
  }
}

/** A failed outcome; "invalid date" drives the spec's "Tanggal Tidak Valid" alert. */
export function failedOutcome(
  type: CalculatorType,
  values: Record<string, string>,
  errors: Partial<Record<string, string>>,
): CalculatorOutcome {
  return { ok: false, type, values, errors, invalidDate: type !== "weight_gain" && Boolean(errors.lastPeriod) };
}

/** Reads and calculates in one go (the browser's instant result, old result addresses, saved rows). */
export function runCalculator(
  type: CalculatorType,
  raw: Record<string, unknown>,
  day: CalendarToday,
): CalculatorOutcome {
  const values = pickFields(type, raw);
  const read = readCalculatorFields(type, values, day);
  return read.ok ? calculate(type, values, read.data, day) : failedOutcome(type, values, read.errors);
}

/** What is saved to calculator_history (SPEC section 3 shapes). */
export function historyRecord(outcome: CalculatorSuccess) {
  switch (outcome.type) {
    case "hpl":
      return hplRecord(outcome.calc);
    case "fertility":
      return fertilityRecord(outcome.calc);
    case "weight_gain":
      return weightGainRecord(outcome.calc);
  }
}

/**
 * Query-string names of the old result addresses (/kalkulator?hpht=2026-01-01). The site no
 * longer makes them (decision 031: health inputs stay out of URLs, logs and history), but a
 * bookmarked one still shows its result.
 */
export const RESULT_PARAMS = {
  // Old addresses never carried a cycle: 28 days, as then.
  hpl: { lastPeriod: "hpht", cycleLength: "siklus-hpl" },
  fertility: { lastPeriod: "haid", cycleLength: "siklus" },
  weight_gain: { height: "tinggi", prePregnancyWeight: "berat" },
} as const satisfies { [T in CalculatorType]: Record<(typeof CALCULATOR_FIELDS)[T][number], string> };

/** The calculations named in an old result address; malformed ones are left out. */
export function outcomesFromSearch(search: URLSearchParams, day: CalendarToday): CalculatorSuccess[] {
  const outcomes: CalculatorSuccess[] = [];
  for (const type of ["hpl", "fertility", "weight_gain"] as const) {
    const names = RESULT_PARAMS[type] as Record<string, string>;
    if (!search.has(Object.values(names)[0]!)) continue;
    const raw: Record<string, string> = {};
    for (const [field, param] of Object.entries(names)) {
      const value = search.get(param);
      if (value !== null) raw[field] = value;
    }
    const outcome = runCalculator(type, raw, day);
    if (outcome.ok) outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * A saved calculation (its stored `input_data`) as the form's fields, calculated again: what a
 * member sees after saving without JavaScript. Numbers come back in id-ID ("52,5"). Null when
 * the stored input cannot be read.
 */
export function outcomeFromHistory(type: CalculatorType, input: unknown, day: CalendarToday): CalculatorSuccess | null {
  if (typeof input !== "object" || input === null) return null;
  const raw: Record<string, string> = {};
  for (const field of CALCULATOR_FIELDS[type]) {
    const value = (input as Record<string, unknown>)[field];
    if (typeof value === "string") raw[field] = value;
    else if (typeof value === "number" && Number.isFinite(value)) raw[field] = formatNumber(value, 1);
  }
  const outcome = runCalculator(type, raw, day);
  return outcome.ok ? outcome : null;
}
