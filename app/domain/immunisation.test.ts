import { describe, expect, it } from "vitest";
import type { IsoDate } from "./dates";
import { NATIONAL_SCHEDULE, SCHOOL_DOSES, scheduledDose } from "./immunisation";
import {
  checkDose,
  dateAtAge,
  IMMUNISATION_MESSAGES,
  immunisationGlance,
  immunisationPlan,
  immunisationSummary,
  LATE_ADVICE,
  lastDayAtAge,
  nextToCopy,
  pastLimitAdvice,
  type RecordedDose,
  waitingAdvice,
  windowText,
} from "./immunisation-status";

const d = (value: string) => value as IsoDate;

describe("the national schedule, as the sources write it", () => {
  // Typed by hand from the sources (docs/decisions/072-immunisation.md), not from the code:
  // Kemenkes Ditjen P2P, "Jadwal Imunisasi Rutin": "0 Hepatitis B; 1 BCG, OPV1; 2 DPT/HepB/Hib1,
  // OPV2, PCV1; 3 DPT/HepB/Hib2, OPV3, PCV2; 4 DPT/HepB/Hib3, OPV4, IPV; 9 MR; 10 JE (hanya di
  // kab/kota terpilih); 12 PCV3; 18 DPT/HepB/Hib4, MR2". Surat Dirjen P2P 3052/2023: "3 (tiga)
  // dosis pada bayi usia 2, 3 bulan dan 4 bulan ... dosis terakhir diberikan pada bayi usia 6
  // bulan 29 hari". IPV2: "diberikan pada usia 9 bulan ... bersamaan dengan imunisasi Campak
  // Rubela". Puskesmas Kembangan: "0-7 hari Hepatitis B (Hb0)"; Kemenkes slide and Puskesmas
  // Sungai Parit: HB0 "0-24 Jam"; boosters "Usia 18-24 Bulan".
  const FROM_SOURCES: [id: string, months: number][] = [
    ["hb0", 0],
    ["bcg", 1],
    ["opv1", 1],
    ["dpt1", 2],
    ["opv2", 2],
    ["pcv1", 2],
    ["rv1", 2],
    ["dpt2", 3],
    ["opv3", 3],
    ["pcv2", 3],
    ["rv2", 3],
    ["dpt3", 4],
    ["opv4", 4],
    ["ipv1", 4],
    ["rv3", 4],
    ["mr1", 9],
    ["ipv2", 9],
    ["je", 10],
    ["pcv3", 12],
    ["dpt4", 18],
    ["mr2", 18],
  ];

  it("has every routine dose at the age of the source, and no other", () => {
    expect(NATIONAL_SCHEDULE.map((dose) => [dose.id, dose.from.months])).toEqual(FROM_SOURCES);
  });

  it("gives HB0 in the first 24 hours: the birth date and the day after", () => {
    expect(scheduledDose("hb0")).toMatchObject({
      ageText: "0-24 jam",
      from: { months: 0 },
      until: { months: 0, days: 2 },
    });
  });

  it("keeps each month's dose recommended for that month, and the 18-month boosters until 24 months", () => {
    expect(scheduledDose("dpt1")?.until).toEqual({ months: 3 });
    expect(scheduledDose("mr1")?.until).toEqual({ months: 10 });
    expect(scheduledDose("pcv3")?.until).toEqual({ months: 13 });
    expect(scheduledDose("dpt4")?.until).toEqual({ months: 24 });
    expect(scheduledDose("mr2")?.until).toEqual({ months: 24 });
  });

  it("gives rotavirus' last dose no later than 6 months 29 days, and nothing else a latest age", () => {
    for (const id of ["rv1", "rv2", "rv3"]) {
      expect(scheduledDose(id)).toMatchObject({ latest: { months: 6, days: 29 }, latestText: "6 bulan 29 hari" });
    }
    // "dosis terakhir": the limit is the series' for the first two doses, the third's own.
    expect(["rv1", "rv2", "rv3"].map((id) => Boolean(scheduledDose(id)?.latestForSeries))).toEqual([true, true, false]);
    expect(NATIONAL_SCHEDULE.filter((dose) => dose.latest).map((dose) => dose.id)).toEqual(["rv1", "rv2", "rv3"]);
  });

  it("gives each later dose of a series after the one before it", () => {
    expect(NATIONAL_SCHEDULE.filter((dose) => dose.after).map((dose) => `${dose.after}>${dose.id}`)).toEqual([
      "opv1>opv2",
      "dpt1>dpt2",
      "opv2>opv3",
      "pcv1>pcv2",
      "rv1>rv2",
      "dpt2>dpt3",
      "opv3>opv4",
      "rv2>rv3",
      "ipv1>ipv2",
      "pcv2>pcv3",
      "dpt3>dpt4",
      "mr1>mr2",
    ]);
  });

  it("says JE is only in Bali, Kalimantan Barat and DI Yogyakarta", () => {
    expect(NATIONAL_SCHEDULE.filter((dose) => dose.regional).map((dose) => [dose.id, dose.regional])).toEqual([
      ["je", "Bali, Kalimantan Barat dan DI Yogyakarta"],
    ]);
  });

  it("lists the school doses by class (Kemenkes BIAS 2024; HPV one dose from 2025)", () => {
    expect(SCHOOL_DOSES.map((dose) => `${dose.vaccine}: ${dose.when}`)).toEqual([
      "Campak-Rubela (MR): Kelas 1 SD (Agustus)",
      "DT: Kelas 1 SD (November)",
      "Td: Kelas 2 SD (November)",
      "Td: Kelas 5 SD (November)",
      "HPV (anak perempuan): Kelas 5 SD (Agustus)",
    ]);
  });

  it("knows no other vaccine", () => {
    expect(scheduledDose("varisela")).toBeUndefined();
    expect(scheduledDose("")).toBeUndefined();
  });
});

