import { type SQL, sql } from "drizzle-orm";
import {
  answerEntries,
  articleEntries,
  entryRowsJson,
  reversed,
  SEARCH_INDEX_VERSION,
  type SearchableAnswer,
  type SearchableArticle,
} from "../domain/search-index";
import { asTextListFromJson } from "../domain/json";
import { batchable } from "./d1-batch.server";
import type { Db } from "./db.server";

// Keeping the search index (decision 070) in step with the articles: every save and delete
// changes the article and its index entries in one batch, so the index is never half-written;
// `rebuildSql` makes it again from the articles (`npm run search:rebuild`, the seed, the tests).

/** An article id inside a batch: a known id, or the article the batch just inserted. */
export type ArticleIdInBatch = number | "just-inserted";

const idSql = (id: ArticleIdInBatch): SQL => (id === "just-inserted" ? sql`last_insert_rowid()` : sql`${id}`);

/** The statements that take an article's entries out of the index (before it changes or goes). */
export function unindexArticleStatements(db: Db, id: number) {
  const entriesOfArticle = sql`(select entry from search_entries where article_id = ${id})`;
  return [
    batchable(db, db.run(sql`update search_vocabulary set articles = articles - 1 where entry in ${entriesOfArticle}`)),
    batchable(db, db.run(sql`delete from search_vocabulary where articles <= 0 and entry in ${entriesOfArticle}`)),
    batchable(db, db.run(sql`delete from search_entries where article_id = ${id}`)),
  ] as const;
}

/**
 * The statements that put an article's entries into the index. Written only while the article
 * exists (an update of an article deleted meanwhile writes nothing); the tables are WITHOUT
 * ROWID, so last_insert_rowid() stays the article's for the audit row after them.
 */
export function indexArticleStatements(db: Db, id: ArticleIdInBatch, article: SearchableArticle) {
  const rows = entryRowsJson(articleEntries(article));
  const articleId = idSql(id);
  const exists = sql`exists (select 1 from articles where id = ${articleId})`;
  return [
    batchable(
      db,
      db.run(
        sql`insert into search_entries (entry, article_id, weight) select value->>0, ${articleId}, value->>1 from json_each(${rows}) where ${exists}`,
      ),
    ),
    batchable(
      db,
      db.run(
        sql`insert into search_vocabulary (entry, backwards, articles) select value->>0, value->>2, 1 from json_each(${rows}) where ${exists} on conflict (entry) do update set articles = articles + 1`,
      ),
    ),
  ] as const;
}

/**
 * The statements that re-index a Tanya Jawab answer (issue 39, decision 081), named by its
 * question, after the save's upsert in the same batch: its old entries out, the new ones in, the
 * vocabulary's counts kept (an answer is a document as an article is). Each is written only if
 * that upsert wrote the answer (its `updated_at` is the save's `writtenAt`): a refused save
 * leaves the index as it was.
 */
export function reindexAnswerStatements(db: Db, questionId: number, writtenAt: number, answer: SearchableAnswer) {
  const id = sql`(select id from qa_entries where question_id = ${questionId})`;
  const written = sql`exists (select 1 from qa_entries where question_id = ${questionId} and updated_at = ${writtenAt})`;
  const entriesOfAnswer = sql`(select entry from qa_search_entries where qa_id = ${id})`;
  const rows = entryRowsJson(answerEntries(answer));
  return [
    batchable(
      db,
      db.run(
        sql`update search_vocabulary set articles = articles - 1 where entry in ${entriesOfAnswer} and ${written}`,
      ),
    ),
    batchable(
      db,
      db.run(sql`delete from search_vocabulary where articles <= 0 and entry in ${entriesOfAnswer} and ${written}`),
    ),
    batchable(db, db.run(sql`delete from qa_search_entries where qa_id = ${id} and ${written}`)),
    batchable(
      db,
      db.run(
        sql`insert into qa_search_entries (entry, qa_id, weight) select value->>0, ${id}, value->>1 from json_each(${rows}) where ${written}`,
      ),
    ),
    batchable(
      db,
      db.run(
        sql`insert into search_vocabulary (entry, backwards, articles) select value->>0, value->>2, 1 from json_each(${rows}) where ${written} on conflict (entry) do update set articles = articles + 1`,
      ),
    ),
  ] as const;
}

