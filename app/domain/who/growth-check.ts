import { calendarMonthsBetween, daysBetween, type IsoDate, parseIsoDate } from "../dates";
import { DAYS_PER_MONTH, type Position, type Sex } from "./lms";
import { type Tone, statusFor } from "./status";
import {
  adjustedLength,
  bmi,
  FIRST_STANDING_DAY,
  type GrowthTables,
  type IndicatorId,
  isImplausible,
  LAST_TABLE_DAY,
  lengthTableFor,
  zForAge,
  zForLength,
} from "./zscore";

// "Cek Pertumbuhan" (issue 16): one measurement of a child of 0-60 months against the WHO Child
// Growth Standards, as WHO Anthro scores it, with the categories of Permenkes 2/2020.

export interface GrowthInput {
  sex: Sex;
  /** Date of birth, "YYYY-MM-DD". */
  birthDate: string;
  /** Date of the measurement, "YYYY-MM-DD". */
  measuredOn: string;
  /** The latest date a measurement may have (the caller's today, e.g. calendarToday().latest). */
  today: string;
  weightKg?: number;
  /** Length (lying, "berbaring") or height (standing, "berdiri") in cm, and how it was measured. */
  length?: { cm: number; position: Position };
  headCm?: number;
  /** Mid-upper arm circumference (LiLA) in cm, measured from 6 months (issue 34). */
  armCm?: number;
  /** Whether both feet were checked for pitting oedema and it was there; absent: not checked. */
  oedema?: boolean;
  /** Gestational age at birth in weeks (22-44), when known; under 37 weeks the age is corrected. */
  gestationalWeeks?: number;
}

/** Why a check gives no result at all. */
export type RefusalReason =
  | "invalid-date"
  | "measured-before-birth"
  | "measured-in-future"
  | "older-than-60-months"
  | "gestational-age-out-of-range"
  | "corrected-age-before-term"
  | "no-measurement"
  | "weight-out-of-range"
  | "length-out-of-range"
  | "head-out-of-range"
  | "arm-out-of-range"
  | "arm-under-6-months";

/** Why one indicator has no z-score while the others do. */
export type MissingReason =
  | "length-outside-wfl-table"
  | "length-outside-wfh-table"
  /**
   * Oedema of both feet: the weight includes fluid, so WHO Anthro scores no weight-based
   * indicator (anthro's anthro_zscores: with oedema "y", zwei, zwfl and zbmi are NA).
   */
  | "oedema";

/** A note on the input that the page should show with the results. */
export type MeasurementWarning =
  /**
   * Height measured standing before 9 months: WHO Anthro takes the position as unknown (no 0.7 cm
   * adjustment) and flags the record (anthro's c9mo_flag).
   */
  "standing-under-9-months";

export type IndicatorAbbreviation = "BB/U" | "PB/U" | "TB/U" | "BB/PB" | "BB/TB" | "IMT/U" | "LK/U" | "LiLA/U";

/**
 * The signs of severe acute malnutrition (gizi buruk) that need no z-score: a LiLA under 11.5 cm
 * at 6-59 months, and pitting oedema of both feet at any age (WHO 2013 guideline on the
 * management of severe acute malnutrition, recommendations 1 and 2; WHO/UNICEF joint statement
 * 2009; Kemenkes, Pedoman Pencegahan dan Tatalaksana Gizi Buruk pada Balita, 2019, which adopts
 * them). Either one sends the child to care today, whatever the z-scores say.
 */
export type SevereSign = "arm" | "oedema";

export interface ScoredIndicator {
  id: IndicatorId;
  abbreviation: IndicatorAbbreviation;
  /** Rounded to 2 decimals as WHO Anthro rounds (see roundZ). */
  z: number;
  label: string;
  tone: Tone;
  /** WHO Anthro's implausible-value flag: the page asks to check the measurement. */
  flag?: "implausible";
}

export interface MissingIndicator {
  id: IndicatorId;
  abbreviation: IndicatorAbbreviation;
  z: null;
  reason: MissingReason;
}

export type IndicatorResult = ScoredIndicator | MissingIndicator;

