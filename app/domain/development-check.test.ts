import { describe, expect, it } from "vitest";
import { parseIsoDate, type IsoDate } from "./dates";
import { checkpointAt, type Checkpoint } from "./development";
import {
  type Answer,
  checkpointsAt,
  dateAtAge,
  developmentAge,
  developmentGlance,
  developmentResult,
  formatCheckpointAge,
  type SavedCheck,
} from "./development-check";

// Every date and age below is worked by hand on the calendar (a month-end birthday falls on the
// last day of a shorter month: 31 Jan + 1 month = 28 Feb). None is computed with the code under test.

const d = (value: string): IsoDate => {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new Error(`bad test date ${value}`);
  return parsed;
};

function checkpoint(months: number): Checkpoint {
  const found = checkpointAt(months);
  if (!found) throw new Error(`no checkpoint at ${months} months`);
  return found;
}

/** The id of the skill with this (hand-typed) Buku KIA text. */
function idOf(months: number, text: string): string {
  const found = checkpoint(months).milestones.find((milestone) => milestone.text === text);
  if (!found) throw new Error(`no milestone "${text}" at ${months} months`);
  return found.id;
}

/** Every skill of the list answered "ya", then the given answers by text. */
function answers(months: number, byText: Record<string, Answer> = {}): Record<string, Answer> {
  const result: Record<string, Answer> = {};
  for (const milestone of checkpoint(months).milestones) result[milestone.id] = "ya";
  for (const [text, answer] of Object.entries(byText)) result[idOf(months, text)] = answer;
  return result;
}

const TERM_MONTH_END = { birthDate: d("2025-01-31"), gestationalWeeks: null };
/** Born at 32 weeks: corrected birth = 1 Jan + (40 - 32) * 7 = 56 days = 26 Feb 2026. */
const PRETERM_32 = { birthDate: d("2026-01-01"), gestationalWeeks: 32 };

describe("developmentAge", () => {
  it("counts a term child's age in calendar months, a month-end birthday on the shorter month's last day", () => {
    // 31 Jan + 1 month = 28 Feb 2025; 28 Feb -> 1 Mar = 1 day.
    expect(developmentAge(TERM_MONTH_END, d("2025-03-01"))).toEqual({
      months: 1,
      days: 1,
      used: "kronologis",
      chronological: { months: 1, days: 1 },
    });
    // 31 Jan + 1 month = 28 Feb itself: 1 month 0 days; the day before: 0 months 28 days.
    expect(developmentAge(TERM_MONTH_END, d("2025-02-28"))).toMatchObject({ months: 1, days: 0 });
    expect(developmentAge(TERM_MONTH_END, d("2025-02-27"))).toMatchObject({ months: 0, days: 27 });
  });

  it("corrects a child born at 32 weeks from 56 days after birth", () => {
    // Corrected birth 26 Feb 2026; 26 Feb -> 26 Aug = 6 months 0 days.
    // Chronological: 1 Jan -> 1 Aug = 7 months; 1 Aug -> 26 Aug = 25 days.
    expect(developmentAge(PRETERM_32, d("2026-08-26"))).toEqual({
      months: 6,
      days: 0,
      used: "koreksi",
      chronological: { months: 7, days: 25 },
    });
    // The day before the corrected 6 months: 5 months (26 Jul) + 30 days.
    expect(developmentAge(PRETERM_32, d("2026-08-25"))).toMatchObject({ months: 5, days: 30, used: "koreksi" });
  });

  it("counts a corrected age of 0 before the corrected birth day", () => {
    // 1 Feb 2026 is before 26 Feb; chronological 1 Jan -> 1 Feb = 1 month 0 days.
    expect(developmentAge(PRETERM_32, d("2026-02-01"))).toEqual({
      months: 0,
      days: 0,
      used: "koreksi",
      chronological: { months: 1, days: 0 },
    });
  });

  it("stops correcting once the corrected age reaches 24 months", () => {
    // 25 Feb 2028: corrected 26 Feb 2026 + 23 months = 26 Jan 2028, + 30 days -> 23 months 30 days.
    // Chronological: 1 Jan 2026 + 25 months = 1 Feb 2028, + 24 days.
    expect(developmentAge(PRETERM_32, d("2028-02-25"))).toEqual({
      months: 23,
      days: 30,
      used: "koreksi",
      chronological: { months: 25, days: 24 },
    });
    // 26 Feb 2028: corrected age is 24 months 0 days -> the calendar age, 25 months 25 days.
    expect(developmentAge(PRETERM_32, d("2028-02-26"))).toEqual({
      months: 25,
      days: 25,
      used: "kronologis",
      chronological: { months: 25, days: 25 },
    });
  });

  it("corrects 36.9 weeks (before 37) but not 37 weeks", () => {
    // Born 10 Jun 2025. 36.9 weeks: (40 - 36.9) * 7 = 21.7 -> 22 days -> corrected birth 2 Jul 2025.
    // On 2 Sep 2025: corrected 2 Jul -> 2 Sep = 2 months 0 days;
    // chronological 10 Jun -> 10 Aug = 2 months, 10 Aug -> 2 Sep = 23 days.
    const today = d("2025-09-02");
    expect(developmentAge({ birthDate: d("2025-06-10"), gestationalWeeks: 36.9 }, today)).toEqual({
      months: 2,
      days: 0,
      used: "koreksi",
      chronological: { months: 2, days: 23 },
    });
    expect(developmentAge({ birthDate: d("2025-06-10"), gestationalWeeks: 37 }, today)).toEqual({
      months: 2,
      days: 23,
      used: "kronologis",
      chronological: { months: 2, days: 23 },
    });
  });
});

