import type { SourceEntry } from "~drizzle/types";
import type { Urgency } from "./danger-signs";
import {
  IMMUNISATION_SOURCES,
  type ImmunisationSourceId,
  JE_REGIONS,
  NATIONAL_SCHEDULE,
  SCHOOL_DOSES,
  type ScheduledDose,
} from "./immunisation";

// The public immunisation page, /imunisasi (issue 35): the national programme's schedule as a
// table from the same data a child's card uses (app/domain/immunisation.ts), what to bring, the
// usual reactions, the danger signs after a vaccination, late doses and premature babies. Its
// texts live here, each with the sources it follows (numbered as in the page's Referensi list);
// the super_admin signs them off like the other tool pages (app/domain/page-reviews.ts, key
// "imunisasi"). Nothing here is a diagnosis: a sign says where to go, and when.

export const IMMUNISATION_PAGE_PATH = "/imunisasi";
export const IMMUNISATION_PAGE_LINK = { to: IMMUNISATION_PAGE_PATH, label: "Jadwal Imunisasi" } as const;

/** The sources the page cites beyond the schedule's own (IMMUNISATION_SOURCES). */
const PAGE_ONLY_SOURCES = {
  jeBali: {
    citation:
      "Media Indonesia, 27 Maret 2023, memberitakan keterangan Direktur Pengelolaan Imunisasi Kemenkes (Prima Yosephine): 3 Imunisasi Berlaku Secara Nasional pada Tahun Ini (JE di daerah endemis: Bali dan Kalimantan Barat).",
    url: "https://m.mediaindonesia.com/humaniora/568912/3-imunisasi-berlaku-secara-nasional-pada-tahun-ini",
  },
  idai2023: {
    citation:
      "Satgas Imunisasi Ikatan Dokter Anak Indonesia (Sitaresmi MN, Soedjatmiko, Gunardi H, dkk.). Jadwal Imunisasi Anak Usia 0–18 Tahun Rekomendasi Ikatan Dokter Anak Indonesia Tahun 2023. Sari Pediatri. 2023;25(1):64-74.",
    url: "https://saripediatri.org/index.php/sari-pediatri/article/view/2352/0",
  },
  idaiSheet2020: {
    citation:
      "Ikatan Dokter Anak Indonesia. Jadwal Imunisasi Anak Umur 0-18 Tahun, Rekomendasi IDAI Tahun 2020 (salinan lembar jadwal dan keterangannya; antara lain PCV 2, 4, 6 bulan dan booster 12-15 bulan, influenza mulai 6 bulan).",
    url: "https://id.scribd.com/document/604062506/imunisasi-table-2020",
  },
  idaiPcv2024: {
    citation:
      "Dokter Taura, Oktober 2024: Perubahan Jadwal Imunisasi IDAI 2024 (mengutip keterangan PCV jadwal IDAI: usia 2, 4, dan 6 bulan dengan booster 12-15 bulan).",
    url: "https://www.doktertaura.com/2024/10/jadwal-imunisasi-terbaru-2024-idai.html",
  },
  idaiPrimaku2023: {
    citation:
      "PrimaKu (mitra IDAI), dr. Afiah Salsabila: Rekomendasi Jadwal Imunisasi Anak IDAI Tahun 2023 Telah Diterbitkan (BCG sebelum usia 1 bulan; vaksin dengue).",
    url: "https://primaku.com/articles/rekomendasi-jadwal-imunisasi-anak-idai-tahun-2023-telah-diterbitkan-1700824988270",
  },
  idaiKompas2020: {
    citation:
      "Kompas.com, 19 Desember 2020: Jadwal Imunisasi Anak Terbaru Rekomendasi IDAI Tahun 2020, halaman 3 (varisela, hepatitis A, tifoid, dengue).",
    url: "https://health.kompas.com/read/2020/12/19/120700668/jadwal-imunisasi-anak-terbaru-rekomendasi-idai-tahun-2020?page=3",
  },
  bukuKiaPcv: {
    citation:
      "Nakita, 4 Oktober 2022: Vaksin PCV Diberikan Gratis untuk Seluruh Anak Indonesia (tata cara imunisasi di Puskesmas Cipondoh: membawa Buku KIA).",
    url: "https://nakita.grid.id/amp/023509213/vaksin-pcv-diberikan-gratis-untuk-seluruh-anak-indonesia-simak-jadwal-vaksin-pcv-di-puskesmas?page=2",
  },
  bukuKiaPatokan: {
    citation:
      "Nakita: Jangan Sampai Terlambat, Ini Jadwal Imunisasi Bayi di Puskesmas (keterangan dokter Puskesmas Ambal I: Buku KIA menjadi patokan apakah imunisasi terlambat).",
    url: "https://nakita.grid.id/read/023277780/jangan-sampai-terlambat-ini-jadwal-imunisasi-bayi-di-puskesmas-yang-diberikan-tepat-setelah-anak-lahir-sampai-usia-18-bulan?page=4",
  },
  vaccinesGov: {
    citation:
      "U.S. Department of Health and Human Services, vaccines.gov: What to Expect: For Children (membawa catatan imunisasi; memberi tahu petugas tentang reaksi berat sebelumnya dan alergi berat).",
    url: "https://www.vaccines.gov/getting/expect/for_children/index.html",
  },
  batukPilekIdai: {
    citation:
      "Antara Mandalika: IDAI: Batuk Pilek Jangan Jadi Alasan Tunda Imunisasi Anak (mengutip dr. Soedjatmiko, Satgas Imunisasi IDAI: batuk pilek tanpa demam tetap boleh diimunisasi).",
    url: "https://mandalika.antaranews.com/berita/3279783/idai-batuk-pilek-jangan-jadi-alasan-tunda-imunisasi-anak",
  },
  sehatKemenkes: {
    citation:
      "Kompas.com, 17 Agustus 2023, mengutip Kemenkes (dr. Siti Nadia Tarmizi): Imunisasi Rotavirus Gratis Cegah Diare Akut pada Balita (bayi dalam kondisi sehat sebelum diimunisasi).",
    url: "https://amp.kompas.com/tren/read/2023/08/17/163000665/imunisasi-rotavirus-gratis-cegah-diare-akut-pada-balita-ini-caranya",
  },
  komnasKipiDetik: {
    citation:
      "detikHealth, 22 Desember 2025: keterangan Ketua Komnas KIPI Prof. Hinky Hindra Irawan Satari dalam temu media Kemenkes (KIPI yang sering terjadi dan penanganannya di rumah).",
    url: "https://health.detik.com/berita-detikhealth/d-8272302/jangan-panik-ini-pertolongan-pertama-saat-anak-demam-pasca-imunisasi",
  },
  komnasKipiCuitan: {
    citation:
      "Cuitan.id, 22 Desember 2025: keterangan Ketua Komnas KIPI Prof. Hinky Hindra Irawan Satari dalam temu media Kemenkes (tanda bahaya setelah imunisasi: demam di atas 39 °C, kesadaran menurun, sesak napas, muntah hebat).",
    url: "https://cuitan.id/?p=15173",
  },
  anafilaksisKemenkes: {
    citation:
      "Linggau Pos, September 2024, mengutip Direktur Pengelolaan Imunisasi Kemenkes (Prima Yosephine): syok anafilaktik timbul dalam 30 menit setelah imunisasi dan sangat jarang terjadi.",
    url: "https://linggaupos.bacakoran.co/amp/18883/jangan-takut-imunisasi-ganda-kemenkes-pastikan-tak-sebabkan-kematian-mendadak-pada-bayi/32",
  },
  aapAfterShots: {
    citation:
      "American Academy of Pediatrics. After the Shots (tanda reaksi alergi berat dan kapan mencari pertolongan medis segera). Diperbarui 18 Maret 2013.",
    url: "http://www2.aap.org/immunization/families/aftertheshots.html",
  },
  whoImci: {
    citation:
      "World Health Organization. Integrated Management of Childhood Illness: distance learning course. Module 1: General danger signs for the sick child. Geneva: WHO; 2014 (tanda bahaya umum: tidak bisa minum atau menyusu, memuntahkan semuanya, kejang, letargis atau tidak sadar; rujuk segera).",
  },
  bukuKia: {
    citation:
      "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA). Jakarta: Kemenkes RI; 2020 (tanda bahaya bayi baru lahir).",
  },
  bcgYankes: {
    citation:
      "Sonora.id, mengutip laman Yankes Kemenkes: Adakah Ciri-ciri Imunisasi BCG yang Gagal? (kemerahan 2-3 minggu, bisul kecil 3-4 minggu setelah imunisasi, parut kecil).",
    url: "https://sonora.id/read/423723299/adakah-ciri-ciri-imunisasi-bcg-yang-gagal-orang-tua-perlu-tahu?page=all",
  },
  nhsRotavirus: {
    citation:
      "NHS (Inggris). Rotavirus vaccine side effects (rewel dan diare ringan; sangat jarang gangguan usus dengan sakit perut, muntah, dan tinja seperti selai merah: segera hubungi dokter).",
    url: "https://www.nhs.uk/conditions/vaccinations/rotavirus-vaccine-side-effects/",
  },
  rotavirusKompas: {
    citation:
      "Kompas.com, Agustus 2023, mengutip Dirjen P2P Kemenkes (Maxi Rein Rondonuwu): Kenali Apa Itu Imunisasi Rotavirus, Kegunaan, dan Efek Sampingnya (risiko kecil gangguan usus dalam seminggu setelah dosis pertama atau kedua).",
    url: "https://health.kompas.com/read/23H14160100468/kenali-apa-itu-imunisasi-rotavirus-kegunaan-dan-efek-sampingnya?page=2",
  },
  kejarKemenkes: {
    citation:
      "Andalpost, mengutip Juru Bicara Kemenkes (dr. Mohammad Syahril): imunisasi kejar bagi anak yang tertinggal dosis, bersamaan dengan jadwal rutin atau pada kegiatan imunisasi khusus.",
    url: "https://andalpost.com/suntikan-imunisasi-ganda-sebagai-upaya-pencegahan-campak-terus-digiatkan-pemerintah/2",
  },
  prematurPrimaku: {
    citation:
      "PrimaKu (mitra IDAI), editor dr. Dini Astuti Mirasanti, Sp.A: Masih Galau Imunisasi Bayi Prematur? (bayi prematur diimunisasi menurut usia kronologis bila stabil dan baik).",
    url: "https://primaku.com/articles/masih-galau-imunisasi-bayi-prematur--ketahui-informasi-lengkapnya-di-sini--yuk-",
  },
  prematurAap: {
    citation:
      "American Academy of Pediatrics, Committee on Infectious Diseases. Immunization of Preterm and Low Birth Weight Infants. Pediatrics. 2003;112(1):193-198.",
    url: "https://publications.aap.org/pediatrics/article-abstract/112/1/193/63409/Immunization-of-Preterm-and-Low-Birth-Weight",
  },
} as const satisfies Record<string, SourceEntry>;