export interface GrowthResult {
  ok: true;
  /** The age the tables were read at, in days: corrected or chronological. */
  ageDays: number;
  ageUsed: "chronological" | "corrected";
  chronologicalAgeDays: number;
  /** Completed months of the age used (days / 30.4375, rounded down), for display. */
  ageMonths: number;
  /** The length/height looked up, after the 0.7 cm adjustment; absent without a length. */
  lengthUsedCm?: number;
  /** BMI from the weight and the adjusted length; absent without both. */
  bmi?: number;
  indicators: IndicatorResult[];
  /** Severe acute malnutrition by LiLA or oedema (empty when neither was found). */
  severeSigns: SevereSign[];
  warnings: MeasurementWarning[];
}

export interface GrowthRefusal {
  ok: false;
  reason: RefusalReason;
}

/**
 * The severe signs (`SevereSign`) of a child `monthsSinceBirth` completed calendar months old: a
 * LiLA under 11.5 cm at 6-59 months (WHO's range; day 1826 can be the 60th month's first day),
 * oedema of both feet at any age. The one rule for the check, a child's page and a refused form.
 */
export function severeSignsFor(monthsSinceBirth: number, armCm?: number, oedema?: boolean): SevereSign[] {
  const signs: SevereSign[] = [];
  const armAge = monthsSinceBirth >= ARM_FROM_MONTHS && monthsSinceBirth < 60;
  if (armCm !== undefined && armCm < SEVERE_ARM_CM && armAge) signs.push("arm");
  if (oedema === true) signs.push("oedema");
  return signs;
}

/** Gestational age at birth accepted for the correction, in weeks. */
export const GESTATION_WEEKS = { min: 22, max: 44 } as const;

/** Born before this many weeks is preterm (WHO): the age is corrected. */
export const PRETERM_BEFORE_WEEKS = 37;

/** Term, from which the correction counts: 40 weeks. */
export const TERM_WEEKS = 40;

/**
 * Corrected age is used while it is under 24 months (731 days, WHO Anthro's 24 months), then the
 * chronological age. Sources vary on how long to correct: the Rourke Baby Record (Canada, based on
 * the WHO standards) says up to 24 to 36 months for infants born before 37 weeks; the UK-WHO
 * charts' guidance corrects to 1 year for those born at 32-36 weeks and to 2 years below 32
 * weeks; Elmrayed et al. (J Perinatol 2025) find correction needed through 36 months for those born
 * before 32 weeks. Issue 16 sets 24 months of corrected age for all preterm children; a review
 * by a paediatrician may extend it for the very preterm.
 */
export const CORRECT_UNTIL_DAYS = FIRST_STANDING_DAY;

/**
 * Limits of what can have been measured on a child at all; outside them the input is refused as
 * a typing error. Values inside that are still far from the standards get a z-score and, where
 * WHO Anthro would, the implausible flag.
 */
export const MEASUREMENT_LIMITS = {
  weightKg: { min: 0.2, max: 80 },
  lengthCm: { min: 20, max: 150 },
  headCm: { min: 15, max: 70 },
  /**
   * A LiLA (from 6 months). WHO's table for 6-60 months runs from about 9 cm at -5 SD to about
   * 23 cm at +5 SD; these limits only stop typing errors (45 for 4,5 or 14,5).
   */
  armCm: { min: 5, max: 35 },
} as const;

/** LiLA under this, at 6-59 months, is severe acute malnutrition (WHO 2013: "<115 mm"). */
export const SEVERE_ARM_CM = 11.5;

/**
 * LiLA 11.5 cm up to this is moderate acute malnutrition at 6-59 months (WHO guideline on the
 * prevention and management of wasting and nutritional oedema, 2023: "MUAC ≥115 mm and <125 mm";
 * the yellow band of the LiLA tape).
 */
export const MODERATE_ARM_CM = 12.5;

/** LiLA is measured and judged from 6 months since birth (WHO 2013's 6-59 months; the form's rule). */
export const ARM_FROM_MONTHS = 6;

/**
 * The LiLA/U card says what the absolute cut-offs say when they say more than its z: under
 * 11.5 cm is red whatever the z, 11.5-12.4 cm amber at least (WHO 2023), so no card under
 * 12.5 cm reads "Normal".
 */
