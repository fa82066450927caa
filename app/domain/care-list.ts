// The midwives' follow-up list (issue 38, decision 078): from a consenting member's reminder items
// (the same visits, doses, lists and weighings her reminders come from), what is due this week and
// what is late, without what the practice marked done; and how urgent she is.
import type { AttentionBox } from "./child-measurement-view";
import { addDays, daysBetween, formatDateTime, formatLongDate, type IsoDate } from "./dates";
import { type DevelopmentGlance, formatCheckpointAge } from "./development-check";
import { NATIONAL_SCHEDULE } from "./immunisation";
import { PREGNANCY_WHO, type ReminderItem, remindFrom, windowPhrase } from "./reminders";

/** "Due this week": a window open today, or opening (its suggested days for a visit) within 7 days. */
export const DUE_AHEAD_DAYS = 7;
/**
 * A development list, or a visit after birth, is listed as late for 60 days after its window
 * closed (as CHT stops tasks; by then the next list or visit is due). A dose stays late until it
 * is recorded, as her immunisation page says (catch-up: "imunisasi kejar"), unless it can no
 * longer be given (rotavirus after its last age: no longer an item at all).
 */
export const LATE_WITHIN_DAYS = 60;

/** A visit after a birth whose date she entered: the midwife marks it, the site cannot know it. */
const POSTNATAL = /^hamil:(kf|kn)\d:lahir$/;
/** The first visits after birth (KF1, KF2, KN1, KN2: 6 hours to 7 days): due is as urgent as a red flag. */
const FIRST_DAYS = /^hamil:(kf|kn)[12]:lahir$/;

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
    (item) =>
      (item.trackable || POSTNATAL.test(item.key)) &&
      item.end < today &&
      (item.topic === "imunisasi" || daysBetween(item.end, today) <= LATE_WITHIN_DAYS),
  );
  const order = (a: ReminderItem, b: ReminderItem) => remindFrom(a).localeCompare(remindFrom(b));
  return { due: due.sort(order), late: late.sort(order) };
}

/**
 * A child's result that says to see the midwife (decision 079): the newest measurement's
 * "Perlu perhatian" box on her child's page, or the newest development check's "periksakan" or
 * "segera". It stays until a newer measurement or check replaces it, or the practice marks it
 * followed up; its key names the measurement or check, so a new result is a new flag.
 */
export interface CareFlag {
  key: string;
  text: string;
  /** Red on her page (a severe sign, a danger band, 2T, a baby under 6 months not gaining) or "segera". */
  urgent: boolean;
  /** When her page says to go: "Hari ini", "Segera (1-2 hari)", "Segera"; null when not red. */
  when: string | null;
}

/** How each piece of her advice is named to the midwife: the abbreviation, and for N/T in words. */
const ADVICE_NAMES: Readonly<Record<string, string>> = {
  "2T": "2T (berat badan tidak naik 2 kali berturut-turut)",
  T: "T (berat badan tidak naik)",
  Turun: "berat badan turun",
};

/** The growth flag of a child's newest measurement (`box`: its attention box on her page), or null. */
export function growthFlag(
  child: { id: number; name: string },
  measurementId: number,
  box: AttentionBox | null,
): CareFlag | null {
  if (!box) return null;
  const what = [
    ...(box.severe ? ["tanda gizi buruk (LiLA kecil atau bengkak di kedua kaki)"] : []),
    ...box.advice.map((item) => ADVICE_NAMES[item.abbreviation] ?? item.abbreviation),
  ];
  const urgent = box.tone === "danger";
  // Her page says "hari ini" for a severe sign, IMCI's danger signs and a baby under 6 months not
  // gaining; 2T "dalam 1-2 hari ini" (growth-advice.ts).
  const today =
    box.severe !== null || box.dangerSigns || box.advice.some((item) => /(?<!1-2 )hari ini/.test(item.text));
  return {
    key: `anak:${child.id}:pertumbuhan:${measurementId}`,
    text: `${child.name}: pengukuran ${box.date}: ${what.join("; ")}${box.staleDays !== null ? " (hasil lama, ukur ulang)" : ""}`,
    urgent,
    when: !urgent ? null : today ? "Hari ini" : "Segera (1-2 hari)",
  };
}

/** What a development result means, said to the midwife (her page's own words are for her). */
const DEVELOPMENT_NAMES = {
  segera: "ada kemampuan penting yang belum bisa atau yang hilang; perlu segera diperiksa",
  periksakan: "ada kemampuan yang belum bisa; perlu pemeriksaan perkembangan",
} as const;