export type PageSourceId = ImmunisationSourceId | keyof typeof PAGE_ONLY_SOURCES;

/** A schedule source as the reference list cites it: the document, then where in it. */
const scheduleSource = (id: ImmunisationSourceId): SourceEntry => {
  const source = IMMUNISATION_SOURCES[id];
  return { citation: `${source.title} (${source.where}).`, url: source.url };
};

/** The page's references, in the order the Referensi list numbers them: the schedule's first. */
export const PAGE_SOURCE_ORDER: readonly PageSourceId[] = [
  ...(Object.keys(IMMUNISATION_SOURCES) as ImmunisationSourceId[]),
  ...(Object.keys(PAGE_ONLY_SOURCES) as (keyof typeof PAGE_ONLY_SOURCES)[]),
];

function sourceEntry(id: PageSourceId): SourceEntry {
  return id in PAGE_ONLY_SOURCES
    ? PAGE_ONLY_SOURCES[id as keyof typeof PAGE_ONLY_SOURCES]
    : scheduleSource(id as ImmunisationSourceId);
}

/**
 * The sources of the member's immunisation page (app/routes/member/child-immunisation.tsx): the
 * schedule's documents, and those of its own sentences: catch-up without restarting, HB0 of a
 * small baby, premature babies on the calendar age, BIAS and JE's provinces.
 */
