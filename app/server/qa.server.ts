import { and, count, desc, eq, isNotNull, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { articles, qaEntries, questions, users } from "~drizzle/schema";
import type { SourceEntry } from "~drizzle/types";
import { readMedicalReview } from "~/domain/medical-review";
import { queryWords, type SearchPlan } from "~/domain/search-query";
import { QA_PAGE_SIZE, QA_RELATED, type QaCategory, type QaStatus } from "~/domain/qa";
import type { QuestionChannel } from "~/domain/questions";
import { isPublished } from "./articles.server";
import type { SessionUser } from "./auth.server";
import { auditEntryIfChanged } from "./audit.server";
import { batchable } from "./d1-batch.server";
import { countArticlesStatement, reindexAnswerStatements } from "./search-index.server";
import {
  answerResultsStatement,
  exactVocabularyStatement,
  searchArticleCountStatement,
  searchPlan,
} from "./search.server";
import type { Db } from "./db.server";

// Tanya Jawab in D1 (issue 39, decision 081). Public reads join the question and show an entry
// only while it is published and the asker's consent stands (`qaVisible`), so withdrawing the
// consent hides it in the same instant, whatever the entry says. The admin's save is one
// guarded statement: it writes only for an answered Ask Us question with a standing consent.

/** An entry public readers may see at `now`. Every public read joins `questions` for it. */
export function qaVisible(now: Date): SQL {
  return and(
    isNotNull(qaEntries.publishedAt),
    lte(qaEntries.publishedAt, now),
    isNotNull(questions.publishConsentAt),
    isNull(questions.publishWithdrawnAt),
    // Only a member consents (decision 080), and only while her account is there to withdraw it.
    isNotNull(questions.userId),
  )!;
}

/** The question and its public version (if any), for the admin's editor: one query. */
export interface QaEditorRow {
  questionId: number;
  userId: string | null;
  channel: QuestionChannel;
  status: "pending" | "answered" | null;
  statusMember: "closed" | null;
  topic: string;
  originalQuestion: string;
  answer: string | null;
  publishConsentAt: Date | null;
  publishWithdrawnAt: Date | null;
  /**
   * Who asked, as the public texts must not show her (decision 081): the name and email she gave
   * when asking, and her account's as they are now. Read for the admin's save only.
   */
  asker: { names: (string | null)[]; emails: (string | null)[] };
  entry: {
    id: number;
    title: string;
    question: string;
    answer: string;
    category: string;
    publishedAt: Date | null;
    reviewerName: string | null;
    reviewerCredential: string | null;
    reviewedAt: string | null;
    sources: SourceEntry[];
    updatedAt: Date;
  } | null;
}

export async function loadQaEditor(db: Db, questionId: number): Promise<QaEditorRow | null> {
  const row = await db
    .select({
      questionId: questions.id,
      userId: questions.userId,
      channel: questions.channel,
      status: questions.status,
      statusMember: questions.statusMember,
      topic: questions.topic,
      originalQuestion: questions.question,
      answer: questions.answer,
      publishConsentAt: questions.publishConsentAt,
      publishWithdrawnAt: questions.publishWithdrawnAt,
      askerName: questions.name,
      askerEmail: questions.email,
      accountName: users.name,
      accountEmail: users.email,
      entryId: qaEntries.id,
      title: qaEntries.title,
      entryQuestion: qaEntries.question,
      entryAnswer: qaEntries.answer,
      category: qaEntries.category,
      publishedAt: qaEntries.publishedAt,
      reviewerName: qaEntries.reviewerName,
      reviewerCredential: qaEntries.reviewerCredential,
      reviewedAt: qaEntries.reviewedAt,
      sources: qaEntries.sources,
      updatedAt: qaEntries.updatedAt,
    })
    .from(questions)
    .leftJoin(qaEntries, eq(qaEntries.questionId, questions.id))
    .leftJoin(users, eq(users.id, questions.userId))
    .where(eq(questions.id, questionId))
    .get();
  if (!row) return null;
  const { entryId, title, entryQuestion, entryAnswer, category, publishedAt, updatedAt, ...rest } = row;
  return {
    questionId: rest.questionId,
    userId: rest.userId,
    channel: rest.channel,
    status: rest.status,
    statusMember: rest.statusMember,
    topic: rest.topic,
    originalQuestion: rest.originalQuestion,
    answer: rest.answer,
    publishConsentAt: rest.publishConsentAt,
    publishWithdrawnAt: rest.publishWithdrawnAt,
    asker: { names: [rest.askerName, rest.accountName], emails: [rest.askerEmail, rest.accountEmail] },
    entry:
      entryId === null
        ? null
        : {
            id: entryId,
            title: title ?? "",
            question: entryQuestion ?? "",
            answer: entryAnswer ?? "",
            category: category ?? "",
            publishedAt,
            reviewerName: rest.reviewerName,
            reviewerCredential: rest.reviewerCredential,
            reviewedAt: rest.reviewedAt,
            sources: rest.sources ?? [],
            updatedAt: updatedAt ?? new Date(0),
          },
  };
}

/** The columns of a save, as stored (review columns from `reviewColumns`). */
export interface QaEntryValues {
  title: string;
  question: string;
  answer: string;
  category: QaCategory;
  status: QaStatus;
  reviewerName: string | null;
  reviewerCredential: string | null;
  reviewedAt: string | null;
  sources: SourceEntry[];
}

/**
 * Writes the public version of question `questionId` and its audit row in one batch; the
 * statement inserts or updates only while the question is an answered Ask Us question whose
 * consent stands (a withdrawal between opening the form and saving it writes nothing). A first
 * publish sets the publish time; later saves keep it; a draft clears it. Returns the entry's id,
 * or null when nothing was written.
 */
export async function saveQaEntry(
  db: Db,
  user: Pick<SessionUser, "id" | "name">,
  questionId: number,
  value: QaEntryValues,
  options: { creating: boolean; now?: Date },
): Promise<number | null> {
  const now = (options.now ?? new Date()).getTime();
  const publishedAt = value.status === "published" ? now : null;
  const upsert = batchable(
    db,
    db.all<{ id: number }>(sql`
    insert into qa_entries (question_id, title, question, answer, category, published_at, reviewer_name,
      reviewer_credential, reviewed_at, sources, updated_at)
    select id, ${value.title}, ${value.question}, ${value.answer}, ${value.category}, ${publishedAt},
      ${value.reviewerName}, ${value.reviewerCredential}, ${value.reviewedAt}, ${JSON.stringify(value.sources)}, ${now}
    from questions
    where id = ${questionId} and channel = 'question' and status = 'answered'
      and publish_consent_at is not null and publish_withdrawn_at is null and user_id is not null
    on conflict (question_id) do update set
      title = excluded.title, question = excluded.question, answer = excluded.answer,
      category = excluded.category,
      published_at = case when excluded.published_at is null then null
        else coalesce(qa_entries.published_at, excluded.published_at) end,
      reviewer_name = excluded.reviewer_name, reviewer_credential = excluded.reviewer_credential,
      reviewed_at = excluded.reviewed_at, sources = excluded.sources, updated_at = excluded.updated_at
    returning id`),
  );
  const audit = auditEntryIfChanged(db, user, {
    action: options.creating ? "create" : "update",
    entity: "qa_entry",
    entityId: questionId,
  });
  // The index after the audit row, which counts the upsert's changes (`changes()`).
  const [rows] = await db.batch([
    upsert,
    audit,
    ...reindexAnswerStatements(db, questionId, now, value),
    ...(options.creating ? [countArticlesStatement(db)] : []),
  ]);
  return rows[0]?.id ?? null;
}

/** One card of the list or of "Tanya Jawab Terkait". */
export interface QaCard {
  id: number;
  title: string;
  /** The start of the edited question (never the original). */
  question: string;
  category: string;
  publishedAt: Date;
}

const cardColumns = {
  id: qaEntries.id,
  title: qaEntries.title,
  question: sql<string>`substr(${qaEntries.question}, 1, 400)`,
  category: qaEntries.category,
  publishedAt: sql<number>`${qaEntries.publishedAt}`,
};

function card(row: { id: number; title: string; question: string; category: string; publishedAt: number }): QaCard {
  return { ...row, publishedAt: new Date(row.publishedAt) };
}

export interface QaListPage {
  items: QaCard[];
  total: number;
  /** Categories that have a public answer, with how many. */
  categories: { name: string; count: number }[];
}

function categoryCountsQuery(db: Db, now: Date) {
  return db
    .select({ name: qaEntries.category, count: count() })
    .from(qaEntries)
    .innerJoin(questions, eq(questions.id, qaEntries.questionId))
    .where(qaVisible(now))
    .groupBy(qaEntries.category);
}

/** What a search of Tanya Jawab says about how it matched (as the article search's notes). */
export interface QaSearchOutcome {
  relaxed: boolean;
  missing: SearchPlan["missing"];
  corrected: SearchPlan["corrected"];
}

/**
 * A page of public answers with the words of `q`, best first (the articles' search, decision
 * 070, over the answers' index), and the categories' counts: two D1 round trips (the words'
 * entries, then the ranked page), one more when a word is in no public document, and one more
 * when no answer had every word.
 */
export async function searchPublicQa(
  db: Db,
  options: { q: string; category: QaCategory | null; page: number; now?: Date },
): Promise<QaListPage & { search: QaSearchOutcome }> {
  const now = options.now ?? new Date();
  const words = queryWords(options.q);
  const [exactRows, documents, categories] = await db.batch([
    exactVocabularyStatement(db, words, now),
    searchArticleCountStatement(db),
    categoryCountsQuery(db, now),
  ]);
  const plan = await searchPlan(db, words, exactRows, Number(documents[0]?.n ?? 0), now);
  const run = async (allWords: boolean) =>
    plan.entries.length === 0
      ? []
      : answerResultsStatement(db, {
          plan,
          allWords,
          category: options.category,
          now,
          limit: QA_PAGE_SIZE,
          offset: (options.page - 1) * QA_PAGE_SIZE,
        });
  let rows = await run(plan.allWords);
  let relaxed = !plan.allWords && plan.entries.length > 0 && words.length > 1;
  if (rows.length === 0 && options.page === 1 && plan.allWords && words.length > 1) {
    rows = await run(false);
    relaxed = rows.length > 0;
  }
  return {
    items: rows.map((row) => card({ ...row, publishedAt: Number(row.publishedAt) })),
    total: Number(rows[0]?.total ?? 0),
    categories,
    search: { relaxed, missing: plan.missing, corrected: plan.corrected },
  };
}

/** One page of public answers, newest first, and the categories' counts: one D1 round trip. */
export async function listPublicQa(
  db: Db,
  options: { category: QaCategory | null; page: number; now?: Date },
): Promise<QaListPage> {
  const now = options.now ?? new Date();
  const visible = qaVisible(now);
  const [rows, categories] = await db.batch([
    db
      .select({ ...cardColumns, total: sql<number>`count(*) over ()` })
      .from(qaEntries)
      .innerJoin(questions, eq(questions.id, qaEntries.questionId))
      .where(and(visible, options.category ? eq(qaEntries.category, options.category) : undefined))
      .orderBy(desc(qaEntries.publishedAt), desc(qaEntries.id))
      .limit(QA_PAGE_SIZE)
      .offset((options.page - 1) * QA_PAGE_SIZE),
    categoryCountsQuery(db, now),
  ]);
  return { items: rows.map(card), total: rows[0]?.total ?? 0, categories };
}

/** An answer page: the entry, related answers and related articles, in one D1 round trip. */
export async function loadQaPage(db: Db, id: number, now = new Date()) {
  const [found, related, relatedArticles] = await db.batch([
    db
      .select({
        id: qaEntries.id,
        title: qaEntries.title,
        question: qaEntries.question,
        answer: qaEntries.answer,
        category: qaEntries.category,
        publishedAt: sql<number>`${qaEntries.publishedAt}`,
        updatedAt: qaEntries.updatedAt,
        reviewerName: qaEntries.reviewerName,
        reviewerCredential: qaEntries.reviewerCredential,
        reviewedAt: qaEntries.reviewedAt,
        sources: qaEntries.sources,
      })
      .from(qaEntries)
      .innerJoin(questions, eq(questions.id, qaEntries.questionId))
      .where(and(eq(qaEntries.id, id), qaVisible(now))),
    // Other public answers of the entry's category (read whatever the entry is: a page that is
    // not public answers 404 and shows none of them).
    db
      .select(cardColumns)
      .from(qaEntries)
      .innerJoin(questions, eq(questions.id, qaEntries.questionId))
      .where(
        and(
          qaVisible(now),
          ne(qaEntries.id, id),
          eq(qaEntries.category, sql`(select category from qa_entries where id = ${id})`),
        ),
      )
      .orderBy(desc(qaEntries.publishedAt), desc(qaEntries.id))
      .limit(QA_RELATED),
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(and(isPublished(now), eq(articles.category, sql`(select category from qa_entries where id = ${id})`)))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(QA_RELATED),
  ]);
  const entry = found[0];
  if (!entry) return null;
  return {
    entry: {
      id: entry.id,
      title: entry.title,
      question: entry.question,
      answer: entry.answer,
      category: entry.category,
      publishedAt: new Date(entry.publishedAt),
      updatedAt: entry.updatedAt,
      review: readMedicalReview(entry),
    },
    related: related.map(card),
    relatedArticles,
  };
}

/** Public answers for the sitemaps, newest first. */
export function sitemapQaQuery(db: Db, now: Date) {
  return db
    .select({ id: qaEntries.id, title: qaEntries.title, updatedAt: qaEntries.updatedAt })
    .from(qaEntries)
    .innerJoin(questions, eq(questions.id, qaEntries.questionId))
    .where(qaVisible(now))
    .orderBy(desc(qaEntries.publishedAt), desc(qaEntries.id));
}
