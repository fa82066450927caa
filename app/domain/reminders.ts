// Reminders (issue 37, decision 075): what a member turned on, as dated items, and which of them
// today's mail brings. Pure: the cron and the settings page hand in the member's saved HPL, her
// children and their records, and her local date.
import { savedPlan } from "./plan-view";
import { addCalendarMonths, addDays, daysBetween, formatLongDate, type IsoDate } from "./dates";
import { CHECKPOINTS } from "./development";
import { dateAtAge as developmentDateAtAge, type DevelopmentChild, formatCheckpointAge } from "./development-check";
import { immunisationPlan, type RecordedDose } from "./immunisation-status";
import { IMMUNISATION_SOURCES } from "./immunisation";
import { formatWindow, PLAN_SOURCES } from "./pregnancy-plan";

export const CHILD_TOPICS = ["imunisasi", "perkembangan", "penimbangan", "vitamin-a"] as const;
export type ChildTopic = (typeof CHILD_TOPICS)[number];
export type ReminderTopic = "kehamilan" | ChildTopic;

export const TOPIC_LABELS: Record<ReminderTopic, string> = {
  kehamilan: "Pemeriksaan kehamilan, kunjungan nifas, dan kunjungan bayi baru lahir",
  imunisasi: "Imunisasi",
  perkembangan: "Cek perkembangan (daftar Buku KIA)",
  penimbangan: "Penimbangan setiap bulan di posyandu",
  "vitamin-a": "Kapsul vitamin A (Februari dan Agustus, usia 6-59 bulan)",
};

/** Indonesia's three zones: fixed offsets, no daylight saving. */
export const TIME_ZONES = {
  WIB: { offsetHours: 7, label: "WIB (Sumatra, Jawa, Kalimantan Barat dan Tengah)" },
  WITA: { offsetHours: 8, label: "WITA (Bali, Nusa Tenggara, Sulawesi, Kalimantan Selatan, Timur, dan Utara)" },
  WIT: { offsetHours: 9, label: "WIT (Maluku dan Papua)" },
} as const;
export type TimeZoneName = keyof typeof TIME_ZONES;
export const TIME_ZONE_NAMES = Object.keys(TIME_ZONES) as TimeZoneName[];

/**
 * Mail goes out from 07:00 her time (the first hourly run after it); a run that failed is made up
 * by the next ones, until 20:00. Never at night.
 */
export const SEND_HOURS = { from: 7, until: 20 } as const;

/**
 * How many days before a window opens its mail comes: 3. Enough to arrange the day (leave from
 * work, someone to come along, transport, the posyandu's day), near enough not to be forgotten
 * (decision 075).
 */
export const LEAD_DAYS = 3;

/** A missed dose or list is named once, in the first weekly mail after its window closed, within 4 weeks. */
export const LATE_NOTICE_DAYS = 28;

/** The weekly mail (due now, missed) goes out on her Monday. */
export const DIGEST_WEEKDAY = 1;

/** Her local date and hour at `now` in `zone`. */
export function localTime(now: number, zone: TimeZoneName): { date: IsoDate; hour: number; weekday: number } {
  const shifted = new Date(now + TIME_ZONES[zone].offsetHours * 3_600_000);
  return {
    date: shifted.toISOString().slice(0, 10) as IsoDate,
    hour: shifted.getUTCHours(),
    weekday: shifted.getUTCDay(),
  };
}

/** The zones whose local hour at `now` is within SEND_HOURS, with their local dates. */
export function sendingZones(now: number): { zone: TimeZoneName; date: IsoDate }[] {
  return TIME_ZONE_NAMES.map((zone) => ({ zone, ...localTime(now, zone) }))
    .filter((local) => local.hour >= SEND_HOURS.from && local.hour < SEND_HOURS.until)
    .map(({ zone, date }) => ({ zone, date }));
}

