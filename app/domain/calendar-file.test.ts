import { describe, expect, it } from "vitest";
import { calendarCookie, calendarIdFrom, escapeText, foldLine, newCalendarId, planCalendar } from "./calendar-file";
import type { IsoDate } from "./dates";
import { pregnancyPlan } from "./pregnancy-plan";

/** An RFC 5545 reader written for the test: unfolds, splits properties, unescapes TEXT. */
function parseCalendar(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const unescapeText = (value: string) =>
    value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === "n" ? "\n" : character));
  const events: Record<string, string>[] = [];
  const calendar: Record<string, string> = {};
  let event: Record<string, string> | null = null;
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") event = {};
    } else if (name === "END") {
      expect(stack.pop()).toBe(value);
      if (value === "VEVENT" && event) events.push(event);
      event = null;
    } else (event ?? calendar)[name] = unescapeText(value);
  }
  expect(stack).toEqual([]);
  return { calendar, events };
}

const plan = pregnancyPlan("2026-05-31" as IsoDate, 28, "2026-07-15" as IsoDate);
const now = new Date("2026-07-15T03:04:05Z");
const ID = "0123456789abcdef0123456789abcdef";

describe("planCalendar", () => {
  it("parses back as a calendar with one all-day event per visit window, on the right dates", () => {
    const { calendar, events } = parseCalendar(planCalendar(plan, now, ID));
    expect(calendar).toMatchObject({
      VERSION: "2.0",
      PRODID: "-//Bidanku//Rencana Kehamilan//ID",
      CALSCALE: "GREGORIAN",
    });
    expect(events).toHaveLength(13);
    const byTitle = (start: string) => events.filter((event) => event.SUMMARY!.startsWith(start));
    // DTEND is the day after the window's last day (dates counted by hand in pregnancy-plan.test.ts).
    // An antenatal visit is its suggested days (decision 077): K1 at 6-7 weeks (12-25 July), K3
    // at 20-21 weeks (18-31 October), K6 at 38-39 weeks (21 February - 6 March), with the end of
    // its trimester in the text (the second ends 15 November).
    expect(byTitle("Pemeriksaan kehamilan ke-1")[0]).toMatchObject({
      "DTSTART;VALUE=DATE": "20260712",
      "DTEND;VALUE=DATE": "20260726",
    });
    expect(byTitle("Pemeriksaan kehamilan ke-3")[0]).toMatchObject({
      SUMMARY: "Pemeriksaan kehamilan ke-3 (trimester 2), tanggal saran",
      "DTSTART;VALUE=DATE": "20261018",
      "DTEND;VALUE=DATE": "20261101",
    });
    expect(byTitle("Pemeriksaan kehamilan ke-3")[0]!.DESCRIPTION).toContain(
      "Saran: 18–31 Oktober 2026 (usia kehamilan 20-21 minggu; jadwal kontak WHO 2016), hanya anjuran. Masih terhitung sampai 15 November 2026; bila tanggal saran lewat, tetap datang.",
    );
    expect(byTitle("Pemeriksaan kehamilan ke-6")[0]).toMatchObject({
      "DTSTART;VALUE=DATE": "20270221",
      "DTEND;VALUE=DATE": "20270307",
    });
    expect(byTitle("Kunjungan nifas ke-4")[0]).toMatchObject({
      "DTSTART;VALUE=DATE": "20270405",
      "DTEND;VALUE=DATE": "20270419",
    });
    expect(byTitle("Kunjungan bayi baru lahir ke-1")[0]).toMatchObject({
      "DTSTART;VALUE=DATE": "20270307",
      "DTEND;VALUE=DATE": "20270310",
    });
    // After birth, the dates are to be counted again from the birth date; before, not.
    expect(byTitle("Kunjungan nifas ke-1")[0]!.DESCRIPTION).toContain("hitung ulang dari tanggal lahir bayi");
    expect(byTitle("Pemeriksaan kehamilan ke-1")[0]!.DESCRIPTION).not.toContain("hitung ulang");
    for (const event of events) {
      expect(event.DTSTAMP).toBe("20260715T030405Z");
      expect(event.UID).toMatch(/^[a-z0-9-]+-0123456789abcdef0123456789abcdef@bidanku\.id$/);
      expect(event.DESCRIPTION).toContain("7 Maret 2027");
    }
    expect(new Set(events.map((event) => event.UID)).size).toBe(13);
    // A corrected last period names the same events, so a new download updates them; the due
    // month does not matter (issue 29: 31 May gives 7 March, 2 June 9 March, but 21 May 25 February).
    for (const lastPeriod of ["2026-06-02", "2026-05-21"]) {
      const corrected = parseCalendar(
        planCalendar(pregnancyPlan(lastPeriod as IsoDate, 28, "2026-07-15" as IsoDate), now, ID),
      );
      expect(corrected.events.map((event) => event.UID)).toEqual(events.map((event) => event.UID));
    }
    // Nothing but dates: not the last period itself, nothing about the mother.
    expect(planCalendar(plan, now, ID)).not.toMatch(/2026-05-31|Siti|@(?!bidanku\.id)/);
  });

  it("keeps the pregnancy code as the cookie carries it, and refuses anything else", () => {
    expect(calendarIdFrom(`a=1; bidanku_kalender=${ID}; b=2`)).toBe(ID);
    for (const header of [
      null,
      "",
      "bidanku_kalender=xyz",
      `bidanku_kalender=${ID}0`,
      `bidanku_kalender=${ID.toUpperCase()}`,
    ])
      expect(calendarIdFrom(header), String(header)).toBeNull();
    expect(newCalendarId(() => "0123ABCD-4567-89ab-cdef-0123456789AB")).toBe("0123abcd456789abcdef0123456789ab");
    expect(calendarCookie(ID, true)).toBe(
      `bidanku_kalender=${ID}; Max-Age=31536000; Path=/kalkulator/kalender; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(() => planCalendar(plan, now, "../x")).toThrow(RangeError);
  });

  it("escapes text and folds long lines without breaking a character", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    // A lone CR is a line break too; other control characters go.
    expect(escapeText("a\rb\r\nc\u0000d\u001be")).toBe("a\\nb\\ncde");
    const long = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((line, index) => (index ? line.slice(1) : line))
        .join(""),
    ).toBe(long);
  });
});
