// Growth over time (issue 34, decision 071): what the posyandu and Buku KIA read from one weighing
// to the next. Pure, so the child's page, its chart, its printout and its CSV share one answer.
//
// N / T: Kementerian Kesehatan RI, Buku Kesehatan Ibu dan Anak (Buku KIA), 2023 printing, page
// 54 (KMS): "NAIK (N) ... Kenaikan BB sama dengan KBM (Kenaikan BB Minimal) atau lebih";
// "TIDAK NAIK (T) Grafik BB mendatar atau menurun ... atau Kenaikan BB kurang dari KBM"; "Rujuk
// Bila Berat Badan Anak Tidak Naik (T) atau di Bawah Garis Merah". O and B are the posyandu's
// monthly report codes (SKDN): O "ditimbang bulan ini, tetapi tidak ditimbang bulan lalu", B
// "baru pertama kali hadir di penimbangan bulan ini"; N or T is judged only against last month's
// weighing ("Jika anak bulan lalu tidak ditimbang, maka garis pertumbuhan tidak dapat
// dihubungkan", KMS guidance of Permenkes 155/2010).
import { addDays, calendarMonthsBetween, daysBetween, type IsoDate } from "./dates";

/** One row of the KBM table: the least gain, in grams, for a child of these completed months. */
export interface KbmRow {
  fromMonth: number;
  toMonth: number;
  grams: number;
}

/**
 * Kenaikan Berat Badan Minimal per completed month of age (calendar months, completedMonths) at the weighing (the month the gain was
 * made in ends there: 800 g at 1 month is the gain from birth to 1 month). The Buku KIA 2023
 * (page 54) prints the values 800, 900, 800, 600, 500, 400, 300 and 200 g under the months; the
 * months each spans are read from the KMS as posyandu tools transcribe it, where the boys' card
 * keeps 400 g to 7 months and 300 g to 11 months and the girls' card drops a month earlier
 * (300 g from 7, 200 g from 11). One table serves both sexes with the higher value at those two
 * months: a girl's gain of 300-399 g at 7 months or 200-299 g at 11 months shows T here, never
 * an N the card would not give. Decision 071 records why, and that the printed cards must be
 * checked. From 12 to 60 months: 200 g.
 */
export const KBM_TABLE: readonly KbmRow[] = [
  { fromMonth: 1, toMonth: 1, grams: 800 },
  { fromMonth: 2, toMonth: 2, grams: 900 },
  { fromMonth: 3, toMonth: 3, grams: 800 },
  { fromMonth: 4, toMonth: 4, grams: 600 },
  { fromMonth: 5, toMonth: 5, grams: 500 },
  { fromMonth: 6, toMonth: 7, grams: 400 },
  { fromMonth: 8, toMonth: 11, grams: 300 },
  { fromMonth: 12, toMonth: 60, grams: 200 },
];

/** The KBM for a child of `ageMonths` completed months, or null in the first month (no KBM). */
export function kbmGrams(ageMonths: number): number | null {
  return KBM_TABLE.find((row) => ageMonths >= row.fromMonth && ageMonths <= row.toMonth)?.grams ?? null;
}

/**
 * The days between last month's weighing and this one for which a gain is held against the KBM.
 * The book counts calendar months (one posyandu day a month, on the same weekday: 28 or 35 days
 * apart); two weighings either side of a month's end (31 January, 1 February) would give a T the
 * book never meant, and five weeks' gain held against one month's KBM already favours N. A loss
 * is T whatever the gap (the book's T: "Grafik BB mendatar atau menurun"). Bidanku's choice
 * (decision 071), not the book's: 21 to 35 days.
 */
export const MONTHLY_GAP_DAYS = { min: 21, max: 35 } as const;

/** One weighing as N/T reads it: its date and the age the tables read (corrected for a preterm child). */
export interface Weighing {
  date: string;
  ageDays: number;
  weightKg: number;
  /** The age is the corrected age of a preterm child. */
  corrected?: boolean;
  /** WHO Anthro flagged its weight-for-age as implausible (most likely a typo): it takes no part. */
  flagged?: boolean;
  /** Oedema of both feet: the weight includes fluid, so it takes no part either. */
  oedema?: boolean;
}