/** Keeps the number of articles in search_meta (after a create or a delete, in its batch). */
export function countArticlesStatement(db: Db) {
  return batchable(db, db.run(sql.raw(COUNT_ARTICLES_SQL)));
}

/**
 * The number of documents the vocabulary counts: articles and Tanya Jawab answers (the name
 * "articles" is the index's first use; the rarity of a word is among all of them).
 */
const COUNT_ARTICLES_SQL =
  "insert into search_meta (name, value) values ('articles', (select count(*) from articles) + (select count(*) from qa_entries)) on conflict (name) do update set value = excluded.value";

/** Statements re-indexing an article that exists: out with the old entries, in with the new. */
export function reindexArticleStatements(db: Db, id: number, article: SearchableArticle) {
  return [...unindexArticleStatements(db, id), ...indexArticleStatements(db, id, article)] as const;
}

/** An article as stored, for a rebuild: tags as the stored JSON text. */
export interface StoredArticle {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  tags: string | readonly string[] | null;
  content: string;
  /** Milliseconds; a re-index writes only while the article is still as read. */
  updated_at?: number | null;
}

/** The JSON text of an SQL statement, as an SQL string literal. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Bytes of JSON per INSERT in a rebuild: well under D1's 100 KB a statement, and short, because
 * wrangler's local statement splitter takes time quadratic in a quoted string's length (at 60 KB
 * a string, splitting took 7 times as long as at 6 KB).
 */
const REBUILD_CHUNK_BYTES = 8_000;

const utf8 = new TextEncoder();

function chunkedInserts(head: string, rows: unknown[][]): string[] {
  const statements: string[] = [];
  let chunk: unknown[][] = [];
  let bytes = 0;
  const flush = () => {
    if (chunk.length > 0) statements.push(`${head} from json_each(${literal(JSON.stringify(chunk))});`);
    chunk = [];
    bytes = 0;
  };
  for (const row of rows) {
    const size = utf8.encode(JSON.stringify(row)).length + 1;
    if (bytes + size > REBUILD_CHUNK_BYTES) flush();
    chunk.push(row);
    bytes += size;
  }
  flush();
  return statements;
}

function entriesOf(article: StoredArticle) {
  return articleEntries({ ...article, tags: asTextListFromJson(article.tags), html: article.content });
}

const metaSql = () => [
  `${COUNT_ARTICLES_SQL};`,
  `insert into search_meta (name, value) values ('version', ${SEARCH_INDEX_VERSION}) on conflict (name) do update set value = excluded.value;`,
];

/** A Tanya Jawab answer as stored, for a rebuild (issue 39). */
export interface StoredAnswer extends SearchableAnswer {
  id: number;
  /** Milliseconds; a re-index writes only while the answer is still as read. */
  updated_at?: number | null;
}

/**
 * The SQL that makes the whole index again from these articles and answers (every one there
 * is): the old index emptied, each document's entries, and the vocabulary with its counts. Plain
 * SQL text, so the Worker runs it as a batch and `npm run search:rebuild` as a file through
 * wrangler.
 */