export interface ReminderItem {
  /** Stable: the same visit, dose or list keeps it when its dates move. */
  key: string;
  topic: ReminderTopic;
  /** Whose: "Kehamilan Anda" or the child's name. */
  who: string;
  title: string;
  start: IsoDate;
  end: IsoDate;
  place: string;
  /** The site page with the whole schedule. */
  path: string;
  /** The site would know if it was done (a dose or a list recorded): only these are named as missed. */
  trackable: boolean;
  done: boolean;
  /** A line the mail adds under the item (dates estimated from the HPL, how the visits are spread). */
  note?: string;
  /**
   * An antenatal visit's suggested days within its window (decision 077): the mail comes before
   * them and the calendar shows them; the whole window still counts.
   */
  suggested?: { start: IsoDate; end: IsoDate; label: string };
}

/** The day an item is reminded of: its suggested days' first, else its window's. */
export const remindFrom = (item: Pick<ReminderItem, "start" | "suggested">): IsoDate =>
  item.suggested?.start ?? item.start;

const PLACE = {
  kehamilan: "Puskesmas, bidan, atau dokter. Bawa Buku KIA.",
  imunisasi: "Posyandu, puskesmas, atau bidan. Bawa Buku KIA.",
  perkembangan: "Di rumah: isi daftar di Bidanku atau Buku KIA, lalu bawa hasilnya ke posyandu atau bidan.",
  penimbangan: "Posyandu pada hari buka posyandu di tempat Anda. Bawa Buku KIA.",
  "vitamin-a":
    "Posyandu atau puskesmas, pada bulan vitamin A. Bawa Buku KIA. Bila jadwal berubah, ikuti pengumuman posyandu atau puskesmas.",
} as const satisfies Record<ReminderTopic, string>;

/** The pregnancy's places: the doctor's visits (K1, K5), the visits after birth, the others. */
const PREGNANCY_PLACE: Record<string, string> = {
  k1: "Dokter di puskesmas atau dokter kandungan. Bawa Buku KIA.",
  k5: "Dokter di puskesmas atau dokter kandungan. Bawa Buku KIA.",
};
const AFTER_BIRTH_PLACE = "Bidan atau puskesmas (bisa kunjungan rumah). Bawa Buku KIA.";

/** Under a dose: what stops its reminders. */
export const RECORDED_NOTE = "Sudah diberikan? Catat di Bidanku agar tidak diingatkan lagi.";

/** Under the visits after birth while they are still counted from the HPL. */
export const ESTIMATE_NOTE =
  "Tanggal ini perkiraan dari HPL. Bila bayi sudah lahir, isi tanggal lahirnya di halaman Pengingat agar jadwal dihitung ulang.";
/** Under the antenatal visits: the suggested days, and that the whole trimester counts. */
export const TRIMESTER_NOTE =
  "Tanggal saran hanya anjuran (Permenkes 21/2021 untuk K1; NICE 2021 dan WHO 2016 untuk K2 sampai K6): pemeriksaan kapan saja dalam trimester yang sama tetap dihitung, dan bila tanggal saran terlewat, tetap datang secepatnya. WHO menganjurkan paling sedikit 8 kontak; periksa boleh lebih sering. Tanyakan tanggal periksa berikutnya kepada bidan setiap kali periksa.";

/** Whose a pregnancy's visits are, in her reminders ("Kehamilan Anda: Pemeriksaan kehamilan ke-3"). */
export const PREGNANCY_WHO = "Kehamilan Anda";

/** The saved HPL calculation's input and her baby's birth date, if she entered it. */
export interface PregnancyFacts {
  input: unknown;
  birthDate: IsoDate | null;
  /** The saved calculation's id: the mail links to its plan on /kalkulator. */
  historyId?: number;
}

/**
 * The pregnancy's visits (ANC K1-K6, then KF1-KF4 and KN1-KN3) as reminder items. After the birth
 * date she entered, the visits after birth count from it and the antenatal ones are over.
 */
