import { and, asc, count, desc, eq, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import { articles, categories, comments, users } from "~drizzle/schema";
import type { ArticleCardData } from "~/domain/articles";
import {
  ARTICLES_PER_PAGE,
  authorName,
  FEATURED_ON_HOME,
  POPULAR_IN_SIDEBAR,
  RELATED_ARTICLES,
  type ArticleSummary,
} from "~/domain/articles";
import { formatInstantDate } from "~/domain/dates";
import {
  LIKE_ESCAPE,
  SPACE_COLLAPSE_PASSES,
  sqlStringLiteral,
  WORD_SEPARATORS,
  wordStartPattern,
} from "~/domain/search";
import { readMedicalReview } from "~/domain/medical-review";
import { messages } from "~/messages";
import type { Db } from "./db.server";

/** Public pages show only articles whose publish time has come. */
export function isPublished(now: Date): SQL {
  return and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now))!;
}

/** An article's review columns; sources as stored text (readSources parses it, so a malformed value breaks nothing). */
export const reviewColumnsOfArticle = {
  reviewerName: articles.reviewerName,
  reviewerCredential: articles.reviewerCredential,
  reviewedAt: articles.reviewedAt,
  sources: sql<string>`${articles.sources}`,
};

const cardColumns = {
  id: articles.id,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  imageUrl: articles.imageUrl,
  featured: articles.featured,
  tags: articles.tags,
  publishedAt: articles.publishedAt,
  author: articles.author,
  profileName: users.name,
};

export interface ArticleCard extends ArticleSummary {
  publishedAt: Date | null;
}

/** A card as selected: the author fallback chain is resolved in toCard. */
type CardRow = Omit<ArticleCard, "authorName"> & { author: string | null; profileName: string | null };

function toCard(row: CardRow): ArticleCard {
  const { author, profileName, ...rest } = row;
  return { ...rest, tags: Array.isArray(rest.tags) ? rest.tags : [], authorName: authorName(profileName, author) };
}

function cards(db: Db) {
  return db.select(cardColumns).from(articles).leftJoin(users, eq(users.id, articles.authorId));
}

