// The "Cek Pertumbuhan" form (issue 16): its fields as typed, read into a WHO check, and what the
// page says about each result. Pure, so the server's action and the tests share it.
import { addDays, type CalendarToday, calendarMonthsBetween, type IsoDate, parseIsoDate } from "./dates";
import { formatNumber, parseDecimal } from "./numbers";
import {
  checkGrowth,
  GESTATION_WEEKS,
  type SevereSign,
  severeSignsFor,
  type GrowthInput,
  type GrowthResult,
  MEASUREMENT_LIMITS,
  type RefusalReason,
  type ScoredIndicator,
} from "./who/growth-check";
import type { Position, Sex } from "./who/lms";
import type { GrowthTables, IndicatorId } from "./who/zscore";

export const GROWTH_CHECK_FIELDS = [
  "sex",
  "birthDate",
  "measuredOn",
  "weight",
  "length",
  "position",
  "head",
  "arm",
  "oedema",
  "gestationalWeeks",
] as const;

export type GrowthCheckField = (typeof GROWTH_CHECK_FIELDS)[number];
export type GrowthCheckValues = Partial<Record<GrowthCheckField, string>>;
export type GrowthCheckErrors = Partial<Record<GrowthCheckField, string>>;

export const SEX_OPTIONS: readonly { value: Sex; label: string }[] = [
  { value: "laki", label: "Laki-laki" },
  { value: "perempuan", label: "Perempuan" },
];

/** The oedema question's answers: not checked (""), checked and none, checked and on both feet. */
export type OedemaAnswer = "" | "tidak" | "ya";

export const OEDEMA_OPTIONS: readonly { value: OedemaAnswer; label: string }[] = [
  { value: "", label: "Tidak diperiksa" },
  { value: "tidak", label: "Tidak ada bengkak yang membekas" },
  { value: "ya", label: "Ada, di kedua kaki (bekas tekanan tetap ada)" },
];

/** The oedema answer as typed: undefined is not checked, null a value no option has. */
export function readOedema(value: string): boolean | undefined | null {
  if (value === "") return undefined;
  if (value === "tidak") return false;
  if (value === "ya") return true;
  return null;
}

/** An answer as the form shows it again. */
export function oedemaAnswer(oedema: boolean | null | undefined): OedemaAnswer {
  return oedema === true ? "ya" : oedema === false ? "tidak" : "";
}

export const POSITION_OPTIONS: readonly { value: Position; label: string }[] = [
  { value: "lying", label: "Berbaring (panjang badan)" },
  { value: "standing", label: "Berdiri (tinggi badan)" },
];

const kg = (value: number) => formatNumber(value, 1);

