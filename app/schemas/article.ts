import { z } from "~/schemas/zod";
import { hasVisibleContent, MAX_TAG_LENGTH, MAX_TAGS, parseTags } from "~/domain/articles";
import { optionalText, requiredText } from "./content-editors";
import { imageField } from "./form";
import { checkReviewPair, reviewFields } from "./medical-review";

// The article editor's form (issue 13; SPEC sections 3 and 5). The content arrives as HTML from the
// rich-text editor or, without JavaScript, from the plain textarea; it is sanitized on save
// (app/server/sanitize.server.ts), so this schema only bounds it. The main image is checked by
// its bytes when it is stored, not here.

/** Far above any real article; the sanitizer refuses larger bodies (MAX_ARTICLE_HTML). */
export const ARTICLE_CONTENT_MAX = 100_000;
export const CATEGORY_NAME_MAX = 50;

const toLf = <T>(value: T) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);

export const ARTICLE_STATUSES = ["published", "draft"] as const;

export const articleSchema = z
  .object({
    title: requiredText("Judul", 200),
    // A browser sends a textarea's line breaks as CRLF; stored texts use LF, so an unchanged
    // article compares equal (the renewed-review rule) and nothing grows a stray "\r".
    excerpt: z.preprocess(toLf, requiredText("Ringkasan", 500)),
    content: z
      .string({ error: "Konten wajib diisi" })
      .transform(toLf)
      .pipe(z.string().max(ARTICLE_CONTENT_MAX, "Konten maksimal 100.000 karakter"))
      .refine(hasVisibleContent, "Konten wajib diisi"),
    /** An existing category's name, from the select. */
    category: optionalText("Kategori", CATEGORY_NAME_MAX),
    /** A new category typed by the editor; it wins over the select when filled. */
    newCategory: optionalText("Kategori baru", CATEGORY_NAME_MAX),
    tags: optionalText("Tag", MAX_TAGS * (MAX_TAG_LENGTH + 2))
      .transform(parseTags)
      .refine((tags) => tags.length <= MAX_TAGS, `Maksimal ${MAX_TAGS} tag`)
      .refine(
        (tags) => tags.every((tag) => tag.length <= MAX_TAG_LENGTH),
        `Setiap tag maksimal ${MAX_TAG_LENGTH} karakter`,
      ),
    featured: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    status: z.enum(ARTICLE_STATUSES, { error: "Pilih status: terbit atau draft" }),
    image: imageField,
    ...reviewFields,
  })
  .superRefine((value, ctx) => {
    if (!value.category && !value.newCategory) {
      ctx.addIssue({ code: "custom", path: ["category"], message: "Kategori wajib diisi" });
    }
    checkReviewPair(value, ctx);
  });

export type ArticleInput = z.output<typeof articleSchema>;
