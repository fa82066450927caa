import {
  type AgeTable,
  type LengthTable,
  type Lms,
  lengthRange,
  lmsAtAge,
  lmsAtLength,
  lmsOnDay,
  type Position,
  type Sex,
  valueAtZ,
} from "./lms";
import type { WhoTables } from "./reference";

// Z-scores of the WHO Child Growth Standards (0-5 years) as WHO Anthro computes them. The
// reference implementation followed here is WHO's own R package "anthro" (the code behind WHO
// Anthro; github.com/WorldHealthOrganization/anthro, files R/z-score-helper.R, R/z-score.R,
// R/z-score-weight-for-lenhei.R, R/utils.R). Pure: the tables come in parsed.

/** The seven tables the growth check needs. */
export interface GrowthTables extends WhoTables {
  /** acanthro.txt: arm circumference-for-age (LiLA/U), by day, 91-1826 days (3-60 months). */
  arm: AgeTable;
  /** bmianthro.txt: BMI-for-age, by day (lying rows up to day 730, standing after). */
  bmi: AgeTable;
  /** wflanthro.txt: weight-for-length, 45-110 cm, for children under 731 days. */
  wfl: LengthTable;
  /** wfhanthro.txt: weight-for-height, 65-120 cm, for children of 731 days and over. */
  wfh: LengthTable;
}

/**
 * The six indicators: BB/U (weight-for-age), PB/U or TB/U (length/height-for-age), BB/PB or
 * BB/TB (weight-for-length/height), IMT/U (BMI-for-age), LK/U (head circumference-for-age),
 * LiLA/U (mid-upper arm circumference-for-age, issue 34).
 */
export type IndicatorId = "bb-u" | "pb-u" | "bb-pb" | "imt-u" | "lk-u" | "lila-u";

/** The indicators looked up by age, and the table each reads. */
export type AgeIndicatorId = Exclude<IndicatorId, "bb-pb">;

const AGE_TABLE: Record<AgeIndicatorId, keyof Pick<GrowthTables, "weight" | "length" | "bmi" | "head" | "arm">> = {
  "bb-u": "weight",
  "pb-u": "length",
  "imt-u": "bmi",
  "lk-u": "head",
  "lila-u": "arm",
};

/**
 * Weight-based indicators get WHO's restricted z beyond +-3 SD (WHO Child Growth Standards,
 * Methods and development, 2006, chapter 7; anthro's compute_zscore_adjusted, used for weight-,
 * weight-for-length/height- and BMI-for-age). Length and head circumference use the plain z.
 * Arm circumference-for-age is restricted too: anthro's R/z-score-arm-circumference-for-age.R
 * calls anthro_zscore_adjusted without overriding its default zscore_fun, which is
 * compute_zscore_adjusted (../shared's README says "plain z" for it; WHO's code is followed,
 * decision 071). It only matters beyond +-3 SD.
 */
export const RESTRICTED: Record<IndicatorId, boolean> = {
  "bb-u": true,
  "pb-u": false,
  "bb-pb": true,
  "imt-u": true,
  "lk-u": false,
  "lila-u": true,
};

/** The first day of WHO's height (standing) rows: 24 months, as anthro counts it (age >= 731). */
export const FIRST_STANDING_DAY = 731;

/**
 * The last day scored: 1826, the last row of WHO's age tables as anthro ships them (0-1826 days
 * per sex), and the last whole day under 60 months (60 x 30.4375 = 1826.25 days); anthro computes
 * z-scores only for age < 60 months (since version 0.9.3), although its allowed range still reads
 * 0-1856 days (and so does ../shared's README; the rows beyond 1826 are not in the tables).
 */
export const LAST_TABLE_DAY = 1826;

/** cm added to a height measured standing before 731 days, or taken off a length measured lying from 731. */
export const LYING_STANDING_DIFFERENCE_CM = 0.7;

/** The plain LMS z-score: ((y / M)^L - 1) / (S L), or ln(y / M) / S when L is 0. */
export function lmsZ(y: number, { l, m, s }: Lms): number {
  if (l === 0) return Math.log(y / m) / s;
  return ((y / m) ** l - 1) / (s * l);
}

/**
 * The restricted z of the weight-based indicators: beyond +3 SD, 3 + (y - SD3pos) / (SD3pos -
 * SD2pos); below -3 SD, -3 + (y - SD3neg) / (SD2neg - SD3neg); in between the plain z. The
 * distance between the 2 and 3 SD lines stands in for the skewed tail of the LMS curve.
 */
