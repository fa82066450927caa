import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { rebuildSearchIndex } from "~/server/search-index.server";
import { cardIds, DEMO, get, login, mergeCookies, postForm } from "./helpers";

const db = env.DB;

/** The HTML without React's text separators, as a reader's text would read. */
const visibleText = (html: string) => html.replaceAll("<!-- -->", "");

async function publishedIds(where = "1 = 1", ...params: unknown[]) {
  const { results } = await db
    .prepare(
      `SELECT id FROM articles WHERE published_at IS NOT NULL AND published_at <= ? AND ${where} ORDER BY published_at DESC, id DESC`,
    )
    .bind(Date.now(), ...params)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

async function insertArticle(fields: {
  title: string;
  excerpt?: string;
  category?: string;
  publishedAt?: number | null;
  featured?: boolean;
}) {
  const row = await db
    .prepare(
      "INSERT INTO articles (title, excerpt, content, category, published_at, featured) VALUES (?, ?, '<p>Isi</p>', ?, ?, ?) RETURNING id",
    )
    .bind(
      fields.title,
      fields.excerpt ?? "Ringkasan",
      fields.category ?? "Kehamilan",
      fields.publishedAt === undefined ? Date.now() - 1000 : fields.publishedAt,
      fields.featured ? 1 : 0,
    )
    .first<{ id: number }>();
  // Straight into the table, so the search index is made again from the articles.
  await rebuildSearchIndex(db);
  return row!.id;
}

describe("article list", () => {
  it("shows published articles newest first, nine per page, never drafts or future ones", async () => {
    const draft = await insertArticle({ title: "Draf Rahasia", publishedAt: null });
    const future = await insertArticle({ title: "Terbit Nanti", publishedAt: Date.now() + 86_400_000 });
    const expected = await publishedIds();
    const first = await get("/artikel");
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toContain("public");
    const html = await first.text();
    expect(cardIds(html)).toEqual(expected.slice(0, 9));
    expect(visibleText(html)).toContain(`Semua Artikel (${expected.length})`);
    expect(html).not.toContain("Draf Rahasia");
    expect(html).not.toContain("Terbit Nanti");
    const second = await (await get("/artikel?halaman=2")).text();
    expect(cardIds(second)).toEqual(expected.slice(9, 18));
    expect([draft, future].some((id) => cardIds(second).includes(id))).toBe(false);
  });

  it("searches title and excerpt case-insensitively", async () => {
    const id = await insertArticle({ title: "Merawat Gigi Susu", excerpt: "Tips menyikat GIGI pertama si kecil." });
    for (const q of ["gigi susu", "GIGI SUSU", "menyikat gigi"]) {
      const ids = cardIds(await (await get(`/artikel?q=${encodeURIComponent(q)}`)).text());
      expect(ids, q).toContain(id);
    }
  });

  it("treats %, _ and SQL in a query as text", async () => {
    const percent = await insertArticle({ title: "Diskon 100% Kaos Kaki", excerpt: "Bukan iklan" });
    await insertArticle({ title: "Diskon 1000 Kaos Kaki", excerpt: "Bukan iklan" });
    expect(cardIds(await (await get("/artikel?q=100%25")).text())).toEqual([percent]);
    const articlesBefore = (await db.prepare("SELECT count(*) AS n FROM articles").first<{ n: number }>())!.n;
    // SQL is only words to the search ("or", "1", "drop", "table"): answered, never run.
    for (const q of ["' OR 1=1 --", '"; DROP TABLE articles; --']) {
      const response = await get(`/artikel?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
    // No word in it at all: nothing found.
    const html = await (await get(`/artikel?q=${encodeURIComponent("%_%")}`)).text();
    expect(cardIds(html)).toEqual([]);
    expect(html).toContain("Artikel tidak ditemukan");
    expect(html).toContain("Coba ubah kata kunci pencarian atau kategori.");
    expect((await db.prepare("SELECT count(*) AS n FROM articles").first<{ n: number }>())!.n).toBe(articlesBefore);
  });

  it("filters by category, shows counts, and sends an unknown category to all categories", async () => {
    const nifas = await publishedIds("category = ?", "Nifas");
    const html = await (await get("/artikel?kategori=Nifas")).text();
    expect(cardIds(html)).toEqual(nifas);
    expect(visibleText(html)).toMatch(new RegExp(`Nifas</span><span[^>]*>\\(${nifas.length}\\)`));
    const unknown = await get("/artikel?kategori=Tidak%20Ada%27--");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/artikel");
  });

  it("answers out-of-range and malformed pages without an error", async () => {
    for (const page of ["0", "-1", "abc", "99999999999999999999"]) {
      const response = await get(`/artikel?halaman=${page}`);
      expect(response.status, page).toBe(200);
    }
    // Past the end: the last page (list-states.test.ts follows the redirect).
    const pastEnd = await get("/artikel?halaman=999999");
    expect(pastEnd.status).toBe(302);
    expect(pastEnd.headers.get("Location")).toMatch(/^\/artikel\?halaman=\d+$/);
    expect(cardIds(await (await get("/artikel?halaman=abc")).text())).toEqual((await publishedIds()).slice(0, 9));
  });

  it("lists up to five featured articles as popular", async () => {
    const html = await (await get("/artikel")).text();
    const sidebar = html.slice(html.indexOf('id="populer-title"'));
    const featured = await publishedIds("featured = 1");
    const ids = [...sidebar.matchAll(/href="\/artikel\/(\d+)"/g)].map((m) => Number(m[1])).slice(0, 5);
    expect(ids).toEqual(featured.slice(0, 5));
  });
});

describe("article page", () => {
  it("shows the article with author fallbacks, related articles and meta tags", async () => {
    const response = await get("/artikel/12");
    expect(response.status).toBe(200);
    const html = await response.text();
    const row = await db
      .prepare("SELECT title, excerpt, category FROM articles WHERE id = 12")
      .first<{ title: string; excerpt: string; category: string }>();
    expect(html).toContain(`<title>${row!.title} | Bidanku</title>`);
    expect(html).toContain(`<meta name="description" content="${row!.excerpt}"/>`);
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/artikel/12"/>');
    expect(html).toContain('<meta property="og:image" content="http://localhost:8787/images/seed/article-12.jpg"/>');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain("Tim Bidanku");
    const related = await publishedIds("category = ? AND id != 12", row!.category);
    const relatedHtml = html.slice(html.indexOf('id="terkait-title"'), html.indexOf('id="komentar"'));
    const shown = [...relatedHtml.matchAll(/href="\/artikel\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(shown).toEqual(related.slice(0, 3));
  });

  it("escapes a hostile title in the page, the meta tags and the JSON-LD", async () => {
    const id = await insertArticle({ title: '</script><script>alert("x")</script>' });
    const html = await (await get(`/artikel/${id}`)).text();
    expect(html).not.toContain('<script>alert("x")</script>');
    const escaped = "&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;";
    expect(html).toContain(`<title>${escaped} | Bidanku</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}"/>`);
    expect(html).toContain(`>${escaped}</h1>`);
    // JSON-LD: the title is there as data, with "<" escaped so it cannot close the script element.
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(JSON.stringify(jsonLd)).toContain('"headline":"</script><script>alert(\\"x\\")</script>"');
    expect(html).toContain('"headline":"\\u003c/script\\u003e\\u003cscript\\u003ealert');
  });

  it("answers 404 with 'Artikel tidak ditemukan' for unknown, draft and malformed ids", async () => {
    const draft = await insertArticle({ title: "Masih Draf", publishedAt: null });
    for (const path of [
      "/artikel/99999",
      `/artikel/${draft}`,
      "/artikel/abc",
      "/artikel/1%27%20OR%201=1",
      "/artikel/0",
      `/artikel/${"9".repeat(40)}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("Artikel tidak ditemukan");
      expect(html).toContain('href="/artikel"');
    }
  });

  it("never stores or shares a signed-in reader's page", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const page = await get("/artikel/4", cookie);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers a long search (every word of a pasted title, four times over) without an error", async () => {
    const response = await get(
      `/artikel?q=${encodeURIComponent("Tanda Bahaya Kehamilan yang Tidak Boleh Diabaikan ".repeat(4))}`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Tanda Bahaya Kehamilan yang Tidak Boleh Diabaikan");
  });

  it("stays within its D1 round-trip budget", async () => {
    // Root loader (footer) + the page's one batch; the reading goes on the counts queue.
    expect((await get("/")).headers.get("X-D1-Round-Trips")).toBe("2");
    expect((await get("/artikel?kategori=Menyusui&halaman=1")).headers.get("X-D1-Round-Trips")).toBe("2");
    // A search: the words' index entries, then the ranked page (decision 070).
    expect((await get("/artikel?q=asi&kategori=Menyusui&halaman=1")).headers.get("X-D1-Round-Trips")).toBe("3");
    expect((await get("/artikel/5")).headers.get("X-D1-Round-Trips")).toBe("2");
  });
});

describe("sharing", () => {
  it("counts a share and sends the reader on to the network", async () => {
    const before = (await db.prepare("SELECT shares FROM articles WHERE id = 2").first<{ shares: number }>())!.shares;
    const response = await postForm("/artikel/2/bagikan", { platform: "whatsapp" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/wa\.me\/\?text=.+localhost%3A8787%2Fartikel%2F2$/);
    // The count reaches D1 through the counts queue (tests/integration/counts.test.ts): each
    // answer shows the stored count with this share.
    const js = await postForm("/artikel/2/bagikan", { platform: "copy", js: "1" });
    expect(await js.json()).toEqual({ shares: before + 1, url: null });
    // The phone's share sheet (issue 10.5) counts too and leads nowhere.
    const sheet = await postForm("/artikel/2/bagikan", { platform: "native", js: "1" });
    expect(await sheet.json()).toEqual({ shares: before + 1, url: null });
  });

  it("counts nothing for drafts, unknown platforms or ids", async () => {
    const draft = await insertArticle({ title: "Draf Bagikan", publishedAt: null });
    expect((await postForm(`/artikel/${draft}/bagikan`, { platform: "x" })).status).toBe(404);
    expect((await postForm("/artikel/2/bagikan", { platform: "myspace" })).status).toBe(400);
    expect((await postForm("/artikel/abc/bagikan", { platform: "x" })).status).toBe(404);
    const row = await db.prepare("SELECT shares FROM articles WHERE id = ?").bind(draft).first<{ shares: number }>();
    expect(row?.shares).toBe(0);
    const getShare = await get("/artikel/2/bagikan");
    expect(getShare.status).toBe(302);
  });
});

describe("comments", () => {
  const countComments = async (articleId: number) =>
    (await db
      .prepare("SELECT count(*) AS n FROM comments WHERE article_id = ?")
      .bind(articleId)
      .first<{ n: number }>())!.n;

  it("lets a signed-in member comment under a masked name, oldest first, as plain text", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const name = (await db.prepare("SELECT name FROM users WHERE id = 'demo-member'").first<{ name: string }>())!.name;
    const first = await postForm("/artikel/6", { intent: "comment", content: "  Terima kasih, Bidan!  " }, cookie);
    expect(first.status).toBe(302);
    const newest = await db.prepare("SELECT max(id) AS id FROM comments WHERE article_id = 6").first<{ id: number }>();
    expect(first.headers.get("Location")).toBe(`/artikel/6#komentar-${newest!.id}`);
    await postForm("/artikel/6", { intent: "comment", content: "<script>alert('x')</script>" }, cookie);
    const row = await db
      .prepare("SELECT content, commenter_display_name FROM comments WHERE article_id = 6 ORDER BY id LIMIT 1")
      .first();
    const words = name.trim().split(/\s+/);
    const masked =
      words.length > 1
        ? `${words[0]![0]!.toUpperCase()}*** ${words.at(-1)![0]!.toUpperCase()}***`
        : `${words[0]![0]!.toUpperCase()}***`;
    expect(row).toEqual({ content: "Terima kasih, Bidan!", commenter_display_name: masked });

    const html = await (await get("/artikel/6", mergeCookies(cookie, first))).text();
    expect(html).toContain("💬 Komentar Terkirim");
    expect(html).toContain(`id="komentar-${newest!.id}"`);
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    const section = html.slice(
      html.indexOf('id="komentar"'),
      html.indexOf("</section>", html.indexOf('id="komentar"')),
    );
    expect(section.indexOf("Terima kasih, Bidan!")).toBeLessThan(section.indexOf("&lt;script&gt;"));
    // The commenter's own navbar shows their name; the comments never do.
    expect(section).not.toContain(name);
    expect(visibleText(html)).toContain("Komentar (2)");
  });

  it("ignores an empty comment and refuses an overlong one, keeping the text", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const before = await countComments(7);
    const empty = await postForm("/artikel/7", { intent: "comment", content: "   \n  " }, cookie);
    expect(empty.status).toBe(302);
    const long = await postForm("/artikel/7", { intent: "comment", content: "a".repeat(2001) }, cookie);
    expect(long.status).toBe(400);
    const html = await long.text();
    expect(html).toContain("Komentar maksimal 2000 karakter");
    expect(html).toContain("a".repeat(2001));
    expect(await countComments(7)).toBe(before);
  });

  it("sends visitors to login and changes nothing", async () => {
    const before = await countComments(8);
    const response = await postForm("/artikel/8", { intent: "comment", content: "Halo" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fartikel%2F8");
    expect(await countComments(8)).toBe(before);
    const page = await (await get("/artikel/8")).text();
    expect(page).toContain("untuk meninggalkan komentar.");
    expect(page).toContain('href="/login?redirectTo=%2Fartikel%2F8%23komentar"');
  });

  it("lets the owner and admins delete, and nobody else", async () => {
    const member = await login(DEMO.member.email, DEMO.member.password);
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    const superAdmin = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    await postForm("/artikel/9", { intent: "comment", content: "Komentar admin" }, admin);
    await postForm("/artikel/9", { intent: "comment", content: "Komentar member" }, member);
    const ids = async () =>
      (
        await db
          .prepare("SELECT id, user_id FROM comments WHERE article_id = 9 ORDER BY id")
          .all<{ id: number; user_id: string }>()
      ).results;
    const [adminComment, memberComment] = await ids();

    // A member cannot delete someone else's comment; a visitor cannot delete at all.
    const forbidden = await postForm(
      "/artikel/9",
      { intent: "delete-comment", commentId: String(adminComment!.id), confirm: "ya" },
      member,
    );
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toContain("Anda tidak memiliki izin untuk melakukan tindakan ini.");
    const visitor = await postForm("/artikel/9", {
      intent: "delete-comment",
      commentId: String(adminComment!.id),
      confirm: "ya",
    });
    expect(visitor.status).toBe(302);
    // The comment id must belong to the article in the URL.
    const elsewhere = await postForm(
      "/artikel/10",
      { intent: "delete-comment", commentId: String(memberComment!.id), confirm: "ya" },
      member,
    );
    expect(elsewhere.status).toBe(302);
    expect(await ids()).toHaveLength(2);

    // Issue 10.4: without the confirm step's "Ya, hapus" nothing is deleted, even by the owner.
    const unconfirmed = await postForm(
      "/artikel/9",
      { intent: "delete-comment", commentId: String(memberComment!.id) },
      member,
    );
    expect(unconfirmed.status).toBe(302);
    expect(await (await get("/artikel/9", mergeCookies(member, unconfirmed))).text()).toContain(
      "Penghapusan belum dikonfirmasi.",
    );
    expect(await ids()).toHaveLength(2);

    const own = await postForm(
      "/artikel/9",
      { intent: "delete-comment", commentId: String(memberComment!.id), confirm: "ya" },
      member,
    );
    expect(own.status).toBe(302);
    expect(await (await get("/artikel/9", mergeCookies(member, own))).text()).toContain("Komentar dihapus");
    const byAdmin = await postForm(
      "/artikel/9",
      { intent: "delete-comment", commentId: String(adminComment!.id), confirm: "ya" },
      superAdmin,
    );
    expect(byAdmin.status).toBe(302);
    expect(await ids()).toHaveLength(0);
  });
});
