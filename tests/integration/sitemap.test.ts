import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { countRoundTrips, noTrips, type RoundTrips } from "~/server/d1-counter.server";
import { buildSitemapXml, loadSitemapContent } from "~/server/sitemap.server";
import { ORIGIN, request } from "./helpers";

const GUIDES_BY_AGE = ["0-3-bulan", "4-6-bulan", "7-12-bulan", "1-2-tahun", "2-3-tahun", "3-5-tahun"];
const DRAFT_ID = 16;
const DRAFT_TITLE = "Menjaga Kebersihan Organ Kewanitaan Selama Hamil";
const TRICKY_TITLE = `Uji <b>Tebal</b> & "Kutip" Bidan`;
const FUTURE_TITLE = "Artikel Terjadwal Untuk Bulan Depan";
// 20:00 UTC is already the next day in Jakarta: lastmod stays on the UTC date, so a crawler that
// reads a zone-less date as UTC never sees a day that has not begun yet.
const TRICKY_UPDATED_AT = Date.parse("2026-03-04T20:00:00Z");

let trickyId = 0;
let futureId = 0;

async function insertArticle(title: string, publishedAt: number, updatedAt: number): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO articles (title, excerpt, content, category, published_at, created_at, updated_at)
     VALUES (?, 'Ringkasan uji.', '<p>Isi uji.</p>', 'Kehamilan', ?, ?, ?) RETURNING id`,
  )
    .bind(title, publishedAt, updatedAt, updatedAt)
    .first<{ id: number }>();
  if (!row) throw new Error(`could not insert ${title}`);
  return row.id;
}

async function publishedIds(): Promise<number[]> {
  const { results } = await env.DB.prepare(
    "SELECT id FROM articles WHERE published_at IS NOT NULL AND published_at <= ? ORDER BY id",
  )
    .bind(Date.now())
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** The page's own content, without the navbar and footer (which repeat some of the links). */
function mainContent(html: string): string {
  const match = html.match(/<main[^>]*id="konten"[^>]*>([\s\S]*)<\/main>/);
  if (!match) throw new Error("no <main> in the page");
  return match[1]!;
}

beforeAll(async () => {
  trickyId = await insertArticle(TRICKY_TITLE, Date.now() - 60_000, TRICKY_UPDATED_AT);
  futureId = await insertArticle(FUTURE_TITLE, Date.now() + 30 * 86_400_000, Date.now());
});

afterAll(async () => {
  await env.DB.prepare("DELETE FROM articles WHERE id IN (?, ?)").bind(trickyId, futureId).run();
});

describe("/sitemap.xml", () => {
  it("is sitemaps.org XML with public cache headers", async () => {
    const response = await request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("public");
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    // Every entry is a well-formed <url> with an absolute <loc> and an optional date-only <lastmod>.
    const body = xml.slice(xml.indexOf(">", xml.indexOf("<urlset")) + 1, xml.lastIndexOf("</urlset>"));
    const entry = /\s*<url>\s*<loc>(https?:\/\/[^<\s]+)<\/loc>\s*(?:<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>\s*)?<\/url>/y;
    let consumed = 0;
    while (entry.exec(body)) consumed = entry.lastIndex;
    expect(body.slice(consumed).trim()).toBe("");
    // No bare ampersand: all of them start an entity.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it("lists the public pages with absolute URLs from PUBLIC_URL, and no private ones", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    const base = env.PUBLIC_URL.replace(/\/+$/, "");
    for (const path of [
      "/",
      "/artikel",
      "/tumbuh-kembang",
      "/kalkulator",
      "/tanda-bahaya",
      "/imunisasi",
      "/perkembangan",
      "/tentang-saya",
      "/kebijakan-privasi",
      "/disclaimer",
      "/sitemap",
    ]) {
      expect(xml, path).toContain(`<loc>${base}${path}</loc>`);
    }
    for (const path of ["/login", "/register", "/dashboard", "/admin"]) {
      expect(xml, path).not.toContain(`${base}${path}<`);
      expect(xml, path).not.toContain(`${base}${path}/`);
    }
  });

  it("lists only addresses that answer 200", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!.replaceAll("&amp;", "&")).pathname,
    );
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect((await request(path)).status, path).toBe(200);
  });

  it("lists every published article and every growth guide, oldest age group first", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    const base = env.PUBLIC_URL.replace(/\/+$/, "");
    const ids = await publishedIds();
    expect(ids).toContain(trickyId);
    const listed = [...xml.matchAll(/\/artikel\/(\d+)<\/loc>/g)].map((match) => Number(match[1])).sort((a, b) => a - b);
    expect(listed).toEqual(ids);
    const positions = GUIDES_BY_AGE.map((id) => xml.indexOf(`<loc>${base}/tumbuh-kembang/${id}</loc>`));
    for (const position of positions) expect(position).toBeGreaterThan(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("never lists a draft or a future-dated article", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    expect(xml).not.toContain(`/artikel/${DRAFT_ID}</loc>`);
    expect(xml).not.toContain(`/artikel/${futureId}</loc>`);
  });

  it("gives articles, guides and legal pages a lastmod from updated_at", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    expect(xml).toContain(`/artikel/${trickyId}</loc>\n    <lastmod>2026-03-04</lastmod>`);
    // Seed article 1 was last updated at 2025-12-03T02:00Z.
    expect(xml).toContain(`/artikel/1</loc>\n    <lastmod>2025-12-03</lastmod>`);
    const legal = await env.DB.prepare("SELECT id, updated_at FROM legal_pages").all<{
      id: string;
      updated_at: number;
    }>();
    expect(legal.results.length).toBe(2);
    const disclaimerBefore = legal.results.find((row) => row.id === "disclaimer")!.updated_at;
    const guideBefore = await env.DB.prepare(
      "SELECT updated_at FROM baby_growth_data WHERE id = '4-6-bulan'",
    ).first<number>("updated_at");
    await env.DB.prepare("UPDATE legal_pages SET updated_at = ? WHERE id = 'disclaimer'")
      .bind(Date.parse("2026-02-01T03:00:00Z"))
      .run();
    await env.DB.prepare("UPDATE baby_growth_data SET updated_at = ? WHERE id = '4-6-bulan'")
      .bind(Date.parse("2026-01-10T03:00:00Z"))
      .run();
    try {
      const updated = await (await request("/sitemap.xml")).text();
      expect(updated).toContain(`/disclaimer</loc>\n    <lastmod>2026-02-01</lastmod>`);
      expect(updated).toMatch(/\/kebijakan-privasi<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(updated).toContain(`/tumbuh-kembang/4-6-bulan</loc>\n    <lastmod>2026-01-10</lastmod>`);
    } finally {
      await env.DB.prepare("UPDATE legal_pages SET updated_at = ? WHERE id = 'disclaimer'")
        .bind(disclaimerBefore)
        .run();
      await env.DB.prepare("UPDATE baby_growth_data SET updated_at = ? WHERE id = '4-6-bulan'").bind(guideBefore).run();
    }
  });

  it("answers 503, not a partial sitemap, when D1 fails", async () => {
    await env.DB.prepare("ALTER TABLE baby_growth_data RENAME TO baby_growth_data_gone").run();
    try {
      const response = await request("/sitemap.xml");
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("300");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    } finally {
      await env.DB.prepare("ALTER TABLE baby_growth_data_gone RENAME TO baby_growth_data").run();
    }
  });
});

describe("sitemap data", () => {
  it("reads articles, guides and legal pages in one D1 round trip", async () => {
    const trips: RoundTrips = noTrips();
    const content = await loadSitemapContent(getDb({ DB: countRoundTrips(env.DB, trips) }));
    expect(trips.count).toBe(1);
    expect(content.guides.map((guide) => guide.id)).toEqual(GUIDES_BY_AGE);
    expect(content.articles.length).toBe((await publishedIds()).length);
  });

  it("escapes XML special characters in URLs", () => {
    const xml = buildSitemapXml("https://contoh.id/a?b=1&c=<2>", {
      articles: [],
      answers: [],
      guides: [],
      legalUpdatedAt: {},
    });
    expect(xml).toContain("<loc>https://contoh.id/a?b=1&amp;c=&lt;2&gt;/artikel</loc>");
    expect(xml).not.toContain("&c=");
  });
});

describe("/robots.txt", () => {
  it("allows the site, closes private and one-time paths and points to the sitemap", async () => {
    const response = await request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("public");
    const text = await response.text();
    const lines = text.split("\n").map((line) => line.trim());
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/dashboard", "/__dev", "/__test", "/atur-ulang-password", "/verifikasi-email"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${env.PUBLIC_URL.replace(/\/+$/, "")}/sitemap.xml`);
    expect(env.PUBLIC_URL).toBe(ORIGIN);
  });
});

