import { SITE_NAME } from "~/messages";

/** What a card shows of an article, wherever it is listed. */
export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  featured: boolean;
  tags: string[];
  authorName: string;
}

/** An article as its card shows it: the summary with its date already formatted. */
export interface ArticleCardData extends ArticleSummary {
  /** Already formatted in id-ID, or the spec's fallback. */
  date: string;
}

/** Articles per list page: three rows of three cards keeps the page light on a phone. */
export const ARTICLES_PER_PAGE = 9;
export const FEATURED_ON_HOME = 3;
export const POPULAR_IN_SIDEBAR = 5;
export const RELATED_ARTICLES = 3;
export const TAGS_ON_CARD = 3;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_COMMENT_LENGTH = 2000;

/** The stock picture shown when an article has no image of its own. */
export const FALLBACK_ARTICLE_IMAGE = "/images/article-placeholder.svg";

/** Author shown on an article: the author's profile name, else the author text, else the team. */
export function authorName(profileName: string | null | undefined, authorText: string | null | undefined): string {
  return profileName?.trim() || authorText?.trim() || `Tim ${SITE_NAME}`;
}

/** A page number from the query string: whole, at least 1, capped so OFFSET stays sane. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function pageCount(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Page links to show: first, last, and the current page with its neighbours, with null for a gap.
 * E.g. page 5 of 9 -> [1, null, 4, 5, 6, null, 9].
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

/** A numeric article id from the URL, or null for anything else. */
export function parseArticleId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** The article id of an article page's path (`/artikel/12`), or null for any other path. */
export function articleIdOfPath(pathname: string): number | null {
  return parseArticleId(/^\/artikel\/([^/]+)$/.exec(pathname)?.[1]);
}

/** "native" is the phone's own share sheet (Web Share API), where it exists. */
export type SharePlatform = "whatsapp" | "facebook" | "x" | "copy" | "native";
export const SHARE_PLATFORMS: readonly SharePlatform[] = ["whatsapp", "facebook", "x", "copy", "native"];

/** Where each share button leads (SPEC section 7); null for copying the link or the share sheet. */
export function shareUrl(platform: SharePlatform, articleUrl: string, title: string): string | null {
  const url = encodeURIComponent(articleUrl);
  switch (platform) {
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${articleUrl}`)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case "x":
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`;
    case "copy":
    case "native":
      return null;
  }
}

export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

/**
 * Tags as the editor sends them: one comma-separated text (the field without JavaScript; the
 * enhanced tag input writes the same field). A tag is added only when it is non-empty and not
 * already present (SPEC section 5), compared without case; inner runs of spaces become one.
 */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(",")) {
    const tag = part.replace(/\s+/g, " ").trim();
    const key = tag.toLocaleLowerCase("id-ID");
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** True when article HTML shows something: text outside the tags, or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b[^>]*\bsrc=/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .trim();
  return text.length > 0;
}

/** How a publish date reads in the admin list: the date, or "Draft" for an unpublished article (SPEC section 3). */
export const DRAFT_LABEL = "Draft";

/**
 * `published_at` (decision 029): set to now when an article is first published, kept when a
 * published article is edited (fixing a typo does not move it to the top of the list), cleared
 * when it goes back to draft.
 */
export function publishedAtFor(status: "published" | "draft", stored: Date | null | undefined, now: Date): Date | null {
  if (status === "draft") return null;
  return stored ?? now;
}