export const MEMBER_PAGE_SOURCES: readonly SourceEntry[] = (
  [
    ...new Set(NATIONAL_SCHEDULE.flatMap((dose) => dose.sources)),
    "kejar",
    "hb0Bblr",
    "prematurPrimaku",
    "prematurAap",
    "bias",
    "jeBali",
  ] as const satisfies readonly PageSourceId[]
).map(sourceEntry);

/** The numbers of `ids` in the Referensi list, ascending, once each. */
export function sourceNumbers(ids: readonly PageSourceId[]): number[] {
  return [...new Set(ids.map((id) => PAGE_SOURCE_ORDER.indexOf(id) + 1))].filter((n) => n > 0).sort((a, b) => a - b);
}

/** A sentence of the page and the sources it follows. */
export interface Sourced {
  text: string;
  sources: readonly PageSourceId[];
}

/** One dose in the schedule table. */
export interface ScheduleEntry {
  id: string;
  label: string;
  vaccine: string;
  /** Where it is given, when only in some provinces. */
  regional: string | null;
  /** "paling lambat usia 6 bulan 29 hari" where the schedule has a hard upper age. */
  latestText: string | null;
  /** "dapat diberikan sampai sebelum usia 24 bulan" where the recommended window is longer than the month. */
  windowText: string | null;
}

