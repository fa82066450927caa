import type { QuestionStatus } from "~drizzle/types";
import { type Actor, isAdmin, isRole, isSuperAdmin, ROLE_LABELS } from "./permissions";

/**
 * Questions and contact messages (SPEC sections 3, 4, 6 and 9): the topics, the three states and
 * who may move a question from one to another. Loaders ask `mayActOnQuestion` to show a button;
 * actions ask it before writing; the UPDATE in app/server/questions.server.ts is built from the
 * same `QUESTION_RULES`, so the rule shown, the rule checked and the rule written are one.
 */

export const QUESTION_TOPICS = [
  "Kehamilan",
  "Persalinan",
  "Nifas",
  "Menyusui",
  "Tumbuh Kembang Bayi",
  "Kontrasepsi",
  "Kesehatan Reproduksi",
  "Lainnya",
] as const;

/** "Topik Populer" on Ask Us: the first six topics (SPEC section 9). */
export const POPULAR_TOPICS = QUESTION_TOPICS.slice(0, 6);

/** Where a question came from: the Ask Us form or the Contact page's message form. */
export const QUESTION_CHANNELS = ["question", "contact"] as const;
export type QuestionChannel = (typeof QUESTION_CHANNELS)[number];

export const QUESTION_LIMITS = {
  name: 100,
  email: 254,
  /** A contact message's subject (stored as its topic). */
  subject: 150,
  question: 5000,
  answer: 10000,
  review: 1000,
} as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The three states a question can be in (SPEC section 4) and how they read. */
export type QuestionState = "waiting" | "answered" | "closed";
export const QUESTION_STATES: readonly QuestionState[] = ["waiting", "answered", "closed"];
export const STATE_LABELS: Record<QuestionState, string> = {
  waiting: "Menunggu",
  answered: "Dijawab",
  closed: "Selesai",
};

/** The stored columns a question's state is read from. */
export interface QuestionFacts {
  status: QuestionStatus | null;
  statusMember: "closed" | null;
  userId: string | null;
}

/** Closed once the member ended it; answered once an admin replied; waiting before (pending or no status). */
export function questionState(question: Pick<QuestionFacts, "status" | "statusMember">): QuestionState {
  if (question.statusMember === "closed") return "closed";
  if (question.status === "answered") return "answered";
  return "waiting";
}

/** The admin lists (SPEC section 4): waiting, answered, closed; each keeps the given order. */
export function groupByState<T extends Pick<QuestionFacts, "status" | "statusMember">>(
  rows: readonly T[],
): Record<QuestionState, T[]> {
  const groups: Record<QuestionState, T[]> = { waiting: [], answered: [], closed: [] };
  for (const row of rows) groups[questionState(row)].push(row);
  return groups;
}

/** Who an action is for: any admin, only a super_admin, or the member who asked. */
export type QuestionActor = "admin" | "super_admin" | "owner";

export type QuestionAction = "reply" | "editReply" | "close" | "clearReview" | "delete";

/**
 * Every change to a question: the state it must be in, and who may make it.
 * - reply: an admin answers a waiting question (it becomes answered).
 * - editReply: an admin edits the answer while the thread is answered and not closed.
 * - close: the member who asked closes an answered question, with an optional rating and review.
 * - clearReview: a super_admin clears a closed question's rating, review and reviewer name.
 * - delete: the member who asked deletes their own question while it is still waiting
 *   (docs/decisions/026-questions.md: a health question is personal data).
 */
export const QUESTION_RULES: Record<QuestionAction, { from: QuestionState; who: QuestionActor }> = {
  reply: { from: "waiting", who: "admin" },
  editReply: { from: "answered", who: "admin" },
  close: { from: "answered", who: "owner" },
  clearReview: { from: "closed", who: "super_admin" },
  delete: { from: "waiting", who: "owner" },
};

/** Whether `actor` is who the rule names, for this question (the role part, or ownership). */
export function actorMatches(who: QuestionActor, actor: Actor, question: Pick<QuestionFacts, "userId">): boolean {
  if (!actor) return false;
  if (who === "admin") return isAdmin(actor.role);
  if (who === "super_admin") return isSuperAdmin(actor.role);
  return question.userId !== null && question.userId === actor.id;
}

export function mayActOnQuestion(action: QuestionAction, actor: Actor, question: QuestionFacts): boolean {
  const rule = QUESTION_RULES[action];
  return questionState(question) === rule.from && actorMatches(rule.who, actor, question);
}

/** The name stored with a review: the profile name, or "Member" (SPEC section 4). */
export function reviewerName(profileName: string | null | undefined): string {
  const name = profileName?.trim();
  return name ? name : "Member";
}

/**
 * Who asked, as the admin's detail page says it: the account's role as the interface names roles
 * ("akun Member", "akun Admin"), or a visitor without an account.
 */
export function askerLabel(role: string | null | undefined): string {
  return isRole(role) ? `akun ${ROLE_LABELS[role]}` : "pengunjung tanpa akun";
}

/**
 * A question's text shortened to at most `max` characters for one line (a list item, the audit
 * trail): line breaks, tabs and invisible control or direction marks become single spaces, and a
 * longer text is cut after its last whole word with "…". Characters, not UTF-16 units, are
 * counted, so an emoji is never cut in half.
 */
export function questionExcerpt(text: string, max: number): string {
  const plain = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(plain);
  if (chars.length <= max) return plain;
  const cut = chars.slice(0, max - 1).join("");
  // Ends on a whole word when the next character is a space; else back to the last space (if
  // that keeps more than half), so no word is left half.
  const lastSpace = chars[max - 1] === " " ? cut.length : cut.lastIndexOf(" ");
  return `${(lastSpace > cut.length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Issue 39 (decision 080): a member's consent to an edited, nameless version in Tanya Jawab (the
 * issue's own words for the box). Off unless she ticks it; without it a question is never published.
 */
export const PUBLISH_CONSENT_LABEL = "Boleh dipublikasikan tanpa nama setelah disunting";
export const PUBLISH_CONSENT_HINT =
  "Bila dicentang, pertanyaan dan jawabannya dapat diterbitkan di Tanya Jawab Bidanku untuk membantu ibu lain. Sebelumnya bidan menghapus nama, email, nomor telepon, nama anak, tempat, dan detail lain yang dapat mengenali Anda atau anak Anda; hanya versi suntingan itu yang tampil, pertanyaan asli Anda tidak pernah ditampilkan. Tanpa centang, pertanyaan Anda tidak diterbitkan. Izin ini dapat Anda tarik kapan saja di dashboard; versi yang sudah terbit akan diturunkan.";
