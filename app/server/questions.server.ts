import { and, desc, eq, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { questions, users } from "~drizzle/schema";
import type { ConversationMessage } from "~drizzle/types";
import type { Actor } from "~/domain/permissions";
import {
  actorMatches,
  type QuestionAction,
  type QuestionChannel,
  type QuestionState,
  QUESTION_RULES,
} from "~/domain/questions";
import { auditEntryIfChanged } from "./audit.server";
import { type Db, getDb } from "./db.server";

// Questions and contact messages in D1. Every change is one statement whose WHERE clause is the
// rule of app/domain/questions.ts (QUESTION_RULES): the state the question must be in, and for
// an owner's action the owner's id. Two admins answering at once, or a member closing while an
// admin edits, cannot leave a half state: the second statement matches no row.

/** The SQL for "the question is in this state", the same reading as `questionState`. */
export function stateWhere(state: QuestionState): SQL {
  switch (state) {
    case "closed":
      return eq(questions.statusMember, "closed");
    case "answered":
      return and(eq(questions.status, "answered"), isNull(questions.statusMember))!;
    case "waiting":
      return and(or(isNull(questions.status), eq(questions.status, "pending")), isNull(questions.statusMember))!;
  }
}

const questionColumns = {
  id: questions.id,
  userId: questions.userId,
  name: questions.name,
  email: questions.email,
  topic: questions.topic,
  question: questions.question,
  channel: questions.channel,
  status: questions.status,
  statusMember: questions.statusMember,
  answer: questions.answer,
  conversation: questions.conversation,
  rating: questions.rating,
  review: questions.review,
  reviewerDisplayName: questions.reviewerDisplayName,
  publishConsentAt: questions.publishConsentAt,
  publishWithdrawnAt: questions.publishWithdrawnAt,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
};

export type QuestionRow = {
  id: number;
  userId: string | null;
  name: string | null;
  email: string;
  topic: string;
  question: string;
  channel: QuestionChannel;
  status: "pending" | "answered" | null;
  statusMember: "closed" | null;
  answer: string | null;
  conversation: ConversationMessage[];
  rating: number | null;
  review: string | null;
  reviewerDisplayName: string | null;
  /** Issue 39: allowed to be published (edited, nameless), and when withdrawn; null: not. */
  publishConsentAt: Date | null;
  publishWithdrawnAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export interface NewQuestion {
  userId: string | null;
  name: string | null;
  email: string;
  topic: string;
  question: string;
  channel: QuestionChannel;
  /** The asker ticked "boleh dipublikasikan" (Ask Us only; decision 080). */
  publishConsent?: boolean;
}

/**
 * Stores a question from Ask Us (no status, SPEC section 7) or a contact message (status
 * "pending"); both read as "Menunggu". Returns the new id.
 */
export async function createQuestion(db: Db, input: NewQuestion): Promise<number> {
  const row = await db
    .insert(questions)
    .values({
      userId: input.userId,
      name: input.name,
      email: input.email,
      topic: input.topic,
      question: input.question,
      channel: input.channel,
      status: input.channel === "contact" ? "pending" : null,
      publishConsentAt: input.channel === "question" && input.publishConsent ? new Date() : null,
    })
    .returning({ id: questions.id })
    .get();
  return row.id;
}

/**
 * Withdraws a member's consent to publish one of her own questions (decision 080): "none" when it
 * is not hers, not consented or already withdrawn; "published" when Tanya Jawab was showing it
 * (its public version reads this column, so it is gone at once: the edge cache is told,
 * decision 081); "withdrawn" otherwise.
 */
export async function withdrawPublishConsent(
  db: Db,
  userId: string,
  id: number,
  now = new Date(),
): Promise<"none" | "withdrawn" | "published"> {
  const rows = await db
    .update(questions)
    .set({ publishWithdrawnAt: now })
    .where(
      and(
        eq(questions.id, id),
        eq(questions.userId, userId),
        isNotNull(questions.publishConsentAt),
        isNull(questions.publishWithdrawnAt),
      ),
    )
    .returning({
      id: questions.id,
      // "questions.id" written out: drizzle leaves a lone table's columns unqualified, and a bare
      // "id" inside the subquery would be qa_entries' own.
      published: sql<number>`exists (select 1 from qa_entries a where a.question_id = questions.id and a.published_at is not null)`,
    });
  if (rows.length === 0) return "none";
  return rows[0]?.published ? "published" : "withdrawn";
}

/** Every question, newest first (admins only: the caller guards). */
export async function listAllQuestions(db: Db): Promise<QuestionRow[]> {
  return db
    .select(questionColumns)
    .from(questions)
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .all() as Promise<QuestionRow[]>;
}

/**
 * One member's own questions, newest first, as a query not yet run (`.all()` runs it alone): the
 * dashboard puts it in the batch of its other reads (app/server/calculators.server.ts). Its rows
 * are `QuestionRow`s.
 */
export function memberQuestionsQuery(db: Db, userId: string) {
  return db
    .select({
      ...questionColumns,
      // Its answer in Tanya Jawab while public (issue 39): published and her consent standing.
      // "questions.…" written out: drizzle leaves a lone table's columns unqualified, and a bare
      // "id" inside the subquery would be qa_entries' own.
      publicAnswerId: sql<number | null>`(select q.id from qa_entries q where q.question_id = questions.id
        and q.published_at is not null
        and questions.publish_consent_at is not null and questions.publish_withdrawn_at is null)`,
    })
    .from(questions)
    .where(eq(questions.userId, userId))
    .orderBy(desc(questions.createdAt), desc(questions.id));
}

export async function getQuestion(db: Db, id: number): Promise<QuestionRow | null> {
  const row = await db.select(questionColumns).from(questions).where(eq(questions.id, id)).get();
  return (row as QuestionRow | undefined) ?? null;
}

/**
 * One question with the role its asker's account has now (null for a visitor) and whether it has a
 * public version in Tanya Jawab, in one query: the admin's detail page says who asked
 * (app/domain/questions.ts, askerLabel).
 */
export async function getQuestionWithAsker(
  db: Db,
  id: number,
): Promise<(QuestionRow & { askerRole: string | null; hasPublicVersion: boolean }) | null> {
  const row = await db
    .select({
      ...questionColumns,
      askerRole: users.role,
      // Whether Tanya Jawab has an edited version of it (issue 39), shown or not.
      hasPublicVersion: sql<boolean>`exists (select 1 from qa_entries a where a.question_id = questions.id)`.mapWith(
        Boolean,
      ),
    })
    .from(questions)
    .leftJoin(users, eq(users.id, questions.userId))
    .where(eq(questions.id, id))
    .get();
  return (row as (QuestionRow & { askerRole: string | null; hasPublicVersion: boolean }) | undefined) ?? null;
}

/** What each action writes (delete writes nothing: the row goes). */
export type QuestionChange =
  | { action: "reply" | "editReply"; answer: string; now?: Date }
  | { action: "close"; rating: number | null; review: string | null; reviewerDisplayName: string }
  | { action: "clearReview" }
  | { action: "delete" };

function valuesFor(change: QuestionChange) {
  const updatedAt = new Date();
  switch (change.action) {
    case "reply":
    case "editReply": {
      const at = change.now ?? updatedAt;
      const message: ConversationMessage = { sender: "admin", message: change.answer, timestamp: at.toISOString() };
      return { answer: change.answer, status: "answered" as const, conversation: [message], updatedAt: at };
    }
    case "close":
      return {
        statusMember: "closed" as const,
        rating: change.rating,
        review: change.review,
        reviewerDisplayName: change.reviewerDisplayName,
        updatedAt,
      };
    case "clearReview":
      return { rating: null, review: null, reviewerDisplayName: null, updatedAt };
    case "delete":
      return null;
  }
}

/**
 * "done" when the change was written; "forbidden" when the actor's role can never make it (an
 * admin clearing a review, a visitor); "refused" when the question is not in the rule's state,
 * is not the actor's own, or does not exist. Nothing is written unless "done".
 */
export type QuestionChangeResult = "done" | "forbidden" | "refused";

export async function changeQuestion(
  db: Db,
  actor: Actor,
  id: number,
  change: QuestionChange,
  options: { auditAs?: string } = {},
): Promise<QuestionChangeResult> {
  const rule = QUESTION_RULES[change.action as QuestionAction];
  if (!actor) return "forbidden";
  if (rule.who !== "owner" && !actorMatches(rule.who, actor, { userId: null })) return "forbidden";
  const where = and(
    eq(questions.id, id),
    stateWhere(rule.from),
    rule.who === "owner" ? eq(questions.userId, actor.id) : undefined,
  );
  const values = valuesFor(change);
  const statement = values
    ? db.update(questions).set(values).where(where).returning({ id: questions.id })
    : db.delete(questions).where(where).returning({ id: questions.id });
  if (options.auditAs === undefined) return (await statement.all()).length === 1 ? "done" : "refused";
  // An admin's change and its audit row (decision 027) in one batch; the row is written only if
  // the guarded statement changed the question (`changes()` counts the statement just before).
  const audit = auditEntryIfChanged(
    db,
    { id: actor.id, name: options.auditAs },
    { action: values ? "update" : "delete", entity: "question", entityId: id },
  );
  const [rows] = await db.batch([statement, audit]);
  return rows.length === 1 ? "done" : "refused";
}

/** How long a visitor's question is kept after its last change (decision 026, privacy policy section 5): 24 months. */
export const QUESTION_RETENTION_MONTHS = 24;

/** The moment before which a question's last change makes it due for deletion. */
export function questionRetentionCutoff(now: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - QUESTION_RETENTION_MONTHS);
  return cutoff;
}

/**
 * Deletes visitors' questions and contact messages (no account) whose last change is older than
 * the retention period (run by the Worker's Cron Trigger). A member's questions stay while the
 * account does, as the privacy policy says. Returns how many went.
 */
export async function deleteExpiredQuestions(env: Pick<Env, "DB">, now = Date.now()): Promise<number> {
  const rows = await getDb(env)
    .delete(questions)
    .where(and(isNull(questions.userId), lt(questions.updatedAt, questionRetentionCutoff(now))))
    .returning({ id: questions.id })
    .all();
  return rows.length;
}
