import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { rebuildSearchIndex } from "~/server/search-index.server";
import { cardIds, DEMO, get, login, mergeCookies } from "./helpers";

const db = env.DB;

/** The HTML without React's text separators and quote entities, as a reader's text would read. */
const visibleText = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&quot;", '"');

/** The "N artikel ..." line above the cards. */
function countLine(html: string) {
  const text = visibleText(html);
  return /<p class="mb-4[^"]*"[^>]*>([^<]*)<\/p>/.exec(text.slice(text.indexOf('id="hasil-artikel"')))?.[1] ?? "";
}

async function insertArticle(title: string, excerpt: string) {
  const row = await db
    .prepare(
      "INSERT INTO articles (title, excerpt, content, category, published_at) VALUES (?, ?, '<p>Isi</p>', 'Menyusui', ?) RETURNING id",
    )
    .bind(title, excerpt, Date.now() - 1000)
    .first<{ id: number }>();
  await rebuildSearchIndex(db);
  return row!.id;
}

async function publishedCount() {
  const row = await db
    .prepare("SELECT count(*) AS n FROM articles WHERE published_at IS NOT NULL AND published_at <= ?")
    .bind(Date.now())
    .first<{ n: number }>();
  return row!.n;
}

/** Follows a redirect like a browser, carrying the toast cookie it set. */
async function follow(response: Response, cookie = "") {
  return get(response.headers.get("Location")!, mergeCookies(cookie, response));
}

// The first request loads the built Worker, which on a busy machine alone can take seconds.
beforeAll(async () => {
  await get("/");
}, 30_000);

