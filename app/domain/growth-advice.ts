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
 * be immediately referred"; under 6 months the same guideline counts bilateral pitting oedema as
 * severe acute malnutrition too; WHO/UNICEF joint statement (2009) raised the cut-off from 110 to
 * 115 mm; the WHO guideline on wasting and nutritional oedema (2023) keeps them; Kemenkes' Pedoman
 * Pencegahan dan Tatalaksana Gizi Buruk pada Balita (2019) adapts the WHO 2013 guideline. Said as
 * signs to act on today, not as a diagnosis.
 */
export const SEVERE_SIGN_TEXTS: Record<SevereSign, string> = {
  arm: "LiLA kurang dari 11,5 cm. Menurut WHO, pada anak 6-59 bulan ini tanda gizi buruk yang perlu ditangani segera.",
  oedema:
    "Bengkak yang membekas di kedua punggung kaki (edema). Menurut WHO, ini tanda gizi buruk pada usia berapa pun; pada bayi bisa juga tanda penyakit serius lain. Keduanya perlu diperiksa hari ini.",
};

export const SEVERE_ACTION =
  "Bawa anak ke puskesmas atau rumah sakit hari ini, walaupun hasil lain di halaman ini terlihat normal. Jangan menunggu jadwal posyandu. Bila bengkak sampai ke wajah atau anak tidak mau makan, bawa ke rumah sakit sekarang juga.";

/** The severe signs as one box: its sentences and the action, or null when there are none. */
export function severeAdvice(signs: readonly SevereSign[]): { signs: string[]; action: string } | null {
  if (signs.length === 0) return null;
  return { signs: signs.map((sign) => SEVERE_SIGN_TEXTS[sign]), action: SEVERE_ACTION };
}

const grams = (value: number) => `${formatNumber(value, 0)} g`;

/** A baby under 6 months whose weight does not go up goes today (OEDEMA_NOTE; WHO 2013). */
const UNDER_SIX_MONTHS_TODAY =
  "Bayi di bawah 6 bulan yang beratnya tidak naik perlu diperiksa hari ini: bawa ke bidan atau puskesmas hari ini, jangan menunggu penimbangan berikutnya.";

/**
 * The advice on a T, or on a loss at O. Buku KIA 2023 (page 54) refers a child who does not gain
 * (T) to a health worker; a second T in a row (2T) is referred to the puskesmas "segera"
 * (Kemenkes). Neither gives days: within this week for one T, and within 1-2 days for 2T, as this
 * site says for the other results that need a visit soon but not today (decision 071). Under 6
 * months of age, today: WHO 2013 counts an infant's failure to gain weight among the reasons for
 * care in hospital, and the site's under-6-months rule (OEDEMA_NOTE) says today.
 */
export function weighingAdvice(result: WeighingResult): AdviceItem | null {
  const gain = result.gainGrams;
  const young = result.ageMonths !== undefined && result.ageMonths < 6;
  const since = result.previousDate ? formatLongDate(result.previousDate as IsoDate) : "";
  const soon = (later: string) => (young ? UNDER_SIX_MONTHS_TODAY : later);
  if (result.code === "O" && gain !== undefined && gain < 0) {
    return {
      abbreviation: "Turun",
      text: `Berat badan turun ${grams(-gain)} sejak penimbangan ${since}. ${soon("Periksakan anak ke bidan atau puskesmas dalam minggu ini untuk mencari penyebabnya.")}`,
      urgent: true,
    };
  }
  if (result.code !== "T" || gain === undefined) return null;
  const change = gain > 0 ? `hanya naik ${grams(gain)}` : gain < 0 ? `turun ${grams(-gain)}` : "tetap";
  const age = `${result.corrected ? "usia koreksi" : "usia"} ${result.ageMonths} bulan`;
  const measured = `Sejak penimbangan ${since} berat badan ${change}; seharusnya naik minimal ${grams(result.kbmGrams!)} untuk ${age}.`;
  if (result.twoT) {
    return {
      abbreviation: "2T",
      text: `Berat badan tidak naik dua bulan berturut-turut (2T). ${measured} ${soon("Bawa anak ke puskesmas dalam 1-2 hari ini, jangan menunggu penimbangan berikutnya.")}`,
      urgent: true,
    };
  }
  return {
    abbreviation: "T",
    text: `Berat badan tidak naik (T). ${measured} ${soon("Periksakan anak ke bidan atau puskesmas dalam minggu ini untuk mencari penyebabnya.")}`,
    urgent: true,
  };
}