describe("checkpointsAt", () => {
  const at = (months: number) => {
    const { due, next, band } = checkpointsAt(months);
    return { due: due?.months ?? null, next: next?.months ?? null, band: band.months };
  };

  it.each([
    [0, null, 3, 3],
    [2, null, 3, 3],
    [3, 3, 6, 6],
    [8, 6, 9, 9],
    [17, 12, 18, 18],
    [18, 18, 24, 24],
    [71, 60, 72, 72],
    [72, 72, null, 72],
    [90, 72, null, 72],
  ])("at %i months: due %s, next %s, band of %i", (months, due, next, band) => {
    expect(at(months)).toEqual({ due, next, band });
  });
});

describe("dateAtAge", () => {
  it("counts a term child's months from the birth date", () => {
    // 31 Jan 2025 + 3 months = 30 Apr 2025 (April has 30 days).
    expect(dateAtAge(TERM_MONTH_END, 3)).toBe("2025-04-30");
    // 31 Jan 2025 + 13 months = 29 Feb? 2026 is not a leap year -> 28 Feb 2026.
    expect(dateAtAge(TERM_MONTH_END, 13)).toBe("2026-02-28");
  });

  it("counts a preterm child's months from the corrected birth up to 24 months", () => {
    // 26 Feb 2026 + 24 months = 26 Feb 2028.
    expect(dateAtAge(PRETERM_32, 24)).toBe("2028-02-26");
    // 26 Feb 2026 + 9 months = 26 Nov 2026.
    expect(dateAtAge(PRETERM_32, 9)).toBe("2026-11-26");
  });

  it("counts a preterm child's months from the birth date after 24 months", () => {
    // 1 Jan 2026 + 36 months = 1 Jan 2029.
    expect(dateAtAge(PRETERM_32, 36)).toBe("2029-01-01");
  });
});

describe("developmentResult", () => {
  const SITTING = "Bayi bisa duduk secara mandiri";
  const CRAWLING = "Bayi bisa merangkak meraih mainan atau mendekati seseorang";

  it("sends the child soon (segera) when a red-flag skill is not seen yet", () => {
    const result = developmentResult(checkpoint(9), { answers: answers(9, { [SITTING]: "belum" }), lostOther: false });
    expect(result.level).toBe("segera");
    expect(result.flagged.map((skill) => skill.text)).toEqual([SITTING]);
    // PrimaKu 9 bulan and the WHO window (9.2 months) both name sitting without support.
    expect(result.flagged[0]!.sources).toEqual(expect.arrayContaining(["primaku", "whoMotor"]));
    expect(result.flagged[0]!.reason).toContain("9,2");
    expect(result.notYet).toEqual([]);
    expect(result.lost).toEqual([]);
    // 11 Buku KIA skills by 9 bulan and turning to one's name (PrimaKu): 11 of the 12 seen.
    expect(result.yes).toBe(11);
    expect(result.total).toBe(12);
  });

  it("asks for a development check (periksakan) when a skill that is not a red flag is not seen yet", () => {
    const result = developmentResult(checkpoint(9), { answers: answers(9, { [CRAWLING]: "belum" }), lostOther: false });
    expect(result.level).toBe("periksakan");
    expect(result.notYet).toEqual([CRAWLING]);
    expect(result.flagged).toEqual([]);
    expect(result.lost).toEqual([]);
    expect(result.yes).toBe(11);
  });

  it("is sesuai when every skill is seen", () => {
    const result = developmentResult(checkpoint(9), { answers: answers(9), lostOther: false });
    expect(result).toEqual({
      level: "sesuai",
      yes: 12,
      total: 12,
      flagged: [],
      lost: [],
      lostOther: false,
      notYet: [],
    });
  });

  it("sends the child soon when a skill is lost, even one that is not a red flag", () => {
    const result = developmentResult(checkpoint(9), {
      answers: answers(9, { [CRAWLING]: "hilang" }),
      lostOther: false,
    });
    expect(result.level).toBe("segera");
    expect(result.lost).toEqual([CRAWLING]);
    expect(result.flagged).toEqual([]);
    expect(result.notYet).toEqual([]);
  });

  it("sends the child soon when another skill was lost, with every listed skill seen", () => {
    const result = developmentResult(checkpoint(9), { answers: answers(9), lostOther: true });
    expect(result.level).toBe("segera");
    expect(result.lostOther).toBe(true);
    expect(result.yes).toBe(12);
    expect(result.flagged).toEqual([]);
    expect(result.lost).toEqual([]);
    expect(result.notYet).toEqual([]);
  });

  it("sends the child soon for an extra red flag of another source (walking alone by 18 months)", () => {
    const all = answers(18);
    all["18-jalan"] = "belum";
    const result = developmentResult(checkpoint(18), { answers: all, lostOther: false });
    expect(result.level).toBe("segera");
    expect(result.flagged).toHaveLength(1);
    expect(result.flagged[0]!.reason).toContain("17,6");
    // 8 Buku KIA skills + walking alone.
    expect(result.total).toBe(9);
  });
});

