import type { IndicatorId } from "./zscore";

// The categories a z-score falls in, as Indonesia names them for children of 0-60 months.
//
// BB/U, PB/U-TB/U, BB/PB-BB/TB and IMT/U: Peraturan Menteri Kesehatan RI Nomor 2 Tahun 2020
// tentang Standar Antropometri Anak, Lampiran, table "Kategori dan Ambang Batas Status Gizi Anak".
// The regulation's PDF itself could not be opened from here; the wording below is the table's as
// quoted in a training module on interpreting WHO Anthro with that regulation
// (online.flipbuilder.com/osyic/fmga, "WHO Anthro Topik 3", page 17) and, identically, by many
// Indonesian posyandu applications, and it agrees with the cut-offs in
// ../shared/who-growth-standards/README.md. The English words in brackets belong to the
// regulation's labels. A medical reviewer should still hold the texts against the regulation.
// Its notes: "Risiko Berat badan lebih" may point to a growth problem, to be confirmed with
// BB/TB or IMT/U; "Tinggi" is rarely a problem in itself.
//
// LK/U: Permenkes 2/2020 has no categories for head circumference. The cut-offs here are the usual
// clinical reading of the WHO head circumference-for-age chart (Kemenkes' SDIDTK materials call a
// head outside +-2 SD "tidak normal (mikrosefal/makrosefal)" and refer the child). One
// measurement at home is no diagnosis, so the labels describe the size, not a condition.
//
// Boundaries, exactly as the table writes them ("-3 SD sd <-2 SD", "-2 SD sd +1 SD", "> +1 SD sd
// +2 SD"): a z of exactly -3 is in the -3 to -2 band, exactly -2 is normal, and the upper
// boundaries +1, +2 and +3 belong to the band below them. The z compared is the one rounded to 2
// decimals, as WHO Anthro classifies.
//
// LiLA/U (issue 34, decision 071): neither Permenkes 2/2020 nor WHO names categories for arm
// circumference-for-age; what decides severe acute malnutrition is the absolute LiLA under 11.5
// cm at 6-59 months (WHO 2013, see growth-advice.ts), judged apart from this z. The bands below
// only describe how far below the standard's median line the arm is, at the same -2 and -3 SD
// lines as the other indicators; above -2 SD it is "Normal" (a large arm is not judged here:
// weight-for-length judges overweight).
//
// Tones (for the page's colours; the project's choice, not the regulation's): "danger" for the
// severe bands (sangat kurang, sangat pendek, gizi buruk, obesitas) and for LK/U outside +-2 SD
// (a referral), "warning" for the other bands outside normal, "Tinggi" included.

export type Tone = "normal" | "warning" | "danger";

export interface Status {
  label: string;
  tone: Tone;
}

interface Band extends Status {
  /** The band holds z up to and including this value; Infinity for the top band. */
  upTo: number;
  /** True when `upTo` itself belongs to the next band up (the "< -3 SD" and "< -2 SD" bands). */
  below?: boolean;
}

/** BB/PB-BB/TB's categories, which IMT/U shares. */
const WEIGHT_FOR_LENGTH_BANDS: readonly Band[] = [
  { upTo: -3, below: true, label: "Gizi buruk (severely wasted)", tone: "danger" },
  { upTo: -2, below: true, label: "Gizi kurang (wasted)", tone: "warning" },
  { upTo: 1, label: "Gizi baik (normal)", tone: "normal" },
  { upTo: 2, label: "Berisiko gizi lebih (possible risk of overweight)", tone: "warning" },
  { upTo: 3, label: "Gizi lebih (overweight)", tone: "warning" },
  { upTo: Number.POSITIVE_INFINITY, label: "Obesitas (obese)", tone: "danger" },
];

export const STATUS_BANDS: Record<IndicatorId, readonly Band[]> = {
  "bb-u": [
    { upTo: -3, below: true, label: "Berat badan sangat kurang (severely underweight)", tone: "danger" },
    { upTo: -2, below: true, label: "Berat badan kurang (underweight)", tone: "warning" },
    { upTo: 1, label: "Berat badan normal", tone: "normal" },
    { upTo: Number.POSITIVE_INFINITY, label: "Risiko Berat badan lebih", tone: "warning" },
  ],
  "pb-u": [
    { upTo: -3, below: true, label: "Sangat pendek (severely stunted)", tone: "danger" },
    { upTo: -2, below: true, label: "Pendek (stunted)", tone: "warning" },
    { upTo: 3, label: "Normal", tone: "normal" },
    { upTo: Number.POSITIVE_INFINITY, label: "Tinggi", tone: "warning" },
  ],
  "bb-pb": WEIGHT_FOR_LENGTH_BANDS,
  // Permenkes 2/2020 gives IMT/U (0-60 months) the same categories and cut-offs as BB/PB-BB/TB.
  "imt-u": WEIGHT_FOR_LENGTH_BANDS,
  "lk-u": [
    { upTo: -2, below: true, label: "Lingkar kepala kecil (di bawah −2 SD)", tone: "danger" },
    { upTo: 2, label: "Normal", tone: "normal" },
    { upTo: Number.POSITIVE_INFINITY, label: "Lingkar kepala besar (di atas +2 SD)", tone: "danger" },
  ],
  "lila-u": [
    { upTo: -3, below: true, label: "LiLA sangat rendah untuk usianya (di bawah −3 SD)", tone: "danger" },
    { upTo: -2, below: true, label: "LiLA rendah untuk usianya (di bawah −2 SD)", tone: "warning" },
    { upTo: Number.POSITIVE_INFINITY, label: "Normal", tone: "normal" },
  ],
};

/** The category of a (rounded) z-score on an indicator. */
export function statusFor(indicator: IndicatorId, z: number): Status {
  if (!Number.isFinite(z)) throw new RangeError(`no status for z = ${z}`);
  const band = STATUS_BANDS[indicator].find((b) => (b.below ? z < b.upTo : z <= b.upTo))!;
  return { label: band.label, tone: band.tone };
}

/** What the page says next to a flagged z-score (WHO Anthro's implausible-value flag). */
export const IMPLAUSIBLE_NOTE = "Periksa kembali pengukuran";
