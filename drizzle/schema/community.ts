import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { CalculatorInput, CalculatorResult, CalculatorType, ConversationMessage, QuestionStatus } from "../types";
import { createdAt, medicalReviewColumns, updatedAt } from "./columns";
import { users } from "./auth";
import { articles } from "./content";

export const comments = sqliteTable(
  "comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** Masked name stored at write time (SPEC section 9), so readers never see the full name. */
    commenterDisplayName: text("commenter_display_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("comments_content_check", sql`length(trim(${t.content})) > 0`),
    index("comments_article_id_created_at_idx").on(t.articleId, t.createdAt),
    index("comments_user_id_idx").on(t.userId),
  ],
);

export const articleReads = sqliteTable(
  "article_reads",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] }), index("article_reads_article_id_idx").on(t.articleId)],
);

export const questions = sqliteTable(
  "questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Null for visitors; kept (set null) if the account goes, since the thread is the practice's record. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name"),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    question: text("question").notNull(),
    /** The Ask Us form ("question") or the Contact page's message form ("contact", its subject in topic). */
    channel: text("channel").$type<"question" | "contact">().notNull().default("question"),
    status: text("status").$type<QuestionStatus>(),
    statusMember: text("status_member").$type<"closed">(),
    answer: text("answer"),
    conversation: text("conversation", { mode: "json" }).$type<ConversationMessage[]>().notNull().default(sql`'[]'`),
    rating: integer("rating"),
    review: text("review"),
    reviewerDisplayName: text("reviewer_display_name"),
    /**
     * Issue 39 (decision 080): when the asker allowed an edited, nameless version to be published in
     * Tanya Jawab (the box on /tanya-kami), and when she withdrew it; null: never allowed / not
     * withdrawn. Both kept as the proof of consent (UU 27/2022 Pasal 24).
     */
    publishConsentAt: integer("publish_consent_at", { mode: "timestamp_ms" }),
    publishWithdrawnAt: integer("publish_withdrawn_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("questions_status_check", sql`${t.status} is null or ${t.status} in ('pending', 'answered')`),
    check("questions_status_member_check", sql`${t.statusMember} is null or ${t.statusMember} = 'closed'`),
    check("questions_rating_check", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("questions_channel_check", sql`${t.channel} in ('question', 'contact')`),
    check(
      "questions_conversation_check",
      sql`json_valid(${t.conversation}) and json_type(${t.conversation}) = 'array'`,
    ),
    index("questions_created_at_idx").on(t.createdAt),
    index("questions_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("questions_status_idx").on(t.status, t.statusMember),
  ],
);

/**
 * Tanya Jawab (issue 39, decision 081): the public, edited version of one answered question whose
 * asker allowed it. The original question stays as it was; this row holds only what the midwife
 * wrote for the public (names and identifying details removed), its category and its medical
 * review. Public pages show it only while it is published and the question's consent stands, so
 * a withdrawal hides it at once; deleting the question (her account) deletes it.
 */
export const qaEntries = sqliteTable(
  "qa_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    questionId: integer("question_id")
      .notNull()
      .unique()
      .references(() => questions.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    /** One of the Ask Us topics (app/domain/questions.ts, QUESTION_TOPICS). */
    category: text("category").notNull(),
    /** Null: a draft. Set when first published; kept through later edits. */
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    ...medicalReviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "qa_entries_texts_check",
      sql`length(trim(${t.title})) > 0 and length(trim(${t.question})) > 0 and length(trim(${t.answer})) > 0`,
    ),
    check(
      "qa_entries_category_check",
      sql`${t.category} in ('Kehamilan', 'Persalinan', 'Nifas', 'Menyusui', 'Tumbuh Kembang Bayi', 'Kontrasepsi', 'Kesehatan Reproduksi', 'Lainnya')`,
    ),
    check("qa_entries_sources_check", sql`json_valid(${t.sources}) and json_type(${t.sources}) = 'array'`),
    check(
      "qa_entries_published_review_check",
      sql`${t.publishedAt} is null or (length(trim(coalesce(${t.reviewerName}, ''))) > 0 and ${t.reviewedAt} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date(${t.reviewedAt}) = ${t.reviewedAt} and json_array_length(${t.sources}) > 0)`,
    ),
    index("qa_entries_published_at_idx").on(t.publishedAt),
    index("qa_entries_category_published_at_idx").on(t.category, t.publishedAt),
  ],
);

/**
 * The same index for the answers of Tanya Jawab (issue 39, decision 081): each answer's stems and
 * word forms with where they stand (title; question and category as the lead; answer as the
 * body). An answer is a document of the index as an article is: the vocabulary counts both.
 * Written in the batch that saves the answer; gone with it (its question, her account).
 */
export const qaSearchEntries = sqliteTable(
  "qa_search_entries",
  {
    entry: text("entry").notNull(),
    qaId: integer("qa_id")
      .notNull()
      .references(() => qaEntries.id, { onDelete: "cascade" }),
    weight: integer("weight").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entry, t.qaId] }), index("qa_search_entries_qa_id_idx").on(t.qaId)],
);

export const calculatorHistory = sqliteTable(
  "calculator_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    calculatorType: text("calculator_type").$type<CalculatorType>().notNull(),
    inputData: text("input_data", { mode: "json" }).$type<CalculatorInput>().notNull(),
    result: text("result", { mode: "json" }).$type<CalculatorResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("calculator_history_type_check", sql`${t.calculatorType} in ('hpl', 'fertility', 'weight_gain')`),
    check(
      "calculator_history_json_check",
      sql`json_valid(${t.inputData}) and json_type(${t.inputData}) = 'object' and json_valid(${t.result}) and json_type(${t.result}) = 'object'`,
    ),
    index("calculator_history_user_id_created_at_idx").on(t.userId, t.createdAt),
  ],
);
