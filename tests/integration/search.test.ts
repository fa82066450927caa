import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/server/auth.server";
import { createArticle, deleteArticle, updateArticle } from "~/server/article-editor.server";
import { getDb } from "~/server/db.server";
import { rebuildSearchIndex, reindexSql, type StoredArticle } from "~/server/search-index.server";
import type { ArticleInput } from "~/schemas/article";
import { RELEVANCE_CASES } from "../fixtures/search-relevance";
import { cardIds, get } from "./helpers";

// Search that understands Indonesian (issue 33, decision 070), through the article list as a
// reader uses it: word forms, every word required, a typo forgiven, ranking, snippets, and an
// index that stays in step with every save and delete.

const db = env.DB;

const search = async (q: string, extra = "") => (await get(`/artikel?q=${encodeURIComponent(q)}${extra}`)).text();
const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&quot;", '"');

/** Every id a search lists, over all its pages. */
async function allIds(q: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 20; page++) {
    const html = await search(q, `&halaman=${page}`);
    const found = cardIds(html);
    if (found.length === 0 || html.includes("Halaman tidak ditemukan")) break;
    ids.push(...found);
    if (!html.includes('rel="next"')) break;
  }
  return ids;
}

async function insertArticle(
  title: string,
  content: string,
  excerpt = "Ringkasan singkat.",
  publishedAt = Date.now() - 60_000,
) {
  const row = await db
    .prepare(
      "INSERT INTO articles (title, excerpt, content, category, published_at) VALUES (?, ?, ?, 'Kehamilan', ?) RETURNING id",
    )
    .bind(title, excerpt, content, publishedAt)
    .first<{ id: number }>();
  await rebuildSearchIndex(db);
  return row!.id;
}

describe("the relevance set (tests/fixtures/search-relevance.ts, worked out by hand from the seed)", () => {
  it("has at least 30 queries, typos and question sentences among them", () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(30);
    expect(RELEVANCE_CASES.some((c) => c.query.startsWith("apakah "))).toBe(true);
    expect(RELEVANCE_CASES.some((c) => c.query === "imunsasi")).toBe(true);
  });

  it("finds each query's article first", async () => {
    const misses: string[] = [];
    for (const { query, first } of RELEVANCE_CASES) {
      const ids = cardIds(await search(query));
      if (ids[0] !== first) misses.push(`${query} → ${ids.slice(0, 3).join(", ") || "nothing"} (expected ${first})`);
    }
    expect(misses).toEqual([]);
  });
});

