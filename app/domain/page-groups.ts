/**
 * What each public page shows, in groups a save can retire in the edge cache (issue 32,
 * decision 068, replacing decision 040's one version for every page). A stored page's key holds
 * the current version of every group it belongs to; a save writes a new version of the groups it
 * changed, so only those pages are rendered again.
 *
 * - `site`: every page (the footer's info, shown on all of them).
 * - `articles`: every article page and what lists articles (the list, the home page's featured
 *   cards, the sitemap): titles, pictures and related articles cross pages.
 * - `article:<id>`: one article page (its comments and counts).
 * - `home`: the home page's hero.
 * - `growth`: the growth guides, the growth check and the sitemap.
 * - `pages`: every other page (about, contact, Ask Us, legal pages, calculators, danger signs).
 */
export type PageGroup = "site" | "articles" | "home" | "growth" | "pages" | `article:${number}`;

/** The groups of the page at `pathname` (the address of a cached anonymous GET). */
export function groupsOfPage(pathname: string): PageGroup[] {
  const path = pathname.replace(/\/+$/, "") || "/";
  const article = /^\/artikel\/([1-9]\d{0,15})$/.exec(path);
  if (article) return ["site", "articles", `article:${Number(article[1])}`];
  if (path === "/") return ["site", "articles", "home"];
  if (path === "/artikel") return ["site", "articles"];
  if (path === "/sitemap" || path === "/sitemap.xml") return ["site", "articles", "growth"];
  if (path === "/tumbuh-kembang" || path.startsWith("/tumbuh-kembang/")) return ["site", "growth"];
  return ["site", "pages"];
}

/** Cloudflare cache tag of a group, for the purge by tag in every data centre. */
export function groupTag(group: PageGroup): string {
  return group === "site" ? "bidanku-pages" : `bidanku-${group.replace(":", "-")}`;
}
