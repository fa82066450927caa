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
import { asTextListFromJson } from "~/domain/json";
import { textOfHtml } from "~/domain/search-index";
import { markWords, queryWords, snippetOf, type TextPiece, wordWeigher } from "~/domain/search-query";
import { readMedicalReview } from "~/domain/medical-review";
import { qaLead } from "~/domain/qa";

/** Tanya Jawab answers shown above the first page of an article search (issue 39). */
export const ANSWERS_IN_ARTICLE_SEARCH = 3;
import { messages } from "~/messages";
import type { Db } from "./db.server";
import {
  type AnswerSearchRow,
  answerResultsStatement,
  searchArticleCountStatement,
  exactVocabularyStatement,
  resultsStatement,
  searchPlan,
  type SearchRow,
} from "./search.server";

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
 * Everything the article list shows: the page of cards, their total, the categories with counts,
 * and the popular (featured) sidebar. One D1 round trip without a search; with one, two (the
 * words' index entries, then the ranked page: decision 070), and one more each when a word is
 * in no article (the words one typo away), when every word was required and no article had them
 * all, or when the page asked for is past the last.
 */
export async function loadArticleList(db: Db, query: ArticleListQuery, now: Date) {
  if (query.q) return searchArticleList(db, query, now);
  const where = and(isPublished(now), query.category ? eq(articles.category, query.category) : undefined);
  const [rows, totals, categoryRows, popular] = await db.batch([
    cards(db)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(ARTICLES_PER_PAGE)
      .offset((query.page - 1) * ARTICLES_PER_PAGE),
    db.select({ n: count() }).from(articles).where(where),
    categoriesStatement(db, now),
    featuredQuery(db, now, POPULAR_IN_SIDEBAR),
  ]);
  return {
    articles: rows.map(toCard),
    total: totals[0]?.n ?? 0,
    ...sidebar(categoryRows, popular),
    search: null,
    answers: [],
    answerTotal: 0,
  };
}

function categoriesStatement(db: Db, now: Date) {
  return db
    .select({ name: categories.name, n: sql<number>`count(${articles.id})` })
    .from(categories)
    .leftJoin(articles, and(eq(articles.category, categories.name), isPublished(now)))
    .groupBy(categories.name)
    .orderBy(asc(categories.name));
}

function sidebar(categoryRows: { name: string; n: number }[], popular: { id: number; title: string }[]) {
  const categoryCounts = categoryRows.map((row) => ({ name: row.name, count: Number(row.n) }));
  return {
    categories: categoryCounts,
    allCount: categoryCounts.reduce((sum, c) => sum + c.count, 0),
    popular: popular.map(({ id, title }) => ({ id, title })),
  };
}

/** What a search adds to the list: how it matched, and where the words stand in each card. */
export interface SearchOutcome {
  /** No article had every word: the list shows articles with some of them. */
  relaxed: boolean;
  /** Words in no article. */
  missing: string[];
  /** Words in no article, searched as the nearest words that are. */
  corrected: { typed: string; used: string[] }[];
  /** Per card (by id): its title and a passage, cut into pieces with the matched words marked. */
  marks: Record<number, { title: TextPiece[]; snippet: TextPiece[] | null }>;
}

async function searchArticleList(db: Db, query: ArticleListQuery, now: Date) {
  const words = queryWords(query.q);
  const [exactRows, totalArticles, categoryRows, popular] = await db.batch([
    exactVocabularyStatement(db, words, now),
    searchArticleCountStatement(db),
    categoriesStatement(db, now),
    featuredQuery(db, now, POPULAR_IN_SIDEBAR),
  ]);
  const plan = await searchPlan(db, words, exactRows, Number(totalArticles[0]?.n ?? 0), now);
  const offset = (query.page - 1) * ARTICLES_PER_PAGE;
  // Tanya Jawab's answers with the words (issue 39), in the same round trip as the first page of
  // articles of no category (an answer's category is an Ask Us topic, not an article's).
  const withAnswers = offset === 0 && query.category === null;
  const results = async (allWords: boolean) => {
    if (plan.entries.length === 0) return { rows: [] as SearchRow[], total: 0, answers: [] as AnswerSearchRow[] };
    const ask = { plan, allWords, category: query.category, now };
    const page = resultsStatement(db, { ...ask, limit: ARTICLES_PER_PAGE, offset });
    if (withAnswers) {
      const answerPage = answerResultsStatement(db, { ...ask, limit: ANSWERS_IN_ARTICLE_SEARCH, offset: 0 });
      const [rows, answers] = await db.batch([page, answerPage]);
      return { rows, total: Number(rows[0]?.total ?? 0), answers };
    }
    const rows = await page;
    if (rows.length > 0 || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0), answers: [] };
    // Past the last page: the total alone, for the list to send the reader to the last page.
    const first = await resultsStatement(db, { ...ask, limit: 1, offset: 0 });
    return { rows, total: Number(first[0]?.total ?? 0), answers: [] };
  };
  let found = await results(plan.allWords);
  let relaxed = !plan.allWords && plan.entries.length > 0 && words.length > 1;
  if (found.total === 0 && plan.allWords && words.length > 1) {
    found = await results(false);
    relaxed = found.total > 0;
  }
  const weigh = wordWeigher(plan);
  const marks: SearchOutcome["marks"] = {};
  for (const row of found.rows) {
    marks[row.id] = {
      title: markWords(row.title, weigh),
      snippet: snippetOf([row.excerpt, textOfHtml(row.content)], weigh),
    };
  }
  const search: SearchOutcome = { relaxed, missing: plan.missing, corrected: plan.corrected, marks };
  const answers = found.answers.map((row) => ({
    id: row.id,
    title: row.title,
    lead: qaLead(row.question),
    category: row.category,
  }));
  return {
    answers,
    answerTotal: Number(found.answers[0]?.total ?? 0),
    articles: found.rows.map(searchRowToCard),
    total: found.total,
    ...sidebar(categoryRows, popular),
    search,
  };
}

function searchRowToCard(row: SearchRow): ArticleCard {
  return toCard({
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    imageUrl: row.imageUrl,
    featured: Boolean(row.featured),
    tags: asTextListFromJson(row.tags),
    publishedAt: row.publishedAt === null ? null : new Date(Number(row.publishedAt)),
    author: row.author,
    profileName: row.profileName,
  });
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