/** One row of the schedule table: an age as the schedule writes it, with its doses. */
export interface ScheduleRow {
  ageText: string;
  doses: ScheduleEntry[];
  /** The sources of every dose in the row, once each, in schedule order. */
  sources: PageSourceId[];
}

function entry(dose: ScheduledDose): ScheduleEntry {
  const longWindow = dose.until.months - dose.from.months > 1 && !dose.until.days;
  return {
    id: dose.id,
    label: dose.label,
    vaccine: dose.vaccine,
    regional: dose.regional ?? null,
    latestText: dose.latestText
      ? dose.latestForSeries
        ? `jangan ditunda: dosis terakhir paling lambat usia ${dose.latestText}`
        : `paling lambat usia ${dose.latestText}`
      : null,
    windowText: longWindow ? `dapat diberikan sampai sebelum usia ${dose.until.months} bulan` : null,
  };
}

/** The regional doses' provinces also rest on the news of Bali's programme (JE_REGIONS names Bali). */
const extraSources = (dose: ScheduledDose): readonly PageSourceId[] => (dose.regional ? ["jeBali"] : []);

/**
 * The national schedule grouped by the age it is written with ("0-24 jam", "1 bulan", ...), in
 * the schedule's order: the page's table, one row per age, which fits a phone's width.
 */
export function scheduleByAge(schedule: readonly ScheduledDose[] = NATIONAL_SCHEDULE): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  for (const dose of schedule) {
    let row = rows.find((candidate) => candidate.ageText === dose.ageText);
    if (!row) {
      row = { ageText: dose.ageText, doses: [], sources: [] };
      rows.push(row);
    }
    row.doses.push(entry(dose));
    for (const source of [...dose.sources, ...extraSources(dose)]) {
      if (!row.sources.includes(source)) row.sources.push(source);
    }
  }
  return rows;
}

