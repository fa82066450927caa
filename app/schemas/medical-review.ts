import { z } from "~/schemas/zod";
import { calendarToday, parseIsoDate } from "~/domain/dates";
import { isSafeUrl } from "~/domain/urls";
import { stripInvisible } from "./auth";
import { listField } from "./form";

/** Rows of a health page's source list. */
export const SOURCES_MAX = 40;

/**
 * The medical review fields every health editor has (decision 011): reviewer, credential, date,
 * and the sources as a list field (a source without a citation is dropped on save).
 */
/** A name on one line: line breaks become spaces, control and invisible (bidi) characters go. */
const oneLine = (value: string) => stripInvisible(value.replace(/[\r\n\t\u2028\u2029]+/g, " ")).trim();

export const reviewFields = {
  reviewerName: z.string().trim().max(120, "Nama peninjau maksimal 120 karakter").transform(oneLine).default(""),
  reviewerCredential: z.string().trim().max(60, "Gelar peninjau maksimal 60 karakter").transform(oneLine).default(""),
  reviewedAt: z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || parseIsoDate(value) !== null, "Tanggal tinjauan tidak valid")
    .refine((value) => value === "" || value <= calendarToday().latest, "Tanggal tinjauan tidak boleh di masa depan"),
  sources: listField(
    z.object({
      citation: z.string().trim().max(500, "Referensi maksimal 500 karakter"),
      url: z
        .string()
        .trim()
        .max(500, "Tautan maksimal 500 karakter")
        .default("")
        .refine((url) => url === "" || /^https?:\/\/[^/]/i.test(url), "Tautan harus diawali http:// atau https://")
        .refine((url) => url === "" || isSafeUrl(url, false), "Tautan tidak valid"),
    }),
    { required: ["citation"], max: SOURCES_MAX, label: "Referensi" },
  ),
};

/**
 * A review counts only with a reviewer and a date (decision 011), so one without the other is
 * refused rather than silently shown as "not reviewed".
 */
export function checkReviewPair(
  value: { reviewerName: string; reviewerCredential: string; reviewedAt: string },
  ctx: z.RefinementCtx,
) {
  if (value.reviewerName && !value.reviewedAt) {
    ctx.addIssue({ code: "custom", path: ["reviewedAt"], message: "Isi tanggal tinjauan untuk peninjau ini" });
  }
  if (!value.reviewerName && value.reviewedAt) {
    ctx.addIssue({ code: "custom", path: ["reviewerName"], message: "Isi nama peninjau untuk tanggal ini" });
  }
  if (!value.reviewerName && value.reviewerCredential) {
    ctx.addIssue({ code: "custom", path: ["reviewerName"], message: "Isi nama peninjau untuk gelar ini" });
  }
}
