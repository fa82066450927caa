import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { FaqEntry, GrowthMilestones, LegalPageId, PageReviews, QualificationItem, ServicePoint } from "../types";
import { createdAt, medicalReviewColumns, updatedAt } from "./columns";
import { users } from "./auth";

const jsonArray = (column: unknown) => sql`json_valid(${column}) and json_type(${column}) = 'array'`;
const jsonObject = (column: unknown) => sql`json_valid(${column}) and json_type(${column}) = 'object'`;

export const categories = sqliteTable("categories", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
});

export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Sanitized HTML, rendered as-is on the article page. */
    content: text("content").notNull(),
    /** Category name; renaming a category carries over, deleting a used one is refused. */
    category: text("category")
      .notNull()
      .references(() => categories.name, { onUpdate: "cascade", onDelete: "restrict" }),
    /** Fallback author text when no author profile is linked. */
    author: text("author"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    imageUrl: text("image_url"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Null means draft; public pages show only articles published up to now. */
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    views: integer("views").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    // Added to a table that comments and reads point at, so without CHECKs (a CHECK would make
    // drizzle-kit rebuild the table, and dropping it cascades): the editor validates them.
    ...medicalReviewColumns(),
  },
  (t) => [
    check("articles_tags_check", jsonArray(t.tags)),
    check("articles_counts_check", sql`${t.views} >= 0 and ${t.shares} >= 0`),
    index("articles_published_at_idx").on(t.publishedAt),
    index("articles_category_published_at_idx").on(t.category, t.publishedAt),
    index("articles_featured_published_at_idx").on(t.featured, t.publishedAt),
    index("articles_created_at_idx").on(t.createdAt),
    index("articles_author_id_idx").on(t.authorId),
  ],
);

export const siteSettings = sqliteTable(
  "site_settings",
  {
    id: integer("id").primaryKey(),
    footerEmail: text("footer_email"),
    footerPhone: text("footer_phone"),
    footerLocation: text("footer_location"),
    operationalHours: text("operational_hours"),
    practiceLocationGmapsLink: text("practice_location_gmaps_link"),
    showPracticeLocation: integer("show_practice_location", { mode: "boolean" }).notNull().default(false),
    faq: text("faq", { mode: "json" }).$type<FaqEntry[]>().notNull().default(sql`'[]'`),
    heroTitle: text("hero_title"),
    heroSubtitle: text("hero_subtitle"),
    heroImageUrl: text("hero_image_url"),
    /** The tool pages' medical reviews (issue 29); read defensively, written with json_set. */
    pageReviews: text("page_reviews", { mode: "json" }).$type<PageReviews>(),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`), check("site_settings_faq_check", jsonArray(t.faq))],
);

export const aboutPage = sqliteTable(
  "about_page",
  {
    id: integer("id").primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    qualificationsTitle: text("qualifications_title"),
    qualificationsList: text("qualifications_list", { mode: "json" })
      .$type<QualificationItem[]>()
      .notNull()
      .default(sql`'[]'`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("about_page_single_row", sql`${t.id} = 1`),
    check("about_page_qualifications_check", jsonArray(t.qualificationsList)),
  ],
);

export const legalPages = sqliteTable(
  "legal_pages",
  {
    id: text("id").$type<LegalPageId>().primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("legal_pages_id_check", sql`${t.id} in ('privacy-policy', 'disclaimer')`)],
);

export const servicesInfo = sqliteTable(
  "services_info",
  {
    id: integer("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    points: text("points", { mode: "json" }).$type<ServicePoint[]>().notNull().default(sql`'[]'`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("services_info_single_row", sql`${t.id} = 1`),
    check("services_info_points_check", jsonArray(t.points)),
  ],
);

export const qnaGuidelines = sqliteTable(
  "qna_guidelines",
  {
    id: integer("id").primaryKey(),
    dos: text("dos", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    donts: text("donts", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    importantNote: text("important_note"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("qna_guidelines_single_row", sql`${t.id} = 1`),
    check("qna_guidelines_lists_check", sql`${jsonArray(t.dos)} and ${jsonArray(t.donts)}`),
  ],
);

export const babyGrowthData = sqliteTable(
  "baby_growth_data",
  {
    /** Age label used in the URL, e.g. "0-3-bulan". */
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    milestones: text("milestones", { mode: "json" }).$type<GrowthMilestones>().notNull(),
    stimulasi: text("stimulasi", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    redFlags: text("red_flags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Who wrote the guide's texts. The WHO ranges are not stored: they come from WHO's tables. */
    author: text("author"),
    ...medicalReviewColumns(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("baby_growth_data_id_check", sql`length(${t.id}) between 1 and 40 and ${t.id} not glob '*[^a-z0-9-]*'`),
    check(
      "baby_growth_data_json_check",
      sql`${jsonObject(t.milestones)} and ${jsonArray(t.stimulasi)} and ${jsonArray(t.redFlags)} and ${jsonArray(t.sources)}`,
    ),
    check(
      "baby_growth_data_reviewed_at_check",
      sql`${t.reviewedAt} is null or (${t.reviewedAt} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date(${t.reviewedAt}) = ${t.reviewedAt})`,
    ),
  ],
);

/**
 * The search index (issue 33, decision 070): for each stem or word form of an article, where it
 * stands (a sum of flags, app/domain/search-index.ts). Written in the same batch as the article;
 * rebuilt from the articles by `npm run search:rebuild`. WITHOUT ROWID in the migration: the
 * entry and article are the key, and an insert here never moves last_insert_rowid().
 */
export const searchEntries = sqliteTable(
  "search_entries",
  {
    entry: text("entry").notNull(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    weight: integer("weight").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entry, t.articleId] }), index("search_entries_article_id_idx").on(t.articleId)],
);

/**
 * Every entry of the index once, with how many articles have it (rarer words count more; the
 * rarest word is where matching starts) and the entry written backwards, so a typo near a word's
 * start still finds it by its end.
 */
export const searchVocabulary = sqliteTable(
  "search_vocabulary",
  {
    entry: text("entry").primaryKey(),
    backwards: text("backwards").notNull(),
    articles: integer("articles").notNull(),
  },
  (t) => [index("search_vocabulary_backwards_idx").on(t.backwards)],
);

/**
 * Two numbers about the index: "articles", how many articles there are (the scale of a word's
 * rarity, kept on every create and delete, so a search never counts the table), and "version",
 * the rules the index was built with (`npm run search:rebuild -- --if-stale` rebuilds when the
 * code's SEARCH_INDEX_VERSION differs).
 */
export const searchMeta = sqliteTable("search_meta", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});