describe("/sitemap page", () => {
  it("renders the outline, title, description and public cache headers", async () => {
    const response = await request("/sitemap");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    const html = await response.text();
    expect(html).toContain("<title>Peta Situs | Bidanku</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]*[Pp]eta situs[^"]*"/);
    const main = mainContent(html);
    expect(main.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(main).toMatch(/<h1[^>]*>Peta Situs<\/h1>/);
    const h2s = [...main.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(h2s).toEqual(["Navigasi Utama", "Akun Pengguna", "Informasi Legal", "Artikel", "Tumbuh Kembang"]);
  });

  it("links the main navigation, the danger signs, the immunisation schedule, account and legal pages", async () => {
    const main = mainContent(await (await request("/sitemap")).text());
    const links: [string, string][] = [
      ["/", "Beranda"],
      ["/artikel", "Artikel"],
      ["/tumbuh-kembang", "Tumbuh Kembang"],
      ["/kalkulator", "Kalkulator"],
      ["/tanya-kami", "Tanya Kami"],
      ["/tentang-saya", "Tentang Saya"],
      ["/kontak", "Kontak"],
      ["/tanda-bahaya", "Tanda Bahaya"],
      ["/imunisasi", "Jadwal Imunisasi"],
      ["/perkembangan", "Cek Perkembangan"],
      ["/login", "Login"],
      ["/register", "Daftar"],
      ["/dashboard", "Dashboard"],
      ["/kebijakan-privasi", "Kebijakan Privasi"],
      ["/disclaimer", "Disclaimer"],
    ];
    for (const [href, label] of links) {
      expect(main, href).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${label}</a>`));
    }
  });

  it("lists published article titles and the growth guides in age order, escaped", async () => {
    const html = await (await request("/sitemap")).text();
    const main = mainContent(html);
    expect(main).toContain(`href="/artikel/${trickyId}"`);
    expect(main).toContain("Uji &lt;b&gt;Tebal&lt;/b&gt; &amp; &quot;Kutip&quot; Bidan");
    expect(html).not.toContain("<b>Tebal</b>");
    expect(main).toContain("Tanda Bahaya Kehamilan yang Tidak Boleh Diabaikan");
    const hrefs = [...main.matchAll(/href="\/artikel\/(\d+)"/g)].map((match) => Number(match[1])).sort((a, b) => a - b);
    expect(hrefs).toEqual(await publishedIds());
    const positions = GUIDES_BY_AGE.map((id) => main.indexOf(`href="/tumbuh-kembang/${id}"`));
    for (const position of positions) expect(position).toBeGreaterThan(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("never shows a draft or a future-dated article", async () => {
    const html = await (await request("/sitemap")).text();
    expect(html).not.toContain(DRAFT_TITLE);
    expect(html).not.toContain(`href="/artikel/${DRAFT_ID}"`);
    expect(html).not.toContain(FUTURE_TITLE);
    expect(html).not.toContain(`href="/artikel/${futureId}"`);
  });

  it("still shows the fixed links, uncached, when D1 fails", async () => {
    await env.DB.prepare("ALTER TABLE baby_growth_data RENAME TO baby_growth_data_gone").run();
    try {
      const response = await request("/sitemap");
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const main = mainContent(await response.text());
      expect(main).toContain('href="/kebijakan-privasi"');
      expect(main).toContain("tidak dapat dimuat");
    } finally {
      await env.DB.prepare("ALTER TABLE baby_growth_data_gone RENAME TO baby_growth_data").run();
    }
  });
});
