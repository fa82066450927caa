// A member's children and their measurements (issue 16, part 3): reading the two forms as typed,
// scoring a stored measurement with the growth check, and the texts of both. Pure, so the
// server's actions, its pages and the unit tests share it.
import { type CalendarToday, daysBetween, parseIsoDate } from "./dates";
import { type ChartKind, type ChartMeasurement, type GrowthChartModel, growthChart } from "./growth-chart";
import type { GrowthHistory } from "./growth-advice";
import { crossing, type Weighing, type ZPoint, weighingResults } from "./growth-over-time";
import { GROWTH_CHECK_MESSAGES, measureMessage, oedemaAnswer, readMeasure, readOedema } from "./growth-check-form";
import { formatNumber, parseDecimal } from "./numbers";
import {
  checkGrowth,
  GESTATION_WEEKS,
  type GrowthRefusal,
  type GrowthResult,
  type RefusalReason,
} from "./who/growth-check";
import type { Position, Sex } from "./who/lms";
import { type GrowthTables, type IndicatorId, LAST_TABLE_DAY } from "./who/zscore";

/** A child as the growth check needs it. */
export interface ChildFacts {
  sex: Sex;
  /** YYYY-MM-DD */
  birthDate: string;
  gestationalWeeks: number | null;
}

/** One stored measurement (at least one of weight, length and head). */
export interface Measurement {
  /** YYYY-MM-DD */
  measuredOn: string;
  weightKg: number | null;
  lengthCm: number | null;
  /** Present exactly when there is a length. */
  position: Position | null;
  headCm: number | null;
  /** LiLA in cm (from 6 months), issue 34; absent or null: not measured. */
  armCm?: number | null;
  /** Pitting oedema of both feet: true, false (checked, none); absent or null: not checked. */
  oedema?: boolean | null;
}

export const CHILD_LIMITS = {
  /** A name or nickname. */
  nameMax: 60,
  /** Children one account may keep. */
  children: 20,
  /** Measurements one child may have: five years of weekly weighing and then some. */
  measurements: 300,
} as const;

export const MEASUREMENT_FIELDS = ["measuredOn", "weight", "length", "position", "head", "arm", "oedema"] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];
export type MeasurementValues = Partial<Record<MeasurementField, string>>;
export type MeasurementErrors = Partial<Record<MeasurementField, string>>;

export const CHILD_MESSAGES = {
  name: "Nama atau panggilan anak wajib diisi",
  nameTooLong: `Nama atau panggilan anak maksimal ${CHILD_LIMITS.nameMax} karakter`,
  sex: GROWTH_CHECK_MESSAGES.sex,
  birthDate: GROWTH_CHECK_MESSAGES.birthDate,
  bornInFuture: "Tanggal lahir tidak boleh di masa depan.",
  tooOld:
    "Catatan pertumbuhan ini untuk anak usia 0 sampai 60 bulan (5 tahun), sesuai standar WHO. Untuk anak yang lebih besar, tanyakan kepada bidan atau dokter.",
  gestationalWeeks: GROWTH_CHECK_MESSAGES.gestationalWeeks,
  /** An edit of the birth date or gestational age that would leave a stored measurement unscorable. */
  breaksMeasurements:
    "Dengan tanggal lahir atau usia kehamilan ini, ada pengukuran tersimpan yang tidak dapat dinilai (misalnya tercatat sebelum lahir). Periksa kembali, atau hapus dulu pengukuran itu.",
  breaksDoses:
    "Ada catatan imunisasi yang tanggalnya sebelum tanggal lahir ini. Periksa kembali tanggal lahir, atau ubah dulu catatan imunisasi itu.",
  tooManyChildren: `Satu akun dapat menyimpan paling banyak ${CHILD_LIMITS.children} anak.`,
  /** UU 27/2022: a child's health data is kept only with the parent's explicit consent (decision 051). */
  consent: "Centang persetujuan ini agar data anak dapat disimpan.",
} as const;