/** The school doses (BIAS), as the page lists them. */
export const SCHOOL_ROWS = SCHOOL_DOSES.map((dose) => ({
  vaccine: dose.vaccine,
  when: dose.when,
  note: dose.note ?? null,
  sources: dose.sources as readonly PageSourceId[],
}));

/** The opening: whose schedule this is, and that the health worker's schedule is the one to follow. */
export const SCHEDULE_INTRO: readonly Sourced[] = [
  {
    text: "Jadwal di halaman ini adalah jadwal Program Imunisasi Nasional Kementerian Kesehatan RI (Kemenkes) untuk bayi dan anak di bawah 2 tahun, ditambah imunisasi anak sekolah (BIAS).",
    sources: ["jadwalRutin", "rotavirus", "ipv2", "je", "bias"],
  },
  {
    text: "Ikatan Dokter Anak Indonesia (IDAI) juga menerbitkan jadwal anjuran, yang di beberapa bagian berbeda. Misalnya, menurut IDAI, PCV diberikan pada usia 2, 4, dan 6 bulan dengan booster pada usia 12–15 bulan, dan BCG sebaiknya diberikan sebelum bayi berusia 1 bulan. IDAI juga menganjurkan vaksin pilihan yang tidak ada dalam program nasional, seperti influenza, varisela (cacar air), hepatitis A, tifoid, dan dengue.",
    sources: ["idai2023", "idaiSheet2020", "idaiPcv2024", "idaiPrimaku2023", "idaiKompas2020"],
  },
  {
    text: "Ikuti jadwal yang diberikan bidan, dokter, atau petugas puskesmas yang memeriksa anak Anda. Setiap imunisasi dicatat di Buku KIA, dan catatan itulah yang menjadi pegangan.",
    sources: ["bukuKiaPatokan"],
  },
];

/** Under the table: the provinces of JE and rotavirus' last day. */
export const SCHEDULE_NOTES: readonly Sourced[] = [
  {
    text: `Japanese Encephalitis (JE) hanya diberikan dalam imunisasi rutin di ${JE_REGIONS}.`,
    sources: ["je", "jeBali"],
  },
  {
    text: "Rotavirus diteteskan ke mulut sebanyak 3 dosis. Dosis terakhir paling lambat diberikan pada usia 6 bulan 29 hari, jadi jangan menunda imunisasi rotavirus.",
    sources: ["rotavirus"],
  },
];

export const SCHOOL_INTRO: Sourced = {
  text: "Setelah usia 2 tahun, imunisasi lanjutan diberikan di sekolah dasar melalui Bulan Imunisasi Anak Sekolah (BIAS), setiap Agustus dan November. Anak yang tidak bersekolah mendapat imunisasi yang sama menurut usianya: tanyakan ke puskesmas.",
  sources: ["bias"],
};

/** What to bring and say at the visit. */
export const BRING: readonly Sourced[] = [
  {
    text: "Buku KIA. Petugas mencatat setiap imunisasi di sana, dan dari catatan itu petugas menilai imunisasi mana yang sudah dan belum diberikan.",
    sources: ["bukuKiaPcv", "bukuKiaPatokan"],
  },
  {
    text: "Ceritakan kepada petugas bila anak pernah mengalami reaksi berat setelah imunisasi sebelumnya, atau punya alergi berat.",
    sources: ["vaccinesGov"],
  },
  {
    text: "Tetap datang walau anak sedang batuk pilek ringan, dan ceritakan keadaannya kepada petugas: menurut IDAI, batuk pilek ringan tanpa demam bukan alasan menunda imunisasi. Bila anak demam tinggi, diare, atau sakit lain, tetap hubungi atau datangi petugas: petugas yang menentukan apakah imunisasi diberikan hari itu atau dijadwalkan ulang.",
    sources: ["batukPilekIdai", "sehatKemenkes"],
  },
];

