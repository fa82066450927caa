// A child's development, as data (issue 36, decision 073): for each age band of the Buku KIA, the
// skills the book lists for the end of the band (what most children can do by then: "Jika pada
// usia 3 bulan bayi belum bisa melakukan salah satu hal berikut, maka bawa anak ke Puskesmas") and
// the activities it gives for the band (stimulasi). Some skills are marked as red flags: a second
// source (IDAI through PrimaKu, WHO's motor windows, the AAN/CNS practice parameter) says a child
// who does not do it yet at that age needs a visit soon. A few skills that are not in the Buku KIA
// list come from those sources and are always red flags: following with the eyes (3 months),
// turning to sounds and eye contact (6), turning to one's name (9), gestures (12), walking alone
// (18, asked again at 24 and 36), two-word phrases (24). Nothing here is the KPSP: its questionnaire is the health
// worker's (the items are not published for parents), and the page sends parents to it.
//
// Texts are the Buku KIA's as read (docs/research/development-sources.md); obvious typing slips of
// the copies read are corrected (decision 073 lists them). Item ids are stored with a parent's
// answers: never reuse an id for another skill.

export type DevelopmentSourceId = "bukuKia" | "sdidtk" | "primaku" | "whoMotor" | "filipek" | "cdc" | "usiaKoreksi";

export interface DevelopmentSource {
  id: DevelopmentSourceId;
  citation: string;
  url: string;
}

export const DEVELOPMENT_SOURCES: Record<DevelopmentSourceId, DevelopmentSource> = {
  bukuKia: {
    id: "bukuKia",
    citation:
      "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA), 2024: bagian perawatan bayi dan anak per kelompok usia (stimulasi dan penanda perkembangan) dan tanda bahaya balita. Teks diambil dari salinan halaman-halaman itu; belum dicocokkan dengan PDF 2024.",
    url: "https://kesprimkom.kemkes.go.id/assets/uploads/contents/others/Buku_KIA_2024.pdf",
  },
  sdidtk: {
    id: "sdidtk",
    citation:
      "Kementerian Kesehatan RI. Pedoman Pelaksanaan Stimulasi, Deteksi dan Intervensi Dini Tumbuh Kembang Anak di Tingkat Pelayanan Kesehatan Dasar, 2016 (revisi 2022): jadwal dan interpretasi KPSP.",
    url: "https://www.slideshare.net/slideshow/buku-sdidtk1554107456pdf/253780172",
  },
  primaku: {
    id: "primaku",
    citation:
      "PrimaKu (Ikatan Dokter Anak Indonesia). Yuk, Kenali Tanda Keterlambatan Perkembangan Bayi Usia 3-12 Bulan!",
    url: "https://primaku.com/stimulasi/yuk--kenali-tanda-keterlambatan-perkembangan-bayi-usia-3-12-bulan-",
  },
  whoMotor: {
    id: "whoMotor",
    citation:
      "WHO Multicentre Growth Reference Study Group. WHO Motor Development Study: windows of achievement for six gross motor development milestones. Acta Paediatrica Suppl 2006;450:86-95.",
    url: "https://pubmed.ncbi.nlm.nih.gov/16817682/",
  },
  filipek: {
    id: "filipek",
    citation:
      "Filipek PA, Accardo PJ, Ashwal S, et al. Practice parameter: screening and diagnosis of autism (American Academy of Neurology, Child Neurology Society). Neurology 2000;55(4):468-479.",
    url: "https://doi.org/10.1212/WNL.55.4.468",
  },
  cdc: {
    id: "cdc",
    citation:
      "Zubler JM, Wiggins LD, Macias MM, et al. Evidence-Informed Milestones for Developmental Surveillance Tools. Pediatrics 2022;149(3):e2021052138 (daftar CDC “Learn the Signs. Act Early.” 2022).",
    url: "https://doi.org/10.1542/peds.2021-052138",
  },
  usiaKoreksi: {
    id: "usiaKoreksi",
    citation:
      "PrimaKu (Ikatan Dokter Anak Indonesia), dr. Lucyana Alim Santoso, Sp.A. Usia Kronologis dan Usia Koreksi Bayi Prematur, 2021.",
    url: "https://primaku.com/berita/usia-kronologis-dan-usia-koreksi-bayi-prematur",
  },
};

