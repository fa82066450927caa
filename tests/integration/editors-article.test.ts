import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { JPEG, PNG } from "~/domain/image-samples.test-support";
import { DEMO, get, login, mergeCookies, postForm, postMultipart, request } from "./helpers";

// The article editor of issue 13 through the Worker: create (with its image in R2), edit, draft
// and publish, preview, delete with its comments and reads, and the refusals. Every article,
// category and image a test makes is removed afterwards; the seeded articles are never touched.

type Row = Record<string, unknown>;

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const NO_FILE = () => new File([], "", { type: "application/octet-stream" });

/** Rows the tests write: articles titled "Uji Editor ...", the fixture article, categories "Uji ...". */
const FIXTURE_ID = 880001;
const NEW_PATH = "/admin/artikel/baru";
const EDIT_PATH = `/admin/artikel/edit/${FIXTURE_ID}`;

async function cleanUp() {
  const { results } = await env.DB.prepare("SELECT image_url FROM articles WHERE title LIKE 'Uji Editor%' OR id = ?")
    .bind(FIXTURE_ID)
    .all<{ image_url: string | null }>();
  for (const row of results) {
    if (row.image_url?.startsWith("/gambar/")) await env.IMAGES.delete(row.image_url.slice("/gambar/".length));
  }
  await env.DB.batch([
    env.DB.prepare("DELETE FROM articles WHERE title LIKE 'Uji Editor%' OR id = ?").bind(FIXTURE_ID),
    env.DB.prepare("DELETE FROM categories WHERE name LIKE 'Uji %'"),
  ]);
}

beforeEach(cleanUp);
afterEach(cleanUp);

const adminCookie = () => login(DEMO.admin.email, DEMO.admin.password);

