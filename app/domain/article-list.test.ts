import { describe, expect, it } from "vitest";
import { articleListHref, findCategory, listCorrection } from "./article-list";

const CATEGORIES = ["Kehamilan", "Menyusui", "Nifas"];

describe("articleListHref", () => {
  it("leaves out empty parts and page 1", () => {
    expect(articleListHref("", null)).toBe("/artikel");
    expect(articleListHref("", null, 1)).toBe("/artikel");
    expect(articleListHref("asi eksklusif", "Nifas", 2)).toBe("/artikel?q=asi+eksklusif&kategori=Nifas&halaman=2");
    expect(articleListHref("", "Tidak Ada")).toBe("/artikel?kategori=Tidak+Ada");
  });
});

describe("findCategory", () => {
  it("finds the stored spelling, whatever the letter case", () => {
    expect(findCategory("Nifas", CATEGORIES)).toBe("Nifas");
    expect(findCategory("nIFAS", CATEGORIES)).toBe("Nifas");
    expect(findCategory("Tidak Ada", CATEGORIES)).toBeNull();
    expect(findCategory("Nifa", CATEGORIES)).toBeNull();
  });
});

describe("listCorrection", () => {
  const state = { q: "", category: null, page: 1, pages: 2, categories: CATEGORIES };

  it("leaves a list that can be shown as asked alone", () => {
    expect(listCorrection(state)).toBeNull();
    expect(listCorrection({ ...state, category: "Nifas", page: 2 })).toBeNull();
    // No results at all is still page 1 of 1: the empty state is the honest answer.
    expect(listCorrection({ ...state, q: "zzzz", pages: 1 })).toBeNull();
  });

  it("sends an unknown category to all categories, keeping the search, from page 1", () => {
    expect(listCorrection({ ...state, category: "Tidak Ada" })).toEqual({ reason: "unknown-category", to: "/artikel" });
    expect(listCorrection({ ...state, q: "asi", category: "Tidak Ada", page: 99, pages: 1 })).toEqual({
      reason: "unknown-category",
      to: "/artikel?q=asi",
    });
  });

  it("uses the stored spelling of a category, keeping the page", () => {
    expect(listCorrection({ ...state, category: "nifas", page: 2, pages: 1 })).toEqual({
      reason: "category-case",
      to: "/artikel?kategori=Nifas&halaman=2",
    });
  });

  it("sends a page past the end to the last page", () => {
    expect(listCorrection({ ...state, page: 99 })).toEqual({
      reason: "page-past-end",
      to: "/artikel?halaman=2",
      lastPage: 2,
    });
    expect(listCorrection({ ...state, q: "zzzz", page: 3, pages: 1 })).toEqual({
      reason: "page-past-end",
      to: "/artikel?q=zzzz",
      lastPage: 1,
    });
  });
});