export const MEASUREMENT_MESSAGES = {
  measuredOn: GROWTH_CHECK_MESSAGES.measuredOn,
  none: "Isi paling sedikit satu: berat badan, panjang/tinggi badan, lingkar kepala, LiLA, atau bengkak di kedua kaki yang ditemukan.",
  weight: `${GROWTH_CHECK_MESSAGES.weight} Kosongkan bila tidak ditimbang.`,
  length: `${GROWTH_CHECK_MESSAGES.length} Kosongkan bila tidak diukur.`,
  position: GROWTH_CHECK_MESSAGES.position,
  head: GROWTH_CHECK_MESSAGES.head,
  arm: GROWTH_CHECK_MESSAGES.arm,
  armUnder6Months: GROWTH_CHECK_MESSAGES.armUnder6Months,
  oedema: GROWTH_CHECK_MESSAGES.oedema,
  measuredBeforeBirth: GROWTH_CHECK_MESSAGES.measuredBeforeBirth,
  measuredInFuture: GROWTH_CHECK_MESSAGES.measuredInFuture,
  tooOld:
    "Pada tanggal ini anak sudah lebih dari 60 bulan; standar WHO hanya sampai 60 bulan, jadi pengukuran ini tidak dapat dinilai.",
  beforeTerm: GROWTH_CHECK_MESSAGES.beforeTerm,
  badChild: "Data anak ini perlu diperbaiki dulu (tanggal lahir atau usia kehamilan).",
  tooMany: `Satu anak dapat menyimpan paling banyak ${CHILD_LIMITS.measurements} pengukuran. Hapus pengukuran lama yang tidak diperlukan.`,
} as const;

/** Which field of the measurement form a refusal of the growth check belongs to. */
const REFUSAL_FIELD: Record<RefusalReason, [MeasurementField, string]> = {
  "invalid-date": ["measuredOn", MEASUREMENT_MESSAGES.measuredOn],
  "measured-before-birth": ["measuredOn", MEASUREMENT_MESSAGES.measuredBeforeBirth],
  "measured-in-future": ["measuredOn", MEASUREMENT_MESSAGES.measuredInFuture],
  "older-than-60-months": ["measuredOn", MEASUREMENT_MESSAGES.tooOld],
  "gestational-age-out-of-range": ["measuredOn", MEASUREMENT_MESSAGES.badChild],
  "corrected-age-before-term": ["measuredOn", MEASUREMENT_MESSAGES.beforeTerm],
  "no-measurement": ["weight", MEASUREMENT_MESSAGES.none],
  "weight-out-of-range": ["weight", MEASUREMENT_MESSAGES.weight],
  "length-out-of-range": ["length", MEASUREMENT_MESSAGES.length],
  "head-out-of-range": ["head", MEASUREMENT_MESSAGES.head],
  "arm-out-of-range": ["arm", MEASUREMENT_MESSAGES.arm],
  "arm-under-6-months": ["arm", MEASUREMENT_MESSAGES.armUnder6Months],
};

/** A refusal's message in a sentence, for a stored row that cannot be scored (after an edit elsewhere). */
export function refusalText(reason: RefusalReason): string {
  return REFUSAL_FIELD[reason][1];
}

/**
 * The child's date of birth as typed, or the message for it: not in the future and at most 60
 * months ago (WHO's tables end there). A child already kept may have grown past 60 months: an
 * edit may keep its `stored` birth date (the action then checks that its measurements can still
 * be scored), but a changed one must be a date the growth check can use.
 */
export function readBirthDate(
  value: string,
  day: CalendarToday,
  { stored }: { stored?: string } = {},
): { ok: true; date: string } | { ok: false; message: string } {
  const date = parseIsoDate(value);
  if (!date) return { ok: false, message: CHILD_MESSAGES.birthDate };
  if (daysBetween(date, day.latest) < 0) return { ok: false, message: CHILD_MESSAGES.bornInFuture };
  if (date !== stored && daysBetween(date, day.today) > LAST_TABLE_DAY) {
    return { ok: false, message: CHILD_MESSAGES.tooOld };
  }
  return { ok: true, date };
}

