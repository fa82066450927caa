import { addDays, calendarMonthsBetween, formatShortDate, type IsoDate, parseIsoDate } from "./dates";
import { formatMeasured, formatNumber } from "./numbers";
import { DAYS_PER_MONTH, type Sex } from "./who/lms";
import {
  type CurveId,
  type CurvePoint,
  curvePoints,
  curveRange,
  FIRST_STANDING_DAY,
  type GrowthTables,
  LAST_TABLE_DAY,
  lengthTableFor,
  zForAge,
  zForLength,
} from "./who/zscore";

// A child's growth chart (issue 16, item 4) as plain numbers and strings: WHO's -3, -2, 0, +2 and
// +3 SD lines for the child's sex as SVG paths in a fixed viewBox, the axes, the child's points
// joined, and the same data as a table. Pure: the server renders it as an inline SVG
// (app/components/GrowthChart.tsx); nothing runs in the browser.

/** The three charts: weight-for-age, length/height-for-age, weight-for-length/height. */
export type ChartKind = "bb-u" | "pb-u" | "bb-pb-tb";

/** One measurement of the child, as the growth check scored it. */
export interface ChartMeasurement {
  /** Date of the measurement, "YYYY-MM-DD". */
  date: string;
  /** The age the tables were read at, in whole days (GrowthResult.ageDays: corrected or not). */
  ageDays: number;
  weightKg?: number;
  /** Length or height in cm as the tables read it, after the 0.7 cm adjustment (GrowthResult.lengthUsedCm). */
  lengthCm?: number;
  /**
   * The weighing's code (issue 34): N and T (2T too) are marked on the weight-for-age chart, and
   * every code is written in its table; absent when not judged.
   */
  weighing?: "N" | "T" | "2T" | "O" | "B";
}

/** The WHO lines drawn, lowest first. */
export const CHART_Z = [-3, -2, 0, 2, 3] as const;

/** The SVG's coordinate system: drawn 1:1 on a 360 px phone, scaled with the viewBox elsewhere. */
export const CHART_SIZE = { width: 360, height: 300 } as const;

/** The plotting area inside the viewBox; the margins hold the ticks, the unit and the line labels. */
export const PLOT = { left: 38, right: 332, top: 18, bottom: 262 } as const;

/** Text size in the viewBox: about 12 px on a 360 px phone. */
export const CHART_FONT_SIZE = 13;

/** The least distance between two line labels at the right end. */
const LABEL_GAP = CHART_FONT_SIZE;

/** Days between samples of the age lines (a longer window takes a longer step, about 5 px either way). */
const AGE_STEP_DAYS = { upTo36Months: 15, longer: 30 } as const;

/** cm between samples of the weight-for-length/height lines (about 4.5 px; the lines bend gently). */
const LENGTH_STEP_CM = 1;

const MONTHS_24 = 24;
const MONTHS_60 = 60;

export interface Tick {
  value: number;
  /** Position along the axis in the viewBox (x for the x axis, y for the y axis). */
  at: number;
  label: string;
}

export interface Axis {
  min: number;
  max: number;
  /** Under the x axis, or above the y axis. */
  title: string;
  ticks: Tick[];
}

export interface ChartLine {
  z: (typeof CHART_Z)[number];
  /** "+3", "+2", "0", "−2", "−3" (a real minus sign), written at the line's right end. */
  label: string;
  /** SVG path data, coordinates rounded to 0.1. */
  d: string;
  /** Where the label goes (its left end, its middle), moved apart when two lines end close. */
  labelX: number;
  labelY: number;
  /** The sampled values the path draws, unrounded: x in days or cm, y in kg or cm. */
  samples: { x: number; y: number }[];
}

export interface ChartPointMark {
  /** Centre in the viewBox, rounded to 0.1. */
  cx: number;
  cy: number;
  /** On the weight-for-age chart: the weighing's N or T, written above the point. */
  mark?: "N" | "T";
}

export interface ChartTableRow {
  date: string;
  ageDays: number;
  /** The chart's x (age in days or length in cm) and y (kg or cm). */
  x: number;
  y: number;
  /** Rounded as WHO Anthro rounds. */
  z: number;
  /** The row as the table prints it, in the order of the table's columns. */
  cells: string[];
}