export const GROWTH_CHECK_MESSAGES = {
  sex: "Pilih jenis kelamin anak.",
  birthDate: "Masukkan tanggal lahir yang valid.",
  measuredOn: "Masukkan tanggal pengukuran yang valid.",
  measuredBeforeBirth: "Tanggal pengukuran tidak boleh sebelum tanggal lahir.",
  measuredInFuture: "Tanggal pengukuran tidak boleh di masa depan.",
  tooOld:
    "Cek ini untuk anak usia 0 sampai 60 bulan (5 tahun). Untuk anak yang lebih besar, tanyakan kepada bidan atau dokter.",
  weight: `Masukkan berat badan antara ${kg(MEASUREMENT_LIMITS.weightKg.min)} dan ${MEASUREMENT_LIMITS.weightKg.max} kg, misalnya 8,4.`,
  length: `Masukkan panjang atau tinggi badan antara ${MEASUREMENT_LIMITS.lengthCm.min} dan ${MEASUREMENT_LIMITS.lengthCm.max} cm, dengan satu angka desimal, misalnya 72,5.`,
  position: "Pilih cara anak diukur: berbaring atau berdiri.",
  head: `Lingkar kepala antara ${MEASUREMENT_LIMITS.headCm.min} dan ${MEASUREMENT_LIMITS.headCm.max} cm, dengan satu angka desimal; kosongkan bila tidak diukur.`,
  arm: `Lingkar lengan atas (LiLA) antara ${MEASUREMENT_LIMITS.armCm.min} dan ${MEASUREMENT_LIMITS.armCm.max} cm, misalnya 13,5; bila pita menunjukkan mm, bagi 10 (125 mm = 12,5 cm). Kosongkan bila tidak diukur.`,
  armDecimals: "Tulis LiLA dengan satu angka di belakang koma, misalnya 13,5.",
  armUnder6Months:
    "LiLA dinilai mulai usia 6 bulan sejak lahir; kosongkan untuk bayi yang lebih muda. Bayi di bawah 6 bulan yang tampak sangat kurus, lemah menyusu, atau beratnya tidak naik: bawa ke puskesmas hari ini.",
  oedema: "Pilih hasil pemeriksaan bengkak di kedua kaki.",
  gestationalWeeks: `Usia kehamilan saat lahir dalam minggu, antara ${GESTATION_WEEKS.min} dan ${GESTATION_WEEKS.max}; kosongkan bila tidak tahu.`,
  birthInFuture: "Tanggal lahir tidak boleh di masa depan.",
  weightDecimals: "Tulis berat badan dengan paling banyak 2 angka di belakang koma, misalnya 8,45.",
  lengthDecimals: "Tulis panjang atau tinggi badan dengan satu angka di belakang koma, misalnya 72,5.",
  headDecimals: "Tulis lingkar kepala dengan satu angka di belakang koma, misalnya 45,5.",
  beforeTerm:
    "Bayi prematur ini belum mencapai tanggal perkiraan lahirnya (usia kehamilan 40 minggu), sedangkan standar WHO dimulai dari situ. Tanyakan grafik pertumbuhan bayi prematur kepada bidan atau dokter.",
} as const;

const MEASURES = {
  weight: { decimals: 2, limits: MEASUREMENT_LIMITS.weightKg, decimalsMessage: GROWTH_CHECK_MESSAGES.weightDecimals },
  length: { decimals: 1, limits: MEASUREMENT_LIMITS.lengthCm, decimalsMessage: GROWTH_CHECK_MESSAGES.lengthDecimals },
  head: { decimals: 1, limits: MEASUREMENT_LIMITS.headCm, decimalsMessage: GROWTH_CHECK_MESSAGES.headDecimals },
  arm: { decimals: 1, limits: MEASUREMENT_LIMITS.armCm, decimalsMessage: GROWTH_CHECK_MESSAGES.armDecimals },
} as const;

export type MeasureField = keyof typeof MEASURES;
type MeasureProblem = "empty" | "range" | "decimals";

/**
 * A weight, length or head circumference as typed, checked on its own: format, decimals and the
 * plausible range, so every field's mistake is said at once (a 700 cm length is named together
 * with a missing position, not after it is fixed). A wrong format gets the range message, which
 * gives an example.
 */
export function readMeasure(
  field: MeasureField,
  value: string,
): { ok: true; value: number } | { ok: false; problem: MeasureProblem } {
  const { decimals, limits } = MEASURES[field];
  const read = parseDecimal(value, decimals);
  if (!read.ok) return { ok: false, problem: read.reason === "format" ? "range" : read.reason };
  if (read.value < limits.min || read.value > limits.max) return { ok: false, problem: "range" };
  return { ok: true, value: read.value };
}

/** The message for a measure's problem: too many decimals said as such, anything else with the range. */
export function measureMessage(field: MeasureField, problem: MeasureProblem, rangeMessage: string): string {
  return problem === "decimals" ? MEASURES[field].decimalsMessage : rangeMessage;
}

/** Which field a refusal of the WHO check belongs to, and what it says there. */
const REFUSAL_FIELD: Record<RefusalReason, [GrowthCheckField, string]> = {
  "invalid-date": ["birthDate", GROWTH_CHECK_MESSAGES.birthDate],
  "measured-before-birth": ["measuredOn", GROWTH_CHECK_MESSAGES.measuredBeforeBirth],
  "measured-in-future": ["measuredOn", GROWTH_CHECK_MESSAGES.measuredInFuture],
  "older-than-60-months": ["birthDate", GROWTH_CHECK_MESSAGES.tooOld],
  "gestational-age-out-of-range": ["gestationalWeeks", GROWTH_CHECK_MESSAGES.gestationalWeeks],
  "corrected-age-before-term": ["gestationalWeeks", GROWTH_CHECK_MESSAGES.beforeTerm],
  "no-measurement": ["weight", GROWTH_CHECK_MESSAGES.weight],
  "weight-out-of-range": ["weight", GROWTH_CHECK_MESSAGES.weight],
  "length-out-of-range": ["length", GROWTH_CHECK_MESSAGES.length],
  "head-out-of-range": ["head", GROWTH_CHECK_MESSAGES.head],
  "arm-out-of-range": ["arm", GROWTH_CHECK_MESSAGES.arm],
  "arm-under-6-months": ["arm", GROWTH_CHECK_MESSAGES.armUnder6Months],
};