function armIndicator(indicator: ScoredIndicator, armCm: number): ScoredIndicator {
  if (armCm < SEVERE_ARM_CM && indicator.tone !== "danger") {
    return { ...indicator, label: "LiLA di bawah 11,5 cm", tone: "danger" };
  }
  if (armCm < MODERATE_ARM_CM && indicator.tone === "normal") {
    return { ...indicator, label: "LiLA 11,5-12,4 cm (pita kuning)", tone: "warning" };
  }
  return indicator;
}

/** Age in whole days from date of birth to date of measurement (calendar dates), or null if invalid. */
export function ageInDays(birthDate: string, measuredOn: string): number | null {
  const birth = parseIsoDate(birthDate);
  const measured = parseIsoDate(measuredOn);
  return birth && measured ? daysBetween(birth, measured) : null;
}

/** anthro's round_up: half up, for the non-negative ages it rounds. */
const roundHalfUp = (x: number) => {
  const floor = Math.floor(x);
  return x - floor >= 0.5 ? floor + 1 : floor;
};

/**
 * The age to read the tables at. Born before 37 weeks: corrected age = chronological age -
 * (40 weeks - gestational age), in days (rounded half up, as anthro rounds ages, when the weeks
 * have a fraction), while that is under 24 months; else the chronological age.
 */
export function ageToUse(
  chronologicalDays: number,
  gestationalWeeks?: number,
): { ageDays: number; ageUsed: "chronological" | "corrected" } {
  if (gestationalWeeks === undefined || gestationalWeeks >= PRETERM_BEFORE_WEEKS) {
    return { ageDays: chronologicalDays, ageUsed: "chronological" };
  }
  const corrected = chronologicalDays - roundHalfUp((TERM_WEEKS - gestationalWeeks) * 7);
  if (corrected >= CORRECT_UNTIL_DAYS) return { ageDays: chronologicalDays, ageUsed: "chronological" };
  return { ageDays: corrected, ageUsed: "corrected" };
}

const within = (value: number | undefined, { min, max }: { min: number; max: number }) =>
  value === undefined || (Number.isFinite(value) && value >= min && value <= max);

/** WHO Anthro's 9 months, on the unrounded age in months (anthro's age_in_months < 9). */
const UNDER_9_MONTHS = (day: number) => day / DAYS_PER_MONTH < 9;

/**
 * Scores one measurement. Indicators are listed for the measurements given: BB/U with a
 * weight, PB/U-TB/U with a length, BB/PB-BB/TB and IMT/U with both, LK/U with a head
 * circumference.
 */