export function rebuildSql(articles: readonly StoredArticle[], answers: readonly StoredAnswer[] = []): string[] {
  const entryRows: unknown[][] = [];
  const answerRows: unknown[][] = [];
  const counts = new Map<string, number>();
  for (const article of articles) {
    for (const [entry, weight] of entriesOf(article)) {
      entryRows.push([entry, article.id, weight]);
      counts.set(entry, (counts.get(entry) ?? 0) + 1);
    }
  }
  for (const answer of answers) {
    for (const [entry, weight] of answerEntries(answer)) {
      answerRows.push([entry, answer.id, weight]);
      counts.set(entry, (counts.get(entry) ?? 0) + 1);
    }
  }
  const vocabularyRows = Array.from(counts, ([entry, count]) => [entry, reversed(entry), count]);
  return [
    "delete from search_entries;",
    "delete from qa_search_entries;",
    "delete from search_vocabulary;",
    ...chunkedInserts(
      "insert into search_entries (entry, article_id, weight) select value->>0, value->>1, value->>2",
      entryRows,
    ),
    ...chunkedInserts(
      "insert into qa_search_entries (entry, qa_id, weight) select value->>0, value->>1, value->>2",
      answerRows,
    ),
    ...chunkedInserts(
      "insert into search_vocabulary (entry, backwards, articles) select value->>0, value->>1, value->>2",
      vocabularyRows,
    ),
    ...metaSql(),
  ];
}

/**
 * The SQL that re-indexes these articles one by one while the site runs (`npm run deploy`, when
 * the rules changed): each article's old entries out and new ones in, counts kept, every
 * statement written only while the article is still as it was read (same updated_at), so a save
 * or delete made meanwhile by the running Worker, which indexes it itself, is never undone.
 * Nothing is emptied; articles created meanwhile are indexed by their own save.
 */
export function reindexSql(articles: readonly StoredArticle[], answers: readonly StoredAnswer[] = []): string[] {
  const statements: string[] = [];
  for (const answer of answers) {
    const id = Number(answer.id);
    const asRead = `exists (select 1 from qa_entries where id = ${id} and updated_at is ${answer.updated_at == null ? "null" : Number(answer.updated_at)})`;
    const rows = literal(entryRowsJson(answerEntries(answer)));
    statements.push(
      `update search_vocabulary set articles = articles - 1 where entry in (select entry from qa_search_entries where qa_id = ${id}) and ${asRead};`,
      `delete from qa_search_entries where qa_id = ${id} and ${asRead};`,
      `insert into qa_search_entries (entry, qa_id, weight) select value->>0, ${id}, value->>1 from json_each(${rows}) where ${asRead};`,
      `insert into search_vocabulary (entry, backwards, articles) select value->>0, value->>2, 1 from json_each(${rows}) where ${asRead} on conflict (entry) do update set articles = articles + 1;`,
    );
  }
  for (const article of articles) {
    const id = Number(article.id);
    const asRead = `exists (select 1 from articles where id = ${id} and updated_at is ${article.updated_at == null ? "null" : Number(article.updated_at)})`;
    const rows = literal(entryRowsJson(entriesOf(article)));
    statements.push(
      `update search_vocabulary set articles = articles - 1 where entry in (select entry from search_entries where article_id = ${id}) and ${asRead};`,
      `delete from search_entries where article_id = ${id} and ${asRead};`,
      `insert into search_entries (entry, article_id, weight) select value->>0, ${id}, value->>1 from json_each(${rows}) where ${asRead};`,
      `insert into search_vocabulary (entry, backwards, articles) select value->>0, value->>2, 1 from json_each(${rows}) where ${asRead} on conflict (entry) do update set articles = articles + 1;`,
    );
  }
  return [...statements, "delete from search_vocabulary where articles <= 0;", ...metaSql()];
}

/** Every answer as the index reads it (drafts too: what is public is decided when searching). */
export const ANSWERS_FOR_INDEX_SQL = "select id, title, question, answer, category, updated_at from qa_entries";

/** Rebuilds the index from every article and Tanya Jawab answer in the database, in one batch. */
export async function rebuildSearchIndex(d1: D1Database): Promise<void> {
  const [articles, answers] = await d1.batch([
    d1.prepare("select id, title, excerpt, category, tags, content from articles"),
    d1.prepare(ANSWERS_FOR_INDEX_SQL),
  ]);
  await d1.batch(
    rebuildSql((articles?.results ?? []) as StoredArticle[], (answers?.results ?? []) as StoredAnswer[]).map(
      (statement) => d1.prepare(statement),
    ),
  );
}
