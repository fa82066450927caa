import { desc, eq, sql } from "drizzle-orm";
import { articleReads, articles, categories, comments, users } from "~drizzle/schema";
import { authorName } from "~/domain/articles";
import { asText } from "~/domain/json";
import { readSources, reviewColumns } from "~/domain/medical-review";
import type { ArticleInput } from "~/schemas/article";
import type { SessionUser } from "./auth.server";
import { auditEntry, auditEntryIfChanged, LAST_INSERTED_ID } from "./audit.server";
import { reviewColumnsOfArticle } from "./articles.server";
import type { Db } from "./db.server";
import {
  countArticlesStatement,
  indexArticleStatements,
  reindexArticleStatements,
  unindexArticleStatements,
} from "./search-index.server";

// Data access of the article editor and the admin panel's article table (issue 13). Every write
// is one db.batch with its audit row: the article, a new category, and the removal of an
// article's comments and reads never happen by halves.

/** The panel's table: drafts first, then newest publish date first. */
export async function listArticlesForAdmin(db: Db) {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      category: articles.category,
      publishedAt: articles.publishedAt,
      author: articles.author,
      profileName: users.name,
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .orderBy(sql`${articles.publishedAt} is null desc`, desc(articles.publishedAt), desc(articles.id));
  return rows.map(({ author, profileName, ...row }) => ({ ...row, authorName: authorName(profileName, author) }));
}

/** An article as the editor shows it, or null. Drafts and future articles too. */
export async function loadArticleForEditor(db: Db, id: number) {
  const row = await db
    .select({
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      content: articles.content,
      category: articles.category,
      tags: articles.tags,
      featured: articles.featured,
      imageUrl: articles.imageUrl,
      publishedAt: articles.publishedAt,
      author: articles.author,
      profileName: users.name,
      ...reviewColumnsOfArticle,
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(eq(articles.id, id))
    .get();
  if (!row) return null;
  const { author, profileName, sources, ...article } = row;
  return {
    ...article,
    tags: Array.isArray(article.tags) ? article.tags : [],
    authorName: authorName(profileName, author),
    reviewerName: asText(article.reviewerName),
    reviewerCredential: asText(article.reviewerCredential),
    reviewedAt: asText(article.reviewedAt),
    sources: readSources(sources).map((source) => ({ citation: source.citation, url: source.url ?? "" })),
  };
}

export type ArticleForEditor = NonNullable<Awaited<ReturnType<typeof loadArticleForEditor>>>;

/** Every category name, A to Z, for the editor's select. */
export async function categoryNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: categories.name }).from(categories).orderBy(categories.name);
  return rows.map((row) => row.name);
}

export type CategoryChoice = { ok: true; name: string; isNew: boolean } | { ok: false; field: string; message: string };

/**
 * The category an article is saved under: a typed new category wins over the select and reuses
 * an existing one that differs only in case ("kehamilan" is "Kehamilan"); a selected one must
 * exist (a forged or since-renamed name is refused, not created).
 */
export async function chooseCategory(
  db: Db,
  value: Pick<ArticleInput, "category" | "newCategory">,
): Promise<CategoryChoice> {
  if (value.newCategory) {
    const name = value.newCategory.replace(/\s+/g, " ");
    const existing = await db
      .select({ name: categories.name })
      .from(categories)
      .where(sql`lower(${categories.name}) = lower(${name})`)
      .get();
    return existing ? { ok: true, name: existing.name, isNew: false } : { ok: true, name, isNew: true };
  }
  const existing = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.name, value.category))
    .get();
  return existing
    ? { ok: true, name: existing.name, isNew: false }
    : {
        ok: false,
        field: "category",
        message: "Kategori tidak ditemukan. Pilih kategori lain atau tulis kategori baru.",
      };
}

interface ArticleWrite {
  value: ArticleInput;
  /** The content after sanitizing. */
  html: string;
  category: { name: string; isNew: boolean };
  imageUrl: string | null;
  publishedAt: Date | null;
}

function articleColumns(write: ArticleWrite) {
  const { value } = write;
  return {
    title: value.title,
    excerpt: value.excerpt,
    content: write.html,
    category: write.category.name,
    tags: value.tags,
    featured: value.featured,
    imageUrl: write.imageUrl,
    publishedAt: write.publishedAt,
    ...reviewColumns(value),
  };
}