describe("Indonesian matching", () => {
  it("finds the same articles for hamil, kehamilan and kehamilannya", async () => {
    const hamil = (await allIds("hamil")).sort((a, b) => a - b);
    expect(hamil.length).toBeGreaterThan(5);
    expect((await allIds("kehamilan")).sort((a, b) => a - b)).toEqual(hamil);
    expect((await allIds("kehamilannya")).sort((a, b) => a - b)).toEqual(hamil);
  });

  it("requires every word: gizi hamil lists exactly the articles found by both gizi and hamil", async () => {
    const gizi = new Set(await allIds("gizi"));
    const hamil = new Set(await allIds("hamil"));
    const both = (await allIds("gizi hamil")).sort((a, b) => a - b);
    expect(both).toEqual([...gizi].filter((id) => hamil.has(id)).sort((a, b) => a - b));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(gizi.size + hamil.size);
  });

  it("finds menyusui by susu and persalinan by salin", async () => {
    expect(await allIds("susu")).toContain(9);
    expect(await allIds("salin")).toEqual(expect.arrayContaining([7, 8]));
  });

  it("searches the body: a word only in an article's text finds it", async () => {
    const id = await insertArticle(
      "Catatan Bidan Desa",
      "<p>Di posyandu kami ada timbangan gantung merek Zebrakuda.</p>",
    );
    expect(cardIds(await search("zebrakuda"))).toEqual([id]);
  });

  it("forgives one typo in a longer word, and says which word it searched instead", async () => {
    const html = await search("imunsasi");
    expect(cardIds(html)[0]).toBe(13);
    expect(text(html)).toContain('Tidak ada artikel dengan kata "imunsasi". Menampilkan hasil untuk "imunisasi".');
    // Never in a short word: "asu" is not taken for "asi".
    expect(cardIds(await search("asu"))).toEqual([]);
  });

  it("relaxes to any word when no article has them all, and says so", async () => {
    const html = await search("anemia qwertyzx");
    expect(cardIds(html)[0]).toBe(5);
    expect(text(html)).toContain(
      "Tidak ada artikel yang memuat semua kata pencarian Anda. Berikut artikel yang memuat sebagian kata tersebut, diurutkan dari yang paling cocok.",
    );
    expect(text(html)).toContain('Kata yang tidak ditemukan di artikel mana pun: "qwertyzx".');
    // All words present, so no such notice.
    expect(text(await search("anemia hamil"))).not.toContain("Tidak ada artikel yang memuat semua kata");
  });

  it("never names or suggests a word that only a draft or a scheduled article has", async () => {
    await db
      .prepare(
        "INSERT INTO articles (title, excerpt, content, category, published_at) VALUES ('Rahasia Kembarempat', 'Draf.', '<p>Draf.</p>', 'Kehamilan', NULL), ('Jadwal Kembarlima', 'Nanti.', '<p>Nanti.</p>', 'Kehamilan', ?)",
      )
      .bind(Date.now() + 86_400_000)
      .run();
    await rebuildSearchIndex(db);
    for (const word of ["kembarempat", "kembarlima"]) {
      // The word itself: "not found", exactly as for a word in no article at all.
      const exact = text(await search(`ibu ${word}`));
      expect(exact).toContain(`Kata yang tidak ditemukan di artikel mana pun: "${word}".`);
      // One typo away: never offered as the word meant.
      const typo = text(await search(`ibu ${word.replace("kembar", "kembra")}`));
      expect(typo).not.toContain(word);
      expect(typo).not.toContain("Menampilkan hasil untuk");
    }
  });

  it("finds nothing, with no notice, for a query of only stop words", async () => {
    const html = await search("apakah yang");
    expect(cardIds(html)).toEqual([]);
    expect(html).toContain("Artikel tidak ditemukan");
    expect(text(html)).not.toContain("Tidak ada artikel yang memuat");
  });
});

