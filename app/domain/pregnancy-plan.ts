// From a due date to a plan (issue 18, decision 048): the antenatal visits, the iron tablets,
// the tests and the preparations of Indonesia's standard, and the visits after birth, each as a
// dated window. Pure and date-only (app/domain/dates.ts): the server, the browser and the
// calendar file compute the same dates.
import { cycleAdjustmentDays, PREGNANCY_DAYS } from "./calculators";
import { REDUCED_FETAL_MOVEMENTS } from "./danger-signs";
import { addDays, daysBetween, formatLongDate, type IsoDate } from "./dates";

/** The sources a plan item names (numbered in the page's list, in this order). */
export const PLAN_SOURCES = {
  bukuKia: "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA), revisi 2020. Jakarta: Kemenkes RI; 2020.",
  bukuKia2024:
    "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA), cetakan 2024. Jakarta: Kemenkes RI; 2024.",
  permenkes21:
    "Peraturan Menteri Kesehatan RI Nomor 21 Tahun 2021 tentang Penyelenggaraan Pelayanan Kesehatan Masa Sebelum Hamil, Masa Hamil, Persalinan, dan Masa Sesudah Melahirkan, Pelayanan Kontrasepsi, dan Pelayanan Kesehatan Seksual (Berita Negara RI Tahun 2021 Nomor 853). Bagian kontrasepsi dan kesehatan seksualnya dicabut oleh Permenkes Nomor 2 Tahun 2025; bagian masa hamil, persalinan, dan sesudah melahirkan tetap berlaku.",
  antenatal: "Kementerian Kesehatan RI. Pedoman Pelayanan Antenatal Terpadu, edisi ketiga. Jakarta: Kemenkes RI; 2020.",
  permenkes52:
    "Peraturan Menteri Kesehatan RI Nomor 52 Tahun 2017 tentang Eliminasi Penularan Human Immunodeficiency Virus, Sifilis, dan Hepatitis B dari Ibu ke Anak.",
  imunisasi: "Peraturan Menteri Kesehatan RI Nomor 12 Tahun 2017 tentang Penyelenggaraan Imunisasi.",
  who2016:
    "World Health Organization. WHO recommendations on antenatal care for a positive pregnancy experience. Geneva: WHO; 2016. ISBN 978-92-4-154991-2.",
  nice201:
    "National Institute for Health and Care Excellence. Antenatal care (NICE guideline NG201). London: NICE; 2021.",
  acog229:
    "American College of Obstetricians and Gynecologists. Practice Bulletin No. 229: Antepartum Fetal Surveillance. Obstet Gynecol. 2021;137(6):e116-e127.",
  rcog57:
    "Royal College of Obstetricians and Gynaecologists. Reduced Fetal Movements (Green-top Guideline No. 57). London: RCOG; 2011.",
  acog700:
    "American College of Obstetricians and Gynecologists. Committee Opinion No. 700: Methods for Estimating the Due Date. Obstet Gynecol. 2017;129(5):e150-e154.",
} as const;

export type PlanSource = keyof typeof PLAN_SOURCES;

/**
 * The trimesters as Kemenkes counts them (Pedoman Pelayanan Antenatal Terpadu 2020; Permenkes
 * 21/2021): the first up to 12 weeks, the second above 12 up to 24 weeks, the third above 24
 * weeks; in days since the (adjusted) last period, the last day of each.
 */
export const TRIMESTER_END_DAYS = { 1: 12 * 7, 2: 24 * 7, 3: PREGNANCY_DAYS } as const;

export type Trimester = 1 | 2 | 3;

/** The trimester of a pregnancy `days` after the (adjusted) last period; the third from 24 weeks and 1 day on. */
export function trimesterOf(days: number): Trimester {
  if (days <= TRIMESTER_END_DAYS[1]) return 1;
  if (days <= TRIMESTER_END_DAYS[2]) return 2;
  return 3;
}

/** A window of days, both ends included. */
export interface DateWindow {
  start: IsoDate;
  end: IsoDate;
}

export type PlanGroup = "kehamilan" | "persiapan" | "nifas" | "bayi";

export interface PlanItem {
  /** Stable within a plan (the calendar's event ids start with it). */
  id: string;
  group: PlanGroup;
  title: string;
  window: DateWindow;
  detail: string;
  sources: PlanSource[];
  /** A visit (or a visit's tests): it goes into the calendar file. */
  visit: boolean;
  /** The item is a danger sign to act on at once (links the danger-signs page). */
  dangerSign?: boolean;
  /** Dated from the due date until the baby is born: to count again from the birth date. */
  estimate?: boolean;
  /**
   * An antenatal visit's suggested days inside its trimester (decision 077): a phone calendar
   * shows these, with the whole window in the text. `label` says which week, as the page does.
   */
  suggested?: { window: DateWindow; label: string; basis: string };
}