function featuredQuery(db: Db, now: Date, limit: number) {
  return cards(db)
    .where(and(isPublished(now), eq(articles.featured, true)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

/** Up to three featured articles for the home page. */
export function featuredForHome(db: Db, now: Date) {
  return featuredQuery(db, now, FEATURED_ON_HOME);
}

export const toArticleCards = (rows: CardRow[]) => rows.map(toCard);

/** The publish date as readers see it (id-ID, Jakarta), or the spec's fallback. */
export function publishedLabel(publishedAt: Date | null): string {
  return publishedAt ? formatInstantDate(publishedAt) : messages.articles.noDate;
}

/** A card as the page renders it: dates already formatted on the server. */
export function cardForDisplay({ publishedAt, ...card }: ArticleCard): ArticleCardData {
  return { ...card, date: publishedLabel(publishedAt) };
}

export interface ArticleListQuery {
  q: string;
  category: string | null;
  page: number;
}

/**
 * The column as words for matching: lower-cased, separators turned into spaces, runs of spaces
 * collapsed, with one space in front so that "a word starts here" is always " " + word.
 * Separators are constants from the code, written as SQL literals; only the query is bound.
 */
function searchableWords(column: typeof articles.title | typeof articles.excerpt): SQL {
  let words = sql`lower(${column})`;
  for (const separator of WORD_SEPARATORS) words = sql`replace(${words}, ${sql.raw(sqlStringLiteral(separator))}, ' ')`;
  for (let pass = 0; pass < SPACE_COLLAPSE_PASSES; pass++) words = sql`replace(${words}, '  ', ' ')`;
  return sql`(' ' || ${words})`;
}

/**
 * Text search over title and excerpt, case-insensitive, at word starts (decision 016): "ASI"
 * finds "(ASI)" but not "informasi". `%` and `_` in the query are escaped, so they are plain
 * characters; a query with no word in it finds nothing.
 */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = wordStartPattern(q);
  if (!pattern) return sql`0`;
  const likeEscape = sql.raw(sqlStringLiteral(LIKE_ESCAPE));
  return sql`(${searchableWords(articles.title)} like lower(${pattern}) escape ${likeEscape} or ${searchableWords(articles.excerpt)} like lower(${pattern}) escape ${likeEscape})`;
}

/**
 * Everything the article list shows, in one D1 round trip: the page of cards, their total, the
 * categories with counts, and the popular (featured) sidebar.
 */
export async function loadArticleList(db: Db, query: ArticleListQuery, now: Date) {
  const where = and(
    isPublished(now),
    searchCondition(query.q),
    query.category ? eq(articles.category, query.category) : undefined,
  );
  const [rows, totals, categoryRows, popular] = await db.batch([
    cards(db)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(ARTICLES_PER_PAGE)
      .offset((query.page - 1) * ARTICLES_PER_PAGE),
    db.select({ n: count() }).from(articles).where(where),
    db
      .select({ name: categories.name, n: sql<number>`count(${articles.id})` })
      .from(categories)
      .leftJoin(articles, and(eq(articles.category, categories.name), isPublished(now)))
      .groupBy(categories.name)
      .orderBy(asc(categories.name)),
    featuredQuery(db, now, POPULAR_IN_SIDEBAR),
  ]);
  const categoryCounts = categoryRows.map((row) => ({ name: row.name, count: Number(row.n) }));
  return {
    articles: rows.map(toCard),
    total: totals[0]?.n ?? 0,
    categories: categoryCounts,
    allCount: categoryCounts.reduce((sum, c) => sum + c.count, 0),
    popular: popular.map(({ id, title }) => ({ id, title })),
  };
}

/**
 * An article with its comments and related articles in one D1 round trip, reads only: the
 * reading is counted through the counts queue (`sendCount`, decision 067), never here.
 */
export async function loadArticlePage(db: Db, id: number, now: Date) {
  return articlePage(await db.batch(articlePageQueries(db, id, now)));
}

function articlePageQueries(db: Db, id: number, now: Date) {
  return [
    db
      .select({
        id: articles.id,
        title: articles.title,
        excerpt: articles.excerpt,
        content: articles.content,
        category: articles.category,
        imageUrl: articles.imageUrl,
        featured: articles.featured,
        tags: articles.tags,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
        author: articles.author,
        profileName: users.name,
        views: articles.views,
        shares: articles.shares,
        ...reviewColumnsOfArticle,
      })
      .from(articles)
      .leftJoin(users, eq(users.id, articles.authorId))
      .where(and(eq(articles.id, id), isPublished(now))),
    db
      .select({
        id: comments.id,
        userId: comments.userId,
        content: comments.content,
        displayName: comments.commenterDisplayName,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(articles, and(eq(articles.id, comments.articleId), isPublished(now)))
      .where(eq(comments.articleId, id))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({ id: articles.id, title: articles.title, imageUrl: articles.imageUrl, category: articles.category })
      .from(articles)
      .where(
        and(
          isPublished(now),
          ne(articles.id, id),
          eq(articles.category, sql`(select ${articles.category} from ${articles} where ${articles.id} = ${id})`),
        ),
      )
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(RELATED_ARTICLES),
  ] as const;
}

type ArticlePageRows = readonly [
  Awaited<ReturnType<typeof articlePageQueries>[0]>,
  Awaited<ReturnType<typeof articlePageQueries>[1]>,
  Awaited<ReturnType<typeof articlePageQueries>[2]>,
];

function articlePage([found, commentRows, related]: ArticlePageRows) {
  const row = found[0];
  if (!row) return null;
  const { author, profileName, reviewerName, reviewerCredential, reviewedAt, sources, ...article } = row;
  return {
    article: {
      ...article,
      tags: Array.isArray(article.tags) ? article.tags : [],
      authorName: authorName(profileName, author),
      review: readMedicalReview({ reviewerName, reviewerCredential, reviewedAt, sources }),
    },
    comments: commentRows,
    related,
  };
}

/** Title and share count of a public article (for share texts), or null. */
export async function publicArticleTitle(
  db: Db,
  id: number,
  now: Date,
): Promise<{ title: string; shares: number } | null> {
  const row = await db
    .select({ title: articles.title, shares: articles.shares })
    .from(articles)
    .where(and(eq(articles.id, id), isPublished(now)))
    .get();
  return row ?? null;
}
