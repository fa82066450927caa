// The LMS method of the WHO Child Growth Standards (WHO, 2006, chapter 7), on WHO's own tables.
// Pure: the tables come in as text, so the Worker, the unit tests and later tools share it.

export type Sex = "laki" | "perempuan";

/** WHO's sex codes in the tables: 1 = boy, 2 = girl. */
const SEX_CODE: Record<Sex, string> = { laki: "1", perempuan: "2" };

/** How a length/height was measured: lying (length, under 2 years) or standing (height). */
export type Position = "lying" | "standing";

export interface Lms {
  l: number;
  m: number;
  s: number;
}

export interface AgeRow extends Lms {
  /** "L" (length, lying) or "H" (height, standing) in the length table; absent elsewhere. */
  position?: Position;
}

/**
 * One age-indexed table (weight-, length/height-, head or arm circumference-for-age), by day of
 * age: `rows[sex][i]` is day `firstDay + i`. Every table starts at day 0 but arm
 * circumference-for-age, which starts at day 91 (3 months).
 */
export interface AgeTable {
  rows: Record<Sex, AgeRow[]>;
  /** The first row's day; absent is 0. */
  firstDay?: number;
}

/** Days in a month as WHO Anthro counts them: 365.25 / 12. */
export const DAYS_PER_MONTH = 30.4375;

/**
 * Reads a WHO table with an `age` column (days). Rows must run every day from the first (0, or
 * 91 for arm circumference) per sex, both sexes from the same day, as WHO publishes them;
 * anything else is an error, never a silent gap.
 */
export function parseAgeTable(text: string): AgeTable {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const header = lines[0]?.split("\t").map((name) => name.trim().toLowerCase()) ?? [];
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`WHO table without a "${name}" column`);
    return index;
  };
  const [sexAt, ageAt, lAt, mAt, sAt] = ["sex", "age", "l", "m", "s"].map(column) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const positionAt = header.indexOf("loh");
  const rows: Record<Sex, AgeRow[]> = { laki: [], perempuan: [] };
  const firstDay = Number(lines[1]?.split("\t")[ageAt]?.trim());
  if (!Number.isInteger(firstDay) || firstDay < 0) throw new Error("WHO table without rows");
  for (const line of lines.slice(1)) {
    const cells = line.split("\t").map((cell) => cell.trim());
    const sex = cells[sexAt] === SEX_CODE.laki ? "laki" : cells[sexAt] === SEX_CODE.perempuan ? "perempuan" : null;
    if (!sex) throw new Error(`WHO table row with an unknown sex: ${line}`);
    const age = Number(cells[ageAt]);
    if (age !== firstDay + rows[sex].length) throw new Error(`WHO table rows out of order at ${line}`);
    const row: AgeRow = { l: Number(cells[lAt]), m: Number(cells[mAt]), s: Number(cells[sAt]) };
    if (![row.l, row.m, row.s].every(Number.isFinite)) throw new Error(`WHO table row with a bad number: ${line}`);
    if (positionAt >= 0) row.position = cells[positionAt] === "H" ? "standing" : "lying";
    rows[sex].push(row);
  }
  return firstDay === 0 ? { rows } : { rows, firstDay };
}

/**
 * L, M and S at an age in (possibly fractional) days, interpolated linearly between the daily
 * rows. With a position, only rows measured that way count: a length table's lying rows end at
 * day 730 and its standing rows start at 731, and 24 months (day 730.5) lies between them, so
 * each side extends its own last step rather than mixing the two.
 */
export function lmsAtAge(table: AgeTable, sex: Sex, ageDays: number, position?: Position): Lms {
  const offset = table.firstDay ?? 0;
  if (offset !== 0) return lmsAtAge({ rows: table.rows }, sex, ageDays - offset, position);
  const all = table.rows[sex];
  let first = 0;
  let last = all.length - 1;
  if (position) {
    first = all.findIndex((row) => row.position === position);
    last = all.findLastIndex((row) => row.position === position);
    if (first < 0) throw new RangeError(`no ${position} rows in this table`);
  }
  if (ageDays < first - 1 || ageDays > last + 1 || last - first < 1) {
    throw new RangeError(`age ${ageDays} days is outside the table (${first}-${last})`);
  }
  const lower = Math.min(Math.max(Math.floor(ageDays), first), last - 1);
  const a = all[lower]!;
  const b = all[lower + 1]!;
  const t = ageDays - lower;
  return { l: a.l + (b.l - a.l) * t, m: a.m + (b.m - a.m) * t, s: a.s + (b.s - a.s) * t };
}