const EARLIEST_DATE = "1900-01-01";

const isSex = (value: unknown): value is Sex => value === "laki" || value === "perempuan";
const isPosition = (value: unknown): value is Position => value === "lying" || value === "standing";

export type GrowthCheckRead =
  | { ok: true; input: GrowthInput; result: GrowthResult }
  | { ok: false; errors: GrowthCheckErrors };

/**
 * Reads the form (strings as typed; "8,4" and "8.4" alike) and checks the child against the WHO
 * tables. Weight and length are required, head circumference and gestational age optional; an
 * empty date of measurement is today in Jakarta, and no date may be later than today anywhere in
 * Indonesia (`day.latest`). Every refusal is a message on its field.
 */
export function readGrowthCheck(tables: GrowthTables, values: GrowthCheckValues, day: CalendarToday): GrowthCheckRead {
  const errors: GrowthCheckErrors = {};
  const text = (field: GrowthCheckField) => (values[field] ?? "").trim();

  const sex = text("sex");
  if (!isSex(sex)) errors.sex = GROWTH_CHECK_MESSAGES.sex;
  const birthDate = text("birthDate");
  // A real date, and not one of the years 0-1899 a mistyped picker can send.
  if (!parseIsoDate(birthDate) || birthDate < EARLIEST_DATE) errors.birthDate = GROWTH_CHECK_MESSAGES.birthDate;
  const measuredOn = text("measuredOn") || day.today;
  if (!parseIsoDate(measuredOn) || measuredOn < EARLIEST_DATE) errors.measuredOn = GROWTH_CHECK_MESSAGES.measuredOn;

  const weight = readMeasure("weight", text("weight"));
  if (!weight.ok) errors.weight = measureMessage("weight", weight.problem, GROWTH_CHECK_MESSAGES.weight);
  const length = readMeasure("length", text("length"));
  if (!length.ok) errors.length = measureMessage("length", length.problem, GROWTH_CHECK_MESSAGES.length);
  const position = text("position");
  if (!isPosition(position)) errors.position = GROWTH_CHECK_MESSAGES.position;
  const head = text("head") ? readMeasure("head", text("head")) : null;
  if (head && !head.ok) errors.head = measureMessage("head", head.problem, GROWTH_CHECK_MESSAGES.head);
  const arm = text("arm") ? readMeasure("arm", text("arm")) : null;
  if (arm && !arm.ok) errors.arm = measureMessage("arm", arm.problem, GROWTH_CHECK_MESSAGES.arm);
  const oedema = readOedema(text("oedema"));
  if (oedema === null) errors.oedema = GROWTH_CHECK_MESSAGES.oedema;
  const weeksText = text("gestationalWeeks");
  const weeks = weeksText ? parseDecimal(weeksText, 1) : null;
  if (weeks && !weeks.ok) errors.gestationalWeeks = GROWTH_CHECK_MESSAGES.gestationalWeeks;

  if (!errors.birthDate && birthDate > day.latest) errors.birthDate = GROWTH_CHECK_MESSAGES.birthInFuture;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const input: GrowthInput = {
    sex: sex as Sex,
    birthDate,
    measuredOn,
    today: day.latest,
    weightKg: weight.ok ? weight.value : undefined,
    length: length.ok ? { cm: length.value, position: position as Position } : undefined,
    headCm: head?.ok ? head.value : undefined,
    armCm: arm?.ok ? arm.value : undefined,
    oedema: oedema ?? undefined,
    gestationalWeeks: weeks?.ok ? weeks.value : undefined,
  };
  const result = checkGrowth(tables, input);
  if (!result.ok) {
    const [field, message] = REFUSAL_FIELD[result.reason];
    return { ok: false, errors: { [field]: message } };
  }
  return { ok: true, input, result };
}