describe("article list states", () => {
  it("sends an unknown category to all categories with a notice, never '0 artikel dalam kategori'", async () => {
    const response = await get("/artikel?kategori=Tidak%20Ada");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/artikel");
    const html = await (await follow(response)).text();
    expect(html).toContain("Kategori tidak ditemukan");
    expect(html).toContain("Kategori tersebut tidak ada. Menampilkan artikel dari semua kategori.");
    expect(html).not.toContain("Tidak Ada");
    expect(countLine(html)).toBe(`${await publishedCount()} artikel`);
    expect(cardIds(html)).toHaveLength(9);
  });

  it("keeps the search when dropping an unknown category", async () => {
    const response = await get("/artikel?q=asi&kategori=Tidak%20Ada%27--&halaman=5");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/artikel?q=asi");
  });

  it("uses the stored spelling of a category without a notice", async () => {
    const response = await get("/artikel?kategori=nifas");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/artikel?kategori=Nifas");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("sends a page past the end to the last page with a notice, never a count next to 'not found'", async () => {
    const pages = Math.ceil((await publishedCount()) / 9);
    expect(pages).toBeGreaterThan(1);
    const response = await get("/artikel?halaman=99");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/artikel?halaman=${pages}`);
    const html = visibleText(await (await follow(response)).text());
    expect(html).toContain("Halaman tidak ditemukan");
    expect(html).toContain(`Daftar ini hanya sampai halaman ${pages}. Menampilkan halaman ${pages}.`);
    expect(html).not.toContain("Artikel tidak ditemukan");
    expect(cardIds(html).length).toBeGreaterThan(0);
    expect(html).toContain(`aria-current="page" aria-label="Halaman ${pages}"`);
  });

  it("answers a search without results on page 1 only, where the count and the empty state agree", async () => {
    const response = await get("/artikel?q=zzzz&halaman=3");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/artikel?q=zzzz");
    const page = await get("/artikel?q=zzzz");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(countLine(html)).toBe('0 artikel ditemukan untuk "zzzz"');
    expect(html).toContain("Artikel tidak ditemukan");
  });

  it("keeps an existing category with its page as asked", async () => {
    const response = await get("/artikel?kategori=Nifas");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<option value="Nifas" selected="">Nifas<\/option>/);
    expect(countLine(html)).toMatch(/^\d+ artikel ditemukan dalam kategori Nifas$/);
  });
});

describe("search by whole words (decision 070)", () => {
  it("finds ASI as a word next to punctuation, but not inside 'informasi' or 'imunisasi'", async () => {
    const inside = await insertArticle("Informasi Jadwal Imunisasi", "Informasi lengkap tentang imunisasi dasar bayi.");
    const parenthesis = await insertArticle("Manfaat (ASI) bagi Bayi", "Ringkasan");
    const comma = await insertArticle("Pilihan Susu untuk Bayi", "Susu formula atau ASI, mana yang lebih baik?");
    const newline = await insertArticle("Perah dan Simpan", "Cara menyimpan\nASI perah di rumah.");
    const html = await (await get("/artikel?q=ASI")).text();
    const ids = cardIds(html);
    expect(ids).toEqual(expect.arrayContaining([parenthesis, comma, newline]));
    expect(ids).not.toContain(inside);

    // Every published article with the word anywhere (by a separate rule: "asi" between
    // non-letters, perhaps with -nya, -ku, -mu, -lah, -kah or -pun), and no other.
    const { results } = await db
      .prepare(
        "SELECT id, title, excerpt, category, tags, content FROM articles WHERE published_at IS NOT NULL AND published_at <= ?",
      )
      .bind(Date.now())
      .all<{ id: number; title: string; excerpt: string; category: string; tags: string; content: string }>();
    const word = /(^|[^\p{L}\p{N}])asi(nya|ku|mu|lah|kah|pun)?($|[^\p{L}\p{N}])/iu;
    const expected = results.filter((r) =>
      word.test(`${r.title}\n${r.excerpt}\n${r.category}\n${r.tags}\n${r.content.replace(/<[^>]*>/g, " ")}`),
    );
    expect(countLine(html)).toBe(`${expected.length} artikel ditemukan untuk "ASI"`);
  });

  it("finds whole words and several words, in any letter case, but not part of a word", async () => {
    expect(cardIds(await (await get("/artikel?q=Pelekatan")).text())).toContain(9);
    expect(cardIds(await (await get("/artikel?q=ASI%20eksklusif")).text())).toContain(9);
    expect(cardIds(await (await get("/artikel?q=pelek")).text())).not.toContain(9);
  });

  it("finds nothing for a query with no word in it", async () => {
    const html = await (await get("/artikel?q=%28%28%20...")).text();
    expect(cardIds(html)).toEqual([]);
    expect(html).toContain("Artikel tidak ditemukan");
  });
});

describe("home page", () => {
  const cta = (html: string) => html.slice(html.indexOf('id="cta-title"'));

  it("invites visitors to register", async () => {
    const html = await (await get("/")).text();
    expect(cta(html)).toContain("Daftar Gratis");
    expect(cta(html)).toContain('href="/register"');
  });

  it("offers a signed-in reader the dashboard instead of 'Daftar Gratis'", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const response = await get("/", cookie);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).not.toContain("Daftar Gratis");
    expect(html).not.toContain('href="/register"');
    expect(cta(html)).toContain('href="/dashboard"');
    expect(cta(html)).toContain("Buka Dashboard");
  });

  it("gives the hero text the whole width when there is no hero image", async () => {
    const hero = (html: string) => html.slice(html.indexOf("<main"), html.indexOf('id="layanan-title"'));
    const withImage = hero(await (await get("/")).text());
    expect(withImage).toContain("md:grid-cols-2");
    expect(withImage).toContain("<img");
    const before = await db
      .prepare("SELECT hero_image_url AS url FROM site_settings WHERE id = 1")
      .first<{ url: string | null }>();
    await db.prepare("UPDATE site_settings SET hero_image_url = NULL WHERE id = 1").run();
    try {
      const without = hero(await (await get("/")).text());
      expect(without).not.toContain("<img");
      expect(without).not.toContain("md:grid-cols-2");
      expect(without).toMatch(
        /data-testid="hero-text" class="[^"]*text-center|class="[^"]*text-center[^"]*" data-testid="hero-text"/,
      );
    } finally {
      await db
        .prepare("UPDATE site_settings SET hero_image_url = ? WHERE id = 1")
        .bind(before?.url ?? null)
        .run();
    }
  });
});
