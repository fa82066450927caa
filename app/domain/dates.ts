// Date-only values ("YYYY-MM-DD") are calendar dates, not instants. All arithmetic on them
// goes through UTC day numbers so that no time zone can shift them by a day. Instants
// (created_at, published_at) are shown in Indonesian Western Time.

export const SITE_TIME_ZONE = "Asia/Jakarta";
export const SITE_LOCALE = "id-ID";

/** A validated calendar date in ISO form, e.g. "2026-02-28". */
export type IsoDate = string & { readonly __isoDate: unique symbol };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Returns the date if `value` is a real calendar date in YYYY-MM-DD form, else null. */
export function parseIsoDate(value: unknown): IsoDate | null {
  if (typeof value !== "string") return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${match[1]}-${match[2]}-${match[3]}` as IsoDate;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days since 1970-01-01 for a date-only value. */
function toDayNumber(date: IsoDate): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // Not Date.UTC(year, ...): it reads years 0-99 as 1900-1999.
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return Math.round(at.getTime() / MS_PER_DAY);
}

function fromDayNumber(dayNumber: number): IsoDate {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10) as IsoDate;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`addDays needs whole days, got ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/**
 * The date `months` calendar months after `date` (not negative), as an age in months is counted:
 * a month-end date falls on the last day of a shorter month (31 Jan + 1 month is 28 or 29 Feb).
 */
export function addCalendarMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months) || months < 0)
    throw new RangeError(`addCalendarMonths needs whole months >= 0, got ${months}`);
  const [fromYear, fromMonth, fromDay] = date.split("-").map(Number) as [number, number, number];
  const index = fromMonth - 1 + months;
  const year = fromYear + Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(fromDay, daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` as IsoDate;
}

/**
 * Completed months and the days after them from `from` to `to` (not before `from`), by the
 * calendar, as a parent and Buku KIA count age: 1 Jan to 1 Mar is 2 months, 31 Jan to 28 Feb is
 * 1 month (a month-end birthday falls on the last day of a shorter month).
 */
export function calendarMonthsBetween(from: IsoDate, to: IsoDate): { months: number; days: number } {
  const [fromYear, fromMonth] = from.split("-").map(Number) as [number, number];
  const [toYear, toMonth] = to.split("-").map(Number) as [number, number];
  const monthsOn = (months: number) => addCalendarMonths(from, months);
  let months = Math.max(0, (toYear - fromYear) * 12 + (toMonth - fromMonth));
  while (months > 0 && daysBetween(monthsOn(months), to) < 0) months -= 1;
  return { months, days: Math.max(0, daysBetween(monthsOn(months), to)) };
}

/** Indonesia's easternmost zone (WIT, UTC+9): where a new day begins first. */
export const EASTERNMOST_TIME_ZONE = "Asia/Jayapura";

function dateInZone(instant: Date | number, timeZone: string): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  ) as IsoDate;
}

/** The calendar date of an instant as seen in Jakarta. */
export function dateInJakarta(instant: Date | number): IsoDate {
  return dateInZone(instant, SITE_TIME_ZONE);
}

/** Today's date in Jakarta. */
export function todayInJakarta(now: Date = new Date()): IsoDate {
  return dateInJakarta(now);
}

/**
 * "Today" for date fields: counting happens from Jakarta's date, and the latest date a reader
 * may enter is today's date in WIT, so a mother in Papua just after midnight can enter her today
 * (decision 013).
 */
export interface CalendarToday {
  today: IsoDate;
  latest: IsoDate;
}

export function calendarToday(now: Date = new Date()): CalendarToday {
  return { today: dateInJakarta(now), latest: dateInZone(now, EASTERNMOST_TIME_ZONE) };
}

const longDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "8 Oktober 2026" for a date-only value. */
export function formatLongDate(date: IsoDate): string {
  return longDateFormat.format(toDayNumber(date) * MS_PER_DAY);
}

/**
 * "16 Februari 2026 – 21 Februari 2026": two long dates joined by an en dash, as PUEBI writes
 * "sampai dengan" (spaced, since each end has spaces of its own).
 */
export function formatLongDateRange(start: IsoDate, end: IsoDate): string {
  return `${formatLongDate(start)} \u2013 ${formatLongDate(end)}`;
}

const shortDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "8 Okt 2026" for a date-only value, where a table column is narrow. */
export function formatShortDate(date: IsoDate): string {
  return shortDateFormat.format(toDayNumber(date) * MS_PER_DAY);
}

const instantDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The Jakarta calendar date of an instant, e.g. a publish time: "8 Oktober 2026". */
export function formatInstantDate(instant: Date | number): string {
  return instantDateFormat.format(instant);
}

const dateTimeFormat = /* @__PURE__ */ new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "8 Oktober 2026 pukul 14.05" in Jakarta time. */
export function formatDateTime(instant: Date | number): string {
  return dateTimeFormat.format(instant);
}
