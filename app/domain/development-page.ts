import type { SourceEntry } from "~drizzle/types";
import { DEVELOPMENT_SOURCES, type DevelopmentSourceId, KPSP_MONTHS } from "./development";

// The development pages' own texts (issue 36): /perkembangan and a child's development page. The
// lists themselves are in development.ts; the rules in development-check.ts.

export const DEVELOPMENT_PAGE_PATH = "/perkembangan";
export const DEVELOPMENT_PAGE_LINK = { to: DEVELOPMENT_PAGE_PATH, label: "Cek Perkembangan" } as const;

const SOURCE_ORDER: readonly DevelopmentSourceId[] = [
  "bukuKia",
  "sdidtk",
  "primaku",
  "whoMotor",
  "filipek",
  "cdc",
  "usiaKoreksi",
];

const sourceEntry = (id: DevelopmentSourceId): SourceEntry => ({
  citation: DEVELOPMENT_SOURCES[id].citation,
  url: DEVELOPMENT_SOURCES[id].url,
});

export const DEVELOPMENT_PAGE = {
  author: "Tim Bidanku",
  sources: SOURCE_ORDER.map(sourceEntry),
};

export const DEVELOPMENT_INTRO =
  "Buku KIA mencantumkan, untuk setiap kelompok usia, kemampuan yang biasanya sudah bisa dilakukan anak di akhir usia itu, dan kegiatan stimulasi untuk di rumah. Pilih usia anak, lalu tandai apa yang sudah bisa ia lakukan. Tidak ada yang disimpan.";

export const KPSP_TEXT = `Pemeriksaan perkembangan dengan KPSP (Kuesioner Pra Skrining Perkembangan) dilakukan oleh tenaga kesehatan, atau kader dan guru PAUD yang terlatih, pada usia ${KPSP_MONTHS.slice(0, -1).join(", ")}, dan ${KPSP_MONTHS[KPSP_MONTHS.length - 1]} bulan. Daftar di halaman ini bukan KPSP dan tidak menggantikannya: tanyakan jadwal KPSP kepada bidan, posyandu, atau puskesmas Anda.`;

export const CORRECTED_AGE_TEXT =
  "Untuk anak yang lahir sebelum 37 minggu, perkembangan dinilai menurut usia koreksi: usia sejak lahir dikurangi selisih usia kehamilan saat lahir dengan 40 minggu. Bidanku memakai usia koreksi sampai usia koreksi 24 bulan, sama seperti cek pertumbuhan. Di halaman ini, pilih daftar menurut usia koreksi anak.";

/** When to see the midwife or doctor soon, whatever the list says. */
export const SEE_SOON = [
  "Anak kehilangan kemampuan yang dulu sudah bisa, di usia berapa pun.",
  "Ada kemampuan bertanda “Perlu segera diperiksakan bila belum bisa” di daftar usianya yang belum bisa.",
  "Gerakan lengan dan kaki anak tampak kaku.",
  "Anda khawatir tentang perkembangan anak, walaupun semua kemampuan di daftar sudah bisa.",
] as const;

export const SEE_SOON_TITLE = "Kapan perlu segera ke bidan atau dokter";
