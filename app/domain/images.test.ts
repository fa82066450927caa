import { describe, expect, it } from "vitest";
import { responsiveSrcSet } from "./images";

describe("responsiveSrcSet", () => {
  it("offers the 800 px twin of a 1200 px seed image", () => {
    expect(responsiveSrcSet("/images/seed/article-3.jpg", 1200)).toBe(
      "/images/seed/article-3-800.jpg 800w, /images/seed/article-3.jpg 1200w",
    );
    expect(responsiveSrcSet("/images/seed/hero.jpg", 1200)).toBe(
      "/images/seed/hero-800.jpg 800w, /images/seed/hero.jpg 1200w",
    );
    expect(responsiveSrcSet("/images/seed/about.jpg", 800)).toBeUndefined();
  });

  it("leaves other images alone", () => {
    for (const src of [
      "/images/article-placeholder.svg",
      "https://cdn.example/x.jpg",
      "/media/upload.jpg",
      "/images/seed/hero-800.jpg",
      "/images/seed/../x.jpg",
    ]) {
      expect(responsiveSrcSet(src, 1200)).toBeUndefined();
    }
  });
});
