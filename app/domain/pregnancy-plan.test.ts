import { describe, expect, it } from "vitest";
import type { IsoDate } from "./dates";
import { cycleAdjustmentDays } from "./calculators";
import { DANGER_SECTIONS } from "./danger-signs";
import { formatWindow, type PlanItem, pregnancyPlan, trimesterOf, windowState } from "./pregnancy-plan";

// Every date here was counted by hand on the calendar (month lengths, 2028 a leap year), not by
// the code under test.

const d = (date: string) => date as IsoDate;
const item = (items: PlanItem[], id: string) => {
  const found = items.find((entry) => entry.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe("Parikh's rule", () => {
  it("moves the due date by the cycle's difference from 28 days", () => {
    expect(cycleAdjustmentDays(21)).toBe(-7);
    expect(cycleAdjustmentDays(28)).toBe(0);
    expect(cycleAdjustmentDays(35)).toBe(7);
    // LMP 1 January 2026: 28 days gives Naegele's 8 October; 21 days a week earlier, 35 a week later.
    expect(pregnancyPlan(d("2026-01-01"), 21, d("2026-03-01")).dueDate).toBe("2026-10-01");
    expect(pregnancyPlan(d("2026-01-01"), 28, d("2026-03-01")).dueDate).toBe("2026-10-08");
    expect(pregnancyPlan(d("2026-01-01"), 35, d("2026-03-01")).dueDate).toBe("2026-10-15");
  });

  it("counts the weeks from the moved last period", () => {
    // 1 March 2026 is 59 days after 1 January: 8 weeks 3 days; with a 35-day cycle, 52 days: 7 weeks 3 days.
    const usual = pregnancyPlan(d("2026-01-01"), 28, d("2026-03-01"));
    expect([usual.weeks, usual.days, usual.trimester]).toEqual([8, 3, 1]);
    const long = pregnancyPlan(d("2026-01-01"), 35, d("2026-03-01"));
    expect(long.adjustedLastPeriod).toBe("2026-01-08");
    expect([long.weeks, long.days]).toEqual([7, 3]);
  });
});

describe("trimesters (Kemenkes: up to 12 weeks, above 12 up to 24, above 24)", () => {
  it("changes at 12 weeks 1 day and 24 weeks 1 day", () => {
    expect(trimesterOf(0)).toBe(1);
    expect(trimesterOf(84)).toBe(1);
    expect(trimesterOf(85)).toBe(2);
    expect(trimesterOf(168)).toBe(2);
    expect(trimesterOf(169)).toBe(3);
    expect(trimesterOf(290)).toBe(3);
  });
});

describe("the plan's dates", () => {
  it("across month ends and a year end (LMP 31 May 2026)", () => {
    const plan = pregnancyPlan(d("2026-05-31"), 28, d("2026-07-15"));
    // 31 May + 280 days: 214 days to 31 December, 31 to 31 January, 28 to 28 February, 7 more.
    expect(plan.dueDate).toBe("2027-03-07");
    expect(item(plan.items, "k1").window).toEqual({ start: "2026-05-31", end: "2026-08-23" });
    // Buku KIA 2024 and Permenkes 21/2021: one visit in trimester 1, two in 2, three in 3.
    expect(item(plan.items, "k2").window).toEqual({ start: "2026-08-24", end: "2026-11-15" });
    expect(item(plan.items, "k3").window).toEqual({ start: "2026-08-24", end: "2026-11-15" });
    // Suggested days (decision 077), two weeks each: K1 6-7 weeks (day 42-55), K2 16-17 (112-125),
    // K3 20-21 (140-153), K4 28-29 (196-209), K5 34-35 (238-251), K6 38-39 (266-279).
    const suggested = (id: string) => item(plan.items, id).suggested?.window;
    expect(suggested("k1")).toEqual({ start: "2026-07-12", end: "2026-07-25" });
    expect(suggested("k2")).toEqual({ start: "2026-09-20", end: "2026-10-03" });
    expect(suggested("k3")).toEqual({ start: "2026-10-18", end: "2026-10-31" });
    expect(suggested("k4")).toEqual({ start: "2026-12-13", end: "2026-12-26" });
    expect(suggested("k5")).toEqual({ start: "2027-01-24", end: "2027-02-06" });
    expect(suggested("k6")).toEqual({ start: "2027-02-21", end: "2027-03-06" });
    expect(item(plan.items, "kf1").suggested).toBeUndefined();
    for (const id of ["k4", "k5", "k6"]) {
      expect(item(plan.items, id).window).toEqual({ start: "2026-11-16", end: "2027-03-07" });
    }
    expect(item(plan.items, "ttd").window).toEqual({ start: "2026-05-31", end: "2027-03-07" });
    // 28 weeks = day 196, counted until two weeks past the due date; the birth plan from the
    // start, ready by 36 weeks 6 days = day 258.
    expect(item(plan.items, "gerak-janin").window).toEqual({ start: "2026-12-13", end: "2027-03-21" });
    expect(item(plan.items, "bahaya-hamil").window).toEqual({ start: "2026-05-31", end: "2027-03-21" });
    expect(item(plan.items, "amanat").window).toEqual({ start: "2026-05-31", end: "2027-02-13" });
    expect(item(plan.items, "bahaya-nifas").window).toEqual({ start: "2027-03-07", end: "2027-04-18" });
    expect(item(plan.items, "bahaya-bayi").window).toEqual({ start: "2027-03-07", end: "2027-04-04" });
    expect(item(plan.items, "kf1").window).toEqual({ start: "2027-03-07", end: "2027-03-09" });
    expect(item(plan.items, "kf2").window).toEqual({ start: "2027-03-10", end: "2027-03-14" });
    expect(item(plan.items, "kf3").window).toEqual({ start: "2027-03-15", end: "2027-04-04" });
    expect(item(plan.items, "kf4").window).toEqual({ start: "2027-04-05", end: "2027-04-18" });
    expect(item(plan.items, "kn1").window).toEqual({ start: "2027-03-07", end: "2027-03-09" });
    expect(item(plan.items, "kn2").window).toEqual({ start: "2027-03-10", end: "2027-03-14" });
    expect(item(plan.items, "kn3").window).toEqual({ start: "2027-03-15", end: "2027-04-04" });
    // 15 July is 45 days in: 6 weeks 3 days, first trimester.
    expect([plan.weeks, plan.days, plan.trimester, plan.pastDueDate]).toEqual([6, 3, 1, false]);
  });

  it("on 29 February (LMP 29 February 2028)", () => {
    const plan = pregnancyPlan(d("2028-02-29"), 28, d("2028-02-29"));
    // 275 days to 30 November, then 5.
    expect(plan.dueDate).toBe("2028-12-05");
    expect(item(plan.items, "k1").window).toEqual({ start: "2028-02-29", end: "2028-05-23" });
    expect([plan.weeks, plan.days]).toEqual([0, 0]);
  });

  it("with 29 February inside a window (LMP 1 December 2027, cycle 35)", () => {
    const plan = pregnancyPlan(d("2027-12-01"), 35, d("2028-01-15"));
    expect(plan.adjustedLastPeriod).toBe("2027-12-08");
    // 8 December + 84: 23 days to 31 December, 31 to 31 January, 29 to 29 February, 1 more.
    expect(item(plan.items, "k1").window.end).toBe("2028-03-01");
    expect(item(plan.items, "k3").window.start).toBe("2028-03-02");
    // 8 December 2027 + 280: 23 + 31 + 29 + 31 + 30 + 31 + 30 + 31 + 31 = 267 to 30 August, 13 more.
    expect(plan.dueDate).toBe("2028-09-13");
  });

  it("lists the six visits of Indonesia's standard, two with a doctor, and marks what goes into the calendar", () => {
    const plan = pregnancyPlan(d("2026-05-31"), 28, d("2026-07-15"));
    const visits = plan.items.filter((entry) => entry.group === "kehamilan" && entry.visit);
    expect(visits.map((entry) => entry.id)).toEqual(["k1", "k2", "k3", "k4", "k5", "k6"]);
    expect(visits.filter((entry) => entry.title.includes("dengan dokter")).map((entry) => entry.id)).toEqual([
      "k1",
      "k5",
    ]);
    expect(plan.items.filter((entry) => entry.visit).length).toBe(13);
    expect(plan.items.filter((entry) => entry.dangerSign).map((entry) => entry.id)).toEqual([
      "gerak-janin",
      "bahaya-hamil",
      "bahaya-nifas",
      "bahaya-bayi",
    ]);
    // Danger signs always say to go now, never to wait for the next visit.
    for (const entry of plan.items.filter((x) => x.dangerSign)) expect(entry.detail, entry.id).toMatch(/segera/);
    // Everything after birth is an estimate to count again from the real birth date.
    expect(plan.items.filter((x) => x.estimate).map((x) => x.id)).toEqual([
      "kf1",
      "kf2",
      "kf3",
      "kf4",
      "kn1",
      "kn2",
      "kn3",
      "bahaya-nifas",
      "bahaya-bayi",
    ]);
    for (const entry of plan.items) expect(entry.sources.length, entry.id).toBeGreaterThan(0);
  });

  it("never counts back before the last period, and says when the due date has passed", () => {
    expect(pregnancyPlan(d("2026-05-31"), 28, d("2026-05-30")).daysPregnant).toBe(0);
    const late = pregnancyPlan(d("2026-01-01"), 28, d("2026-10-09"));
    expect(late.pastDueDate).toBe(true);
    expect([late.weeks, late.days]).toEqual([40, 1]);
  });
});

describe("windows in id-ID", () => {
  it("writes a window with its year once, or twice across a year end", () => {
    expect(formatWindow({ start: d("2026-06-12"), end: d("2026-09-03") })).toBe("12 Juni – 3 September 2026");
    expect(formatWindow({ start: d("2026-12-28"), end: d("2027-01-04") })).toBe("28 Desember 2026 – 4 Januari 2027");
    expect(formatWindow({ start: d("2026-06-12"), end: d("2026-06-12") })).toBe("12 Juni 2026");
  });

  it("says whether a window is past, current or to come", () => {
    const window = { start: d("2026-06-12"), end: d("2026-09-03") };
    expect(windowState(window, d("2026-06-11"))).toBe("later");
    expect(windowState(window, d("2026-06-12"))).toBe("now");
    expect(windowState(window, d("2026-09-03"))).toBe("now");
    expect(windowState(window, d("2026-09-04"))).toBe("past");
  });
});

describe("kick counting (issue 29)", () => {
  it("says the danger-signs page's rule: fewer than 10 movements in 2 hours is 'now', any decrease 'today'", () => {
    const plan = pregnancyPlan(d("2026-05-31"), 28, d("2026-07-15"));
    const detail = item(plan.items, "gerak-janin").detail;
    const page = DANGER_SECTIONS.flatMap((section) => section.signs).find(
      (sign) => sign.sign === "Gerakan janin berkurang",
    );
    expect(detail).toContain(
      "Kurang dari 10 gerakan dalam 2 jam saat berbaring miring ke kiri dan memperhatikan gerakannya, atau janin tidak bergerak sama sekali: segera berangkat sekarang.",
    );
    expect(detail).toContain("datang untuk diperiksa hari ini juga");
    expect(detail).toContain(page!.nowIf!);
    expect(detail).toContain(page!.detail);
    expect(detail).not.toContain("12 jam");
  });
});