export function restrictedZ(y: number, lms: Lms): number {
  const z = lmsZ(y, lms);
  if (z > 3) {
    const sd3pos = valueAtZ(lms, 3);
    return 3 + (y - sd3pos) / (sd3pos - valueAtZ(lms, 2));
  }
  if (z < -3) {
    const sd3neg = valueAtZ(lms, -3);
    return -3 + (y - sd3neg) / (valueAtZ(lms, -2) - sd3neg);
  }
  return z;
}

/**
 * The measurement at z, the inverse of the z-score an indicator uses: on the LMS curve within
 * +-3 SD (and for every z of length and head circumference), on the straight continuation of
 * the 2-3 SD step beyond +-3 SD for the weight-based indicators.
 */
export function valueAtIndicatorZ(indicator: IndicatorId, lms: Lms, z: number): number {
  if (!RESTRICTED[indicator] || (z >= -3 && z <= 3)) return valueAtZ(lms, z);
  if (z > 3) {
    const sd3pos = valueAtZ(lms, 3);
    return sd3pos + (z - 3) * (sd3pos - valueAtZ(lms, 2));
  }
  const sd3neg = valueAtZ(lms, -3);
  return sd3neg + (z + 3) * (valueAtZ(lms, -2) - sd3neg);
}

/**
 * A z-score rounded to 2 decimals exactly as WHO Anthro does: anthro calls R's round(z, 2), and
 * R (since 4.0.0, src/nmath/fround.c) takes the nearer of the two 2-decimal neighbours of the
 * double as it is stored (floor and ceiling of |z| x 100, divided by 100), the even one when both
 * are exactly as near. So 0.125 (stored exactly) gives 0.12, 0.375 gives 0.38, and 2.675 (stored
 * as 2.67499999...) gives 2.67; half away from zero would give 0.13 and 0.38 and 2.68 (0.13 from
 * Math.round). See the CRAN "round" package's vignette "Rounding to Decimal Digits in Binary".
 */
export function roundZ(z: number): number {
  if (!Number.isFinite(z) || z === 0) return z;
  const a = Math.abs(z);
  const x100 = a * 100;
  const i100 = Math.floor(x100);
  const down = i100 / 100;
  const up = Math.ceil(x100) / 100;
  const du = up - a;
  const dd = a - down;
  const r = du < dd || (du === dd && i100 % 2 === 1) ? up : down;
  return z < 0 ? -r : r;
}

/**
 * WHO Anthro's flags for implausible z-scores, on the rounded z (anthro's anthro_zscores
 * documentation and flag_zscore; the same cut-offs as the WHO Anthro manual and the WHO/UNICEF
 * 2019 "Recommendations for data collection, analysis and reporting on anthropometric indicators
 * in children under 5 years old"): weight-for-age below -6 or above +5, length/height-for-age
 * beyond +-6, weight-for-length/height, BMI- and head circumference-for-age beyond +-5. A flag
 * asks to check the measurement; it is not a diagnosis.
 */
export const IMPLAUSIBLE: Record<IndicatorId, { below: number; above: number }> = {
  "bb-u": { below: -6, above: 5 },
  "pb-u": { below: -6, above: 6 },
  "bb-pb": { below: -5, above: 5 },
  "imt-u": { below: -5, above: 5 },
  "lk-u": { below: -5, above: 5 },
  // anthro flags arm circumference-for-age (fac) when abs(zac) > 5.
  "lila-u": { below: -5, above: 5 },
};

export function isImplausible(indicator: IndicatorId, roundedZ: number): boolean {
  const { below, above } = IMPLAUSIBLE[indicator];
  return roundedZ < below || roundedZ > above;
}

/**
 * The rounded z of a measurement on an age-indexed indicator, at a whole day of age (0-1826;
 * 91-1826 for arm circumference).
 * `y` is weight in kg, length/height in cm (already adjusted for position), BMI in kg/m2 or head
 * circumference in cm.
 */
export function zForAge(tables: GrowthTables, indicator: AgeIndicatorId, sex: Sex, day: number, y: number): number {
  const lms = lmsOnDay(tables[AGE_TABLE[indicator]], sex, day);
  return roundZ(RESTRICTED[indicator] ? restrictedZ(y, lms) : lmsZ(y, lms));
}

/** Which table weight-for-length/height reads at an age: length under 731 days, height from 731. */
export function lengthTableFor(day: number): "wfl" | "wfh" {
  return day < FIRST_STANDING_DAY ? "wfl" : "wfh";
}

/**
 * The rounded weight-for-length (under 731 days) or weight-for-height (731 days and over)
 * z-score, or null when the length lies outside that table (45-110 cm, 65-120 cm).
 */
