import { articleIdOfPath } from "./articles";

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
 * - (the sitemap also shows the legal pages' dates: it is in `pages` too.)
 * - `qa`: Tanya Jawab, its list and every answer page (an answer's title shows on the others), and
 *   the sitemap; an answer page shows related articles, so it is in `articles` too (issue 39).
 * - `pages`: every other page (about, contact, Ask Us, legal pages, calculators, danger signs).
 */
export type PageGroup = "site" | "articles" | "home" | "growth" | "qa" | "pages" | `article:${number}`;

/** The groups of the page at `pathname` (the address of a cached anonymous GET). */
export function groupsOfPage(pathname: string): PageGroup[] {
  const path = pathname.replace(/\/+$/, "") || "/";
  const article = articleIdOfPath(path);
  if (article !== null) return ["site", "articles", `article:${article}`];
  if (path === "/") return ["site", "articles", "home"];
  // The article list's search also shows Tanya Jawab's answers (issue 39).
  if (path === "/artikel") return ["site", "articles", "qa"];
  if (path === "/sitemap" || path === "/sitemap.xml") return ["site", "articles", "growth", "qa", "pages"];
  if (path === "/tanya-jawab") return ["site", "qa"];
  if (path.startsWith("/tanya-jawab/")) return ["site", "articles", "qa"];
  if (path === "/tumbuh-kembang" || path.startsWith("/tumbuh-kembang/")) return ["site", "growth"];
  return ["site", "pages"];
}

/** Cloudflare cache tag of a group, for the purge by tag in every data centre: one per group. */
export function groupTag(group: PageGroup): string {
  if (group === "site") return "bidanku-pages";
  if (group === "pages") return "bidanku-other-pages";
  return `bidanku-${group.replace(":", "-")}`;
}
