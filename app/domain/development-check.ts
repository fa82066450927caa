import {
  CHECKPOINTS,
  type Checkpoint,
  checkpointAt,
  type DevelopmentSourceId,
  REGRESSION_REASON,
  REGRESSION_SOURCES,
} from "./development";
import { addCalendarMonths, addDays, calendarMonthsBetween, type IsoDate } from "./dates";

// The rules of a development check (issue 36, decision 073): which age is used, which Buku KIA
// list is due at that age, what a parent's answers mean, and what to show next. Pure functions:
// the public page, a child's page, the dashboard and the tests all read them.

/** Born before this many weeks is preterm: the age is corrected (as the growth check does). */
export const PRETERM_WEEKS = 37;
const TERM_WEEKS = 40;
/** The corrected age is used until it reaches 24 months (issue 36), then the calendar age. */
export const CORRECT_UNTIL_MONTHS = 24;

export interface DevelopmentChild {
  birthDate: IsoDate;
  gestationalWeeks: number | null;
}

export interface DevelopmentAge {
  /** Completed months and days of the age used. */
  months: number;
  days: number;
  used: "koreksi" | "kronologis";
  /** The calendar age since birth, always. */
  chronological: { months: number; days: number };
}

/** The day a preterm child would have been born at 40 weeks, or null when no correction applies. */
export function correctedBirthDate(child: DevelopmentChild): IsoDate | null {
  const weeks = child.gestationalWeeks;
  if (weeks === null || weeks >= PRETERM_WEEKS) return null;
  return addDays(child.birthDate, Math.round((TERM_WEEKS - weeks) * 7));
}

/**
 * The age a development check uses on `today`: for a child born before 37 weeks, the corrected
 * age (from the day it would have been born at 40 weeks) while that is under 24 months; else the
 * calendar age. Before the corrected birth day the corrected age is 0.
 */
export function developmentAge(child: DevelopmentChild, today: IsoDate): DevelopmentAge {
  const chronological =
    today < child.birthDate ? { months: 0, days: 0 } : calendarMonthsBetween(child.birthDate, today);
  const corrected = correctedBirthDate(child);
  if (corrected) {
    const age = today < corrected ? { months: 0, days: 0 } : calendarMonthsBetween(corrected, today);
    if (age.months < CORRECT_UNTIL_MONTHS) return { ...age, used: "koreksi", chronological };
  }
  return { ...chronological, used: "kronologis", chronological };
}

/** The day the age used reaches `months` completed months. */
export function dateAtAge(child: DevelopmentChild, months: number): IsoDate {
  const corrected = correctedBirthDate(child);
  const corrects = corrected !== null && months <= CORRECT_UNTIL_MONTHS;
  return addCalendarMonths(corrects ? corrected : child.birthDate, months);
}

export interface CheckpointsAt {
  /** The latest list whose age has been reached: what the child should do by now. */
  due: Checkpoint | null;
  /** The next list: what the child is learning now. */
  next: Checkpoint | null;
  /** The band the child is in, whose activities the page shows (the last one from 72 months). */
  band: Checkpoint;
}

export function checkpointsAt(months: number): CheckpointsAt {
  const due = [...CHECKPOINTS].reverse().find((checkpoint) => checkpoint.months <= months) ?? null;
  const next = CHECKPOINTS.find((checkpoint) => checkpoint.months > months) ?? null;
  return { due, next, band: next ?? CHECKPOINTS[CHECKPOINTS.length - 1]! };
}

export const ANSWERS = ["ya", "belum", "hilang"] as const;
export type Answer = (typeof ANSWERS)[number];

export const ANSWER_LABELS: Record<Answer, string> = {
  ya: "Ya",
  belum: "Belum",
  hilang: "Tidak lagi",
};

/** What each answer means, said once above the list. */
export const ANSWER_HINT =
  "Ya: anak sudah bisa. Belum: anak belum bisa. Tidak lagi: dulu sudah bisa, sekarang tidak bisa lagi. Belum pernah melihat atau mencobanya? Beri anak kesempatan beberapa hari, lalu jawab. Kemampuan bertanda “Penting” perlu segera diperiksakan bila belum bisa.";

export const LOST_OTHER_LEGEND =
  "Apakah anak kehilangan kemampuan lain yang dulu sudah bisa (misalnya berhenti mengoceh atau berbicara, tidak lagi menoleh saat dipanggil)?";

/** A check as answered: every skill of the list, and the question on other lost skills. */
export interface DevelopmentAnswers {
  answers: Readonly<Record<string, Answer>>;
  lostOther: boolean;
}

export type DevelopmentLevel = "sesuai" | "periksakan" | "segera";

export interface FlaggedSkill {
  text: string;
  reason: string;
  sources: readonly DevelopmentSourceId[];
}

export interface DevelopmentResult {
  level: DevelopmentLevel;
  /** Skills answered "Ya". */
  yes: number;
  total: number;
  /** Skills not seen yet that are red flags at this age, with the reason. */
  flagged: FlaggedSkill[];
  /** Skills lost (answered "Tidak lagi"). */
  lost: string[];
  lostOther: boolean;
  /** Other skills not seen yet (the Buku KIA list). */
  notYet: string[];
}

/**
 * What a check's answers mean. Any skill lost, or a red flag not seen yet: see the midwife or
 * doctor soon. Any other skill of the list not seen yet: the Buku KIA says to bring the child to
 * the puskesmas for a development check. Every skill seen: nothing to act on but the activities.
 * An answer for a skill not in the list is ignored; a skill without an answer counts as not seen
 * (the form refuses to save one, so this only matters for a list that changed since).
 */
