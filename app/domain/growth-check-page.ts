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
        "World Health Organization. Integrated Management of Childhood Illness (IMCI): chart booklet. Geneva: WHO; 2014. (Tanda bahaya umum pada anak usia 2 bulan sampai 5 tahun.)",
    },
  ] satisfies SourceEntry[],
};