export function checkGrowth(tables: GrowthTables, input: GrowthInput): GrowthResult | GrowthRefusal {
  const refuse = (reason: RefusalReason): GrowthRefusal => ({ ok: false, reason });
  const chronological = ageInDays(input.birthDate, input.measuredOn);
  const today = parseIsoDate(input.today);
  if (chronological === null || !today) return refuse("invalid-date");
  if (chronological < 0) return refuse("measured-before-birth");
  if (ageInDays(input.measuredOn, today)! < 0) return refuse("measured-in-future");
  if (chronological > LAST_TABLE_DAY) return refuse("older-than-60-months");
  const weeks = input.gestationalWeeks;
  if (
    weeks !== undefined &&
    !(Number.isFinite(weeks) && weeks >= GESTATION_WEEKS.min && weeks <= GESTATION_WEEKS.max)
  ) {
    return refuse("gestational-age-out-of-range");
  }
  const { ageDays, ageUsed } = ageToUse(chronological, weeks);
  // Before the due date the WHO standards (which start at term) do not apply.
  if (ageDays < 0) return refuse("corrected-age-before-term");

  const { weightKg, length, headCm, armCm, oedema } = input;
  // A LiLA, or oedema found, is something to record and act on even without the scale.
  if (
    weightKg === undefined &&
    length === undefined &&
    headCm === undefined &&
    armCm === undefined &&
    oedema !== true
  ) {
    return refuse("no-measurement");
  }
  if (!within(weightKg, MEASUREMENT_LIMITS.weightKg)) return refuse("weight-out-of-range");
  if (!within(length?.cm, MEASUREMENT_LIMITS.lengthCm)) return refuse("length-out-of-range");
  if (!within(headCm, MEASUREMENT_LIMITS.headCm)) return refuse("head-out-of-range");
  if (!within(armCm, MEASUREMENT_LIMITS.armCm)) return refuse("arm-out-of-range");
  const ageMonths = Math.floor(ageDays / DAYS_PER_MONTH);
  // WHO's 6-59 months is the age since birth (screening does not correct for prematurity), in
  // completed calendar months as the page writes the age.
  if (
    armCm !== undefined &&
    calendarMonthsBetween(input.birthDate as IsoDate, input.measuredOn as IsoDate).months < ARM_FROM_MONTHS
  ) {
    return refuse("arm-under-6-months");
  }

  const warnings: MeasurementWarning[] = [];
  let position = length?.position ?? null;
  if (position === "standing" && UNDER_9_MONTHS(ageDays)) {
    warnings.push("standing-under-9-months");
    position = null;
  }
  const lengthUsedCm = length ? adjustedLength(ageDays, length.cm, position) : undefined;
  const standing = ageDays >= FIRST_STANDING_DAY;
  const bmiValue = weightKg !== undefined && lengthUsedCm !== undefined ? bmi(weightKg, lengthUsedCm) : undefined;

  const scored = (id: IndicatorId, abbreviation: IndicatorAbbreviation, z: number): ScoredIndicator => ({
    id,
    abbreviation,
    z,
    ...statusFor(id, z),
    ...(isImplausible(id, z) ? { flag: "implausible" as const } : {}),
  });

  const indicators: IndicatorResult[] = [];
  const swollen = oedema === true;
  if (weightKg !== undefined) {
    indicators.push(
      swollen
        ? { id: "bb-u", abbreviation: "BB/U", z: null, reason: "oedema" }
        : scored("bb-u", "BB/U", zForAge(tables, "bb-u", input.sex, ageDays, weightKg)),
    );
  }
  if (lengthUsedCm !== undefined) {
    indicators.push(
      scored("pb-u", standing ? "TB/U" : "PB/U", zForAge(tables, "pb-u", input.sex, ageDays, lengthUsedCm)),
    );
  }
  if (weightKg !== undefined && lengthUsedCm !== undefined && bmiValue !== undefined) {
    const abbreviation = standing ? "BB/TB" : "BB/PB";
    const z = swollen ? null : zForLength(tables, input.sex, ageDays, lengthUsedCm, weightKg);
    indicators.push(
      swollen
        ? { id: "bb-pb", abbreviation, z: null, reason: "oedema" }
        : z === null
          ? {
              id: "bb-pb",
              abbreviation,
              z: null,
              reason: lengthTableFor(ageDays) === "wfl" ? "length-outside-wfl-table" : "length-outside-wfh-table",
            }
          : scored("bb-pb", abbreviation, z),
    );
    indicators.push(
      swollen
        ? { id: "imt-u", abbreviation: "IMT/U", z: null, reason: "oedema" }
        : scored("imt-u", "IMT/U", zForAge(tables, "imt-u", input.sex, ageDays, bmiValue)),
    );
  }
  if (headCm !== undefined) {
    indicators.push(scored("lk-u", "LK/U", zForAge(tables, "lk-u", input.sex, ageDays, headCm)));
  }
  // The z at the age the tables use, within WHO's arm table (from day 91): a very preterm baby of
  // 6 months whose corrected age is under 3 months has no LiLA/U, only the 11.5 cm cut-off.
  if (armCm !== undefined && ageDays >= (tables.arm.firstDay ?? 0)) {
    indicators.push(
      armIndicator(scored("lila-u", "LiLA/U", zForAge(tables, "lila-u", input.sex, ageDays, armCm)), armCm),
    );
  }
  const severeSigns = severeSignsFor(
    calendarMonthsBetween(input.birthDate as IsoDate, input.measuredOn as IsoDate).months,
    armCm,
    oedema,
  );

  return {
    ok: true,
    ageDays,
    ageUsed,
    chronologicalAgeDays: chronological,
    ageMonths,
    ...(lengthUsedCm !== undefined ? { lengthUsedCm } : {}),
    ...(bmiValue !== undefined ? { bmi: bmiValue } : {}),
    indicators,
    severeSigns,
    warnings,
  };
}
