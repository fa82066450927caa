import { z } from "~/schemas/zod";
import { googleMapsEmbedUrl } from "~/domain/maps";
import { EMAIL_MAX } from "~/domain/limits";
import { phoneField, stripInvisible } from "./auth";
import { faqSchema } from "./faq";
import { imageField } from "./form";

// The three editors of the single site-settings row (SPEC section 2): hero, footer info and the
// Contact page. Each schema holds only the columns its editor writes.

const HERO_TITLE_MAX = 120;
const HERO_SUBTITLE_MAX = 300;
const LOCATION_MAX = 200;
const HOURS_MAX = 500;
const MAP_LINK_MAX = 4000;

/** An optional one-line text: invisible characters go, trimmed, empty becomes null. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} maksimal ${max} karakter`)
    .optional()
    .transform((value) => stripInvisible(value ?? "").trim() || null);

/** An optional email address: empty, or one that looks like an address. */
const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX, `Email maksimal ${EMAIL_MAX} karakter`)
  .optional()
  .transform((value) => value ?? "")
  .pipe(z.union([z.literal(""), z.email("Format email tidak valid")]))
  .transform((value) => value.toLowerCase() || null);

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

const MAP_LINK_INVALID =
  "Tautan peta tidak valid. Tempel tautan sematan Google Maps (https://www.google.com/maps/embed?...) dari Bagikan > Sematkan peta, atau kosongkan.";
const MAP_LINK_MISSING = "Tempel tautan sematan Google Maps untuk menampilkan lokasi praktik.";

export const heroSchema = z.object({
  title: z
    .string({ error: "Judul wajib diisi" })
    .max(HERO_TITLE_MAX, `Judul maksimal ${HERO_TITLE_MAX} karakter`)
    .transform((value) => stripInvisible(value).trim())
    .pipe(z.string().min(1, "Judul wajib diisi")),
  subtitle: optionalText("Subjudul", HERO_SUBTITLE_MAX),
  // Judged by storeImage from its bytes; the schema only lets the part through.
  image: imageField,
});

export const footerSchema = z.object({
  email: optionalEmail,
  phone: phoneField,
  location: optionalText("Lokasi", LOCATION_MAX),
});

export const contactSchema = z
  .object({
    email: optionalEmail,
    phone: phoneField,
    location: optionalText("Lokasi", LOCATION_MAX),
    operationalHours: z
      .string()
      .max(HOURS_MAX, `Jam operasional maksimal ${HOURS_MAX} karakter`)
      .optional()
      .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim() || null),
    mapLink: z
      .string()
      .trim()
      .max(MAP_LINK_MAX, `Tautan peta maksimal ${MAP_LINK_MAX} karakter`)
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const url = googleMapsEmbedUrl(value);
        if (!url) ctx.addIssue({ code: "custom", message: MAP_LINK_INVALID });
        return url;
      }),
    showPracticeLocation: checkbox,
    faq: faqSchema.shape.faq,
  })
  .superRefine((value, ctx) => {
    if (value.showPracticeLocation && !value.mapLink) {
      ctx.addIssue({ code: "custom", path: ["mapLink"], message: MAP_LINK_MISSING });
    }
  });
