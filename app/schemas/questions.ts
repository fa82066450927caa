import { z } from "~/schemas/zod";
import { QUESTION_LIMITS, QUESTION_TOPICS, RATING_MAX, RATING_MIN } from "~/domain/questions";
import { checkbox, cleanLine, cleanMultiline, emailField, stripInvisible } from "./auth";
import { deleteSchema, recordId } from "./form";

// The question and contact forms, the admin's reply, and the member's close step (SPEC
// section 5). Long texts keep their line breaks; control and invisible characters go.

/** A required text of at most `max` characters, trimmed (line breaks kept). */
export const requiredLongText = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .max(max * 2, `${label} maksimal ${max} karakter`)
    .transform(cleanMultiline)
    .pipe(z.string().min(1, `${label} wajib diisi`).max(max, `${label} maksimal ${max} karakter`));

/** A one-line text (a name, a subject): line breaks and tabs become spaces, invisible characters go. */
export const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .max(max * 2, `${label} maksimal ${max} karakter`)
    .transform(cleanLine)
    .pipe(z.string().min(1, `${label} wajib diisi`).max(max, `${label} maksimal ${max} karakter`));

const optionalName = z
  .string()
  .max(QUESTION_LIMITS.name * 2, `Nama maksimal ${QUESTION_LIMITS.name} karakter`)
  .optional()
  .transform((value) => stripInvisible((value ?? "").replace(/[\r\n\t\u2028\u2029]+/g, " ")).trim())
  .pipe(z.string().max(QUESTION_LIMITS.name, `Nama maksimal ${QUESTION_LIMITS.name} karakter`))
  .transform((value) => (value ? value : null));

/** Ask Us. A signed-in asker's name and email come from the session, not from these fields. */
export const askSchema = z.object({
  name: optionalName,
  email: emailField,
  topic: z.enum(QUESTION_TOPICS, { error: "Pilih topik pertanyaan" }),
  question: requiredLongText("Pertanyaan", QUESTION_LIMITS.question),
});

/**
 * Ask Us for a signed-in member: only the topic, the question and her consent to publish are read
 * from the form (issue 39, decision 080: members only for now; off unless ticked).
 */
export const memberAskSchema = askSchema.pick({ topic: true, question: true }).extend({ publikasi: checkbox });

/** The Contact page's message form: every field required; the subject is stored as the topic. */
export const contactSchema = z.object({
  name: requiredLine("Nama", QUESTION_LIMITS.name),
  email: emailField,
  subject: requiredLine("Subjek", QUESTION_LIMITS.subject),
  message: requiredLongText("Pesan", QUESTION_LIMITS.question),
});

/** An admin's reply (new or edited): non-empty after trimming. */
export const replySchema = z.object({
  id: recordId,
  answer: requiredLongText("Jawaban", QUESTION_LIMITS.answer),
});

const RATING_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

/** A member closes an answered question: rating 1-5 or none, review optional. */
export const closeSchema = z.object({
  id: recordId,
  rating: z
    .enum(["", ...RATING_VALUES], { error: `Pilih nilai ${RATING_MIN} sampai ${RATING_MAX}` })
    .optional()
    .transform((value) => (value ? Number(value) : null)),
  review: z
    .string()
    .max(QUESTION_LIMITS.review * 2, `Ulasan maksimal ${QUESTION_LIMITS.review} karakter`)
    .optional()
    .transform((value) => cleanMultiline(value ?? ""))
    .pipe(z.string().max(QUESTION_LIMITS.review, `Ulasan maksimal ${QUESTION_LIMITS.review} karakter`))
    .transform((value) => (value ? value : null)),
});

/** Withdrawing her consent to publish one of her questions (issue 39): its id. */
export const withdrawPublishSchema = z.object({ id: recordId });

/** Deleting one's own waiting question, or a super_admin clearing a review: the id and "ya". */
export const questionIdSchema = deleteSchema("id");
