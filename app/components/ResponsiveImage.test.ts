import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage, type ResponsiveImageProps } from "./ResponsiveImage";

const render = (props: ResponsiveImageProps) => renderToStaticMarkup(createElement(ResponsiveImage, props));

describe("ResponsiveImage", () => {
  it("is lazy by default, with its size and the phone copy of a seed image", () => {
    expect(
      render({
        src: "/images/seed/hero.jpg",
        alt: "Ibu",
        width: 1200,
        height: 675,
        sizes: "100vw",
        className: "w-full",
      }),
    ).toBe(
      '<img src="/images/seed/hero.jpg" srcSet="/images/seed/hero-800.jpg 800w, /images/seed/hero.jpg 1200w" sizes="100vw" alt="Ibu"' +
        ' width="1200" height="675" loading="lazy" decoding="async" class="w-full"/>',
    );
  });

  it("shows the placeholder, without a srcset, when no image is stored", () => {
    for (const src of ["", null, undefined]) {
      expect(render({ src, alt: "", width: 1200, height: 675 })).toBe(
        '<img src="/images/article-placeholder.svg" alt="" width="1200" height="675" loading="lazy" decoding="async"/>',
      );
    }
  });

  it("shows nothing when there is neither an image nor a fallback", () => {
    expect(render({ src: "", fallback: null, alt: "", width: 800, height: 1000 })).toBe("");
  });

  // React itself adds a preload link for every image that is not lazy.
  it("loads at once when eager, and first when it is the page's main image", () => {
    expect(render({ src: "/media/a.jpg", alt: "", width: 1200, height: 675, eager: true })).toBe(
      '<link rel="preload" as="image" href="/media/a.jpg"/>' +
        '<img src="/media/a.jpg" alt="" width="1200" height="675" loading="eager" decoding="async"/>',
    );
    expect(render({ src: "/media/a.jpg", alt: "", width: 1200, height: 675, priority: true })).toContain(
      '<img src="/media/a.jpg" alt="" width="1200" height="675" loading="eager" fetchPriority="high"/>',
    );
  });
});
