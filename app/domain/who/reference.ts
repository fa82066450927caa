import { DAYS_PER_MONTH, lmsAtAge, valueAtZ, type AgeTable, type Position, type Sex } from "./lms";

// The ranges a growth guide shows: for each age in the guide's band, -2 SD, the median and +2 SD
// of the WHO Child Growth Standards (and +1 SD for weight, the line above which Permenkes 2/2020
// speaks of "risiko berat badan lebih"), for boys and girls.

export const WHO_MAX_MONTHS = 60;

export interface WhoTables {
  weight: AgeTable;
  length: AgeTable;
  head: AgeTable;
}

export type Indicator = keyof WhoTables;

/** The z-scores shown per indicator, lowest first. */
export const SHOWN_Z: Record<Indicator, readonly number[]> = {
  weight: [-2, 0, 1, 2],
  length: [-2, 0, 2],
  head: [-2, 0, 2],
};

export interface ReferenceRow {
  months: number;
  /** Length tables only: how the child is measured at this age. */
  position?: Position;
  /** The value at each of SHOWN_Z, rounded to one decimal as WHO's printed tables are. */
  values: number[];
}

export interface IndicatorTable {
  indicator: Indicator;
  sex: Sex;
  rows: ReferenceRow[];
}

export interface AgeBand {
  startMonths: number;
  endMonths: number;
}

/**
 * The ages a band's table lists: every month up to 12 months (0, 1, 2, 3), every 6 months above
 * (12, 18, 24), always with both ends, within WHO's 0-60 months.
 */
export function referenceAges({ startMonths, endMonths }: AgeBand): number[] {
  const start = Math.max(0, startMonths);
  const end = Math.min(WHO_MAX_MONTHS, endMonths);
  if (end < start) return [];
  const ages: number[] = [];
  for (let month = start; month <= end; ) {
    ages.push(month);
    month += month < 12 ? 1 : 6;
  }
  if (ages.at(-1) !== end) ages.push(end);
  return ages;
}

/**
 * Lying (length) before 24 months, standing (height) after. At exactly 24 months a band that
 * ends there is the under-2 band (measured lying) and one that starts there measures standing,
 * as WHO's two tables for 0-2 and 2-5 years both print 24 months.
 */
export function positionAt(months: number, band: AgeBand): Position {
  if (months < 24) return "lying";
  if (months > 24) return "standing";
  return band.startMonths < 24 ? "lying" : "standing";
}

const roundOne = (value: number) => Math.round(value * 10) / 10;

/** The six tables of a band (weight, length/height, head circumference for boys and girls). */
export function referenceTables(tables: WhoTables, band: AgeBand): IndicatorTable[] {
  const ages = referenceAges(band);
  if (ages.length === 0) return [];
  const result: IndicatorTable[] = [];
  for (const indicator of ["weight", "length", "head"] as const) {
    for (const sex of ["laki", "perempuan"] as const) {
      const rows = ages.map((months) => {
        const position = indicator === "length" ? positionAt(months, band) : undefined;
        const lms = lmsAtAge(tables[indicator], sex, months * DAYS_PER_MONTH, position);
        return {
          months,
          ...(position ? { position } : {}),
          values: SHOWN_Z[indicator].map((z) => roundOne(valueAtZ(lms, z))),
        };
      });
      result.push({ indicator, sex, rows });
    }
  }
  return result;
}
