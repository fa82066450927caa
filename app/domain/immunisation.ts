// The national immunisation programme (Program Imunisasi Nasional, Kemenkes RI) as data (issue 35,
// decision 072): every routine dose for babies and under-twos with the age the programme gives it,
// the end of its recommended window, a hard upper age where a source gives one, and the sources.
// The schedule rests on Permenkes 12/2017 and the national introductions since (PCV, rotavirus,
// IPV2, HPV; JE in some provinces only), written down in Kemenkes letters and slides: Permenkes
// 12/2017's own table predates PCV, rotavirus and IPV2, so the rows below cite the documents that
// introduced them. School doses (BIAS) go by school class, not by age: they are listed for the
// public page but not dated for a child.
//
// Ages are calendar months from the birth date, as the schedule is written ("2 bulan" is from the
// day the baby turns 2 months to the day before 3 months). A premature baby is immunised by its
// calendar (chronological) age, not a corrected one (IDAI via PrimaKu; AAP, Pediatrics 2003).

export interface ImmunisationSource {
  id: string;
  /** As cited on the page: issuer, title, date. */
  title: string;
  /** Where in the document (a slide, an item of a letter). */
  where: string;
  url: string;
}

export const IMMUNISATION_SOURCES = {
  jadwalRutin: {
    id: "jadwalRutin",
    title: "Kemenkes RI, Ditjen P2P: Kebijakan Program Imunisasi dan Rencana Introduksi Imunisasi PCV (paparan, 2022)",
    where: "slide “Jadwal Imunisasi Rutin”",
    url: "https://www.slideshare.net/slideshow/imunisasi-pcvpptx/252978209",
  },
  rotavirus: {
    id: "rotavirus",
    title:
      "Surat Dirjen P2P Kemenkes No. IM.02.02/C/3052/2023 (3 Juli 2023): Pelaksanaan Pemberian Imunisasi Rotavirus (RV) Secara Nasional",
    where: "butir 2",
    url: "https://pdfcoffee.com/pelaksanaan-pemberian-imunisasi-rotavirus-rv-secara-nasional-2-pdf-free.html",
  },
  ipv2: {
    id: "ipv2",
    title:
      "Surat Dirjen P2P Kemenkes (Mei 2023): Penyampaian Kesepakatan Pertemuan Orientasi Introduksi Imunisasi IPV Dosis Kedua (IPV2)",
    where: "butir 1b",
    url: "https://id.scribd.com/document/660316645/Penyampaian-Kesepakatan-Introduksi-IPV2",
  },
  jadwalLengkap: {
    id: "jadwalLengkap",
    title: "Puskesmas Kembangan, Jakarta Barat: Jadwal Imunisasi Rutin Lengkap (tanpa tanggal, sekitar 2023)",
    where: "tabel jadwal",
    url: "https://puskesmaskembangan.jakarta.go.id/?p=14846",
  },
  lanjutan: {
    id: "lanjutan",
    title:
      "Dinas Kesehatan Kabupaten Indragiri Hulu, UPTD Puskesmas Sungai Parit: Kegiatan Imunisasi Rutin (11 September 2023)",
    where: "jadwal “0-24 Jam” (HB0) dan “Usia 18-24 Bulan”",
    url: "https://dinkes.inhukab.go.id/sungaiparit/2023/09/11/kegiatan-imunisasi-rutin-di-wilayah-kerja-uptd/",
  },
  je: {
    id: "je",
    title:
      "Surat Dirjen P2P Kemenkes No. IM.02.02/C/3290/2023 (18 Juli 2023): Pemberian Imunisasi Japanese Encephalitis; KMK HK.01.07/MENKES/1462/2023",
    where: "butir 4",
    url: "https://id.scribd.com/document/673659118/Pemberian-Imunisasi-Japanese-Encephalitis",
  },
  bias: {
    id: "bias",
    title:
      "Kumparan, 17 Mei 2024: Jadwal dan Jenis Imunisasi Anak Usia Sekolah dalam BIAS, mengutip dr. Lily Banonah Rivai, Direktorat Pengelolaan Imunisasi Kemenkes",
    where: "kelas 1, 2 dan 5",
    url: "https://kumparan.com/kumparanmom/jadwal-dan-jenis-imunisasi-anak-usia-sekolah-dalam-bias-22kwKq8uRjc",
  },
  hpv: {
    id: "hpv",
    title:
      "Tribunnews, 18 November 2025: Mulai 2025 Pemberian Vaksin HPV pada Anak Sekolah Cukup Satu Dosis, mengutip Direktur Pengelolaan Imunisasi Kemenkes, dr. Prima Yosephine; sebelumnya Surat Dirjen P2P No. IM.02.02/C/3055/2023",
    where: "kelas 5 SD; kejar kelas 6 SD, kelas 9 atau usia 15 tahun",
    url: "https://www.tribunnews.com/kesehatan/7756044/mulai-2025-pemberian-vaksin-hpv-pada-anak-sekolah-cukup-satu-dosis",
  },
  kejar: {
    id: "kejar",
    title:
      "Radar Sumbar (dari Antara), 2025: Imunisasi Lengkap Lindungi Anak dari Penyakit Mematikan, mengutip Prof. Rini",
    where: "“tetap bisa dilanjutkan tanpa perlu mengulang dari awal”",
    url: "https://radarsumbar.com/baca/188783/imunisasi-lengkap-lindungi-anak-dari-penyakit-mematikan-begini-penjelasannya/2",
  },
  hb0Bblr: {
    id: "hb0Bblr",
    title: "Alomedika: Perubahan Jadwal Imunisasi Anak menurut IDAI 2023",
    where: "hepatitis B pada bayi berat lahir di bawah 2.000 gram",
    url: "https://reset.alomedika.com/perubahan-jadwal-imunisasi-anak-menurut-idai-2023",
  },
} as const satisfies Record<string, ImmunisationSource>;

