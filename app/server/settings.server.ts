import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { siteSettings } from "~drizzle/schema";
import {
  FOOTER_DEFAULTS,
  filledOrNull as filled,
  HERO_DEFAULTS,
  type FooterInfo,
  type HeroInfo,
} from "~/domain/site-settings";
import { googleMapsEmbedUrl } from "~/domain/maps";
import { asRecord, asText } from "~/domain/json";
import type { FaqEntry, PageReviews, StoredPageReview } from "~drizzle/types";
import type { MedicalReview } from "~/domain/medical-review";
import { pageReviews, type ReviewedPageKey } from "~/domain/page-reviews";
import type { Db } from "./db.server";
import { loggable } from "~/server/log.server";

/** What every page's frame reads from site settings: the footer info and the tool pages' reviews. */
export interface SiteFrame {
  footer: FooterInfo;
  reviews: Record<ReviewedPageKey, MedicalReview>;
}

/**
 * The footer info and the tool pages' reviews (issue 29) in one read of the settings row: the
 * root loader's only query. A missing row or a D1 failure falls back to the defaults and to "not
 * reviewed".
 */
export async function loadSiteFrame(db: Db): Promise<SiteFrame> {
  try {
    const row = await db
      .select({
        email: siteSettings.footerEmail,
        phone: siteSettings.footerPhone,
        location: siteSettings.footerLocation,
        // As stored text: a hand-edited column that is not JSON must not cost the footer too
        // (drizzle's JSON mode would throw); pageReviews() reads it defensively.
        pageReviews: sql<string | null>`${siteSettings.pageReviews}`,
      })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .get();
    return {
      footer: {
        email: filled(row?.email) ?? FOOTER_DEFAULTS.email,
        phone: filled(row?.phone) ?? FOOTER_DEFAULTS.phone,
        location: filled(row?.location) ?? FOOTER_DEFAULTS.location,
      },
      reviews: pageReviews(row?.pageReviews),
    };
  } catch (error) {
    console.error("Gagal memuat pengaturan footer", loggable(error));
    return { footer: FOOTER_DEFAULTS, reviews: pageReviews(null) };
  }
}

/** The stored reviews column as it is, for the super_admin's review editor. */
export async function loadPageReviewsColumn(db: Db): Promise<unknown> {
  const row = await db
    .select({ pageReviews: sql<string | null>`${siteSettings.pageReviews}` })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .get();
  return row?.pageReviews ?? null;
}

/**
 * Saves (or, with null, clears) one tool page's review inside the JSON column, in one statement:
 * json_set / json_remove change only that page's key, so two reviewers saving two pages at the
 * same moment cannot undo each other. `alongside` (the audit row) runs in the same batch.
 */
export async function savePageReview(
  db: Db,
  key: ReviewedPageKey,
  review: StoredPageReview | null,
  ...alongside: BatchItem<"sqlite">[]
) {
  const path = `$."${key}"`;
  // A column that is not a JSON object (hand-edited) starts again from an empty one.
  const current = sql`(case when json_valid(${siteSettings.pageReviews}) and json_type(${siteSettings.pageReviews}) = 'object' then ${siteSettings.pageReviews} else '{}' end)`;
  const next =
    review === null
      ? sql`json_remove(${current}, ${path})`
      : sql`json_set(${current}, ${path}, json(${JSON.stringify(review)}))`;
  const fresh = review === null ? sql`'{}'` : sql`json_set('{}', ${path}, json(${JSON.stringify(review)}))`;
  const upsert = db
    .insert(siteSettings)
    .values({ id: 1, pageReviews: fresh as unknown as PageReviews, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { pageReviews: next as unknown as PageReviews, updatedAt: new Date() },
    });
  await db.batch([upsert, ...alongside]);
}

