import { describe, expect, it } from "vitest";
import type { IsoDate } from "./dates";
import {
  type ChildFacts,
  childItems,
  dueMail,
  localTime,
  type MailedItem,
  pregnancyItems,
  sendingZones,
  windowPhrase,
} from "./reminders";

// Expected dates are typed by hand from the sources: Indonesia's zones (WIB UTC+7, WITA UTC+8,
// WIT UTC+9); the national immunisation schedule (Permenkes 12/2017 and its 2023 schedule: BCG
// and polio 1 at 1 month; DPT-HB-Hib 1, polio 2, PCV 1 and rotavirus 1 at 2 months); the visits
// after birth (Buku KIA 2020, Permenkes 21/2021: KF1 6 hours to 2 days, KF2 3-7 days, KF3 8-28
// days, KF4 29-42 days); vitamin A (Kemenkes, Panduan Manajemen Suplementasi Vitamin A 2016:
// February and August; 6-11 months the blue capsule 100.000 IU, 12-59 months the red 200.000 IU);
// monthly weighing of children under five (Kemenkes, Pedoman Pemantauan Pertumbuhan Balita 2020).

const day = (text: string) => text as IsoDate;
const MONDAY = 1;
const SATURDAY = 6;

function child(overrides: Partial<ChildFacts> = {}): ChildFacts {
  return {
    id: 7,
    name: "Rara",
    birthDate: day("2026-10-01"),
    gestationalWeeks: null,
    doses: [],
    checks: [],
    weighedOn: [],
    ...overrides,
  };
}

const given = (...doses: [string, string][]) =>
  doses.map(([dose, givenOn], index) => ({ id: index + 1, dose, givenOn, place: null }));

const keys = (items: readonly { key: string }[]) => items.map((item) => item.key).sort();

describe("her local time", () => {
  it("is UTC+7, +8 and +9 in WIB, WITA and WIT, with the weekday", () => {
    const now = Date.UTC(2026, 11, 7, 0, 17); // Monday 7 December 2026, 00:17 UTC
    expect(localTime(now, "WIB")).toEqual({ date: "2026-12-07", hour: 7, weekday: MONDAY });
    expect(localTime(now, "WITA")).toEqual({ date: "2026-12-07", hour: 8, weekday: MONDAY });
    expect(localTime(now, "WIT")).toEqual({ date: "2026-12-07", hour: 9, weekday: MONDAY });
  });

  it("sends only from 07:00 to before 20:00 in each zone", () => {
    // 23:17 UTC on 6 December: 06:17 WIB (too early), 07:17 WITA and 08:17 WIT on the 7th.
    expect(sendingZones(Date.UTC(2026, 11, 6, 23, 17))).toEqual([
      { zone: "WITA", date: "2026-12-07" },
      { zone: "WIT", date: "2026-12-07" },
    ]);
    // 12:17 UTC: 19:17 WIB (last hour), 20:17 WITA and 21:17 WIT (too late).
    expect(sendingZones(Date.UTC(2026, 11, 7, 12, 17))).toEqual([{ zone: "WIB", date: "2026-12-07" }]);
    expect(sendingZones(Date.UTC(2026, 11, 7, 13, 17))).toEqual([]);
  });
});

