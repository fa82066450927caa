import type { SourceEntry } from "~drizzle/types";

// The danger signs of Buku KIA (Kemenkes, 2020) and WHO, for /tanda-bahaya. Reviewed content
// that changes rarely and must work with no database and no JavaScript, so it lives in code
// and changes through review (decision 014). Every sign says what to do: "now" means leave for
// a health facility now, day or night; "today" means be seen the same day, never "wait and see".

export type Urgency = "now" | "today";

export interface DangerSign {
  sign: string;
  /** What it looks like, or why it matters, in one sentence. */
  detail?: string;
  urgency: Urgency;
  /** A sharper threshold inside the same sign that means "go now". */
  nowIf?: string;
  /** The card offers a one-tap call to 119 (its text tells the reader to call). */
  call119?: boolean;
}

export interface DangerSection {
  id: string;
  title: string;
  /** The section's name in the page's jump links. */
  short: string;
  intro: string;
  signs: DangerSign[];
}

export const URGENCY_LABEL: Record<Urgency, string> = {
  now: "Segera ke fasilitas kesehatan",
  today: "Periksa hari ini juga",
};

/**
 * Reduced fetal movements, the site's one rule (issue 29, decision 053): said the same on this page
 * and in the pregnancy plan. Any decrease is "today", before 28 weeks too; fewer than 10 movements
 * in 2 hours lying on the left side and paying attention, or none at all, is "now". RCOG Green-top
 * Guideline No. 57 (2011) gives that alarm limit and the left side, and asks women to know their
 * baby's own pattern rather than count formally; ACOG Practice Bulletin No. 229 (2021, after Moore
 * and Piacquadio 1989) calls 10 movements within up to 2 hours reassuring. The older "10 in 12
 * hours" count is not used: it waits far longer.
 */
export const REDUCED_FETAL_MOVEMENTS = {
  today:
    "Mulai sekitar usia kehamilan 28 minggu: bila gerakan terasa lebih sedikit atau lebih lemah dari biasanya, hubungi bidan atau fasilitas kesehatan sekarang juga, siang atau malam, dan datang untuk diperiksa hari ini juga. Jangan menunggu sampai besok. Sebelum 28 minggu pun, bila gerakan yang biasa terasa berhenti atau jauh berkurang, hubungi bidan hari ini.",
  now: "Kurang dari 10 gerakan dalam 2 jam saat berbaring miring ke kiri dan memperhatikan gerakannya, atau janin tidak bergerak sama sekali: segera berangkat sekarang.",
} as const;