export function developmentResult(checkpoint: Checkpoint, input: DevelopmentAnswers): DevelopmentResult {
  const flagged: FlaggedSkill[] = [];
  const lost: string[] = [];
  const notYet: string[] = [];
  let yes = 0;
  for (const milestone of checkpoint.milestones) {
    const answer = input.answers[milestone.id];
    if (answer === "ya") yes += 1;
    else if (answer === "hilang") lost.push(milestone.text);
    else if (milestone.redFlag) flagged.push({ text: milestone.text, ...milestone.redFlag });
    else notYet.push(milestone.text);
  }
  const level: DevelopmentLevel =
    flagged.length > 0 || lost.length > 0 || input.lostOther ? "segera" : notYet.length > 0 ? "periksakan" : "sesuai";
  return { level, yes, total: checkpoint.milestones.length, flagged, lost, lostOther: input.lostOther, notYet };
}

export const REGRESSION = { reason: REGRESSION_REASON, sources: REGRESSION_SOURCES };

/** The result's heading and what to do, by level. Observations and actions, never a diagnosis. */
export const RESULT_TEXT: Record<DevelopmentLevel, { title: string; action: string }> = {
  segera: {
    title: "Periksakan anak ke bidan atau dokter segera",
    action:
      "Bawa Buku KIA dan ceritakan apa yang Anda lihat. Bidan atau dokter akan memeriksa perkembangan anak (KPSP) dan menentukan langkah berikutnya.",
  },
  periksakan: {
    title: "Bawa anak ke puskesmas atau fasilitas kesehatan untuk pemeriksaan perkembangan",
    action:
      "Buku KIA menganjurkan segera membawa anak ke puskesmas bila ada kemampuan di daftar ini yang belum bisa. Bidan akan memeriksa perkembangannya dengan KPSP. Sementara itu, lakukan kegiatan stimulasi di bawah lebih sering, setiap hari.",
  },
  sesuai: {
    title: "Semua kemampuan di daftar ini sudah terlihat",
    action:
      "Teruskan kegiatan stimulasi setiap hari, dan datang ke posyandu untuk pemeriksaan perkembangan (KPSP) sesuai jadwal.",
  },
};

/** How the dashboard and the child's page sum up a past check (it may be weeks old). */
export const GLANCE_TEXT: Record<DevelopmentLevel, string> = {
  segera: "ada kemampuan yang perlu segera diperiksakan ke bidan atau dokter",
  periksakan: "ada kemampuan yang belum bisa; Buku KIA menganjurkan pemeriksaan di puskesmas",
  sesuai: "semua kemampuan di daftar sudah terlihat",
};

/** Said with every result: this is a list of observations, not an examination. */
export const NOT_A_DIAGNOSIS =
  "Daftar ini membantu Anda mengamati, bukan pemeriksaan. Hanya bidan atau dokter yang dapat menilai perkembangan anak.";

/** With a result that sends the child soon: when it is not a matter of days but of now. */
export const URGENT_NOTE =
  "Bila anak tidak bisa minum, kejang, sesak napas, tampak biru, demam tinggi, diare, muntah-muntah, berdarah dari hidung, kulit, atau saat buang air besar, atau ada bengkak yang nyeri di belakang telinga: itu tanda bahaya, bawa ke rumah sakit sekarang (Buku KIA).";

/** Checks a child's page lists (the newest); the CSV download has them all. */
export const CHECKS_SHOWN = 60;

/** A saved check, as the glance reads it. */
export interface SavedCheck {
  checkpoint: number;
  checkedOn: string;
  answers: Readonly<Record<string, Answer>>;
  lostOther: boolean;
}

export interface DevelopmentGlance {
  /** The age used today is the corrected age. */
  corrected: boolean;
  /** The list due now, when it has not been filled in since its age was reached. */
  due: { months: number; since: IsoDate } | null;
  /** The latest saved check and its level (by the lists as they are now). */
  latest: { months: number; checkedOn: IsoDate; level: DevelopmentLevel } | null;
  /** The next list and the day its age is reached. */
  next: { months: number; date: IsoDate } | null;
}

/**
 * A child's development at a glance (dashboard, child's page): the list due and not yet filled in,
 * the latest result, and when the next list is due. `checks` may come in any order.
 */
export function developmentGlance(
  child: DevelopmentChild,
  today: IsoDate,
  checks: readonly SavedCheck[],
): DevelopmentGlance {
  const age = developmentAge(child, today);
  const { due, next } = checkpointsAt(age.months);
  const sorted = [...checks].sort((a, b) => (a.checkedOn === b.checkedOn ? 0 : a.checkedOn < b.checkedOn ? 1 : -1));
  const newest = sorted[0];
  const newestList = newest ? checkpointAt(newest.checkpoint) : undefined;
  const dueSince = due ? dateAtAge(child, due.months) : null;
  const dueDone =
    due && dueSince ? checks.some((check) => check.checkpoint === due.months && check.checkedOn >= dueSince) : false;
  return {
    corrected: age.used === "koreksi",
    due: due && dueSince && !dueDone ? { months: due.months, since: dueSince } : null,
    latest:
      newest && newestList
        ? {
            months: newest.checkpoint,
            checkedOn: newest.checkedOn as IsoDate,
            level: developmentResult(newestList, newest).level,
          }
        : null,
    next: next ? { months: next.months, date: dateAtAge(child, next.months) } : null,
  };
}

/** "3 bulan", "2 tahun" (24, 36... months read as years, as the Buku KIA names its bands). */
export function formatCheckpointAge(months: number): string {
  return months >= 24 && months % 12 === 0 ? `${months / 12} tahun` : `${months} bulan`;
}
