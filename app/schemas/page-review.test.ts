import { describe, expect, it } from "vitest";
import { pageReviewSchema } from "./page-review";

describe("pageReviewSchema", () => {
  it("keeps a reviewer's name on one line, without invisible or direction-changing characters (issue 29)", () => {
    const parsed = pageReviewSchema.parse({
      reviewerName: " Bd. Nur\u202E Aisyah\n",
      reviewerCredential: "S.\u200BKeb\r\n",
      reviewedAt: "2026-11-01",
    });
    expect(parsed).toEqual({ reviewerName: "Bd. Nur Aisyah", reviewerCredential: "S.Keb", reviewedAt: "2026-11-01" });
  });

  it("takes a name and a date together, or neither", () => {
    expect(
      pageReviewSchema.safeParse({ reviewerName: "Bd. Nur", reviewerCredential: "", reviewedAt: "" }).success,
    ).toBe(false);
    expect(
      pageReviewSchema.safeParse({ reviewerName: "", reviewerCredential: "", reviewedAt: "2026-11-01" }).success,
    ).toBe(false);
    expect(pageReviewSchema.safeParse({ reviewerName: "", reviewerCredential: "", reviewedAt: "" }).success).toBe(true);
  });
});
