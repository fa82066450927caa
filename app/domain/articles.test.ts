import { describe, expect, it } from "vitest";
import {
  authorName,
  hasVisibleContent,
  pageCount,
  pageWindow,
  parseArticleId,
  parsePage,
  parseTags,
  publishedAtFor,
  shareUrl,
} from "./articles";

describe("authorName", () => {
  it("prefers the profile name, then the author text, then the team", () => {
    expect(authorName("Bidan Sari", "Ditulis oleh X")).toBe("Bidan Sari");
    expect(authorName(null, "Bidan Tamu")).toBe("Bidan Tamu");
    expect(authorName("  ", "")).toBe("Tim Bidanku");
    expect(authorName(undefined, null)).toBe("Tim Bidanku");
  });
});

describe("paging", () => {
  it("reads page numbers defensively", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("3")).toBe(3);
    for (const bad of ["0", "-2", "abc", "1.5", "9999999999999", "1e3", " 2"]) expect(parsePage(bad)).toBe(1);
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(27, 9)).toBe(3);
  });

  it("shows the first, last and neighbouring pages with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    expect(pageWindow(9, 9)).toEqual([1, null, 8, 9]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, null, 9]);
  });
});

describe("parseArticleId", () => {
  it("accepts positive whole numbers only", () => {
    expect(parseArticleId("12")).toBe(12);
    for (const bad of [undefined, "", "0", "-1", "1.0", "12abc", "1' OR 1=1", "99999999999", "０１"])
      expect(parseArticleId(bad)).toBeNull();
  });
});

describe("shareUrl", () => {
  const url = "https://bidanku.id/artikel/3";
  it("builds the WhatsApp, Facebook and X links with encoded text", () => {
    expect(shareUrl("whatsapp", url, "ASI & MPASI")).toBe(
      "https://wa.me/?text=ASI%20%26%20MPASI%20https%3A%2F%2Fbidanku.id%2Fartikel%2F3",
    );
    expect(shareUrl("facebook", url, "x")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbidanku.id%2Fartikel%2F3",
    );
    expect(shareUrl("x", url, "Tanda #1")).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fbidanku.id%2Fartikel%2F3&text=Tanda%20%231",
    );
    expect(shareUrl("copy", url, "x")).toBeNull();
    expect(shareUrl("native", url, "x")).toBeNull();
  });
});

describe("parseTags", () => {
  it("splits on commas, trims, collapses inner spaces and drops empty parts", () => {
    expect(parseTags(" gizi ,,  trimester   1 , ")).toEqual(["gizi", "trimester 1"]);
  });
  it("adds a tag only once, whatever its case, keeping the first spelling", () => {
    expect(parseTags("ASI, asi, Asi eksklusif, ASI")).toEqual(["ASI", "Asi eksklusif"]);
  });
  it("gives no tags for an empty field", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ,")).toEqual([]);
  });
});

describe("hasVisibleContent", () => {
  it("is true for text or an image", () => {
    expect(hasVisibleContent("<p>Halo</p>")).toBe(true);
    expect(hasVisibleContent('<p><img src="/gambar/public/1-0a0b0c0d.png" alt=""></p>')).toBe(true);
  });
  it("is false for empty markup, spaces and non-breaking spaces", () => {
    expect(hasVisibleContent("")).toBe(false);
    expect(hasVisibleContent("<p></p><h2> </h2>")).toBe(false);
    expect(hasVisibleContent("<p>&nbsp;</p>")).toBe(false);
  });
});

describe("publishedAtFor", () => {
  const now = new Date("2026-11-22T03:00:00Z");
  const earlier = new Date("2026-01-05T00:00:00Z");
  it("sets now when a draft or new article is published", () => {
    expect(publishedAtFor("published", null, now)).toBe(now);
    expect(publishedAtFor("published", undefined, now)).toBe(now);
  });
  it("keeps the first publish date when a published article is saved again", () => {
    expect(publishedAtFor("published", earlier, now)).toBe(earlier);
  });
  it("clears it for a draft", () => {
    expect(publishedAtFor("draft", earlier, now)).toBeNull();
  });
});
