// A child's immunisation plan (issue 35, decision 072): each dose of the national schedule dated
// from the birth date (calendar months, never a corrected age), with its status today, and the
// rules a recorded dose must meet. Pure: the route hands in the birth date, today and the records.
import { addCalendarMonths, addDays, formatLongDate, formatShortDate, type IsoDate, parseIsoDate } from "./dates";
import { type Age, NATIONAL_SCHEDULE, type ScheduledDose, scheduledDose } from "./immunisation";

export type DoseStatus = "sudah" | "sekarang" | "akan-datang" | "terlambat" | "menunggu" | "lewat-batas" | "daerah";

export const DOSE_STATUS_LABELS: Record<DoseStatus, string> = {
  sudah: "Sudah",
  sekarang: "Jadwalnya sekarang",
  "akan-datang": "Akan datang",
  terlambat: "Terlambat",
  menunggu: "Menunggu dosis sebelumnya",
  "lewat-batas": "Lewat batas usia",
  daerah: "Hanya di daerah tertentu",
};

/** A dose the parent recorded. */
export interface RecordedDose {
  id: number;
  dose: string;
  givenOn: string;
  place: string | null;
}

export interface DoseView {
  dose: ScheduledDose;
  status: DoseStatus;
  /** The recommended days: from the first to the last (inclusive). */
  start: IsoDate;
  end: IsoDate;
  /** The last day it may be given at all, where the schedule has one. */
  latest: IsoDate | null;
  /** The first day it may be given after the previous dose, when that day is still ahead. */
  notBefore: IsoDate | null;
  recorded: RecordedDose | null;
}

/** The day a child born on `birth` reaches `age`. */
export function dateAtAge(birth: IsoDate, age: Age): IsoDate {
  return addDays(addCalendarMonths(birth, age.months), age.days ?? 0);
}

/**
 * The last day of an age written "n bulan d hari": n months and d days, but never into month n + 1
 * ("6 bulan 29 hari" is still 6 months: born 25 August, 7 months on 25 March, so the last day is
 * 24 March, not 26 March after a short February).
 */
export function lastDayAtAge(birth: IsoDate, age: Age): IsoDate {
  const counted = dateAtAge(birth, age);
  const beforeNextMonth = addDays(dateAtAge(birth, { months: age.months + 1 }), -1);
  return counted < beforeNextMonth ? counted : beforeNextMonth;
}

/**
 * Every dose of the schedule for a child born on `birth`, as it stands on `today`. A dose not yet
 * recorded is upcoming before its window, due in it, late after it; past a latest age (rotavirus)
 * it is no longer given; and a dose whose previous dose in the series is missing and overdue waits
 * for it (a second dose is never given before the first).
 */
export function immunisationPlan(birth: IsoDate, today: IsoDate, recorded: readonly RecordedDose[]): DoseView[] {
  const byDose = new Map(recorded.map((row) => [row.dose, row]));
  const views = new Map<string, DoseView>();
  for (const dose of NATIONAL_SCHEDULE) {
    const start = dateAtAge(birth, dose.from);
    const end = addDays(dateAtAge(birth, dose.until), -1);
    const latest = dose.latest ? lastDayAtAge(birth, dose.latest) : null;
    const record = byDose.get(dose.id) ?? null;
    const before = dose.after ? views.get(dose.after) : undefined;
    // The least interval after a recorded previous dose (rotavirus 4 weeks, IPV2 4 months).
    const gapEnds =
      before?.recorded && dose.minGap
        ? addDays(addCalendarMonths(before.recorded.givenOn as IsoDate, dose.minGap.months ?? 0), dose.minGap.days ?? 0)
        : null;
    const notBefore = gapEnds && today < gapEnds ? gapEnds : null;
    const byDate: DoseStatus =
      today < start
        ? "akan-datang"
        : today <= end
          ? "sekarang"
          : latest && today > latest
            ? "lewat-batas"
            : "terlambat";
    const status: DoseStatus = record
      ? "sudah"
      : dose.regional
        ? "daerah"
        : byDate === "lewat-batas" || (latest && notBefore && notBefore > latest)
          ? "lewat-batas"
          : before && ["terlambat", "menunggu"].includes(before.status)
            ? "menunggu"
            : notBefore && (byDate !== "akan-datang" || notBefore > start)
              ? "menunggu"
              : byDate;
    views.set(dose.id, {
      dose,
      status,
      start,
      end,
      latest,
      notBefore: status === "menunggu" ? notBefore : null,
      recorded: record,
    });
  }
  return [...views.values()];
}