export function pregnancyItems(facts: PregnancyFacts, today: IsoDate): ReminderItem[] {
  // With a birth date the visits after birth count from it, however long ago the last period was.
  const plan = savedPlan(facts.input, today, { anyAge: facts.birthDate !== null });
  if (!plan) return [];
  // A birth date before this pregnancy's last period belongs to an earlier one: not counted here.
  const birth = facts.birthDate && facts.birthDate > plan.adjustedLastPeriod ? facts.birthDate : null;
  const shift = birth ? daysBetween(plan.dueDate, birth) : 0;
  return plan.items
    .filter((item) => item.visit && !(birth && !item.estimate && item.window.start >= birth))
    .map((item): ReminderItem => {
      const afterBirth = item.estimate === true;
      const start = afterBirth ? addDays(item.window.start, shift) : item.window.start;
      const end = afterBirth
        ? addDays(item.window.end, shift)
        : birth && item.window.end >= birth
          ? addDays(birth, -1)
          : item.window.end;
      return {
        // Counted again from the birth date, a visit after birth is a new item: its mail goes again.
        key: `hamil:${item.id}${afterBirth && birth ? ":lahir" : ""}`,
        topic: "kehamilan",
        who: !afterBirth ? PREGNANCY_WHO : item.group === "bayi" ? "Bayi baru lahir" : "Ibu setelah melahirkan",
        title: item.title,
        start,
        end,
        place: afterBirth ? AFTER_BIRTH_PLACE : (PREGNANCY_PLACE[item.id] ?? PLACE.kehamilan),
        path: facts.historyId ? `/kalkulator?riwayat=${facts.historyId}#rencana` : "/dashboard",
        trackable: false,
        done: false,
        note: afterBirth ? (birth ? undefined : ESTIMATE_NOTE) : TRIMESTER_NOTE,
        // A baby born before a visit's suggested days: the visit keeps its window, not the days.
        ...(item.suggested && !(birth && item.suggested.window.start >= birth)
          ? { suggested: { ...item.suggested.window, label: item.suggested.label } }
          : {}),
      };
    });
}

export interface ChildFacts {
  id: number;
  name: string;
  birthDate: IsoDate;
  gestationalWeeks: number | null;
  doses: readonly RecordedDose[];
  /** Saved development checks: the list's age and the day. */
  checks: readonly { checkpoint: number; checkedOn: string }[];
  /** Days with a weight recorded. */
  weighedOn: readonly string[];
}

/** The doses of the national schedule not yet recorded, with their recommended windows. */
function immunisationItems(child: ChildFacts, today: IsoDate): ReminderItem[] {
  return immunisationPlan(child.birthDate, today, child.doses)
    .filter((view) => ["akan-datang", "sekarang", "terlambat"].includes(view.status))
    .map((view) => ({
      key: `anak:${child.id}:imunisasi:${view.dose.id}`,
      topic: "imunisasi",
      who: child.name,
      title: `Imunisasi ${view.dose.label}`,
      start: view.start,
      end: view.end,
      place: PLACE.imunisasi,
      path: `/dashboard/anak/${child.id}/imunisasi`,
      trackable: true,
      done: false,
      note: RECORDED_NOTE,
    }));
}

/** Each Buku KIA list from the day its age is reached until the next list's age. */
function developmentItems(child: ChildFacts): ReminderItem[] {
  const facts: DevelopmentChild = { birthDate: child.birthDate, gestationalWeeks: child.gestationalWeeks };
  return CHECKPOINTS.map((checkpoint, index) => {
    const start = developmentDateAtAge(facts, checkpoint.months);
    const following = CHECKPOINTS[index + 1];
    const end = following ? addDays(developmentDateAtAge(facts, following.months), -1) : addDays(start, 364);
    return {
      key: `anak:${child.id}:perkembangan:${checkpoint.months}`,
      topic: "perkembangan" as const,
      who: child.name,
      title: `Cek perkembangan usia ${formatCheckpointAge(checkpoint.months)}`,
      start,
      end,
      place: PLACE.perkembangan,
      path: `/dashboard/anak/${child.id}/perkembangan`,
      trackable: true,
      done: child.checks.some((check) => check.checkpoint === checkpoint.months && check.checkedOn >= start),
    };
  });
}

