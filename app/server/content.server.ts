import { eq } from "drizzle-orm";
import { data } from "react-router";
import { aboutPage, babyGrowthData, legalPages, qnaGuidelines } from "~drizzle/schema";
import type { GrowthMilestones, LegalPageId } from "~drizzle/types";
import { authorName } from "~/domain/articles";
import { formatInstantDate } from "~/domain/dates";
import { sortGuidesByAge } from "~/domain/growth";
import { readMedicalReview, type MedicalReview } from "~/domain/medical-review";
import type { Db } from "./db.server";
import { asRecord, asText, asTextList } from "~/domain/json";
import { loggable } from "~/server/log.server";

// Data access for the editor-managed content pages: growth guides, the about page and the two
// legal pages. Each page reads D1 in exactly one round trip. JSON columns are normalised here,
// because editors can save partial shapes and a page must never crash on a missing list.

// ---------------------------------------------------------------------------------------------
// Shared helpers

/**
 * The first `max` characters of a text on one line, for meta descriptions. Whitespace runs
 * (newlines of paragraphs) become single spaces; code points are counted, so an emoji is never cut
 * in half.
 */
export function metaSummary(content: string, max = 150): string {
  return Array.from(content.replace(/\s+/g, " ").trim()).slice(0, max).join("").trim();
}

// ---------------------------------------------------------------------------------------------
// Growth guides

/** Guide ids as stored (SPEC 3, decision 002): lowercase letters, digits and dashes, max 40. */
const GUIDE_ID = /^[a-z0-9-]{1,40}$/;

/** The id from the URL if it can be a guide id at all; anything else is a 404 without a query. */
export function parseGuideId(raw: string | undefined): string | null {
  return raw !== undefined && GUIDE_ID.test(raw) ? raw : null;
}

/**
 * The three highlights per age group from the SPEC table, in Indonesian. Guides do not store
 * highlights; the six known groups keep the wording of the table.
 */
const KNOWN_HIGHLIGHTS: Readonly<Record<string, readonly [string, string, string]>> = {
  "0-3-bulan": ["Refleks dasar", "Kontak mata", "Senyum sosial"],
  "4-6-bulan": ["Berguling", "Tertawa", "Menggenggam benda"],
  "7-12-bulan": ["Duduk sendiri", "Merangkak", "Kata pertama"],
  "1-2-tahun": ["Berjalan", "Bicara dua kata", "Bermain berdampingan"],
  "2-3-tahun": ["Berlari", "Kalimat pendek", "Latihan toilet"],
  "3-5-tahun": ["Melompat", "Bercerita kompleks", "Bermain bersama"],
};

/**
 * Highlights of a guide card: the SPEC's wording for the six known groups; for a guide an editor
 * added, the first milestone of motorik, of kognitif (else bahasa) and of sosialEmosional, so a
 * new card still says something concrete without a new column.
 */
export function guideHighlights(id: string, milestones: Partial<GrowthMilestones> | null | undefined): string[] {
  const known = KNOWN_HIGHLIGHTS[id];
  if (known) return [...known];
  const m = asRecord(milestones);
  return [
    asTextList(m.motorik)[0],
    asTextList(m.kognitif)[0] ?? asTextList(m.bahasa)[0],
    asTextList(m.sosialEmosional)[0],
  ].filter((item): item is string => Boolean(item));
}

export interface GuideCard {
  id: string;
  title: string;
  highlights: string[];
}

/** Every guide as an index card, youngest first (SPEC section 9): one round trip. */
export async function loadGrowthIndex(db: Db): Promise<GuideCard[]> {
  const rows = await db
    .select({ id: babyGrowthData.id, title: babyGrowthData.title, milestones: babyGrowthData.milestones })
    .from(babyGrowthData);
  return sortGuidesByAge(rows).map((row) => ({
    id: row.id,
    title: asText(row.title) || row.id,
    highlights: guideHighlights(row.id, row.milestones),
  }));
}

export interface GrowthGuide {
  id: string;
  title: string;
  description: string;
  milestones: GrowthMilestones;
  stimulasi: string[];
  redFlags: string[];
  author: string;
  review: MedicalReview;
}