/** The development flag of a child's newest check (`latest`: its glance's latest), or null. */
export function developmentFlag(
  child: { id: number; name: string },
  checkId: number,
  latest: DevelopmentGlance["latest"],
): CareFlag | null {
  if (!latest || latest.level === "sesuai") return null;
  return {
    key: `anak:${child.id}:hasil-cek:${checkId}`,
    text: `${child.name}: cek perkembangan ${formatLongDate(latest.checkedOn)} (daftar usia ${formatCheckpointAge(latest.months)}): ${DEVELOPMENT_NAMES[latest.level]}`,
    urgent: latest.level === "segera",
    when: latest.level === "segera" ? "Segera" : null,
  };
}

/**
 * Sorting weight: a red flag, or a first visit after birth due now, first; then what is late and
 * the other flags; then a question waiting; then what is due.
 */
export function urgency({ due, late }: Triage, flags: readonly CareFlag[], waitingQuestions: number): number {
  const red = flags.filter((flag) => flag.urgent).length;
  const firstDays = due.filter((item) => FIRST_DAYS.test(item.key)).length;
  return (
    (red + firstDays) * 10_000 +
    (late.length + flags.length - red) * 100 +
    waitingQuestions * 10 +
    due.length -
    firstDays
  );
}

/** What the list shows: everything, or only the late, due, flagged or questions; for pregnancies, children or both. */
export const CARE_FILTERS = {
  semua: "Semua",
  terlambat: "Terlambat",
  "minggu-ini": "Minggu ini",
  tanda: "Perlu perhatian",
  pertanyaan: "Pertanyaan",
} as const;
export type CareFilter = keyof typeof CARE_FILTERS;
export const CARE_KINDS = { semua: "Ibu dan anak", hamil: "Kehamilan dan nifas", anak: "Anak" } as const;
export type CareKind = keyof typeof CARE_KINDS;

export interface FilterableEntry {
  due: readonly { key: string }[];
  late: readonly { key: string }[];
  flags: readonly { key: string }[];
  waitingQuestions: number;
  pregnant: boolean;
  withChildren: boolean;
}

/**
 * An entry as a filter shows it: for "Kehamilan" only her pregnancy's items, for "Anak" only her
 * children's (and no flags for a pregnancy: all flags are a child's); null when the filter leaves
 * nothing of her.
 */
export function filterEntry<T extends FilterableEntry>(entry: T, filter: CareFilter, kind: CareKind): T | null {
  const prefix = kind === "hamil" ? "hamil:" : kind === "anak" ? "anak:" : "";
  const mine = <I extends { key: string }>(items: readonly I[]) => items.filter((item) => item.key.startsWith(prefix));
  const shown = { ...entry, due: mine(entry.due), late: mine(entry.late), flags: mine(entry.flags) };
  if (kind === "hamil" && !entry.pregnant) return null;
  if (kind === "anak" && !entry.withChildren) return null;
  const keep =
    filter === "terlambat"
      ? shown.late.length > 0
      : filter === "minggu-ini"
        ? shown.due.length > 0
        : filter === "tanda"
          ? shown.flags.length > 0
          : filter === "pertanyaan"
            ? entry.waitingQuestions > 0
            : true;
  return keep ? shown : null;
}

/**
 * An item as the midwife reads it: whose (her pregnancy is "Kehamilan", not her own "Kehamilan
 * Anda"), what, and its window, or since when it is late.
 */
export function careItemText(
  item: Pick<ReminderItem, "who" | "title" | "start" | "end" | "suggested" | "trackable">,
  today: IsoDate,
) {
  const who = item.who === PREGNANCY_WHO ? "Kehamilan" : item.who;
  const when =
    item.end < today
      ? `lewat sejak ${formatLongDate(addDays(item.end, 1))}${item.trackable ? "" : ", belum ditandai"}`
      : windowPhrase(item, today);
  return `${who}: ${item.title}, ${when}`;
}

/**
 * The list's lines for late items: one child's late doses on one line ("Bima: Imunisasi BCG,
 * Polio tetes 1, lewat sejak ..."; a child with nothing recorded has a dozen), the others as
 * careItemText. Her page keeps one line per item, each with its own mark.
 */