export function zForLength(tables: GrowthTables, sex: Sex, day: number, lengthCm: number, weightKg: number) {
  const lms = lmsAtLength(tables[lengthTableFor(day)], sex, lengthCm);
  return lms ? roundZ(restrictedZ(weightKg, lms)) : null;
}

/**
 * The length to look up, as anthro's adjust_lenhei: +0.7 cm for a child under 731 days measured
 * standing, -0.7 cm for one of 731 days or more measured lying, else as measured.
 */
export function adjustedLength(day: number, cm: number, position: Position | null): number {
  if (day < FIRST_STANDING_DAY && position === "standing") return cm + LYING_STANDING_DIFFERENCE_CM;
  if (day >= FIRST_STANDING_DAY && position === "lying") return cm - LYING_STANDING_DIFFERENCE_CM;
  return cm;
}

/** BMI in kg/m2 from weight and (adjusted) length, squared by multiplication as R's x^2 is. */
export function bmi(weightKg: number, lengthCm: number): number {
  const metres = lengthCm / 100;
  return weightKg / (metres * metres);
}

// Chart lines ---------------------------------------------------------------------------------

/** A chart's curve: an age-indexed indicator, or weight-for-length / weight-for-height. */
export type CurveId = AgeIndicatorId | "bb-pb" | "bb-tb";

export interface CurvePoint {
  /** Age in days for the age-indexed curves, length/height in cm for "bb-pb" and "bb-tb". */
  x: number;
  /** The measurement at each of the requested z-scores, in their order, unrounded. */
  values: number[];
}

/** The x range a curve covers: 0-1826 days, or the table's cm range. */
export function curveRange(tables: GrowthTables, curve: CurveId, sex: Sex): { min: number; max: number } {
  if (curve === "bb-pb") return lengthRange(tables.wfl, sex);
  if (curve === "bb-tb") return lengthRange(tables.wfh, sex);
  // Arm circumference-for-age starts at day 91 (3 months).
  if (curve === "lila-u") return { min: tables.arm.firstDay ?? 0, max: LAST_TABLE_DAY };
  return { min: 0, max: LAST_TABLE_DAY };
}

/**
 * The measurement at each z at one x of a curve, for chart lines (e.g. z = -3, -2, 0, 2, 3).
 * Ages may be fractional (a whole month is 30.4375 days): between the daily rows L, M and S are
 * interpolated, as the growth guides' reference tables do, with the length and BMI tables' lying
 * rows before day 731 and standing rows from 731. Lengths between the 0.1 cm rows interpolate as
 * the z-score does. Null outside the curve's range.
 */
export function valuesAt(tables: GrowthTables, curve: CurveId, sex: Sex, x: number, zs: readonly number[]) {
  const lms = curveLms(tables, curve, sex, x);
  if (!lms) return null;
  const indicator: IndicatorId = curve === "bb-tb" ? "bb-pb" : curve;
  return zs.map((z) => valueAtIndicatorZ(indicator, lms, z));
}

function curveLms(tables: GrowthTables, curve: CurveId, sex: Sex, x: number): Lms | null {
  if (curve === "bb-pb") return lmsAtLength(tables.wfl, sex, x);
  if (curve === "bb-tb") return lmsAtLength(tables.wfh, sex, x);
  const range = curveRange(tables, curve, sex);
  if (!(x >= range.min && x <= range.max)) return null;
  const table = tables[AGE_TABLE[curve]];
  if (Number.isInteger(x)) return lmsOnDay(table, sex, x);
  const positioned = curve === "pb-u" || curve === "imt-u";
  return lmsAtAge(table, sex, x, positioned ? (x < FIRST_STANDING_DAY ? "lying" : "standing") : undefined);
}

/**
 * Points of a curve from `from` to `to` (inclusive, clipped to the curve's range) every `step`
 * (days, or cm), each with the measurement at every z in `zs`.
 */
export function curvePoints(
  tables: GrowthTables,
  curve: CurveId,
  sex: Sex,
  { zs, from, to, step }: { zs: readonly number[]; from: number; to: number; step: number },
): CurvePoint[] {
  if (!(step > 0)) throw new RangeError("step must be positive");
  const range = curveRange(tables, curve, sex);
  const start = Math.max(from, range.min);
  const end = Math.min(to, range.max);
  const points: CurvePoint[] = [];
  // Count steps rather than add them up, so 0.1 cm steps land on the table's rows.
  for (let i = 0; ; i++) {
    const x = Math.round((start + i * step) * 1e6) / 1e6;
    if (x > end) break;
    const values = valuesAt(tables, curve, sex, x, zs);
    if (values) points.push({ x, values });
  }
  return points;
}
