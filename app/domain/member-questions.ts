import type { ConversationMessage } from "~drizzle/types";
import { formatDateTime } from "./dates";
import type { Actor } from "./permissions";
import { mayActOnQuestion, type QuestionFacts, type QuestionState, questionState, STATE_LABELS } from "./questions";

/**
 * One question as the member's dashboard shows it ("Pertanyaan Saya", SPEC sections 2 and 4):
 * plain texts and dates already formatted, and which of the member's two actions (close an
 * answered question, delete a waiting one) the rules of app/domain/questions.ts allow.
 */
export interface MemberQuestionView {
  id: number;
  topic: string;
  askedAt: string;
  question: string;
  state: QuestionState;
  label: string;
  /** Shown once answered (and still once closed). */
  answer: string | null;
  /** When the admin's message was written; null when it has no readable time. */
  answeredAt: string | null;
  /** Shown once closed. */
  rating: number | null;
  review: string | null;
  reviewerName: string | null;
  mayClose: boolean;
  mayDelete: boolean;
  /** Issue 39: "Boleh dipublikasikan" since this date, or withdrawn on that one; null: never allowed. */
  publish: { since: string; withdrawn: string | null; publicAnswerId: number | null } | null;
}

export interface MemberQuestionRow extends QuestionFacts {
  id: number;
  topic: string;
  question: string;
  answer: string | null;
  conversation: ConversationMessage[];
  rating: number | null;
  review: string | null;
  reviewerDisplayName: string | null;
  publishConsentAt: Date | null;
  publishWithdrawnAt: Date | null;
  /** Its answer in Tanya Jawab while that is public (issue 39, decision 081). */
  publicAnswerId?: number | null;
  createdAt: Date;
}

/** The time of the newest admin message with a readable timestamp, formatted; else null. */
export function answeredAt(conversation: readonly ConversationMessage[] | null | undefined): string | null {
  const times = (conversation ?? [])
    .filter((message) => message?.sender === "admin")
    .map((message) => Date.parse(message.timestamp))
    .filter((time) => Number.isFinite(time));
  return times.length ? formatDateTime(Math.max(...times)) : null;
}

export function memberQuestionView(row: MemberQuestionRow, actor: Actor): MemberQuestionView {
  const state = questionState(row);
  return {
    id: row.id,
    topic: row.topic,
    askedAt: formatDateTime(row.createdAt),
    question: row.question,
    state,
    label: STATE_LABELS[state],
    answer: state === "waiting" ? null : row.answer,
    answeredAt: state === "waiting" ? null : answeredAt(row.conversation),
    rating: state === "closed" ? row.rating : null,
    review: state === "closed" ? row.review : null,
    reviewerName: state === "closed" ? row.reviewerDisplayName : null,
    mayClose: mayActOnQuestion("close", actor, row),
    mayDelete: mayActOnQuestion("delete", actor, row),
    publish: row.publishConsentAt
      ? {
          since: formatDateTime(row.publishConsentAt),
          withdrawn: row.publishWithdrawnAt ? formatDateTime(row.publishWithdrawnAt) : null,
          publicAnswerId: row.publishWithdrawnAt ? null : (row.publicAnswerId ?? null),
        }
      : null,
  };
}