/** One guide with every list present (possibly empty), or null. */
export async function loadGrowthGuide(db: Db, id: string): Promise<GrowthGuide | null> {
  const row = await db.select().from(babyGrowthData).where(eq(babyGrowthData.id, id)).get();
  if (!row) return null;
  const milestones = asRecord(row.milestones);
  return {
    id: row.id,
    title: asText(row.title) || row.id,
    description: asText(row.description),
    milestones: {
      motorik: asTextList(milestones.motorik),
      kognitif: asTextList(milestones.kognitif),
      sosialEmosional: asTextList(milestones.sosialEmosional),
      bahasa: asTextList(milestones.bahasa),
    },
    stimulasi: asTextList(row.stimulasi),
    redFlags: asTextList(row.redFlags),
    author: authorName(null, row.author),
    review: readMedicalReview(row),
  };
}

// ---------------------------------------------------------------------------------------------
// About page and legal pages

/** A content page as a page needs it: found, not written yet, or D1 failed (already logged). */
export type ContentResult<T> = { status: "ok"; page: T } | { status: "missing" } | { status: "failed" };

export interface AboutContent {
  title: string;
  content: string;
  imageUrl: string | null;
  qualificationsTitle: string;
  qualifications: string[];
}

/** The about record (a single row, id 1): one round trip; a D1 failure is logged, not thrown. */
export async function loadAboutPage(db: Db): Promise<ContentResult<AboutContent>> {
  try {
    const row = await db.select().from(aboutPage).where(eq(aboutPage.id, 1)).get();
    if (!row) return { status: "missing" };
    const list: unknown = row.qualificationsList;
    const qualifications = Array.isArray(list) ? asTextList(list.map((entry) => asRecord(entry).item)) : [];
    return {
      status: "ok",
      page: {
        title: asText(row.title) || "Tentang Saya",
        content: row.content,
        imageUrl: asText(row.imageUrl) || null,
        qualificationsTitle: asText(row.qualificationsTitle) || "Kualifikasi",
        qualifications,
      },
    };
  } catch (error) {
    console.error("Gagal memuat halaman tentang", loggable(error));
    return { status: "failed" };
  }
}

export interface LegalContent {
  title: string;
  content: string;
  /** id-ID date in Jakarta, e.g. "8 Oktober 2026". */
  updated: string;
  updatedIso: string;
}

/** One legal page: one round trip; a D1 failure is logged, not thrown. */
export async function loadLegalPage(db: Db, id: LegalPageId): Promise<ContentResult<LegalContent>> {
  try {
    const row = await db.select().from(legalPages).where(eq(legalPages.id, id)).get();
    if (!row) return { status: "missing" };
    return {
      status: "ok",
      page: {
        title: asText(row.title),
        content: row.content,
        updated: formatInstantDate(row.updatedAt),
        updatedIso: row.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    console.error(`Gagal memuat halaman ${id}`, loggable(error));
    return { status: "failed" };
  }
}

// ---------------------------------------------------------------------------------------------
// Q&A guidelines (Ask Us)

export interface QnaGuidelines {
  dos: string[];
  donts: string[];
  importantNote: string;
}

const NO_GUIDELINES: QnaGuidelines = { dos: [], donts: [], importantNote: "" };

/**
 * The do / don't guide and the important note of Ask Us (qna_guidelines row 1): one round trip.
 * A missing row or a D1 failure gives empty lists (SPEC section 8: load errors are ignored, logged).
 */
export async function loadQnaGuidelines(db: Db): Promise<QnaGuidelines> {
  try {
    const row = await db
      .select({ dos: qnaGuidelines.dos, donts: qnaGuidelines.donts, importantNote: qnaGuidelines.importantNote })
      .from(qnaGuidelines)
      .where(eq(qnaGuidelines.id, 1))
      .get();
    if (!row) return NO_GUIDELINES;
    return { dos: asTextList(row.dos), donts: asTextList(row.donts), importantNote: asText(row.importantNote) };
  } catch (error) {
    console.error("Gagal memuat panduan tanya jawab", loggable(error));
    return NO_GUIDELINES;
  }
}

// ---------------------------------------------------------------------------------------------
// Responses shared by the content routes

/** What a legal route's loader answers: the page, or the failure text with 404/503, private. */
export async function legalPageResponse(db: Db, id: LegalPageId) {
  const result = await loadLegalPage(db, id);
  if (result.status === "ok") {
    return data({ page: { status: "ok" as const, ...result.page }, description: metaSummary(result.page.content) });
  }
  // A missing record is a 404 (nothing to index); a D1 failure a 503. Both show the spec's text;
  // the Worker keeps every error out of shared caches, so the page returns with the record.
  return data(
    { page: { status: "failed" as const }, description: null },
    { status: result.status === "missing" ? 404 : 503 },
  );
}
