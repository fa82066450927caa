import { parseArticleId } from "./articles";
import { type MedicalReview, reviewJsonLd } from "./medical-review";
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

/** The category as the list writes it, for an address typed in another case ("kehamilan"). */
export function qaCategoryLike(value: string): QaCategory | null {
  const lower = value.toLocaleLowerCase("id-ID");
  return QA_CATEGORIES.find((category) => category.toLocaleLowerCase("id-ID") === lower) ?? null;
}

export const QA_LIMITS = { title: 150, question: 5000, answer: 10000 } as const;

/** Answers per page of /tanya-jawab. */
export const QA_PAGE_SIZE = 12;
/** Related answers and related articles under an answer. */
export const QA_RELATED = 3;

export const QA_LIST_PATH = "/tanya-jawab";

/** The list's address for a search, a category and a page (what is empty or 1 is left out). */
export function qaListHref(category: string | null, page = 1, q = ""): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("kategori", category);
  if (page > 1) params.set("halaman", String(page));
  const query = params.toString();
  return query ? `${QA_LIST_PATH}?${query}` : QA_LIST_PATH;
}

/** An answer's id in the URL, read as an article's is (digits, no leading zero, a D1 integer). */
export const parseQaId = parseArticleId;

/** What decides whether a question may get a public version. */
export interface PublishFacts {
  channel: QuestionChannel;
  /** The asker's account; null for a visitor or an account that is gone. */
  userId: string | null;
  status: QuestionStatus | null;
  statusMember: "closed" | null;
  answer: string | null;
  publishConsentAt: Date | null;
  publishWithdrawnAt: Date | null;
}

/**
 * Why a question may not be published, in the admin's words, or null when it may: an Ask Us
 * question of a member's account, answered (or answered and closed), whose asker allowed it and
 * has not withdrawn.
 */
