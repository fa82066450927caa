import type { MedicalReview } from "./medical-review";
import { questionExcerpt, questionState, QUESTION_TOPICS, type QuestionChannel } from "./questions";
import type { QuestionStatus } from "~drizzle/types";

/**
 * Tanya Jawab (issue 39, decision 081): the public library of answered questions. A question is
 * published only as an edited copy (the original is never shown), only while its asker's consent
 * stands, and only once a named person has reviewed it with at least one source.
 */

/** The categories of the library: the Ask Us topics, so the asker's topic is the first choice. */
export const QA_CATEGORIES = QUESTION_TOPICS;
export type QaCategory = (typeof QA_CATEGORIES)[number];

export function isQaCategory(value: unknown): value is QaCategory {
  return typeof value === "string" && (QA_CATEGORIES as readonly string[]).includes(value);
}

export const QA_LIMITS = { title: 150, question: 5000, answer: 10000 } as const;

/** Answers per page of /tanya-jawab. */
export const QA_PAGE_SIZE = 12;
/** Related answers and related articles under an answer. */
export const QA_RELATED = 3;

export const QA_LIST_PATH = "/tanya-jawab";
const QA_PATH = /^\/tanya-jawab\/([1-9]\d{0,11})$/;

/** The list's address for a category and page (page 1 and "all" leave their parameter out). */
export function qaListHref(category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("kategori", category);
  if (page > 1) params.set("halaman", String(page));
  const query = params.toString();
  return query ? `${QA_LIST_PATH}?${query}` : QA_LIST_PATH;
}

/** The id in an answer page's address (`/tanya-jawab/12`), or null. */
export function qaIdOfPath(pathname: string): number | null {
  const match = QA_PATH.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** An id from the URL: digits only, no leading zero; anything else is a page that does not exist. */
export function parseQaId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : null;
}

/** What decides whether a question may get a public version. */
export interface PublishFacts {
  channel: QuestionChannel;
  status: QuestionStatus | null;
  statusMember: "closed" | null;
  answer: string | null;
  publishConsentAt: Date | null;
  publishWithdrawnAt: Date | null;
}

/**
 * Why a question may not be published, in the admin's words, or null when it may: an Ask Us
 * question, answered (or answered and closed), whose asker allowed it and has not withdrawn.
 */
export function publishRefusal(question: PublishFacts): string | null {
  if (question.channel !== "question") return "Pesan kontak tidak diterbitkan di Tanya Jawab.";
  if (!question.publishConsentAt) return "Penanya tidak mengizinkan pertanyaan ini diterbitkan.";
  if (question.publishWithdrawnAt) return "Penanya sudah menarik izin publikasi.";
  if (questionState(question) === "waiting" || !question.answer) return "Pertanyaan ini belum dijawab.";
  return null;
}

/** The admin's status choice on the public version's form. */
export const QA_STATUSES = ["draft", "published"] as const;
export type QaStatus = (typeof QA_STATUSES)[number];
export const QA_STATUS_LABELS: Record<QaStatus, string> = {
  draft: "Draf (tidak tampil untuk umum)",
  published: "Terbit di Tanya Jawab",
};

/** A card's lead: the start of the edited question on one line. */
export function qaLead(question: string): string {
  return questionExcerpt(question, 160);
}

/** The note every answer carries: an answer to someone else is no examination of you. */
export const QA_CAVEAT =
  "Jawaban ini ditulis untuk pertanyaan orang lain dan tidak menggantikan pemeriksaan. Bila keadaan Anda berbeda atau Anda ragu, tanyakan langsung kepada bidan atau dokter Anda.";

/** The danger-signs line under every answer (the same words as the articles'). */
export const QA_DANGER_TEXT =
  "Ada tanda bahaya pada kehamilan, persalinan, nifas, atau bayi? Jangan menunggu: segera ke fasilitas kesehatan.";

/**
 * schema.org `QAPage` for one answer: the edited question, the site's accepted answer, and the
 * page's medical review (QAPage is a WebPage: `reviewedBy`, `lastReviewed`, `citation`).
 */
export function qaPageJsonLd(page: {
  url: string;
  title: string;
  question: string;
  answer: string;
  category: string;
  publishedIso: string;
  updatedIso: string;
  review: MedicalReview;
  siteName: string;
}) {
  const { review } = page;
  return {
    "@context": "https://schema.org",
    "@type": "QAPage",
    "@id": `${page.url}#halaman`,
    url: page.url,
    name: page.title,
    inLanguage: "id-ID",
    about: { "@type": "Thing", name: page.category },
    ...(review.reviewedAt ? { lastReviewed: review.reviewedAt } : {}),
    ...(review.reviewerName
      ? {
          reviewedBy: {
            "@type": "Person",
            name: review.reviewerName,
            ...(review.reviewerCredential ? { honorificSuffix: review.reviewerCredential } : {}),
          },
        }
      : {}),
    ...(review.sources.length > 0
      ? {
          citation: review.sources.map((source) => ({
            "@type": "CreativeWork",
            name: source.citation,
            ...(source.url ? { url: source.url } : {}),
          })),
        }
      : {}),
    publisher: { "@type": "Organization", name: page.siteName },
    mainEntity: {
      "@type": "Question",
      name: page.title,
      text: page.question,
      answerCount: 1,
      datePublished: page.publishedIso,
      acceptedAnswer: {
        "@type": "Answer",
        text: page.answer,
        url: `${page.url}#jawaban`,
        datePublished: page.publishedIso,
        dateModified: page.updatedIso,
        author: { "@type": "Organization", name: page.siteName },
      },
    },
  };
}

/** Text compared for sameness: lowercase, one space between words, no edge spaces. */
function plain(text: string): string {
  return text.toLocaleLowerCase("id-ID").replace(/\s+/g, " ").trim();
}

/** Whether `needle` stands in `text` as a whole word or phrase (not inside a longer word). */
function containsWords(text: string, needle: string): boolean {
  const haystack = ` ${plain(text).replace(/[^\p{L}\p{N}@._-]+/gu, " ")} `;
  const wanted = plain(needle)
    .replace(/[^\p{L}\p{N}@._-]+/gu, " ")
    .trim();
  return wanted.length > 0 && haystack.includes(` ${wanted} `);
}

/**
 * What in the public texts still points at the asker (decision 081), by field: the original
 * question kept as it was (whole, in any of the texts), her name (three letters or more) or her email. The public version is
 * an edit: the issue asks that no asker's name, email or original text ever reach a public page.
 * Only what the site knows is checked; a child's name or a village still needs the midwife's eye.
 */
export function identifyingDetails(
  asker: { name: string | null; email: string; originalQuestion: string },
  texts: { title: string; question: string; answer: string },
): Partial<Record<"title" | "question" | "answer", string>> {
  const found: Partial<Record<"title" | "question" | "answer", string>> = {};
  const name = asker.name?.trim() ?? "";
  const original = plain(asker.originalQuestion);
  for (const field of ["title", "question", "answer"] as const) {
    const text = texts[field];
    const kept = plain(text);
    if (original && (kept === original || (original.length >= 20 && kept.includes(original)))) {
      found[field] =
        "Teks ini memuat pertanyaan asli apa adanya: sunting dulu (hapus nama, tempat, dan detail yang dapat mengenali penanya).";
    } else if (name.length >= 3 && containsWords(text, name)) {
      found[field] = "Teks ini masih memuat nama penanya: hapus atau ganti.";
    } else if (asker.email && plain(text).includes(plain(asker.email))) {
      found[field] = "Teks ini masih memuat email penanya: hapus.";
    }
  }
  return found;
}
