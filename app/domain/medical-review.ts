import type { SourceEntry } from "~drizzle/types";
import { parseIsoDate, type IsoDate } from "./dates";
import { asRecord, asText } from "./json";
import { isSafeUrl } from "./urls";

// Who reviewed a health page, when, and on which sources (decision 011). Read defensively: the
// columns are edited by people, and a page must never show a half-filled reviewer or a link
// that is not a web address.

/** A review counts only with both a reviewer and a date; otherwise all three are null. */
export interface MedicalReview {
  reviewerName: string | null;
  reviewerCredential: string | null;
  reviewedAt: IsoDate | null;
  sources: SourceEntry[];
}

/**
 * Sources with a citation; a link is kept only when it is a plain web address. Takes the column
 * as stored text too: articles have no CHECK on it (decision 011), and bad JSON must not break
 * the page.
 */
export function readSources(value: unknown): SourceEntry[] {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const record = asRecord(entry);
    const citation = asText(record.citation);
    if (!citation) return [];
    const url = asText(record.url);
    return [isSafeUrl(url, false) ? { citation, url } : { citation }];
  });
}

export function readMedicalReview(row: {
  reviewerName: unknown;
  reviewerCredential: unknown;
  reviewedAt: unknown;
  sources: unknown;
}): MedicalReview {
  const name = asText(row.reviewerName) || null;
  const reviewedAt = name ? parseIsoDate(row.reviewedAt) : null;
  const reviewed = Boolean(name && reviewedAt);
  return {
    reviewerName: reviewed ? name : null,
    reviewerCredential: reviewed ? asText(row.reviewerCredential) || null : null,
    reviewedAt: reviewed ? reviewedAt : null,
    sources: readSources(row.sources),
  };
}

/**
 * schema.org `MedicalWebPage` for a health page (Google's and Bing's reading of medical pages):
 * who reviewed it and when, its author and its citations.
 */
export function medicalWebPageJsonLd(page: {
  url: string;
  name: string;
  description: string;
  author: string;
  review: MedicalReview;
  siteName: string;
  about?: string;
}) {
  const { review } = page;
  return {
    "@type": "MedicalWebPage",
    "@id": `${page.url}#halaman`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: "id-ID",
    ...(page.about ? { about: { "@type": "Thing", name: page.about } } : {}),
    author: { "@type": "Person", name: page.author },
    ...reviewJsonLd(review),
    publisher: { "@type": "Organization", name: page.siteName },
  };
}

/**
 * A web page's review in schema.org terms (`WebPage`: `lastReviewed`, `reviewedBy`, `citation`),
 * each only when there is one.
 */
export function reviewJsonLd(review: MedicalReview) {
  return {
    ...(review.reviewedAt ? { lastReviewed: review.reviewedAt } : {}),
    ...(review.reviewerName
      ? {
          reviewedBy: {
            "@type": "Person",
            name: review.reviewerName,
            ...(review.reviewerCredential ? { honorificSuffix: review.reviewerCredential } : {}),
          },
        }
      : {}),
    ...(review.sources.length > 0
      ? {
          citation: review.sources.map((source) => ({
            "@type": "CreativeWork",
            name: source.citation,
            ...(source.url ? { url: source.url } : {}),
          })),
        }
      : {}),
  };
}

/**
 * Decision 011: a save that changes a health page's texts must renew its review (a date later
 * than the stored one, or today's) or clear it, so "Ditinjau secara medis" never vouches for text
 * nobody reviewed; moving the date back does not count. A different reviewer keeps no old date
 * either: the page would credit an old review to someone else. `texts` is the page's texts as
 * one comparable string. True when the save must be refused.
 */
export function reviewIsStale(
  before: { texts: string; reviewedAt: string | null; reviewerName?: string | null },
  after: { texts: string; reviewerName: string; reviewedAt: string },
  today: string,
): boolean {
  if (!after.reviewerName || !after.reviewedAt) return false;
  // ISO dates (YYYY-MM-DD) compare as text.
  const renewed = after.reviewedAt === today || before.reviewedAt === null || after.reviewedAt > before.reviewedAt;
  if (renewed) return false;
  const reviewerChanged = before.reviewerName !== undefined && (before.reviewerName ?? "") !== after.reviewerName;
  return reviewerChanged || before.texts !== after.texts;
}

/**
 * The review fields of an editor's form as stored: all three columns only when a reviewer and a
 * date are both given (decision 011), sources without an empty link.
 */
export function reviewColumns(value: {
  reviewerName: string;
  reviewerCredential: string;
  reviewedAt: string;
  sources: { citation: string; url: string }[];
}) {
  const reviewed = Boolean(value.reviewerName && value.reviewedAt);
  return {
    reviewerName: reviewed ? value.reviewerName : null,
    reviewerCredential: reviewed && value.reviewerCredential ? value.reviewerCredential : null,
    reviewedAt: reviewed ? value.reviewedAt : null,
    sources: value.sources.map(
      (source): SourceEntry =>
        source.url ? { citation: source.citation, url: source.url } : { citation: source.citation },
    ),
  };
}
