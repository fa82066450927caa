import { asc, desc } from "drizzle-orm";
import { articles, babyGrowthData, legalPages } from "~drizzle/schema";
import type { LegalPageId } from "~drizzle/types";
import { sortGuidesByAge } from "~/domain/growth";
// HTML escaping (numeric &#39; for apostrophes) is valid XML too.
import { escapeHtml } from "~/domain/html";
import { isPublished } from "./articles.server";
import { sitemapQaQuery } from "./qa.server";
import type { Db } from "./db.server";

// Data and text for the three sitemap answers: the /sitemap page, /sitemap.xml and /robots.txt.

export interface SitemapArticle {
  id: number;
  title: string;
  updatedAt: Date;
}

export interface SitemapGuide {
  id: string;
  title: string;
  updatedAt: Date;
}

export interface SitemapContent {
  /** Published articles only, newest first. */
  articles: SitemapArticle[];
  /** Public answers of Tanya Jawab (published, consent standing), newest first. */
  answers: SitemapArticle[];
  /** Growth guides from the youngest age group to the oldest. */
  guides: SitemapGuide[];
  legalUpdatedAt: Partial<Record<LegalPageId, Date>>;
}

/** Where each stored legal page is shown; the ids are fixed by the schema's check. */
export const LEGAL_PAGE_PATHS: Record<LegalPageId, string> = {
  "privacy-policy": "/kebijakan-privasi",
  disclaimer: "/disclaimer",
};

/**
 * Public pages that exist whatever the data holds. Account pages and the admin area are left
 * out on purpose: they are useless (or closed) to a crawler. A sitemap must only list addresses
 * that answer 200.
 */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/artikel",
  "/tumbuh-kembang",
  "/tumbuh-kembang/cek",
  "/kalkulator",
  "/tanda-bahaya",
  "/imunisasi",
  "/perkembangan",
  "/tanya-kami",
  "/tanya-jawab",
  "/tentang-saya",
  "/kontak",
  "/sitemap",
] as const;

/** Paths crawlers should leave alone: private areas, dev/test helpers and one-time mail links. */
export const ROBOTS_DISALLOW = [
  "/admin",
  "/dashboard",
  "/__dev",
  "/__test",
  "/atur-ulang-password",
  "/verifikasi-email",
] as const;

/**
 * Everything the sitemaps list, in one D1 round trip. An article counts as published only once
 * its publish time has passed, so drafts and scheduled articles never leak through a sitemap.
 */
export async function loadSitemapContent(db: Db, now: Date = new Date()): Promise<SitemapContent> {
  const [articleRows, guideRows, legalRows, answerRows] = await db.batch([
    db
      .select({ id: articles.id, title: articles.title, updatedAt: articles.updatedAt })
      .from(articles)
      .where(isPublished(now))
      .orderBy(desc(articles.publishedAt), desc(articles.id)),
    db
      .select({ id: babyGrowthData.id, title: babyGrowthData.title, updatedAt: babyGrowthData.updatedAt })
      .from(babyGrowthData)
      .orderBy(asc(babyGrowthData.id)),
    db.select({ id: legalPages.id, updatedAt: legalPages.updatedAt }).from(legalPages),
    sitemapQaQuery(db, now),
  ]);
  const legalUpdatedAt: SitemapContent["legalUpdatedAt"] = {};
  for (const row of legalRows) legalUpdatedAt[row.id] = row.updatedAt;
  return { articles: articleRows, answers: answerRows, guides: sortGuidesByAge(guideRows), legalUpdatedAt };
}

/**
 * lastmod as a UTC calendar date. A date without a zone is commonly read as UTC; the Jakarta date
 * (UTC+7) would then look like tomorrow for seven hours of every day.
 */
function lastmod(date: Date | undefined): string | null {
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
}

export function buildSitemapXml(origin: string, content: SitemapContent): string {
  const entries: { path: string; lastmod: string | null }[] = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path, lastmod: null })),
    ...Object.entries(LEGAL_PAGE_PATHS).map(([id, path]) => ({
      path,
      lastmod: lastmod(content.legalUpdatedAt[id as LegalPageId]),
    })),
    ...content.articles.map((article) => ({ path: `/artikel/${article.id}`, lastmod: lastmod(article.updatedAt) })),
    ...content.answers.map((answer) => ({ path: `/tanya-jawab/${answer.id}`, lastmod: lastmod(answer.updatedAt) })),
    ...content.guides.map((guide) => ({
      // Guide ids are checked to [a-z0-9-] by the schema; encoding still keeps a URL valid if that ever changes.
      path: `/tumbuh-kembang/${encodeURIComponent(guide.id)}`,
      lastmod: lastmod(guide.updatedAt),
    })),
  ];
  const urls = entries.map((entry) => {
    const loc = `    <loc>${escapeHtml(`${origin}${entry.path}`)}</loc>`;
    const mod = entry.lastmod ? `\n    <lastmod>${entry.lastmod}</lastmod>` : "";
    return `  <url>\n${loc}${mod}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