/**
 * The suggested days of the six antenatal visits, in days since the (adjusted) last period
 * (decision 077): two weeks each, inside the visit's trimester. Indonesia's sources name
 * trimesters only, but for the first contact "sedini mungkin ... sebaiknya sebelum minggu ke-8"
 * (Permenkes 21/2021, Lampiran I): K1 at 6-7 weeks. Then the weeks WHO's 2016 contact schedule
 * (up to 12, 20, 26, 30, 34, 36, 38, 40) or NICE NG201 (16, 28, 34, 36, 38, 40) names: K2 16, K3
 * 20, K4 28, K5 (the doctor's, with the birth plan) 34, K6 38.
 */
export const SUGGESTED_VISIT_DAYS: Record<string, { from: number; to: number; label: string; basis: string }> = {
  k1: {
    from: 6 * 7,
    to: 8 * 7 - 1,
    label: "usia kehamilan 6-7 minggu",
    basis: "Permenkes No. 21 Tahun 2021, Lampiran I",
  },
  k2: { from: 16 * 7, to: 18 * 7 - 1, label: "usia kehamilan 16-17 minggu", basis: "NICE NG201, 2021" },
  k3: { from: 20 * 7, to: 22 * 7 - 1, label: "usia kehamilan 20-21 minggu", basis: "jadwal kontak WHO 2016" },
  k4: { from: 28 * 7, to: 30 * 7 - 1, label: "usia kehamilan 28-29 minggu", basis: "NICE NG201, 2021" },
  k5: {
    from: 34 * 7,
    to: 36 * 7 - 1,
    label: "usia kehamilan 34-35 minggu",
    basis: "jadwal kontak WHO 2016 dan NICE NG201, 2021",
  },
  k6: {
    from: 38 * 7,
    to: 40 * 7 - 1,
    label: "usia kehamilan 38-39 minggu",
    basis: "jadwal kontak WHO 2016 dan NICE NG201, 2021",
  },
};

/** Where the suggested days come from, said wherever they are shown. */
export const SUGGESTED_DAYS_NOTE =
  "Tanggal saran hanya anjuran, bukan batas: pemeriksaan kapan saja dalam trimester yang sama tetap dihitung sebagai kunjungan itu, dan bila tanggal saran sudah lewat, tetap datang secepatnya. K1 pada usia kehamilan 6-7 minggu karena kontak pertama sebaiknya sebelum 8 minggu (Permenkes No. 21 Tahun 2021, Lampiran I); K2 pada 16 minggu dan K4 pada 28 minggu mengikuti jadwal NICE (NG201, 2021); K3, K5, dan K6 pada 20, 34, dan 38 minggu mengikuti jadwal kontak WHO 2016. Buku KIA hanya menyebut trimester. Ada tanda bahaya? Jangan menunggu tanggal saran: segera ke fasilitas kesehatan.";

/**
 * Which split of the six visits the plan's dates follow, and why (decision 077, superseding the
 * split of decision 048): Buku KIA 2024 and Permenkes 21/2021 (1-2-3); Buku KIA 2020 had 2-1-3.
 */
export const VISIT_SPLIT_NOTE =
  "Jadwal di sini mengikuti Buku KIA 2024 dan Permenkes No. 21 Tahun 2021: paling sedikit 6 kali periksa hamil, yaitu paling sedikit 1 kali pada trimester 1 (dengan dokter, termasuk USG), 2 kali pada trimester 2, dan 3 kali pada trimester 3 (salah satunya dengan dokter). Buku KIA 2020 dulu menulis 2 kali pada trimester 1 dan 1 kali pada trimester 2; jumlahnya sama. WHO menganjurkan paling sedikit 8 kontak, dan periksa boleh lebih sering sesuai kebutuhan atau bila ada keluhan.";

/** What every dated item after birth says: its dates are the due date's, until the birth. */
export const RECOUNT_NOTE = "Tanggal ini perkiraan dari HPL: hitung ulang dari tanggal lahir bayi yang sebenarnya.";

export interface PregnancyPlan {
  /** The last period as given, and the one the dates count from (moved by Parikh's rule). */
  lastPeriod: IsoDate;
  adjustedLastPeriod: IsoDate;
  cycleLength: number;
  dueDate: IsoDate;
  /** Today, and how far the pregnancy is (never before the moved last period). */
  today: IsoDate;
  daysPregnant: number;
  weeks: number;
  days: number;
  trimester: Trimester;
  /** Past the due date: the plan's advice is the calculator's (see a midwife today). */
  pastDueDate: boolean;
  items: PlanItem[];
}