/** The usual reactions: what they are and what to do at home. */
export const NORMAL_REACTIONS: readonly Sourced[] = [
  {
    text: "Demam ringan, nyeri, kemerahan, atau bengkak di tempat suntikan, lemas, dan rewel sering terjadi setelah imunisasi. Biasanya hilang sendiri dalam 1–2 hari.",
    sources: ["komnasKipiDetik", "komnasKipiCuitan"],
  },
  {
    text: "Di rumah: bila demam, anak boleh diberi obat penurun panas sesuai petunjuk tenaga kesehatan; bengkak di tempat suntikan cukup dikompres; bila muntah, beri minum lebih sering (bayi: susui lebih sering).",
    sources: ["komnasKipiDetik", "komnasKipiCuitan"],
  },
  {
    text: "Keluhan yang berlangsung lebih dari 2 hari, atau baru muncul seminggu setelah imunisasi, bisa jadi bukan karena vaksin tetapi sakit lain: periksakan anak ke bidan atau puskesmas.",
    sources: ["komnasKipiCuitan"],
  },
  {
    text: "Setelah BCG: sekitar 2–3 minggu kemudian kulit di tempat suntikan memerah, lalu sekitar 3–4 minggu setelah imunisasi muncul bisul kecil yang bisa bernanah. Ini normal. Lukanya sembuh sendiri dan biasanya meninggalkan parut kecil.",
    sources: ["bcgYankes"],
  },
  {
    text: "Setelah rotavirus: bayi bisa rewel atau diare ringan.",
    sources: ["nhsRotavirus"],
  },
];

/** A danger sign after a vaccination: what it looks like, and that it means going now. */
export interface ImmunisationDangerSign {
  sign: string;
  detail?: string;
  urgency: Urgency;
  /** When, beside the urgency's "Segera ke fasilitas kesehatan": "hari ini juga" or "sekarang juga". */
  action: string;
  /** The card offers a one-tap call to 119. */
  call119?: boolean;
  sources: readonly PageSourceId[];
}

/**
 * The danger signs after a vaccination (and at any time): each means going to a health facility
 * now. Seizures are a general danger sign of WHO's IMCI and of the Buku KIA's newborn list (the
 * danger-signs page), not a sign the Komnas KIPI list names.
 */
export const DANGER_SIGNS: readonly ImmunisationDangerSign[] = [
  {
    sign: "Demam tinggi",
    detail: "Suhu di atas 39 °C.",
    urgency: "today",
    action: "Segera, hari ini juga; jangan menunggu besok.",
    sources: ["komnasKipiCuitan"],
  },
  {
    sign: "Bayi berusia kurang dari 1 bulan demam atau teraba dingin",
    detail:
      "Misalnya setelah HB0 atau BCG: suhu 37,5 °C atau lebih, atau kurang dari 36,5 °C, sudah merupakan tanda bahaya pada bayi baru lahir.",
    urgency: "now",
    action: "Sekarang juga, siang maupun malam.",
    sources: ["bukuKia"],
  },
  {
    sign: "Kejang",
    urgency: "now",
    action: "Sekarang juga. Butuh ambulans: telepon 119.",
    call119: true,
    sources: ["whoImci", "bukuKia"],
  },
  {
    sign: "Sangat lemas, tidur terus, atau sulit dibangunkan",
    detail: "Kesadaran anak menurun.",
    urgency: "now",
    action: "Sekarang juga, jangan menunggu anak bangun sendiri.",
    sources: ["komnasKipiCuitan", "whoImci"],
  },
  {
    sign: "Sesak napas",
    detail: "Terlihat dari dinding dada atau perut yang bergerak berat saat bernapas.",
    urgency: "now",
    action: "Sekarang juga, jangan menunggu.",
    sources: ["komnasKipiCuitan"],
  },
  {
    sign: "Muntah terus, atau tidak mau menyusu atau minum sama sekali",
    detail: "Juga diare hebat, atau tidak buang air kecil.",
    urgency: "now",
    action: "Sekarang juga, siang maupun malam.",
    sources: ["komnasKipiCuitan", "whoImci"],
  },
  {
    sign: "Tanda reaksi alergi berat",
    detail:
      "Sulit bernapas, napas berbunyi (mengi) atau suara serak, biduran (bentol-bentol merah di kulit), bengkak di tenggorokan, pucat dan lemas, atau jantung berdebar cepat. Reaksi ini sangat jarang, dan biasanya muncul dalam 30 menit setelah imunisasi.",
    urgency: "now",
    action: "Ke IGD terdekat sekarang juga, atau telepon 119.",
    call119: true,
    sources: ["aapAfterShots", "anafilaksisKemenkes"],
  },
  {
    sign: "Setelah rotavirus: sakit perut, muntah terus, atau tinja berdarah",
    detail:
      "Terutama dalam seminggu setelah dosis pertama atau kedua: bayi tampak kesakitan, muntah terus, atau tinjanya bercampur darah dan lendir seperti selai merah. Ini sangat jarang.",
    urgency: "now",
    action: "Sekarang juga, siang maupun malam. Jangan menunggu besok.",
    sources: ["nhsRotavirus", "rotavirusKompas"],
  },
];

