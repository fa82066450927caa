// What the growth check's result says, as plain data (issue 16; offline in issue 17): the
// server's page renders it with React, and the browser without a network fills the page's own
// markup with it (app/client/growth-offline.ts), so both say exactly the same.
import type { IsoDate } from "./dates";
import { type GrowthAdvice, growthAdvice } from "./growth-advice";
import {
  adviceContext,
  formatAgeDays,
  formatZ,
  INDICATOR_NAMES,
  indicatorAdvice,
  OEDEMA_NOTE,
  showsChildDangerSigns,
} from "./growth-check-form";
import { formatNumber } from "./numbers";
import type { GrowthResult, MissingReason, ScoredIndicator } from "./who/growth-check";
import type { Tone } from "./who/status";

export interface ScoredCard {
  kind: "scored";
  title: string;
  tone: Tone;
  label: string;
  z: string;
  advice: string;
  urgent: boolean;
  /** IMCI's danger signs as "go now" under a severe result (not under obesity). */
  dangerSigns: boolean;
}

export interface UnscoredCard {
  kind: "unscored";
  title: string;
  text: string;
}

export interface GrowthResultView {
  /** Severe acute malnutrition by LiLA or oedema (issue 34): first, above every result. */
  severe: GrowthAdvice["severe"];
  /** "Usia" or "Usia koreksi". */
  ageLabel: string;
  age: string;
  /** After the age: the real age when corrected, the length scored, the BMI; ends with ".". */
  ageDetails: string;
  /** The 0.7 cm lying/standing adjustment, said which way. */
  adjustedNote: string | null;
  standingYoungNote: string | null;
  cards: (ScoredCard | UnscoredCard)[];
  oedemaNote: string;
  colourNote: string;
}

export const UNSCORED_TEXT = "Panjang/tinggi badan ini di luar tabel WHO untuk indikator ini, jadi tidak dihitung.";

/** Why an indicator has no z-score, as its card says. */
export function unscoredText(reason: MissingReason): string {
  return reason === "oedema" ? OEDEMA_UNSCORED_TEXT : UNSCORED_TEXT;
}

/** With oedema of both feet the weight includes fluid: WHO Anthro scores no weight-based indicator. */
export const OEDEMA_UNSCORED_TEXT =
  "Tidak dinilai: ada bengkak di kedua kaki, jadi berat badan ikut menghitung cairan bengkak (WHO). Ikuti saran di kotak merah.";

export const COLOUR_NOTE =
  "Warna hanya membantu: setiap hasil juga ditulis dengan kategorinya. Satu kali pengukuran belum cukup untuk menilai pertumbuhan; yang penting adalah arah garis pertumbuhan dari bulan ke bulan. Tetapi hasil yang jauh di bawah standar tetap perlu segera diperiksakan sesuai saran di atas.";

export const STANDING_UNDER_9_MONTHS =
  "Bayi di bawah 9 bulan belum bisa diukur berdiri dengan tepat; anak di bawah 2 tahun sebaiknya diukur berbaring. Angka ini dihitung tanpa koreksi; ukur ulang berbaring di posyandu.";

const ADDED_NOTE =
  "Anak di bawah 2 tahun seharusnya diukur berbaring; karena diukur berdiri, panjangnya ditambah 0,7 cm (standar WHO dan Permenkes No. 2/2020).";
const SUBTRACTED_NOTE =
  "Anak mulai 2 tahun seharusnya diukur berdiri; karena diukur berbaring, tingginya dikurangi 0,7 cm (standar WHO dan Permenkes No. 2/2020).";

/**
 * The result of one check: `measuredOn` is the date of measurement (checked), `measuredCm` the
 * length as typed (null without one), to say whether and which way it was adjusted.
 */
export function growthResultView(
  result: GrowthResult,
  measuredOn: IsoDate,
  measuredCm: number | null,
): GrowthResultView {
  const corrected = result.ageUsed === "corrected";
  const context = adviceContext(result);
  const adjusted =
    measuredCm !== null && result.lengthUsedCm !== undefined && Math.abs(result.lengthUsedCm - measuredCm) > 0.01;
  const details = [
    corrected
      ? ` (usia sebenarnya ${formatAgeDays(result.chronologicalAgeDays, measuredOn)}; dikoreksi karena lahir prematur).`
      : ".",
    result.lengthUsedCm !== undefined
      ? ` Panjang/tinggi yang dinilai: ${formatNumber(result.lengthUsedCm, 1)} cm.`
      : "",
    result.bmi !== undefined ? ` IMT: ${formatNumber(result.bmi, 1)} kg/m².` : "",
  ];
  return {
    severe: growthAdvice(result).severe,
    ageLabel: corrected ? "Usia koreksi" : "Usia",
    age: formatAgeDays(result.ageDays, measuredOn),
    ageDetails: details.join(""),
    adjustedNote: adjusted ? (result.lengthUsedCm! > measuredCm! ? ADDED_NOTE : SUBTRACTED_NOTE) : null,
    standingYoungNote: result.warnings.includes("standing-under-9-months") ? STANDING_UNDER_9_MONTHS : null,
    cards: result.indicators.map((indicator) => {
      const title = `${indicator.abbreviation}: ${INDICATOR_NAMES[indicator.id]}`;
      if (indicator.z === null) return { kind: "unscored", title, text: unscoredText(indicator.reason) };
      const scored = indicator as ScoredIndicator;
      const advice = indicatorAdvice(scored, context);
      return {
        kind: "scored",
        title,
        tone: scored.tone,
        label: scored.label,
        z: formatZ(scored.z),
        advice: advice.text,
        urgent: advice.urgent,
        dangerSigns: showsChildDangerSigns(scored),
      };
    }),
    oedemaNote: OEDEMA_NOTE,
    colourNote: COLOUR_NOTE,
  };
}
