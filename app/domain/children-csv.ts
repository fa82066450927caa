// "Unduh Semua Pengukuran" (issue 16, part 5): a member's children and every measurement as one
// CSV file (decision 045), with their immunisations (issue 35) and development checks (issue 36).
// Pure: the route reads the rows and scores each measurement with `scoreMeasurement`, this only
// writes the text (a check's result read from its answers here), so the unit tests can hold every
// cell.
//
// RFC 4180: comma between fields, CRLF after every record, a field in double quotes when it holds
// a comma, a quote, CR or LF, and a quote inside one doubled. A UTF-8 byte order mark first, so
// Excel reads names with letters outside ASCII as UTF-8. Numbers with a decimal point and no
// thousands separator, to be read by machines (the pages write "8,4"; the file writes 8.4).
// Text cells that a spreadsheet would take for a formula (fullwidth ＝＋－＠ included) get a
// leading apostrophe.
import { POSITION_LABELS, refusalText, SEX_LABELS, type ChildFacts, type Measurement } from "./children";
import type { IsoDate } from "./dates";
import { checkpointAt } from "./development";
import { type Answer, developmentResult, RESULT_TEXT } from "./development-check";
import { scheduledDose } from "./immunisation";
import { STANDING_YOUNG_NOTE } from "./growth-check-form";
import type { WeighingResult } from "./growth-over-time";
import { ageInDays, type GrowthRefusal, type GrowthResult, type IndicatorResult } from "./who/growth-check";
import type { IndicatorId } from "./who/zscore";

/** One stored measurement with its score (or the refusal) as `scoreMeasurement` gives it. */
export interface CsvMeasurement extends Measurement {
  id: number;
  result: GrowthResult | GrowthRefusal;
  /** The weighing's N/T, O or B (measurementHistories), when it was weighed and scored. */
  weighing?: WeighingResult;
}

/** One recorded immunisation (issue 35). */
export interface CsvDose {
  id: number;
  dose: string;
  givenOn: string;
  place: string | null;
}

/** One development check (issue 36): the Buku KIA list answered, by its age in months. */
export interface CsvCheck {
  id: number;
  checkedOn: string;
  checkpoint: number;
  ageUsed: "koreksi" | "kronologis";
  answers: Readonly<Record<string, Answer>>;
  lostOther: boolean;
}

/** One child with its measurements, doses and development checks, in any order (the file sorts them). */
export interface CsvChild extends ChildFacts {
  id: number;
  name: string;
  measurements: readonly CsvMeasurement[];
  doses?: readonly CsvDose[];
  checks?: readonly CsvCheck[];
}

/** The indicators' columns, in the pages' order, with headers that do not change with age or position. */
const INDICATOR_COLUMNS: readonly { id: IndicatorId; header: string }[] = [
  { id: "bb-u", header: "BB/U" },
  { id: "pb-u", header: "PB/U atau TB/U" },
  { id: "bb-pb", header: "BB/PB atau BB/TB" },
  { id: "imt-u", header: "IMT/U" },
  { id: "lk-u", header: "LK/U" },
  { id: "lila-u", header: "LiLA/U" },
];

const HEADERS = [
  "Nama anak",
  "Jenis kelamin",
  "Tanggal lahir",
  "Usia kehamilan saat lahir (minggu)",
  "Tanggal ukur",
  "Usia (hari)",
  "Usia yang dipakai (kronologis/koreksi)",
  "Usia yang dipakai (hari)",
  "Berat badan (kg)",
  "Panjang/tinggi badan (cm)",
  "Cara ukur (berbaring/berdiri)",
  "Lingkar kepala (cm)",
  "LiLA (cm)",
  "Bengkak kedua kaki (ya/tidak)",
  "Panjang/tinggi yang dinilai (cm)",
  "IMT (kg/m2)",
  ...INDICATOR_COLUMNS.flatMap(({ header }) => [`z ${header}`, `Kategori ${header}`]),
  "N/T (naik/tidak naik, O, B)",
  "Kenaikan BB sejak penimbangan bulan lalu (g)",
  "KBM (g)",
  "Tanda gizi buruk (LiLA/edema)",
  "Nilai tidak wajar (WHO)",
  "Catatan",
];

/** How many cells a measurement adds after the child's four. */
const MEASUREMENT_CELLS = HEADERS.length - 4;

/** A recorded dose's columns (issue 35), after the measurement's: a dose's row leaves those empty. */
const DOSE_HEADERS = ["Imunisasi", "Tanggal imunisasi", "Tempat imunisasi"];
const NO_DOSE = DOSE_HEADERS.map(() => "");

/**
 * A development check's columns (issue 36), after the dose's: a check's row leaves the others
 * empty, and the other rows leave these empty.
 */