describe("developmentGlance", () => {
  const check = (checkpointMonths: number, checkedOn: string, byText: Record<string, Answer> = {}): SavedCheck => ({
    checkpoint: checkpointMonths,
    checkedOn,
    answers: answers(checkpointMonths, byText),
    lostOther: false,
  });

  it("shows the list due when it has not been filled in", () => {
    // Born 31 Jan 2025; on 15 May 2025 the child is 3 months (30 Apr) + 15 days.
    expect(developmentGlance(TERM_MONTH_END, d("2025-05-15"), [])).toEqual({
      corrected: false,
      due: { months: 3, since: "2025-04-30" },
      latest: null,
      // 31 Jan + 6 months = 31 Jul 2025.
      next: { months: 6, date: "2025-07-31" },
    });
  });

  it("shows nothing due once the list has been filled in since its age was reached", () => {
    const glance = developmentGlance(TERM_MONTH_END, d("2025-05-15"), [check(3, "2025-05-01")]);
    expect(glance.due).toBeNull();
    expect(glance.latest).toEqual({ months: 3, checkedOn: "2025-05-01", level: "sesuai" });
  });

  it("still shows the list due when it was filled in before its age was reached", () => {
    const glance = developmentGlance(TERM_MONTH_END, d("2025-05-15"), [check(3, "2025-04-29")]);
    expect(glance.due).toEqual({ months: 3, since: "2025-04-30" });
  });

  it("reports the level of the latest check, whatever the order of the checks", () => {
    // On 15 Aug 2025 the child is 6 months (31 Jul) + 15 days; the 6-month list was filled in on 1 Aug
    // with a red flag (PrimaKu 6 bulan: "Tidak mampu berguling") not seen yet.
    const older = check(3, "2025-05-01");
    const newer = check(6, "2025-08-01", { "Bayi bisa berbalik dari telungkup ke telentang": "belum" });
    const expected = {
      corrected: false,
      due: null,
      latest: { months: 6, checkedOn: "2025-08-01", level: "segera" },
      // 31 Jan + 9 months = 31 Oct 2025.
      next: { months: 9, date: "2025-10-31" },
    };
    expect(developmentGlance(TERM_MONTH_END, d("2025-08-15"), [older, newer])).toEqual(expected);
    expect(developmentGlance(TERM_MONTH_END, d("2025-08-15"), [newer, older])).toEqual(expected);
  });

  it("dates a preterm child's lists by the corrected age", () => {
    // Corrected birth 26 Feb 2026: 6 months on 26 Aug 2026, 9 months on 26 Nov 2026.
    // Corrected 6 months, under 24: the lists are chosen by the corrected age.
    expect(developmentGlance(PRETERM_32, d("2026-08-26"), [])).toEqual({
      corrected: true,
      due: { months: 6, since: "2026-08-26" },
      latest: null,
      next: { months: 9, date: "2026-11-26" },
    });
  });

  it("has no next list after 6 years", () => {
    // Born 10 Mar 2019: 72 months on 10 Mar 2025; on 1 Jun 2025 the child is 74 months.
    expect(developmentGlance({ birthDate: d("2019-03-10"), gestationalWeeks: null }, d("2025-06-01"), [])).toEqual({
      corrected: false,
      due: { months: 72, since: "2025-03-10" },
      latest: null,
      next: null,
    });
  });
});

describe("formatCheckpointAge", () => {
  it("names months under 2 years and whole years from 2 years, as the Buku KIA bands do", () => {
    expect(formatCheckpointAge(3)).toBe("3 bulan");
    expect(formatCheckpointAge(18)).toBe("18 bulan");
    expect(formatCheckpointAge(24)).toBe("2 tahun");
    expect(formatCheckpointAge(72)).toBe("6 tahun");
  });
});
