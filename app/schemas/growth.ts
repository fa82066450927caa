import { z } from "zod";
import { calendarToday, parseIsoDate } from "~/domain/dates";
import { isSafeUrl } from "~/domain/urls";
import { listField } from "./form";

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
    reviewerName: z.string().trim().max(120, "Nama peninjau maksimal 120 karakter").default(""),
    reviewerCredential: z.string().trim().max(60, "Gelar peninjau maksimal 60 karakter").default(""),
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
      { required: ["citation"], max: GROWTH_LIST_MAX, label: "Referensi" },
    ),
  })
  .superRefine((value, ctx) => {
    if (value.reviewerName && !value.reviewedAt) {
      ctx.addIssue({ code: "custom", path: ["reviewedAt"], message: "Isi tanggal tinjauan untuk peninjau ini" });
    }
    if (!value.reviewerName && value.reviewedAt) {
      ctx.addIssue({ code: "custom", path: ["reviewerName"], message: "Isi nama peninjau untuk tanggal ini" });
    }
    if (!value.reviewerName && value.reviewerCredential) {
      ctx.addIssue({ code: "custom", path: ["reviewerName"], message: "Isi nama peninjau untuk gelar ini" });
    }
  });

export type GrowthGuideInput = z.output<typeof growthGuideSchema>;
