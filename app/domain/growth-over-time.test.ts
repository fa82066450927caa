import { describe, expect, it } from "vitest";
import { daysBetween, type IsoDate } from "./dates";
import {
  completedMonths,
  CROSSING_DROP_SD,
  CROSSING_FROM_DAYS,
  crossing,
  KBM_TABLE,
  kbmGrams,
  MONTHLY_GAP_DAYS,
  type Weighing,
  weighingResults,
  type ZPoint,
} from "./growth-over-time";

// Growth over time (issue 34, decision 071). Every expected value is typed here from the sources
// and worked out by hand in the comments: the KBM from the Buku KIA 2023, page 54 (800, 900, 800,
// 600, 500, 400, 300, 200 g); a child's age in completed calendar months ("umur bulan penuh":
// born 10 January, 1 month on 10 February, 12 months on 10 January the next year; a month-end
// birthday falls on the last day of a shorter month); the gain in whole grams. Nothing expected
// is computed by the module under test.

/** Born 1 January 2024 (2024 is a leap year: 366 days to 1 January 2025). */
const BORN_2024 = "2024-01-01" as IsoDate;

/** A weighing with the child's age counted on the calendar from `born`. */
function weighed(
  date: string,
  weightKg: number,
  options: { born?: IsoDate; flagged?: boolean; oedema?: boolean } = {},
): Weighing {
  const born = options.born ?? BORN_2024;
  return {
    date,
    ageDays: daysBetween(born, date as IsoDate),
    weightKg,
    ...(options.flagged ? { flagged: true } : {}),
    ...(options.oedema ? { oedema: true } : {}),
  };
}

describe("the KBM table (Kenaikan Berat Badan Minimal, Buku KIA 2023 p. 54)", () => {
  it("holds the book's values in the book's order", () => {
    expect(KBM_TABLE.map((row) => row.grams)).toEqual([800, 900, 800, 600, 500, 400, 300, 200]);
  });

  it("gives each completed month from 1 to 60 its KBM, the higher value at the disputed months 7 and 11", () => {
    // Typed from the book and decision 071: the boys' KMS keeps 400 g to 7 months and 300 g to
    // 11 months (the girls' card drops a month earlier); one table takes the higher value.
    const byHand: [number, number][] = [
      [1, 800],
      [2, 900],
      [3, 800],
      [4, 600],
      [5, 500],
      [6, 400],
      [7, 400],
      [8, 300],
      [9, 300],
      [10, 300],
      [11, 300],
    ];
    for (let month = 12; month <= 60; month++) byHand.push([month, 200]);
    expect(byHand).toHaveLength(60);
    for (const [month, grams] of byHand) expect(kbmGrams(month), `${month} months`).toBe(grams);
  });

  it("has no KBM in the first month (a newborn first loses, then regains, weight), nor past 60 months", () => {
    expect(kbmGrams(0)).toBeNull();
    expect(kbmGrams(61)).toBeNull();
  });

  it("holds a gain against the KBM only between weighings 21 to 35 days apart", () => {
    // Decision 071: one posyandu day a month on the same weekday is 28 or 35 days apart.
    expect(MONTHLY_GAP_DAYS).toEqual({ min: 21, max: 35 });
  });
});

