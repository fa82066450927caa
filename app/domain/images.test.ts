import { describe, expect, it } from "vitest";
import { responsiveSrcSet, uploadWidth } from "./images";

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

  it("offers an upload at the phone widths below its own", () => {
    expect(responsiveSrcSet("/gambar/public/1700000000000-abc.jpg", 1200)).toBe(
      "/gambar/public/1700000000000-abc.jpg?w=400 400w, /gambar/public/1700000000000-abc.jpg?w=800 800w, /gambar/public/1700000000000-abc.jpg 1200w",
    );
    expect(responsiveSrcSet("/gambar/about-page/a.png", 600)).toBe(
      "/gambar/about-page/a.png?w=400 400w, /gambar/about-page/a.png 600w",
    );
    expect(responsiveSrcSet("/gambar/about-page/a.png", 400)).toBeUndefined();
    expect(responsiveSrcSet("/gambar/../x.png", 1200)).toBeUndefined();
  });

  it("accepts only the offered widths", () => {
    expect(uploadWidth(null)).toBeNull();
    expect(uploadWidth("400")).toBe(400);
    expect(uploadWidth("800")).toBe(800);
    for (const value of ["", "401", "0400", "1e3", "99999", "-400"]) expect(uploadWidth(value), value).toBeUndefined();
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