describe("dates from the birth date, by the calendar", () => {
  it("puts a month-end birthday on the last day of a shorter month", () => {
    expect(dateAtAge(d("2026-01-31"), { months: 1 })).toBe("2026-02-28");
    expect(dateAtAge(d("2028-01-31"), { months: 1 })).toBe("2028-02-29");
    expect(dateAtAge(d("2026-01-31"), { months: 6, days: 29 })).toBe("2026-08-29");
  });
});

describe("a child's plan on a given day", () => {
  // Born 15 May 2026, seen on 20 July 2026 (2 months 5 days), HB0 recorded on the birth date.
  const recorded: RecordedDose[] = [{ id: 7, dose: "hb0", givenOn: "2026-05-15", place: "Puskesmas Ciracas" }];
  const plan = immunisationPlan(d("2026-05-15"), d("2026-07-20"), recorded);
  const byId = (id: string) => plan.find((view) => view.dose.id === id)!;

  it("marks a recorded dose done, with its record", () => {
    expect(byId("hb0")).toMatchObject({
      status: "sudah",
      recorded: { givenOn: "2026-05-15", place: "Puskesmas Ciracas" },
    });
  });

  it("marks a dose past its month late", () => {
    expect(byId("bcg")).toMatchObject({
      status: "terlambat",
      start: "2026-06-15",
      end: "2026-07-14",
    });
  });

  it("marks the doses of the current month due now, but a second dose waits for a late first", () => {
    expect(["dpt1", "opv2", "pcv1", "rv1"].map((id) => [id, byId(id).status, byId(id).start, byId(id).end])).toEqual([
      ["dpt1", "sekarang", "2026-07-15", "2026-08-14"],
      // Polio tetes 1 is late: Polio tetes 2 is given after it.
      ["opv2", "menunggu", "2026-07-15", "2026-08-14"],
      ["pcv1", "sekarang", "2026-07-15", "2026-08-14"],
      ["rv1", "sekarang", "2026-07-15", "2026-08-14"],
    ]);
    expect(waitingAdvice(byId("opv2"))).toBe("Diberikan setelah Polio tetes 1; petugas yang menentukan jaraknya.");
    expect(byId("opv2").notBefore).toBeNull();
    // And so does the one after it, though its own month is still ahead.
    expect(byId("opv3").status).toBe("menunggu");
  });

  it("marks later doses upcoming, and JE regional whatever the day", () => {
    expect(byId("dpt2")).toMatchObject({ status: "akan-datang", start: "2026-08-15" });
    expect(byId("je").status).toBe("daerah");
    expect(immunisationPlan(d("2024-01-01"), d("2026-07-20"), []).find((view) => view.dose.id === "je")?.status).toBe(
      "daerah",
    );
  });

  it("sums up what is late, what is due and what comes next", () => {
    const summary = immunisationSummary(plan);
    expect(summary.late.map((view) => view.dose.id)).toEqual(["bcg", "opv1"]);
    expect(summary.dueNow.map((view) => view.dose.id)).toEqual(["dpt1", "pcv1", "rv1"]);
    expect(summary.waiting.map((view) => view.dose.id)).toEqual(["opv2", "opv3", "opv4"]);
    expect(summary.next?.start).toBe("2026-08-15");
    expect(summary.next?.doses.map((view) => view.dose.id)).toEqual(["dpt2", "pcv2", "rv2"]);
    expect([summary.given, summary.total]).toEqual([1, 20]);
  });

  it("keeps HB0 due on the birth date and the day after, late from the day after that", () => {
    const hb0 = (today: string) => immunisationPlan(d("2026-03-10"), d(today), [])[0]!;
    expect(hb0("2026-03-10").status).toBe("sekarang");
    expect(hb0("2026-03-11").status).toBe("sekarang");
    expect(hb0("2026-03-12").status).toBe("terlambat");
  });

  it("says when rotavirus can no longer be given: after 6 months 29 days", () => {
    const given: RecordedDose[] = [
      { id: 1, dose: "rv1", givenOn: "2026-03-31", place: null },
      { id: 2, dose: "rv2", givenOn: "2026-04-30", place: null },
    ];
    const rv3 = (today: string) =>
      immunisationPlan(d("2026-01-31"), d(today), given).find((view) => view.dose.id === "rv3")!;
    expect(rv3("2026-08-29")).toMatchObject({ status: "terlambat", latest: "2026-08-29" });
    expect(rv3("2026-08-30")).toMatchObject({ status: "lewat-batas" });
    expect(pastLimitAdvice(rv3("2026-08-30"))).toBe(
      "Rotavirus (RV) tidak diberikan lagi setelah usia 6 bulan 29 hari. Bila sudah diberikan, salin tanggalnya dari Buku KIA.",
    );
    const summary = immunisationSummary(immunisationPlan(d("2026-01-31"), d("2026-08-30"), given));
    expect(summary.pastLimit.map((view) => view.dose.id)).toEqual(["rv3"]);
    expect(summary.late.map((view) => view.dose.id)).not.toContain("rv3");
  });

  it("keeps the least interval after a recorded previous dose: rotavirus 4 weeks, IPV2 4 months", () => {
    const birth = d("2026-01-10");
    const at = (today: string, doses: [string, string][]) =>
      immunisationPlan(
        birth,
        d(today),
        doses.map(([dose, givenOn], index) => ({ id: index + 1, dose, givenOn, place: null })),
      );
    // Rotavirus 1 given late on 20 April (3 months 10 days): on 1 May, Rotavirus 2's month has
    // come (3 months from 10 April) but 4 weeks after 20 April is 18 May.
    const rv2 = at("2026-05-01", [["rv1", "2026-04-20"]]).find((view) => view.dose.id === "rv2")!;
    expect(rv2).toMatchObject({ status: "menunggu", notBefore: "2026-05-18" });
    expect(waitingAdvice(rv2)).toBe("Paling cepat 18 Mei 2026, 4 minggu setelah Rotavirus 1.");
    expect(at("2026-05-18", [["rv1", "2026-04-20"]]).find((view) => view.dose.id === "rv2")!.status).toBe("terlambat");
    // IPV 1 given late on 1 August (6 months 22 days): at 9 months (10 October) IPV 2 waits until
    // 1 December, 4 months later, and is not offered as next either.
    const october = at("2026-10-12", [["ipv1", "2026-08-01"]]);
    expect(october.find((view) => view.dose.id === "ipv2")).toMatchObject({
      status: "menunggu",
      notBefore: "2026-12-01",
    });
    const august = at("2026-08-15", [["ipv1", "2026-08-01"]]);
    expect(august.find((view) => view.dose.id === "ipv2")!.status).toBe("menunggu");
    expect(immunisationSummary(august).next?.doses.map((view) => view.dose.id)).not.toContain("ipv2");
    // Rotavirus 2 given on 20 July (6 months 10 days): 4 weeks later is 17 August, past Rotavirus 3's
    // last day (6 months 29 days: 8 August), so it is no longer given.
    const late = at("2026-07-25", [
      ["rv1", "2026-06-20"],
      ["rv2", "2026-07-20"],
    ]);
    expect(late.find((view) => view.dose.id === "rv3")!.status).toBe("lewat-batas");
  });

  it("keeps 6 months 29 days inside the sixth month after a short February", () => {
    // Born 25 August 2026: 6 months on 25 February 2027, 7 months on 25 March 2027; 29 days after
    // 25 February would be 26 March, already 7 months 1 day.
    expect(lastDayAtAge(d("2026-08-25"), { months: 6, days: 29 })).toBe("2027-03-24");
    // Born 31 January 2026: 6 months on 31 July, 29 days later 29 August, before 31 August.
    expect(lastDayAtAge(d("2026-01-31"), { months: 6, days: 29 })).toBe("2026-08-29");
  });

  it("asks for a late dose to be copied from the Buku KIA or caught up without starting again", () => {
    expect(LATE_ADVICE).toContain("salin tanggalnya dari Buku KIA");
    expect(LATE_ADVICE).toContain("tanpa mengulang dari awal");
  });

  it("has nothing next once every dose is past", () => {
    expect(immunisationSummary(immunisationPlan(d("2020-01-01"), d("2026-07-20"), [])).next).toBeNull();
  });

  it("writes a window in short Indonesian dates", () => {
    expect(windowText({ start: d("2026-07-15"), end: d("2026-08-14") })).toBe("15 Jul 2026 \u2013 14 Agu 2026");
    expect(windowText({ start: d("2026-03-10"), end: d("2026-03-10") })).toBe("10 Mar 2026");
  });
});