/** The gestational age as typed ("" is unknown), or the message for it. */
export function readGestationalWeeks(
  value: string,
): { ok: true; weeks: number | null } | { ok: false; message: string } {
  if (!value.trim()) return { ok: true, weeks: null };
  const read = parseDecimal(value, 1);
  if (!read.ok || read.value < GESTATION_WEEKS.min || read.value > GESTATION_WEEKS.max) {
    return { ok: false, message: CHILD_MESSAGES.gestationalWeeks };
  }
  return { ok: true, weeks: read.value };
}

const isPosition = (value: unknown): value is Position => value === "lying" || value === "standing";

/** Scores a measurement of the child on the WHO tables (the growth check of the visitor's page). */
export function scoreMeasurement(
  tables: GrowthTables,
  child: ChildFacts,
  measurement: Measurement,
  day: CalendarToday,
): GrowthResult | GrowthRefusal {
  return checkGrowth(tables, {
    sex: child.sex,
    birthDate: child.birthDate,
    measuredOn: measurement.measuredOn,
    today: day.latest,
    weightKg: measurement.weightKg ?? undefined,
    length:
      measurement.lengthCm !== null && measurement.position !== null
        ? { cm: measurement.lengthCm, position: measurement.position }
        : undefined,
    headCm: measurement.headCm ?? undefined,
    armCm: measurement.armCm ?? undefined,
    oedema: measurement.oedema ?? undefined,
    gestationalWeeks: child.gestationalWeeks ?? undefined,
  });
}

/** A stored measurement with what the tables made of it. */
export interface ScoredMeasurement {
  measurement: Measurement;
  scored: GrowthResult | GrowthRefusal;
}

/** Each chart and the indicator whose implausible flag keeps a point off it. */
const CHART_INDICATORS: readonly (readonly [ChartKind, IndicatorId])[] = [
  ["bb-u", "bb-u"],
  ["pb-u", "pb-u"],
  ["bb-pb-tb", "bb-pb"],
];

/**
 * The child's growth charts (issue 16, item 4): weight-for-age, length/height-for-age and
 * weight-for-length/height, each drawn from the measurements the tables could score, at the age
 * they were scored at (corrected for a preterm child) and with the length after the 0.7 cm
 * adjustment. A value WHO flags as implausible (most likely a typo: 75 kg for 7,5) is left off
 * that chart, with a note, so one slip cannot squash every curve. A chart with nothing to draw
 * and nothing to say is left out (a child only ever weighed has no length chart).
 */
export function childCharts(
  tables: GrowthTables,
  sex: Sex,
  rows: readonly ScoredMeasurement[],
  histories: readonly GrowthHistory[] = [],
): GrowthChartModel[] {
  const charts: GrowthChartModel[] = [];
  for (const [kind, indicatorId] of CHART_INDICATORS) {
    const points: ChartMeasurement[] = [];
    let flagged = 0;
    let swollen = 0;
    for (const [index, { measurement, scored }] of rows.entries()) {
      if (!scored.ok) continue;
      // A weight taken with oedema of both feet includes fluid: not scored, so not drawn either.
      if (
        scored.indicators.some(
          (indicator) => indicator.id === indicatorId && indicator.z === null && indicator.reason === "oedema",
        )
      ) {
        swollen += 1;
        continue;
      }
      if (
        scored.indicators.some((indicator) => indicator.id === indicatorId && indicator.z !== null && indicator.flag)
      ) {
        flagged += 1;
        continue;
      }
      points.push({
        date: measurement.measuredOn,
        ageDays: scored.ageDays,
        weightKg: measurement.weightKg ?? undefined,
        lengthCm: scored.lengthUsedCm,
        ...weighingMark(histories[index]),
      });
    }
    const chart = growthChart(tables, kind, sex, points);
    const flaggedNote =
      flagged > 0
        ? `${flagged} pengukuran yang ditandai "Periksa kembali pengukuran" tidak digambar di grafik ini.`
        : null;
    const swollenNote =
      swollen > 0
        ? `${swollen} pengukuran dengan bengkak di kedua kaki tidak digambar di grafik ini: berat badannya ikut menghitung cairan.`
        : null;
    const note = [chart.note, flaggedNote, swollenNote].filter(Boolean).join(" ") || null;
    if (chart.table.rows.length > 0 || note !== null) charts.push({ ...chart, note });
  }
  return charts;
}