describe("immunisation reminders", () => {
  const recorded = given(["hb0", "2026-10-01"], ["bcg", "2026-11-02"], ["opv1", "2026-11-02"]);

  it("mails the 2-month doses 3 days before their month begins, and not a day earlier", () => {
    const items = childItems(child({ doses: recorded }), ["imunisasi"], day("2026-11-28"));
    const mail = dueMail(items, [], day("2026-11-28"), SATURDAY);
    expect(keys(mail!.soon)).toEqual([
      "anak:7:imunisasi:dpt1",
      "anak:7:imunisasi:opv2",
      "anak:7:imunisasi:pcv1",
      "anak:7:imunisasi:rv1",
    ]);
    expect(mail!.soon[0]).toMatchObject({ start: "2026-12-01", end: "2026-12-31", who: "Rara" });
    expect(mail!.late).toEqual([]);
    const earlier = childItems(child({ doses: recorded }), ["imunisasi"], day("2026-11-27"));
    expect(dueMail(earlier, [], day("2026-11-27"), 5)).toBeNull();
  });

  it("never mails the same dose twice before its window", () => {
    const items = childItems(child({ doses: recorded }), ["imunisasi"], day("2026-11-29"));
    const log: MailedItem[] = ["dpt1", "opv2", "pcv1", "rv1"].map((dose) => ({
      itemKey: `anak:7:imunisasi:${dose}`,
      kind: "soon",
      itemStart: "2026-12-01",
    }));
    expect(dueMail(items, log, day("2026-11-29"), 0)).toBeNull();
    // ...nor on the Monday when its window is open.
    const monday = childItems(child({ doses: recorded }), ["imunisasi"], day("2026-11-30"));
    expect(dueMail(monday, log, day("2026-11-30"), MONDAY)).toBeNull();
  });

  it("on Monday names a dose missed last month once, and what is due now; not on Tuesday", () => {
    const onlyHb0 = given(["hb0", "2026-10-01"]);
    const items = childItems(child({ doses: onlyHb0 }), ["imunisasi"], day("2026-12-07"));
    const mail = dueMail(items, [], day("2026-12-07"), MONDAY);
    // BCG and polio 1 (1 month: 1-30 November) were missed; polio 2 waits for polio 1.
    expect(keys(mail!.late)).toEqual(["anak:7:imunisasi:bcg", "anak:7:imunisasi:opv1"]);
    expect(keys(mail!.soon)).toEqual(["anak:7:imunisasi:dpt1", "anak:7:imunisasi:pcv1", "anak:7:imunisasi:rv1"]);
    const tuesday = childItems(child({ doses: onlyHb0 }), ["imunisasi"], day("2026-12-08"));
    expect(dueMail(tuesday, [], day("2026-12-08"), 2)).toBeNull();
    const logged: MailedItem[] = [
      { itemKey: "anak:7:imunisasi:bcg", kind: "late", itemStart: "2026-11-01" },
      { itemKey: "anak:7:imunisasi:opv1", kind: "late", itemStart: "2026-11-01" },
      ...["dpt1", "pcv1", "rv1"].map((dose) => ({
        itemKey: `anak:7:imunisasi:${dose}`,
        kind: "soon" as const,
        itemStart: "2026-12-01",
      })),
    ];
    const nextMonday = childItems(child({ doses: onlyHb0 }), ["imunisasi"], day("2026-12-14"));
    expect(dueMail(nextMonday, logged, day("2026-12-14"), MONDAY)).toBeNull();
  });

  it("names a missed dose only within 4 weeks of its window's end", () => {
    const onlyHb0 = given(["hb0", "2026-10-01"]);
    // BCG's window ended 30 November: 28 days later is 28 December, a Monday; 4 January is too late.
    const late = (today: string) =>
      keys(
        dueMail(childItems(child({ doses: onlyHb0 }), ["imunisasi"], day(today)), [], day(today), MONDAY)?.late ?? [],
      );
    expect(late("2026-12-28")).toContain("anak:7:imunisasi:bcg");
    expect(late("2027-01-04")).not.toContain("anak:7:imunisasi:bcg");
  });
});