/**
 * The severe signs in a form the check refused for another field (a missing weight, a typo): oedema
 * found, or a readable LiLA under 11.5 cm at 6-59 months since birth by readable dates. The page
 * says them above its messages, so a parent without a scale still hears "hari ini" (issue 34).
 */
export function severeSignsOf(values: GrowthCheckValues, day: CalendarToday): SevereSign[] {
  const text = (field: GrowthCheckField) => (values[field] ?? "").trim();
  const arm = text("arm") ? readMeasure("arm", text("arm")) : null;
  const birth = parseIsoDate(text("birthDate"));
  const measured = parseIsoDate(text("measuredOn") || day.today);
  // Without usable dates the LiLA's age is unknown: only oedema can be said.
  const months = birth && measured && birth <= measured ? calendarMonthsBetween(birth, measured).months : -1;
  return severeSignsFor(months, arm?.ok ? arm.value : undefined, readOedema(text("oedema")) === true);
}

/** The indicator's name as the page writes it. */
export const INDICATOR_NAMES: Record<IndicatorId, string> = {
  "bb-u": "Berat badan menurut umur",
  "pb-u": "Panjang/tinggi badan menurut umur",
  "bb-pb": "Berat badan menurut panjang/tinggi badan",
  "imt-u": "Indeks massa tubuh menurut umur",
  "lk-u": "Lingkar kepala menurut umur",
  "lila-u": "Lingkar lengan atas menurut umur",
};

/** "z = -2,15", with the Indonesian decimal comma and a real minus sign. */
export function formatZ(z: number): string {
  return `${z < 0 ? "−" : z > 0 ? "+" : ""}${formatNumber(Math.abs(z), 2)}`;
}

/**
 * "1 tahun 3 bulan 12 hari", "4 bulan 2 hari", "10 hari": an age of `days` on the date `on`, in
 * completed calendar years, months and days as a parent and Buku KIA count it (the tables read
 * the age in days).
 */
