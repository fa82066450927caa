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

interface AgeRow extends Lms {
  /** "L" (length, lying) or "H" (height, standing) in the length table; absent elsewhere. */
  position?: Position;
}

/** One age-indexed table (weight-, length/height- or head circumference-for-age), by day of age. */
export interface AgeTable {
  rows: Record<Sex, AgeRow[]>;
}

/** Days in a month as WHO Anthro counts them: 365.25 / 12. */
export const DAYS_PER_MONTH = 30.4375;

/**
 * Reads a WHO table with an `age` column (days). Rows must run day 0, 1, 2, ... per sex, as
 * WHO publishes them; anything else is an error, never a silent gap.
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
  for (const line of lines.slice(1)) {
    const cells = line.split("\t").map((cell) => cell.trim());
    const sex = cells[sexAt] === SEX_CODE.laki ? "laki" : cells[sexAt] === SEX_CODE.perempuan ? "perempuan" : null;
    if (!sex) throw new Error(`WHO table row with an unknown sex: ${line}`);
    const age = Number(cells[ageAt]);
    if (age !== rows[sex].length) throw new Error(`WHO table rows out of order at ${line}`);
    const row: AgeRow = { l: Number(cells[lAt]), m: Number(cells[mAt]), s: Number(cells[sAt]) };
    if (![row.l, row.m, row.s].every(Number.isFinite)) throw new Error(`WHO table row with a bad number: ${line}`);
    if (positionAt >= 0) row.position = cells[positionAt] === "H" ? "standing" : "lying";
    rows[sex].push(row);
  }
  return { rows };
}

/**
 * L, M and S at an age in (possibly fractional) days, interpolated linearly between the daily
 * rows. With a position, only rows measured that way count: a length table's lying rows end at
 * day 730 and its standing rows start at 731, and 24 months (day 730.5) lies between them, so
 * each side extends its own last step rather than mixing the two.
 */
export function lmsAtAge(table: AgeTable, sex: Sex, ageDays: number, position?: Position): Lms {
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

/** The measurement at a z-score: M (1 + L S z)^(1/L), or M e^(S z) when L is 0. */
export function valueAtZ({ l, m, s }: Lms, z: number): number {
  if (l === 0) return m * Math.exp(s * z);
  return m * (1 + l * s * z) ** (1 / l);
}
