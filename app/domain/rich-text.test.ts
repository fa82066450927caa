import { describe, expect, it } from "vitest";
import { editorImageSrc, editorLinkHref } from "./rich-text";

describe("editorLinkHref", () => {
  it.each([
    "https://www.who.int/indonesia",
    "http://contoh.id/a?b=1#c",
    "mailto:bidan@contoh.id",
    "mailto:bidan@contoh.id?subject=Halo",
    "/artikel/12",
    "/",
  ])("keeps %s", (href) => expect(editorLinkHref(` ${href} `)).toBe(href));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example",
    "/\\evil.example",
    "https:evil.example",
    "https:///evil.example",
    "https://user@evil.example",
    "ftp://contoh.id",
    "tel:0812",
    "www.contoh.id",
    "artikel/12",
    "mailto:",
    "java\nscript:alert(1)",
    "",
  ])("refuses %j", (href) => expect(editorLinkHref(href)).toBeNull());
});

describe("editorImageSrc", () => {
  it("keeps our own storage", () => {
    expect(editorImageSrc("/gambar/public/1763800000000-0a1b2c3d.png")).toBe(
      "/gambar/public/1763800000000-0a1b2c3d.png",
    );
    expect(editorImageSrc("/gambar/public/x.png")).toBe("/gambar/public/x.png");
  });

  it.each([
    "https://lh3.googleusercontent.com/x.png",
    "/gambar/../admin",
    "/gambar//evil.example/x.png",
    "/gambar/",
    "/images/x.png",
    "gambar/public/x.png",
    "data:image/png;base64,AAAA",
    '/gambar/x.png" onerror="alert(1)',
    "javascript:alert(1)",
  ])("refuses %j", (src) => expect(editorImageSrc(src)).toBeNull());
});