/**
 * Each stored measurement's history (`rows` newest first, as the page lists them; the same order
 * comes back): its weighing's N/T (issue 34), and for the newest one any fall across the lines on
 * weight- or length/height-for-age. Only what the tables scored counts, and no flagged value.
 */
export function measurementHistories(rows: readonly ScoredMeasurement[]): GrowthHistory[] {
  const oldestFirst = rows.map((row, index) => ({ ...row, index })).reverse();
  const weighed = oldestFirst.flatMap(({ measurement, scored, index }) => {
    if (!scored.ok || measurement.weightKg === null) return [];
    const bbu = scored.indicators.find((indicator) => indicator.id === "bb-u");
    const weighing: Weighing = {
      date: measurement.measuredOn,
      ageDays: scored.ageDays,
      weightKg: measurement.weightKg,
      ...(scored.ageUsed === "corrected" ? { corrected: true } : {}),
      flagged: bbu?.z !== null && bbu?.flag === "implausible",
      ...(measurement.oedema === true ? { oedema: true } : {}),
    };
    return [{ index, weighing }];
  });
  const results = weighingResults(weighed.map(({ weighing }) => weighing));
  const histories: GrowthHistory[] = rows.map(() => ({}));
  weighed.forEach(({ index }, at) => {
    histories[index]!.weighing = results[at];
  });
  const newest = rows[0];
  if (newest?.scored.ok) {
    const crossings: NonNullable<GrowthHistory["crossings"]> = [];
    for (const id of ["bb-u", "pb-u"] as const) {
      const points: ZPoint[] = oldestFirst.flatMap(({ measurement, scored }) => {
        if (!scored.ok) return [];
        const indicator = scored.indicators.find((one) => one.id === id);
        if (!indicator || indicator.z === null || indicator.flag) return [];
        return [
          {
            date: measurement.measuredOn,
            ageDays: scored.ageDays,
            z: indicator.z,
            ...(scored.ageUsed === "corrected" ? { corrected: true } : {}),
          },
        ];
      });
      const newestHasIt = points.at(-1)?.date === newest.measurement.measuredOn;
      const found = newestHasIt ? crossing(points) : null;
      // A length is harder to measure than a weight (1 cm is about 0.5 SD at 6 weeks): a fall in
      // length/height-for-age counts only when the measurement before showed it too.
      const confirmed = found && (id === "bb-u" || crossing(points.slice(0, -1)) !== null);
      const latest = newest.scored.indicators.find((one) => one.id === id);
      if (found && confirmed) {
        crossings.push({ indicator: id, crossing: found, normal: latest?.z != null && latest.tone === "normal" });
      }
    }
    histories[0]!.crossings = crossings;
  }
  return histories;
}

/** A weighing's code as the weight-for-age chart's table writes it (the chart marks N and T). */
function weighingMark(history: GrowthHistory | undefined): Pick<ChartMeasurement, "weighing"> {
  const weighing = history?.weighing;
  if (!weighing?.code) return {};
  return { weighing: weighing.code === "T" && weighing.twoT ? "2T" : weighing.code };
}

export type MeasurementRead = { ok: true; measurement: Measurement } | { ok: false; errors: MeasurementErrors };