export type ImmunisationSourceId = keyof typeof IMMUNISATION_SOURCES;

/** An age from the birth date: calendar months, then days. */
export interface Age {
  months: number;
  days?: number;
}

export interface ScheduledDose {
  /** Stored with a recorded dose; never renamed. */
  id: string;
  /** The vaccine as the programme names it. */
  vaccine: string;
  /** The dose as a parent reads it on the card. */
  label: string;
  /** The age as the schedule writes it. */
  ageText: string;
  /** The first day of the recommended age. */
  from: Age;
  /** The first day after the recommended age: from then on the dose is late (a catch-up dose). */
  until: Age;
  /** The last day it may be given at all, where a source gives one (rotavirus). */
  latest?: Age;
  /** How the latest age is written in the source. */
  latestText?: string;
  /**
   * The latest age is the series' last dose's (rotavirus 1 and 2: "dosis terakhir diberikan pada
   * bayi usia 6 bulan 29 hari"): none is given after it, but it is not this dose's own deadline.
   */
  latestForSeries?: boolean;
  /**
   * The dose before it in the series: given after that one, at the interval the health worker
   * keeps (rotavirus and PCV 4 weeks, IPV2 4 months after IPV1), never before it.
   */
  after?: string;
  /**
   * The least time after the previous dose where a source gives it: rotavirus "interval minimal 4
   * minggu antar dosis"; IPV2 "interval minimal 4 bulan dari imunisasi IPV1".
   */
  minGap?: { days?: number; months?: number; text: string };
  /** Given only in some provinces: never late for a child elsewhere. */
  regional?: string;
  sources: readonly ImmunisationSourceId[];
}

/** Where JE is in the routine schedule (Surat Dirjen P2P 3290/2023; KMK 1462/2023; Bali since 2018). */
export const JE_REGIONS = "Bali, Kalimantan Barat dan DI Yogyakarta";

const ROUTINE = ["jadwalRutin", "jadwalLengkap"] as const;
const BOOSTER = ["jadwalRutin", "jadwalLengkap", "lanjutan"] as const;
const RV = { latest: { months: 6, days: 29 }, latestText: "6 bulan 29 hari" } as const;
const RV_BEFORE_LAST = { ...RV, latestForSeries: true } as const;
const FOUR_WEEKS = { days: 28, text: "4 minggu" } as const;

/** A dose at "n bulan": from n months to the day before n + 1 months. */
function atMonths(
  id: string,
  vaccine: string,
  label: string,
  months: number,
  sources: readonly ImmunisationSourceId[],
  extra: Partial<ScheduledDose> = {},
): ScheduledDose {
  return {
    id,
    vaccine,
    label,
    ageText: `${months} bulan`,
    from: { months },
    until: { months: months + 1 },
    sources,
    ...extra,
  };
}

const HB = "Hepatitis B";
const OPV = "Polio tetes (OPV)";
const IPV = "Polio suntik (IPV)";
const DPT = "DPT-HB-Hib";
const PCV = "PCV (pneumokokus)";
const ROTA = "Rotavirus (RV)";
const MR = "Campak-Rubela (MR)";