/** An article's searchable fields as saved. */
function searchable(write: ArticleWrite) {
  const { value } = write;
  return {
    title: value.title,
    excerpt: value.excerpt,
    category: write.category.name,
    tags: value.tags,
    html: write.html,
  };
}

function newCategoryStatements(db: Db, user: SessionUser, category: ArticleWrite["category"]) {
  if (!category.isNew) return [] as const;
  return [
    db.insert(categories).values({ name: category.name }).onConflictDoNothing(),
    auditEntry(db, user, { action: "create", entity: "category", entityId: category.name }),
  ] as const;
}

/** Creates the article (with a new category if one was typed) and its audit rows; returns the id. */
export async function createArticle(db: Db, user: SessionUser, write: ArticleWrite): Promise<number> {
  const results = await db.batch([
    ...newCategoryStatements(db, user, write.category),
    db
      .insert(articles)
      .values({ ...articleColumns(write), authorId: user.id })
      .returning({ id: articles.id }),
    // Its search entries (tables WITHOUT ROWID: the article stays the last row inserted).
    ...indexArticleStatements(db, "just-inserted", searchable(write)),
    countArticlesStatement(db),
    // The id of the row just inserted, read inside the same batch.
    auditEntry(db, user, { action: "create", entity: "article", entityId: LAST_INSERTED_ID }),
  ]);
  const inserted = results[write.category.isNew ? 2 : 0] as { id: number }[];
  return inserted[0]!.id;
}

/** Updates the article and writes its audit rows; false when the article is gone. */
export async function updateArticle(db: Db, user: SessionUser, id: number, write: ArticleWrite): Promise<boolean> {
  const results = await db.batch([
    ...newCategoryStatements(db, user, write.category),
    db
      .update(articles)
      .set({ ...articleColumns(write), updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning({ id: articles.id }),
    // Only if the article was still there to update.
    auditEntryIfChanged(db, user, { action: "update", entity: "article", entityId: id }),
    ...reindexArticleStatements(db, id, searchable(write)),
  ]);
  const updated = results[write.category.isNew ? 2 : 0] as { id: number }[];
  return updated.length > 0;
}

/**
 * Deletes the article with its comments and reads in one batch (the foreign keys cascade too;
 * the explicit deletes keep it so even where they are off). Returns the image address the
 * article had, to remove from storage afterwards, or null when there was no such article.
 */
export async function deleteArticle(
  db: Db,
  user: SessionUser,
  id: number,
): Promise<{ imageUrl: string | null } | null> {
  const [, , , , , deleted] = await db.batch([
    ...unindexArticleStatements(db, id),
    db.delete(comments).where(eq(comments.articleId, id)),
    db.delete(articleReads).where(eq(articleReads.articleId, id)),
    db.delete(articles).where(eq(articles.id, id)).returning({ imageUrl: articles.imageUrl }),
    auditEntryIfChanged(db, user, { action: "delete", entity: "article", entityId: id }),
    countArticlesStatement(db),
  ]);
  return deleted[0] ? { imageUrl: deleted[0].imageUrl } : null;
}

/** Our stored article images (each article's main image), newest first, for the editor's image picker. */
export async function articleImageChoices(db: Db, limit = 30) {
  const rows = await db
    .select({ url: articles.imageUrl, title: articles.title })
    .from(articles)
    .where(sql`${articles.imageUrl} like '/gambar/%'`)
    .orderBy(desc(articles.id))
    .limit(limit);
  return rows.flatMap((row) => (row.url ? [{ url: row.url, label: `Gambar utama: ${row.title}` }] : []));
}

/**
 * True when an article's content shows the image (the editor lets an article reuse another's main
 * image): such an image is kept in storage when its own article replaces or deletes it.
 */
export async function imageShownInContent(db: Db, url: string | null): Promise<boolean> {
  if (!url) return false;
  const row = await db
    .select({ id: articles.id })
    .from(articles)
    .where(sql`instr(${articles.content}, ${`src="${url}"`}) > 0`)
    .limit(1)
    .get();
  return Boolean(row);
}
