import { z } from "~/schemas/zod";
import { listField } from "./form";
import { checkReviewPair, reviewFields } from "./medical-review";

/** Rows per list of a growth guide (milestones, tips, red flags, sources). */
export const GROWTH_LIST_MAX = 40;

const item = (label: string) => z.string().trim().max(500, `${label} maksimal 500 karakter`);

const textList = (label: string) => listField(item(label), { max: GROWTH_LIST_MAX, label });

/**
 * The growth guide editor's form (issue 13). The WHO ranges are not here: they are computed from
 * WHO's tables and shown read-only. Empty list rows are dropped on save; a source without a
 * citation is dropped too. A review counts only with a reviewer and a date (decision 011), so
 * one without the other is refused rather than silently shown as "not reviewed".
 */
export const growthGuideSchema = z
  .object({
    title: z
      .string({ error: "Judul wajib diisi" })
      .trim()
      .min(1, "Judul wajib diisi")
      .max(100, "Judul maksimal 100 karakter"),
    description: z.string().trim().max(3000, "Deskripsi maksimal 3000 karakter").default(""),
    author: z
      .string({ error: "Penulis wajib diisi" })
      .trim()
      .min(1, "Penulis wajib diisi")
      .max(120, "Penulis maksimal 120 karakter"),
    milestones: z
      .object({
        motorik: textList("Motorik"),
        kognitif: textList("Kognitif"),
        sosialEmosional: textList("Sosial & Emosional"),
        bahasa: textList("Bahasa & Komunikasi"),
      })
      .default({ motorik: [], kognitif: [], sosialEmosional: [], bahasa: [] }),
    stimulasi: textList("Tips stimulasi"),
    redFlags: textList("Tanda waspada"),
    ...reviewFields,
  })
  .superRefine(checkReviewPair);

export type GrowthGuideInput = z.output<typeof growthGuideSchema>;