/**
 * L, M and S of the row for a whole day of age, exactly as the table prints it: WHO Anthro looks
 * ages up by whole days (rows per day, no interpolation). The row's measuring position comes
 * with it in the length and BMI tables (lying up to day 730, standing from 731).
 */
export function lmsOnDay(table: AgeTable, sex: Sex, day: number): Lms & { position?: Position } {
  const row = Number.isInteger(day) ? table.rows[sex][day - (table.firstDay ?? 0)] : undefined;
  if (!row) throw new RangeError(`no row for day ${day} in this table`);
  return { ...row };
}

/** One length- or height-indexed table (weight-for-length or weight-for-height), by 0.1 cm. */
export interface LengthTable {
  /** The first row's length in tenths of a centimetre (450 for 45.0 cm). */
  firstTenths: Record<Sex, number>;
  rows: Record<Sex, Lms[]>;
}

/**
 * Reads a WHO table keyed by `length` or `height` in cm (wflanthro, wfhanthro). Rows must run
 * every 0.1 cm without gaps per sex, as WHO publishes them.
 */
export function parseLengthTable(text: string): LengthTable {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const header = lines[0]?.split("\t").map((name) => name.trim().toLowerCase()) ?? [];
  const keyName = header.includes("length") ? "length" : "height";
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`WHO table without a "${name}" column`);
    return index;
  };
  const [sexAt, keyAt, lAt, mAt, sAt] = ["sex", keyName, "l", "m", "s"].map(column) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const firstTenths: Record<Sex, number> = { laki: Number.NaN, perempuan: Number.NaN };
  const rows: Record<Sex, Lms[]> = { laki: [], perempuan: [] };
  for (const line of lines.slice(1)) {
    const cells = line.split("\t").map((cell) => cell.trim());
    const sex = cells[sexAt] === SEX_CODE.laki ? "laki" : cells[sexAt] === SEX_CODE.perempuan ? "perempuan" : null;
    if (!sex) throw new Error(`WHO table row with an unknown sex: ${line}`);
    const tenths = Math.round(Number(cells[keyAt]) * 10);
    if (rows[sex].length === 0) firstTenths[sex] = tenths;
    if (tenths !== firstTenths[sex] + rows[sex].length) throw new Error(`WHO table rows out of order at ${line}`);
    const row: Lms = { l: Number(cells[lAt]), m: Number(cells[mAt]), s: Number(cells[sAt]) };
    if (![row.l, row.m, row.s].every(Number.isFinite)) throw new Error(`WHO table row with a bad number: ${line}`);
    rows[sex].push(row);
  }
  return { firstTenths, rows };
}

/** The range a length table covers, in cm (45-110 for weight-for-length, 65-120 for height). */
export function lengthRange(table: LengthTable, sex: Sex): { min: number; max: number } {
  const first = table.firstTenths[sex];
  return { min: first / 10, max: (first + table.rows[sex].length - 1) / 10 };
}

/**
 * L, M and S at a length, as WHO Anthro computes them (R package anthro,
 * R/z-score-weight-for-lenhei.R): the row at the length truncated to 0.1 cm, and when the
 * length lies above it, a linear step towards the next row by (length - row) / 0.1. The same
 * floating-point steps, so that a length such as 74.39999999999999 (75.1 - 0.7) interpolates
 * between 74.3 and 74.4 as it does there. Null outside the table (no z-score there).
 */
export function lmsAtLength(table: LengthTable, sex: Sex, cm: number): Lms | null {
  const { min, max } = lengthRange(table, sex);
  if (!(cm >= min && cm <= max)) return null;
  const lowTenths = Math.trunc(cm * 10);
  const low = lowTenths / 10;
  const diff = (cm - low) / 0.1;
  const rows = table.rows[sex];
  const a = rows[lowTenths - table.firstTenths[sex]];
  if (!a) return null;
  if (!(diff > 0)) return { ...a };
  const b = rows[Math.trunc(cm * 10 + 1) - table.firstTenths[sex]];
  if (!b) return null;
  return { l: a.l + diff * (b.l - a.l), m: a.m + diff * (b.m - a.m), s: a.s + diff * (b.s - a.s) };
}

/** The measurement at a z-score: M (1 + L S z)^(1/L), or M e^(S z) when L is 0. */
export function valueAtZ({ l, m, s }: Lms, z: number): number {
  if (l === 0) return m * Math.exp(s * z);
  return m * (1 + l * s * z) ** (1 / l);
}
