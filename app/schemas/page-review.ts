import { z } from "~/schemas/zod";
import { checkReviewPair, reviewFields } from "./medical-review";

/**
 * A tool page's medical review (issue 29): the reviewer, the credential and the date, as the
 * health editors have them (decision 011), without sources: a tool page's sources are its code's.
 * Empty name and date clear the review.
 */
export const pageReviewSchema = z
  .object({
    reviewerName: reviewFields.reviewerName,
    reviewerCredential: reviewFields.reviewerCredential,
    reviewedAt: reviewFields.reviewedAt,
  })
  .superRefine(checkReviewPair);

export type PageReviewInput = z.infer<typeof pageReviewSchema>;
