// The health tool pages whose texts live in code (issue 29, decision 054): the growth check (with
// the growth advice on a child's page), the calculators with the pregnancy plan, the danger
// signs, the immunisation schedule (issue 35), and the development check (issue 36). A named reviewer signs each off through the super_admin's editor
// (/admin/tinjauan-medis/:page); the review is stored with the version of the texts it vouches
// for, and lapses when a deploy changes them.
import type { PageReviews, SourceEntry } from "~drizzle/types";
import { CALCULATOR_PAGE_SOURCES } from "./calculator-page";
import { DANGER_SIGNS_PAGE } from "./danger-signs";
import { DEVELOPMENT_PAGE, DEVELOPMENT_PAGE_PATH } from "./development-page";
import { parseIsoDate } from "./dates";
import { GROWTH_CHECK_PAGE } from "./growth-check-page";
import { IMMUNISATION_PAGE, IMMUNISATION_PAGE_PATH } from "./immunisation-page";
import { asRecord, asText } from "./json";
import { type MedicalReview, readMedicalReview } from "./medical-review";

export interface ReviewedPage {
  /** How the editor and its card name the page. */
  title: string;
  /** Where the page is read (the editor links it). */
  path: string;
  /** Besides `path`, where the same texts appear. */
  alsoOn?: string;
  /**
   * The date the page's health texts last changed in code. A developer who changes a text, rule
   * or source of the page sets it to that day; a review dated before it no longer counts, and the
   * page says it is not reviewed until someone reviews it again.
   */
  contentVersion: string;
  sources: readonly SourceEntry[];
}

export const REVIEWED_PAGES = {
  "cek-pertumbuhan": {
    title: "Cek Pertumbuhan",
    path: "/tumbuh-kembang/cek",
    alsoOn: "saran pertumbuhan di Anak Saya (dasbor member)",
    contentVersion: "2026-11-28",
    sources: GROWTH_CHECK_PAGE.sources,
  },
  kalkulator: {
    title: "Kalkulator Kehamilan dan Rencana Kehamilan",
    path: "/kalkulator",
    alsoOn: "rencana kehamilan di dasbor member dan berkas kalendernya",
    contentVersion: "2026-11-28",
    sources: CALCULATOR_PAGE_SOURCES,
  },
  "tanda-bahaya": {
    title: "Tanda Bahaya",
    path: "/tanda-bahaya",
    contentVersion: "2026-11-28",
    sources: DANGER_SIGNS_PAGE.sources,
  },
  imunisasi: {
    title: "Jadwal Imunisasi",
    path: IMMUNISATION_PAGE_PATH,
    alsoOn: "kartu imunisasi anak di dasbor member, yang memakai data jadwal yang sama",
    contentVersion: "2026-11-29",
    sources: IMMUNISATION_PAGE.sources,
  },
  perkembangan: {
    title: "Cek Perkembangan",
    path: DEVELOPMENT_PAGE_PATH,
    alsoOn: "cek perkembangan anak di dasbor member, yang memakai daftar dan aturan yang sama",
    contentVersion: "2026-11-29",
    sources: DEVELOPMENT_PAGE.sources,
  },
} as const satisfies Record<string, ReviewedPage>;

export type ReviewedPageKey = keyof typeof REVIEWED_PAGES;

export const REVIEWED_PAGE_KEYS = Object.keys(REVIEWED_PAGES) as ReviewedPageKey[];

export function isReviewedPageKey(value: unknown): value is ReviewedPageKey {
  return typeof value === "string" && Object.hasOwn(REVIEWED_PAGES, value);
}

/** A stored review as the editor shows it, whether or not it still counts; null when there is none. */
export interface StoredReviewView {
  reviewerName: string;
  reviewerCredential: string | null;
  reviewedAt: string;
  /** False when the page's texts changed after the review (its version is not the current one). */
  current: boolean;
}

/** The stored review of one page, read defensively from the column (hand-edited JSON must not break a page). */
export function storedReview(column: unknown, key: ReviewedPageKey): StoredReviewView | null {
  let all: unknown = column;
  if (typeof all === "string") {
    try {
      all = JSON.parse(all);
    } catch {
      return null;
    }
  }
  const entry = asRecord(asRecord(all)[key]);
  const reviewerName = asText(entry.reviewerName);
  const reviewedAt = parseIsoDate(entry.reviewedAt);
  if (!reviewerName || !reviewedAt) return null;
  return {
    reviewerName,
    reviewerCredential: asText(entry.reviewerCredential) || null,
    reviewedAt,
    current: asText(entry.contentVersion) === REVIEWED_PAGES[key].contentVersion,
  };
}

/** The page's review as it shows it: the stored one while it is current, and always its sources. */
export function pageReview(column: unknown, key: ReviewedPageKey): MedicalReview {
  const stored = storedReview(column, key);
  const counts = stored?.current === true;
  return readMedicalReview({
    reviewerName: counts ? stored.reviewerName : null,
    reviewerCredential: counts ? stored.reviewerCredential : null,
    reviewedAt: counts ? stored.reviewedAt : null,
    sources: REVIEWED_PAGES[key].sources,
  });
}

/** Every tool page's review, for the root loader (one read of the settings row). */
export function pageReviews(column: unknown): Record<ReviewedPageKey, MedicalReview> {
  return Object.fromEntries(REVIEWED_PAGE_KEYS.map((key) => [key, pageReview(column, key)])) as Record<
    ReviewedPageKey,
    MedicalReview
  >;
}

/** A review dated before the texts it would vouch for were written cannot have read them. */
export function reviewPredatesContent(reviewedAt: string, key: ReviewedPageKey): boolean {
  return reviewedAt < REVIEWED_PAGES[key].contentVersion;
}

/** What is stored for a saved review (null clears it): always with the current version. */
export function storedPageReview(
  key: ReviewedPageKey,
  value: { reviewerName: string; reviewerCredential: string; reviewedAt: string },
): PageReviews[string] | null {
  if (!value.reviewerName || !value.reviewedAt) return null;
  return {
    reviewerName: value.reviewerName,
    reviewerCredential: value.reviewerCredential || null,
    reviewedAt: value.reviewedAt,
    contentVersion: REVIEWED_PAGES[key].contentVersion,
  };
}