describe("weighingResults: B, O, N and T", () => {
  it("gives the first weighing B, and nothing else to go on", () => {
    expect(weighingResults([weighed("2025-01-10", 9.5)])).toEqual([{ code: "B" }]);
    expect(weighingResults([])).toEqual([]);
  });

  it("gives O when the child was not weighed last calendar month, with the age in completed months", () => {
    // January, then March: no February weighing. Born 1 January 2024: 10 March 2025 is 14 months
    // 9 days. 9.90 kg is more than January's 9.50 kg: no loss to say.
    expect(weighingResults([weighed("2025-01-10", 9.5), weighed("2025-03-10", 9.9)])).toEqual([
      { code: "B" },
      { code: "O", ageMonths: 14 },
    ]);
  });

  it("gives N when the gain equals the KBM exactly: 800 g at 1 month", () => {
    // Born 10 January 2025. 11 January: 1 day old. 10 February: 1 completed month: KBM 800 g.
    // 30 days apart. 4.10 - 3.30 kg = 800 g: N.
    const born = "2025-01-10" as IsoDate;
    expect(weighingResults([weighed("2025-01-11", 3.3, { born }), weighed("2025-02-10", 4.1, { born })])).toEqual([
      { code: "B" },
      { code: "N", gainGrams: 800, kbmGrams: 800, ageMonths: 1, previousDate: "2025-01-11" },
    ]);
  });

  it("gives T when the gain is 1 g less than the KBM", () => {
    // As above, 4.099 - 3.300 kg = 799 g < 800 g: T, and not 2T (last month was B).
    const born = "2025-01-10" as IsoDate;
    expect(weighingResults([weighed("2025-01-11", 3.3, { born }), weighed("2025-02-10", 4.099, { born })])).toEqual([
      { code: "B" },
      { code: "T", gainGrams: 799, kbmGrams: 800, ageMonths: 1, previousDate: "2025-01-11", twoT: false },
    ]);
  });

  it("gives T when the weight falls", () => {
    // Born 1 January 2024. 10 January 2025: 12 months 9 days. 10 February: 13 months 9 days, 31
    // days later: KBM 200 g. 9.40 - 9.50 kg = -100 g: T.
    expect(weighingResults([weighed("2025-01-10", 9.5), weighed("2025-02-10", 9.4)])).toEqual([
      { code: "B" },
      { code: "T", gainGrams: -100, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-10", twoT: false },
    ]);
  });

  it("gives 2T on a T after a T last month", () => {
    // 10 March 2025: 14 months 9 days, 28 days after 10 February: KBM 200 g.
    // February: -100 g, T. March: 9.45 - 9.40 kg = 50 g < 200 g: T again, so 2T.
    expect(
      weighingResults([weighed("2025-01-10", 9.5), weighed("2025-02-10", 9.4), weighed("2025-03-10", 9.45)]),
    ).toEqual([
      { code: "B" },
      { code: "T", gainGrams: -100, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-10", twoT: false },
      { code: "T", gainGrams: 50, kbmGrams: 200, ageMonths: 14, previousDate: "2025-02-10", twoT: true },
    ]);
  });

  it("lets an O break a run of T: the T after it is a first T", () => {
    // February T (-100 g); no March; April O (15 months 9 days; 9.40 kg as in February, no
    // loss); 10 May: 16 months 9 days, 30 days after 10 April: 9.45 - 9.40 = 50 g < 200 g: T,
    // but last month was O, not T.
    expect(
      weighingResults([
        weighed("2025-01-10", 9.5),
        weighed("2025-02-10", 9.4),
        weighed("2025-04-10", 9.4),
        weighed("2025-05-10", 9.45),
      ]),
    ).toEqual([
      { code: "B" },
      { code: "T", gainGrams: -100, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-10", twoT: false },
      { code: "O", ageMonths: 15 },
      { code: "T", gainGrams: 50, kbmGrams: 200, ageMonths: 16, previousDate: "2025-04-10", twoT: false },
    ]);
  });

  it("follows the KBM month by month, with the higher value at 7 and 11 months", () => {
    // Born 1 January 2024: on the 2nd of each month from July 2024 to January 2025 the child is 6,
    // 7, 8, 9, 10, 11 and 12 completed months (and 1 day) old; each weighing 30 or 31 days apart.
    expect(
      weighingResults([
        weighed("2024-07-02", 7.0),
        // 300 g at 7 months: under 400 g, T (a girl's card would say N; decision 071).
        weighed("2024-08-02", 7.3),
        // 300 g at 8 months: 300 g, N.
        weighed("2024-09-02", 7.6),
        weighed("2024-10-02", 7.9),
        weighed("2024-11-02", 8.2),
        // 200 g at 11 months: under 300 g, T.
        weighed("2024-12-02", 8.4),
        // 200 g at 12 months: 200 g, N.
        weighed("2025-01-02", 8.6),
      ]),
    ).toEqual([
      { code: "B" },
      { code: "T", gainGrams: 300, kbmGrams: 400, ageMonths: 7, previousDate: "2024-07-02", twoT: false },
      { code: "N", gainGrams: 300, kbmGrams: 300, ageMonths: 8, previousDate: "2024-08-02" },
      { code: "N", gainGrams: 300, kbmGrams: 300, ageMonths: 9, previousDate: "2024-09-02" },
      { code: "N", gainGrams: 300, kbmGrams: 300, ageMonths: 10, previousDate: "2024-10-02" },
      { code: "T", gainGrams: 200, kbmGrams: 300, ageMonths: 11, previousDate: "2024-11-02", twoT: false },
      { code: "N", gainGrams: 200, kbmGrams: 200, ageMonths: 12, previousDate: "2024-12-02" },
    ]);
  });
});

describe("the age the KBM is read at: completed calendar months, as the Buku KIA counts", () => {
  it("counts 12 months on the first birthday, where 365 / 30.4375 days would say 11", () => {
    // Born 10 January 2025 (no 29 February before 2028): 10 January 2026 is 365 days.
    const born = "2025-01-10" as IsoDate;
    expect(completedMonths(weighed("2026-01-10", 9.5, { born }))).toBe(12);
    expect(completedMonths(weighed("2026-01-09", 9.5, { born }))).toBe(11);
    // 10 November 9.00 kg, 10 December 9.30 kg (11 months: KBM 300 g, 300 g: N), 10 January
    // 9.50 kg (12 months: KBM 200 g, 200 g: N; at 11 months, KBM 300 g, it would be T).
    expect(
      weighingResults([
        weighed("2025-11-10", 9.0, { born }),
        weighed("2025-12-10", 9.3, { born }),
        weighed("2026-01-10", 9.5, { born }),
      ]),
    ).toEqual([
      { code: "B" },
      { code: "N", gainGrams: 300, kbmGrams: 300, ageMonths: 11, previousDate: "2025-11-10" },
      { code: "N", gainGrams: 200, kbmGrams: 200, ageMonths: 12, previousDate: "2025-12-10" },
    ]);
  });

  it("counts a month-end birthday on the last day of a shorter month", () => {
    // Born 31 January 2025: 28 February (28 days) is 1 month, so 800 g is held against 800 g.
    const born = "2025-01-31" as IsoDate;
    expect(completedMonths(weighed("2025-02-28", 4, { born }))).toBe(1);
    expect(completedMonths(weighed("2025-02-27", 4, { born }))).toBe(0);
    expect(weighingResults([weighed("2025-01-31", 3.2, { born }), weighed("2025-02-28", 4.0, { born })])).toEqual([
      { code: "B" },
      { code: "N", gainGrams: 800, kbmGrams: 800, ageMonths: 1, previousDate: "2025-01-31" },
    ]);
  });

  it("counts from the age the tables read: a preterm child's corrected age", () => {
    // A corrected age of 61 days on 1 March 2025 is the age of a child born 30 December 2024
    // (1 + 28 + 31 + 1 days back): 2 months (30 January, 28 February) and 1 day.
    expect(daysBetween("2024-12-30" as IsoDate, "2025-03-01" as IsoDate)).toBe(61);
    expect(completedMonths({ date: "2025-03-01", ageDays: 61 })).toBe(2);
    // 59 days back from 1 March 2025 is 1 January 2025 (31 + 28 days): 2 months exactly, where
    // 59 / 30.4375 = 1.94 would say 1.
    expect(completedMonths({ date: "2025-03-01", ageDays: 59 })).toBe(2);
  });
});

describe("weighingResults: weighings that are not judged", () => {
  it("lets a month's last weighing stand for it, the earlier ones being extra", () => {
    // 5 and 25 January, 20 February (26 days after 25 January; 13 months 19 days).
    // Against 25 January: 9.70 - 9.60 = 100 g < 200 g, T (against 5 January it would be 700 g).
    expect(
      weighingResults([weighed("2025-01-05", 9.0), weighed("2025-01-25", 9.6), weighed("2025-02-20", 9.7)]),
    ).toEqual([
      { code: null, notJudged: "extra" },
      { code: "B" },
      { code: "T", gainGrams: 100, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-25", twoT: false },
    ]);
  });

  it("says nothing of two weighings either side of a month's end (under 21 days apart)", () => {
    // 31 January to 1 February: 1 day. 9.80 - 9.50 = 300 g, kept for the note.
    expect(weighingResults([weighed("2025-01-31", 9.5), weighed("2025-02-01", 9.8)])).toEqual([
      { code: "B" },
      { code: null, notJudged: "too-close", gainGrams: 300, previousDate: "2025-01-31" },
    ]);
    // 20 days (31 January to 20 February) is too close; 21 days (to 21 February) is judged:
    // 13 months 20 days, 9.70 - 9.50 = 200 g: N.
    expect(weighingResults([weighed("2025-01-31", 9.5), weighed("2025-02-20", 9.7)])[1]).toEqual({
      code: null,
      notJudged: "too-close",
      gainGrams: 200,
      previousDate: "2025-01-31",
    });
    expect(weighingResults([weighed("2025-01-31", 9.5), weighed("2025-02-21", 9.7)])[1]).toEqual({
      code: "N",
      gainGrams: 200,
      kbmGrams: 200,
      ageMonths: 13,
      previousDate: "2025-01-31",
    });
  });

  it("says nothing of a gain over 35 days apart", () => {
    // 1 January to 28 February: 31 + 27 = 58 days.
    expect(weighingResults([weighed("2025-01-01", 9.5), weighed("2025-02-28", 9.6)])).toEqual([
      { code: "B" },
      { code: null, notJudged: "too-far", gainGrams: 100, previousDate: "2025-01-01" },
    ]);
    // 1 January to 5 February is 31 + 4 = 35 days: judged (13 months 4 days; 100 g: T);
    // to 6 February, 36 days: too far.
    expect(weighingResults([weighed("2025-01-01", 9.5), weighed("2025-02-05", 9.6)])[1]).toEqual({
      code: "T",
      gainGrams: 100,
      kbmGrams: 200,
      ageMonths: 13,
      previousDate: "2025-01-01",
      twoT: false,
    });
    expect(weighingResults([weighed("2025-01-01", 9.5), weighed("2025-02-06", 9.6)])[1]).toEqual({
      code: null,
      notJudged: "too-far",
      gainGrams: 100,
      previousDate: "2025-01-01",
    });
    // No change over 36 days is not judged either: only a loss is T at any gap.
    expect(weighingResults([weighed("2025-01-01", 9.5), weighed("2025-02-06", 9.5)])[1]).toEqual({
      code: null,
      notJudged: "too-far",
      gainGrams: 0,
      previousDate: "2025-01-01",
    });
  });

  it("judges nothing before 1 completed month of age", () => {
    // Born 10 January 2025. 9 February: 30 days old, 0 completed months: no KBM.
    // 10 February: 31 days, 1 month: KBM 800 g, and 3.95 - 3.20 = 750 g is T.
    const born = "2025-01-10" as IsoDate;
    expect(weighingResults([weighed("2025-01-11", 3.2, { born }), weighed("2025-02-09", 3.95, { born })])).toEqual([
      { code: "B" },
      { code: null, notJudged: "first-month" },
    ]);
    expect(weighingResults([weighed("2025-01-11", 3.2, { born }), weighed("2025-02-10", 3.95, { born })])[1]).toEqual({
      code: "T",
      gainGrams: 750,
      kbmGrams: 800,
      ageMonths: 1,
      previousDate: "2025-01-11",
      twoT: false,
    });
  });

  it("leaves a flagged weight out, as if the child had not been weighed", () => {
    // February's only weight is a typo (95 for 9,5): flagged, so March (14 months 9 days) has no
    // February to go on: O. Against January's 9.50 kg, 9.90 kg is no loss.
    expect(
      weighingResults([
        weighed("2025-01-10", 9.5),
        weighed("2025-02-10", 95, { flagged: true }),
        weighed("2025-03-10", 9.9),
      ]),
    ).toEqual([{ code: "B" }, { code: null, notJudged: "flagged" }, { code: "O", ageMonths: 14 }]);
    // A flagged weight later in the month does not take the month from a real one: 10 February
    // stays February's weighing (9.70 - 9.50 = 200 g at 13 months 9 days: N).
    expect(
      weighingResults([
        weighed("2025-01-10", 9.5),
        weighed("2025-02-10", 9.7),
        weighed("2025-02-25", 97, { flagged: true }),
      ]),
    ).toEqual([
      { code: "B" },
      { code: "N", gainGrams: 200, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-10" },
      { code: null, notJudged: "flagged" },
    ]);
    // A flagged first weighing is no B: the first real one is.
    expect(weighingResults([weighed("2024-12-10", 0.95, { flagged: true }), weighed("2025-01-10", 9.5)])).toEqual([
      { code: null, notJudged: "flagged" },
      { code: "B" },
    ]);
  });

  it("counts December as the month before January", () => {
    // 15 December 2024: 11 months 14 days. 14 January 2025: 12 months 13 days, KBM 200 g; 30
    // days apart.
    // 9.20 - 9.00 = 200 g: N.
    expect(weighingResults([weighed("2024-12-15", 9.0), weighed("2025-01-14", 9.2)])).toEqual([
      { code: "B" },
      { code: "N", gainGrams: 200, kbmGrams: 200, ageMonths: 12, previousDate: "2024-12-15" },
    ]);
    // November to January skips December: O, at 12 months (9.20 kg after 8.80 kg: no loss).
    expect(weighingResults([weighed("2024-11-15", 8.8), weighed("2025-01-14", 9.2)])[1]).toEqual({
      code: "O",
      ageMonths: 12,
    });
  });

  it("counts grams without floating-point slips: 8.45 to 8.65 kg is 200 g, N at 12 months and over", () => {
    // 5 March 2025: 14 months 4 days; 5 April: 15 months 4 days.
    // In binary 8.65 x 1000 - 8.45 x 1000 is not exactly 200; in grams it is.
    expect(weighingResults([weighed("2025-03-05", 8.45), weighed("2025-04-05", 8.65)])[1]).toEqual({
      code: "N",
      gainGrams: 200,
      kbmGrams: 200,
      ageMonths: 15,
      previousDate: "2025-03-05",
    });
  });
});

describe("weighingResults: a loss, the first month, O's loss, oedema and the corrected age", () => {
  it("gives T for a loss 50 days after last month's weighing, where a gain would be too far", () => {
    // 1 January to 1 February is 31 days, to 20 February 50. 20 February 2025: 13 months 19
    // days, KBM 200 g. 9.30 - 9.50 = -200 g: the weight fell, T whatever the gap.
    expect(weighingResults([weighed("2025-01-01", 9.5), weighed("2025-02-20", 9.3)])).toEqual([
      { code: "B" },
      { code: "T", gainGrams: -200, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-01", twoT: false },
    ]);
    // The same 50 days with a gain of 100 g is not judged.
    expect(weighingResults([weighed("2025-01-01", 9.5), weighed("2025-02-20", 9.6)])[1]).toEqual({
      code: null,
      notJudged: "too-far",
      gainGrams: 100,
      previousDate: "2025-01-01",
    });
  });

  it("gives T for a loss 5 days after last month's weighing, where a gain would be too close", () => {
    // 31 January to 5 February: 5 days. 5 February 2025: 13 months 4 days, KBM 200 g.
    // 9.40 - 9.50 = -100 g: T.
    expect(weighingResults([weighed("2025-01-31", 9.5), weighed("2025-02-05", 9.4)])).toEqual([
      { code: "B" },
      { code: "T", gainGrams: -100, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-31", twoT: false },
    ]);
    // 9.60 - 9.50 = 100 g in 5 days: too close.
    expect(weighingResults([weighed("2025-01-31", 9.5), weighed("2025-02-05", 9.6)])[1]).toEqual({
      code: null,
      notJudged: "too-close",
      gainGrams: 100,
      previousDate: "2025-01-31",
    });
  });

  it("makes a loss at a short gap count towards 2T", () => {
    // 10 December 2024: 11 months 9 days. 10 January 2025: 12 months 9 days, 31 days later, KBM
    // 200 g: 9.50 - 9.60 = -100 g, T. 20 February: 13 months 19 days, 41 days later: 9.40 - 9.50
    // = -100 g, a loss, so T at 41 days too, after a T: 2T.
    expect(
      weighingResults([weighed("2024-12-10", 9.6), weighed("2025-01-10", 9.5), weighed("2025-02-20", 9.4)]),
    ).toEqual([
      { code: "B" },
      { code: "T", gainGrams: -100, kbmGrams: 200, ageMonths: 12, previousDate: "2024-12-10", twoT: false },
      { code: "T", gainGrams: -100, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-10", twoT: true },
    ]);
  });

  it("says first-month before looking at the gap: a newborn's loss is no T", () => {
    // Born 20 January 2025. 21 January, then 5 February (15 days later, 16 days old: 0 completed
    // months, no KBM). 3.20 - 3.30 = -100 g and 3.40 - 3.30 = +100 g: neither is judged, and the
    // reason is the first month, not the gap.
    const born = "2025-01-20" as IsoDate;
    expect(weighingResults([weighed("2025-01-21", 3.3, { born }), weighed("2025-02-05", 3.2, { born })])).toEqual([
      { code: "B" },
      { code: null, notJudged: "first-month" },
    ]);
    expect(weighingResults([weighed("2025-01-21", 3.3, { born }), weighed("2025-02-05", 3.4, { born })])[1]).toEqual({
      code: null,
      notJudged: "first-month",
    });
  });

  it("gives an O the loss since the last weighing of the latest earlier month", () => {
    // 10 January 9.50 kg, no February, 10 March 9.30 kg (14 months 9 days): O, and 9.30 - 9.50
    // = -200 g since 10 January.
    expect(weighingResults([weighed("2025-01-10", 9.5), weighed("2025-03-10", 9.3)])).toEqual([
      { code: "B" },
      { code: "O", ageMonths: 14, gainGrams: -200, previousDate: "2025-01-10" },
    ]);
    // January's last weighing is 25 January (9.60 kg), not 5 January (9.00 kg): 20 March (14
    // months 19 days) 9.40 - 9.60 = -200 g (against 5 January it would be +400 g).
    expect(
      weighingResults([weighed("2025-01-05", 9.0), weighed("2025-01-25", 9.6), weighed("2025-03-20", 9.4)]),
    ).toEqual([
      { code: null, notJudged: "extra" },
      { code: "B" },
      { code: "O", ageMonths: 14, gainGrams: -200, previousDate: "2025-01-25" },
    ]);
    // The latest earlier month, not the heaviest: 10 November 2024 9.80 kg; 10 December (11
    // months 9 days, KBM 300 g, 30 days) 9.50 kg: -300 g, T; no January; 10 February 2025 (13
    // months 9 days) 9.60 kg: O, and +100 g since December is no loss (-200 g since November).
    expect(
      weighingResults([weighed("2024-11-10", 9.8), weighed("2024-12-10", 9.5), weighed("2025-02-10", 9.6)]),
    ).toEqual([
      { code: "B" },
      { code: "T", gainGrams: -300, kbmGrams: 300, ageMonths: 11, previousDate: "2024-11-10", twoT: false },
      { code: "O", ageMonths: 13 },
    ]);
    // A flagged weight is no earlier weighing: 10 April (15 months 9 days) 9.40 kg against 10
    // January's 9.50 kg, -100 g; February's 95 kg is left out.
    expect(
      weighingResults([
        weighed("2025-01-10", 9.5),
        weighed("2025-02-10", 95, { flagged: true }),
        weighed("2025-04-10", 9.4),
      ])[2],
    ).toEqual({ code: "O", ageMonths: 15, gainGrams: -100, previousDate: "2025-01-10" });
  });

  it("leaves a weight with oedema of both feet out, as if not weighed, saying why", () => {
    // February's weight holds the fluid of the swelling: not judged, and March (14 months 9 days)
    // has no February to go on: O (9.60 kg after January's 9.50 kg: no loss).
    expect(
      weighingResults([
        weighed("2025-01-10", 9.5),
        weighed("2025-02-10", 9.9, { oedema: true }),
        weighed("2025-03-10", 9.6),
      ]),
    ).toEqual([{ code: "B" }, { code: null, notJudged: "oedema" }, { code: "O", ageMonths: 14 }]);
    // A weighing with oedema later in the month does not take the month: 10 February stays
    // February's (9.70 - 9.50 = 200 g at 13 months 9 days: N).
    expect(
      weighingResults([
        weighed("2025-01-10", 9.5),
        weighed("2025-02-10", 9.7),
        weighed("2025-02-25", 10.2, { oedema: true }),
      ]),
    ).toEqual([
      { code: "B" },
      { code: "N", gainGrams: 200, kbmGrams: 200, ageMonths: 13, previousDate: "2025-01-10" },
      { code: null, notJudged: "oedema" },
    ]);
    // Flagged and swollen: the flag is said.
    expect(weighingResults([weighed("2025-01-10", 95, { flagged: true, oedema: true })])).toEqual([
      { code: null, notJudged: "flagged" },
    ]);
  });

  it("says when N, T and O were counted at a preterm child's corrected age", () => {
    // Corrected ages that all count from 2 January 2025 (the date a term baby of that age was
    // born): 1 February 2025 is 30 days (0 months), 1 March 58 days (29 + 28 + 1: 1 month 27
    // days, KBM 800 g), 1 April 89 days (2 months 30 days, KBM 900 g), 1 June 150 days (89 + 30
    // + 31: 4 months 30 days).
    const corrected = (date: string, ageDays: number, weightKg: number): Weighing => ({
      date,
      ageDays,
      weightKg,
      corrected: true,
    });
    expect(
      weighingResults([
        corrected("2025-02-01", 30, 4.0),
        // 28 days: 5.00 - 4.00 = 1000 g >= 800 g: N.
        corrected("2025-03-01", 58, 5.0),
        // 31 days: 5.50 - 5.00 = 500 g < 900 g: T.
        corrected("2025-04-01", 89, 5.5),
        // No May: O.
        corrected("2025-06-01", 150, 6.5),
      ]),
    ).toEqual([
      { code: "B" },
      { code: "N", gainGrams: 1000, kbmGrams: 800, ageMonths: 1, corrected: true, previousDate: "2025-02-01" },
      {
        code: "T",
        gainGrams: 500,
        kbmGrams: 900,
        ageMonths: 2,
        corrected: true,
        previousDate: "2025-03-01",
        twoT: false,
      },
      { code: "O", ageMonths: 4, corrected: true },
    ]);
  });
});

describe("crossing the lines", () => {
  const point = (date: string, ageDays: number, z: number): ZPoint => ({ date, ageDays, z });

  it("is a fall of two centile spaces (1.34 SD), counted from 6 weeks (42 days)", () => {
    expect(CROSSING_DROP_SD).toBe(1.34);
    expect(CROSSING_FROM_DAYS).toBe(42);
  });

  it("flags a fall of exactly 1.34 SD, even where 0.57 - (-0.77) is 1.3399999 in binary", () => {
    expect(crossing([point("2025-03-01", 60, 0.57), point("2025-06-01", 152, -0.77)])).toEqual({
      fromZ: 0.57,
      fromDate: "2025-03-01",
      toZ: -0.77,
      dropSd: 1.34,
    });
    expect(crossing([point("2025-03-01", 60, 0.5), point("2025-06-01", 152, -0.84)])).toEqual({
      fromZ: 0.5,
      fromDate: "2025-03-01",
      toZ: -0.84,
      dropSd: 1.34,
    });
  });

  it("does not flag a fall of 1.33 SD, nor a rise", () => {
    expect(crossing([point("2025-03-01", 60, 0.5), point("2025-06-01", 152, -0.83)])).toBeNull();
    expect(crossing([point("2025-03-01", 60, -1.5), point("2025-06-01", 152, 0.5)])).toBeNull();
  });

  it("takes no starting point before 42 days of age", () => {
    // Day 41 at +1.5 would make a fall of 2.5 to -1.0; from day 60 (+0.2) it is only 1.2.
    expect(
      crossing([point("2025-02-11", 41, 1.5), point("2025-03-01", 60, 0.2), point("2025-06-01", 152, -1.0)]),
    ).toBeNull();
    // Day 42 counts: 1.5 - (-1.0) = 2.5.
    expect(crossing([point("2025-02-12", 42, 1.5), point("2025-06-01", 152, -1.0)])).toEqual({
      fromZ: 1.5,
      fromDate: "2025-02-12",
      toZ: -1.0,
      dropSd: 2.5,
    });
  });

  it("measures from the highest earlier z, not the first or the last", () => {
    // 0.1, 1.0, 0.4, then -0.5: from 1.0 the fall is 1.5 (from 0.4 it would be 0.9).
    expect(
      crossing([
        point("2025-03-01", 60, 0.1),
        point("2025-05-01", 121, 1.0),
        point("2025-07-01", 182, 0.4),
        point("2025-09-01", 244, -0.5),
      ]),
    ).toEqual({ fromZ: 1.0, fromDate: "2025-05-01", toZ: -0.5, dropSd: 1.5 });
  });

  it("measures only from points scored on the same age as the latest: corrected or not", () => {
    const corrected = (date: string, ageDays: number, z: number): ZPoint => ({ date, ageDays, z, corrected: true });
    // A preterm child's +1.0 at a corrected age is no starting point for a -0.5 on the
    // chronological age (1.5 SD apart): the correction ends at 24 months and the z moves by itself.
    expect(crossing([corrected("2025-03-01", 60, 1.0), point("2025-06-01", 152, -0.5)])).toBeNull();
    expect(crossing([point("2025-03-01", 60, 1.0), corrected("2025-06-01", 152, -0.5)])).toBeNull();
    // Both corrected: 1.0 - (-0.5) = 1.5.
    expect(crossing([corrected("2025-03-01", 60, 1.0), corrected("2025-06-01", 152, -0.5)])).toEqual({
      fromZ: 1.0,
      fromDate: "2025-03-01",
      toZ: -0.5,
      dropSd: 1.5,
    });
    // The corrected +1.0 is skipped, the chronological +0.2 kept: 0.2 - (-1.2) = 1.4.
    expect(
      crossing([corrected("2025-03-01", 60, 1.0), point("2025-05-01", 121, 0.2), point("2025-09-01", 244, -1.2)]),
    ).toEqual({ fromZ: 0.2, fromDate: "2025-05-01", toZ: -1.2, dropSd: 1.4 });
  });

  it("needs an earlier day to measure from", () => {
    expect(crossing([])).toBeNull();
    expect(crossing([point("2025-06-01", 152, -1.0)])).toBeNull();
    // Two measurements the same day are no fall over time.
    expect(crossing([point("2025-06-01", 152, 1.0), point("2025-06-01", 152, -1.0)])).toBeNull();
  });
});