export function formatAgeDays(days: number, on: IsoDate): string {
  const { months: allMonths, days: rest } = calendarMonthsBetween(addDays(on, -days), on);
  const years = Math.floor(allMonths / 12);
  const months = allMonths % 12;
  return [
    years ? `${years} tahun` : "",
    months ? `${months} bulan` : "",
    rest || (!years && !months) ? `${rest} hari` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** What the advice on one indicator depends on beyond the indicator itself. */
export interface AdviceContext {
  /** The age the tables were read at (the corrected one for a preterm baby) is under 6 months. */
  underSixMonths: boolean;
  /** Weight-for-length/height or BMI-for-age has a z-score: wasting could be judged. */
  wastingScored: boolean;
  /** The LiLA is under 11.5 cm at 6-59 months (a severe sign): its own advice says today too. */
  severeArm?: boolean;
}

/** The context of one check's advice: its age, and whether wasting could be scored. */
export function adviceContext(
  result: Pick<GrowthResult, "ageMonths" | "indicators"> & Partial<Pick<GrowthResult, "severeSigns">>,
): AdviceContext {
  return {
    severeArm: result.severeSigns?.includes("arm") ?? false,
    underSixMonths: result.ageMonths < 6,
    wastingScored: result.indicators.some(
      (indicator) => (indicator.id === "bb-pb" || indicator.id === "imt-u") && indicator.z !== null,
    ),
  };
}

/**
 * Weight-for-age below -3 SD goes to care the same day when wasting cannot be judged otherwise:
 * under 6 months (weight-for-length is unreliable there and cannot be scored below 45 cm, and
 * WAZ < -3 predicts death better than WLZ < -3: WHO guideline on wasting 2023, infants under 6
 * months at risk of poor growth and development; BMC Pediatrics 2021, doi 10.1186/s12887-021-02629-9),
 * or at any age when neither weight-for-length/height nor BMI-for-age has a z-score.
 */
export function severeUnderweightIsToday(context: AdviceContext): boolean {
  return context.underSixMonths || !context.wastingScored;
}

/**
 * IMCI's danger signs go under a severe result (decision 043), but not under obesity: a heavy
 * child is no emergency, and the box would only alarm.
 */
export function showsChildDangerSigns(indicator: Pick<ScoredIndicator, "tone" | "label">): boolean {
  return indicator.tone === "danger" && !indicator.label.startsWith("Obesitas");
}

/**
 * What a result means and what to do, in one or two plain sentences. Outside "normal" the advice
 * is always to see someone, with a time frame: severe wasting (gizi buruk, diagnosed on BB/PB or
 * BB/TB) the same day, as WHO and Kemenkes treat severe acute malnutrition (WHO guideline on the
 * prevention and management of wasting and nutritional oedema, 2023; Kemenkes, Pedoman
 * Pencegahan dan Tatalaksana Gizi Buruk pada Balita, 2019); the other severe categories soon; the
 * rest within one or two weeks; severe underweight the same day too when wasting cannot be judged
 * (`severeUnderweightIsToday`). A flagged value is first a measurement to check, but a correct
 * one far below the standard keeps its "today".
 */
export function indicatorAdvice(indicator: ScoredIndicator, context: AdviceContext): { text: string; urgent: boolean } {
  const { id, label, tone, z } = indicator;
  if (id === "lila-u") return armAdvice(indicator, context);
  if (indicator.flag === "implausible" && id === "lk-u") {
    return {
      text: "Angka ini sangat jauh dari standar; mungkin ada salah ukur atau salah ketik. Ukur ulang lingkar kepala dan periksa tanggal lahir; bila pengukurannya benar, periksakan anak ke dokter hari ini. Bila ubun-ubun menonjol, anak muntah terus, atau kejang, bawa ke IGD sekarang juga.",
      urgent: true,
    };
  }
  if (indicator.flag === "implausible") {
    return z < 0
      ? {
          text: "Angka ini sangat jauh di bawah standar. Periksa kembali berat, panjang/tinggi, dan tanggal lahir; bila pengukurannya benar, bawa anak ke puskesmas atau rumah sakit hari ini.",
          urgent: true,
        }
      : {
          text: "Angka ini sangat jauh di atas standar sehingga kemungkinan ada salah ukur atau salah ketik: periksa kembali pengukuran dan tanggal lahir. Bila pengukurannya benar, segera periksakan anak ke puskesmas atau dokter.",
          urgent: true,
        };
  }
  if (tone === "normal") {
    return {
      text: `Sesuai standar WHO untuk ${id === "bb-pb" ? "panjang/tinggi badan" : "usia"} dan jenis kelaminnya. Tetap timbang dan ukur anak setiap bulan di posyandu dan catat di Buku KIA.`,
      urgent: false,
    };
  }
  if (id === "bb-pb" || id === "imt-u") {
    if (label.startsWith("Gizi buruk")) {
      return {
        text:
          id === "bb-pb"
            ? "Gizi buruk dapat mengancam nyawa. Bawa anak ke puskesmas atau rumah sakit hari ini, jangan menunggu jadwal posyandu."
            : "IMT anak sangat rendah, bisa tanda gizi buruk. Bawa anak ke puskesmas atau rumah sakit hari ini untuk memastikan.",
        urgent: true,
      };
    }
    if (label.startsWith("Gizi kurang")) {
      return {
        text: "Berat badan kurang dibanding panjang/tinggi badannya. Periksakan anak ke puskesmas dalam minggu ini untuk pemeriksaan dan konseling makan.",
        urgent: true,
      };
    }
    if (label.startsWith("Obesitas")) {
      return {
        text: "Periksakan anak ke puskesmas atau dokter anak dalam 1-2 minggu ini untuk penilaian dan saran pola makan dan aktivitas.",
        urgent: false,
      };
    }
    if (label.startsWith("Gizi lebih")) {
      return {
        text: "Berat badan lebih dibanding panjang/tinggi badannya. Periksakan anak ke puskesmas dalam bulan ini untuk penilaian dan konseling pola makan serta aktivitas.",
        urgent: false,
      };
    }
    return {
      text: "Sedikit di atas standar. Bicarakan pola makan dan aktivitas anak dengan bidan atau petugas posyandu pada penimbangan bulan depan, dan pantau setiap bulan.",
      urgent: false,
    };
  }
  if (id === "bb-u") {
    if (label.startsWith("Risiko")) {
      return {
        text: "Berat badan di atas standar untuk usianya. Lihat juga hasil berat badan menurut panjang/tinggi badan, dan bicarakan pola makan dengan bidan atau petugas posyandu pada penimbangan bulan depan.",
        urgent: false,
      };
    }
    return {
      text:
        tone === "danger"
          ? severeUnderweightIsToday(context)
            ? "Berat badan jauh di bawah standar untuk usianya. Bawa anak ke puskesmas atau rumah sakit hari ini, jangan menunggu jadwal posyandu."
            : "Berat badan jauh di bawah standar untuk usianya. Bawa anak ke puskesmas atau dokter dalam 1-2 hari ini, jangan menunggu jadwal posyandu."
          : "Berat badan di bawah standar untuk usianya. Periksakan anak ke bidan atau puskesmas dalam minggu ini untuk mencari penyebabnya dan mendapat konseling makan.",
      urgent: true,
    };
  }
  if (id === "pb-u") {
    if (label === "Tinggi") {
      return {
        text: "Jauh di atas standar. Biasanya bukan masalah; tanyakan kepada dokter bila tinggi anak sangat berbeda dari keluarganya.",
        urgent: false,
      };
    }
    return {
      text:
        tone === "danger"
          ? "Sangat pendek untuk usianya, bisa tanda stunting. Periksakan anak ke puskesmas atau dokter anak dalam minggu ini untuk pemeriksaan dan penanganan."
          : "Pendek untuk usianya, bisa tanda stunting. Periksakan anak ke puskesmas dalam 1-2 minggu ini untuk mencari penyebabnya dan mendapat konseling gizi.",
      urgent: true,
    };
  }
  return {
    text: "Lingkar kepala di luar rentang normal. Ukur ulang di posyandu atau puskesmas, lalu periksakan ke dokter dalam minggu ini. Bila ubun-ubun menonjol, anak muntah terus, atau kejang, bawa ke IGD sekarang juga.",
    urgent: true,
  };
}

/**
 * LiLA-for-age (issue 34). What sends a child to care today is the absolute LiLA under 11.5 cm
 * (the severe box of growth-advice.ts, above every result), and this card then says today too,
 * whatever its z; otherwise the z only says how the arm compares with children of the same age:
 * far below (-3 SD) within 1-2 days, below (-2 SD) within the week, as this page says for
 * weight-for-age.
 */
function armAdvice(indicator: ScoredIndicator, context: AdviceContext): { text: string; urgent: boolean } {
  if (context.severeArm) {
    return {
      text: "LiLA kurang dari 11,5 cm, tanda gizi buruk. Bawa anak ke puskesmas atau rumah sakit hari ini, jangan menunggu jadwal posyandu.",
      urgent: true,
    };
  }
  if (indicator.flag === "implausible") {
    return {
      text: "Angka ini sangat jauh dari standar; mungkin ada salah ukur atau salah ketik. Ukur ulang LiLA dan periksa tanggal lahir; bila pengukurannya benar dan LiLA kecil, bawa anak ke puskesmas hari ini.",
      urgent: true,
    };
  }
  if (indicator.tone === "normal") {
    return {
      text: "Sesuai standar WHO untuk usia dan jenis kelaminnya. Tetap timbang dan ukur anak setiap bulan di posyandu dan catat di Buku KIA.",
      urgent: false,
    };
  }
  if (indicator.label.startsWith("LiLA 11,5-12,4")) {
    return {
      text: "LiLA 11,5-12,4 cm ada di bawah batas aman (pita LiLA kuning); menurut WHO ini bisa tanda gizi kurang. Periksakan anak ke bidan atau puskesmas dalam minggu ini untuk pemeriksaan gizi dan konseling makan.",
      urgent: true,
    };
  }
  return indicator.tone === "danger"
    ? {
        text: "LiLA jauh di bawah standar untuk usianya. Bawa anak ke puskesmas atau dokter dalam 1-2 hari ini untuk pemeriksaan gizi, jangan menunggu jadwal posyandu.",
        urgent: true,
      }
    : {
        text: "LiLA di bawah standar untuk usianya. Periksakan anak ke bidan atau puskesmas dalam minggu ini untuk pemeriksaan gizi dan konseling makan.",
        urgent: true,
      };
}

/**
 * Always under the results: wasting is also diagnosed without the scale (WHO 2023; Kemenkes
 * 2019): swelling of both feet (nutritional oedema) or, at 6-59 months, a mid-upper-arm
 * circumference under 11.5 cm means gizi buruk whatever the z-scores say.
 */
export const OEDEMA_NOTE =
  "Bila kedua punggung kaki anak bengkak (bekas tekanan jari tidak segera hilang), atau lingkar lengan atas anak usia 6-59 bulan kurang dari 11,5 cm (diukur dengan pita LiLA di posyandu atau puskesmas), bawa anak ke puskesmas hari ini walaupun hasil di atas terlihat normal. Bayi di bawah 6 bulan yang tampak sangat kurus, lemah menyusu, atau beratnya tidak naik: bawa ke puskesmas hari ini. Bila bayi tidak mau menyusu sama sekali, bawa sekarang juga.";

/**
 * WHO IMCI's general danger signs for a child of 2 months to 5 years (chart booklet, 2014), said
 * as what to do: a sick child with any of them goes to care now, not to the next weighing.
 */
export const CHILD_DANGER_SIGNS =
  "Bila anak lemas atau sulit dibangunkan, tidak bisa minum atau menyusu, memuntahkan semua yang dimakan dan diminum, atau kejang: bawa ke IGD atau puskesmas sekarang juga.";

/** Under a stored measurement taken standing before 9 months (the member's page and the CSV). */
export const STANDING_YOUNG_NOTE =
  "Bayi di bawah 9 bulan belum bisa diukur berdiri dengan tepat; anak di bawah 2 tahun sebaiknya diukur berbaring. Panjang dinilai apa adanya.";

/**
 * How to measure LiLA: United Nations, How to weigh and measure children (1986), as the WHO and
 * Kemenkes materials teach it: the left upper arm, elbow bent to find the midpoint between the
 * tip of the shoulder and the tip of the elbow, then the arm straight and relaxed, the tape flat
 * on the skin, neither tight nor loose, read to 0.1 cm. With the action for a LiLA under 11.5 cm,
 * so it is said next to the field even when the form is refused.
 */
export const ARM_HINT =
  "Mulai usia 6 bulan. Pakai lengan kiri: tekuk siku, cari titik tengah antara ujung bahu dan ujung siku, lalu luruskan lengan dan biarkan lemas. Lingkarkan pita LiLA di titik itu, menempel, tidak terlalu kencang atau longgar; baca sampai 0,1 cm. Bila kurang dari 11,5 cm, bawa anak ke puskesmas hari ini.";

/**
 * How to check for oedema: WHO, Pocket book of hospital care for children (2013), chapter 7:
 * "When pressure is applied for a few seconds, a pit remains after the finger is removed", on
 * both feet. "About 3 seconds" is issue 34's count for "a few seconds" (decision 071). With the
 * action, so it is said next to the question even when the form is refused; one foot only is not
 * nutritional oedema but still needs a look.
 */
export const OEDEMA_HINT =
  "Tekan punggung kedua kaki dengan ibu jari selama kira-kira 3 detik, lalu angkat. Bila lekukan tetap terlihat di kedua kaki, itu tanda bahaya: bawa anak ke puskesmas atau rumah sakit hari ini. Bengkak hanya di satu kaki: periksakan ke bidan atau dokter.";

/** The gestational-age field's hint: what corrected age is, in plain words. */
export const CORRECTED_AGE_HINT =
  "Isi bila lahir sebelum 37 minggu. Usia koreksi = umur sejak lahir dikurangi berapa minggu bayi lahir lebih awal dari 40 minggu (lahir 32 minggu, umur 3 bulan: usia koreksi sekitar 1 bulan). Dipakai sampai usia koreksi 24 bulan; setelah itu umur sebenarnya dipakai dan hasilnya bisa sedikit turun karena perubahan ini.";
