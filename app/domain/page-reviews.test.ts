import { describe, expect, it } from "vitest";
import { addDays, type IsoDate } from "./dates";
import {
  isReviewedPageKey,
  pageReview,
  REVIEWED_PAGES,
  reviewPredatesContent,
  storedPageReview,
  storedReview,
} from "./page-reviews";

const current = REVIEWED_PAGES.kalkulator.contentVersion;
const stored = (entry: Record<string, unknown>) => ({ kalkulator: entry });

describe("a tool page's review (issue 29)", () => {
  it("counts a stored review made for the page's current texts", () => {
    const review = pageReview(
      stored({
        reviewerName: "Bd. Ani",
        reviewerCredential: "S.Tr.Keb",
        reviewedAt: "2026-11-28",
        contentVersion: current,
      }),
      "kalkulator",
    );
    expect(review).toMatchObject({ reviewerName: "Bd. Ani", reviewerCredential: "S.Tr.Keb", reviewedAt: "2026-11-28" });
    expect(review.sources).toEqual(REVIEWED_PAGES.kalkulator.sources);
  });

  it("lapses when the texts changed after it (another version), but the editor still sees it", () => {
    const column = stored({ reviewerName: "Bd. Ani", reviewedAt: "2026-10-01", contentVersion: "2026-10-01" });
    expect(pageReview(column, "kalkulator")).toMatchObject({ reviewerName: null, reviewedAt: null });
    expect(pageReview(column, "kalkulator").sources.length).toBeGreaterThan(0);
    expect(storedReview(column, "kalkulator")).toEqual({
      reviewerName: "Bd. Ani",
      reviewerCredential: null,
      reviewedAt: "2026-10-01",
      current: false,
    });
  });

  it("reads nothing from a missing, broken or half-filled column", () => {
    for (const column of [
      null,
      undefined,
      "{",
      "[]",
      7,
      stored({ reviewerName: "Bd. Ani" }),
      stored({ reviewedAt: "2026-11-28" }),
    ]) {
      expect(pageReview(column, "kalkulator").reviewerName, JSON.stringify(column)).toBeNull();
    }
    // Stored as text (D1 gives JSON columns back as text when read raw).
    const text = JSON.stringify(stored({ reviewerName: "Bd. Ani", reviewedAt: "2026-11-28", contentVersion: current }));
    expect(pageReview(text, "kalkulator").reviewerName).toBe("Bd. Ani");
  });

  it("refuses a review dated before the texts it would vouch for", () => {
    expect(reviewPredatesContent(addDays(current as IsoDate, -1), "kalkulator")).toBe(true);
    expect(reviewPredatesContent(current, "kalkulator")).toBe(false);
    expect(reviewPredatesContent(addDays(current as IsoDate, 1), "kalkulator")).toBe(false);
  });

  it("stores a review with the current version, and nothing for an empty one", () => {
    expect(
      storedPageReview("tanda-bahaya", { reviewerName: "Bd. Ani", reviewerCredential: "", reviewedAt: "2026-11-28" }),
    ).toEqual({
      reviewerName: "Bd. Ani",
      reviewerCredential: null,
      reviewedAt: "2026-11-28",
      contentVersion: REVIEWED_PAGES["tanda-bahaya"].contentVersion,
    });
    expect(storedPageReview("tanda-bahaya", { reviewerName: "", reviewerCredential: "", reviewedAt: "" })).toBeNull();
  });

  it("knows only its four pages", () => {
    expect(["cek-pertumbuhan", "kalkulator", "tanda-bahaya", "imunisasi"].every(isReviewedPageKey)).toBe(true);
    expect(REVIEWED_PAGES.imunisasi.path).toBe("/imunisasi");
    for (const key of ["toString", "__proto__", "artikel", ""]) expect(isReviewedPageKey(key), key).toBe(false);
  });
});