describe("copying the Buku KIA", () => {
  it("offers the next dose of the same age, and nothing once that age is done", () => {
    const birth = d("2026-05-15");
    const today = d("2026-08-20");
    const plan = (doses: string[]) =>
      immunisationPlan(
        birth,
        today,
        doses.map((dose, index) => ({ id: index + 1, dose, givenOn: "2026-07-16", place: null })),
      );
    // BCG recorded: Polio tetes 1 was given at the same age.
    expect(nextToCopy(plan(["bcg"]), "bcg")).toBe("opv1");
    // DPT-HB-Hib 1 recorded: Polio tetes 2 (its own first dose missing, so waiting) still next.
    expect(nextToCopy(plan(["dpt1"]), "dpt1")).toBe("opv2");
    // The last of the 2-month doses: nothing after it at that age.
    expect(nextToCopy(plan(["dpt1", "opv2", "pcv1", "rv1"]), "rv1")).toBeNull();
    // Whatever their status: after DPT-HB-Hib 3 comes Polio tetes 4, given at the same visit.
    expect(nextToCopy(plan(["dpt3"]), "dpt3")).toBe("opv4");
    // JE (some provinces only) is never offered: after MR 1 and IPV 2 nothing of 9-10 months.
    expect(nextToCopy(plan(["mr1", "ipv2"]), "ipv2")).toBeNull();
  });
});