describe("ranking and snippets", () => {
  it("puts a title match above a body match, and the typed form above another form of the word", async () => {
    const now = Date.now();
    const inBody = await insertArticle(
      "Catatan Harian",
      "<p>Tentang ubur-ubur di pantai.</p>",
      "Ringkasan.",
      now - 1_000,
    );
    const inTitle = await insertArticle("Ubur-ubur dan Kulit Bayi", "<p>Isi.</p>", "Ringkasan.", now - 5_000);
    expect(cardIds(await search("ubur")).slice(0, 2)).toEqual([inTitle, inBody]);

    const form = await insertArticle("Kembar Siamnesia: Kehamilan", "<p>Isi.</p>", "Ringkasan.", now - 9_000);
    const stem = await insertArticle("Kembar Siamnesia: Hamil", "<p>Isi.</p>", "Ringkasan.", now - 2_000);
    expect(cardIds(await search("siamnesia kehamilan")).slice(0, 2)).toEqual([form, stem]);
    expect(cardIds(await search("siamnesia hamil")).slice(0, 2)).toEqual([stem, form]);
  });

  it("shows the passage where the words stand, marked and escaped", async () => {
    const id = await insertArticle(
      "Catatan Lapangan",
      "<p>Kalimat pembuka.</p><p>Kode &lt;script&gt;alert(1)&lt;/script&gt; pada timbangan Gajahkuda harus dikalibrasi.</p>",
    );
    const html = await search("gajahkuda");
    expect(cardIds(html)).toEqual([id]);
    const card = html.slice(html.indexOf(`/artikel/${id}`));
    expect(card).toContain("<mark");
    expect(card).toMatch(/<mark[^>]*>Gajahkuda<\/mark>/);
    expect(card).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("cost", () => {
  it("reads D1 twice (besides the footer's one), writing nothing; once more for a typo, once more to relax", async () => {
    const response = await get("/artikel?q=gizi%20hamil");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-D1-Round-Trips")).toBe("3");
    expect(response.headers.get("X-D1-Writes")).toBe("0");
    // A word in no article: its neighbours one typo away are looked up.
    expect((await get("/artikel?q=imunsasi")).headers.get("X-D1-Round-Trips")).toBe("4");
    // Both words exist, but in no article together.
    await insertArticle("Catatan Qorvanta", "<p>Satu.</p>");
    await insertArticle("Catatan Qorvelli", "<p>Dua.</p>");
    const relaxed = await get("/artikel?q=qorvanta%20qorvelli");
    expect(relaxed.headers.get("X-D1-Round-Trips")).toBe("4");
    expect(text(await relaxed.text())).toContain("Tidak ada artikel yang memuat semua kata pencarian Anda.");
    expect(relaxed.headers.get("X-D1-Writes")).toBe("0");
  });
});

const admin: SessionUser = {
  id: "demo-admin",
  name: "Admin Demo",
  email: "admin@bidanku.test",
  phone: null,
  role: "admin",
  emailVerified: true,
  createdAt: new Date(),
};

function write(title: string, html: string, tags: string[] = []) {
  const value = {
    title,
    excerpt: "Ringkasan uji indeks.",
    content: html,
    category: "Kehamilan",
    newCategory: "",
    tags,
    featured: false,
    reviewerName: "",
    reviewerCredential: "",
    reviewedAt: "",
    sources: [],
  } as unknown as ArticleInput;
  return {
    value,
    html,
    category: { name: "Kehamilan", isNew: false },
    imageUrl: null,
    publishedAt: new Date(Date.now() - 60_000),
  };
}

async function indexSnapshot() {
  const entries = await db
    .prepare("SELECT entry, article_id, weight FROM search_entries ORDER BY entry, article_id")
    .all();
  const vocabulary = await db.prepare("SELECT entry, backwards, articles FROM search_vocabulary ORDER BY entry").all();
  return { entries: entries.results, vocabulary: vocabulary.results };
}

describe("the index in step with the articles", () => {
  it("after a create, an update and a delete, equals an index rebuilt from the articles", async () => {
    await rebuildSearchIndex(db);
    const drizzle = getDb(env);
    const id = await createArticle(
      drizzle,
      admin,
      write("Kuda Nilkarya untuk Ibu", "<p>Tentang kudanil.</p>", ["nilkarya"]),
    );
    expect(cardIds(await search("nilkarya"))).toEqual([id]);
    const other = await createArticle(drizzle, admin, write("Artikel Sementara Zorbanil", "<p>Hapus saya.</p>"));
    expect(await updateArticle(drizzle, admin, id, write("Kuda Nilwarna untuk Ibu", "<p>Tentang kudanil.</p>"))).toBe(
      true,
    );
    expect(cardIds(await search("nilkarya"))).toEqual([]);
    expect(cardIds(await search("nilwarna"))).toEqual([id]);
    expect(await deleteArticle(drizzle, admin, other)).not.toBeNull();
    expect(cardIds(await search("zorbanil"))).toEqual([]);

    const kept = await indexSnapshot();
    await rebuildSearchIndex(db);
    expect(kept).toEqual(await indexSnapshot());
    // The audit rows name the articles (the index's writes left last_insert_rowid() alone).
    const audit = await db
      .prepare(
        "SELECT entity_id FROM audit_log WHERE entity = 'article' AND action = 'create' ORDER BY id DESC LIMIT 2",
      )
      .all<{ entity_id: string }>();
    expect(audit.results.map((row) => row.entity_id)).toEqual([String(other), String(id)]);
  });

  it("writes nothing for an update of an article that is gone", async () => {
    await rebuildSearchIndex(db);
    const before = await indexSnapshot();
    expect(await updateArticle(getDb(env), admin, 987_654, write("Hantu Zorbakarya", "<p>Tidak ada.</p>"))).toBe(false);
    expect(await indexSnapshot()).toEqual(before);
  });

  it("re-indexes article by article (deploy --if-stale) to the same index, skipping an article saved since it was read", async () => {
    await rebuildSearchIndex(db);
    const read = await db
      .prepare("SELECT id, title, excerpt, category, tags, content, updated_at FROM articles")
      .all<StoredArticle>();
    // The running site saves article 3 after the snapshot was read: its own batch indexes it.
    expect(await updateArticle(getDb(env), admin, 3, write("Mual Muntah Quorvaxia", "<p>Baru.</p>"))).toBe(true);
    await db.batch(reindexSql(read.results).map((statement) => db.prepare(statement)));
    expect(cardIds(await search("quorvaxia"))).toEqual([3]);
    const kept = await indexSnapshot();
    await rebuildSearchIndex(db);
    expect(kept).toEqual(await indexSnapshot());
    const version = await db.prepare("SELECT value FROM search_meta WHERE name = 'version'").first<{ value: number }>();
    expect(version?.value).toBe(1);
  });
});
