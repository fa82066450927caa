// Shapes of the JSON columns (SPEC section 3). Kept free of drizzle imports so that
// app code, seed checks and tests can share them.

/** Stored role values, least powerful first. App code imports them (and every rule about them) from app/domain/permissions.ts. */
export type Role = "member" | "admin" | "super_admin";
export const ROLES = ["member", "admin", "super_admin"] as const satisfies readonly Role[];

export type CalculatorType = "hpl" | "fertility" | "weight_gain";

export type QuestionStatus = "pending" | "answered";

export type LegalPageId = "privacy-policy" | "disclaimer";

/** A child's sex as stored (the growth check's `Sex`, app/domain/who/lms.ts). */
export type ChildSex = "laki" | "perempuan";

/** How a length was measured: lying ("berbaring", length) or standing ("berdiri", height). */
export type MeasurementPosition = "lying" | "standing";

export interface ConversationMessage {
  sender: "admin";
  message: string;
  /** ISO 8601 timestamp */
  timestamp: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface QualificationItem {
  item: string;
}

export interface ServicePoint {
  title: string;
  description: string;
}

export interface GrowthMilestones {
  motorik: string[];
  kognitif: string[];
  sosialEmosional: string[];
  bahasa: string[];
}

/** One numbered reference of a health page: the citation text, and a link where one is stable. */
export interface SourceEntry {
  citation: string;
  url?: string;
}

/** Calculator inputs and results as stored in calculator_history (SPEC section 3). */
/**
 * A health tool page's medical review as the super_admin saved it (issue 29): who, when, and the
 * version of the page's texts they reviewed (the texts live in code; app/domain/page-reviews.ts).
 */
export interface StoredPageReview {
  reviewerName: string;
  reviewerCredential: string | null;
  reviewedAt: string;
  contentVersion: string;
}

/** site_settings.page_reviews: one review per tool page, by the page's key. */
export type PageReviews = Record<string, StoredPageReview>;

export interface HplInput {
  /** YYYY-MM-DD */
  lastPeriod: string;
}
export interface HplResult {
  /** long Indonesian date, e.g. "8 Oktober 2026" */
  hpl: string;
  /** "N minggu M hari" */
  weeksPregnant: string;
  daysLeft: number;
}
export interface FertilityInput {
  lastPeriod: string;
  cycleLength: number;
}
export interface FertilityResult {
  nextPeriod: string;
  ovulationDate: string;
  fertileWindow: { start: string; end: string };
}
export interface WeightGainInput {
  height: number;
  prePregnancyWeight: number;
}
export interface WeightGainResult {
  bmi: number;
  category: string;
  recommendedGain: string;
  trimesterGain: { first: string; second: string; third: string };
}
export type CalculatorInput = HplInput | FertilityInput | WeightGainInput;
export type CalculatorResult = HplResult | FertilityResult | WeightGainResult;