export type WeighingCode = "N" | "T" | "O" | "B";

/** Why a weighing has no N or T, O or B. */
export type NotJudged =
  /** Another weighing later the same month stands for the month. */
  | "extra"
  /** Last month's weighing was under 21 days before. */
  | "too-close"
  /** ... or over 45 days before. */
  | "too-far"
  /** In the first month of age there is no KBM (a newborn first loses, then regains, weight). */
  | "first-month"
  /** Its own weight is flagged implausible. */
  | "flagged"
  /** Weighed with oedema of both feet: the weight includes fluid. */
  | "oedema";

export interface WeighingResult {
  code: WeighingCode | null;
  notJudged?: NotJudged;
  /**
   * With N or T (and too-close / too-far): the gain since last month's weighing, in grams. With
   * O: the loss since the last earlier weighing, when the weight fell (negative).
   */
  gainGrams?: number;
  /** With N or T: the KBM it was held against. */
  kbmGrams?: number;
  /** With N, T and O: the completed calendar months of age (the KBM's, for N and T). */
  ageMonths?: number;
  /** The age counted is a preterm child's corrected age. */
  corrected?: boolean;
  /** With N, T, too-close and too-far: last month's weighing; with a loss at O, the earlier one. */
  previousDate?: string;
  /** With T: last month's weighing was T too (2T, tidak naik dua kali berturut-turut). */
  twoT?: boolean;
}

const monthOf = (date: string) => date.slice(0, 7);

/**
 * The completed calendar months of the age the tables read (corrected for a preterm child) on the
 * weighing's date, as the Buku KIA counts "umur bulan penuh" and the page writes the age: born 10
 * January, 12 months on 10 January the next year (365 / 30.4375 days would say 11).
 */
export function completedMonths({ date, ageDays }: Pick<Weighing, "date" | "ageDays">): number {
  const on = date as IsoDate;
  return calendarMonthsBetween(addDays(on, -ageDays), on).months;
}