describe("a recorded dose", () => {
  const child = {
    birthDate: d("2026-05-15"),
    latestToday: d("2026-07-20"),
    recorded: [{ id: 7, dose: "hb0", givenOn: "2026-05-15", place: null }],
  };

  it("is a dose of the schedule on a real date from the birth date to today", () => {
    expect(checkDose({ dose: "bcg", givenOn: "2026-06-20" }, child)).toEqual({ ok: true, givenOn: "2026-06-20" });
    expect(checkDose({ dose: "bcg", givenOn: "2026-05-15" }, child).ok).toBe(true);
    expect(checkDose({ dose: "bcg", givenOn: "2026-07-20" }, child).ok).toBe(true);
  });

  it("is refused with an Indonesian message on its field", () => {
    expect(checkDose({ dose: "cacar", givenOn: "2026-06-20" }, child)).toEqual({
      ok: false,
      field: "dose",
      message: "Pilih imunisasi dari daftar.",
    });
    expect(checkDose({ dose: "bcg", givenOn: "2026-05-14" }, child)).toMatchObject({
      field: "givenOn",
      message: "Tanggal imunisasi tidak boleh sebelum tanggal lahir anak (15 Mei 2026). Periksa lagi Buku KIA.",
    });
    expect(checkDose({ dose: "bcg", givenOn: "2026-07-21" }, child)).toMatchObject({
      field: "givenOn",
      message: "Tanggal imunisasi tidak boleh melewati hari ini.",
    });
    expect(checkDose({ dose: "bcg", givenOn: "2026-02-30" }, child)).toMatchObject({
      field: "givenOn",
      message: IMMUNISATION_MESSAGES.date,
    });
    expect(checkDose({ dose: "bcg", givenOn: " " }, child)).toMatchObject({
      field: "givenOn",
      message: "Isi tanggal imunisasi (lihat Buku KIA).",
    });
  });

  it("is refused twice, but its own record may be corrected", () => {
    expect(checkDose({ dose: "hb0", givenOn: "2026-05-16" }, child)).toEqual({
      ok: false,
      field: "dose",
      message: "HB0 sudah tercatat. Ubah catatan yang ada bila tanggal atau tempatnya keliru.",
    });
    expect(checkDose({ dose: "hb0", givenOn: "2026-05-16" }, { ...child, editing: 7 }).ok).toBe(true);
  });
});

describe("a child's immunisations at a glance", () => {
  it("names the late doses, the ones due now until the window closes, and the next ones", () => {
    // Born 15 May 2026, seen 20 July 2026: HB0 given; BCG and Polio tetes 1 late; the 2-month
    // doses due until 14 August (Polio tetes 2 waits for 1); the 3-month doses from 15 August.
    expect(
      immunisationGlance(d("2026-05-15"), d("2026-07-20"), [
        { id: 1, dose: "hb0", givenOn: "2026-05-15", place: null },
      ]),
    ).toEqual({
      late: ["BCG", "Polio tetes 1"],
      dueNow: ["DPT-HB-Hib 1", "PCV 1", "Rotavirus 1"],
      dueUntil: "2026-08-14",
      next: { start: "2026-08-15", labels: ["DPT-HB-Hib 2", "PCV 2", "Rotavirus 2"] },
      given: 1,
      pastLimit: [],
    });
  });
});
