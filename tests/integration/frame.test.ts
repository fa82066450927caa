import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { request, seedDatabase } from "./helpers";

describe("home page", () => {
  it("renders the hero title and subtitle from site settings in D1", async () => {
    const before = await env.DB.prepare(
      "SELECT hero_title AS title, hero_subtitle AS subtitle FROM site_settings WHERE id = 1",
    ).first<{ title: string | null; subtitle: string | null }>();
    await env.DB.prepare("UPDATE site_settings SET hero_title = ?, hero_subtitle = ? WHERE id = 1")
      .bind("Judul Dari D1", "Subjudul dari basis data")
      .run();
    try {
      const response = await request("/");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Judul Dari D1");
      expect(html).toContain("Subjudul dari basis data");
    } finally {
      await env.DB.prepare("UPDATE site_settings SET hero_title = ?, hero_subtitle = ? WHERE id = 1")
        .bind(before!.title, before!.subtitle)
        .run();
    }
  });

  it("falls back to the spec's defaults when the settings row is missing", async () => {
    await env.DB.prepare("DELETE FROM site_settings").run();
    try {
      const html = await (await request("/")).text();
      expect(html).toContain(">Bidanku</h1>");
      expect(html).toContain(">Platform Kebidanan Terpercaya</p>");
      expect(html).toContain("info@bidanku.id");
      expect(html).toContain("Jakarta, Indonesia");
    } finally {
      await seedDatabase();
    }
  });

  it("renders the frame without JavaScript: lang, navbar, search, footer, disclaimer", async () => {
    const response = await request("/");
    const html = await response.text();
    expect(html).toContain('<html lang="id">');
    for (const href of ["/artikel", "/tumbuh-kembang", "/kalkulator", "/tanya-kami", "/tentang-saya", "/kontak"]) {
      expect(html).toContain(`href="${href}"`);
    }
    const searchForm = html.match(/<form[^>]*role="search"[^>]*>/)?.[0] ?? "";
    expect(searchForm).toContain('action="/artikel"');
    expect(searchForm).toContain('method="get"');
    expect(html).toContain('placeholder="Cari artikel..."');
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/register"');
    expect(html).toContain("tidak menggantikan konsultasi medis profesional");
    for (const href of ["/kebijakan-privasi", "/disclaimer", "/sitemap"]) expect(html).toContain(`href="${href}"`);
    expect(html).toContain(`© ${new Date().getUTCFullYear()} Bidanku`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(response.headers.get("Cache-Control")).toContain("public");
  });

  it("marks the current route in the navbar", async () => {
    const html = await (await request("/")).text();
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/"|<a[^>]*href="\/"[^>]*aria-current="page"/);
  });

  it("shows the footer defaults when D1 fails under the root loader", async () => {
    await env.DB.prepare("ALTER TABLE site_settings RENAME TO site_settings_gone").run();
    try {
      const response = await request("/");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("info@bidanku.id");
      expect(html).toContain("+62 812-3456-7890");
      expect(html).toContain("Jakarta, Indonesia");
      expect(html).toContain(">Platform Kebidanan Terpercaya</p>");
    } finally {
      await env.DB.prepare("ALTER TABLE site_settings_gone RENAME TO site_settings").run();
    }
  });
});

describe("errors", () => {
  it("answers an unknown route with 404 and an Indonesian page inside the frame", async () => {
    const response = await request("/tidak-ada");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Halaman Tidak Ditemukan");
    expect(html).toContain("Kembali ke Beranda");
    expect(html).toContain("tidak menggantikan konsultasi medis profesional");
  });

  it("answers hostile paths with 404, never 500", async () => {
    for (const path of [
      "/tumbuh-kembang/..%2F..%2Fetc",
      "/artikel/1%27%20OR%201=1",
      `/${"a".repeat(3000)}`,
      "/%E0%A4%A",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe("server errors", () => {
  it("answer 500 with a friendly Indonesian page and no internals", async () => {
    const response = await request("/__test/error");
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Terjadi Kesalahan");
    expect(html).toContain("Kembali ke Beranda");
    expect(html).not.toContain("Rahasia internal");
    expect(html).not.toMatch(/at .*\.js:\d+/);
  });
});
