/** The seven main links of the navigation bar (SPEC section 2), in order. */
export const MAIN_NAV = [
  { to: "/", label: "Beranda" },
  { to: "/artikel", label: "Artikel" },
  { to: "/tumbuh-kembang", label: "Tumbuh Kembang" },
  { to: "/kalkulator", label: "Kalkulator" },
  { to: "/tanya-kami", label: "Tanya Kami" },
  { to: "/tentang-saya", label: "Tentang Saya" },
  { to: "/kontak", label: "Kontak" },
] as const;

/** Tanya Jawab (issue 39): answered questions, published with their askers' consent. */
export const QA_PAGE_LINK = { to: "/tanya-jawab", label: "Tanya Jawab" } as const;

export const LEGAL_LINKS = [
  { to: "/kebijakan-privasi", label: "Kebijakan Privasi" },
  { to: "/disclaimer", label: "Disclaimer" },
  { to: "/sitemap", label: "Peta Situs" },
] as const;

/** The danger-signs page: in the footer of every page and wherever health advice is given. */
export const DANGER_SIGNS_LINK = { to: "/tanda-bahaya", label: "Tanda Bahaya" } as const;

/** Indonesia's health emergency number (PSC 119, Permenkes 19/2016). */
export const EMERGENCY_NUMBER = "119";
