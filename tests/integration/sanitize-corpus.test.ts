import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import { XSS_CORPUS } from "../fixtures/xss-corpus";

// Runs inside workerd, where the Worker runs. Each payload's output is checked for everything that
// can run script or lead off the site, and sanitizing the output again must change nothing (what
// the browser will parse is exactly what was checked).

const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "blockquote",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "caption",
  "sub",
  "sup",
]);
const ALLOWED_ATTRIBUTES = new Set([
  "href",
  "title",
  "rel",
  "src",
  "alt",
  "width",
  "height",
  "loading",
  "decoding",
  "colspan",
  "rowspan",
  "scope",
  "start",
]);

function tagsOf(html: string) {
  return [...html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)].map((match) => ({
    name: match[1]!.toLowerCase(),
    rest: match[2]!,
  }));
}

function attributesOf(rest: string) {
  return [...rest.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)].map((match) => ({
    name: match[1]!.toLowerCase(),
    value: match[2] ?? "",
  }));
}

describe("the article sanitizer against known payloads", () => {
  it("has a corpus of at least 100 payloads", () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
  });

  for (const [index, payload] of XSS_CORPUS.entries()) {
    it(`#${index}: ${JSON.stringify(payload).slice(0, 70)}`, async () => {
      const clean = await sanitizeArticleHtml(payload);
      for (const tag of tagsOf(clean)) {
        expect(ALLOWED_TAGS.has(tag.name), `tag <${tag.name}> in ${clean}`).toBe(true);
        for (const attribute of attributesOf(tag.rest)) {
          expect(ALLOWED_ATTRIBUTES.has(attribute.name), `attribute ${attribute.name} in ${clean}`).toBe(true);
          if (attribute.name === "href" || attribute.name === "src") {
            const value = attribute.value.replaceAll("&amp;", "&");
            const onSite = value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
            const web = /^https?:\/\/[^/\\]/.test(value);
            const mail = attribute.name === "href" && value.startsWith("mailto:");
            expect(onSite || web || mail || /^#[\w-]*$/.test(value), `${attribute.name}="${value}"`).toBe(true);
            // A path on this site may contain any text; a web address must never lead to the payloads' host.
            if (web) expect(new URL(value).hostname, `${attribute.name}="${value}"`).not.toContain("evil.example");
          }
        }
      }
      // No markup survives as text that a browser would read as markup: "<" only starts allowed tags.
      expect(clean.replace(/<\/?([a-zA-Z][^\s/>]*)[^>]*>/g, "")).not.toMatch(/<[a-zA-Z!?/]/);
      expect(await sanitizeArticleHtml(clean), "sanitizing twice changes nothing").toBe(clean);
    });
  }

  it("keeps what articles need and marks off-site links", async () => {
    expect(
      await sanitizeArticleHtml(
        '<p>Lihat <a href="/tanda-bahaya">tanda bahaya</a> dan <a href="https://www.who.int/news">WHO</a>.</p>',
      ),
    ).toBe(
      '<p>Lihat <a href="/tanda-bahaya">tanda bahaya</a> dan <a href="https://www.who.int/news" rel="nofollow noopener noreferrer">WHO</a>.</p>',
    );
    expect(await sanitizeArticleHtml('<img src="/images/a.jpg" alt="Ibu" width="640" height="360">')).toBe(
      '<img loading="lazy" decoding="async" src="/images/a.jpg" alt="Ibu" width="640" height="360" />',
    );
  });

  it("keeps an image only from the site's own storage or static images (decision 028)", async () => {
    for (const src of [
      "https://lh3.googleusercontent.com/docs/x.png",
      "http://tracker.example/p.gif",
      "//evil.example/x.png",
      "/admin/x.png",
      "/gambar/../admin",
    ]) {
      expect(await sanitizeArticleHtml(`<img src="${src}" alt="x">`)).toBe(
        '<img loading="lazy" decoding="async" alt="x" />',
      );
    }
    expect(await sanitizeArticleHtml('<img src="/gambar/public/1-0a0b0c0d.png" alt="x">')).toBe(
      '<img loading="lazy" decoding="async" src="/gambar/public/1-0a0b0c0d.png" alt="x" />',
    );
  });

  it("refuses, quickly, bodies far beyond any article instead of parsing them for minutes", async () => {
    const started = Date.now();
    expect(await sanitizeArticleHtml("<b>".repeat(300_000))).toBe("");
    expect(await sanitizeArticleHtml("<ul><li>".repeat(5001))).toBe("");
    expect(await sanitizeArticleHtml(`<p>${"a".repeat(100_001)}</p>`)).toBe("");
    expect(Date.now() - started).toBeLessThan(1000);
    // A long but real article still comes through.
    const long = `<h2>Judul</h2>${"<p>Kalimat yang cukup panjang tentang kesehatan ibu dan anak.</p>".repeat(1000)}`;
    expect(await sanitizeArticleHtml(long)).toBe(long);
  });

  it("keeps a plain mailto link, with at most a subject and body", async () => {
    expect(await sanitizeArticleHtml('<a href="mailto:bidan@contoh.id?subject=Tanya">x</a>')).toBe(
      '<a href="mailto:bidan@contoh.id?subject=Tanya">x</a>',
    );
    expect(await sanitizeArticleHtml('<a href="mailto:bidan@contoh.id?attach=/etc/passwd">x</a>')).toBe("<a>x</a>");
  });

  it("never fails on malformed or huge input", async () => {
    for (const input of [
      "<",
      "<<<>>>",
      "<a",
      "</",
      "<p",
      "&",
      "&#",
      "&#x;",
      "<img src=",
      "\u0000",
      "<".repeat(10_000),
      `<p>${"<b>".repeat(4000)}x`,
    ]) {
      expect(typeof (await sanitizeArticleHtml(input))).toBe("string");
    }
  });
});