describe("pregnancy reminders", () => {
  // Last period 1 June 2026, cycle 28: due date 8 March 2027 (Naegele); the third trimester
  // (above 24 weeks) begins 17 November 2026.
  const input = { lastPeriod: "2026-06-01", cycleLength: 28 };

  it("mails each antenatal visit 3 days before its suggested weeks, with the whole trimester still open", () => {
    // K4's suggested weeks are 28-29 (NICE NG201): 14-27 December 2026.
    expect(
      dueMail(pregnancyItems({ input, birthDate: null }, day("2026-11-14")), [], day("2026-11-14"), SATURDAY),
    ).toBeNull();
    const items = pregnancyItems({ input, birthDate: null }, day("2026-12-11"));
    const mail = dueMail(items, [], day("2026-12-11"), SATURDAY);
    expect(keys(mail!.soon)).toEqual(["hamil:k4"]);
    expect(mail!.soon[0]).toMatchObject({
      start: "2026-11-17",
      end: "2027-03-08",
      who: "Kehamilan Anda",
      suggested: { start: "2026-12-14", end: "2026-12-27" },
    });
    expect(windowPhrase(mail!.soon[0]!, day("2026-12-11"))).toBe(
      "saran 14–27 Desember 2026 (usia kehamilan 28-29 minggu); masih terhitung sampai 8 Maret 2027",
    );
    // Turned on after the suggested weeks (Monday 28 December 2026): the visit is still due.
    const later = pregnancyItems({ input, birthDate: null }, day("2026-12-28"));
    expect(keys(dueMail(later, [], day("2026-12-28"), MONDAY)!.soon)).toEqual(["hamil:k4"]);
    // A pregnancy's visits are not recorded on the site: never named as missed.
    expect(items.every((item) => !item.trackable)).toBe(true);
  });

  it("counts the visits after birth from the birth date she entered, and ends the antenatal ones", () => {
    const items = pregnancyItems({ input, birthDate: day("2027-02-20") }, day("2027-02-20"));
    const byKey = new Map(items.map((item) => [item.key, item]));
    // Counted from the birth, they are new items (their mails go again, with the right dates).
    expect(byKey.get("hamil:kf1:lahir")).toMatchObject({ start: "2027-02-20", end: "2027-02-22" });
    expect(byKey.get("hamil:kf2:lahir")).toMatchObject({ start: "2027-02-23", end: "2027-02-27" });
    expect(byKey.get("hamil:kf3:lahir")).toMatchObject({ start: "2027-02-28", end: "2027-03-20" });
    expect(byKey.get("hamil:kf4:lahir")).toMatchObject({ start: "2027-03-21", end: "2027-04-03" });
    expect(byKey.get("hamil:kn1:lahir")).toMatchObject({ start: "2027-02-20", end: "2027-02-22" });
    expect(byKey.get("hamil:kn3:lahir")).toMatchObject({ start: "2027-02-28", end: "2027-03-20" });
    expect(byKey.get("hamil:k6")).toMatchObject({ end: "2027-02-19" });
    expect(byKey.get("hamil:kf1:lahir")!.note).toBeUndefined();
  });

  it("says the visits after birth are estimated from the HPL until she enters the birth date", () => {
    const items = pregnancyItems({ input, birthDate: null }, day("2027-02-20"));
    const kf1 = items.find((item) => item.key === "hamil:kf1");
    expect(kf1).toMatchObject({ start: "2027-03-08", end: "2027-03-10" });
    expect(kf1!.note).toContain("perkiraan dari HPL");
  });

  it("keeps counting the visits after birth from the birth date when the last period is over 44 weeks ago", () => {
    // Born 1 week after the HPL; on 2027-04-10 the last period is 44 weeks and 5 days ago.
    const items = pregnancyItems({ input, birthDate: day("2027-03-15") }, day("2027-04-10"));
    expect(items.find((item) => item.key === "hamil:kf4:lahir")).toMatchObject({
      start: "2027-04-13",
      end: "2027-04-26",
    });
  });

  it("ignores a birth date from before this pregnancy", () => {
    const items = pregnancyItems({ input, birthDate: day("2025-01-10") }, day("2026-11-14"));
    expect(keys(items.filter((item) => item.key.startsWith("hamil:k") && !item.key.includes("lahir")))).toContain(
      "hamil:k6",
    );
    expect(items.some((item) => item.key.endsWith(":lahir"))).toBe(false);
  });

  it("treats a visit moved by a corrected HPL as the same one, and a pregnancy a year later as new", () => {
    const items = pregnancyItems({ input, birthDate: null }, day("2026-12-11"));
    const movedLog: MailedItem[] = [{ itemKey: "hamil:k4", kind: "soon", itemStart: "2026-11-10" }];
    expect(dueMail(items, movedLog, day("2026-12-11"), SATURDAY)).toBeNull();
    const lastYear = movedLog.map((row) => ({ ...row, itemStart: "2025-11-17" }));
    expect(keys(dueMail(items, lastYear, day("2026-12-11"), SATURDAY)!.soon)).toEqual(["hamil:k4"]);
  });

  it("has no items for an HPL it cannot read", () => {
    expect(pregnancyItems({ input: { lastPeriod: "kemarin" }, birthDate: null }, day("2026-11-14"))).toEqual([]);
  });
});

