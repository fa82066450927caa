import type { SourceEntry } from "~drizzle/types";

// The growth check page's byline and sources (issue 16). Its review is the super_admin's to sign
// off (app/domain/page-reviews.ts, issue 29); until then the page says its texts are not reviewed.
export const GROWTH_CHECK_PAGE = {
  author: "Tim Bidanku",
  sources: [
    {
      citation:
        "WHO Multicentre Growth Reference Study Group. WHO Child Growth Standards: length/height-for-age, weight-for-age, weight-for-length, weight-for-height and body mass index-for-age: methods and development. Geneva: World Health Organization; 2006.",
      url: "https://www.who.int/tools/child-growth-standards",
    },
    {
      citation:
        "WHO Multicentre Growth Reference Study Group. WHO Child Growth Standards: head circumference-for-age, arm circumference-for-age, triceps skinfold-for-age and subscapular skinfold-for-age: methods and development. Geneva: World Health Organization; 2007.",
    },
    {
      citation:
        "World Health Organization. WHO Anthro (versi R, paket anthro): perhitungan z-score dan penandaan nilai yang tidak masuk akal.",
      url: "https://github.com/WorldHealthOrganization/anthro",
    },
    {
      citation: "Peraturan Menteri Kesehatan Republik Indonesia Nomor 2 Tahun 2020 tentang Standar Antropometri Anak.",
    },
    {
      citation:
        "Kementerian Kesehatan RI. Pedoman Pencegahan dan Tatalaksana Gizi Buruk pada Balita. Jakarta: Kemenkes RI; 2019.",
    },
    {
      citation:
        "World Health Organization. WHO guideline on the prevention and management of wasting and nutritional oedema (acute malnutrition) in infants and children under 5 years. Geneva: WHO; 2023.",
    },
    {
      citation:
        "Diagnostic measures for severe acute malnutrition in Indian infants under 6 months of age: a secondary data analysis. BMC Pediatrics. 2021. doi:10.1186/s12887-021-02629-9. (Satu penelitian di India: pada bayi usia 6 minggu, berat menurut umur di bawah −3 SD lebih baik memperkirakan risiko kematian sampai usia 6 bulan daripada berat menurut panjang.)",
      url: "https://doi.org/10.1186/s12887-021-02629-9",
    },
    { citation: "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA). Jakarta: Kemenkes RI; 2020." },
    {
      citation:
        "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA), cetakan 2023, halaman KMS (hlm. 54): naik (N), tidak naik (T), kenaikan berat badan minimal (KBM), dan rujukan bila tidak naik atau di bawah garis merah.",
    },
    {
      citation:
        "Kementerian Kesehatan RI. Peraturan Menteri Kesehatan Nomor 155/Menkes/Per/I/2010 tentang Penggunaan Kartu Menuju Sehat (KMS) bagi Balita (penimbangan bulanan; bila bulan lalu tidak ditimbang, garis pertumbuhan tidak dihubungkan).",
    },
    {
      citation:
        "World Health Organization. Guideline: updates on the management of severe acute malnutrition in infants and children. Geneva: WHO; 2013. (Rekomendasi 1: anak 6-59 bulan dengan LiLA < 115 mm atau edema kedua kaki segera dirujuk.)",
      url: "https://www.who.int/publications/i/item/9789241506328",
    },
    {
      citation:
        "WHO dan UNICEF. WHO child growth standards and the identification of severe acute malnutrition in infants and children: a joint statement. Geneva: WHO; 2009. (Batas LiLA untuk gizi buruk dinaikkan dari 110 ke 115 mm.)",
    },
    {
      citation:
        "World Health Organization. Pocket book of hospital care for children, edisi kedua. Geneva: WHO; 2013. Bab 7 (memeriksa edema: tekan beberapa detik, lekukan tetap ada setelah jari diangkat).",
    },
    {
      citation:
        "United Nations, Department of Technical Co-operation for Development and Statistical Office. How to weigh and measure children: assessing the nutritional status of young children in household surveys. New York: United Nations; 1986. (Cara mengukur LiLA di titik tengah lengan kiri atas.)",
    },
    {
      citation:
        "National Institute for Health and Care Excellence (NICE). Faltering growth: recognition and management of faltering growth in children. NICE guideline NG75; 2017. (Berat badan: turun melewati 2 ruang persentil atau lebih bila berat lahir di antara persentil 9 dan 91. Bidanku memakai batas yang sama juga untuk panjang/tinggi badan, dengan syarat terlihat pada dua pengukuran berturut-turut.)",
      url: "https://www.nice.org.uk/guidance/ng75",
    },
    {
      citation:
        "Ong KK, Ahmed ML, Emmett PM, Preece MA, Dunger DB. Association between postnatal catch-up growth and obesity in childhood: prospective cohort study. BMJ. 2000;320:967-71. (Kenaikan lebih dari 0,67 SD, kira-kira satu ruang persentil, disebut bermakna; Bidanku memakai ukuran yang sama untuk penurunan.)",
      url: "https://doi.org/10.1136/bmj.320.7240.967",
    },
    {
      citation:
        "Royal College of Paediatrics and Child Health (RCPCH). UK-WHO growth charts: guidance for health professionals. (Ruang persentil adalah jarak antara dua garis persentil.)",
      url: "https://www.rcpch.ac.uk/resources/uk-who-growth-charts-guidance-health-professionals",
    },
    {
      citation:
        "World Health Organization. Integrated Management of Childhood Illness (IMCI): chart booklet. Geneva: WHO; 2014. (Tanda bahaya umum pada anak usia 2 bulan sampai 5 tahun.)",
    },
  ] satisfies SourceEntry[],
};
