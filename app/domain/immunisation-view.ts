// The member's immunisation page as its loader hands it to the page (issue 35, decision 072): each
// dose with its dates in Indonesian and its note, the summary, whether a calendar has anything to
// hold, and the last record (whose date and place a visit's next dose offers).
import { formatLongDate, formatShortDate, type IsoDate } from "./dates";
import { upcomingEvents } from "./immunisation-calendar";
import {
  type DoseView,
  immunisationPlan,
  immunisationSummary,
  pastLimitAdvice,
  type RecordedDose,
  waitingAdvice,
  windowText,
} from "./immunisation-status";

function doseCard(item: DoseView) {
  return {
    id: item.dose.id,
    label: item.dose.label,
    vaccine: item.dose.vaccine,
    ageText: item.dose.ageText,
    status: item.status,
    window: windowText(item),
    endLong: formatLongDate(item.end),
    // Rotavirus: the series' last day (doses 1 and 2), or the dose's own (dose 3).
    latest:
      item.latest && item.dose.latestText
        ? {
            date: formatShortDate(item.latest),
            text: item.dose.latestText,
            forSeries: Boolean(item.dose.latestForSeries),
          }
        : null,
    note:
      item.status === "lewat-batas" ? pastLimitAdvice(item) : item.status === "menunggu" ? waitingAdvice(item) : null,
    recorded: item.recorded
      ? {
          id: item.recorded.id,
          date: formatLongDate(item.recorded.givenOn as IsoDate),
          place: item.recorded.place,
          form: { dose: item.dose.id, givenOn: item.recorded.givenOn, place: item.recorded.place ?? "" },
        }
      : null,
  };
}

export function immunisationPageView(birth: IsoDate, today: IsoDate, doses: readonly RecordedDose[]) {
  const plan = immunisationPlan(birth, today, doses);
  const summary = immunisationSummary(plan);
  const last = doses.reduce<RecordedDose | null>((latest, row) => (!latest || row.id > latest.id ? row : latest), null);
  return {
    doses: plan.map(doseCard),
    summary: {
      late: summary.late.map(doseCard),
      dueNow: summary.dueNow.map(doseCard),
      waiting: summary.waiting.map(doseCard),
      pastLimit: summary.pastLimit.map(doseCard),
      next: summary.next ? { date: formatLongDate(summary.next.start), doses: summary.next.doses.map(doseCard) } : null,
      given: summary.given,
      total: summary.total,
    },
    hasUpcoming: upcomingEvents(plan).length > 0,
    last: last ? { givenOn: last.givenOn, place: last.place ?? "" } : null,
  };
}