/**
 * The routine doses, in the order of the schedule, typed from the sources above: S1 "0 Hepatitis
 * B; 1 BCG, OPV1; 2 DPT/HepB/Hib1, OPV2, PCV1; 3 DPT/HepB/Hib2, OPV3, PCV2; 4 DPT/HepB/Hib3,
 * OPV4, IPV; 9 MR; 10 JE (hanya di kab/kota terpilih); 12 PCV3; 18 DPT/HepB/Hib4, MR2"; rotavirus
 * at 2, 3 and 4 months, the last dose by 6 months 29 days; IPV2 at 9 months with MR. The boosters
 * at 18 months are recommended until 24 months ("Usia 18-24 Bulan"); HB0 is "0-24 jam": the
 * birth date and the day after.
 */
export const NATIONAL_SCHEDULE: readonly ScheduledDose[] = [
  {
    id: "hb0",
    vaccine: HB,
    label: "HB0",
    ageText: "0-24 jam",
    from: { months: 0 },
    until: { months: 0, days: 2 },
    sources: ["jadwalRutin", "lanjutan"],
  },
  atMonths("bcg", "BCG", "BCG", 1, ROUTINE),
  atMonths("opv1", OPV, "Polio tetes 1", 1, ROUTINE),
  atMonths("dpt1", DPT, "DPT-HB-Hib 1", 2, ROUTINE),
  atMonths("opv2", OPV, "Polio tetes 2", 2, ROUTINE, { after: "opv1" }),
  atMonths("pcv1", PCV, "PCV 1", 2, ROUTINE),
  atMonths("rv1", ROTA, "Rotavirus 1", 2, ["rotavirus"], RV_BEFORE_LAST),
  atMonths("dpt2", DPT, "DPT-HB-Hib 2", 3, ROUTINE, { after: "dpt1" }),
  atMonths("opv3", OPV, "Polio tetes 3", 3, ROUTINE, { after: "opv2" }),
  atMonths("pcv2", PCV, "PCV 2", 3, ROUTINE, { after: "pcv1" }),
  atMonths("rv2", ROTA, "Rotavirus 2", 3, ["rotavirus"], { ...RV_BEFORE_LAST, after: "rv1", minGap: FOUR_WEEKS }),
  atMonths("dpt3", DPT, "DPT-HB-Hib 3", 4, ROUTINE, { after: "dpt2" }),
  atMonths("opv4", OPV, "Polio tetes 4", 4, ROUTINE, { after: "opv3" }),
  atMonths("ipv1", IPV, "IPV 1", 4, ROUTINE),
  atMonths("rv3", ROTA, "Rotavirus 3", 4, ["rotavirus"], { ...RV, after: "rv2", minGap: FOUR_WEEKS }),
  atMonths("mr1", MR, "MR 1", 9, ROUTINE),
  atMonths("ipv2", IPV, "IPV 2", 9, ["ipv2", "jadwalLengkap"], {
    after: "ipv1",
    minGap: { months: 4, text: "4 bulan" },
  }),
  atMonths("je", "Japanese Encephalitis (JE)", "JE", 10, ["je", "jadwalRutin"], { regional: JE_REGIONS }),
  atMonths("pcv3", PCV, "PCV 3 (lanjutan)", 12, ROUTINE, { after: "pcv2" }),
  atMonths("dpt4", DPT, "DPT-HB-Hib lanjutan", 18, BOOSTER, { until: { months: 24 }, after: "dpt3" }),
  atMonths("mr2", MR, "MR lanjutan", 18, BOOSTER, { until: { months: 24 }, after: "mr1" }),
];

/** The doses given at school (BIAS), by class: shown on the public page, not dated for a child. */
export interface SchoolDose {
  vaccine: string;
  when: string;
  note?: string;
  sources: readonly ImmunisationSourceId[];
}

export const SCHOOL_DOSES: readonly SchoolDose[] = [
  { vaccine: "Campak-Rubela (MR)", when: "Kelas 1 SD (Agustus)", sources: ["bias"] },
  { vaccine: "DT", when: "Kelas 1 SD (November)", sources: ["bias"] },
  { vaccine: "Td", when: "Kelas 2 SD (November)", sources: ["bias"] },
  { vaccine: "Td", when: "Kelas 5 SD (November)", sources: ["bias"] },
  {
    vaccine: "HPV (anak perempuan)",
    when: "Kelas 5 SD (Agustus)",
    note: "Satu dosis mulai 2025. Yang terlewat dikejar di kelas 6 SD; yang belum pernah mendapat HPV juga dikejar di kelas 9 (kelas 3 SMP), atau pada usia 15 tahun bila tidak bersekolah.",
    sources: ["hpv", "bias"],
  },
];

const BY_ID = new Map(NATIONAL_SCHEDULE.map((dose) => [dose.id, dose]));

/** The scheduled dose with this id, or undefined (an unknown vaccine). */
export function scheduledDose(id: string): ScheduledDose | undefined {
  return BY_ID.get(id);
}