const CROSSING_NAMES = { "bb-u": "Berat badan menurut umur", "pb-u": "Panjang/tinggi badan menurut umur" } as const;
const CROSSING_ABBREVIATIONS = { "bb-u": "Arah BB/U", "pb-u": "Arah PB/U" } as const;

/**
 * A fall across the lines, in plain words, with what to do (decision 071: within 1-2 weeks);
 * "walaupun kategorinya masih normal" only when the newest category is normal.
 */
export function crossingAdvice(indicator: "bb-u" | "pb-u", found: Crossing, normal = false): AdviceItem {
  return {
    abbreviation: CROSSING_ABBREVIATIONS[indicator],
    text: `${CROSSING_NAMES[indicator]} turun dari z ${formatZ(found.fromZ)} (${formatLongDate(found.fromDate as IsoDate)}) menjadi z ${formatZ(found.toZ)}. Turun 1,34 SD atau lebih berarti garis pertumbuhan anak sudah bergeser jauh ke bawah dari jalurnya semula${normal ? ", walaupun kategorinya masih normal" : ""}. Ini bisa tanda pertumbuhan melambat, bisa juga karena salah ukur. Periksakan anak ke bidan atau puskesmas dalam 1-2 minggu ini dan bawa catatan ini.`,
    urgent: true,
  };
}

/** The history a child's page adds to one measurement's advice. */
export interface GrowthHistory {
  /** The measurement's weighing's N/T, if it was weighed. */
  weighing?: WeighingResult;
  /** `normal`: the newest category of that indicator is normal (the text then says so). */
  crossings?: { indicator: "bb-u" | "pb-u"; crossing: Crossing; normal?: boolean }[];
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
    ...(history.crossings ?? []).map(({ indicator, crossing, normal }) => crossingAdvice(indicator, crossing, normal)),
  ];
  const severe = severeAdvice(result.severeSigns);
  return {
    severe,
    items,
    danger:
      severe !== null ||
      valued.some((indicator) => indicator.tone === "danger") ||
      history.weighing?.twoT === true ||
      // A baby under 6 months whose weight does not go up goes today: red, as its text says.
      (weighing !== null && history.weighing?.ageMonths !== undefined && history.weighing.ageMonths < 6),
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
      return {
        code: "N",
        note: `Berat badan ${change}${since}; kenaikan minimal untuk usianya ${grams(result.kbmGrams!)}.`,
      };
    case "T":
      return {
        code: result.twoT ? "T (2T)" : "T",
        note: `Berat badan ${result.gainGrams! > 0 ? `hanya ${change}` : change}${since}; seharusnya naik minimal ${grams(result.kbmGrams!)}.`,
      };
    case "O":
      return {
        code: "O",
        note: `Bulan lalu tidak ditimbang, jadi naik atau tidak belum dapat dinilai.${
          result.gainGrams !== undefined && result.gainGrams < 0 ? ` Berat badan ${change}${since}.` : ""
        }`,
      };
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
    `Tidak dinilai: ${change}${since}, lebih dari 35 hari. Naik atau tidak dinilai dari penimbangan bulanan berjarak sekitar satu bulan.`,
  "first-month": () => "Tidak dinilai: pada bulan pertama belum ada kenaikan berat badan minimal (KBM).",
  flagged: () => "Tidak dinilai: berat ini ditandai \u201cPeriksa kembali pengukuran\u201d.",
  oedema: () => "Tidak dinilai: ada bengkak di kedua kaki, jadi berat badan ikut menghitung cairan bengkak.",
};