export function publishRefusal(question: PublishFacts): string | null {
  if (question.channel !== "question") return "Pesan kontak tidak diterbitkan di Tanya Jawab.";
  if (!question.userId)
    return "Hanya pertanyaan dari akun member yang dapat diterbitkan (izinnya dapat ditarik di dasbornya).";
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

/**
 * What the midwife removes before publishing (decision 081, the review of a midwife): every
 * detail that could tell a neighbour who asked.
 */
export const DEIDENTIFY_CHECKLIST = [
  "nama dan nama panggilan penanya, anak, suami, atau keluarga; sapaan nama di jawaban (mis. \u201cHalo Bu Sari\u201d);",
  "nama bidan atau dokter yang merawat;",
  "email, nomor HP/WA, dan akun media sosial;",
  "NIK, nomor KK, BPJS, atau rekam medis;",
  "alamat: jalan, RT/RW, desa/kelurahan, kecamatan, kabupaten/kota;",
  "nama puskesmas, posyandu, klinik, bidan praktik, atau rumah sakit;",
  "tanggal yang tepat (lahir, HPHT, periksa, persalinan): ganti dengan usia atau bulan saja;",
  "pekerjaan, serta kondisi atau kejadian langka (mis. kembar tiga, penyakit jarang) yang bisa dikenali orang sekitar.",
] as const;

/** A card's lead: the start of the edited question on one line. */
export function qaLead(question: string): string {
  return questionExcerpt(question, 100);
}

/** The note every answer carries: an answer to someone else is no examination of you. */
export const QA_CAVEAT =
  "Jawaban ini ditulis untuk pertanyaan ibu lain, bukan hasil pemeriksaan Anda atau anak Anda. Keadaan setiap orang bisa berbeda. Bila ragu, periksakan diri ke bidan atau dokter.";

/** The "Tanya bidan" box: the 1-2 working days, and never to wait with a danger sign. */
export const QA_ASK_TEXT =
  "Tanyakan langsung kepada bidan. Jawaban dikirim dalam 1-2 hari kerja. Ada tanda bahaya? Jangan menunggu jawaban: segera ke fasilitas kesehatan terdekat atau telepon 119.";

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
  return {
    "@context": "https://schema.org",
    "@type": "QAPage",
    "@id": `${page.url}#halaman`,
    url: page.url,
    name: page.title,
    inLanguage: "id-ID",
    about: { "@type": "Thing", name: page.category },
    ...reviewJsonLd(page.review),
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

/**
 * Text as the name check reads it (the review found names hidden by these): compatibility forms
 * folded (full-width letters), accents and invisible characters (zero-width space, soft hyphen)
 * dropped, percent-escapes in links decoded, lowercase, and every run of characters that are not
 * letters or digits one space.
 */
function folded(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replace(/%(?![0-9a-f]{2})/gi, "%25"));
  } catch {
    // A broken escape: the text as it is.
  }
  return decoded
    .normalize("NFKD")
    .replace(/[\p{M}\p{Cf}]/gu, "")
    .toLocaleLowerCase("id-ID")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Endings Indonesian adds to a name ("Wulandarinya", "Sarilah"). */
const NAME_ENDINGS = ["", "nya", "lah", "pun", "ku", "mu"];

/** Whether `name` (folded words) stands in `text` as whole words, with a name's ending or not. */
function containsName(text: string, name: string): boolean {
  const haystack = ` ${folded(text)} `;
  return name.length > 0 && NAME_ENDINGS.some((ending) => haystack.includes(` ${name}${ending} `));
}

/**
 * Words of a name that say nothing about who she is: forms of address, and common words that
 * are also given names ("putri Anda"). Every other part of three letters or more is looked for;
 * a name made only of such words is looked for whole ("Sri Ayu").
 */
const NOT_IDENTIFYING = new Set([
  "ibu",
  "bunda",
  "mama",
  "mamah",
  "umi",
  "ummi",
  "bapak",
  "ayah",
  "mbak",
  "kakak",
  "adik",
  "anak",
  "bayi",
  "nyonya",
  "putri",
  "putra",
  "indah",
  "ayu",
  "cantik",
  "baik",
  "sri",
  "nur",
  "dan",
  "binti",
  "bin",
  "member",
  "anonim",
]);

/** What of a name is looked for: its telling parts, or the whole name when it has none. */
function nameParts(name: string): string[] {
  const whole = folded(name);
  const parts = whole
    .split(" ")
    .filter((part) => Array.from(part).length >= 3 && !NOT_IDENTIFYING.has(part) && !/^\d+$/.test(part));
  return parts.length > 0 ? parts : whole.includes(" ") ? [whole] : [];
}

/** Text as letters and digits only, "[at]" read as "@": "sari.w [at] contoh.id" is "sariwcontohid". */
const compact = (text: string) => folded(text.replace(/\[\s*at\s*\]|\(\s*at\s*\)/gi, "@")).replaceAll(" ", "");

/**
 * Whether her email stands in `text`, however it is spelt out or escaped; a short address (under
 * ten letters and digits) is looked for as whole words, so that it is not found inside a word.
 */
function containsEmail(text: string, email: string): boolean {
  const wanted = compact(email);
  if (wanted.length >= 10) return compact(text).includes(wanted);
  return containsName(text, folded(email));
}

/** The fields of the public version that are shown to everyone. */
export type PublicField = "title" | "question" | "answer" | "sources" | "reviewerName" | "reviewerCredential";

/**
 * What in the public texts still points at the asker (decision 081), by field: the original
 * question kept as it was (whole, in any of the texts), any part of her names (as she gave it
 * when asking, and her account's; three letters or more, not a common word) or her email. The
 * issue asks that no asker's name, email or original text ever reach a public page. Only what
 * the site knows is checked; a child's name or a village still needs the midwife's eye.
 */
export function identifyingDetails(
  asker: { names: readonly (string | null)[]; emails: readonly (string | null)[]; originalQuestion: string },
  texts: Partial<Record<PublicField, string>>,
): Partial<Record<PublicField, string>> {
  const found: Partial<Record<PublicField, string>> = {};
  const original = folded(asker.originalQuestion);
  const parts = [...new Set(asker.names.flatMap((name) => (name ? nameParts(name) : [])))];
  const emails = asker.emails.flatMap((email) => (email?.trim() ? [email] : []));
  for (const [field, text = ""] of Object.entries(texts) as [PublicField, string | undefined][]) {
    const kept = folded(text);
    const part = parts.find((name) => containsName(text, name));
    if (original && (kept === original || (original.length >= 20 && kept.includes(original)))) {
      found[field] =
        "Teks ini masih sama dengan pertanyaan asli. Sunting dulu: hapus nama, nama anak, tempat, tanggal, dan detail lain yang dapat mengenali penanya atau anaknya.";
    } else if (emails.some((email) => containsEmail(text, email))) {
      found[field] = "Teks ini masih memuat email penanya: hapus.";
    } else if (part) {
      found[field] = `Teks ini masih memuat nama penanya ("${part}"): hapus atau ganti.`;
    }
  }
  return found;
}
