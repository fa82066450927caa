import { describe, expect, it } from "vitest";
import type { IsoDate } from "./dates";
import { planGlance, planShareItems, planView, savedPlan } from "./plan-view";
import { pregnancyPlan } from "./pregnancy-plan";

const d = (date: string) => date as IsoDate;

describe("planView", () => {
  it("numbers the sources in order of first use and says where the pregnancy stands", () => {
    // LMP 31 May 2026, on 15 July: 45 days, 6 weeks 3 days; due 7 March 2027 (counted by hand).
    const view = planView(pregnancyPlan(d("2026-05-31"), 28, d("2026-07-15")));
    expect(view.status).toBe("Usia kehamilan hari ini 6 minggu 3 hari (trimester 1). HPL: 7 Maret 2027.");
    expect(view.sources[0]).toContain("Buku KIA");
    const first = view.groups[0]!.items[0]!;
    // K1's suggested days: 6 weeks (12 July) to before 8 weeks (25 July); the first trimester
    // ends at 12 weeks (23 August), decision 077.
    expect(first).toMatchObject({
      id: "k1",
      when: "Saran: 12–25 Juli 2026 (6-7 minggu).",
      until: "Masih terhitung sampai 23 Agustus 2026.",
      state: "now",
      stateLabel: "Sekarang",
    });
    expect(first.sources[0]).toBe(1);
    expect(view.groups.map((group) => group.note === null)).toEqual([true, true, false, false]);
  });

  it("says a passed first-trimester visit is still owed, and a passed later item only that it passed", () => {
    const view = planView(pregnancyPlan(d("2026-05-31"), 28, d("2026-10-01")));
    const items = view.groups.flatMap((group) => group.items);
    expect(items.find((item) => item.id === "k1")?.stateLabel).toBe("Sudah lewat. Belum? Segera periksakan diri.");
    const late = planView(pregnancyPlan(d("2026-05-31"), 28, d("2027-03-30")));
    const lateItems = late.groups.flatMap((group) => group.items);
    expect(lateItems.find((item) => item.id === "kf2")?.stateLabel).toBe("Sudah lewat");
    // Past the due date: no pregnancy age, and both cases said.
    expect(late.status).toBe(
      "HPL 7 Maret 2027 sudah lewat. Bila belum melahirkan, segera periksakan diri ke bidan atau dokter hari ini. Bila sudah, ikuti kunjungan nifas dan kunjungan bayi baru lahir di bawah.",
    );
    // A danger sign has no state badge.
    expect(lateItems.filter((item) => item.dangerSign).map((item) => item.stateLabel)).toEqual(["", "", "", ""]);
  });
});

describe("a visit before its suggested days", () => {
  it("is later, and may be done earlier, once its trimester has begun (decision 077)", () => {
    // LMP 31 May 2026, on 1 September: 13 weeks 3 days, trimester 2 (from 24 August); K2's
    // suggested days are 16-17 weeks (20 September - 3 October).
    const items = planView(pregnancyPlan(d("2026-05-31"), 28, d("2026-09-01"))).groups[0]!.items;
    expect(items.find((item) => item.id === "k2")).toMatchObject({
      title: "Pemeriksaan kehamilan ke-2 (trimester 2)",
      when: "Saran: 20 September – 3 Oktober 2026 (16-17 minggu).",
      until: "Masih terhitung sampai 15 November 2026.",
      state: "later",
      stateLabel: "Nanti, boleh lebih awal",
    });
    // K1 is as early as possible: at 5 weeks (5 July), before its suggested days, it is now.
    const early = planView(pregnancyPlan(d("2026-05-31"), 28, d("2026-07-05"))).groups[0]!.items[0]!;
    expect(early).toMatchObject({ id: "k1", state: "now", stateLabel: "Sekarang" });
  });
});