export function lateLines(items: readonly ReminderItem[], today: IsoDate): { key: string; text: string }[] {
  const lines: { key: string; text: string }[] = [];
  const doses = new Map<string, ReminderItem[]>();
  for (const item of items) {
    if (item.topic !== "imunisasi") {
      lines.push({ key: item.key, text: careItemText(item, today) });
      continue;
    }
    const child = item.key.split(":")[1]!;
    const list = doses.get(child);
    if (list) list.push(item);
    else doses.set(child, [item]);
  }
  for (const list of doses.values()) {
    const first = list.reduce((a, b) => (b.end < a.end ? b : a));
    const names = list.map((item) => item.title.replace(/^Imunisasi /, "")).join(", ");
    lines.push({
      key: list[0]!.key,
      text: `${first.who}: Imunisasi ${names}, lewat sejak ${formatLongDate(addDays(first.end, 1))}`,
    });
  }
  return lines;
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
    return `${kind} ke-${visit[2]} (${visit[1]!.toUpperCase()}${visit[2]})`;
  }
  const child = /^anak:(\d+):(imunisasi|perkembangan|pertumbuhan|hasil-cek|timbang):(.+)$/.exec(key);
  const name = child ? childName(Number(child[1])) : undefined;
  if (!child || !name) return key;
  if (child[2] === "pertumbuhan") return `${name}: hasil pengukuran yang perlu perhatian sudah ditindaklanjuti bidan`;
  if (child[2] === "hasil-cek") return `${name}: hasil cek perkembangan sudah ditindaklanjuti bidan`;
  if (child[2] === "timbang") return `${name}: penimbangan yang terlewat sudah ditindaklanjuti bidan`;
  if (child[2] === "imunisasi") {
    const dose = NATIONAL_SCHEDULE.find((entry) => entry.id === child[3]);
    return dose ? `${name}: Imunisasi ${dose.label}` : key;
  }
  const months = Number(child[3]);
  return Number.isInteger(months) ? `${name}: Cek perkembangan usia ${formatCheckpointAge(months)}` : key;
}

/** A mark as she reads it: a flag "... sudah ditindaklanjuti bidan", an item "Sudah dilakukan: ...". */
export function markText(key: string, childName: (id: number) => string | undefined): string {
  const label = careItemLabel(key, childName);
  return /^anak:\d+:(pertumbuhan|hasil-cek|timbang):/.test(key) ? label : `Sudah dilakukan: ${label}`;
}

/** A practice's mark as she reads it on her own pages: what, by whom, when. */
export interface PracticeMarkView {
  key: string;
  text: string;
  by: string;
  when: string;
}

/** Her marks (newest first) whose key starts with `prefix` ("hamil:", "anak:7:"), readable. */
export function practiceMarks(
  marks: readonly { itemKey: string; markedByName: string; createdAt: Date | number }[],
  prefix: string,
  childName: (id: number) => string | undefined,
): PracticeMarkView[] {
  return marks
    .filter((mark) => mark.itemKey.startsWith(prefix))
    .map((mark) => ({
      key: mark.itemKey,
      text: markText(mark.itemKey, childName),
      by: mark.markedByName,
      when: formatDateTime(mark.createdAt),
    }));
}

/**
 * The marks that still apply: a pregnancy's marks only when made after her plan was saved (her
 * keys name the visit, not the pregnancy, so a mark from before the plan she has now, perhaps an
 * earlier pregnancy, counts for nothing; decision 079). Without a plan, no pregnancy mark applies.
 */
export function currentMarks<M extends { itemKey: string; createdAt: Date | number }>(
  marks: readonly M[],
  planSavedAt: Date | number | null,
): M[] {
  const since = planSavedAt === null ? null : Number(planSavedAt);
  return marks.filter(
    (mark) => !mark.itemKey.startsWith("hamil:") || (since !== null && Number(mark.createdAt) >= since),
  );
}

/** What the list's rules follow, said under it (decisions 078, 079). */
export const CARE_LIST_SOURCES =
  "Dasar: T, 2T, dan KBM dari Buku KIA (Kemenkes, 2023, hlm. 54) dan arahan Kemenkes untuk 2T; penimbangan setiap bulan sampai usia 59 bulan (Buku KIA), sehingga yang belum ditimbang lebih dari 60 hari ditandai; hasil cek perkembangan dari daftar Buku KIA; kunjungan nifas KF1-KF4 dan bayi baru lahir KN1-KN3 dari Permenkes 21/2021; imunisasi dari jadwal imunisasi nasional Kemenkes, yang terlewat tetap terlambat sampai dicatat (imunisasi kejar). Daftar perkembangan atau kunjungan yang terlewat tetap tampil 60 hari (aturan Bidanku, seperti daftar tugas CHT). Ini daftar tindak lanjut, bukan diagnosis.";
