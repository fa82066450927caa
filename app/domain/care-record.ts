// A consenting member's child as the midwives see it (issue 38, decision 079): the same records
// and the same functions as her own child page (scoreMeasurement, measurementHistories,
// childMeasurementView, attentionBox, developmentGlance), so the midwife reads what she reads, and
// the list's flags are the results that tell her to see the midwife.
import { type CareFlag, developmentFlag, growthFlag } from "./care-list";
import { attentionBox, type ChildMeasurementView, childMeasurementView } from "./child-measurement-view";
import { type ChildFacts, type Measurement, measurementHistories, scoreMeasurement } from "./children";
import type { CalendarToday, IsoDate } from "./dates";
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
  const scored = record.measurements.map((measurement) => ({
    measurement,
    scored: scoreMeasurement(tables, record.child, measurement, day),
  }));
  const histories = measurementHistories(scored);
  const views = (newestOnly ? scored.slice(0, 1) : scored).map(({ measurement, scored: result }, index) =>
    childMeasurementView(measurement, result, histories[index]),
  );
  return { scored, histories, views };
}

/** A child's flags: its newest measurement's "Perlu perhatian" box, its newest check's "periksakan" or "segera". */
export function recordFlags(record: CareChild, views: readonly ChildMeasurementView[], today: IsoDate): CareFlag[] {
  const { child, measurements, checks } = record;
  const glance = developmentGlance(
    { birthDate: child.birthDate as IsoDate, gestationalWeeks: child.gestationalWeeks },
    today,
    checks,
  );
  return [
    measurements[0] ? growthFlag(child, measurements[0].id, attentionBox(views, today)) : null,
    checks[0] ? developmentFlag(child, checks[0].id, glance.latest) : null,
  ].filter((flag): flag is CareFlag => flag !== null);
}