describe("savedPlan", () => {
  it("reads a saved HPL's input, with 28 days when no cycle was saved", () => {
    expect(savedPlan({ lastPeriod: "2026-05-31" }, d("2026-07-15"))?.dueDate).toBe("2027-03-07");
    expect(savedPlan({ lastPeriod: "2026-05-31", cycleLength: 35 }, d("2026-07-15"))?.dueDate).toBe("2027-03-14");
    expect(savedPlan({ lastPeriod: "2026-05-31", cycleLength: 99 }, d("2026-07-15"))?.dueDate).toBe("2027-03-07");
  });

  it("ends where the calculator stops taking the last period (44 weeks), and refuses what it cannot read", () => {
    // 31 May 2026 + 308 days: 214 to 31 December, then 31 + 28 + 31 = 304 to 31 March, 4 more.
    expect(savedPlan({ lastPeriod: "2026-05-31" }, d("2027-04-04"))).not.toBeNull();
    expect(savedPlan({ lastPeriod: "2026-05-31" }, d("2027-04-05"))).toBeNull();
    expect(savedPlan(null, d("2026-07-15"))).toBeNull();
    expect(savedPlan({ lastPeriod: "2026-02-30" }, d("2026-07-15"))).toBeNull();
    expect(savedPlan("2026-05-31", d("2026-07-15"))).toBeNull();
  });

  it("counts the 44 weeks from the last period moved for a short cycle too (issue 29)", () => {
    // Cycle 21 moves 31 May back 7 days to 24 May; 24 May + 308 days is 28 March 2027.
    expect(savedPlan({ lastPeriod: "2026-05-31", cycleLength: 21 }, d("2027-03-28"))).not.toBeNull();
    expect(savedPlan({ lastPeriod: "2026-05-31", cycleLength: 21 }, d("2027-03-29"))).toBeNull();
  });
});

describe("planGlance", () => {
  it("shows what is due now, then what comes next, never a danger-sign card or a passed item", () => {
    const view = planView(pregnancyPlan(d("2026-05-31"), 28, d("2026-10-01")));
    const glance = planGlance(view, 4);
    // 1 October is 17 weeks 4 days: K2's suggested days (16-17 weeks) are now, K3's (20-21) ahead.
    expect(glance.next.map((item) => item.id)).toEqual(["ttd", "k2", "amanat", "k3"]);
    expect(glance.next.every((item) => item.state !== "past" && !item.dangerSign)).toBe(true);
  });
});

describe("planShareItems", () => {
  it("puts the passed visits and tests still owed before the glance's items (issue 37)", () => {
    // 1 October 2026 is 17 weeks 4 days: the first trimester's visit and tests (to 12 weeks) have passed.
    const view = planView(pregnancyPlan(d("2026-05-31"), 28, d("2026-10-01")));
    const items = planShareItems(view);
    expect(items.slice(-4).map((item) => item.id)).toEqual(["ttd", "k2", "amanat", "k3"]);
    const owed = items.slice(0, -4);
    expect(owed.map((item) => item.id)).toEqual(["k1", "lab-t1", "td"]);
    for (const item of owed) expect(item.stateLabel, item.id).toBe("Sudah lewat. Belum? Segera periksakan diri.");
  });
});

describe("a long cycle and a recent period", () => {
  it("counts no days before the moved last period, and the first visit as to come", () => {
    // Cycle 35: the last period moves 7 days on, to 3 June; on 1 June that is still ahead.
    const view = planView(pregnancyPlan(d("2026-05-27"), 35, d("2026-06-01")));
    // Issue 29: not "0 minggu 0 hari", a pregnancy age that has not begun.
    expect(view.status).toBe(
      "Karena siklus haid Ibu 35 hari, usia kehamilan baru mulai dihitung pada 3 Juni 2026. HPL: 10 Maret 2027.",
    );
    expect(view.groups[0]!.items[0]).toMatchObject({ id: "k1", state: "later", stateLabel: "Nanti" });
  });
});
