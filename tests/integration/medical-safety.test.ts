import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import seedArticles from "../../drizzle/seed/articles.json";
import seedGuides from "../../drizzle/seed/growth.json";
import { get, keepRow, seedDatabase } from "./helpers";

const db = env.DB;
const visibleText = (html: string) => html.replaceAll("<!-- -->", "");
/** The numbered reference list at the bottom of a page. */
function referenceList(html: string): string {
  const start = html.indexOf('id="referensi-title"');
  return start < 0 ? "" : html.slice(start, html.indexOf("</ol>", start));
}
const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

/** The JSON-LD objects of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

describe("/tanda-bahaya", () => {
  it("lists Buku KIA's danger signs for pregnancy, birth, after birth and the newborn, each with what to do", async () => {
    const response = await get("/tanda-bahaya");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    // The root's footer query only: the page itself reads nothing.
    expect(response.headers.get("X-D1-Round-Trips")).toBe("1");
    const html = visibleText(await response.text());
    for (const heading of [
      "Tanda Bahaya pada Kehamilan",
      "Tanda Bahaya saat Persalinan",
      "Tanda Bahaya setelah Melahirkan (Ibu Nifas)",
      "Tanda Bahaya pada Bayi Baru Lahir",
    ]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    const section = (id: string) =>
      html.slice(html.indexOf(`id="${id}"`), html.indexOf("</section>", html.indexOf(`id="${id}"`)));
    const pregnancy = section("kehamilan");
    for (const sign of [
      "Perdarahan dari jalan lahir",
      "Sakit kepala hebat, pandangan kabur",
      "Bengkak pada wajah dan tangan",
      "Kejang",
      "Demam tinggi",
      "Gerakan janin berkurang",
      "Air ketuban keluar sebelum waktunya",
      "Nyeri perut hebat",
      "Sesak napas atau nyeri dada",
    ]) {
      expect(pregnancy, sign).toContain(sign);
    }
    // Reduced movement: the same day, and now below 10 movements in 2 hours; never "tomorrow".
    expect(pregnancy).toContain("hari ini juga. Jangan menunggu sampai besok.");
    expect(pregnancy).toContain("Kurang dari 10 gerakan dalam 2 jam");
    const newborn = section("bayi-baru-lahir");
    for (const sign of [
      "Tidak mau menyusu",
      "Demam atau tubuh teraba dingin",
      "Napas cepat atau sulit bernapas",
      "Tarikan dinding dada bagian bawah ke dalam",
      "Kulit atau mata kuning",
      "24 jam pertama",
      "setelah 2 minggu",
      "Kejang",
      "Tali pusat kemerahan, bengkak, berbau, atau bernanah",
    ]) {
      expect(newborn, sign).toContain(sign);
    }
    const after = section("nifas");
    expect(after).toContain("Demam");
    expect(after).not.toMatch(/lebih dari (2|dua) hari/);
    // Every sign says what to do, and none of them says to wait for the next visit.
    const signs = html.match(/<li class="rounded-lg border/g)!.length;
    const actions = html.match(/>(Segera ke fasilitas kesehatan|Periksa hari ini juga)<\/p>/g)!.length;
    expect(actions).toBe(signs);
    expect(signs).toBeGreaterThanOrEqual(30);
    expect(html).not.toMatch(/kunjungan berikutnya|pemeriksaan berikutnya saja/);
    expect(html.match(/href="tel:119"/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it("is plain HTML: no script but its structured data and the offline layer's few bytes", async () => {
    const html = await (await get("/tanda-bahaya")).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].map((m) => ({
      attributes: m[1]!,
      code: m[2]!,
    }));
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attributes, code } of scripts) {
      if (attributes.includes('type="application/ld+json"')) continue;
      // The only other script: the service worker's registration (decision 047), inline.
      expect(attributes).not.toContain("src=");
      expect(code).toMatch(/\.register\(["`]\/sw\.js["`]\)/);
      expect(code.length).toBeLessThan(300);
    }
    expect(scripts.filter(({ attributes }) => !attributes.includes("ld+json"))).toHaveLength(1);
    expect(html).not.toContain("modulepreload");
    // No reviewer until the super_admin names one (issue 29: tests/integration/page-reviews.test.ts).
    const [page] = jsonLd(html);
    expect(page).toMatchObject({ "@type": "MedicalWebPage" });
    expect(page).not.toHaveProperty("lastReviewed");
    expect(html).toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
    expect(html).toContain(">Referensi</h2>");
    expect(html).toContain("Buku Kesehatan Ibu dan Anak (Buku KIA)");
  });

  it("is one tap away from the footer of every page, even an error page", async () => {
    for (const path of ["/", "/artikel", "/kalkulator", "/tumbuh-kembang", "/login", "/tidak-ada"]) {
      const html = await (await get(path)).text();
      const footer = html.slice(html.indexOf("<footer"));
      expect(footer, path).toContain('href="/tanda-bahaya"');
      expect(footer, path).toContain('href="tel:119"');
    }
  });

  it("is in both sitemaps", async () => {
    expect(await (await get("/sitemap")).text()).toContain('href="/tanda-bahaya"');
    expect(await (await get("/sitemap.xml")).text()).toContain("/tanda-bahaya</loc>");
  });
});

describe("articles show who reviewed them and on what sources", () => {
  it("every seeded article: reviewer, date, numbered sources, danger-signs link and MedicalWebPage data", async () => {
    const published = seedArticles.filter((article) => article.publishedAt !== null);
    expect(published.length).toBeGreaterThanOrEqual(15);
    for (const article of published) {
      const html = visibleText(await (await get(`/artikel/${article.id}`)).text());
      expect(html, `${article.id}`).toContain(
        `Ditinjau secara medis oleh <span class="font-semibold">${article.reviewerName}, ${article.reviewerCredential}</span>`,
      );
      expect(html).toContain(`<time dateTime="${article.reviewedAt}">`);
      expect(article.reviewerName.replace(/^Bd\. /, "")).not.toBe(
        (article.author ?? "").replace(/^Bidan /, "").replace(/,.*$/, ""),
      );
      const references = referenceList(html);
      expect(references.match(/<li /g)!.length, `${article.id}`).toBe(article.sources.length);
      for (const source of article.sources) expect(references).toContain(escapeHtml(source.citation));
      // Each link is named by its source, not all "Tautan" (issue 29).
      const linkNames = [...references.matchAll(/<a [^>]*>(.*?)<\/a>/gs)].map(([, inner]) =>
        inner!.replace(/<[^>]*>/g, "").trim(),
      );
      expect(linkNames.length, `${article.id}`).toBe(article.sources.filter((source) => "url" in source).length);
      expect(new Set(linkNames).size, `${article.id}: ${linkNames.join(" | ")}`).toBe(linkNames.length);
      for (const name of linkNames) expect(name).toMatch(/^Tautan referensi \d+: \S/);
      expect(html).toContain('href="/tanda-bahaya"');
      const graph = (jsonLd(html)[0]!["@graph"] as Record<string, unknown>[]) ?? [];
      expect(graph.map((node) => node["@type"])).toEqual(["MedicalWebPage", "Article"]);
      expect(graph[0]).toMatchObject({ lastReviewed: article.reviewedAt, reviewedBy: { name: article.reviewerName } });
      expect(graph[1]).toMatchObject({ headline: article.title });
    }
  });

  it("survives sources that are not JSON at all", async () => {
    await db.prepare("UPDATE articles SET sources = 'bukan json', reviewed_at = NULL WHERE id = 6").run();
    try {
      const response = await get("/artikel/6");
      expect(response.status).toBe(200);
      const html = visibleText(await response.text());
      // No list of sources, but still the review status where the sources would be (issue 29).
      const start = html.indexOf('id="referensi-title"');
      expect(start).toBeGreaterThan(0);
      expect(html.slice(start, html.indexOf("</section>", start))).not.toContain("<li ");
      expect(html).toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
    } finally {
      await seedDatabase();
    }
    expect(
      (await db.prepare("SELECT json_array_length(sources) AS n FROM articles WHERE id = 6").first<{ n: number }>())!.n,
    ).toBeGreaterThan(0);
  });

  it("says so when an article has not been reviewed, and never shows a non-web link", async () => {
    await db
      .prepare("UPDATE articles SET reviewer_name = NULL, reviewed_at = NULL, sources = ? WHERE id = 3")
      .bind(
        JSON.stringify([
          { citation: "Sumber A", url: "javascript:alert(1)" },
          { citation: "" },
          { citation: "Sumber B", url: "https://who.int/" },
          { citation: "Sumber C", url: 'https://contoh.id/"><script>' },
        ]),
      )
      .run();
    try {
      const html = visibleText(await (await get("/artikel/3")).text());
      expect(html).toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
      expect(html).not.toContain('"lastReviewed"');
      expect(html).not.toContain("javascript:");
      const references = referenceList(html);
      expect(references.match(/<li /g)).toHaveLength(3);
      expect(references.match(/<a /g)).toHaveLength(1);
      expect(references).toContain('href="https://who.int/"');
    } finally {
      await seedDatabase();
    }
    expect(
      (await db.prepare("SELECT reviewer_name FROM articles WHERE id = 3").first<{ reviewer_name: string }>())!
        .reviewer_name,
    ).toBeTruthy();
  });
});

describe("the seed brings unreviewed content up to the reviewed text, and nothing else", () => {
  it("updates rows that were never reviewed, leaves reviewed or unrelated ones alone", async () => {
    const seeded = seedArticles.find((a) => a.id === 1)!;
    await db
      .prepare(
        "UPDATE articles SET content = '<p>lama</p>', reviewed_at = NULL, reviewer_name = NULL, sources = '[]' WHERE id = 1",
      )
      .run();
    expect(
      await db
        .prepare("SELECT count(*) AS n FROM articles WHERE id = 1 AND updated_at = ?")
        .bind(Date.parse(seedArticles[0]!.publishedAt!))
        .first("n"),
    ).toBe(1);
    await db.prepare("UPDATE articles SET content = '<p>diedit dan ditinjau</p>' WHERE id = 2").run();
    await db
      .prepare(
        "UPDATE articles SET content = '<p>artikel lain</p>', title = 'Artikel Lain', reviewed_at = NULL WHERE id = 4",
      )
      .run();
    // Edited by an editor (updated_at moved) but never reviewed: the editor's text stays.
    await db
      .prepare(
        "UPDATE articles SET content = '<p>diedit, belum ditinjau</p>', reviewed_at = NULL, updated_at = updated_at + 1 WHERE id = 5",
      )
      .run();
    await db
      .prepare(
        "UPDATE baby_growth_data SET stimulasi = '[\"lama\"]', reviewed_at = NULL, author = NULL WHERE id = '0-3-bulan'",
      )
      .run();
    await db.prepare("UPDATE baby_growth_data SET stimulasi = '[\"diedit\"]' WHERE id = '4-6-bulan'").run();
    await db
      .prepare(
        "UPDATE baby_growth_data SET stimulasi = '[\"diedit oleh editor\"]', reviewed_at = NULL WHERE id = '7-12-bulan'",
      )
      .run();
    try {
      await seedDatabase();
      const row = (id: number) =>
        db
          .prepare("SELECT title, content, reviewed_at, reviewer_name FROM articles WHERE id = ?")
          .bind(id)
          .first<Record<string, string>>();
      const one = (await row(1))!;
      expect(one.content).not.toBe("<p>lama</p>");
      expect(one.content).toContain("Nyeri perut hebat");
      expect([one.reviewed_at, one.reviewer_name]).toEqual([seeded.reviewedAt, seeded.reviewerName]);
      expect((await row(2))!.content).toBe("<p>diedit dan ditinjau</p>");
      expect((await row(4))!.content).toBe("<p>artikel lain</p>");
      expect((await row(5))!.content).toBe("<p>diedit, belum ditinjau</p>");
      const guide = (id: string) =>
        db
          .prepare("SELECT stimulasi, reviewed_at FROM baby_growth_data WHERE id = ?")
          .bind(id)
          .first<{ stimulasi: string }>();
      expect(JSON.parse((await guide("0-3-bulan"))!.stimulasi)).toEqual(
        seedGuides.find((g) => g.id === "0-3-bulan")!.stimulasi,
      );
      expect(JSON.parse((await guide("4-6-bulan"))!.stimulasi)).toEqual(["diedit"]);
      expect(JSON.parse((await guide("7-12-bulan"))!.stimulasi)).toEqual(["diedit oleh editor"]);
    } finally {
      // Back to the seed: marked as untouched seed rows again, the seed restores them.
      const seededAt = (id: number) => Date.parse(seedArticles.find((a) => a.id === id)!.publishedAt!);
      for (const id of [2, 4, 5]) {
        const original = seedArticles.find((a) => a.id === id)!;
        await db
          .prepare("UPDATE articles SET reviewed_at = NULL, title = ?, updated_at = ? WHERE id = ?")
          .bind(original.title, seededAt(id), id)
          .run();
      }
      await db
        .prepare(
          "UPDATE baby_growth_data SET reviewed_at = NULL, author = NULL WHERE id IN ('4-6-bulan', '7-12-bulan')",
        )
        .run();
      await seedDatabase();
      expect(
        (await db.prepare("SELECT content FROM articles WHERE id = 4").first<{ content: string }>())!.content,
      ).not.toBe("<p>artikel lain</p>");
    }
  });
});

describe("the antenatal article's sources (issue 29, migration 0009)", () => {
  keepRow("articles", "id", 4);
  keepRow("articles", "id", 7);
  const MIGRATION = "0009_antenatal_article_sources.sql";
  const run = async () => {
    const migration = env.TEST_MIGRATIONS.find((item) => item.name === MIGRATION);
    expect(migration, MIGRATION).toBeDefined();
    await db.batch(migration!.queries.map((query) => db.prepare(query)));
  };
  const sources = async () =>
    JSON.parse(
      (await db.prepare("SELECT sources FROM articles WHERE id = 4").first<{ sources: string }>())!.sources,
    ) as { citation: string }[];
  // The seed's earlier title (Permenkes 97/2014's wording), and the regulation's own.
  const OLD_PERMENKES =
    "Kementerian Kesehatan RI. Peraturan Menteri Kesehatan Nomor 21 Tahun 2021 tentang Penyelenggaraan Pelayanan Kesehatan Masa Sebelum Hamil, Masa Hamil, Persalinan, dan Masa Sesudah Melahirkan, Penyelenggaraan Pelayanan Kontrasepsi, serta Pelayanan Kesehatan Seksual. Jakarta: Kemenkes RI; 2021.";
  const PERMENKES =
    "Kementerian Kesehatan RI. Peraturan Menteri Kesehatan Nomor 21 Tahun 2021 tentang Penyelenggaraan Pelayanan Kesehatan Masa Sebelum Hamil, Masa Hamil, Persalinan, dan Masa Sesudah Melahirkan, Pelayanan Kontrasepsi, dan Pelayanan Kesehatan Seksual. Jakarta: Kemenkes RI; 2021.";
  const BUKU_KIA = "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA). Jakarta: Kemenkes RI; 2020.";
  const WHO = {
    citation:
      "World Health Organization. WHO recommendations on antenatal care for a positive pregnancy experience. Geneva: WHO; 2016.",
    url: "https://www.who.int/publications/i/item/9789241549912",
  };

  it("puts Buku KIA, whose 2-1-3 split the article follows, first where the list is still as seeded", async () => {
    await db
      .prepare("UPDATE articles SET sources = ? WHERE id = 4")
      .bind(JSON.stringify([{ citation: OLD_PERMENKES }, { citation: BUKU_KIA }, WHO]))
      .run();
    await run();
    const after = await sources();
    expect(after.map((source) => source.citation)).toEqual([
      BUKU_KIA,
      expect.stringContaining("Pedoman Pelayanan Antenatal Terpadu"),
      PERMENKES,
      WHO.citation,
    ]);
    const html = visibleText(await (await get("/artikel/4")).text());
    expect(referenceList(html).indexOf("Buku KIA")).toBeLessThan(referenceList(html).indexOf("Nomor 21 Tahun 2021"));
  });

  it("gives Permenkes 21/2021 its own title wherever an article still cites the earlier wording", async () => {
    await db
      .prepare("UPDATE articles SET sources = ? WHERE id = 7")
      .bind(JSON.stringify([{ citation: "Sumber lain" }, { citation: OLD_PERMENKES }]))
      .run();
    await run();
    const row = await db.prepare("SELECT sources FROM articles WHERE id = 7").first<{ sources: string }>();
    expect(JSON.parse(row!.sources)).toEqual([{ citation: "Sumber lain" }, { citation: PERMENKES }]);
  });

  it("leaves an editor's own list alone", async () => {
    const own = [{ citation: "Sumber pilihan editor" }];
    await db.prepare("UPDATE articles SET sources = ? WHERE id = 4").bind(JSON.stringify(own)).run();
    await run();
    expect(await sources()).toEqual(own);
  });
});
