// What a child's growth asks of the parent (issue 34, item 4): one function for the visitor's
// check (one measurement, in the Worker and offline in the browser) and the member's child page
// (the same measurement with its history), so both give the same advice in the same order:
// severe acute malnutrition by LiLA or oedema first ("hari ini", above everything), then the
// weighing's N/T, then each indicator, then a fall across the lines.
import { type IsoDate, formatLongDate } from "./dates";
import { adviceContext, formatZ, indicatorAdvice, showsChildDangerSigns } from "./growth-check-form";
import type { Crossing, WeighingResult } from "./growth-over-time";
import { formatNumber } from "./numbers";
import type { GrowthResult, ScoredIndicator, SevereSign } from "./who/growth-check";

export interface AdviceItem {
  /** What the advice is about: an indicator's abbreviation, "N/T", or "Arah BB/U". */
  abbreviation: string;
  text: string;
  urgent: boolean;
}

/**
 * Severe acute malnutrition without a z-score: WHO, Guideline: updates on the management of severe
 * acute malnutrition in infants and children (2013), recommendation 1: children of 6-59 months
 * "who have a mid-upper arm circumference <115 mm, or have any degree of bilateral oedema, should
 * be immediately referred"; WHO/UNICEF joint statement (2009) raised the cut-off from 110 to 115
 * mm; Kemenkes, Pedoman Pencegahan dan Tatalaksana Gizi Buruk pada Balita (2019), adopts the WHO
 * 2013 guideline. Said as signs to act on today, not as a diagnosis.
 */
export const SEVERE_SIGN_TEXTS: Record<SevereSign, string> = {
  arm: "LiLA kurang dari 11,5 cm. Menurut WHO dan Kemenkes, pada anak 6-59 bulan ini tanda gizi buruk yang perlu ditangani segera.",
  oedema:
    "Bengkak yang membekas di kedua kaki (edema). Menurut WHO dan Kemenkes, ini tanda gizi buruk yang perlu ditangani segera, pada usia berapa pun.",
};

export const SEVERE_ACTION =
  "Bawa anak ke puskesmas atau rumah sakit hari ini, walaupun hasil lain di halaman ini terlihat normal. Jangan menunggu jadwal posyandu.";

/** The severe signs as one box: its sentences and the action, or null when there are none. */
export function severeAdvice(signs: readonly SevereSign[]): { signs: string[]; action: string } | null {
  if (signs.length === 0) return null;
  return { signs: signs.map((sign) => SEVERE_SIGN_TEXTS[sign]), action: SEVERE_ACTION };
}

const grams = (value: number) => `${formatNumber(value, 0)} g`;

/**
 * The advice on a T. Buku KIA 2023 (page 54) refers a child who does not gain (T) to a health
 * worker; a second T in a row (2T) is referred to the puskesmas "segera" (Kemenkes). Neither
 * gives days: within this week for one T, and within 1-2 days for 2T, as this site says for the
 * other results that need a visit soon but not today (decision 071).
 */
export function weighingAdvice(result: WeighingResult): AdviceItem | null {
  if (result.code !== "T") return null;
  const gain = result.gainGrams!;
  const change = gain > 0 ? `naik ${grams(gain)}` : gain < 0 ? `turun ${grams(-gain)}` : "tetap";
  const measured = `Sejak penimbangan ${formatLongDate(result.previousDate! as IsoDate)} berat badan ${change}, kurang dari kenaikan minimal ${grams(result.kbmGrams!)} untuk usia ${result.ageMonths} bulan.`;
  return result.twoT
    ? {
        abbreviation: "2T",
        text: `Berat badan tidak naik dua bulan berturut-turut (2T). ${measured} Bawa anak ke puskesmas dalam 1-2 hari ini, jangan menunggu penimbangan berikutnya.`,
        urgent: true,
      }
    : {
        abbreviation: "T",
        text: `Berat badan tidak naik (T). ${measured} Periksakan anak ke bidan atau puskesmas dalam minggu ini untuk mencari penyebabnya.`,
        urgent: true,
      };
}

const CROSSING_NAMES = { "bb-u": "Berat badan menurut umur", "pb-u": "Panjang/tinggi badan menurut umur" } as const;
const CROSSING_ABBREVIATIONS = { "bb-u": "Arah BB/U", "pb-u": "Arah PB/U" } as const;

