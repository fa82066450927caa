import { describe, expect, it } from "vitest";
import {
  addDays,
  dateInJakarta,
  daysBetween,
  daysInMonth,
  formatDateTime,
  formatInstantDate,
  formatLongDate,
  formatLongDateRange,
  isLeapYear,
  parseIsoDate,
  todayInJakarta,
  type IsoDate,
} from "./dates";

const d = (value: string) => {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new Error(`bad test date ${value}`);
  return parsed;
};

describe("parseIsoDate", () => {
  it("accepts real calendar dates", () => {
    expect(parseIsoDate("2026-01-31")).toBe("2026-01-31");
    expect(parseIsoDate("2024-02-29")).toBe("2024-02-29");
    expect(parseIsoDate(" 2026-12-01 ")).toBe("2026-12-01");
  });

  it("rejects impossible or malformed dates", () => {
    for (const value of [
      "2026-02-29",
      "2100-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "2026-1-5",
      "05/01/2026",
      "",
      "abc",
      "2026-01-01T00:00:00Z",
    ]) {
      expect(parseIsoDate(value), value).toBeNull();
    }
    expect(parseIsoDate(undefined)).toBeNull();
    expect(parseIsoDate(20260101)).toBeNull();
  });
});

describe("leap years and month lengths", () => {
  it("follows the Gregorian rules", () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2026)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe("addDays", () => {
  it("crosses month and year ends", () => {
    expect(addDays(d("2026-01-31"), 1)).toBe("2026-02-01");
    expect(addDays(d("2026-12-31"), 1)).toBe("2027-01-01");
    expect(addDays(d("2027-01-01"), -1)).toBe("2026-12-31");
    expect(addDays(d("2026-03-01"), -1)).toBe("2026-02-28");
  });

  it("handles leap days", () => {
    expect(addDays(d("2024-02-28"), 1)).toBe("2024-02-29");
    expect(addDays(d("2024-02-29"), 1)).toBe("2024-03-01");
    expect(addDays(d("2024-03-01"), -1)).toBe("2024-02-29");
  });

  it("adds the 280 days of a pregnancy", () => {
    expect(addDays(d("2026-01-01"), 280)).toBe("2026-10-08");
    expect(addDays(d("2023-06-01"), 280)).toBe("2024-03-07");
  });

  it("refuses fractional days", () => {
    expect(() => addDays(d("2026-01-01"), 1.5)).toThrow(RangeError);
  });
});

describe("daysBetween", () => {
  it("counts whole days, signed", () => {
    expect(daysBetween(d("2026-01-01"), d("2026-01-01"))).toBe(0);
    expect(daysBetween(d("2026-12-25"), d("2027-01-01"))).toBe(7);
    expect(daysBetween(d("2024-02-01"), d("2024-03-01"))).toBe(29);
    expect(daysBetween(d("2025-02-01"), d("2025-03-01"))).toBe(28);
    expect(daysBetween(d("2026-01-10"), d("2026-01-01"))).toBe(-9);
  });

  it("keeps the years 0-99 as written (Date.UTC would read them as 1900-1999)", () => {
    // 1900 years of 365 days, plus the leap days of 99-1998: 475 years divisible by 4 (100 to
    // 1996) less the 15 centuries not divisible by 400 (100, 200, 300, 500, ..., 1900).
    expect(daysBetween(d("0099-01-01"), d("1999-01-01"))).toBe(1900 * 365 + 475 - 15);
    expect(daysBetween(d("0099-12-31"), d("0100-01-01"))).toBe(1);
  });

  it("is the inverse of addDays", () => {
    const start = d("2025-11-15");
    for (const n of [-400, -1, 0, 1, 59, 280, 366]) {
      expect(daysBetween(start, addDays(start, n))).toBe(n);
    }
  });
});

describe("Jakarta dates", () => {
  it("uses the Jakarta calendar day, not UTC's", () => {
    // 17:30 UTC is already the next day in Jakarta (UTC+7).
    expect(dateInJakarta(new Date("2026-12-31T17:30:00Z"))).toBe("2027-01-01");
    expect(dateInJakarta(new Date("2026-12-31T16:59:59Z"))).toBe("2026-12-31");
    expect(todayInJakarta(new Date("2024-02-28T18:00:00Z"))).toBe("2024-02-29");
  });
});

describe("formatting in id-ID", () => {
  it("formats date-only values without shifting the day", () => {
    expect(formatLongDate(d("2026-10-08"))).toBe("8 Oktober 2026");
    expect(formatLongDate(d("2024-02-29"))).toBe("29 Februari 2024");
    expect(formatLongDate(d("2027-01-01"))).toBe("1 Januari 2027");
  });

  it("joins a range's ends with a spaced en dash, never a hyphen", () => {
    expect(formatLongDateRange(d("2026-02-16"), d("2026-02-21"))).toBe("16 Februari 2026 \u2013 21 Februari 2026");
  });

  it("formats instants in Jakarta time", () => {
    const instant = new Date("2026-12-31T17:05:00Z");
    expect(formatInstantDate(instant)).toBe("1 Januari 2027");
    expect(formatDateTime(instant)).toMatch(/^1 Januari 2027( pukul|,)? 00[.:]05$/);
  });

  it("types a parsed date as IsoDate", () => {
    const value: IsoDate = d("2026-05-05");
    expect(value).toBe("2026-05-05");
  });
});