const monthStart = (date: IsoDate) => `${date.slice(0, 7)}-01` as IsoDate;

/** The first day of last month: the weighing items (this month's and next) read weights from here on. */
export function weighingSince(today: IsoDate): IsoDate {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return (month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, "0")}-01`) as IsoDate;
}
const monthEnd = (first: IsoDate) => addDays(addCalendarMonths(first, 1), -1);
const MONTH_NAMES = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];
const monthName = (first: IsoDate) => `${MONTH_NAMES[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;

/** Under five years (60 months) on `date`. */
const underFive = (child: ChildFacts, date: IsoDate) => date < addCalendarMonths(child.birthDate, 60);

/**
 * This month's and next month's weighing, for each month that begins after the birth and before
 * the fifth birthday. Done when a weight was recorded in that month.
 */
function weighingItems(child: ChildFacts, today: IsoDate): ReminderItem[] {
  const thisMonth = monthStart(today);
  return [thisMonth, addCalendarMonths(thisMonth, 1)]
    .filter((first) => first > child.birthDate && underFive(child, first))
    .map((first) => ({
      key: `anak:${child.id}:penimbangan:${first.slice(0, 7)}`,
      topic: "penimbangan" as const,
      who: child.name,
      title: `Penimbangan bulan ${monthName(first)}`,
      start: first,
      end: monthEnd(first),
      place: PLACE.penimbangan,
      path: `/dashboard/anak/${child.id}`,
      trackable: false,
      done: child.weighedOn.some((day) => day.slice(0, 7) === first.slice(0, 7)),
    }));
}

/** Vitamin A's months: February and August. */
export const VITAMIN_A_MONTHS = [2, 8] as const;

/**
 * The next February or August (this one included) in which the child is 6-59 months old on some
 * day: 6 months reached by the month's last day, under 60 months on its first. The window starts
 * on the month's first day, or on the day the child turns 6 months if later. The capsule's colour
 * is the health worker's to choose by the age on the day (blue once at 6-11 months, red from 12),
 * so the item names both rules.
 */
function vitaminAItems(child: ChildFacts, today: IsoDate): ReminderItem[] {
  const sixMonths = addCalendarMonths(child.birthDate, 6);
  for (let first = monthStart(today); first < addCalendarMonths(today, 12); first = addCalendarMonths(first, 1)) {
    const month = Number(first.slice(5, 7));
    const last = monthEnd(first);
    if (!(VITAMIN_A_MONTHS as readonly number[]).includes(month) || last < today) continue;
    if (last < sixMonths || !underFive(child, first)) continue;
    return [
      {
        key: `anak:${child.id}:vitamin-a:${first.slice(0, 7)}`,
        topic: "vitamin-a",
        who: child.name,
        title: `Kapsul vitamin A, ${monthName(first)}`,
        start: sixMonths > first ? sixMonths : first,
        end: last,
        place: PLACE["vitamin-a"],
        path: `/dashboard/anak/${child.id}`,
        trackable: false,
        done: false,
        note: VITAMIN_A_NOTE,
      },
    ];
  }
  return [];
}

/** Which capsule: Kemenkes (Panduan Manajemen Terintegrasi Suplementasi Vitamin A, 2016). */
export const VITAMIN_A_NOTE =
  "Kapsul biru (100.000 IU) bila anak berusia 6-11 bulan dan belum pernah mendapat kapsul biru; kapsul merah (200.000 IU) bila berusia 12-59 bulan.";

const CHILD_ITEMS: Record<ChildTopic, (child: ChildFacts, today: IsoDate) => ReminderItem[]> = {
  imunisasi: immunisationItems,
  perkembangan: developmentItems,
  penimbangan: weighingItems,
  "vitamin-a": vitaminAItems,
};

/** The items of a child's topics that are turned on. */
export function childItems(child: ChildFacts, topics: readonly ChildTopic[], today: IsoDate): ReminderItem[] {
  return CHILD_TOPICS.filter((topic) => topics.includes(topic)).flatMap((topic) => CHILD_ITEMS[topic](child, today));
}

/** What was already mailed: an item's key, the kind, and the window's first day then. */
export interface MailedItem {
  itemKey: string;
  kind: "soon" | "late";
  itemStart: string;
}

/**
 * A mailed item is the same item when its key matches and its window began within 180 days of
 * the one mailed: a corrected HPL moves a visit by days or weeks, a next pregnancy by many months.
 */
const SAME_ITEM_DAYS = 180;

function mailed(item: ReminderItem, kind: MailedItem["kind"], log: readonly MailedItem[]): boolean {
  return log.some(
    (row) =>
      row.itemKey === item.key &&
      row.kind === kind &&
      Math.abs(daysBetween(row.itemStart as IsoDate, item.start)) < SAME_ITEM_DAYS,
  );
}

export interface DueMail {
  /** Windows that open in the next LEAD_DAYS days (and, on Monday, windows open now not yet mailed). */
  soon: ReminderItem[];
  /** On Monday: doses and lists whose window closed in the last 4 weeks without a record. */
  late: ReminderItem[];
}

/**
 * What today's mail brings, or null when nothing: each item at most once before or in its window
 * and, if it is a dose or a list the site would know about, at most once after it was missed.
 */
export function dueMail(
  items: readonly ReminderItem[],
  log: readonly MailedItem[],
  today: IsoDate,
  weekday: number,
): DueMail | null {
  const open = items.filter((item) => !item.done);
  const monday = weekday === DIGEST_WEEKDAY;
  const soon = open.filter((item) => {
    const from = remindFrom(item);
    return (
      !mailed(item, "soon", log) &&
      ((from > today && daysBetween(today, from) <= LEAD_DAYS) || (monday && from <= today && today <= item.end))
    );
  });
  const late = monday
    ? open.filter(
        (item) =>
          item.trackable &&
          item.end < today &&
          daysBetween(item.end, today) <= LATE_NOTICE_DAYS &&
          !mailed(item, "late", log),
      )
    : [];
  if (soon.length === 0 && late.length === 0) return null;
  const order = (a: ReminderItem, b: ReminderItem) => remindFrom(a).localeCompare(remindFrom(b));
  return { soon: soon.sort(order), late: late.sort(order) };
}

/**
 * "mulai 3 Desember 2026, sampai 2 Januari 2027" or "sekarang, sampai 2 Januari 2027" once it has
 * begun; with suggested days ahead, "saran 3 – 9 Mei 2027 (usia kehamilan 20 minggu), paling
 * lambat 30 Mei 2027".
 */
export function windowPhrase(item: Pick<ReminderItem, "start" | "end" | "suggested">, today: IsoDate): string {
  if (item.suggested && item.suggested.end >= today) {
    return `saran ${formatWindow(item.suggested)} (${item.suggested.label}); masih terhitung sampai ${formatLongDate(item.end)}`;
  }
  return item.start > today
    ? `mulai ${formatLongDate(item.start)}, sampai ${formatLongDate(item.end)}`
    : `sekarang, sampai ${formatLongDate(item.end)}`;
}

/** The items still ahead or open (not done), soonest first: the settings page's preview. */
export function upcomingItems(items: readonly ReminderItem[], today: IsoDate, count = 6): ReminderItem[] {
  return items
    .filter((item) => !item.done && item.end >= today)
    .sort((a, b) => remindFrom(a).localeCompare(remindFrom(b)) || a.key.localeCompare(b.key))
    .slice(0, count);
}

/**
 * Items of one person and topic with the same days are one line (a mail's) or one event (the
 * calendar's): a visit's doses ("Imunisasi DPT-HB-Hib 1, Polio tetes 2, PCV 1, Rotavirus 1").
 * The first item's key names the group.
 */
export function groupedItems(items: readonly ReminderItem[]): ReminderItem[] {
  const groups = new Map<string, ReminderItem[]>();
  for (const item of items) {
    const key = `${item.who}|${item.topic}|${remindFrom(item)}|${item.suggested?.end ?? ""}|${item.start}|${item.end}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].map((group) => {
    const [head, ...rest] = group as [ReminderItem, ...ReminderItem[]];
    if (rest.length === 0) return head;
    const title =
      head.topic === "imunisasi"
        ? `Imunisasi ${group.map((item) => item.title.replace(/^Imunisasi /, "")).join(", ")}`
        : group.map((item) => item.title).join("; ");
    return { ...head, title, place: [...new Set(group.map((item) => item.place))].join(" ") };
  });
}

/** What the reminders rest on, listed on the settings page. */
export const REMINDER_SOURCES = [
  PLAN_SOURCES.bukuKia2024,
  PLAN_SOURCES.bukuKia,
  PLAN_SOURCES.antenatal,
  PLAN_SOURCES.permenkes21,
  PLAN_SOURCES.who2016,
  PLAN_SOURCES.nice201,
  "Peraturan Menteri Kesehatan RI Nomor 53 Tahun 2014 tentang Pelayanan Kesehatan Neonatal Esensial, Pasal 5 ayat (2): kunjungan neonatal 6-48 jam, 3-7 hari, dan 8-28 hari setelah lahir.",
  ...["jadwalRutin", "rotavirus", "ipv2", "jadwalLengkap", "lanjutan"].map(
    (id) => IMMUNISATION_SOURCES[id as keyof typeof IMMUNISATION_SOURCES].title,
  ),
  "Kementerian Kesehatan RI. Panduan Manajemen Terintegrasi Suplementasi Vitamin A. Jakarta: Kemenkes RI; 2016: kapsul biru 100.000 IU sekali untuk bayi 6-11 bulan, kapsul merah 200.000 IU setiap Februari dan Agustus untuk anak 12-59 bulan.",
  "Surat Kementerian Kesehatan RI Nomor GM.03.03/B.III/300/2024 (22 Januari 2024): pemberian vitamin A pada bulan Februari dan Agustus, dan pemantauan pertumbuhan balita secara rutin setiap bulan.",
  "Kementerian Kesehatan RI. Pedoman Pemantauan Pertumbuhan Balita. Jakarta: Kemenkes RI; 2020: penimbangan balita setiap bulan di posyandu.",
  "Boksmati N, Butler-Henderson K, Anderson K, Sahama T. The Effectiveness of SMS Reminders on Appointment Attendance: a Meta-Analysis. J Med Syst. 2016;40(4):90: pengingat meningkatkan kehadiran; waktu pengiriman terbaik belum diketahui (separuh penelitian mengirimnya dalam 48 jam sebelum jadwal).",
  "Gibson DG, dkk. Mobile phone-delivered reminders and incentives to improve childhood immunisation coverage and timeliness in Kenya (M-SIMU). Lancet Glob Health. 2017;5(4):e428-e438: SMS dikirim 3 hari dan 1 hari sebelum jadwal imunisasi; hanya kelompok SMS dengan insentif yang meningkat bermakna.",
] as const;

/** Why 3 days: said on the settings page under its sources. */
export const LEAD_DAYS_NOTE =
  "Belum ada penelitian yang membandingkan kapan pengingat paling baik dikirim; 3 hari sebelumnya adalah pilihan Bidanku, agar ada waktu mengatur hari (izin kerja, pendamping, kendaraan, hari buka posyandu) tanpa terlupa.";