const T1_END = TRIMESTER_END_DAYS[1];
const T2_END = TRIMESTER_END_DAYS[2];
/** 28 weeks: from here a mother pays attention to her baby's movements every day (RCOG GTG 57). */
const KICK_COUNT_DAY = 28 * 7;
/** 37 weeks: a term birth may begin; the birth plan is ready before. */
const TERM_DAY = 37 * 7;
/** Two weeks past the due date (42 weeks): how long a late pregnancy's daily items run. */
const OVERDUE_DAYS = 14;

/** The pregnancy's items, dated from the adjusted last period and the due date. */
function planItems(from: IsoDate, due: IsoDate): PlanItem[] {
  const day = (n: number) => addDays(from, n);
  const after = (n: number) => addDays(due, n);
  const t1 = { start: day(0), end: day(T1_END) };
  const t2 = { start: day(T1_END + 1), end: day(T2_END) };
  const t3 = { start: day(T2_END + 1), end: due };
  // Buku KIA 2024 and Permenkes 21/2021 split the six visits 1-2-3 (decision 077); the tests and
  // preparations keep the antenatal guideline.
  const anc: PlanSource[] = ["bukuKia", "antenatal"];
  const visits: PlanSource[] = ["bukuKia2024", "permenkes21"];
  const items: PlanItem[] = [
    {
      id: "k1",
      group: "kehamilan",
      title: "Pemeriksaan kehamilan ke-1, dengan dokter (trimester 1)",
      window: t1,
      detail:
        "Sedini mungkin setelah tahu hamil, sebaiknya sebelum 8 minggu. Dokter memeriksa dengan USG: usia kehamilan, kehamilan di dalam rahim, dan jumlah janin (bila terlalu dini, USG mungkin diulang). Baru periksa setelah 12 minggu? Tetap datang sekarang. Bawa Buku KIA.",
      sources: [...visits, "acog700"],
      visit: true,
    },
    {
      id: "lab-t1",
      group: "kehamilan",
      title: "Tes darah trimester 1",
      window: t1,
      detail:
        "Sedini mungkin, sebaiknya pada kunjungan pertama: hemoglobin (anemia), golongan darah dan rhesus, gula darah, serta tes HIV, sifilis, dan hepatitis B; protein urine bila perlu. Terlewat? Lakukan pada kunjungan berikutnya.",
      sources: [...anc, "permenkes52"],
      visit: false,
    },
    {
      id: "td",
      group: "kehamilan",
      title: "Cek status imunisasi Td (tetanus-difteri)",
      window: t1,
      detail:
        "Pada kunjungan pertama, bidan atau dokter menanyakan riwayat imunisasi tetanus Anda dan memberi suntikan Td bila status Anda belum T5 (belum lengkap). Bawa catatan imunisasi lama bila ada.",
      sources: anc,
      visit: false,
    },
    {
      id: "ttd",
      group: "kehamilan",
      title: "Tablet tambah darah (TTD) setiap hari",
      window: { start: day(0), end: due },
      detail:
        "Minum 1 tablet setiap hari sejak kunjungan pertama sampai bersalin (paling sedikit 90 tablet). Minum dengan air putih atau air jeruk, jangan bersamaan dengan teh, kopi, atau susu. Tinja menjadi hitam itu biasa.",
      sources: ["bukuKia", "permenkes21"],
      visit: false,
    },
    {
      id: "k2",
      group: "kehamilan",
      title: "Pemeriksaan kehamilan ke-2 (trimester 2)",
      window: t2,
      detail:
        "Dengan bidan atau dokter: tekanan darah, berat badan, tinggi rahim, denyut jantung janin, dan hasil tes darah.",
      sources: [...visits, "nice201"],
      visit: true,
    },
    {
      id: "k3",
      group: "kehamilan",
      title: "Pemeriksaan kehamilan ke-3 (trimester 2)",
      window: t2,
      detail: "Dengan bidan atau dokter: tekanan darah, berat badan, tinggi rahim, dan denyut jantung janin.",
      sources: [...visits, "who2016"],
      visit: true,
    },
    {
      id: "k4",
      group: "kehamilan",
      title: "Pemeriksaan kehamilan ke-4 (trimester 3)",
      window: t3,
      detail: "Dengan bidan atau dokter: tekanan darah, tinggi rahim, letak dan denyut jantung janin.",
      sources: [...visits, "nice201"],
      visit: true,
    },
    {
      id: "k5",
      group: "kehamilan",
      title: "Pemeriksaan kehamilan ke-5, dengan dokter (trimester 3)",
      window: t3,
      detail:
        "Dokter memeriksa dengan USG: pertumbuhan dan letak janin, air ketuban, dan plasenta (ari-ari); juga menilai risiko persalinan dan tempat bersalin yang tepat. Sebaiknya sebelum 36 minggu, agar sempat merencanakan rujukan bila perlu.",
      sources: [...visits, "who2016", "nice201"],
      visit: true,
    },
    {
      id: "lab-t3",
      group: "kehamilan",
      title: "Tes darah trimester 3",
      window: t3,
      detail: "Kadar hemoglobin dan gula darah diperiksa lagi, dan tes lain bila bidan atau dokter menganjurkan.",
      sources: anc,
      visit: false,
    },
    {
      id: "k6",
      group: "kehamilan",
      title: "Pemeriksaan kehamilan ke-6 (trimester 3)",
      window: t3,
      detail:
        "Dengan bidan atau dokter, menjelang persalinan: kesiapan persalinan, letak janin diperiksa lagi, dan tanda-tanda persalinan.",
      sources: [...visits, "who2016", "nice201"],
      visit: true,
    },
    {
      id: "gerak-janin",
      group: "persiapan",
      title: "Perhatikan gerakan janin setiap hari",
      window: { start: day(KICK_COUNT_DAY), end: addDays(due, OVERDUE_DAYS) },
      // The danger-signs page's own rule, word for word (issue 29).
      detail: `Kenali pola gerakan janin setiap hari. ${REDUCED_FETAL_MOVEMENTS.today} ${REDUCED_FETAL_MOVEMENTS.now}`,
      sources: ["acog229", "rcog57"],
      visit: false,
      dangerSign: true,
    },
    {
      id: "bahaya-hamil",
      group: "kehamilan",
      title: "Tanda bahaya kehamilan: segera ke fasilitas kesehatan",
      window: { start: day(0), end: addDays(due, OVERDUE_DAYS) },
      detail:
        "Perdarahan dari jalan lahir, keluar air ketuban sebelum waktunya, kejang, sakit kepala hebat atau pandangan kabur, demam tinggi, atau bengkak di wajah dan tangan: jangan menunggu jadwal pemeriksaan, segera ke puskesmas, bidan, atau rumah sakit.",
      sources: ["bukuKia"],
      visit: false,
      dangerSign: true,
    },
    {
      id: "amanat",
      group: "persiapan",
      title: "Siapkan rencana persalinan (Amanat Persalinan di Buku KIA)",
      window: { start: day(0), end: day(TERM_DAY - 1) },
      detail:
        "Mulai sejak awal kehamilan bersama bidan dan keluarga: tempat bersalin, penolong, pendamping persalinan, kendaraan siaga, calon pendonor darah, dana persalinan (tabungan atau JKN), dan KB setelah melahirkan. Pastikan lengkap sebelum usia kehamilan 37 minggu.",
      sources: ["bukuKia", "permenkes21"],
      visit: false,
    },
    {
      id: "kf1",
      group: "nifas",
      title: "Kunjungan nifas ke-1 (KF1)",
      window: { start: due, end: after(2) },
      detail: "6 jam sampai 2 hari setelah melahirkan: perdarahan, tekanan darah, menyusui, dan tanda bahaya nifas.",
      sources: ["bukuKia", "permenkes21"],
      visit: true,
      estimate: true,
    },
    {
      id: "kf2",
      group: "nifas",
      title: "Kunjungan nifas ke-2 (KF2)",
      window: { start: after(3), end: after(7) },
      detail: "3 sampai 7 hari setelah melahirkan.",
      sources: ["bukuKia", "permenkes21"],
      visit: true,
      estimate: true,
    },
    {
      id: "kf3",
      group: "nifas",
      title: "Kunjungan nifas ke-3 (KF3)",
      window: { start: after(8), end: after(28) },
      detail: "8 sampai 28 hari setelah melahirkan.",
      sources: ["bukuKia", "permenkes21"],
      visit: true,
      estimate: true,
    },
    {
      id: "kf4",
      group: "nifas",
      title: "Kunjungan nifas ke-4 (KF4)",
      window: { start: after(29), end: after(42) },
      detail:
        "29 sampai 42 hari setelah melahirkan: pastikan sudah ber-KB. Konseling KB sebaiknya sejak hamil, dan KB bisa dimulai segera setelah melahirkan.",
      sources: ["bukuKia", "permenkes21"],
      visit: true,
      estimate: true,
    },
    {
      id: "kn1",
      group: "bayi",
      title: "Kunjungan bayi baru lahir ke-1 (KN1)",
      window: { start: due, end: after(2) },
      detail:
        "6 sampai 48 jam setelah lahir: menyusui, tali pusat, suhu, suntikan vitamin K1, salep mata, imunisasi hepatitis B0, dan tanda bahaya bayi baru lahir.",
      sources: ["bukuKia", "permenkes21"],
      visit: true,
      estimate: true,
    },
    {
      id: "kn2",
      group: "bayi",
      title: "Kunjungan bayi baru lahir ke-2 (KN2)",
      window: { start: after(3), end: after(7) },
      detail:
        "3 sampai 7 hari setelah lahir: menyusui, berat badan, tali pusat, dan skrining hipotiroid kongenital (SHK) dari tumit bayi bila belum (sebaiknya 48-72 jam setelah lahir).",
      sources: ["bukuKia", "permenkes21"],
      visit: true,
      estimate: true,
    },
    {
      id: "kn3",
      group: "bayi",
      title: "Kunjungan bayi baru lahir ke-3 (KN3)",
      window: { start: after(8), end: after(28) },
      detail:
        "8 sampai 28 hari setelah lahir: menyusui, berat badan, dan jadwal imunisasi BCG serta polio tetes pertama (usia 1 bulan).",
      sources: ["bukuKia", "permenkes21", "imunisasi"],
      visit: true,
      estimate: true,
    },
    {
      id: "bahaya-nifas",
      group: "nifas",
      title: "Tanda bahaya masa nifas: segera ke fasilitas kesehatan",
      window: { start: due, end: after(42) },
      detail:
        "Perdarahan banyak, demam, keluar cairan berbau dari jalan lahir, sakit kepala hebat, kejang, sesak napas, atau payudara bengkak, merah, dan sakit: segera ke fasilitas kesehatan, jangan menunggu jadwal kunjungan.",
      sources: ["bukuKia"],
      visit: false,
      dangerSign: true,
      estimate: true,
    },
    {
      id: "bahaya-bayi",
      group: "bayi",
      title: "Tanda bahaya bayi baru lahir: segera ke fasilitas kesehatan",
      window: { start: due, end: after(28) },
      detail:
        "Bayi tidak mau menyusu, kejang, napas cepat atau sesak, demam atau tubuh dingin, kulit dan mata kuning, tali pusat kemerahan atau bernanah, atau lemas: bawa segera, jangan menunggu jadwal kunjungan.",
      sources: ["bukuKia"],
      visit: false,
      dangerSign: true,
      estimate: true,
    },
  ];
  return items.map((item) => {
    const days = SUGGESTED_VISIT_DAYS[item.id];
    if (!days) return item;
    return {
      ...item,
      suggested: { window: { start: day(days.from), end: day(days.to) }, label: days.label, basis: days.basis },
    };
  });
}

