// A pregnancy plan as an iCalendar file (RFC 5545; issue 18, decision 048): one all-day event
// for each visit window, in Indonesian, with nothing in it but the dates and the visit.
import { addDays, formatLongDate, type IsoDate } from "./dates";
import { formatWindow, type PregnancyPlan, RECOUNT_NOTE } from "./pregnancy-plan";

const CRLF = "\r\n";
/** RFC 5545 3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** A TEXT value with RFC 5545 3.3.11's escapes: backslash, semicolon, comma and line breaks (CR alone too). */
export function escapeText(text: string): string {
  return (
    text
      .replace(/[\\;,]/g, (character) => `\\${character}`)
      .replace(/\r\n|\r|\n/g, "\\n")
      // Any other control character could end a line for a lenient reader: none belongs in a text.
      .replace(/\p{Cc}/gu, "")
  );
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
export const dateValue = (date: IsoDate) => date.replaceAll("-", "");

/** "20261127T080000Z" for DTSTAMP. */
export function stampValue(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

export const CALENDAR_NAME = "Rencana Kehamilan (Bidanku)";

/**
 * The calendar cookie (issue 29): a random code, nothing else, that names this device's pregnancy
 * in the events' UIDs, so a download after a corrected last period updates the same events
 * instead of adding copies. Sent only to the calendar's own address, and kept one year from the
 * first download, about the time from a last period to the last visit after birth: a later
 * pregnancy gets new events. A pregnancy lost and a new one planned within the year updates the
 * same events, which then hold the new dates.
 */
export const CALENDAR_COOKIE = "bidanku_kalender";
export const CALENDAR_PATH = "/kalkulator/kalender";
const CALENDAR_COOKIE_SECONDS = 365 * 24 * 60 * 60;
const CALENDAR_ID = /^[0-9a-f]{32}$/;

/** The pregnancy code the request's cookie carries; null without one or with anything else. */
export function calendarIdFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CALENDAR_COOKIE) {
      const value = rest.join("=");
      return CALENDAR_ID.test(value) ? value : null;
    }
  }
  return null;
}

/** A new pregnancy code: 32 hex digits from `random` (crypto.randomUUID in the Worker). */
export function newCalendarId(random: () => string): string {
  return random().replaceAll("-", "").toLowerCase();
}

/** The Set-Cookie for a new pregnancy code (never renewed: the year counts from the first download). */
export function calendarCookie(id: string, secure: boolean): string {
  return [
    `${CALENDAR_COOKIE}=${id}`,
    `Max-Age=${CALENDAR_COOKIE_SECONDS}`,
    `Path=${CALENDAR_PATH}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * The plan's visits as all-day events (DTEND is the day after the window, as RFC 5545 3.6.1 has
 * it for dates). `now` is the file's DTSTAMP; `pregnancyId` the calendar cookie's code, which with
 * the visit names each event, whatever the dates.
 */
export function planCalendar(plan: PregnancyPlan, now: Date, pregnancyId: string): string {
  if (!CALENDAR_ID.test(pregnancyId)) throw new RangeError("pregnancyId must be 32 hex digits");
  const stamp = stampValue(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bidanku//Rencana Kehamilan//ID",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(CALENDAR_NAME)}`,
  ];
  for (const item of plan.items.filter((entry) => entry.visit)) {
    // An antenatal visit shows on its suggested days, not as a trimester-long banner (decision 077).
    const shown = item.suggested?.window ?? item.window;
    const when = item.suggested
      ? `Saran: ${formatWindow(item.suggested.window)} (${item.suggested.label}; ${item.suggested.basis}), hanya anjuran. Masih terhitung sampai ${formatLongDate(item.window.end)}; bila tanggal saran lewat, tetap datang.`
      : `Rentang: ${formatWindow(item.window)}. Sebaiknya sedini mungkin dalam rentang ini.`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${item.id}-${pregnancyId}@bidanku.id`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(shown.start)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(shown.end, 1))}`,
      `SUMMARY:${escapeText(item.suggested ? `${item.title}, tanggal saran` : item.title)}`,
      `DESCRIPTION:${escapeText(`${item.detail}${item.estimate ? ` ${RECOUNT_NOTE}` : ""}\n${when}\nTanggal hanya perkiraan dari HPL ${formatLongDate(plan.dueDate)}; ikuti jadwal bidan atau dokter Anda. Ada tanda bahaya? Segera ke fasilitas kesehatan, jangan menunggu jadwal.`)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}
