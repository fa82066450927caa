import { describe, expect, it } from "vitest";
import { guideAgeBand, guideAgeEndInMonths, guideAgeInMonths, reviewNeedsRenewal, sortGuidesByAge } from "./growth";

describe("guideAgeInMonths", () => {
  it("reads months and years from the label", () => {
    expect(guideAgeInMonths("0-3-bulan")).toBe(0);
    expect(guideAgeInMonths("7-12-bulan")).toBe(7);
    expect(guideAgeInMonths("12-18 bulan")).toBe(12);
    expect(guideAgeInMonths("1 tahun")).toBe(12);
    expect(guideAgeInMonths("3-5-tahun")).toBe(36);
    expect(guideAgeInMonths("2 Tahun")).toBe(24);
  });

  it("puts unknown labels last", () => {
    expect(guideAgeInMonths("remaja")).toBe(99);
    expect(guideAgeInMonths("bulan")).toBe(99);
    expect(guideAgeInMonths("6-minggu")).toBe(99);
  });
});

describe("guideAgeEndInMonths", () => {
  it("reads the end of the range, or the single age", () => {
    expect(guideAgeEndInMonths("12-18-bulan")).toBe(18);
    expect(guideAgeEndInMonths("1-2-tahun")).toBe(24);
    expect(guideAgeEndInMonths("1 tahun")).toBe(12);
    expect(guideAgeEndInMonths("lainnya")).toBe(99);
  });
});

describe("sortGuidesByAge", () => {
  it("orders the spec's six guides and fits new ones in place", () => {
    const ids = [
      "3-5-tahun",
      "lainnya",
      "1-2-tahun",
      "0-3-bulan",
      "12-18-bulan",
      "7-12-bulan",
      "2-3-tahun",
      "4-6-bulan",
    ];
    expect(sortGuidesByAge(ids.map((id) => ({ id }))).map((g) => g.id)).toEqual([
      "0-3-bulan",
      "4-6-bulan",
      "7-12-bulan",
      "12-18-bulan",
      "1-2-tahun",
      "2-3-tahun",
      "3-5-tahun",
      "lainnya",
    ]);
  });

  it("does not change its input", () => {
    const input = [{ id: "2-3-tahun" }, { id: "0-3-bulan" }];
    sortGuidesByAge(input);
    expect(input[0]!.id).toBe("2-3-tahun");
  });
});

describe("guideAgeBand", () => {
  it("reads plain age labels in months", () => {
    expect(guideAgeBand("0-3-bulan")).toEqual({ startMonths: 0, endMonths: 3 });
    expect(guideAgeBand("1-2-tahun")).toEqual({ startMonths: 12, endMonths: 24 });
    expect(guideAgeBand("3-5-tahun")).toEqual({ startMonths: 36, endMonths: 60 });
    expect(guideAgeBand("6-bulan")).toEqual({ startMonths: 6, endMonths: 6 });
  });

  it("gives no band for mixed, reversed or other labels, so no wrong WHO table is shown", () => {
    for (const id of [
      "1-tahun-6-bulan",
      "6-bulan-1-tahun",
      "12-bulan-2-tahun",
      "5-3-bulan",
      "remaja",
      "bayi-baru-lahir",
      "1-2-tahunan",
      "1234-bulan",
    ]) {
      expect(guideAgeBand(id), id).toBeNull();
    }
  });
});

describe("reviewNeedsRenewal", () => {
  const texts = {
    title: "0-3 Bulan",
    description: "Deskripsi",
    milestones: { motorik: ["a"], kognitif: [], sosialEmosional: [], bahasa: ["b"] },
    stimulasi: ["c"],
    redFlags: ["d"],
  };
  const stored = { ...texts, reviewedAt: "2026-01-05" };
  const review = { reviewerName: "Bd. Sari", reviewedAt: "2026-01-05" };

  it("is false when the texts are unchanged (only the review or author changed)", () => {
    expect(reviewNeedsRenewal(stored, { ...texts, ...review }, "2026-11-22")).toBe(false);
  });

  it("is true when a text changed and the old review date stays", () => {
    const changed = { ...texts, milestones: { ...texts.milestones, bahasa: ["b", "baru"] } };
    expect(reviewNeedsRenewal(stored, { ...changed, ...review }, "2026-11-22")).toBe(true);
    expect(reviewNeedsRenewal(stored, { ...texts, redFlags: [], ...review }, "2026-11-22")).toBe(true);
    expect(reviewNeedsRenewal(stored, { ...texts, title: "Baru", ...review }, "2026-11-22")).toBe(true);
  });

  it("is false when the review gets a new date, is dated today, or is cleared", () => {
    const changed = { ...texts, stimulasi: ["c", "e"] };
    expect(
      reviewNeedsRenewal(stored, { ...changed, reviewerName: "Bd. Sari", reviewedAt: "2026-11-20" }, "2026-11-22"),
    ).toBe(false);
    expect(
      reviewNeedsRenewal(
        { ...stored, reviewedAt: "2026-11-22" },
        { ...changed, reviewerName: "Bd. Sari", reviewedAt: "2026-11-22" },
        "2026-11-22",
      ),
    ).toBe(false);
    expect(reviewNeedsRenewal(stored, { ...changed, reviewerName: "", reviewedAt: "" }, "2026-11-22")).toBe(false);
  });

  it("is true when a text changed and the date moved back (an older review is no renewal)", () => {
    const changed = { ...texts, stimulasi: ["c", "e"] };
    expect(
      reviewNeedsRenewal(stored, { ...changed, reviewerName: "Bd. Sari", reviewedAt: "2025-12-01" }, "2026-11-22"),
    ).toBe(true);
  });

  it("is true when another reviewer is named over the old date, even with the texts unchanged", () => {
    const withReviewer = { ...stored, reviewerName: "Bd. Sari" };
    expect(
      reviewNeedsRenewal(withReviewer, { ...texts, reviewerName: "Bd. Lain", reviewedAt: "2026-01-05" }, "2026-11-22"),
    ).toBe(true);
    expect(
      reviewNeedsRenewal(withReviewer, { ...texts, reviewerName: "Bd. Lain", reviewedAt: "2026-02-01" }, "2026-11-22"),
    ).toBe(false);
  });

  it("sees a moved item between milestone groups as a change", () => {
    const moved = { ...texts, milestones: { ...texts.milestones, motorik: [], kognitif: ["a"] } };
    expect(reviewNeedsRenewal(stored, { ...moved, ...review }, "2026-11-22")).toBe(true);
  });
});
