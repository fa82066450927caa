import { describe, expect, it } from "vitest";
import {
  careItemLabel,
  careItemText,
  currentMarks,
  filterEntry,
  lateLines,
  triage,
  urgency,
  whatsappNumber,
} from "./care-list";
import type { IsoDate } from "./dates";
import { childItems, pregnancyItems } from "./reminders";

// A child born 1 October 2026 (typed by hand from the national schedule, Permenkes 12/2017 and its
// 2023 schedule): BCG and polio 1 at 1 month (1-30 November), the 2-month doses from 1 December
// (to 31 December).

const day = (text: string) => text as IsoDate;
const rara = {
  id: 7,
  name: "Rara",
  birthDate: day("2026-10-01"),
  gestationalWeeks: null,
  doses: [{ id: 1, dose: "hb0", givenOn: "2026-10-01", place: null }],
  checks: [],
  weighedOn: [],
};
const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe("triage", () => {
  it("lists what is open now and what opens within a week as due; a missed dose as late", () => {
    const now = triage(childItems(rara, ["imunisasi"], day("2026-11-28")), new Set(), day("2026-11-28"));
    expect(keys(now.due)).toEqual([
      "anak:7:imunisasi:bcg",
      "anak:7:imunisasi:opv1",
      "anak:7:imunisasi:dpt1",
      "anak:7:imunisasi:opv2",
      "anak:7:imunisasi:pcv1",
      "anak:7:imunisasi:rv1",
    ]);
    expect(now.late).toEqual([]);
    // 7 December: the 1-month window closed on 30 November.
    const week = triage(childItems(rara, ["imunisasi"], day("2026-12-07")), new Set(), day("2026-12-07"));
    expect(keys(week.late)).toEqual(["anak:7:imunisasi:bcg", "anak:7:imunisasi:opv1"]);
    expect(urgency(week, [], 1)).toBe(2 * 100 + 10 + week.due.length);
    // The list's one line for her late doses.
    expect(lateLines(week.late, day("2026-12-07"))).toEqual([
      { key: "anak:7:imunisasi:bcg", text: "Rara: Imunisasi BCG, Polio tetes 1, lewat sejak 1 Desember 2026" },
    ]);
  });

  it("leaves out what the practice marked done; a dose stays late, a development list for 60 days", () => {
    const marked = triage(
      childItems(rara, ["imunisasi"], day("2026-12-07")),
      new Set(["anak:7:imunisasi:bcg"]),
      day("2026-12-07"),
    );
    expect(keys(marked.late)).toEqual(["anak:7:imunisasi:opv1"]);
    const late = (today: string) =>
      keys(triage(childItems(rara, ["imunisasi", "perkembangan"], day(today)), new Set(), day(today)).late);
    // The 3-month list: 1 January to 31 March 2027 (the 6-month list from 1 April); + 60 days = 30 May.
    expect(late("2027-05-30")).toContain("anak:7:perkembangan:3");
    expect(late("2027-05-31")).not.toContain("anak:7:perkembangan:3");
    // BCG (to 30 November 2026) is still late half a year on: a catch-up dose until recorded.
    expect(late("2027-05-31")).toContain("anak:7:imunisasi:bcg");
  });
});

describe("whatsappNumber", () => {
  it("writes an Indonesian number with its country code, digits only; refuses anything else", () => {
    expect(whatsappNumber("0812-3456-789")).toBe("628123456789");
    expect(whatsappNumber("+62 812 3456 789")).toBe("628123456789");
    expect(whatsappNumber("62 21 555 0123")).toBe("62215550123");
    for (const bad of [null, "", "12345", "+1 202 555 0123", "0812abc", "00812345678"]) {
      expect(whatsappNumber(bad)).toBeNull();
    }
  });
});