export interface ImmunisationSummary {
  late: DoseView[];
  dueNow: DoseView[];
  /** Waiting for an overdue previous dose. */
  waiting: DoseView[];
  /** Past the age they are given at all (rotavirus). */
  pastLimit: DoseView[];
  /** The next doses not yet due: the first day they are, and the doses that start on it. */
  next: { start: IsoDate; doses: DoseView[] } | null;
  given: number;
  /** Doses a child anywhere is given (the regional ones left out unless recorded). */
  total: number;
}

export function immunisationSummary(plan: readonly DoseView[]): ImmunisationSummary {
  const upcoming = plan.filter((view) => view.status === "akan-datang");
  const nextStart = upcoming.reduce<IsoDate | undefined>(
    (min, view) => (!min || view.start < min ? view.start : min),
    undefined,
  );
  const having = (status: DoseStatus) => plan.filter((view) => view.status === status);
  return {
    late: having("terlambat"),
    dueNow: having("sekarang"),
    waiting: having("menunggu"),
    pastLimit: having("lewat-batas"),
    next: nextStart ? { start: nextStart, doses: upcoming.filter((view) => view.start === nextStart) } : null,
    given: having("sudah").length,
    total: plan.filter((view) => !view.dose.regional || view.status === "sudah").length,
  };
}

/** "1 Feb 2027 – 28 Feb 2027" as the card shows a window (one day: that day). */
export function windowText(view: Pick<DoseView, "start" | "end">): string {
  return view.start === view.end
    ? formatShortDate(view.start)
    : `${formatShortDate(view.start)} – ${formatShortDate(view.end)}`;
}

/**
 * What a late dose asks of the parent: it may have been given and not copied yet; if not, it can
 * be caught up without starting again, and the health worker sets when (no catch-up schedule is
 * computed here).
 */
export const LATE_ADVICE =
  "Bila sudah diberikan, salin tanggalnya dari Buku KIA. Bila belum, bawa Buku KIA ke bidan atau puskesmas secepatnya: imunisasi yang tertinggal bisa dikejar tanpa mengulang dari awal, dan petugas yang menentukan jadwalnya.";

/** A dose past its latest age (rotavirus). */
export function pastLimitAdvice(view: DoseView): string {
  return `${view.dose.vaccine} tidak diberikan lagi setelah usia ${view.dose.latestText}. Bila sudah diberikan, salin tanggalnya dari Buku KIA.`;
}

/** A dose waiting for the one before it in its series, or for the least interval after it. */
export function waitingAdvice(view: DoseView): string {
  const before = view.dose.after ? scheduledDose(view.dose.after)?.label : undefined;
  if (view.notBefore && view.dose.minGap) {
    return `Paling cepat ${formatLongDate(view.notBefore)}, ${view.dose.minGap.text} setelah ${before ?? "dosis sebelumnya"}.`;
  }
  return `Diberikan setelah ${before ?? "dosis sebelumnya"}; petugas yang menentukan jaraknya.`;
}

export const IMMUNISATION_LIMITS = { placeMax: 80 } as const;