export interface RedFlag {
  /** Why a child who does not do this yet should see the midwife or doctor soon. */
  reason: string;
  sources: readonly DevelopmentSourceId[];
}

export interface Milestone {
  /** Stored with the answers: `<checkpoint months>-<n>`, never reused. */
  id: string;
  text: string;
  /** Where the skill is listed: the Buku KIA, or (for the three extra red flags) another source. */
  source: DevelopmentSourceId;
  redFlag?: RedFlag;
  /** Bidanku's clarification under the book's words, where they are easily read too narrowly. */
  hint?: string;
}

export interface Checkpoint {
  /** The age in completed months by which the skills are expected (the end of the band). */
  months: number;
  /** The Buku KIA's band, as the book names it. */
  band: string;
  milestones: readonly Milestone[];
  /** The band's activities at home (Buku KIA "stimulasi"). */
  stimulation: readonly string[];
}

const kia = (id: string, text: string, redFlag?: RedFlag): Milestone =>
  redFlag ? { id, text, source: "bukuKia", redFlag } : { id, text, source: "bukuKia" };

const primaku = (age: string, sign: string): RedFlag => ({
  reason: `PrimaKu (aplikasi IDAI) menyebut bayi ${age} yang ${sign} sebagai tanda yang perlu diperiksakan ke bidan atau dokter.`,
  sources: ["primaku"],
});

/** A red-flag skill that is not in the Buku KIA list, from the source that names it. */
const extra = (id: string, text: string, source: DevelopmentSourceId, redFlag: RedFlag): Milestone => ({
  id,
  text,
  source,
  redFlag,
});

const who = (skill: string, months: string): RedFlag => ({
  reason: `Dalam studi WHO, 99 dari 100 anak sudah ${skill} pada usia ${months} bulan.`,
  sources: ["whoMotor"],
});

/** WHO's "walking alone": at least five steps, upright, without holding on (asked again at 24 and 36 months). */
const WALKING_ALONE = "Anak bisa berjalan sendiri, paling sedikit lima langkah, tanpa berpegangan";

