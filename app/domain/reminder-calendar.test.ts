import { describe, expect, it } from "vitest";
import type { IsoDate } from "./dates";
import { anonymousChildName, eventKey, reminderCalendar } from "./reminder-calendar";
import { childItems, pregnancyItems, type ReminderItem, weighingSince } from "./reminders";

// Dates typed by hand: a child born 1 October 2026 has its 2-month doses (DPT-HB-Hib 1, polio 2,
// PCV 1, rotavirus 1; Permenkes 12/2017 and its 2023 schedule) from 1 December 2026; a last period
// on 1 June 2026 (cycle 28) puts the 20th week (WHO 2016) at 19-25 October 2026, in a second
// trimester of 25 August - 16 November 2026 (above 12 up to 24 weeks, Permenkes 21/2021).

const day = (text: string) => text as IsoDate;

/** The calendar's events: each property of a VEVENT (not of its VALARM), unfolded and unescaped. */
function events(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  const found: Record<string, string>[] = [];
  let event: Record<string, string> | null = null;
  let inAlarm = false;
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (line === "BEGIN:VEVENT") event = {};
    else if (line === "END:VEVENT") {
      found.push(event!);
      event = null;
    } else if (line === "BEGIN:VALARM") inAlarm = true;
    else if (line === "END:VALARM") inAlarm = false;
    else if (event && !inAlarm) event[name] = value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" ? "\n" : c));
  }
  return found;
}

const calendar = (items: ReminderItem[]) =>
  reminderCalendar(items, {
    now: new Date("2026-11-28T00:17:00Z"),
    uid: (key) => `uid-${key.replace(/[^a-z0-9]/g, "-")}`,
    origin: "https://bidanku.id",
  });

describe("reminderCalendar", () => {
  const rara = {
    id: 7,
    name: "Rara",
    birthDate: day("2026-10-01"),
    gestationalWeeks: null,
    doses: [{ id: 1, dose: "hb0", givenOn: "2026-10-01", place: null }],
    checks: [],
    weighedOn: [],
  };

  it("makes a visit's doses one event on the window's first day, with the window, the place and the danger signs", () => {
    const found = events(calendar(childItems(rara, ["imunisasi"], day("2026-11-28"))));
    const twoMonths = found.find((event) => event.SUMMARY!.startsWith("Rara: Imunisasi DPT-HB-Hib 1"));
    expect(twoMonths).toMatchObject({
      SUMMARY: "Rara: Imunisasi DPT-HB-Hib 1, Polio tetes 2, PCV 1, Rotavirus 1",
      "DTSTART;VALUE=DATE": "20261201",
      "DTEND;VALUE=DATE": "20261202",
      UID: "uid-anak-7-imunisasi-dpt1@bidanku.id",
    });
    expect(twoMonths!.DESCRIPTION).toContain("Jadwal: 1–31 Desember 2026.");
    expect(twoMonths!.DESCRIPTION).toContain("Tempat: Posyandu, puskesmas, atau bidan. Bawa Buku KIA.");
    expect(twoMonths!.DESCRIPTION).toContain("https://bidanku.id/dashboard/anak/7/imunisasi");
    expect(twoMonths!.DESCRIPTION).toContain("Segera ke fasilitas kesehatan sekarang, atau hubungi 119");
    // HB0 was recorded: no event for it.
    expect(found.some((event) => event.SUMMARY!.includes("HB0"))).toBe(false);
  });

  it("shows an antenatal visit on its suggested week with the whole trimester in the text", () => {
    const items = pregnancyItems(
      { input: { lastPeriod: "2026-06-01", cycleLength: 28 }, birthDate: null },
      day("2026-09-01"),
    );
    const k3 = events(calendar(items)).find(
      (event) => event.SUMMARY === "Kehamilan Anda: Pemeriksaan kehamilan ke-3 (trimester 2), tanggal saran",
    );
    expect(k3).toMatchObject({ "DTSTART;VALUE=DATE": "20261019", "DTEND;VALUE=DATE": "20261102" });
    expect(k3!.DESCRIPTION).toContain(
      "Saran: 19 Oktober – 1 November 2026 (usia kehamilan 20-21 minggu), hanya anjuran. Masih terhitung sampai 16 November 2026; bila tanggal saran lewat, tetap datang.",
    );
  });

  it("leaves done items out, and names the calendar without a person in it", () => {
    const items = childItems(
      { ...rara, checks: [{ checkpoint: 3, checkedOn: "2027-01-02" }] },
      ["perkembangan"],
      day("2027-01-05"),
    );
    const text = calendar(items);
    expect(text).toContain("X-WR-CALNAME:Pengingat Bidanku");
    expect(events(text).some((event) => event.SUMMARY === "Rara: Cek perkembangan usia 3 bulan")).toBe(false);
    expect(events(text).some((event) => event.SUMMARY === "Rara: Cek perkembangan usia 6 bulan")).toBe(true);
  });
});

describe("the calendar's names and keys", () => {
  it("calls one child Anak, several Anak 1, Anak 2 from the oldest", () => {
    expect(anonymousChildName(0, 1)).toBe("Anak");
    expect([0, 1, 2].map((i) => anonymousChildName(i, 3))).toEqual(["Anak 1", "Anak 2", "Anak 3"]);
  });

  it("keeps a visit after birth the same event once it is counted from the birth date", () => {
    expect(eventKey({ key: "hamil:kf1:lahir" })).toBe("hamil:kf1");
    expect(eventKey({ key: "hamil:kf1" })).toBe("hamil:kf1");
  });
});

describe("weighingSince", () => {
  it("is the first day of last month, across a new year", () => {
    expect(weighingSince(day("2026-11-28"))).toBe("2026-10-01");
    expect(weighingSince(day("2027-01-05"))).toBe("2026-12-01");
  });
});