describe("careItemLabel", () => {
  it("reads a visit, a dose and a list as people do; an unknown key stays as it is", () => {
    const name = (id: number) => (id === 7 ? "Rara" : undefined);
    expect(careItemLabel("hamil:k3", name)).toBe("Pemeriksaan kehamilan ke-3 (K3)");
    expect(careItemLabel("hamil:kf2:lahir", name)).toBe("Kunjungan nifas ke-2 (KF2)");
    expect(careItemLabel("anak:7:imunisasi:bcg", name)).toBe("Rara: Imunisasi BCG");
    expect(careItemLabel("anak:7:perkembangan:9", name)).toBe("Rara: Cek perkembangan usia 9 bulan");
    expect(careItemLabel("anak:8:imunisasi:bcg", name)).toBe("anak:8:imunisasi:bcg");
    expect(careItemLabel("anak:7:pertumbuhan:31", name)).toBe(
      "Rara: hasil pengukuran yang perlu perhatian sudah ditindaklanjuti bidan",
    );
    expect(careItemLabel("anak:7:hasil-cek:4", name)).toBe("Rara: hasil cek perkembangan sudah ditindaklanjuti bidan");
    expect(careItemLabel("anak:7:timbang:9", name)).toBe("Rara: penimbangan yang terlewat sudah ditindaklanjuti bidan");
  });
});

describe("filterEntry", () => {
  const entry = {
    due: [{ key: "hamil:k4" }, { key: "anak:7:imunisasi:dpt1" }],
    late: [{ key: "anak:7:imunisasi:bcg" }],
    flags: [{ key: "anak:7:pertumbuhan:3" }],
    waitingQuestions: 0,
    pregnant: true,
    withChildren: true,
  };
  it("narrows her items to her pregnancy or her children, and drops her when nothing of the filter is left", () => {
    expect(filterEntry(entry, "semua", "hamil")).toEqual({ ...entry, due: [{ key: "hamil:k4" }], late: [], flags: [] });
    expect(filterEntry(entry, "terlambat", "hamil")).toBeNull();
    expect(filterEntry(entry, "tanda", "anak")?.flags).toEqual([{ key: "anak:7:pertumbuhan:3" }]);
    expect(filterEntry(entry, "pertanyaan", "semua")).toBeNull();
    expect(filterEntry({ ...entry, pregnant: false }, "semua", "hamil")).toBeNull();
    expect(filterEntry({ ...entry, withChildren: false }, "semua", "anak")).toBeNull();
    expect(filterEntry(entry, "minggu-ini", "semua")).toEqual(entry);
  });
});

describe("currentMarks", () => {
  it("keeps a pregnancy's marks only from her current plan on, and every child's mark", () => {
    const marks = [
      { itemKey: "hamil:k1", createdAt: 1_000 },
      { itemKey: "hamil:k2", createdAt: 3_000 },
      { itemKey: "anak:7:imunisasi:bcg", createdAt: 1_000 },
    ];
    expect(currentMarks(marks, 2_000).map((mark) => mark.itemKey)).toEqual(["hamil:k2", "anak:7:imunisasi:bcg"]);
    expect(currentMarks(marks, null).map((mark) => mark.itemKey)).toEqual(["anak:7:imunisasi:bcg"]);
  });
});

describe("visits after a birth she entered", () => {
  // Last period 20 February 2026 (HPL 27 November), born 25 November. Permenkes 21/2021: KF1 and
  // KN1 from 6 hours to 2 days after birth, KF2 and KN2 on days 3-7.
  const facts = { input: { lastPeriod: "2026-02-20", cycleLength: 28 }, birthDate: day("2026-11-25") };
  it("ranks the first visits due as a red flag does, and lists a closed one as not yet marked", () => {
    const now = triage(pregnancyItems(facts, day("2026-11-26")), new Set(), day("2026-11-26"));
    expect(keys(now.due)).toEqual(expect.arrayContaining(["hamil:kf1:lahir", "hamil:kn1:lahir"]));
    expect(urgency(now, [], 0)).toBeGreaterThanOrEqual(2 * 10_000);
    const later = triage(pregnancyItems(facts, day("2026-12-10")), new Set(), day("2026-12-10"));
    const kf1 = later.late.find((item) => item.key === "hamil:kf1:lahir");
    expect(careItemText(kf1!, day("2026-12-10"))).toMatch(
      /^Ibu setelah melahirkan: .*, lewat sejak 28 November 2026, belum ditandai$/,
    );
  });
});
