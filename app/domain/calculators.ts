import { addDays, daysBetween, formatLongDate, parseIsoDate, type IsoDate } from "./dates";
import { formatKg, formatKgRange } from "./numbers";

// Pregnancy calculators (SPEC section 9). Pure and date-only: no Date objects, no time zone,
// so the browser and the Worker give the same answer anywhere.

export const PREGNANCY_DAYS = 280;
/** The oldest last-period date the HPL calculator takes: 44 weeks ago (decision 013). */
export const HPL_MAX_DAYS_AGO = 44 * 7;
export const LUTEAL_PHASE_DAYS = 14;
export const FERTILE_DAYS_BEFORE_OVULATION = 5;
export const CYCLE_MIN = 21;
export const CYCLE_MAX = 35;
export const CYCLE_DEFAULT = 28;
export const HEIGHT_MIN_CM = 140;
export const HEIGHT_MAX_CM = 200;
export const WEIGHT_MIN_KG = 30;
export const WEIGHT_MAX_KG = 150;

/* ---------- HPL (hari perkiraan lahir) ---------- */

export interface HplCalculation {
  lastPeriod: IsoDate;
  /** The day it was calculated on (Jakarta's, or the last period's when that is later). */
  today: IsoDate;
  /** The usual cycle length the due date was adjusted for (28 when none was given). */
  cycleLength: number;
  /** Days the due date moved for the cycle (Parikh's rule): cycle length − 28. */
  cycleAdjustment: number;
  dueDate: IsoDate;
  /** Whole days since the last period (moved by the cycle adjustment), never below 0. */
  daysPregnant: number;
  weeks: number;
  days: number;
  /** The last period moved for the cycle: the weeks count from this day. */
  countsFrom: IsoDate;
  /** "N minggu M hari"; NOT_YET_COUNTED while `countsFrom` is after today. */
  weeksPregnant: string;
  /** Days from today to the due date; not positive once it has passed. */
  daysLeft: number;
}

/**
 * Parikh's rule (issue 18, decision 048): a cycle longer or shorter than 28 days moves ovulation,
 * and with it the due date, by the difference. 28 days gives Naegele's rule, the spec's HPL.
 */
export function cycleAdjustmentDays(cycleLength: number): number {
  return cycleLength - CYCLE_DEFAULT;
}

/** The last period moved by Parikh's rule: the day a pregnancy's weeks and its due date count from. */
export function adjustedLastPeriod(lastPeriod: IsoDate, cycleLength: number): IsoDate {
  return addDays(lastPeriod, cycleAdjustmentDays(cycleLength));
}

/**
 * Decision 013: the HPL calculator takes no pregnancy older than 44 weeks, counted from the last
 * period as typed and as moved for the cycle (issue 29: a 21-day cycle moved a last period of 44
 * weeks ago to 45 weeks).
 */
export function hplTooOld(lastPeriod: IsoDate, cycleLength: number, today: IsoDate): boolean {
  const oldest =
    lastPeriod < adjustedLastPeriod(lastPeriod, cycleLength) ? lastPeriod : adjustedLastPeriod(lastPeriod, cycleLength);
  return daysBetween(oldest, today) > HPL_MAX_DAYS_AGO;
}

/** What the result says for the weeks while the moved last period is still ahead (a long cycle, a recent period). */
export const NOT_YET_COUNTED = "Belum dapat dihitung";

/**
 * `today` is Jakarta's date. A last period dated today in eastern Indonesia (WIT, two hours
 * ahead) can be Jakarta's tomorrow; for that mother the day has begun, so counting starts at
 * her date and no duration is ever negative. With a cycle other than 28 days (21-35), the due
 * date and the weeks count from the last period moved by the difference (Parikh's rule).
 */
export function calculateHpl(lastPeriod: IsoDate, today: IsoDate, cycleLength: number = CYCLE_DEFAULT): HplCalculation {
  if (!Number.isInteger(cycleLength) || cycleLength < CYCLE_MIN || cycleLength > CYCLE_MAX) {
    throw new RangeError(`cycle length must be a whole number from ${CYCLE_MIN} to ${CYCLE_MAX}`);
  }
  if (lastPeriod > today) today = lastPeriod;
  const cycleAdjustment = cycleAdjustmentDays(cycleLength);
  const from = adjustedLastPeriod(lastPeriod, cycleLength);
  const dueDate = addDays(from, PREGNANCY_DAYS);
  const counted = from <= today;
  const daysPregnant = Math.max(0, daysBetween(from, today));
  const weeks = Math.floor(daysPregnant / 7);
  const days = daysPregnant - weeks * 7;
  return {
    lastPeriod,
    today,
    cycleLength,
    cycleAdjustment,
    dueDate,
    daysPregnant,
    weeks,
    days,
    countsFrom: from,
    weeksPregnant: counted ? `${weeks} minggu ${days} hari` : NOT_YET_COUNTED,
    daysLeft: daysBetween(today, dueDate),
  };
}

