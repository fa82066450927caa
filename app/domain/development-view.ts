import { formatLongDate, type IsoDate } from "./dates";
import { type Checkpoint, checkpointAt } from "./development";
import {
  type DevelopmentAge,
  type DevelopmentGlance,
  type DevelopmentLevel,
  type DevelopmentResult,
  developmentResult,
  type FlaggedSkill,
  CORRECT_UNTIL_MONTHS,
  formatCheckpointAge,
  GLANCE_TEXT,
  REGRESSION,
  RESULT_TEXT,
  type SavedCheck,
} from "./development-check";

// What the development pages render (issue 36), built from the rules: plain data a loader returns.

export interface ChecklistView {
  months: number;
  ageLabel: string;
  band: string;
  items: { id: string; text: string; redFlag: boolean; hint: string | null }[];
}

export function checklistView(checkpoint: Checkpoint): ChecklistView {
  return {
    months: checkpoint.months,
    ageLabel: formatCheckpointAge(checkpoint.months),
    band: checkpoint.band,
    items: checkpoint.milestones.map((milestone) => ({
      id: milestone.id,
      text: milestone.text,
      redFlag: Boolean(milestone.redFlag),
      hint: milestone.hint ?? null,
    })),
  };
}

export interface ResultView {
  level: DevelopmentLevel;
  title: string;
  action: string;
  summary: string;
  flagged: Omit<FlaggedSkill, "sources">[];
  lost: string[];
  lostOther: boolean;
  regressionReason: string;
  notYet: string[];
}

export function resultView(result: DevelopmentResult, months: number): ResultView {
  const text = RESULT_TEXT[result.level];
  return {
    level: result.level,
    title: text.title,
    action: text.action,
    summary: `${result.yes} dari ${result.total} kemampuan di daftar usia ${formatCheckpointAge(months)} sudah bisa.`,
    flagged: result.flagged.map(({ text: skill, reason }) => ({ text: skill, reason })),
    lost: result.lost,
    lostOther: result.lostOther,
    regressionReason: REGRESSION.reason,
    notYet: result.notYet,
  };
}

/** How the age used is said on a child's page, and why a preterm child's is corrected. */
export function ageUsedText(age: DevelopmentAge, gestationalWeeks: number | null, name: string): string {
  const format = ({ months, days }: { months: number; days: number }) =>
    days > 0 ? `${months} bulan ${days} hari` : `${months} bulan`;
  if (age.used === "koreksi" && gestationalWeeks !== null) {
    const early = String(Math.round((40 - gestationalWeeks) * 10) / 10).replace(".", ",");
    const weeks = String(gestationalWeeks).replace(".", ",");
    return `Usia sejak lahir ${format(age.chronological)}. ${name} lahir pada ${weeks} minggu, ${early} minggu lebih awal dari 40 minggu, jadi perkembangannya dibandingkan dengan anak seusia koreksinya: ${format(age)} (usia koreksi, dipakai sampai usia koreksi 24 bulan).`;
  }
  return `Usia ${format(age)}.`;
}

export interface DevelopmentGlanceView {
  childId: number;
  /** The child's lists are chosen by its corrected age today. */
  corrected: boolean;
  due: { ageLabel: string } | null;
  latest: { date: string; ageLabel: string; level: DevelopmentLevel; title: string } | null;
  next: { ageLabel: string; date: string; corrected: boolean } | null;
}

export function developmentGlanceView(childId: number, glance: DevelopmentGlance): DevelopmentGlanceView {
  return {
    childId,
    corrected: glance.corrected,
    due: glance.due ? { ageLabel: formatCheckpointAge(glance.due.months) } : null,
    latest: glance.latest
      ? {
          date: formatLongDate(glance.latest.checkedOn),
          ageLabel: formatCheckpointAge(glance.latest.months),
          level: glance.latest.level,
          title: GLANCE_TEXT[glance.latest.level],
        }
      : null,
    next: glance.next
      ? {
          ageLabel: formatCheckpointAge(glance.next.months),
          date: formatLongDate(glance.next.date),
          corrected: glance.next.months <= CORRECT_UNTIL_MONTHS,
        }
      : null,
  };
}

export interface HistoryEntryView {
  id: number;
  date: string;
  ageLabel: string;
  corrected: boolean;
  result: ResultView | null;
}

/** Past checks, newest first, each with its result read from its answers. */
export function historyView(checks: readonly (SavedCheck & { id: number; ageUsed: string })[]): HistoryEntryView[] {
  return checks.map((check) => {
    const list = checkpointAt(check.checkpoint);
    return {
      id: check.id,
      date: formatLongDate(check.checkedOn as IsoDate),
      ageLabel: formatCheckpointAge(check.checkpoint),
      corrected: check.ageUsed === "koreksi",
      result: list ? resultView(developmentResult(list, check), check.checkpoint) : null,
    };
  });
}
