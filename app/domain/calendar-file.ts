// A pregnancy plan as an iCalendar file (RFC 5545; issue 18, decision 048): one all-day event
// for each visit window, in Indonesian, with nothing in it but the dates and the visit.
import { addDays, formatLongDate, type IsoDate } from "./dates";
import { type PregnancyPlan, RECOUNT_NOTE } from "./pregnancy-plan";

const CRLF = "\r\n";
/** RFC 5545 3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** A TEXT value with RFC 5545 3.3.11's escapes: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");
}

/** One content line folded at 75 octets (UTF-8), never inside a character; each fold starts with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "20260612" for a DATE value. */
const dateValue = (date: IsoDate) => date.replaceAll("-", "");

/** "20261127T080000Z" for DTSTAMP. */
function stampValue(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

export const CALENDAR_NAME = "Rencana Kehamilan (Bidanku)";

/**
 * The plan's visits as all-day events (DTEND is the day after the window, as RFC 5545 3.6.1 has
 * it for dates). `now` is the file's DTSTAMP.
 */
export function planCalendar(plan: PregnancyPlan, now: Date): string {
  const stamp = stampValue(now);
  // Named by the visit and the due date's month: a download after a corrected last period (a few
  // days) updates the same events instead of adding copies; another pregnancy gets its own.
  const dueMonth = plan.dueDate.slice(0, 7).replace("-", "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bidanku//Rencana Kehamilan//ID",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(CALENDAR_NAME)}`,
  ];
  for (const item of plan.items.filter((entry) => entry.visit)) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${item.id}-${dueMonth}@bidanku.id`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(item.window.start)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(item.window.end, 1))}`,
      `SUMMARY:${escapeText(item.title)}`,
      `DESCRIPTION:${escapeText(`${item.detail}${item.estimate ? ` ${RECOUNT_NOTE}` : ""}\nSebaiknya sedini mungkin dalam rentang ini. Tanggal hanya perkiraan dari HPL ${formatLongDate(plan.dueDate)}; ikuti jadwal bidan atau dokter Anda. Ada tanda bahaya? Segera ke fasilitas kesehatan, jangan menunggu jadwal.`)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}