const one = async (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<Row>();

/** Follows a post/redirect/get and returns where it went and the page there (with its toast). */
async function landing(response: Response, cookie: string) {
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  return { location, html: await (await get(location, mergeCookies(cookie, response))).text() };
}

const valid = (extra: Record<string, string | File> = {}): Record<string, string | File> => ({
  title: "Uji Editor: Tanda Bahaya Nifas",
  excerpt: "Kenali tanda bahaya masa nifas.",
  content: "<h2>Tanda bahaya</h2><p>Segera ke <strong>fasilitas kesehatan</strong>.</p><script>alert(1)</script>",
  category: "Nifas",
  tags: "nifas, Nifas,  perdarahan ,, demam",
  status: "published",
  image: new File([PNG], "foto.jpg", { type: "image/jpeg" }),
  ...extra,
});

async function articleByTitle(title: string) {
  return one("SELECT * FROM articles WHERE title = ?", title);
}

async function insertFixture(values: Record<string, unknown> = {}) {
  const row: Record<string, unknown> = {
    id: FIXTURE_ID,
    title: "Artikel Fixture Editor",
    excerpt: "Ringkasan fixture.",
    content: "<p>Isi lama.</p>",
    category: "Kehamilan",
    image_url: null,
    published_at: Date.UTC(2026, 0, 5),
    author_id: "demo-admin",
    ...values,
  };
  const columns = Object.keys(row);
  await env.DB.prepare(`INSERT INTO articles (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
    .bind(...columns.map((column) => row[column]))
    .run();
}

const editFields = (extra: Record<string, string | File> = {}): Record<string, string | File> => ({
  title: "Artikel Fixture Editor",
  excerpt: "Ringkasan fixture.",
  content: "<p>Isi lama.</p>",
  category: "Kehamilan",
  status: "published",
  image: NO_FILE(),
  ...extra,
});

describe("creating an article (/admin/artikel/baru)", () => {
  it("stores the article with sanitized HTML, parsed tags, the image in R2 and an audit row; readers see it", async () => {
    const cookie = await adminCookie();
    const before = Date.now();
    const { location, html } = await landing(await postMultipart(NEW_PATH, valid({ featured: "on" }), cookie), cookie);
    expect(html).toContain("Artikel Berhasil Dibuat");
    const row = (await articleByTitle("Uji Editor: Tanda Bahaya Nifas"))!;
    expect(location).toBe(`/admin/artikel/edit/${row.id}`);
    expect(row.content).toBe("<h2>Tanda bahaya</h2><p>Segera ke <strong>fasilitas kesehatan</strong>.</p>");
    expect(JSON.parse(row.tags as string)).toEqual(["nifas", "perdarahan", "demam"]);
    expect(row.featured).toBe(1);
    expect(row.author_id).toBe("demo-admin");
    expect(row.published_at as number).toBeGreaterThanOrEqual(before);
    // The type comes from the bytes (PNG), not from the name (.jpg).
    expect(row.image_url).toMatch(/^\/gambar\/public\/\d+-[0-9a-f]{8}\.png$/);
    const object = await env.IMAGES.get((row.image_url as string).slice("/gambar/".length));
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(
      await one(
        "SELECT action, entity, entity_id FROM audit_log WHERE actor_id = 'demo-admin' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual({ action: "create", entity: "article", entity_id: String(row.id) });

    const page = await (await get(`/artikel/${row.id}`)).text();
    expect(page).toContain("Uji Editor: Tanda Bahaya Nifas");
    expect(page).toContain("<strong>fasilitas kesehatan</strong>");
    expect(page).not.toContain("alert(1)");
    expect(await (await get("/artikel?q=Uji%20Editor")).text()).toContain(`/artikel/${row.id}`);
  });

  it("refuses an article without a main image, storing nothing", async () => {
    const cookie = await adminCookie();
    const response = await postMultipart(NEW_PATH, valid({ image: NO_FILE() }), cookie);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Gambar utama wajib diunggah.");
    // What was typed comes back.
    expect(html).toContain("Kenali tanda bahaya masa nifas.");
    expect(await articleByTitle("Uji Editor: Tanda Bahaya Nifas")).toBeNull();
  });

  it.each([
    ["an SVG with script", new File([SVG], "gambar.jpg", { type: "image/jpeg" }), "Format gambar tidak didukung"],
    [
      "a text file named .png",
      new File(["bukan gambar"], "x.png", { type: "image/png" }),
      "Format gambar tidak didukung",
    ],
    ["an empty file", new File([], "kosong.png", { type: "image/png" }), "File gambar kosong"],
  ])("refuses %s with the spec's upload message, storing nothing", async (_what, file, message) => {
    const cookie = await adminCookie();
    const objectsBefore = (await env.IMAGES.list({ prefix: "public/" })).objects.length;
    const response = await postMultipart(NEW_PATH, valid({ image: file }), cookie);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`Gagal mengunggah gambar: ${message}`);
    expect(await articleByTitle("Uji Editor: Tanda Bahaya Nifas")).toBeNull();
    expect((await env.IMAGES.list({ prefix: "public/" })).objects.length).toBe(objectsBefore);
  });

  it("refuses missing required fields with a message each and keeps what was typed", async () => {
    const cookie = await adminCookie();
    const response = await postMultipart(
      NEW_PATH,
      valid({ title: "   ", excerpt: "", content: "", category: "", tags: "gizi, Uji tag tersimpan" }),
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      "Judul wajib diisi",
      "Ringkasan wajib diisi",
      "Konten wajib diisi",
      "Kategori wajib diisi",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain("Uji tag tersimpan");
  });

  it("refuses a 1 MB title with a message, never a 500", async () => {
    const cookie = await adminCookie();
    const response = await postMultipart(NEW_PATH, valid({ title: `Uji Editor ${"a".repeat(1024 * 1024)}` }), cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Judul maksimal 200 karakter");
    expect((await one("SELECT count(*) AS n FROM articles WHERE title LIKE 'Uji Editor%'"))!.n).toBe(0);
  });

  it("refuses content that is only script (nothing left after sanitizing)", async () => {
    const cookie = await adminCookie();
    const response = await postMultipart(
      NEW_PATH,
      valid({ content: '<script>alert("x")</script><iframe src="https://evil.example"></iframe>' }),
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Konten wajib diisi");
    expect(await articleByTitle("Uji Editor: Tanda Bahaya Nifas")).toBeNull();
  });

  it("strips javascript: links, event handlers and images from other hosts from the stored HTML", async () => {
    const cookie = await adminCookie();
    await landing(
      await postMultipart(
        NEW_PATH,
        valid({
          content:
            '<p><a href="javascript:alert(1)">klik</a> <a href="https://kemkes.go.id/">Kemenkes</a></p><p onclick="alert(2)">Teks</p><img src="https://tracker.example/x.png" alt="x"><img src="/gambar/public/1-0a1b2c3d.png" alt="Ibu">',
        }),
        cookie,
      ),
      cookie,
    );
    const content = (await articleByTitle("Uji Editor: Tanda Bahaya Nifas"))!.content as string;
    expect(content).not.toMatch(/javascript:|onclick|tracker\.example/);
    expect(content).toContain('<a href="https://kemkes.go.id/" rel="nofollow noopener noreferrer">Kemenkes</a>');
    expect(content).toContain('src="/gambar/public/1-0a1b2c3d.png"');
  });

  it("creates a typed new category once (its audit row too) and reuses one that differs only in case", async () => {
    const cookie = await adminCookie();
    await landing(
      await postMultipart(NEW_PATH, valid({ category: "", newCategory: "  Uji   Imunisasi  " }), cookie),
      cookie,
    );
    expect((await articleByTitle("Uji Editor: Tanda Bahaya Nifas"))!.category).toBe("Uji Imunisasi");
    expect(await one("SELECT count(*) AS n FROM categories WHERE name = 'Uji Imunisasi'")).toEqual({ n: 1 });
    expect(
      await one(
        "SELECT action, entity FROM audit_log WHERE entity = 'category' AND entity_id = 'Uji Imunisasi' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual({ action: "create", entity: "category" });

    const categoriesBefore = (await one("SELECT count(*) AS n FROM categories"))!.n;
    await landing(
      await postMultipart(
        NEW_PATH,
        valid({ title: "Uji Editor: kedua", category: "Nifas", newCategory: "uji imunisasi" }),
        cookie,
      ),
      cookie,
    );
    expect((await articleByTitle("Uji Editor: kedua"))!.category).toBe("Uji Imunisasi");
    expect((await one("SELECT count(*) AS n FROM categories"))!.n).toBe(categoriesBefore);
  });

  it("refuses a category that does not exist (a forged select value)", async () => {
    const cookie = await adminCookie();
    const response = await postMultipart(NEW_PATH, valid({ category: "Uji Tidak Ada" }), cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Kategori tidak ditemukan.");
    expect(await one("SELECT count(*) AS n FROM categories WHERE name = 'Uji Tidak Ada'")).toEqual({ n: 0 });
  });

  it("saves a draft without a publish date: readers get 404, the panel says Draft", async () => {
    const cookie = await adminCookie();
    await landing(await postMultipart(NEW_PATH, valid({ status: "draft" }), cookie), cookie);
    const row = (await articleByTitle("Uji Editor: Tanda Bahaya Nifas"))!;
    expect(row.published_at).toBeNull();
    expect((await get(`/artikel/${row.id}`)).status).toBe(404);
    const panel = await (await get("/admin", cookie)).text();
    const rowHtml = panel.slice(panel.indexOf("Uji Editor: Tanda Bahaya Nifas"));
    expect(rowHtml.slice(0, rowHtml.indexOf("</tr>"))).toContain(">Draft<");
  });

  it("previews the article as readers will see it, sanitized, without saving anything", async () => {
    const cookie = await adminCookie();
    const response = await postMultipart(NEW_PATH, valid({ intent: "preview", image: NO_FILE() }), cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="article-preview"');
    expect(html).toContain("<strong>fasilitas kesehatan</strong>");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(await articleByTitle("Uji Editor: Tanda Bahaya Nifas")).toBeNull();
  });

  it("refuses a member and a visitor, creating nothing", async () => {
    const member = await login(DEMO.member.email, DEMO.member.password);
    expect((await postMultipart(NEW_PATH, valid(), member)).status).toBe(403);
    const visitor = await postMultipart(NEW_PATH, valid(), "");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await articleByTitle("Uji Editor: Tanda Bahaya Nifas")).toBeNull();
  });
});

describe("editing an article (/admin/artikel/edit/{id})", () => {
  it("shows the stored values and saves changes, keeping the first publish date and the image", async () => {
    await insertFixture({ image_url: "/images/seed/a.jpg" });
    const cookie = await adminCookie();
    const form = await (await get(EDIT_PATH, cookie)).text();
    expect(form).toContain("Artikel Fixture Editor");
    expect(form).toContain("&lt;p&gt;Isi lama.&lt;/p&gt;");

    const { location, html } = await landing(
      await postMultipart(EDIT_PATH, editFields({ title: "Artikel Fixture Editor (baru)", tags: "gizi" }), cookie),
      cookie,
    );
    expect(location).toBe(EDIT_PATH);
    expect(html).toContain("Artikel Berhasil Diperbarui");
    const row = (await one("SELECT * FROM articles WHERE id = ?", FIXTURE_ID))!;
    expect(row.title).toBe("Artikel Fixture Editor (baru)");
    expect(row.published_at).toBe(Date.UTC(2026, 0, 5));
    expect(row.image_url).toBe("/images/seed/a.jpg");
    expect(row.author_id).toBe("demo-admin");
    expect(
      await one(
        "SELECT action, entity, entity_id FROM audit_log WHERE actor_id = 'demo-admin' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual({ action: "update", entity: "article", entity_id: String(FIXTURE_ID) });
  });

  it("a draft gets its publish date when published; back to draft clears it", async () => {
    await insertFixture({ published_at: null });
    const cookie = await adminCookie();
    const before = Date.now();
    await landing(await postMultipart(EDIT_PATH, editFields({ status: "published" }), cookie), cookie);
    expect(
      (await one("SELECT published_at FROM articles WHERE id = ?", FIXTURE_ID))!.published_at,
    ).toBeGreaterThanOrEqual(before);
    await landing(await postMultipart(EDIT_PATH, editFields({ status: "draft" }), cookie), cookie);
    expect((await one("SELECT published_at FROM articles WHERE id = ?", FIXTURE_ID))!.published_at).toBeNull();
  });

  it("replaces the image: the new one is stored, the old one removed from R2", async () => {
    const oldKey = "public/1700000000000-0a0b0c0d.png";
    await env.IMAGES.put(oldKey, PNG, { httpMetadata: { contentType: "image/png" } });
    await insertFixture({ image_url: `/gambar/${oldKey}` });
    const cookie = await adminCookie();
    await landing(
      await postMultipart(
        EDIT_PATH,
        editFields({ image: new File([JPEG], "baru.png", { type: "image/png" }) }),
        cookie,
      ),
      cookie,
    );
    const url = (await one("SELECT image_url FROM articles WHERE id = ?", FIXTURE_ID))!.image_url as string;
    expect(url).toMatch(/^\/gambar\/public\/\d+-[0-9a-f]{8}\.jpg$/);
    expect(await env.IMAGES.get(url.slice("/gambar/".length))).not.toBeNull();
    expect(await env.IMAGES.head(oldKey)).toBeNull();
  });

  it("keeps an old image that another article shows in its content", async () => {
    const oldKey = "public/1700000000001-0a0b0c0e.png";
    await env.IMAGES.put(oldKey, PNG, { httpMetadata: { contentType: "image/png" } });
    await insertFixture({ image_url: `/gambar/${oldKey}` });
    const cookie = await adminCookie();
    await landing(
      await postMultipart(NEW_PATH, valid({ content: `<p>Lihat</p><img src="/gambar/${oldKey}" alt="Ibu">` }), cookie),
      cookie,
    );
    await landing(
      await postMultipart(EDIT_PATH, editFields({ image: new File([PNG], "baru.png", { type: "image/png" }) }), cookie),
      cookie,
    );
    expect(await env.IMAGES.head(oldKey)).not.toBeNull();
    await env.IMAGES.delete(oldKey);
  });

  it("refuses changed text under an old review date, and accepts it with the review renewed today", async () => {
    await insertFixture({ reviewer_name: "Bd. Sari", reviewed_at: "2026-01-01", reviewer_credential: "S.Tr.Keb" });
    const cookie = await adminCookie();
    const review = { reviewerName: "Bd. Sari", reviewerCredential: "S.Tr.Keb", reviewedAt: "2026-01-01" };
    const stale = await postMultipart(EDIT_PATH, editFields({ ...review, content: "<p>Isi baru.</p>" }), cookie);
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain("Isi artikel berubah: perbarui tanggal tinjauan");
    expect((await one("SELECT content FROM articles WHERE id = ?", FIXTURE_ID))!.content).toBe("<p>Isi lama.</p>");

    // Unchanged texts keep the old review.
    await landing(await postMultipart(EDIT_PATH, editFields({ ...review, tags: "gizi" }), cookie), cookie);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
    await landing(
      await postMultipart(EDIT_PATH, editFields({ ...review, reviewedAt: today, content: "<p>Isi baru.</p>" }), cookie),
      cookie,
    );
    expect(await one("SELECT content, reviewed_at FROM articles WHERE id = ?", FIXTURE_ID)).toEqual({
      content: "<p>Isi baru.</p>",
      reviewed_at: today,
    });
  });

  it("saves a reviewed article sent back unchanged with the browser's CRLF line breaks", async () => {
    await insertFixture({
      content: "<h2>Judul</h2>\n<p>Isi lama.</p>\n<ul>\n<li>Butir</li>\n</ul>",
      excerpt: "Baris satu.\nBaris dua.",
      reviewer_name: "Bd. Sari",
      reviewed_at: "2026-01-01",
    });
    const cookie = await adminCookie();
    const { html } = await landing(
      await postMultipart(
        EDIT_PATH,
        editFields({
          content: "<h2>Judul</h2>\r\n<p>Isi lama.</p>\r\n<ul>\r\n<li>Butir</li>\r\n</ul>",
          excerpt: "Baris satu.\r\nBaris dua.",
          reviewerName: "Bd. Sari",
          reviewedAt: "2026-01-01",
          tags: "gizi",
        }),
        cookie,
      ),
      cookie,
    );
    expect(html).toContain("Artikel Berhasil Diperbarui");
    expect(await one("SELECT content, reviewed_at FROM articles WHERE id = ?", FIXTURE_ID)).toEqual({
      content: "<h2>Judul</h2>\n<p>Isi lama.</p>\n<ul>\n<li>Butir</li>\n</ul>",
      reviewed_at: "2026-01-01",
    });
  });

  it("an unknown id goes back to /admin with 'Artikel tidak ditemukan.', for GET and POST", async () => {
    const cookie = await adminCookie();
    for (const response of [
      await get("/admin/artikel/edit/879999", cookie),
      await postMultipart("/admin/artikel/edit/879999", editFields(), cookie),
      await get("/admin/artikel/edit/abc", cookie),
    ]) {
      const { location, html } = await landing(response, cookie);
      expect(location).toBe("/admin");
      expect(html).toContain("Artikel tidak ditemukan.");
    }
  });
});

describe("deleting an article", () => {
  it("asks for the confirm step first: without it nothing is deleted", async () => {
    await insertFixture();
    const cookie = await adminCookie();
    const { html } = await landing(
      await postForm(EDIT_PATH, { intent: "delete", articleId: String(FIXTURE_ID) }, cookie),
      cookie,
    );
    expect(html).toContain("Gagal Menghapus Artikel");
    expect(await one("SELECT id FROM articles WHERE id = ?", FIXTURE_ID)).not.toBeNull();
  });

  it("removes the article with its comments, reads and image in one go, then says 'Artikel Dihapus' on /admin", async () => {
    const key = "public/1700000000002-0a0b0c0f.png";
    await env.IMAGES.put(key, PNG, { httpMetadata: { contentType: "image/png" } });
    await insertFixture({ image_url: `/gambar/${key}` });
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO comments (article_id, user_id, content, commenter_display_name) VALUES (?, 'demo-member', 'Komentar uji', 'Member')",
      ).bind(FIXTURE_ID),
      env.DB.prepare("INSERT INTO article_reads (user_id, article_id) VALUES ('demo-member', ?)").bind(FIXTURE_ID),
    ]);
    const cookie = await adminCookie();
    const { location, html } = await landing(
      await postForm(EDIT_PATH, { intent: "delete", articleId: String(FIXTURE_ID), confirm: "ya" }, cookie),
      cookie,
    );
    expect(location).toBe("/admin");
    expect(html).toContain("Artikel Dihapus");
    expect(await one("SELECT id FROM articles WHERE id = ?", FIXTURE_ID)).toBeNull();
    expect(await one("SELECT count(*) AS n FROM comments WHERE article_id = ?", FIXTURE_ID)).toEqual({ n: 0 });
    expect(await one("SELECT count(*) AS n FROM article_reads WHERE article_id = ?", FIXTURE_ID)).toEqual({ n: 0 });
    expect(await env.IMAGES.head(key)).toBeNull();
    expect(
      await one(
        "SELECT action, entity, entity_id FROM audit_log WHERE actor_id = 'demo-admin' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual({ action: "delete", entity: "article", entity_id: String(FIXTURE_ID) });
  });

  it("refuses a delete whose id is not the page's article", async () => {
    await insertFixture();
    const cookie = await adminCookie();
    const { html } = await landing(
      await postForm(EDIT_PATH, { intent: "delete", articleId: "1", confirm: "ya" }, cookie),
      cookie,
    );
    expect(html).toContain("Gagal Menghapus Artikel");
    expect(await one("SELECT id FROM articles WHERE id = 1")).not.toBeNull();
    expect(await one("SELECT id FROM articles WHERE id = ?", FIXTURE_ID)).not.toBeNull();
  });
});

describe("admin panel articles table", () => {
  it("lists every article with category, author and date or Draft, with edit and delete", async () => {
    await insertFixture({ published_at: null, title: "Artikel Fixture Draft" });
    const cookie = await adminCookie();
    const html = await (await get("/admin", cookie)).text();
    const seeded = (await one("SELECT count(*) AS n FROM articles"))!.n as number;
    expect(html.match(/data-testid="article-row"/g)?.length).toBe(seeded);
    const row = html.slice(html.indexOf("Artikel Fixture Draft"));
    const cells = row.slice(0, row.indexOf("</tr>"));
    expect(cells).toContain("Kehamilan");
    expect(cells).toContain(">Draft<");
    expect(cells).toContain(`href="/admin/artikel/edit/${FIXTURE_ID}"`);
    expect(cells).toContain(`action="/admin/artikel/edit/${FIXTURE_ID}"`);
    // Drafts come first.
    const firstRow = html.slice(html.indexOf('data-testid="article-row"'));
    expect(firstRow.slice(0, firstRow.indexOf("</tr>"))).toContain("Artikel Fixture Draft");
    expect((await request("/admin")).status).toBe(302);
  });
});
