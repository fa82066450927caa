import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import { get } from "./helpers";

describe("sanitizeArticleHtml", () => {
  it("keeps an article's structure", async () => {
    const html =
      "<h2>Judul</h2><p>Teks <strong>tebal</strong> dan <em>miring</em>.</p><ul><li>Satu</li></ul><blockquote>Kutipan</blockquote>";
    expect(await sanitizeArticleHtml(html)).toBe(html);
  });

  it("removes scripts, styles, frames, event handlers and dangerous links", async () => {
    const dirty = [
      '<p onclick="alert(1)" style="color:red" class="x">Halo</p>',
      "<script>alert(1)</script>",
      "<style>body{display:none}</style>",
      '<iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(1)">klik</a>',
      '<a href="https://kemkes.go.id" target="_blank">Kemenkes</a>',
      '<img src="data:image/png;base64,AAAA" onerror="alert(1)">',
      "<h1>Judul Ganda</h1>",
      "<!-- komentar -->",
      '<form action="/x"><input name="a"></form>',
    ].join("");
    const clean = await sanitizeArticleHtml(dirty);
    expect(clean).toBe(
      '<p>Halo</p><a>klik</a><a href="https://kemkes.go.id/" rel="nofollow noopener noreferrer">Kemenkes</a><img loading="lazy" decoding="async" />Judul Ganda',
    );
  });

  it("cleans a body read again exactly as the first time (the isolate keeps what it cleaned)", async () => {
    const dirty = `<p onclick="alert(1)">Ulang ${Date.now()}</p><script>alert(1)</script>`;
    const first = sanitizeArticleHtml(dirty);
    expect(first).not.toContain("script");
    expect(first).not.toContain("onclick");
    expect(sanitizeArticleHtml(dirty)).toBe(first);
    // A body one character apart is its own entry, cleaned on its own.
    expect(sanitizeArticleHtml(`${dirty}<img src=x onerror="alert(2)">`)).not.toContain("onerror");
  });

  it("is applied on the article page", async () => {
    const row = await env.DB.prepare(
      "INSERT INTO articles (title, excerpt, content, category, published_at) VALUES ('Uji Sanitasi', 'Ringkasan', ?, 'Nifas', ?) RETURNING id",
    )
      .bind('<p>Aman</p><script>window.bocor=1</script><img src=x onerror="alert(1)">', Date.now() - 1000)
      .first<{ id: number }>();
    const html = await (await get(`/artikel/${row!.id}`)).text();
    expect(html).toContain("<p>Aman</p>");
    expect(html).not.toContain("window.bocor");
    expect(html).not.toContain("onerror");
  });
});