/** Late doses: come anyway; the health worker sets the catch-up from the Buku KIA. */
export const LATE_DOSES: readonly Sourced[] = [
  {
    text: "Terlambat dari jadwal? Tetap datang, jangan menunggu. Imunisasi yang tertinggal dapat dilengkapi dengan imunisasi kejar, bersamaan dengan jadwal imunisasi rutin atau pada kegiatan imunisasi khusus.",
    sources: ["kejarKemenkes"],
  },
  {
    text: "Bawa Buku KIA ke bidan, posyandu, atau puskesmas. Petugas yang menentukan jadwal imunisasi kejar dari catatan di buku itu.",
    sources: ["bukuKiaPatokan", "kejarKemenkes"],
  },
  {
    text: "Rotavirus punya batas usia: dosis terakhir paling lambat pada usia 6 bulan 29 hari.",
    sources: ["rotavirus"],
  },
  {
    text: "Imunisasi yang sudah diberikan tetap dihitung: yang tertinggal dilanjutkan tanpa mengulang dari awal.",
    sources: ["kejar"],
  },
];

/** Premature babies: the calendar age, not the corrected one. */
export const PREMATURE: readonly Sourced[] = [
  {
    text: "Bayi yang lahir prematur (sebelum 37 minggu) diimunisasi menurut usia kalender, yaitu usia sejak tanggal lahir, bukan usia koreksi, asalkan kondisinya stabil dan baik. Dosisnya sama dengan bayi cukup bulan.",
    sources: ["prematurPrimaku", "prematurAap"],
  },
  {
    text: "Untuk bayi dengan berat lahir kurang dari 2.000 gram, waktu imunisasi hepatitis B dapat diatur lain oleh dokter atau bidan, bergantung pada hasil pemeriksaan hepatitis B ibu. Menurut IDAI, HB0 bayi seperti ini ditunda sampai bayi akan pulang atau berusia 1 bulan: bila petugas menundanya, ikuti jadwal dari petugas.",
    sources: ["prematurAap", "hb0Bblr"],
  },
  {
    text: "Bila ibu HBsAg positif (terinfeksi hepatitis B), bayi berapa pun beratnya perlu imunisasi hepatitis B dan imunoglobulin hepatitis B (HBIg) sesegera mungkin, dalam 24 jam setelah lahir.",
    sources: ["hb0Bblr"],
  },
];

/** The page's byline and references; its review is stored (app/domain/page-reviews.ts). */
export const IMMUNISATION_PAGE = {
  author: "Tim Bidanku",
  sources: PAGE_SOURCE_ORDER.map(sourceEntry),
};