const CHECK_HEADERS = [
  "Tanggal cek perkembangan",
  "Daftar perkembangan (usia dalam bulan)",
  "Usia yang dipakai cek perkembangan (kronologis/koreksi)",
  "Hasil cek perkembangan",
  "Kemampuan yang belum bisa",
  "Kemampuan yang tidak bisa lagi",
  "Kehilangan kemampuan lain (ya/tidak)",
];
const NO_CHECK = CHECK_HEADERS.map(() => "");

const BOM = "\uFEFF";
const CRLF = "\r\n";

/**
 * What a spreadsheet could start a formula (or DDE call) with: OWASP's list, plus the fullwidth
 * ＝＋－＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20), in case a spreadsheet or a conversion on the way
 * (width folding in East Asian settings) reads them as the ASCII ones (issue 29).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text cell as a spreadsheet must show it: one that starts like a formula gets a leading
 * apostrophe (OWASP, "CSV Injection"), which Excel and LibreOffice take as "text" and hide.
 */
function text(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A number with a decimal point, rounded to `digits` decimals, trailing zeros dropped: 8.9, 74, 0.25. */
function decimal(value: number | null | undefined, digits: number): string {
  return value === null || value === undefined ? "" : String(Number(value.toFixed(digits)));
}

/** A z-score with its two decimals always written: -1.50, 0.00, 2.34 (a point and a plain hyphen-minus). */
function zScore(z: number): string {
  // toFixed writes -0 as "0.00" and a rounded z has no third decimal to round.
  return z.toFixed(2);
}

/**
 * One field as RFC 4180 writes it, also quoted when it holds a semicolon: Excel set to Indonesian
 * splits a CSV on ";", and "x;=2+5" would put a formula in a cell of its own (issue 29, review).
 * Quoted, a semicolon splits nothing in either locale.
 */
function field(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const record = (cells: readonly string[]) => cells.map(field).join(",") + CRLF;

/** Text the file adds in the "Catatan" and "Nilai tidak wajar" columns. */
const CSV_NOTES = {
  noMeasurement: "Belum ada pengukuran.",
  refused: "Tidak dapat dinilai:",
  standingUnder9Months: STANDING_YOUNG_NOTE,
  outsideTable: "BB/PB atau BB/TB tidak dihitung: panjang/tinggi badan di luar tabel WHO.",
  oedema: "Berat badan tidak dinilai terhadap standar: ada bengkak di kedua kaki (berat ikut menghitung cairan).",
  recheck: "periksa kembali pengukuran:",
  severe: { arm: "LiLA < 11,5 cm", oedema: "edema kedua kaki" },
} as const;

/** N/T (2T written "T (2T)"), O, B, or empty when not judged; the gain and the KBM with N or T. */
function weighingCells(weighing: WeighingResult | undefined): string[] {
  if (!weighing?.code) return ["", "", ""];
  const code = weighing.code === "T" && weighing.twoT ? "T (2T)" : weighing.code;
  const judged = weighing.code === "N" || weighing.code === "T";
  return [code, judged ? String(weighing.gainGrams) : "", judged ? String(weighing.kbmGrams) : ""];
}

function childCells(child: CsvChild): string[] {
  return [text(child.name), text(SEX_LABELS[child.sex]), child.birthDate, decimal(child.gestationalWeeks, 1)];
}

function measurementCells(child: CsvChild, measurement: CsvMeasurement): string[] {
  const { result } = measurement;
  const measured = [
    decimal(measurement.weightKg, 2),
    decimal(measurement.lengthCm, 1),
    measurement.position === null || measurement.lengthCm === null ? "" : text(POSITION_LABELS[measurement.position]),
    decimal(measurement.headCm, 1),
    decimal(measurement.armCm, 1),
    measurement.oedema === true ? "ya" : measurement.oedema === false ? "tidak" : "",
  ];
  if (!result.ok) {
    // The age is a fact of the two dates, kept where it is one (not before birth).
    const age = ageInDays(child.birthDate, measurement.measuredOn);
    return [
      measurement.measuredOn,
      age === null || age < 0 ? "" : String(age),
      "",
      "",
      ...measured,
      "",
      "",
      ...INDICATOR_COLUMNS.flatMap(() => ["", ""]),
      "",
      "",
      "",
      "",
      "",
      text(`${CSV_NOTES.refused} ${refusalText(result.reason)}`),
    ];
  }
  const byId = new Map<IndicatorId, IndicatorResult>(result.indicators.map((indicator) => [indicator.id, indicator]));
  const indicatorCells = INDICATOR_COLUMNS.flatMap(({ id }) => {
    const indicator = byId.get(id);
    return indicator && indicator.z !== null ? [zScore(indicator.z), text(indicator.label)] : ["", ""];
  });
  const flagged = result.indicators
    .filter((indicator) => indicator.z !== null && indicator.flag === "implausible")
    .map((indicator) => indicator.abbreviation);
  const notes: string[] = [];
  if (result.warnings.includes("standing-under-9-months")) notes.push(CSV_NOTES.standingUnder9Months);
  if (result.indicators.some((indicator) => indicator.z === null && indicator.reason !== "oedema")) {
    notes.push(CSV_NOTES.outsideTable);
  }
  if (result.indicators.some((indicator) => indicator.z === null && indicator.reason === "oedema")) {
    notes.push(CSV_NOTES.oedema);
  }
  return [
    measurement.measuredOn,
    String(result.chronologicalAgeDays),
    result.ageUsed === "corrected" ? "koreksi" : "kronologis",
    String(result.ageDays),
    ...measured,
    decimal(result.lengthUsedCm, 1),
    decimal(result.bmi, 2),
    ...indicatorCells,
    ...weighingCells(measurement.weighing),
    result.severeSigns.map((sign) => CSV_NOTES.severe[sign]).join("; "),
    flagged.length > 0 ? text(`${CSV_NOTES.recheck} ${flagged.join(", ")}`) : "",
    text(notes.join(" ")),
  ];
}

/**
 * A check's cells: its date, the list's age, the age used, the result's title, and the skills of
 * the list not seen yet and lost, in the list's order, one "; " between them. A skill without an
 * answer (only for a list that changed since) is not seen yet, as the result counts it. A list
 * that is no longer in the data keeps its facts, with no result and no skills.
 */
function checkCells(check: CsvCheck): string[] {
  const list = checkpointAt(check.checkpoint);
  const milestones = list?.milestones ?? [];
  const answered = (skill: { id: string }) => check.answers[skill.id];
  const notYet = milestones.filter((skill) => answered(skill) !== "ya" && answered(skill) !== "hilang");
  const lost = milestones.filter((skill) => answered(skill) === "hilang");
  return [
    check.checkedOn,
    String(check.checkpoint),
    check.ageUsed,
    list ? text(RESULT_TEXT[developmentResult(list, check).level].title) : "",
    text(notYet.map((skill) => skill.text).join("; ")),
    text(lost.map((skill) => skill.text).join("; ")),
    check.lostOther ? "ya" : "tidak",
  ];
}

const byDateThenId =
  <T extends { id: number }>(date: (item: T) => string) =>
  (a: T, b: T) =>
    date(a) < date(b) ? -1 : date(a) > date(b) ? 1 : a.id - b.id;

/**
 * The file: a header row, then one row per measurement, children oldest first (earliest birth
 * date), each child's measurements oldest first, so it reads as a chronological record; then one
 * row per recorded immunisation (issue 35), oldest first, in the three columns after them; then one
 * row per development check (issue 36), oldest first, in the last seven columns. A child
 * without measurements still gets one row (its facts, the measurement columns empty); a
 * measurement the tables refuse keeps its values, with the reason in "Catatan".
 */
export function childrenCsv(children: readonly CsvChild[]): string {
  const rows = [...children].sort(byDateThenId((child) => child.birthDate)).flatMap((child) => {
    const doseRows = [...(child.doses ?? [])]
      .sort(byDateThenId((dose) => dose.givenOn))
      .map((dose) => [
        ...childCells(child),
        ...Array<string>(MEASUREMENT_CELLS).fill(""),
        text(scheduledDose(dose.dose)?.label ?? dose.dose),
        dose.givenOn,
        text(dose.place ?? ""),
        ...NO_CHECK,
      ]);
    const checkRows = [...(child.checks ?? [])]
      .sort(byDateThenId((check) => check.checkedOn))
      .map((check) => [
        ...childCells(child),
        ...Array<string>(MEASUREMENT_CELLS).fill(""),
        ...NO_DOSE,
        ...checkCells(check),
      ]);
    if (child.measurements.length === 0) {
      const empty = Array<string>(MEASUREMENT_CELLS).fill("");
      empty[empty.length - 1] = CSV_NOTES.noMeasurement;
      return [[...childCells(child), ...empty, ...NO_DOSE, ...NO_CHECK], ...doseRows, ...checkRows];
    }
    return [
      ...[...child.measurements]
        .sort(byDateThenId((measurement) => measurement.measuredOn))
        .map((measurement) => [...childCells(child), ...measurementCells(child, measurement), ...NO_DOSE, ...NO_CHECK]),
      ...doseRows,
      ...checkRows,
    ];
  });
  return BOM + [[...HEADERS, ...DOSE_HEADERS, ...CHECK_HEADERS], ...rows].map(record).join("");
}

/** The download's file name: bidanku-pengukuran-anak-2026-11-25.csv (today in Jakarta). */
export function childrenCsvFileName(today: IsoDate): string {
  return `bidanku-pengukuran-anak-${today}.csv`;
}