/**
 * The plan of a pregnancy with this last period and usual cycle length (21-35 days), on `today`
 * (Jakarta's date). The dates count from the last period moved by Parikh's rule, so every
 * window keeps its place relative to the due date.
 */
export function pregnancyPlan(lastPeriod: IsoDate, cycleLength: number, today: IsoDate): PregnancyPlan {
  const adjustedLastPeriod = addDays(lastPeriod, cycleAdjustmentDays(cycleLength));
  const dueDate = addDays(adjustedLastPeriod, PREGNANCY_DAYS);
  const daysPregnant = Math.max(0, daysBetween(adjustedLastPeriod, today));
  const weeks = Math.floor(daysPregnant / 7);
  return {
    lastPeriod,
    adjustedLastPeriod,
    cycleLength,
    dueDate,
    today,
    daysPregnant,
    weeks,
    days: daysPregnant - weeks * 7,
    trimester: trimesterOf(daysPregnant),
    pastDueDate: today > dueDate,
    items: planItems(adjustedLastPeriod, dueDate),
  };
}

/** Where a window stands on `today`. */
export function windowState(window: DateWindow, today: IsoDate): "past" | "now" | "later" {
  if (today > window.end) return "past";
  return today < window.start ? "later" : "now";
}

/**
 * "12 Juni 2026" for one day, "8–14 Januari 2027" within a month, "12 Juni – 3 September 2026" or
 * "28 Desember 2026 – 4 Januari 2027".
 */
export function formatWindow({ start, end }: DateWindow): string {
  if (start === end) return formatLongDate(start);
  const [startText, endText] = [formatLongDate(start), formatLongDate(end)];
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8, 10))}–${endText}`;
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${sameYear ? startText.replace(/ \d+$/, "") : startText} – ${endText}`;
}