/** What the result says about the cycle adjustment; null for a 28-day cycle. */
export function cycleAdjustmentNote(cycleLength: number): string | null {
  const days = cycleAdjustmentDays(cycleLength);
  if (days === 0) return null;
  return `Siklus haid Anda ${cycleLength} hari, jadi HPL dihitung ${Math.abs(days)} hari lebih ${days > 0 ? "lambat" : "cepat"} daripada untuk siklus 28 hari (aturan Parikh). Bila siklus tidak teratur, baru berhenti KB hormonal, atau sedang menyusui, HPHT kurang tepat: USG pada trimester pertama lebih akurat untuk menentukan usia kehamilan.`;
}

/**
 * Under the weeks when they cannot be counted yet: with a cycle longer than 28 days the weeks count
 * from a day after the last period, which can still lie ahead (issue 29: it read "0 minggu").
 */
export function notYetCountedNote(calc: Pick<HplCalculation, "countsFrom" | "today" | "cycleLength">): string | null {
  if (calc.countsFrom <= calc.today) return null;
  return `Karena siklus haid Ibu ${calc.cycleLength} hari, usia kehamilan baru mulai dihitung pada ${formatLongDate(calc.countsFrom)}.`;
}

/** "123 hari lagi", "Hari ini adalah HPL" on the day itself, "Sudah lewat HPL" after it. */
export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft > 0) return `${daysLeft} hari lagi`;
  return daysLeft === 0 ? "Hari ini adalah HPL" : "Sudah lewat HPL";
}

/**
 * What to do once the due date has come (decision 013): a pregnancy beyond its due date needs
 * closer monitoring, and WHO recommends offering induction from 41 weeks. Null before the date.
 */
export function dueDateAdvice(daysLeft: number): string | null {
  if (daysLeft > 0) return null;
  if (daysLeft === 0) {
    return "Bila belum ada tanda persalinan, periksakan diri ke bidan atau dokter dalam minggu ini. Kehamilan yang mencapai HPL perlu dipantau lebih ketat.";
  }
  return "Bila Ibu belum melahirkan, segera periksakan diri ke bidan atau dokter hari ini. Kehamilan yang melewati HPL perlu dipantau lebih ketat.";
}

/* ---------- Masa subur ---------- */

export interface FertilityCalculation {
  lastPeriod: IsoDate;
  cycleLength: number;
  nextPeriod: IsoDate;
  ovulationDate: IsoDate;
  fertileWindow: { start: IsoDate; end: IsoDate };
}

export function calculateFertility(lastPeriod: IsoDate, cycleLength: number): FertilityCalculation {
  if (!Number.isInteger(cycleLength) || cycleLength < CYCLE_MIN || cycleLength > CYCLE_MAX) {
    throw new RangeError(`cycle length must be a whole number from ${CYCLE_MIN} to ${CYCLE_MAX}`);
  }
  const nextPeriod = addDays(lastPeriod, cycleLength);
  const ovulationDate = addDays(nextPeriod, -LUTEAL_PHASE_DAYS);
  return {
    lastPeriod,
    cycleLength,
    nextPeriod,
    ovulationDate,
    fertileWindow: { start: addDays(ovulationDate, -FERTILE_DAYS_BEFORE_OVULATION), end: ovulationDate },
  };
}

/* ---------- Kenaikan berat badan ---------- */

export type BmiCategory = "Underweight" | "Normal" | "Overweight" | "Obese";

interface Range {
  min: number;
  max: number;
}

/**
 * IOM 2009 (Weight Gain During Pregnancy: Reexamining the Guidelines), for a single pregnancy:
 * the total gain by pre-pregnancy BMI (the spec's table) and the weekly gain in the second and
 * third trimesters, mean and range. The weekly rate differs by category; one rate for all would
 * contradict the totals (decision 013).
 */
export const BMI_CATEGORIES: Record<
  BmiCategory,
  { indonesian: string; total: Range; weekly: Range & { mean: number } }
> = {
  Underweight: {
    indonesian: "Berat badan kurang",
    total: { min: 12.5, max: 18 },
    weekly: { mean: 0.5, min: 0.44, max: 0.58 },
  },
  Normal: {
    indonesian: "Berat badan normal",
    total: { min: 11.5, max: 16 },
    weekly: { mean: 0.4, min: 0.35, max: 0.5 },
  },
  Overweight: {
    indonesian: "Berat badan berlebih",
    total: { min: 7, max: 11.5 },
    weekly: { mean: 0.3, min: 0.23, max: 0.33 },
  },
  Obese: { indonesian: "Obesitas", total: { min: 5, max: 9 }, weekly: { mean: 0.2, min: 0.17, max: 0.27 } },
};

/** IOM 2009's assumed gain over the whole first trimester, for every category. */
export const FIRST_TRIMESTER_GAIN: Range = { min: 0.5, max: 2 };