export const DANGER_SECTIONS: readonly DangerSection[] = [
  {
    id: "kehamilan",
    short: "Kehamilan",
    title: "Tanda Bahaya pada Kehamilan",
    intro: "Berlaku sejak hamil muda sampai menjelang persalinan.",
    signs: [
      {
        sign: "Perdarahan dari jalan lahir",
        detail: "Sedikit atau banyak, pada hamil muda maupun hamil tua.",
        urgency: "now",
      },
      {
        sign: "Sakit kepala hebat, pandangan kabur, atau nyeri ulu hati",
        detail: "Bisa menjadi tanda preeklampsia (tekanan darah tinggi dalam kehamilan).",
        urgency: "now",
      },
      {
        sign: "Bengkak pada wajah dan tangan",
        detail: "Terutama bila muncul tiba-tiba atau disertai sakit kepala.",
        urgency: "now",
      },
      {
        sign: "Kejang",
        detail: "Telepon 119 atau minta orang di sekitar mengantar ke rumah sakit.",
        urgency: "now",
        call119: true,
      },
      { sign: "Demam tinggi", detail: "Suhu 38°C atau lebih, terutama bila disertai menggigil.", urgency: "now" },
      {
        sign: "Gerakan janin berkurang",
        detail: REDUCED_FETAL_MOVEMENTS.today,
        urgency: "today",
        nowIf: REDUCED_FETAL_MOVEMENTS.now,
      },
      {
        sign: "Air ketuban keluar sebelum waktunya",
        detail: "Cairan merembes atau mengalir dari jalan lahir, apalagi bila keruh, hijau, atau berbau.",
        urgency: "now",
      },
      {
        sign: "Nyeri perut hebat",
        detail: "Nyeri yang kuat, terus-menerus, atau tidak hilang saat beristirahat.",
        urgency: "now",
      },
      { sign: "Sesak napas atau nyeri dada", detail: "Terutama bila muncul tiba-tiba.", urgency: "now" },
      {
        sign: "Mulas teratur sebelum usia kehamilan 37 minggu",
        detail: "Bisa menjadi tanda persalinan prematur.",
        urgency: "now",
      },
      {
        sign: "Muntah terus-menerus",
        detail: "Tidak bisa makan atau minum sama sekali, lemas, dan jarang buang air kecil.",
        urgency: "today",
        nowIf: "Muntah darah, hampir pingsan, atau tidak buang air kecil lebih dari 8 jam: segera berangkat sekarang.",
      },
    ],
  },
  {
    id: "persalinan",
    short: "Persalinan",
    title: "Tanda Bahaya saat Persalinan",
    intro:
      "Bersalinlah di fasilitas kesehatan dengan bidan atau dokter. Bila tanda ini muncul di rumah atau di perjalanan, jangan menunggu.",
    signs: [
      { sign: "Perdarahan dari jalan lahir", urgency: "now" },
      {
        sign: "Tali pusat, tangan, atau kaki bayi keluar dari jalan lahir",
        detail: "Telepon 119 dan segera berangkat.",
        urgency: "now",
        call119: true,
      },
      { sign: "Kejang", urgency: "now" },
      { sign: "Ibu tidak kuat mengejan atau sangat lemas", urgency: "now" },
      { sign: "Air ketuban keruh, hijau, atau berbau", urgency: "now" },
      {
        sign: "Ibu gelisah atau kesakitan yang sangat hebat",
        detail: "Nyeri terus-menerus, tidak hilang di antara kontraksi.",
        urgency: "now",
      },
      { sign: "Demam atau menggigil", urgency: "now" },
      { sign: "Mulas kuat dan teratur lebih dari 12 jam, tetapi bayi belum lahir", urgency: "now" },
      { sign: "Ari-ari (plasenta) belum lahir 30 menit setelah bayi lahir", urgency: "now" },
    ],
  },
  {
    id: "nifas",
    short: "Nifas",
    title: "Tanda Bahaya setelah Melahirkan (Ibu Nifas)",
    intro: "Masa nifas berlangsung sampai 42 hari setelah melahirkan.",
    signs: [
      {
        sign: "Perdarahan banyak dari jalan lahir",
        detail: "Misalnya pembalut basah penuh dalam satu jam, atau keluar gumpalan darah besar.",
        urgency: "now",
      },
      { sign: "Kejang", urgency: "now" },
      {
        sign: "Sakit kepala hebat, pandangan kabur, atau bengkak pada wajah, tangan, dan kaki",
        detail: "Preeklampsia juga dapat muncul setelah melahirkan.",
        urgency: "now",
      },
      { sign: "Sesak napas atau nyeri dada", urgency: "now" },
      { sign: "Nyeri perut hebat", urgency: "now" },
      {
        sign: "Demam",
        detail: "Suhu 38°C atau lebih, meski baru sehari. Jangan menunggu demam berlangsung beberapa hari.",
        urgency: "today",
        nowIf:
          "Demam disertai menggigil, nyeri perut bagian bawah, cairan nifas berbau, atau terlalu lemas untuk bangun: segera berangkat sekarang.",
      },
      { sign: "Cairan berbau dari jalan lahir", urgency: "today" },
      { sign: "Payudara bengkak, merah, dan nyeri", detail: "Terutama bila disertai demam.", urgency: "today" },
      {
        sign: "Betis nyeri, bengkak, atau kemerahan di satu sisi",
        detail: "Bisa menjadi tanda gumpalan darah di pembuluh vena.",
        urgency: "now",
      },
      {
        sign: "Sedih, cemas, atau murung terus-menerus",
        detail: "Lebih dari 2 minggu, atau sampai sulit merawat diri dan bayi.",
        urgency: "today",
        nowIf:
          "Muncul pikiran untuk menyakiti diri sendiri atau bayi: segera cari pertolongan sekarang (fasilitas kesehatan atau 119).",
        call119: true,
      },
    ],
  },
  {
    id: "bayi-baru-lahir",
    short: "Bayi baru lahir",
    title: "Tanda Bahaya pada Bayi Baru Lahir",
    intro: "Berlaku terutama pada bulan pertama kehidupan bayi.",
    signs: [
      { sign: "Tidak mau menyusu", detail: "Atau memuntahkan semua yang diminum.", urgency: "now" },
      { sign: "Kejang", urgency: "now" },
      { sign: "Lemas", detail: "Tidak bergerak kecuali dirangsang, atau sulit dibangunkan.", urgency: "now" },
      {
        sign: "Napas cepat atau sulit bernapas",
        detail: "60 kali per menit atau lebih, merintih, atau bibir dan kulit tampak kebiruan.",
        urgency: "now",
      },
      { sign: "Tarikan dinding dada bagian bawah ke dalam saat bernapas", urgency: "now" },
      {
        sign: "Demam atau tubuh teraba dingin",
        detail: "Suhu 37,5°C atau lebih, atau kurang dari 36,5°C.",
        urgency: "now",
      },
      {
        sign: "Kulit atau mata kuning",
        detail:
          "Muncul dalam 24 jam pertama, masih ada setelah 2 minggu, sampai ke telapak tangan dan kaki, atau disertai tinja pucat.",
        urgency: "now",
      },
      {
        sign: "Tali pusat kemerahan, bengkak, berbau, atau bernanah",
        detail: "Terutama bila kemerahan meluas ke kulit perut.",
        urgency: "now",
      },
      { sign: "Diare atau muntah terus-menerus", urgency: "now" },
      { sign: "Mata bernanah", urgency: "today" },
    ],
  },
];

