import { type CalendarToday, daysBetween, parseIsoDate } from "~/domain/dates";
import { CHILD_TOPICS, type ChildTopic, TIME_ZONE_NAMES } from "~/domain/reminders";
import { z } from "~/schemas/zod";
import { checkbox } from "./auth";

// The reminder settings form (issue 37, decision 075): her time zone, mail on or off, the
// pregnancy and her baby's birth date, and each child's topics as a checkbox group `anak-<id>`.

export const REMINDER_MESSAGES = {
  timeZone: "Pilih zona waktu Anda.",
  topic: "Pilih pengingat dari daftar.",
  birthDate: "Masukkan tanggal lahir bayi yang valid, atau kosongkan.",
  birthFuture: "Tanggal lahir bayi tidak boleh melewati hari ini.",
  birthOld:
    "Tanggal lahir ini lebih dari 1 tahun yang lalu: kunjungan nifas dan bayi baru lahir sudah lewat. Kosongkan, lalu tambahkan anak di Anak Saya untuk pengingat imunisasi.",
  noPregnancy: "Belum ada HPL tersimpan. Hitung dan simpan HPL di Kalkulator Kehamilan, lalu nyalakan pengingat ini.",
  childGone: "Data anak tidak ditemukan. Muat ulang halaman ini, lalu coba lagi.",
  birthBeforePregnancy:
    "Tanggal lahir ini kurang dari 20 minggu setelah haid terakhir pada HPL yang tersimpan. Periksa lagi tanggalnya: isi tanggal lahir bayi dari kehamilan ini.",
} as const;

/** The earliest birth date after the saved pregnancy's (adjusted) last period: 20 weeks. */
export const EARLIEST_BIRTH_DAYS = 20 * 7;

/** A birth date may be this many days back: the visits after birth end at 42 days. */
const BIRTH_DAYS_BACK = 365;

export const childTopicsField = (childId: number) => `anak-${childId}`;
/** Every child id a form's field names start with (`anak-<digits>`, also `anak-<digits>[0]`). */
export function childIdsSent(formData: FormData): number[] {
  const ids = new Set<number>();
  for (const name of formData.keys()) {
    const match = /^anak-(\d+)/.exec(name);
    if (match) ids.add(Number(match[1]));
  }
  return [...ids];
}

const topic = z.enum(CHILD_TOPICS, { error: REMINDER_MESSAGES.topic });
/** A checkbox group: one box ticked sends one value, several a list. */
const topics = z
  .union([topic, z.array(topic).max(CHILD_TOPICS.length)], { error: REMINDER_MESSAGES.topic })
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** The form for a member with these children, read against today. */
export function reminderSchema(childIds: readonly number[], day: CalendarToday) {
  const shape: Record<string, typeof topics> = {};
  for (const id of childIds) shape[childTopicsField(id)] = topics;
  return z
    .object({
      zonaWaktu: z.enum(TIME_ZONE_NAMES as [string, ...string[]], { error: REMINDER_MESSAGES.timeZone }),
      email: checkbox,
      kehamilan: checkbox,
      lahir: z.string().max(20, REMINDER_MESSAGES.birthDate).optional(),
      ...shape,
    })
    .transform((values, ctx) => {
      const typed = (values.lahir ?? "").trim();
      const birth = typed ? parseIsoDate(typed) : null;
      if (typed && !birth) ctx.addIssue({ code: "custom", path: ["lahir"], message: REMINDER_MESSAGES.birthDate });
      else if (birth && daysBetween(birth, day.latest) < 0) {
        ctx.addIssue({ code: "custom", path: ["lahir"], message: REMINDER_MESSAGES.birthFuture });
      } else if (birth && daysBetween(birth, day.today) > BIRTH_DAYS_BACK) {
        ctx.addIssue({ code: "custom", path: ["lahir"], message: REMINDER_MESSAGES.birthOld });
      }
      const children = new Map<number, ChildTopic[]>();
      for (const id of childIds) {
        const chosen = (values as unknown as Record<string, ChildTopic[]>)[childTopicsField(id)] ?? [];
        if (chosen.length > 0) children.set(id, [...new Set(chosen)]);
      }
      return {
        timeZone: values.zonaWaktu as (typeof TIME_ZONE_NAMES)[number],
        emailOn: values.email,
        pregnancy: values.kehamilan,
        birthDate: birth,
        children,
      };
    });
}

/** The calendar address's forms on the same page (decision 077): make a new one, names, stop. */
export const FEED_INTENTS = ["kalender-baru", "kalender-nama", "kalender-hapus"] as const;
export type FeedIntent = (typeof FEED_INTENTS)[number];

export const FEED_MESSAGES = {
  intent: "Permintaan tidak dikenali. Muat ulang halaman ini, lalu coba lagi.",
  none: "Belum ada alamat kalender. Buat alamat kalender dulu.",
} as const;

export const feedSchema = z.object({
  intent: z.enum(FEED_INTENTS, { error: FEED_MESSAGES.intent }),
  nama: checkbox,
});