/** The hero fields of site settings, as a query that can join a batch. */
export function heroQuery(db: Db) {
  return db
    .select({
      title: siteSettings.heroTitle,
      subtitle: siteSettings.heroSubtitle,
      imageUrl: siteSettings.heroImageUrl,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
}

/** Hero texts and image with the spec's defaults for whatever is missing. */
export function toHeroInfo(
  row: { title: string | null; subtitle: string | null; imageUrl: string | null } | undefined,
): HeroInfo {
  return {
    title: filled(row?.title) ?? HERO_DEFAULTS.title,
    subtitle: filled(row?.subtitle) ?? HERO_DEFAULTS.subtitle,
    imageUrl: filled(row?.imageUrl),
  };
}

/** The columns of site settings an editor may write (everything but the key and the timestamp). */
export type SiteSettingsPatch = Partial<Omit<typeof siteSettings.$inferInsert, "id" | "updatedAt">>;

/**
 * Saves part of the single site-settings row: only the columns in `patch`, inserting row 1 if it
 * is missing. The hero, footer and contact editors share the row; each writes only its own
 * columns, so saving the hero can never wipe the FAQ (one statement, no read-modify-write).
 * `alongside` statements (the audit row) run in the same batch.
 */
export async function saveSiteSettings(db: Db, patch: SiteSettingsPatch, ...alongside: BatchItem<"sqlite">[]) {
  const changes = { ...patch, updatedAt: new Date() };
  const upsert = db
    .insert(siteSettings)
    .values({ id: 1, ...changes })
    .onConflictDoUpdate({ target: siteSettings.id, set: changes });
  // With the audit row (or anything else) in the same batch: all or nothing.
  await db.batch([upsert, ...alongside]);
}

/** The FAQ of site settings (an empty list when there is no row). */
export async function loadFaq(db: Db) {
  const row = await db.select({ faq: siteSettings.faq }).from(siteSettings).where(eq(siteSettings.id, 1)).get();
  return row?.faq ?? [];
}

/** What the Contact page shows from site settings; each detail is null when not filled. */
export interface ContactPageInfo {
  email: string | null;
  phone: string | null;
  location: string | null;
  operationalHours: string | null;
  /** The map's embed address: only when the location is switched on and the link is a Google Maps embed. */
  mapUrl: string | null;
  /** Entries with both a question and an answer. */
  faq: FaqEntry[];
  /** D1 failed (logged): the page shows the form without the stored details. */
  failed: boolean;
}

/**
 * The Contact page's part of site settings in one round trip. Unlike the footer, nothing falls
 * back to a default here (SPEC section 2, "Footer"): a detail that is not filled is not listed.
 */
export async function loadContactPage(db: Db): Promise<ContactPageInfo> {
  try {
    const row = await db
      .select({
        email: siteSettings.footerEmail,
        phone: siteSettings.footerPhone,
        location: siteSettings.footerLocation,
        operationalHours: siteSettings.operationalHours,
        mapLink: siteSettings.practiceLocationGmapsLink,
        showMap: siteSettings.showPracticeLocation,
        faq: siteSettings.faq,
      })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .get();
    const faq: unknown = row?.faq;
    return {
      email: filled(row?.email),
      phone: filled(row?.phone),
      location: filled(row?.location),
      operationalHours: filled(row?.operationalHours),
      mapUrl: row?.showMap ? googleMapsEmbedUrl(row.mapLink) : null,
      faq: (Array.isArray(faq) ? faq : [])
        .map((entry) => ({ question: asText(asRecord(entry).question), answer: asText(asRecord(entry).answer) }))
        .filter((entry) => entry.question && entry.answer),
      failed: false,
    };
  } catch (error) {
    console.error("Gagal memuat halaman kontak", loggable(error));
    return {
      email: null,
      phone: null,
      location: null,
      operationalHours: null,
      mapUrl: null,
      faq: [],
      failed: true,
    };
  }
}

/** The whole site-settings row as stored, for the editors (null when row 1 does not exist yet). */
export async function loadSiteSettingsRow(db: Db) {
  return (await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).get()) ?? null;
}
