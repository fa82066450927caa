// A child's immunisation plan (issue 35, decision 072): each dose of the national schedule dated
// from the birth date (calendar months, never a corrected age), with its status today, and the
// rules a recorded dose must meet. Pure: the route hands in the birth date, today and the records.
import { addCalendarMonths, addDays, formatShortDate, type IsoDate, parseIsoDate } from "./dates";
import { type Age, NATIONAL_SCHEDULE, type ScheduledDose, scheduledDose } from "./immunisation";

export type DoseStatus = "sudah" | "sekarang" | "akan-datang" | "terlambat" | "daerah";

export const DOSE_STATUS_LABELS: Record<DoseStatus, string> = {
  sudah: "Sudah",
  sekarang: "Jadwalnya sekarang",
  "akan-datang": "Akan datang",
  terlambat: "Terlambat",
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
  /** Late and past that day. */
  pastLatest: boolean;
  recorded: RecordedDose | null;
}

/** The day a child born on `birth` reaches `age`. */
export function dateAtAge(birth: IsoDate, age: Age): IsoDate {
  return addDays(addCalendarMonths(birth, age.months), age.days ?? 0);
}

/** Every dose of the schedule for a child born on `birth`, as it stands on `today`. */
export function immunisationPlan(birth: IsoDate, today: IsoDate, recorded: readonly RecordedDose[]): DoseView[] {
  const byDose = new Map(recorded.map((row) => [row.dose, row]));
  return NATIONAL_SCHEDULE.map((dose) => {
    const start = dateAtAge(birth, dose.from);
    const end = addDays(dateAtAge(birth, dose.until), -1);
    const latest = dose.latest ? dateAtAge(birth, dose.latest) : null;
    const record = byDose.get(dose.id) ?? null;
    const status: DoseStatus = record
      ? "sudah"
      : dose.regional
        ? "daerah"
        : today < start
          ? "akan-datang"
          : today <= end
            ? "sekarang"
            : "terlambat";
    return {
      dose,
      status,
      start,
      end,
      latest,
      pastLatest: status === "terlambat" && latest !== null && today > latest,
      recorded: record,
    };
  });
}

export interface ImmunisationSummary {
  late: DoseView[];
  dueNow: DoseView[];
  /** The next doses not yet due: the first day they are, and the doses that start on it. */
  next: { start: IsoDate; doses: DoseView[] } | null;
  given: number;
  /** Doses a child anywhere is given (the regional ones left out). */
  total: number;
}

export function immunisationSummary(plan: readonly DoseView[]): ImmunisationSummary {
  const upcoming = plan.filter((view) => view.status === "akan-datang");
  const first = upcoming[0]?.start;
  const nextStart = upcoming.reduce<IsoDate | undefined>(
    (min, view) => (!min || view.start < min ? view.start : min),
    first,
  );
  return {
    late: plan.filter((view) => view.status === "terlambat"),
    dueNow: plan.filter((view) => view.status === "sekarang"),
    next: nextStart ? { start: nextStart, doses: upcoming.filter((view) => view.start === nextStart) } : null,
    given: plan.filter((view) => view.status === "sudah").length,
    total: plan.filter((view) => !view.dose.regional || view.status === "sudah").length,
  };
}

/** "1 Feb 2027 – 28 Feb 2027" as the card shows a window (one day: that day). */
export function windowText(view: Pick<DoseView, "start" | "end">): string {
  return view.start === view.end
    ? formatShortDate(view.start)
    : `${formatShortDate(view.start)} – ${formatShortDate(view.end)}`;
}

/** What a late dose asks of the parent (no catch-up schedule is computed: the midwife sets it). */
export function lateAdvice(view: DoseView): string {
  if (view.pastLatest && view.dose.latestText) {
    return `Menurut jadwal program, ${view.dose.vaccine} diberikan paling lambat pada usia ${view.dose.latestText}, dan usia itu sudah lewat. Tanyakan bidan atau puskesmas.`;
  }
  return "Bawa Buku KIA ke bidan atau puskesmas secepatnya untuk imunisasi kejar: petugas yang menentukan jadwalnya.";
}

export const IMMUNISATION_LIMITS = { placeMax: 80 } as const;

export const IMMUNISATION_MESSAGES = {
  dose: "Pilih imunisasi dari daftar.",
  date: "Masukkan tanggal imunisasi yang valid.",
  beforeBirth: "Tanggal imunisasi tidak boleh sebelum tanggal lahir anak.",
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
  const givenOn = parseIsoDate(input.givenOn.trim());
  if (!givenOn) return { ok: false, field: "givenOn", message: IMMUNISATION_MESSAGES.date };
  if (givenOn < child.birthDate) return { ok: false, field: "givenOn", message: IMMUNISATION_MESSAGES.beforeBirth };
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
  };
}
