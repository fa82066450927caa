// A member's private calendar (issue 37, decision 077): the items her reminders are made of, as an
// RFC 5545 calendar a phone subscribes to. One event per grouped item (a visit's doses together),
// on its suggested days (an antenatal visit) or on its window's first day, with the whole window,
// the place and the danger signs in the text. Nothing personal but the dates unless she chose it:
// the caller hands in children already named "Anak 1", "Anak 2" when she did not.
import { dateValue, escapeText, foldLine, stampValue } from "./calendar-file";
import { addDays, formatLongDate, type IsoDate } from "./dates";
import { formatWindow } from "./pregnancy-plan";
import { groupedItems, type ReminderItem } from "./reminders";

export const FEED_CALENDAR_NAME = "Pengingat Bidanku";

/** How often a calendar program should fetch it again: twice a day (Apple and Outlook read this). */
const REFRESH = "PT12H";

/** The name a child has in a calendar without names: "Anak" alone, or "Anak 1", "Anak 2" from the oldest. */
export function anonymousChildName(index: number, count: number): string {
  return count === 1 ? "Anak" : `Anak ${index + 1}`;
}

/** The key that names an item's event: a visit counted again from the birth date stays the same event. */
export const eventKey = (item: Pick<ReminderItem, "key">) => item.key.replace(/:lahir$/, "");

/** The days an event covers: an antenatal visit's suggested days, else its window's first day. */
export function eventDays(item: Pick<ReminderItem, "start" | "suggested">): { start: IsoDate; end: IsoDate } {
  return item.suggested
    ? { start: item.suggested.start, end: item.suggested.end }
    : { start: item.start, end: item.start };
}

/**
 * The calendar of these items (done ones left out). `uid(key)` names each event from its
 * `eventKey` (the route derives it from the address's token: stable while the address lives,
 * telling nothing); `origin` is the site's address for the links.
 */
export function reminderCalendar(
  items: readonly ReminderItem[],
  { now, uid, origin }: { now: Date; uid: (key: string) => string; origin: string },
): string {
  const stamp = stampValue(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bidanku//Pengingat//ID",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(FEED_CALENDAR_NAME)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
  ];
  const events = groupedItems(items.filter((item) => !item.done));
  for (const item of events) {
    const days = eventDays(item);
    const when = item.suggested
      ? `Saran: ${formatWindow(item.suggested)} (${item.suggested.label}), hanya anjuran. Masih terhitung sampai ${formatLongDate(item.end)}; bila tanggal saran lewat, tetap datang.`
      : `Jadwal: ${formatWindow(item)}.`;
    const text = [
      when,
      `Tempat: ${item.place}`,
      // A visit's suggested days say what its note says (the note is the mail's).
      ...(item.note && !item.suggested ? [item.note] : []),
      `${origin}${item.path}`,
      `Ada tanda bahaya? Segera ke fasilitas kesehatan sekarang, atau hubungi 119: ${origin}/tanda-bahaya`,
    ].join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${uid(eventKey(item))}@bidanku.id`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(days.start)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(days.end, 1))}`,
      `SUMMARY:${escapeText(`${item.who}: ${item.title}${item.suggested ? ", tanggal saran" : ""}`)}`,
      `DESCRIPTION:${escapeText(text)}`,
      "TRANSP:TRANSPARENT",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(item.title)}`,
      // 08:00 on the first day (an all-day event starts at midnight, her time).
      "TRIGGER:PT8H",
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
