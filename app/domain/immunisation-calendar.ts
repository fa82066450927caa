// The next doses of a child as an iCalendar file (issue 35, decision 072): for each recommended
// window still ahead or open today, an all-day event on its first day (today, for one already
// open) with a reminder at 8 that morning, naming the doses and the window's last day. Nothing personal unless
// the parent chose it: the child's nickname only when `name` is given, and the events' UIDs are
// a code the route derives from the child, never its id or birth date.
import { dateValue, escapeText, foldLine, stampValue } from "./calendar-file";
import { addDays, formatLongDate, type IsoDate } from "./dates";
import type { DoseView } from "./immunisation-status";

export const IMMUNISATION_CALENDAR_NAME = "Jadwal Imunisasi (Bidanku)";

export interface CalendarEvent {
  start: IsoDate;
  end: IsoDate;
  ageText: string;
  ids: string[];
  labels: string[];
}

/**
 * The doses not yet given whose window is ahead or open on the day of the plan, one event per
 * window (a dose waiting for an overdue one before it has no date of its own: not in the file).
 */
export function upcomingEvents(plan: readonly DoseView[]): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const view of plan) {
    if (view.status !== "akan-datang" && view.status !== "sekarang") continue;
    const same = events.find((event) => event.start === view.start && event.end === view.end);
    if (same) {
      same.ids.push(view.dose.id);
      same.labels.push(view.dose.label);
    } else {
      events.push({
        start: view.start,
        end: view.end,
        ageText: view.dose.ageText,
        ids: [view.dose.id],
        labels: [view.dose.label],
      });
    }
  }
  return events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** `code`: 16-64 characters of [0-9a-f] naming this child in the UIDs, so a new download updates the same events. */
export function immunisationCalendar(
  events: readonly CalendarEvent[],
  { now, today, code, name }: { now: Date; today: IsoDate; code: string; name?: string },
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
    // A window already open rings today, not on a day gone by.
    const day = event.start < today ? today : event.start;
    lines.push(
      "BEGIN:VEVENT",
      // Named by the age of its window, not by its doses: recording one keeps the event's name.
      `UID:imunisasi-${event.ageText.replace(/[^0-9a-z]+/gi, "-")}-${code}@bidanku.id`,
      `DTSTAMP:${stamp}`,
      // One day, the first of the window, with a reminder that morning: a month-long block is
      // noise in a calendar, and it would never ring (the window's end is in the text).
      `DTSTART;VALUE=DATE:${dateValue(day)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(day, 1))}`,
      `SUMMARY:${escapeText(`Imunisasi${name ? ` ${name}` : ""}: ${event.labels.join(", ")}`)}`,
      `DESCRIPTION:${escapeText(`Jadwal usia ${event.ageText} menurut Program Imunisasi Nasional (Kemenkes). Waktu anjuran sampai ${formatLongDate(event.end)}. Datang ke posyandu, puskesmas atau bidan dan bawa Buku KIA. Ikuti jadwal dari petugas bila berbeda.`)}`,
      "TRANSP:TRANSPARENT",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(`Imunisasi: ${event.labels.join(", ")}`)}`,
      "TRIGGER:PT8H",
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