/** The trimester guidance of a category, in the words the result and the history show. */
export function trimesterGain(category: BmiCategory): { first: string; second: string; third: string } {
  const { weekly } = BMI_CATEGORIES[category];
  const perWeek = `Sekitar ${formatKg(weekly.mean)} per minggu (${formatKgRange(weekly)})`;
  return { first: `Sekitar ${formatKgRange(FIRST_TRIMESTER_GAIN)}`, second: perWeek, third: perWeek };
}

export const SINGLE_PREGNANCY_NOTE =
  "Angka ini untuk kehamilan tunggal. Pada kehamilan kembar, kenaikan yang dianjurkan berbeda: tanyakan kepada bidan atau dokter.";

/**
 * The BMI, unrounded (to 6 decimals, which only clears floating-point noise such as
 * 18.499999999999996 for 74 kg at 200 cm). The category is read from this value (issue 29: 18.48
 * is below 18.5, so "Underweight", although it would round to 18.5).
 */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  return Number((weightKg / (metres * metres)).toFixed(6));
}

/**
 * The BMI as shown and stored: one decimal (the spec), cut rather than rounded, so the value shown
 * always falls in the category given beside it (18.48 shows as 18,4 with "Underweight", never as
 * 18,5); the boundaries 18.5, 25 and 30 are whole tenths, so cutting never crosses one.
 */
export function shownBmi(bmi: number): number {
  return Math.floor(Number((bmi * 10).toFixed(6))) / 10;
}

/**
 * How a category is shown (decision 015): the Indonesian name first, the spec's English term,
 * which is what the history stores, after it: "Berat badan normal (Normal)".
 */
export function bmiCategoryLabel(category: BmiCategory): string {
  return `${BMI_CATEGORIES[category].indonesian} (${category})`;
}

/** The category of an unrounded BMI, with the spec's boundaries 18.5, 25 and 30 (each in the higher category). */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return "Underweight";
  if (bmi < 25) return "Normal";
  if (bmi < 30) return "Overweight";
  return "Obese";
}

export interface WeightGainCalculation {
  height: number;
  prePregnancyWeight: number;
  bmi: number;
  category: BmiCategory;
  categoryIndonesian: string;
  recommendedGain: string;
  trimesterGain: { first: string; second: string; third: string };
}

export function calculateWeightGain(heightCm: number, weightKg: number): WeightGainCalculation {
  const exact = bodyMassIndex(heightCm, weightKg);
  const category = bmiCategory(exact);
  return {
    height: heightCm,
    prePregnancyWeight: weightKg,
    bmi: shownBmi(exact),
    category,
    categoryIndonesian: BMI_CATEGORIES[category].indonesian,
    // Stored as the spec writes it ("12.5-18 kg"); pages show formatKgRange ("12,5–18 kg").
    recommendedGain: `${BMI_CATEGORIES[category].total.min}-${BMI_CATEGORIES[category].total.max} kg`,
    trimesterGain: trimesterGain(category),
  };
}

/* ---------- What gets stored (SPEC section 3) ---------- */

export function hplRecord(calc: HplCalculation) {
  return {
    input: { lastPeriod: calc.lastPeriod, cycleLength: calc.cycleLength },
    result: { hpl: formatLongDate(calc.dueDate), weeksPregnant: calc.weeksPregnant, daysLeft: calc.daysLeft },
  };
}

export function fertilityRecord(calc: FertilityCalculation) {
  return {
    input: { lastPeriod: calc.lastPeriod, cycleLength: calc.cycleLength },
    result: {
      nextPeriod: calc.nextPeriod,
      ovulationDate: calc.ovulationDate,
      fertileWindow: { start: calc.fertileWindow.start, end: calc.fertileWindow.end },
    },
  };
}

export function weightGainRecord(calc: WeightGainCalculation) {
  return {
    input: { height: calc.height, prePregnancyWeight: calc.prePregnancyWeight },
    result: {
      bmi: calc.bmi,
      category: calc.category,
      recommendedGain: calc.recommendedGain,
      trimesterGain: calc.trimesterGain,
    },
  };
}

/**
 * A stored fertility result read back for the dashboard: null when any date is not a real date
 * (old or hand-edited rows), so the page can say so instead of failing.
 */
export function readFertilityResult(
  result: unknown,
): { nextPeriod: IsoDate; ovulationDate: IsoDate; start: IsoDate; end: IsoDate } | null {
  if (typeof result !== "object" || result === null) return null;
  const r = result as {
    nextPeriod?: unknown;
    ovulationDate?: unknown;
    fertileWindow?: { start?: unknown; end?: unknown };
  };
  const nextPeriod = parseIsoDate(r.nextPeriod);
  const ovulationDate = parseIsoDate(r.ovulationDate);
  const start = parseIsoDate(r.fertileWindow?.start);
  const end = parseIsoDate(r.fertileWindow?.end);
  if (!nextPeriod || !ovulationDate || !start || !end) return null;
  return { nextPeriod, ovulationDate, start, end };
}