/**
 * Reads the measurement form (strings as typed; "8,4" and "8.4" alike) for this child. The date is
 * required; weight, length (with how it was measured) and head circumference are each optional,
 * but one of them must be there. The measurement is then scored as the visitor's check scores
 * it, so nothing is stored that the table could not show: a refusal is a message on its field.
 */
export function readMeasurement(
  tables: GrowthTables,
  child: ChildFacts,
  values: MeasurementValues,
  day: CalendarToday,
): MeasurementRead {
  const errors: MeasurementErrors = {};
  const text = (field: MeasurementField) => (values[field] ?? "").trim();

  const measuredOn = parseIsoDate(text("measuredOn"));
  if (!measuredOn) errors.measuredOn = MEASUREMENT_MESSAGES.measuredOn;
  const weight = text("weight") ? readMeasure("weight", text("weight")) : null;
  if (weight && !weight.ok) errors.weight = measureMessage("weight", weight.problem, MEASUREMENT_MESSAGES.weight);
  const length = text("length") ? readMeasure("length", text("length")) : null;
  if (length && !length.ok) errors.length = measureMessage("length", length.problem, MEASUREMENT_MESSAGES.length);
  const position = text("position");
  if (length && !isPosition(position)) errors.position = MEASUREMENT_MESSAGES.position;
  const head = text("head") ? readMeasure("head", text("head")) : null;
  if (head && !head.ok) errors.head = measureMessage("head", head.problem, MEASUREMENT_MESSAGES.head);
  const arm = text("arm") ? readMeasure("arm", text("arm")) : null;
  if (arm && !arm.ok) errors.arm = measureMessage("arm", arm.problem, MEASUREMENT_MESSAGES.arm);
  const oedema = readOedema(text("oedema"));
  if (oedema === null) errors.oedema = MEASUREMENT_MESSAGES.oedema;
  if (!weight && !length && !head && !arm && oedema !== true) errors.weight = MEASUREMENT_MESSAGES.none;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const measurement: Measurement = {
    measuredOn: measuredOn!,
    weightKg: weight?.ok ? weight.value : null,
    lengthCm: length?.ok ? length.value : null,
    position: length?.ok && isPosition(position) ? position : null,
    headCm: head?.ok ? head.value : null,
    armCm: arm?.ok ? arm.value : null,
    oedema: oedema ?? null,
  };
  const scored = scoreMeasurement(tables, child, measurement, day);
  if (!scored.ok) {
    const [field, message] = REFUSAL_FIELD[scored.reason];
    return { ok: false, errors: { [field]: message } };
  }
  return { ok: true, measurement };
}

/**
 * Whether every stored measurement can still be scored with the child's new facts (an edit of the
 * birth date or gestational age): a refusal names the first measurement that could not.
 */
export function firstUnscorable(
  tables: GrowthTables,
  child: ChildFacts,
  measurements: readonly Measurement[],
  day: CalendarToday,
): Measurement | null {
  return measurements.find((measurement) => !scoreMeasurement(tables, child, measurement, day).ok) ?? null;
}

/** A stored value as the form shows it: "8,4", or "" when absent. */
export function formValue(value: number | null): string {
  return value === null ? "" : formatNumber(value, 2);
}

/** A measurement's values as the edit form shows them. */
export function measurementFormValues(measurement: Measurement): MeasurementValues {
  return {
    measuredOn: measurement.measuredOn,
    weight: formValue(measurement.weightKg),
    length: formValue(measurement.lengthCm),
    position: measurement.position ?? "",
    head: formValue(measurement.headCm),
    arm: formValue(measurement.armCm ?? null),
    oedema: oedemaAnswer(measurement.oedema),
  };
}

export const SEX_LABELS: Record<Sex, string> = { laki: "Laki-laki", perempuan: "Perempuan" };

export const POSITION_LABELS: Record<Position, string> = { lying: "berbaring", standing: "berdiri" };
