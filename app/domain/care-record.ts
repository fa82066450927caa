// A consenting member's child as the midwives see it (issue 38, decision 079): the same records
// and the same functions as her own child page (scoreMeasurement, measurementHistories,
// childMeasurementView, attentionBox, developmentGlance), so the midwife reads what she reads, and
// the list's flags are the results that tell her to see the midwife.
import { type CareFlag, developmentFlag, growthFlag } from "./care-list";
import { attentionBox, type ChildMeasurementView, childMeasurementView } from "./child-measurement-view";
import type { GrowthHistory } from "./growth-advice";
import { type ChildFacts, type Measurement, measurementHistories, scoreMeasurement } from "./children";
import { type CalendarToday, daysBetween, formatLongDate, type IsoDate } from "./dates";
import { developmentGlance, type SavedCheck } from "./development-check";
import type { RecordedDose } from "./immunisation-status";
import type { GrowthTables } from "./who/zscore";

/** One of her children with its records: measurements and checks newest first, doses by date. */
export interface CareChild {
  child: ChildFacts & { id: number; name: string };
  measurements: (Measurement & { id: number })[];
  doses: RecordedDose[];
  checks: (SavedCheck & { id: number })[];
}

/**
 * A child's measurements scored as her child's page scores them (newest first), with their N/T
 * and crossings, and the view of each (`newestOnly`: of the newest alone, all the list's flag
 * needs; the others' views are most of the work).
 */
export function scoredRecord(tables: GrowthTables, record: CareChild, day: CalendarToday, newestOnly = false) {
  // `newestOnly` still builds the view of the newest weighing judged N or T (recordFlags reads it).
  const scored = record.measurements.map((measurement) => ({
    measurement,
    scored: scoreMeasurement(tables, record.child, measurement, day),
  }));
  const histories = measurementHistories(scored);
  const judged = histories.findIndex((history) => history.weighing?.code === "N" || history.weighing?.code === "T");
  const views = scored.map(({ measurement, scored: result }, index) =>
    newestOnly && index !== 0 && index !== judged ? null : childMeasurementView(measurement, result, histories[index]),
  );
  return { scored, histories, views, judged };
}

/** Under 5 years the Buku KIA weighs a child every month; after 2 missed months the list says so. */
export const WEIGH_UNTIL_DAYS = 1826;
export const UNWEIGHED_AFTER_DAYS = 60;

/**
 * A child's flags: its newest measurement's "Perlu perhatian" box; a T or 2T of an earlier weighing
 * still standing (no weighing judged N or T since: a length alone, a skipped month "O" or a
 * weighing too far apart to judge does not clear it); a child under 5 not weighed for 60 days;
 * its newest check's "periksakan" or "segera".
 */
export function recordFlags(
  record: CareChild,
  {
    views,
    histories,
    judged,
  }: { views: readonly (ChildMeasurementView | null)[]; histories: readonly GrowthHistory[]; judged: number },
  today: IsoDate,
): CareFlag[] {
  const { child, measurements, checks } = record;
  const glance = developmentGlance(
    { birthDate: child.birthDate as IsoDate, gestationalWeeks: child.gestationalWeeks },
    today,
    checks,
  );
  const flags: (CareFlag | null)[] = [
    measurements[0] && views[0] ? growthFlag(child, measurements[0].id, attentionBox([views[0]], today)) : null,
  ];
  // The newest weighing judged N or T (scoredRecord's `judged`); an older one's T still stands.
  const weighing = judged > 0 ? histories[judged]!.weighing! : null;
  if (weighing?.code === "T" && views[judged]) {
    const box = attentionBox([views[judged]!], today);
    const advice = box ? box.advice.filter((item) => item.abbreviation === "T" || item.abbreviation === "2T") : [];
    if (box && advice.length > 0) {
      const flag = growthFlag(child, measurements[judged]!.id, { ...box, advice, severe: null, staleDays: null });
      if (flag) flags.push({ ...flag, text: `${flag.text}; belum ada penimbangan yang dinilai sesudahnya` });
    }
  }
  const lastWeighed = measurements.find((measurement) => measurement.weightKg !== null);
  if (
    lastWeighed &&
    daysBetween(child.birthDate as IsoDate, today) < WEIGH_UNTIL_DAYS &&
    daysBetween(lastWeighed.measuredOn as IsoDate, today) > UNWEIGHED_AFTER_DAYS
  ) {
    flags.push({
      key: `anak:${child.id}:timbang:${lastWeighed.id}`,
      text: `${child.name}: belum ditimbang lagi sejak ${formatLongDate(lastWeighed.measuredOn as IsoDate)}`,
      urgent: false,
      when: null,
    });
  }
  flags.push(checks[0] ? developmentFlag(child, checks[0].id, glance.latest) : null);
  return flags.filter((flag): flag is CareFlag => flag !== null);
}
