import { z } from "~/schemas/zod";
import { identifyingDetails, QA_CATEGORIES, QA_LIMITS, QA_STATUSES } from "~/domain/qa";
import { checkReviewPair, reviewFields } from "./medical-review";
import { requiredLine, requiredLongText } from "./questions";

/**
 * The public version of an answered question (issue 39, decision 081): the midwife's edited
 * title, question and answer, its category, its medical review, and draft or published. Publishing
 * asks for a whole review: a named reviewer, the date and at least one source (a draft may lack
 * them). A review counts only with a reviewer and a date (decision 011).
 */
export const qaEntrySchema = z
  .object({
    title: requiredLine("Judul", QA_LIMITS.title),
    question: requiredLongText("Pertanyaan", QA_LIMITS.question),
    answer: requiredLongText("Jawaban", QA_LIMITS.answer),
    category: z.enum(QA_CATEGORIES, { error: "Pilih kategori" }),
    status: z.enum(QA_STATUSES, { error: "Pilih status" }).default("draft"),
    ...reviewFields,
  })
  .superRefine((value, ctx) => {
    checkReviewPair(value, ctx);
    if (value.status !== "published") return;
    // Only where the pair check said nothing: one message per field.
    if (!value.reviewerName && !value.reviewedAt) {
      ctx.addIssue({ code: "custom", path: ["reviewerName"], message: "Isi nama peninjau sebelum menerbitkan" });
      ctx.addIssue({ code: "custom", path: ["reviewedAt"], message: "Isi tanggal tinjauan sebelum menerbitkan" });
    }
    if (value.sources.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["sources"],
        message: "Tambahkan paling sedikit satu referensi sebelum menerbitkan",
      });
    }
  });

export type QaEntryInput = z.output<typeof qaEntrySchema>;

/**
 * The form for one question: the schema above, and in the same pass what in the public texts
 * still points at its asker (decision 081), so every refusal comes back in one answer.
 */
export function qaEntrySchemaFor(asker: Parameters<typeof identifyingDetails>[0]) {
  return qaEntrySchema.superRefine((value, ctx) => {
    const found = identifyingDetails(asker, {
      title: value.title,
      question: value.question,
      answer: value.answer,
      sources: value.sources.map((source) => `${source.citation} ${source.url}`).join("\n"),
      reviewerName: value.reviewerName,
      reviewerCredential: value.reviewerCredential,
    });
    for (const [field, message] of Object.entries(found)) ctx.addIssue({ code: "custom", path: [field], message });
  });
}