describe("vitamin A, weighing and development reminders", () => {
  it("reminds in the February or August when 6-59 months old, from the day 6 months are reached", () => {
    const vitaminA = (birthDate: string, today = "2026-11-28") =>
      childItems(child({ birthDate: day(birthDate) }), ["vitamin-a"], day(today)).map((item) => [
        item.key,
        item.start,
        item.end,
      ]);
    expect(vitaminA("2026-03-15")).toEqual([["anak:7:vitamin-a:2027-02", "2027-02-01", "2027-02-28"]]);
    expect(vitaminA("2025-12-10")).toEqual([["anak:7:vitamin-a:2027-02", "2027-02-01", "2027-02-28"]]);
    // 6 months on 20 February: from that day; 6 months on 5 March: August is the first.
    expect(vitaminA("2026-08-20")).toEqual([["anak:7:vitamin-a:2027-02", "2027-02-20", "2027-02-28"]]);
    expect(vitaminA("2026-09-05")).toEqual([["anak:7:vitamin-a:2027-08", "2027-08-01", "2027-08-31"]]);
    // 59 months in February 2027 still gets it; a child 5 years old by then does not.
    expect(vitaminA("2022-03-15")).toEqual([["anak:7:vitamin-a:2027-02", "2027-02-01", "2027-02-28"]]);
    expect(vitaminA("2022-01-15")).toEqual([]);
  });

  it("names both capsules by age: blue once at 6-11 months, red at 12-59 months", () => {
    const [item] = childItems(child({ birthDate: day("2026-03-15") }), ["vitamin-a"], day("2026-11-28"));
    expect(item!.title).toBe("Kapsul vitamin A, Februari 2027");
    expect(item!.note).toBe(
      "Kapsul biru (100.000 IU) bila anak berusia 6-11 bulan dan belum pernah mendapat kapsul biru; kapsul merah (200.000 IU) bila berusia 12-59 bulan.",
    );
  });

  it("reminds of next month's weighing 3 days ahead; a month with a weight recorded is done", () => {
    const rara = child({ weighedOn: ["2026-11-10"] });
    const items = childItems(rara, ["penimbangan"], day("2026-11-28"));
    expect(items.map((item) => [item.key, item.done])).toEqual([
      ["anak:7:penimbangan:2026-11", true],
      ["anak:7:penimbangan:2026-12", false],
    ]);
    expect(keys(dueMail(items, [], day("2026-11-28"), SATURDAY)!.soon)).toEqual(["anak:7:penimbangan:2026-12"]);
  });

  it("dates each Buku KIA list from the age it belongs to, corrected for a child born at 32 weeks", () => {
    const term = childItems(child({ birthDate: day("2026-08-20") }), ["perkembangan"], day("2026-11-17"));
    expect(term[0]).toMatchObject({ key: "anak:7:perkembangan:3", start: "2026-11-20", end: "2027-02-19" });
    expect(keys(dueMail(term, [], day("2026-11-17"), 2)!.soon)).toEqual(["anak:7:perkembangan:3"]);
    // Born at 32 weeks: 8 weeks are taken off her age, so 3 months are reached on 15 January.
    const preterm = childItems(
      child({ birthDate: day("2026-08-20"), gestationalWeeks: 32 }),
      ["perkembangan"],
      day("2026-11-17"),
    );
    expect(preterm[0]).toMatchObject({ start: "2027-01-15" });
    const filled = childItems(
      child({ birthDate: day("2026-08-20"), checks: [{ checkpoint: 3, checkedOn: "2026-11-21" }] }),
      ["perkembangan"],
      day("2026-11-23"),
    );
    expect(filled[0]!.done).toBe(true);
    expect(dueMail(filled, [], day("2026-11-23"), MONDAY)).toBeNull();
  });

  it("phrases a window that has begun and one still ahead", () => {
    const window = { start: day("2026-12-01"), end: day("2026-12-31") };
    expect(windowPhrase(window, day("2026-11-28"))).toBe("mulai 1 Desember 2026, sampai 31 Desember 2026");
    expect(windowPhrase(window, day("2026-12-07"))).toBe("sekarang, sampai 31 Desember 2026");
  });
});
