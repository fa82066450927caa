import type { AgeRow, AgeTable, LengthTable, Lms, Sex } from "./lms";
import type { GrowthTables } from "./zscore";

// WHO's seven tables, packed for the browser's offline growth check (decision 049). Each column
// of L, M and S becomes whole numbers (the value times 10^decimals, as WHO prints it) stored as
// differences from the row before: the curves change slowly, so the differences are small and
// repeat, and the tables shrink from about 136 KB to about 15 KB compressed. Unpacking divides
// the whole number by the same power of ten, which gives exactly the number the text reads as
// (one correctly rounded division of two exact integers), and packing refuses any value for
// which it would not. Pure: the build packs (scripts/vite-client-scripts.ts), the page unpacks.

/** One column: `decimals` and the differences of value × 10^decimals, the first from 0. */
export interface PackedColumn {
  decimals: number;
  steps: number[];
}

interface PackedRows {
  l: PackedColumn;
  m: PackedColumn;
  s: PackedColumn;
}

interface PackedAgeRows extends PackedRows {
  /** Index of the first standing row when the table has positions (lying rows come first). */
  standingFrom?: number;
}

/** An age table's rows per sex, and its first day when that is not 0 (arm circumference: 91). */
interface PackedAgeTable {
  rows: Record<Sex, PackedAgeRows>;
  firstDay?: number;
}

interface PackedLengthRows extends PackedRows {
  firstTenths: number;
}

export interface PackedGrowthTables {
  weight: PackedAgeTable;
  length: PackedAgeTable;
  head: PackedAgeTable;
  bmi: PackedAgeTable;
  arm: PackedAgeTable;
  wfl: Record<Sex, PackedLengthRows>;
  wfh: Record<Sex, PackedLengthRows>;
}

/** Digits after the point in a number's shortest form (the form WHO's text has). */
function decimalsOf(value: number): number {
  const text = String(value);
  if (!Number.isFinite(value) || /e/i.test(text)) throw new Error(`cannot pack ${text}`);
  return text.split(".")[1]?.length ?? 0;
}

export function packColumn(values: readonly number[]): PackedColumn {
  const decimals = Math.max(0, ...values.map(decimalsOf));
  const scale = 10 ** decimals;
  let previous = 0;
  const steps = values.map((value) => {
    const whole = Math.round(value * scale);
    if (!Number.isSafeInteger(whole) || whole / scale !== value) throw new Error(`cannot pack ${value} exactly`);
    const step = whole - previous;
    previous = whole;
    return step;
  });
  return { decimals, steps };
}

export function unpackColumn({ decimals, steps }: PackedColumn): number[] {
  const scale = 10 ** decimals;
  let whole = 0;
  return steps.map((step) => {
    whole += step;
    return whole / scale;
  });
}

function packRows(rows: readonly Lms[]): PackedRows {
  return {
    l: packColumn(rows.map((row) => row.l)),
    m: packColumn(rows.map((row) => row.m)),
    s: packColumn(rows.map((row) => row.s)),
  };
}

function unpackRows({ l, m, s }: PackedRows): Lms[] {
  const [ls, ms, ss] = [unpackColumn(l), unpackColumn(m), unpackColumn(s)];
  if (ms.length !== ls.length || ss.length !== ls.length) throw new Error("packed WHO table with uneven columns");
  return ls.map((value, index) => ({ l: value, m: ms[index]!, s: ss[index]! }));
}

function packAgeRows(rows: readonly AgeRow[]): PackedAgeRows {
  const packed: PackedAgeRows = packRows(rows);
  if (rows.some((row) => row.position)) {
    const standingFrom = rows.findIndex((row) => row.position === "standing");
    const ordered = rows.every((row, index) => row.position === (index < standingFrom ? "lying" : "standing"));
    if (standingFrom < 0 || !ordered) throw new Error("WHO table whose positions are not lying, then standing");
    packed.standingFrom = standingFrom;
  }
  return packed;
}

function unpackAgeRows(packed: PackedAgeRows): AgeRow[] {
  const { standingFrom } = packed;
  return unpackRows(packed).map((row, index) =>
    standingFrom === undefined ? row : { ...row, position: index < standingFrom ? "lying" : "standing" },
  );
}

const bySex = <T, U>(record: Record<Sex, T>, each: (value: T) => U): Record<Sex, U> => ({
  laki: each(record.laki),
  perempuan: each(record.perempuan),
});

export function packGrowthTables(tables: GrowthTables): PackedGrowthTables {
  const age = (table: AgeTable): PackedAgeTable => ({
    rows: bySex(table.rows, packAgeRows),
    ...(table.firstDay ? { firstDay: table.firstDay } : {}),
  });
  const length = (table: LengthTable): Record<Sex, PackedLengthRows> => ({
    laki: { firstTenths: table.firstTenths.laki, ...packRows(table.rows.laki) },
    perempuan: { firstTenths: table.firstTenths.perempuan, ...packRows(table.rows.perempuan) },
  });
  return {
    weight: age(tables.weight),
    length: age(tables.length),
    head: age(tables.head),
    bmi: age(tables.bmi),
    arm: age(tables.arm),
    wfl: length(tables.wfl),
    wfh: length(tables.wfh),
  };
}

export function unpackGrowthTables(packed: PackedGrowthTables): GrowthTables {
  const age = (table: PackedAgeTable): AgeTable => ({
    rows: bySex(table.rows, unpackAgeRows),
    ...(table.firstDay ? { firstDay: table.firstDay } : {}),
  });
  const length = (table: Record<Sex, PackedLengthRows>): LengthTable => ({
    firstTenths: bySex(table, (rows) => rows.firstTenths),
    rows: bySex(table, unpackRows),
  });
  return {
    weight: age(packed.weight),
    length: age(packed.length),
    head: age(packed.head),
    bmi: age(packed.bmi),
    arm: age(packed.arm),
    wfl: length(packed.wfl),
    wfh: length(packed.wfh),
  };
}