export const IMMUNISATION_MESSAGES = {
  dose: "Pilih imunisasi dari daftar.",
  date: "Masukkan tanggal imunisasi yang valid.",
  dateMissing: "Isi tanggal imunisasi (lihat Buku KIA).",
  beforeBirth: (born: string) =>
    `Tanggal imunisasi tidak boleh sebelum tanggal lahir anak (${born}). Periksa lagi Buku KIA.`,
  future: "Tanggal imunisasi tidak boleh melewati hari ini.",
  placeTooLong: `Tempat paling banyak ${IMMUNISATION_LIMITS.placeMax} karakter.`,
  twice: (label: string) => `${label} sudah tercatat. Ubah catatan yang ada bila tanggal atau tempatnya keliru.`,
} as const;

export type DoseCheck = { ok: true; givenOn: IsoDate } | { ok: false; field: "dose" | "givenOn"; message: string };

/**
 * A dose as the form sends it, checked against the child: a dose of the schedule, not recorded
 * before (except the record being edited, `editing`), on a real date from the birth date to today
 * (`latestToday`: today where it is latest, in WIT, as the other date fields of the site).
 */
export function checkDose(
  input: { dose: string; givenOn: string },
  child: { birthDate: IsoDate; latestToday: IsoDate; recorded: readonly RecordedDose[]; editing?: number },
): DoseCheck {
  const dose = scheduledDose(input.dose);
  if (!dose) return { ok: false, field: "dose", message: IMMUNISATION_MESSAGES.dose };
  const twin = child.recorded.find((row) => row.dose === dose.id && row.id !== child.editing);
  if (twin) return { ok: false, field: "dose", message: IMMUNISATION_MESSAGES.twice(dose.label) };
  if (input.givenOn.trim() === "") return { ok: false, field: "givenOn", message: IMMUNISATION_MESSAGES.dateMissing };
  const givenOn = parseIsoDate(input.givenOn.trim());
  if (!givenOn) return { ok: false, field: "givenOn", message: IMMUNISATION_MESSAGES.date };
  if (givenOn < child.birthDate) {
    return { ok: false, field: "givenOn", message: IMMUNISATION_MESSAGES.beforeBirth(formatLongDate(child.birthDate)) };
  }
  if (givenOn > child.latestToday) return { ok: false, field: "givenOn", message: IMMUNISATION_MESSAGES.future };
  return { ok: true, givenOn };
}

/** What the dashboard and a child's page say at a glance: the doses late, due now and next. */
export interface ImmunisationGlance {
  late: string[];
  dueNow: string[];
  /** The last day of the earliest window open today. */
  dueUntil: IsoDate | null;
  next: { start: IsoDate; labels: string[] } | null;
  /** Doses recorded: none yet means the late ones may simply not be copied from the Buku KIA. */
  given: number;
  /** Past the age they are given at all (rotavirus). */
  pastLimit: string[];
}

export function immunisationGlance(
  birth: IsoDate,
  today: IsoDate,
  recorded: readonly RecordedDose[],
): ImmunisationGlance {
  const summary = immunisationSummary(immunisationPlan(birth, today, recorded));
  const label = (view: DoseView) => view.dose.label;
  return {
    late: summary.late.map(label),
    dueNow: summary.dueNow.map(label),
    dueUntil: summary.dueNow.reduce<IsoDate | null>((min, view) => (!min || view.end < min ? view.end : min), null),
    next: summary.next ? { start: summary.next.start, labels: summary.next.doses.map(label) } : null,
    given: summary.given,
    pastLimit: summary.pastLimit.map(label),
  };
}

/**
 * After a dose is recorded, the next one to copy from the Buku KIA: the next dose of the same age
 * not recorded yet (usually given at the same visit), or null.
 */
export function nextToCopy(plan: readonly DoseView[], recordedId: string): string | null {
  const index = plan.findIndex((view) => view.dose.id === recordedId);
  if (index < 0) return null;
  const { ageText } = plan[index]!.dose;
  const next = plan
    .slice(index + 1)
    .find((view) => view.dose.ageText === ageText && !view.recorded && !view.dose.regional);
  return next?.dose.id ?? null;
}
