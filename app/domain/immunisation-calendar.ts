// The next doses of a child as an iCalendar file (issue 35, decision 072): one all-day event for
// each recommended window still ahead or open today, naming the doses. Nothing personal unless
// the parent chose it: the child's nickname only when `name` is given, and the events' UIDs are
// a code the route derives from the child, never its id or birth date.
import { dateValue, escapeText, foldLine, stampValue } from "./calendar-file";
import { addDays, type IsoDate } from "./dates";
import type { DoseView } from "./immunisation-status";

export const IMMUNISATION_CALENDAR_NAME = "Jadwal Imunisasi (Bidanku)";

export interface CalendarEvent {
  start: IsoDate;
  end: IsoDate;
  ageText: string;
  labels: string[];
}

/** The doses not yet given whose window is ahead or open on the day of the plan, one event per window. */
export function upcomingEvents(plan: readonly DoseView[]): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const view of plan) {
    if (view.status !== "akan-datang" && view.status !== "sekarang") continue;
    const same = events.find((event) => event.start === view.start && event.end === view.end);
    if (same) same.labels.push(view.dose.label);
    else events.push({ start: view.start, end: view.end, ageText: view.dose.ageText, labels: [view.dose.label] });
  }
  return events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** `code`: 16-64 characters of [0-9a-f] naming this child in the UIDs, so a new download updates the same events. */
export function immunisationCalendar(
  events: readonly CalendarEvent[],
  { now, code, name }: { now: Date; code: string; name?: string },
): string {
  if (!/^[0-9a-f]{16,64}$/.test(code)) throw new RangeError("code must be 16-64 hex digits");
  const stamp = stampValue(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bidanku//Jadwal Imunisasi//ID",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(IMMUNISATION_CALENDAR_NAME)}`,
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:imunisasi-${dateValue(event.start)}-${code}@bidanku.id`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(event.end, 1))}`,
      `SUMMARY:${escapeText(`Imunisasi${name ? ` ${name}` : ""}: ${event.labels.join(", ")}`)}`,
      `DESCRIPTION:${escapeText(`Jadwal usia ${event.ageText} menurut Program Imunisasi Nasional (Kemenkes). Datang ke posyandu, puskesmas atau bidan dalam rentang ini dan bawa Buku KIA. Ikuti jadwal dari petugas bila berbeda.`)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