export interface GrowthChartModel {
  kind: ChartKind;
  /** The WHO curve drawn: for "bb-pb-tb", "bb-pb" (length, under 24 months) or "bb-tb" (height). */
  curve: CurveId;
  sex: Sex;
  /** "Berat badan menurut umur (BB/U)" */
  title: string;
  /** "Anak laki-laki" */
  sexLabel: string;
  /** A text alternative of the picture for the SVG's <desc>. */
  description: string;
  /** Measurements that are not drawn and why, or null when all are. */
  note: string | null;
  viewBox: string;
  x: Axis;
  y: Axis;
  /** Light grid lines at every tick, one path. */
  grid: string;
  /** The five WHO lines, CHART_Z's order. */
  lines: ChartLine[];
  /** The child's points joined in order of age (empty with fewer than two points). */
  childPath: string;
  childPoints: ChartPointMark[];
  /** `textColumns`: how many leading columns are words (aligned left); the rest are numbers. */
  table: { caption: string; columns: string[]; textColumns: number; rows: ChartTableRow[] };
}

const SEX_LABEL: Record<Sex, string> = { laki: "Anak laki-laki", perempuan: "Anak perempuan" };

const twoDecimals = /* @__PURE__ */ new Intl.NumberFormat("id-ID", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "−1,40", "+0,10", "0,00": a rounded z with both decimals, so a column of them lines up. */
export function formatChartZ(z: number): string {
  return `${z < 0 ? "−" : z > 0 ? "+" : ""}${twoDecimals.format(Math.abs(z))}`;
}

const Z_LABEL = (z: number) => (z > 0 ? `+${z}` : z < 0 ? `−${-z}` : "0");

/**
 * "11 bulan 3 hari", "24 bulan", "5 hari": an age of `days` on the date `on`, in completed calendar
 * months and days as a parent counts it (the tables' 30.4375-day months place the point).
 */
export function formatAgeMonths(days: number, on: IsoDate): string {
  const { months, days: rest } = calendarMonthsBetween(addDays(on, -days), on);
  if (months === 0) return `${rest} hari`;
  return rest === 0 ? `${months} bulan` : `${months} bulan ${rest} hari`;
}

interface Plotted {
  date: string;
  ageDays: number;
  x: number;
  y: number;
  z: number;
  weighing?: "N" | "T" | "2T" | "O" | "B";
}

/**
 * The months an age chart shows, from birth: up to the latest age plus 6 months, rounded up to
 * whole half-years, at least 24 months and at most 60 (WHO's tables end at day 1826).
 */
export function ageWindowMonths(latestAgeDays: number | null): number {
  if (latestAgeDays === null) return MONTHS_24;
  const wanted = Math.ceil((latestAgeDays / DAYS_PER_MONTH + 6) / 6 - 1e-9) * 6;
  return Math.min(MONTHS_60, Math.max(MONTHS_24, wanted));
}

/**
 * The weight-for-length/height curve a chart draws: weight-for-length (45-110 cm) while the
 * latest measurement is under 24 months (731 days), weight-for-height (65-120 cm) from then on;
 * weight-for-length with no measurement.
 */
export function lengthCurveFor(latestAgeDays: number | null): "bb-pb" | "bb-tb" {
  return latestAgeDays !== null && lengthTableFor(latestAgeDays) === "wfh" ? "bb-tb" : "bb-pb";
}

const isAge = (days: number) => Number.isInteger(days) && days >= 0 && days <= LAST_TABLE_DAY;
const isPositive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

/** Builds a chart of one kind for a child of one sex from the child's measurements (any order). */
export function growthChart(
  tables: GrowthTables,
  kind: ChartKind,
  sex: Sex,
  measurements: readonly ChartMeasurement[],
): GrowthChartModel {
  const usable = measurements
    .filter((m) => isAge(m.ageDays) && parseIsoDate(m.date) !== null)
    .filter((m) =>
      kind === "bb-u"
        ? isPositive(m.weightKg)
        : kind === "pb-u"
          ? isPositive(m.lengthCm)
          : isPositive(m.weightKg) && isPositive(m.lengthCm),
    )
    .sort((a, b) => a.ageDays - b.ageDays || a.date.localeCompare(b.date));
  const latestAge = usable.at(-1)?.ageDays ?? null;

  let curve: CurveId;
  let plotted: Plotted[];
  const notes: string[] = [];
  if (kind === "bb-pb-tb") {
    curve = lengthCurveFor(latestAge);
    const table = curve === "bb-pb" ? "wfl" : "wfh";
    const range = curveRange(tables, curve, sex);
    const otherTable = usable.filter((m) => lengthTableFor(m.ageDays) !== table);
    const inTable = usable.filter((m) => lengthTableFor(m.ageDays) === table);
    plotted = [];
    let outside = 0;
    for (const m of inTable) {
      const z = zForLength(tables, sex, m.ageDays, m.lengthCm!, m.weightKg!);
      if (z === null) outside += 1;
      else plotted.push({ date: m.date, ageDays: m.ageDays, x: m.lengthCm!, y: m.weightKg!, z });
    }
    if (otherTable.length > 0) {
      notes.push(
        curve === "bb-tb"
          ? `Grafik ini memakai standar berat badan menurut tinggi badan (usia 24 bulan ke atas); ${otherTable.length} pengukuran sebelum usia 24 bulan tidak digambar di sini.`
          : `Grafik ini memakai standar berat badan menurut panjang badan (usia di bawah 24 bulan); ${otherTable.length} pengukuran dari usia 24 bulan tidak digambar di sini.`,
      );
    }
    if (outside > 0) {
      notes.push(
        `${outside} pengukuran dengan ${curve === "bb-pb" ? "panjang" : "tinggi"} badan di luar ${formatNumber(range.min)}–${formatNumber(range.max)} cm tidak dapat digambar karena di luar tabel WHO.`,
      );
    }
  } else {
    curve = kind;
    plotted = usable.map((m) => {
      const y = kind === "bb-u" ? m.weightKg! : m.lengthCm!;
      const z = zForAge(tables, kind, sex, m.ageDays, y);
      return {
        date: m.date,
        ageDays: m.ageDays,
        x: m.ageDays,
        y,
        z,
        ...(kind === "bb-u" && m.weighing ? { weighing: m.weighing } : {}),
      };
    });
  }

  // x: the window, and the WHO lines sampled across it.
  let xMin: number;
  let xMax: number;
  let xTicks: { value: number; label: string }[];
  let xTitle: string;
  let segments: CurvePoint[][];
  if (curve === "bb-pb" || curve === "bb-tb") {
    ({ min: xMin, max: xMax } = curveRange(tables, curve, sex));
    xTicks = [];
    for (let cm = Math.ceil(xMin / 10) * 10; cm <= xMax; cm += 10) xTicks.push({ value: cm, label: String(cm) });
    xTitle = curve === "bb-pb" ? "Panjang badan (cm)" : "Tinggi badan (cm)";
    segments = [sampled(tables, curve, sex, xMin, xMax, LENGTH_STEP_CM)];
  } else {
    const months = ageWindowMonths(latestAge);
    xMin = 0;
    xMax = Math.min(months * DAYS_PER_MONTH, LAST_TABLE_DAY);
    const tickMonths = months <= MONTHS_24 ? 3 : 6;
    xTicks = [];
    for (let month = 0; month <= months; month += tickMonths) {
      xTicks.push({ value: Math.min(month * DAYS_PER_MONTH, xMax), label: String(month) });
    }
    xTitle = "Usia (bulan)";
    const step = months <= 36 ? AGE_STEP_DAYS.upTo36Months : AGE_STEP_DAYS.longer;
    // Length: lying rows to day 730, standing from 731; the 0.7 cm step between them shows.
    segments =
      curve === "pb-u" && xMax >= FIRST_STANDING_DAY
        ? [
            sampled(tables, curve, sex, 0, FIRST_STANDING_DAY - 1, step),
            sampled(tables, curve, sex, FIRST_STANDING_DAY, xMax, step),
          ]
        : [sampled(tables, curve, sex, 0, xMax, step)];
  }
  const samples = segments.flat();

  // y: everything drawn fits, on round ticks.
  const ys = [...samples.flatMap((p) => [p.values[0]!, p.values.at(-1)!]), ...plotted.map((p) => p.y)];
  const y = niceAxis(Math.min(...ys), Math.max(...ys));

  const sx = (value: number) => PLOT.left + ((value - xMin) / (xMax - xMin)) * (PLOT.right - PLOT.left);
  const sy = (value: number) => PLOT.bottom - ((value - y.min) / (y.max - y.min)) * (PLOT.bottom - PLOT.top);

  const lines: ChartLine[] = CHART_Z.map((z, index) => {
    const points = samples.map((p) => ({ x: p.x, y: p.values[index]! }));
    return {
      z,
      label: Z_LABEL(z),
      d: pathData(points.map((p) => [sx(p.x), sy(p.y)])),
      labelX: PLOT.right + 4,
      labelY: round1(sy(points.at(-1)!.y)),
      samples: points,
    };
  });
  spreadLabels(lines, LABEL_GAP);

  const xAxis: Axis = {
    min: xMin,
    max: xMax,
    title: xTitle,
    ticks: xTicks.map((t) => ({ ...t, at: round1(sx(t.value)) })),
  };
  const yAxis: Axis = {
    min: y.min,
    max: y.max,
    title: curve === "pb-u" ? "cm" : "kg",
    ticks: y.ticks.map((value) => ({ value, at: round1(sy(value)), label: formatNumber(value, 1) })),
  };
  const grid = [
    ...xAxis.ticks.filter((t) => t.value > xMin).map((t) => `M${t.at} ${PLOT.top}V${PLOT.bottom}`),
    ...yAxis.ticks.filter((t) => t.value > y.min).map((t) => `M${PLOT.left} ${t.at}H${PLOT.right}`),
  ].join("");

  const childPoints = markWeighings(
    plotted.map((p): ChartPointMark & { weighing?: string } => ({
      cx: round1(sx(p.x)),
      cy: round1(sy(p.y)),
      ...(p.weighing ? { weighing: p.weighing } : {}),
    })),
  );
  const title = chartTitle(curve, xMax);
  const columns = tableColumns(curve);
  const rows = plotted.map((p): ChartTableRow => {
    const date = formatShortDate(parseIsoDate(p.date)!);
    const age = formatAgeMonths(p.ageDays, parseIsoDate(p.date)!);
    const cells =
      kind === "bb-pb-tb"
        ? [date, formatMeasured(p.x, "cm"), formatMeasured(p.y, "kg"), formatChartZ(p.z)]
        : kind === "bb-u"
          ? [date, age, formatMeasured(p.y, "kg"), formatChartZ(p.z), p.weighing ?? "–"]
          : [date, age, formatMeasured(p.y, "cm"), formatChartZ(p.z)];
    return { date: p.date, ageDays: p.ageDays, x: p.x, y: p.y, z: p.z, cells };
  });

  return {
    kind,
    curve,
    sex,
    title,
    sexLabel: SEX_LABEL[sex],
    description: describe(curve, sex, xAxis, plotted),
    note: notes.length > 0 ? notes.join(" ") : null,
    viewBox: `0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}`,
    x: xAxis,
    y: yAxis,
    grid,
    lines,
    childPath: childPoints.length > 1 ? pathData(childPoints.map((p) => [p.cx, p.cy])) : "",
    childPoints,
    table: {
      caption: `Pengukuran anak: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
      columns,
      textColumns: kind === "bb-pb-tb" ? 1 : 2,
      rows,
    },
  };
}

/** The least distance in x, in the viewBox, between two N/T letters: closer ones would overlap. */
const MARK_GAP = 12;

/**
 * N and T letters above the points, newest first, each at least MARK_GAP from the last one
 * written (a T before an N when both want the place): where monthly points crowd, some letters
 * are left to the table, which lists every code.
 */
function markWeighings(points: readonly (ChartPointMark & { weighing?: string })[]): ChartPointMark[] {
  const marks = points.map((point) => (point.weighing === "2T" ? "T" : point.weighing));
  const kept = new Set<number>();
  let lastX = Number.POSITIVE_INFINITY;
  for (let index = points.length - 1; index >= 0; index--) {
    const mark = marks[index];
    if (mark !== "N" && mark !== "T") continue;
    const point = points[index]!;
    if (lastX - point.cx < MARK_GAP) {
      // Too close to the letter on its right: a T takes the place of an N there.
      const right = [...kept].at(-1);
      if (mark === "T" && right !== undefined && marks[right] === "N") {
        kept.delete(right);
      } else continue;
    }
    kept.add(index);
    lastX = point.cx;
  }
  return points.map(({ weighing: _weighing, ...point }, index) =>
    kept.has(index) ? { ...point, mark: marks[index] as "N" | "T" } : point,
  );
}

/** The curve's points from `from` to `to` every `step`, always with `to` itself. */
function sampled(tables: GrowthTables, curve: CurveId, sex: Sex, from: number, to: number, step: number) {
  const points = curvePoints(tables, curve, sex, { zs: CHART_Z, from, to, step });
  const last = points.at(-1);
  if (!last || last.x < to) points.push(...curvePoints(tables, curve, sex, { zs: CHART_Z, from: to, to, step }));
  return points;
}

/** Round ticks, at most 10 intervals, starting at or below `low` and ending at or above `high`. */
function niceAxis(low: number, high: number): { min: number; max: number; ticks: number[] } {
  for (const step of [0.5, 1, 2, 5, 10, 20, 50]) {
    const first = Math.floor(low / step + 1e-9);
    const last = Math.ceil(high / step - 1e-9);
    if (last - first <= 10 || step === 50) {
      const ticks: number[] = [];
      for (let i = first; i <= last; i++) ticks.push(i * step);
      return { min: first * step, max: last * step, ticks };
    }
  }
  throw new Error("unreachable");
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Path data with coordinates rounded to 0.1: the first point absolute, every next one relative
 * to the previous rounded point ("M38 250.1l2.4-1.3 2.3-.8"), so rounding never drifts.
 */
function pathData(points: readonly (readonly [number, number])[]): string {
  let out = "";
  let previous: [number, number] | null = null;
  for (const [px, py] of points) {
    const tenths: [number, number] = [Math.round(px * 10), Math.round(py * 10)];
    if (!previous) {
      out = `M${tenths[0] / 10} ${tenths[1] / 10}l`;
    } else {
      const dx = short((tenths[0] - previous[0]) / 10);
      const dy = short((tenths[1] - previous[1]) / 10);
      out += `${out.endsWith("l") || dx.startsWith("-") ? "" : " "}${dx}${dy.startsWith("-") ? "" : " "}${dy}`;
    }
    previous = tenths;
  }
  return out.endsWith("l") ? out.slice(0, -1) : out;
}

/** A number without the 0 before its decimal point: ".5", "-.3", "2.4". */
const short = (value: number) => String(value).replace(/^(-?)0\./, "$1.");

/** Moves the right-end labels apart (top to bottom) so that none overlaps the next. */
function spreadLabels(lines: ChartLine[], gap: number) {
  const byY = [...lines].sort((a, b) => a.labelY - b.labelY);
  for (let i = 1; i < byY.length; i++) {
    const above = byY[i - 1]!;
    const here = byY[i]!;
    if (here.labelY - above.labelY < gap) here.labelY = round1(above.labelY + gap);
  }
  const overflow = byY.at(-1)!.labelY - (PLOT.bottom + 4);
  if (overflow > 0) for (const line of byY) line.labelY = round1(line.labelY - overflow);
}

function chartTitle(curve: CurveId, xMaxDays: number): string {
  if (curve === "bb-u") return "Berat badan menurut umur (BB/U)";
  if (curve === "bb-pb") return "Berat badan menurut panjang badan (BB/PB)";
  if (curve === "bb-tb") return "Berat badan menurut tinggi badan (BB/TB)";
  return xMaxDays < FIRST_STANDING_DAY
    ? "Panjang badan menurut umur (PB/U)"
    : "Panjang atau tinggi badan menurut umur (PB/U, TB/U)";
}

function tableColumns(curve: CurveId): string[] {
  // N/T: naik or tidak naik since last month's weighing (Buku KIA), "–" when not judged.
  if (curve === "bb-u") return ["Tanggal", "Usia", "Berat (kg)", "Skor z", "N/T"];
  // A zero-width space lets a narrow column break after the slash.
  if (curve === "pb-u") return ["Tanggal", "Usia", "Panjang/\u200Btinggi (cm)", "Skor z"];
  // No age here: the x axis is length, and five columns would not fit a 360 px phone.
  return ["Tanggal", curve === "bb-pb" ? "Panjang (cm)" : "Tinggi (cm)", "Berat (kg)", "Skor z"];
}

function describe(curve: CurveId, sex: Sex, x: Axis, plotted: Plotted[]): string {
  const range =
    curve === "bb-pb" || curve === "bb-tb"
      ? `${curve === "bb-pb" ? "panjang" : "tinggi"} badan ${formatNumber(x.min)}–${formatNumber(x.max)} cm`
      : `usia 0–${x.ticks.at(-1)!.label} bulan`;
  const lines = `Garis standar WHO untuk ${SEX_LABEL[sex].toLowerCase()}, ${range}: median (0), −2 dan +2 SD, −3 dan +3 SD.`;
  const last = plotted.at(-1);
  if (!last) return `${lines} Belum ada pengukuran anak yang digambar.`;
  const value = curve === "pb-u" ? `${formatMeasured(last.y, "cm")} cm` : `${formatMeasured(last.y, "kg")} kg`;
  const where =
    curve === "bb-pb" || curve === "bb-tb"
      ? `pada ${curve === "bb-pb" ? "panjang" : "tinggi"} badan ${formatMeasured(last.x, "cm")} cm`
      : `pada usia ${formatAgeMonths(last.ageDays, parseIsoDate(last.date)!)}`;
  const count = plotted.length === 1 ? "1 pengukuran anak" : `${plotted.length} pengukuran anak, dihubungkan garis`;
  return `${lines} ${count}; yang terakhir ${value} ${where} (skor z ${formatChartZ(last.z)}). Angka lengkapnya ada di tabel.`;
}