/** A fall across the lines, in plain words, with what to do (decision 071: within 1-2 weeks). */
export function crossingAdvice(indicator: "bb-u" | "pb-u", found: Crossing): AdviceItem {
  return {
    abbreviation: CROSSING_ABBREVIATIONS[indicator],
    text: `${CROSSING_NAMES[indicator]} turun dari z ${formatZ(found.fromZ)} (${formatLongDate(found.fromDate as IsoDate)}) menjadi ${formatZ(found.toZ)}: garis pertumbuhan anak memotong ke bawah lebih dari dua jarak antar-garis persentil. Ini bisa tanda pertumbuhan melambat walaupun kategorinya masih normal. Periksakan anak ke bidan atau puskesmas dalam 1-2 minggu ini dan bawa catatan ini.`,
    urgent: true,
  };
}

/** The history a child's page adds to one measurement's advice. */
export interface GrowthHistory {
  /** The measurement's weighing's N/T, if it was weighed. */
  weighing?: WeighingResult;
  crossings?: { indicator: "bb-u" | "pb-u"; crossing: Crossing }[];
}

export interface GrowthAdvice {
  /** Severe acute malnutrition by LiLA or oedema: shown above every other result. */
  severe: { signs: string[]; action: string } | null;
  /** N/T, then one item per indicator outside normal or flagged implausible, then the crossings. */
  items: AdviceItem[];
  /** Red rather than amber: a severe sign, an indicator in a danger band, or 2T. */
  danger: boolean;
  /** IMCI's danger signs ("go now") go with it: a severe sign or a severe result (not obesity). */
  dangerSigns: boolean;
}

/** The advice on one scored measurement, with its history on a child's page (none on the check). */
export function growthAdvice(result: GrowthResult, history: GrowthHistory = {}): GrowthAdvice {
  const context = adviceContext(result);
  const valued = result.indicators.filter((indicator): indicator is ScoredIndicator => indicator.z !== null);
  const weighing = history.weighing ? weighingAdvice(history.weighing) : null;
  const items: AdviceItem[] = [
    ...(weighing ? [weighing] : []),
    ...valued
      .filter((indicator) => indicator.tone !== "normal" || indicator.flag === "implausible")
      .map((indicator) => ({ abbreviation: indicator.abbreviation, ...indicatorAdvice(indicator, context) })),
    ...(history.crossings ?? []).map(({ indicator, crossing }) => crossingAdvice(indicator, crossing)),
  ];
  const severe = severeAdvice(result.severeSigns);
  return {
    severe,
    items,
    danger:
      severe !== null || valued.some((indicator) => indicator.tone === "danger") || history.weighing?.twoT === true,
    dangerSigns: severe !== null || valued.some(showsChildDangerSigns),
  };
}

/** What the measurement table and the CSV say about a weighing: the code, and why in a few words. */
export function weighingSummary(result: WeighingResult): { code: string; note: string } {
  const since = result.previousDate ? ` sejak ${formatLongDate(result.previousDate as IsoDate)}` : "";
  const change =
    result.gainGrams === undefined
      ? ""
      : result.gainGrams > 0
        ? `naik ${grams(result.gainGrams)}`
        : result.gainGrams < 0
          ? `turun ${grams(-result.gainGrams)}`
          : "tetap";
  switch (result.code) {
    case "N":
      return { code: "N", note: `Naik: ${change}${since}, minimal ${grams(result.kbmGrams!)}.` };
    case "T":
      return {
        code: result.twoT ? "T (2T)" : "T",
        note: `Tidak naik: ${change}${since}, minimal ${grams(result.kbmGrams!)}.`,
      };
    case "O":
      return { code: "O", note: "Bulan lalu tidak ditimbang, jadi naik atau tidak belum dapat dinilai." };
    case "B":
      return { code: "B", note: "Penimbangan pertama yang tercatat." };
    default:
      return { code: "–", note: NOT_JUDGED_NOTES[result.notJudged ?? "extra"](change, since) };
  }
}

const NOT_JUDGED_NOTES: Record<NonNullable<WeighingResult["notJudged"]>, (change: string, since: string) => string> = {
  extra: () => "Ada penimbangan lain yang lebih akhir di bulan yang sama; itu yang dinilai untuk bulan ini.",
  "too-close": (change, since) =>
    `Tidak dinilai: ${change}${since}, kurang dari 21 hari. Naik atau tidak dinilai dari penimbangan bulanan berjarak sekitar satu bulan.`,
  "too-far": (change, since) =>
    `Tidak dinilai: ${change}${since}, lebih dari 45 hari. Naik atau tidak dinilai dari penimbangan bulanan berjarak sekitar satu bulan.`,
  "first-month": () => "Tidak dinilai: pada bulan pertama belum ada kenaikan berat badan minimal (KBM).",
  flagged: () => "Tidak dinilai: berat ini ditandai \u201cPeriksa kembali pengukuran\u201d.",
};
