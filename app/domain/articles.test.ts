import { describe, expect, it } from "vitest";
import { authorName, pageCount, pageWindow, parseArticleId, parsePage, shareUrl } from "./articles";

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