/** "2025-03" → "2025-02", "2025-01" → "2024-12". */
function monthBefore(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

/**
 * N, T, O or B for each weighing (`weighings` oldest first; the same order comes back). A month's
 * weighing is its last one (the others are "extra"). B: no weighing in any earlier month. O: none
 * last month (with the loss since the last earlier weighing, if the weight fell). N or T: the
 * gain since last month's weighing, in whole grams, against the KBM of this weighing's completed
 * calendar months of age (N when the gain reaches it), 21-35 days apart; a loss is T at any gap.
 * 2T: T after a T last month. Flagged weights are left out, as if not weighed. Nothing is judged
 * in the first month of age.
 */
export function weighingResults(weighings: readonly Weighing[]): WeighingResult[] {
  const results: WeighingResult[] = weighings.map(() => ({ code: null }));
  const lastOfMonth = new Map<string, number>();
  weighings.forEach((weighing, index) => {
    if (!weighing.flagged && !weighing.oedema) lastOfMonth.set(monthOf(weighing.date), index);
  });
  const firstMonth = [...lastOfMonth.keys()].sort()[0];
  // Oldest first, so last month's result is known before this month's.
  weighings.forEach((weighing, index) => {
    if (weighing.flagged || weighing.oedema) {
      results[index] = { code: null, notJudged: weighing.flagged ? "flagged" : "oedema" };
      return;
    }
    const month = monthOf(weighing.date);
    if (lastOfMonth.get(month) !== index) {
      results[index] = { code: null, notJudged: "extra" };
      return;
    }
    if (month === firstMonth) {
      results[index] = { code: "B" };
      return;
    }
    const ageMonths = completedMonths(weighing);
    const age = { ageMonths, ...(weighing.corrected ? { corrected: true } : {}) };
    const gainSince = (earlier: Weighing) => Math.round(weighing.weightKg * 1000 - earlier.weightKg * 1000);
    const previousIndex = lastOfMonth.get(monthBefore(month));
    if (previousIndex === undefined) {
      // Not weighed last month: no N or T, but a fall since the last weighing is still said.
      const earlierMonth = [...lastOfMonth.keys()]
        .filter((other) => other < month)
        .sort()
        .at(-1)!;
      const earlier = weighings[lastOfMonth.get(earlierMonth)!]!;
      const loss = gainSince(earlier);
      results[index] = { code: "O", ...age, ...(loss < 0 ? { gainGrams: loss, previousDate: earlier.date } : {}) };
      return;
    }
    const previous = weighings[previousIndex]!;
    const gainGrams = gainSince(previous);
    const days = daysBetween(previous.date as IsoDate, weighing.date as IsoDate);
    const compared = { gainGrams, previousDate: previous.date };
    const kbm = kbmGrams(ageMonths);
    if (kbm === null) {
      results[index] = { code: null, notJudged: "first-month" };
      return;
    }
    if (gainGrams >= 0 && days < MONTHLY_GAP_DAYS.min) {
      results[index] = { code: null, notJudged: "too-close", ...compared };
      return;
    }
    if (gainGrams >= 0 && days > MONTHLY_GAP_DAYS.max) {
      results[index] = { code: null, notJudged: "too-far", ...compared };
      return;
    }
    const code = gainGrams >= kbm ? "N" : "T";
    results[index] = {
      code,
      ...compared,
      kbmGrams: kbm,
      ...age,
      ...(code === "T" ? { twoT: results[previousIndex]!.code === "T" } : {}),
    };
  });
  return results;
}

// Crossing the lines ----------------------------------------------------------------------------

/**
 * A fall in z-score this large is "crossing the lines" (decision 071): two centile spaces. On the
 * UK-WHO charts (built on the WHO standards) a centile space, the distance between two centile
 * lines, is about 0.67 SD (RCPCH, UK-WHO growth charts: guidance for health professionals; Ong et
 * al., BMJ 2000;320:967-71, which counts 0.67 SD as a clinically significant change); NICE NG75
 * (Faltering growth, 2017) names "a fall across 2 or more weight centile spaces" a concern for a
 * child born between the 9th and 91st centiles. Bidanku applies it to weight-for-age and to
 * length/height-for-age alike, whatever the categories say.
 */
export const CROSSING_DROP_SD = 1.34;

/**
 * Measurements before 6 weeks of age are no starting point: a newborn loses weight in its first
 * days and most are back to birth weight by 3 weeks (NICE NG75, 1.1.1), and early z-scores still
 * move towards the child's own line.
 */
export const CROSSING_FROM_DAYS = 42;

/** One scored point of a child's series on weight- or length/height-for-age. */
export interface ZPoint {
  date: string;
  ageDays: number;
  /** Rounded as WHO Anthro rounds. */
  z: number;
  /** Scored at a preterm child's corrected age (to 24 months), not the age since birth. */
  corrected?: boolean;
}

export interface Crossing {
  /** The highest earlier z (from 6 weeks of age) and its date. */
  fromZ: number;
  fromDate: string;
  /** The latest z. */
  toZ: number;
  /** fromZ - toZ, to 2 decimals. */
  dropSd: number;
}

/**
 * Whether the latest point (`points` oldest first, implausible values left out) lies at least
 * CROSSING_DROP_SD below the highest earlier point measured from 6 weeks of age, scored on the same
 * age (a preterm child's z drops by itself when the correction ends at 24 months); null otherwise.
 */
export function crossing(points: readonly ZPoint[]): Crossing | null {
  const latest = points.at(-1);
  if (!latest) return null;
  let highest: ZPoint | null = null;
  for (const point of points.slice(0, -1)) {
    if (point.ageDays < CROSSING_FROM_DAYS || point.date >= latest.date) continue;
    if (Boolean(point.corrected) !== Boolean(latest.corrected)) continue;
    if (!highest || point.z > highest.z) highest = point;
  }
  if (!highest) return null;
  // In hundredths, so 1.34 is 134 exactly, not 1.3399999.
  const dropHundredths = Math.round(highest.z * 100) - Math.round(latest.z * 100);
  if (dropHundredths < Math.round(CROSSING_DROP_SD * 100)) return null;
  return { fromZ: highest.z, fromDate: highest.date, toZ: latest.z, dropSd: dropHundredths / 100 };
}
