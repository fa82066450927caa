// The performance budget of issue 15, in one place: the budget test
// (tests/e2e/performance.js.spec.ts) asserts it and `npm run bench` reports against it.
// Sizes are gzip bytes (see first-view.mjs).

const KB = 1024;

export const BUDGETS = {
  /** HTML + render-blocking CSS of `/`, `/artikel` and an article: one round trip's worth. */
  htmlAndCss: 14 * KB,
  /** An article's whole first view, its image included. */
  articleTotal: 60 * KB,
  /** All JavaScript of an interactive page. */
  interactiveJs: 100 * KB,
  /** The site's CSS: the stylesheet file, or the inline `<style>` of a page that inlines it. */
  siteCss: 10 * KB,
  /** D1 round trips of one anonymous request to a public page. */
  d1RoundTrips: 2,
};

/** Paths whose HTML + render-blocking CSS must fit `htmlAndCss` (":article" is the long article). */
export const FIRST_ROUND_TRIP_PAGES = ["/", "/artikel", ":article"];

/** Reading pages: they load no script at all. */
export const READING_PAGES = [
  "/",
  "/artikel",
  ":article",
  "/tumbuh-kembang",
  "/tumbuh-kembang/0-3-bulan",
  "/tentang-saya",
  "/kebijakan-privasi",
  "/disclaimer",
  "/sitemap",
  "/tanda-bahaya",
  "/imunisasi",
  "/offline",
  "/tanya-jawab",
];

/** Interactive pages: some JavaScript, within `interactiveJs`, none of it render-blocking. */
export const INTERACTIVE_PAGES = [
  "/kalkulator",
  "/tumbuh-kembang/cek",
  "/login",
  "/register",
  "/dashboard",
  "/dashboard/anak",
  "/admin",
];

/** Public pages whose anonymous request may take at most `d1RoundTrips` D1 round trips. */
export const PUBLIC_PAGES = [
  "/",
  "/artikel",
  ":article",
  "/tumbuh-kembang",
  "/tumbuh-kembang/0-3-bulan",
  "/kalkulator",
  "/tumbuh-kembang/cek",
  "/tanda-bahaya",
  "/imunisasi",
  "/tanya-kami",
  "/tentang-saya",
  "/kontak",
  "/sitemap",
];

/** The SQL that picks the long article: the published one with the longest body. */
export const LONGEST_ARTICLE_SQL =
  "SELECT id FROM articles WHERE published_at IS NOT NULL AND published_at <= CAST(unixepoch('subsec') * 1000 AS INTEGER) ORDER BY length(content) DESC, id LIMIT 1";

/** Bytes as KB (1024) with one decimal. */
export const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);