export const CHECKPOINTS: readonly Checkpoint[] = [
  {
    months: 3,
    band: "29 hari - 3 bulan",
    stimulation: [
      "Ciptakan rasa nyaman, aman, senang",
      "Peluk, cium, ayun",
      "Senyum, tatap mata, ajak bicara",
      "Tirukan ocehan dan mimik bayi",
      "Interaksi langsung untuk mengenalkan berbagai suara, bunyi, atau nyanyian",
      "Gantung benda berwarna, berbunyi",
      "Meraih, meraba, pegang mainan, angkat kepala",
      "Gulingkan kanan-kiri, tengkurap-telentang",
    ],
    milestones: [
      kia(
        "3-1",
        "Bayi bisa mengangkat kepala mandiri hingga setinggi 45 derajat",
        primaku("3 bulan", "belum dapat mengangkat kepala saat tengkurap"),
      ),
      kia("3-2", "Bayi bisa menggerakkan kepala dari kiri/kanan ke tengah"),
      kia("3-3", "Bayi bisa melihat dan menatap wajah Anda"),
      kia(
        "3-4",
        "Bayi bisa mengoceh spontan atau bereaksi dengan mengoceh",
        primaku("3 bulan", "belum membuat suara-suara (ooohh… aaahh…)"),
      ),
      kia("3-5", "Bayi suka tertawa keras"),
      kia("3-6", "Bayi bereaksi terkejut terhadap suara keras", primaku("3 bulan", "tidak merespons suara keras")),
      kia(
        "3-7",
        "Bayi membalas tersenyum ketika diajak bicara/tersenyum",
        primaku("3 bulan", "tidak membalas senyuman ataupun tersenyum spontan"),
      ),
      kia("3-8", "Bayi mengenal ibu dengan penglihatan, penciuman, pendengaran, kontak"),
      extra(
        "3-mata",
        "Mata bayi mengikuti benda atau wajah yang bergerak",
        "primaku",
        primaku("3 bulan", "tatapan matanya tidak dapat mengikuti benda yang bergerak"),
      ),
    ],
  },
  {
    months: 6,
    band: "3 - 6 bulan",
    stimulation: [
      "Peluk, cium, pandang mata, senyum, bicara",
      "Mencari sumber suara",
      "Bermain cilukba, melihat wajah di cermin",
      "Memeluk, mengayun",
      "Melihat, meraih",
      "Mengamati benda kecil, benda bergerak",
      "Mengambil benda kecil",
      "Berguling-guling, duduk",
    ],
    milestones: [
      kia("6-1", "Bayi bisa berbalik dari telungkup ke telentang", primaku("6 bulan", "belum mampu berguling")),
      kia(
        "6-2",
        "Bayi bisa mengangkat kepala secara mandiri hingga tegak 90 derajat",
        primaku("6 bulan", "belum dapat mengangkat kepala dan dada dengan bertumpu pada lengan saat tengkurap"),
      ),
      kia(
        "6-3",
        "Bayi bisa mempertahankan posisi kepala tetap tegak dan stabil",
        primaku("6 bulan", "kepalanya masih terkulai ke belakang saat ditarik ke posisi duduk dari telentang"),
      ),
      kia("6-4", "Bayi bisa menggenggam mainan kecil atau mainan bertangkai"),
      kia(
        "6-5",
        "Bayi bisa meraih benda yang ada dalam jangkauannya",
        primaku("6 bulan", "belum mencoba meraih mainan"),
      ),
      kia("6-6", "Bayi bisa mengamati tangannya sendiri"),
      kia("6-7", "Bayi berusaha memperluas pandangan"),
      kia("6-8", "Bayi mengarahkan matanya pada benda-benda kecil"),
      kia(
        "6-9",
        "Bayi mengeluarkan suara gembira bernada tinggi atau memekik",
        primaku("6 bulan", "belum tertawa atau membuat suara memekik kegirangan"),
      ),
      kia("6-10", "Bayi tersenyum ketika melihat mainan/gambar yang menarik saat bermain sendiri"),
      extra(
        "6-suara",
        "Bayi menoleh mencari sumber suara",
        "primaku",
        primaku("6 bulan", "tidak mencari sumber suara"),
      ),
      extra(
        "6-tatap",
        "Bayi menatap mata orang yang mengajaknya bermain",
        "primaku",
        primaku("6 bulan", "tidak membuat kontak mata dengan orang lain"),
      ),
    ],
  },
  {
    months: 9,
    band: "6 - 9 bulan",
    stimulation: [
      "Peluk, senyum, bicara, panggil namanya",
      "Bersalaman, tepuk tangan, melambai ke orang lain",
      "Kenalkan/tunjuk nama orang (papa/mama) dan benda sekitar",
      "Cilukba, melihat cermin",
      "Tunjuk dan sebutkan nama gambar",
      "Bacakan dongeng",
      "Pegang mainan dengan 2 tangan",
      "Masukkan benda kecil ke dalam wadah",
      "Sembunyikan dan cari mainan",
      "Mainan yang mengapung di air",
      "Memukul-mukul",
      "Duduk, merangkak, berdiri berpegangan",
    ],
    milestones: [
      kia("9-1", "Bayi bisa duduk secara mandiri", {
        reason:
          "PrimaKu (aplikasi IDAI) menyebut bayi 9 bulan yang belum dapat duduk tanpa bantuan sebagai tanda yang perlu diperiksakan ke bidan atau dokter; dalam studi WHO, 99 dari 100 anak sudah duduk tanpa bantuan pada usia 9,2 bulan.",
        sources: ["primaku", "whoMotor"],
      }),
      kia(
        "9-2",
        "Bayi belajar berdiri, kedua kakinya menyangga sebagian berat badan",
        primaku("9 bulan", "kakinya tidak menjejak saat dipegang dalam posisi berdiri"),
      ),
      kia("9-3", "Bayi bisa merangkak meraih mainan atau mendekati seseorang"),
      kia(
        "9-4",
        "Bayi bisa memindahkan benda dari satu tangan ke tangan lainnya",
        primaku("9 bulan", "belum dapat memindahkan mainan antar tangan"),
      ),
      kia("9-5", "Bayi bisa memungut 2 benda, kedua tangan pegang 2 benda pada saat bersamaan"),
      kia("9-6", "Bayi bisa memungut benda sebesar kacang dengan cara meraup"),
      kia(
        "9-7",
        "Bayi bersuara tanpa arti, mamama, bababa, dadada, tatatata",
        primaku("9 bulan", "belum mengeluarkan suara gabungan konsonan dan vokal (wa.. mo.. pu..)"),
      ),
      kia("9-8", "Bayi mencari mainan/benda yang dijatuhkan"),
      kia("9-9", "Bayi bermain tepuk tangan/ciluk ba", primaku("9 bulan", "tidak suka bermain cilukba")),
      kia("9-10", "Bayi bergembira dengan melempar benda"),
      {
        ...kia("9-11", "Bayi makan kue sendiri", primaku("9 bulan", "belum bisa makan biskuit bayi sendiri")),
        hint: "Bila bayi sudah diberi kesempatan memegang dan memakan biskuit sendiri.",
      },
      extra("9-nama", "Bayi menoleh saat dipanggil namanya", "primaku", primaku("9 bulan", "tidak mengenali namanya")),
    ],
  },
  {
    months: 12,
    band: "9 - 12 bulan",
    stimulation: [
      "Berbicara dengan boneka",
      "Menunjuk orang/benda/organ tubuh yang sudah dikenalkan",
      "Mengucapkan orang/benda/organ tubuh yang sudah dikenalkan",
      "Bacakan dongeng pada saat mengenalkan dan menyuruh menunjuk",
      "Pegang mainan dengan 2 tangan",
      "Memasukkan benda kecil ke dalam wadah",
      "Menyusun balok",
      "Sembunyikan dan cari mainan",
      "Memegang pensil dan mencoret-coret kertas",
      "Duduk, merangkak, berdiri berpegangan",
      "Berjalan mundur, jinjit",
    ],
    milestones: [
      kia("12-1", "Bayi bisa mengangkat badannya ke posisi berdiri"),
      kia(
        "12-2",
        "Bayi belajar berdiri selama 30 detik atau berpegangan di kursi",
        who("berdiri dengan berpegangan", "11,4"),
      ),
      kia("12-3", "Bayi dapat berjalan dengan dituntun"),
      kia("12-4", "Bayi mengulurkan lengan/badan untuk meraih mainan yang diinginkan"),
      kia("12-5", "Bayi bisa menggenggam erat pensil"),
      kia("12-6", "Bayi memasukkan benda ke mulut"),
      kia("12-7", "Bayi mengulang menirukan bunyi yang didengar"),
      kia("12-8", "Bayi menyebut 2-3 suku kata yang sama tanpa arti", {
        reason:
          "Anak yang belum mengoceh pada usia 12 bulan perlu diperiksa lebih lanjut (pedoman dokter saraf anak Amerika, 2000).",
        sources: ["filipek"],
      }),
      kia("12-9", "Bayi mengeksplorasi sekitar, ingin tahu, ingin menyentuh apa saja"),
      kia("12-10", "Bayi bereaksi terhadap suara yang perlahan atau bisikan"),
      kia("12-11", "Bayi senang diajak bermain “CILUKBA”"),
      kia("12-12", "Bayi mengenal anggota keluarga, takut pada orang yang belum dikenal"),
      extra("12-isyarat", "Bayi memakai isyarat, misalnya menunjuk atau melambaikan tangan “dadah”", "filipek", {
        reason:
          "Anak yang belum memakai isyarat (menunjuk, melambai “dadah”) pada usia 12 bulan perlu diperiksa lebih lanjut (pedoman dokter saraf anak Amerika, 2000).",
        sources: ["filipek"],
      }),
    ],
  },
  {
    months: 18,
    band: "12 - 18 bulan",
    stimulation: [
      "Berjalan mundur, naik tangga",
      "Tangkap dan lempar bola",
      "Menyusun balok atau puzzle, menggambar",
      "Bermain air, meniup, menendang bola",
      "Bercerita tentang gambar di buku",
      "Menyebutkan nama benda, menyanyi",
      "Main telpon-telponan, menyatakan keinginan",
      "Bermain dengan teman sebaya, petak umpet",
      "Merapikan mainan, membuka baju",
      "Makan bersama",
      "Merangkai manik besar",
    ],
    milestones: [
      kia("18-1", "Anak bisa berdiri sendiri tanpa berpegangan", who("berdiri sendiri", "16,9")),
      kia("18-2", "Anak bisa membungkuk memungut mainan kemudian berdiri kembali"),
      kia("18-3", "Anak bisa berjalan mundur lima langkah"),
      {
        ...kia("18-4", "Anak bisa memanggil ayah dengan kata “papa”, memanggil ibu dengan kata “mama”", {
          reason:
            "Anak yang belum mengucapkan satu kata pun pada usia 16 bulan perlu diperiksa lebih lanjut (pedoman dokter saraf anak Amerika, 2000).",
          sources: ["filipek"],
        }),
        hint: "Sebutan lain untuk ayah dan ibu (misalnya “bapak”, “ibu”, “ayah”, “bunda”) juga dihitung.",
      },
      kia("18-5", "Anak bisa menumpuk dua kubus"),
      kia("18-6", "Anak bisa memasukkan kubus di kotak"),
      kia(
        "18-7",
        "Anak bisa menunjuk apa yang diinginkan tanpa menangis/merengek, anak bisa mengeluarkan suara yang menyenangkan atau menarik tangan ibu",
      ),
      kia("18-8", "Anak bisa memperlihatkan rasa cemburu/bersaing"),
      extra("18-jalan", WALKING_ALONE, "whoMotor", who("berjalan sendiri", "17,6")),
    ],
  },
  {
    months: 24,
    band: "18 - 24 bulan",
    stimulation: [
      "Bicara, bertanya, bercerita, bernyanyi",
      "Tanya jawab, main telpon-telponan",
      "Perintah sederhana, membantu pekerjaan",
      "Melepas baju, rapikan mainan",
      "Makan bersama dengan sendok garpu",
      "Menyusun balok, memasang puzzle, menggambar, membentuk lilin",
      "Buat rumah-rumahan, petak umpet",
      "Berjalan, berlari, melompat",
      "Berdiri satu kaki, naik turun tangga",
      "Melempar, menangkap, menendang bola",
    ],
    milestones: [
      kia("24-1", "Anak bisa berdiri sendiri tanpa berpegangan 30 detik"),
      kia("24-2", "Anak bisa berjalan tanpa terhuyung-huyung"),
      kia("24-3", "Anak bisa menumpuk 4 buah kubus"),
      kia("24-4", "Anak bisa memungut benda kecil dengan ibu jari dan jari telunjuk"),
      kia("24-5", "Anak bisa menggelindingkan bola ke arah sasaran"),
      kia("24-6", "Anak bisa menyebut 3-6 kata yang mempunyai arti"),
      kia("24-7", "Anak bisa membantu/menirukan pekerjaan rumah tangga"),
      kia("24-8", "Anak bisa memegang cangkir sendiri, belajar makan-minum sendiri"),
      extra("24-jalan", WALKING_ALONE, "whoMotor", who("berjalan sendiri", "17,6")),
      extra(
        "24-dua-kata",
        "Anak bisa menggabungkan dua kata sendiri (bukan hanya menirukan), misalnya “mau susu”",
        "filipek",
        {
          reason:
            "Anak yang pada usia 24 bulan belum menggabungkan dua kata sendiri (bukan hanya menirukan) perlu diperiksa lebih lanjut (pedoman dokter saraf anak Amerika, 2000).",
          sources: ["filipek"],
        },
      ),
    ],
  },
  {
    months: 36,
    band: "2 - 3 tahun",
    stimulation: [
      "Sebutkan nama benda, sifat, guna benda",
      "Bacakan cerita, tanya jawab",
      "Anak diminta bercerita pengalaman",
      "Menonton TV didampingi maksimal 1 jam, menyanyi",
      "Cuci tangan, cebok, berpakaian, rapikan mainan",
      "Makan dengan sendok garpu",
      "Menyusun balok, memasang puzzle, menggambar, menempel",
      "Mengelompokkan benda sejenis",
      "Mencocokkan gambar dan benda",
      "Menghitung",
      "Melempar, menangkap",
      "Berlari, melompat, memanjat, merayap",
    ],
    milestones: [
      kia("36-1", "Anak bisa jalan naik tangga sendiri"),
      kia("36-2", "Anak bisa bermain dan menendang bola kecil"),
      kia("36-3", "Anak bisa mencoret-coret pensil pada kertas"),
      kia("36-4", "Anak bisa bicara dengan baik, menggunakan 2 kata", {
        reason:
          "Anak yang pada usia 24 bulan belum menggabungkan dua kata sendiri (bukan hanya menirukan) perlu diperiksa lebih lanjut (pedoman dokter saraf anak Amerika, 2000).",
        sources: ["filipek"],
      }),
      kia("36-5", "Anak bisa menunjuk 1 atau lebih bagian tubuhnya ketika diminta"),
      kia("36-6", "Anak bisa melihat gambar dan dapat menyebut dengan benar nama 2 benda atau lebih"),
      kia("36-7", "Anak bisa membantu memungut mainannya sendiri atau membantu mengangkat piring jika diminta"),
      kia("36-8", "Anak bisa makan nasi sendiri tanpa banyak tumpah"),
      kia("36-9", "Anak bisa melepas pakaiannya sendiri"),
      extra("36-jalan", WALKING_ALONE, "whoMotor", who("berjalan sendiri", "17,6")),
    ],
  },
  {
    months: 48,
    band: "3 - 4 tahun",
    stimulation: [
      "Menyebutkan nama benda, sifat, guna benda",
      "Bacakan cerita, tanya jawab",
      "Anak diminta bercerita pengalaman",
      "Menonton TV didampingi, menyanyi",
      "Cuci tangan, cebok, berpakaian, rapikan mainan",
      "Makan dengan sendok garpu",
      "Menyusun balok atau puzzle, menggambar, menempel",
      "Mengelompokkan benda sejenis",
      "Mencocokkan gambar dan benda",
      "Menghitung",
      "Melempar, menangkap",
      "Berlari, melompat, memanjat, merayap",
    ],
    milestones: [
      kia("48-1", "Anak bisa berdiri 1 kaki 2 detik"),
      kia("48-2", "Anak bisa melompat kedua kaki diangkat"),
      kia("48-3", "Anak bisa mengayuh sepeda roda tiga"),
      kia("48-4", "Anak bisa menggambar garis lurus"),
      kia("48-5", "Anak bisa menumpuk 8 buah kubus"),
      kia("48-6", "Anak bisa mengenal 2-4 warna"),
      kia("48-7", "Anak bisa menyebut nama, umur, tempat"),
      kia("48-8", "Anak bisa mengerti arti kata di atas, di bawah, di depan"),
      kia("48-9", "Anak bisa mendengarkan cerita"),
      kia("48-10", "Anak bisa mencuci dan mengeringkan tangan sendiri"),
      kia("48-11", "Anak bermain bersama teman, mengikuti aturan permainan"),
      kia("48-12", "Anak bisa mengenakan sepatu sendiri"),
      kia("48-13", "Anak bisa mengenakan celana panjang, kemeja, baju"),
    ],
  },
  {
    months: 60,
    band: "4 - 5 tahun",
    stimulation: [
      "Bermain peran, anak diminta bercerita pengalaman",
      "Menggambar orang, mengenal huruf",
      "Main bola, lompat tali",
      "Latih untuk dapat mengikuti aturan permainan",
      "Kenalkan nama-nama hari",
      "Menyebut angka berurutan",
      "Mengajak anak sikat gigi bersama dan melatih sikat gigi sendiri",
      "Melatih memakai pakaian sendiri",
      "Menguatkan kepercayaan diri anak",
    ],
    milestones: [
      kia("60-1", "Anak bisa berdiri 1 kaki 6 detik"),
      kia("60-2", "Anak bisa melompat-lompat 1 kaki"),
      kia("60-3", "Anak bisa menari"),
      kia("60-4", "Anak bisa menggambar tanda silang"),
      kia("60-5", "Anak bisa menggambar lingkaran"),
      kia("60-6", "Anak bisa menggambar orang dengan 3 bagian tubuh"),
      kia("60-7", "Anak bisa mengancing baju atau pakaian boneka"),
      kia("60-8", "Anak bisa menyebut nama lengkap tanpa dibantu"),
      kia("60-9", "Anak senang menyebut kata-kata baru"),
      kia("60-10", "Anak senang bertanya tentang sesuatu"),
      kia("60-11", "Anak bisa menjawab pertanyaan dengan kata-kata yang benar"),
      kia("60-12", "Anak bisa bicara yang mudah dimengerti"),
      kia("60-13", "Anak bisa membandingkan/membedakan sesuatu dari ukuran dan bentuknya"),
      kia("60-14", "Anak bisa menyebut angka, menghitung jari"),
    ],
  },
  {
    months: 72,
    band: "5 - 6 tahun",
    stimulation: [
      "Mengenal nama, fungsi benda-benda",
      "Bacakan buku, tanya jawab, bercerita",
      "Mengingat, menghafal, mengerti aturan, urutan",
      "Membandingkan besar kecil, banyak sedikit",
      "Menonton TV didampingi maksimal 1 jam, menyanyi",
      "Cuci tangan, cebok, berpakaian, rapikan mainan",
      "Makan dengan sendok garpu, masak-masakan",
      "Menggunting, menempel, menjahit",
      "Menghitung, konsep satu dan setengah",
      "Mengenal angka, huruf, simbol, jam, hari, tanggal",
      "Melempar, menangkap, berlari, melompat",
      "Memanjat, merayap, sepeda roda 3, ayunan",
      "Menyusun balok, memasang puzzle, menggambar, mewarna, menulis nama",
      "“berjualan”, “bertukang”, mengukur",
    ],
    milestones: [
      kia("72-1", "Anak bisa berjalan lurus"),
      kia("72-2", "Anak bisa berdiri dengan 1 kaki selama 11 detik"),
      kia("72-3", "Anak bisa menggambar dengan 6 bagian, menggambar orang lengkap"),
      kia("72-4", "Anak bisa menangkap bola kecil dengan kedua tangan"),
      kia("72-5", "Anak bisa menggambar segi empat"),
      kia("72-6", "Anak bisa mengerti arti lawan kata"),
      kia("72-7", "Anak bisa mengerti pembicaraan yang menggunakan 7 kata atau lebih"),
      kia("72-8", "Anak bisa menjawab pertanyaan tentang benda terbuat dari apa dan kegunaannya"),
      kia("72-9", "Anak bisa mengenal angka, bisa menghitung angka 5-10"),
      kia("72-10", "Anak bisa mengenal warna-warni"),
      kia("72-11", "Anak bisa mengungkapkan simpati"),
      kia("72-12", "Anak bisa mengikuti aturan permainan"),
      kia("72-13", "Anak bisa berpakaian sendiri tanpa dibantu"),
    ],
  },
];

/** The checkpoint for exactly this many months, if there is one. */
export function checkpointAt(months: number): Checkpoint | undefined {
  return CHECKPOINTS.find((checkpoint) => checkpoint.months === months);
}

/**
 * The KPSP screening ages (Pedoman SDIDTK): a health worker screens at these ages, every 3 months
 * under 24 months and every 6 months from 24 to 72.
 */
export const KPSP_MONTHS = [3, 6, 9, 12, 15, 18, 21, 24, 30, 36, 42, 48, 54, 60, 66, 72] as const;

/** A skill lost at any age (CDC 2022; AAN/CNS) is always a reason to see someone soon. */
export const REGRESSION_REASON =
  "Kehilangan kemampuan yang dulu sudah bisa, di usia berapa pun, perlu segera diperiksakan.";
export const REGRESSION_SOURCES: readonly DevelopmentSourceId[] = ["cdc", "filipek"];