/** What to take and do on the way, for every section. */
export const ON_THE_WAY: readonly string[] = [
  "Jangan menunggu tanda hilang sendiri, dan jangan minum obat atau jamu tanpa petunjuk tenaga kesehatan.",
  "Bawa Buku KIA, kartu identitas, dan kartu JKN/BPJS Kesehatan bila ada.",
  "Ajak pendamping. Siapkan sejak awal kendaraan dan calon donor darah (amanat persalinan).",
  "Untuk bayi: tetap susui bila bayi mau dan mampu menyusu, dan jaga tetap hangat dengan kontak kulit ke kulit selama perjalanan. Jangan memaksa bayi yang kejang, sangat lemas, atau sesak untuk minum.",
  "Butuh ambulans atau arahan darurat: telepon 119. Layanan 119 belum tersedia di semua daerah: simpan juga nomor bidan, puskesmas, dan ambulans desa. Bila 119 tidak tersambung, langsung berangkat.",
];

/** The page's byline and sources; its review is stored (app/domain/page-reviews.ts, issue 29). */
export const DANGER_SIGNS_PAGE = {
  author: "Tim Bidanku",
  sources: [
    { citation: "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA). Jakarta: Kemenkes RI; 2020." },
    {
      citation:
        "World Health Organization. Pregnancy, childbirth, postpartum and newborn care: a guide for essential practice. 3rd ed. Geneva: WHO; 2015.",
    },
    {
      citation:
        "World Health Organization. WHO recommendations on antenatal care for a positive pregnancy experience. Geneva: WHO; 2016.",
    },
    {
      citation:
        "World Health Organization. WHO recommendations on maternal and newborn care for a positive postnatal experience. Geneva: WHO; 2022.",
    },
    {
      citation:
        "Royal College of Obstetricians and Gynaecologists. Reduced Fetal Movements (Green-top Guideline No. 57). London: RCOG; 2011.",
    },
    {
      citation:
        "Royal College of Obstetricians and Gynaecologists. Thromboembolic Disease in Pregnancy and the Puerperium: Acute Management (Green-top Guideline No. 37b). London: RCOG; 2015.",
    },
    {
      citation:
        "Kementerian Kesehatan RI. Peraturan Menteri Kesehatan Nomor 19 Tahun 2016 tentang Sistem Penanggulangan Gawat Darurat Terpadu (layanan 119).",
    },
  ] satisfies SourceEntry[],
};
