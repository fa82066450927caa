import { z } from "~/schemas/zod";
import { LEGAL_PAGE_IDS } from "~/domain/legal-pages";
import { imageField, listField } from "./form";

// The forms of the four content editors of issue 13 (Q&A guidelines, services, about, legal
// pages). Lists drop their empty rows on save (SPEC section 5); a row that is too long is refused
// where it stands.

/** A required text: "<label> wajib diisi", trimmed, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);
}

/** An optional text: trimmed, at most `max` characters; empty becomes "". */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .optional()
    .transform((value) => value ?? "");
}

export const GUIDELINE_MAX = 20;

export const qnaGuidelinesSchema = z.object({
  dos: listField(z.string().trim().max(300, "Setiap butir maksimal 300 karakter"), {
    max: GUIDELINE_MAX,
    label: "Daftar yang sebaiknya dilakukan",
  }),
  donts: listField(z.string().trim().max(300, "Setiap butir maksimal 300 karakter"), {
    max: GUIDELINE_MAX,
    label: "Daftar yang sebaiknya dihindari",
  }),
  importantNote: optionalText("Catatan penting", 1000),
});

export const SERVICE_POINTS_MAX = 20;

export const servicesSchema = z.object({
  title: requiredText("Judul", 200),
  description: requiredText("Deskripsi", 2000),
  points: listField(
    z.object({
      title: z.string().trim().max(200, "Judul poin maksimal 200 karakter"),
      description: z.string().trim().max(1000, "Deskripsi poin maksimal 1000 karakter"),
    }),
    { required: ["title", "description"], max: SERVICE_POINTS_MAX, label: "Poin layanan" },
  ),
});

export const QUALIFICATIONS_MAX = 30;

export const aboutSchema = z.object({
  title: requiredText("Judul", 200),
  content: requiredText("Konten utama", 20000),
  qualificationsTitle: optionalText("Judul kualifikasi", 200),
  qualifications: listField(z.object({ item: z.string().trim().max(300, "Setiap butir maksimal 300 karakter") }), {
    required: ["item"],
    max: QUALIFICATIONS_MAX,
    label: "Daftar kualifikasi",
  }),
  // Judged by storeImage from its bytes; an empty file input means "keep the current image".
  image: imageField,
});

export const legalSchema = z.object({
  title: requiredText("Judul", 200),
  content: requiredText("Konten", 50000),
});

/** The page id of the legal editor's URL, or null for any other text. */
export const legalPageIdSchema = z.enum(LEGAL_PAGE_IDS);
