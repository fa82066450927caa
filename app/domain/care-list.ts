// The midwives' follow-up list (issue 38, decision 078): from a consenting member's reminder items
// (the same visits, doses, lists and weighings her reminders come from), what is due this week and
// what is late, without what the practice marked done; and how urgent she is.
import { addDays, daysBetween, type IsoDate } from "./dates";
import { formatCheckpointAge } from "./development-check";
import { NATIONAL_SCHEDULE } from "./immunisation";
import { type ReminderItem, remindFrom } from "./reminders";

/** "Due this week": a window open today, or opening (its suggested days for a visit) within 7 days. */
export const DUE_AHEAD_DAYS = 7;
/** A dose or list missed is listed as late for 60 days after its window closed (as CHT stops tasks). */
export const LATE_WITHIN_DAYS = 60;

export interface Triage {
  due: ReminderItem[];
  late: ReminderItem[];
}

/** What is due this week and what is late for one member on `today`; `marked` are keys done at the practice. */
export function triage(items: readonly ReminderItem[], marked: ReadonlySet<string>, today: IsoDate): Triage {
  const open = items.filter((item) => !item.done && !marked.has(item.key));
  const horizon = addDays(today, DUE_AHEAD_DAYS);
  const due = open.filter((item) => remindFrom(item) <= horizon && item.end >= today);
  const late = open.filter(
    (item) => item.trackable && item.end < today && daysBetween(item.end, today) <= LATE_WITHIN_DAYS,
  );
  const order = (a: ReminderItem, b: ReminderItem) => remindFrom(a).localeCompare(remindFrom(b));
  return { due: due.sort(order), late: late.sort(order) };
}

/** Sorting weight: late items first, then a question waiting, then what is due. */
export function urgency({ due, late }: Triage, waitingQuestions: number): number {
  return late.length * 100 + waitingQuestions * 10 + due.length;
}

/**
 * A phone number as WhatsApp's address wants it (country code, digits only): "0812-3456 789" and
 * "+62 812 3456 789" are both "628123456789"; null for anything that is not an Indonesian mobile
 * or landline number of 9 to 13 digits after the 0.
 */
export function whatsappNumber(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[\s().-]/g, "");
  const local = /^\+?62(\d{8,13})$/.exec(digits)?.[1] ?? /^0(\d{8,13})$/.exec(digits)?.[1];
  return local && !local.startsWith("0") ? `62${local}` : null;
}

/**
 * A reminder key as people read it ("Pemeriksaan kehamilan ke-3", "Bima: Imunisasi BCG"), for the
 * practice's marks; the key itself when it names nothing known.
 */
export function careItemLabel(key: string, childName: (id: number) => string | undefined): string {
  const visit = /^hamil:(k|kf|kn)([1-6])(:lahir)?$/.exec(key);
  if (visit) {
    const kind = { k: "Pemeriksaan kehamilan", kf: "Kunjungan nifas", kn: "Kunjungan bayi baru lahir" }[
      visit[1] as "k" | "kf" | "kn"
    ];
    return `${kind} ke-${visit[2]}`;
  }
  const child = /^anak:(\d+):(imunisasi|perkembangan):(.+)$/.exec(key);
  const name = child ? childName(Number(child[1])) : undefined;
  if (!child || !name) return key;
  if (child[2] === "imunisasi") {
    const dose = NATIONAL_SCHEDULE.find((entry) => entry.id === child[3]);
    return dose ? `${name}: Imunisasi ${dose.label}` : key;
  }
  const months = Number(child[3]);
  return Number.isInteger(months) ? `${name}: Cek perkembangan usia ${formatCheckpointAge(months)}` : key;
}
