import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import seedGuides from "../../drizzle/seed/growth.json";
import { guideHighlights } from "~/server/content.server";
import { get } from "./helpers";

const db = env.DB;

/** The HTML without React's text separators, as a reader's text would read. */
const visibleText = (html: string) => html.replaceAll("<!-- -->", "");

/** Guide ids of the index cards, in page order. */
function cardIds(html: string) {
  return [...html.matchAll(/<h3[^>]*><a[^>]*href="\/tumbuh-kembang\/([a-z0-9-]+)"/g)].map((m) => m[1]);
}

const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null;

/** Runs `body` while `table` is renamed away, so every read of it fails like a D1 outage. */
async function withoutTable(table: string, body: () => Promise<void>) {
  await db.prepare(`ALTER TABLE ${table} RENAME TO ${table}_gone`).run();
  try {
    await body();
  } finally {
    await db.prepare(`ALTER TABLE ${table}_gone RENAME TO ${table}`).run();
  }
}

/** The HTML of one WHO indicator section, found by its heading. */
function tableSection(html: string, title: string): string {
  const start = html.indexOf(`<section aria-label="${title}"`);
  if (start < 0) throw new Error(`no section ${title}`);
  // Its end, past the sections nested in it (each table's scroll box).
  let depth = 0;
  for (const tag of html.slice(start).matchAll(/<section\b|<\/section>/g)) {
    depth += tag[0] === "</section>" ? -1 : 1;
    if (depth === 0) return html.slice(start, start + tag.index);
  }
  throw new Error(`unclosed section ${title}`);
}

/** The numbers of one row (by its age label) of one sex's table in a section. */
function cells(section: string, sex: string, age: string): string[] {
  const table = section.slice(section.indexOf(`<caption class="pb-2 text-left font-semibold text-stone-900">${sex}`));
  const row = new RegExp(`<th scope="row"[^>]*>${age}</th>(.*?)</tr>`, "s").exec(table);
  if (!row) throw new Error(`no row ${sex} ${age}`);
  return [...row[1]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]!);
}

/** The age labels of the boys' table of a section. */
function rowAges(html: string, title: string): string[] {
  const section = tableSection(html, title);
  const boys = section.slice(0, section.indexOf("</table>"));
  return [...boys.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]!);
}

const SPEC_ORDER = ["0-3-bulan", "4-6-bulan", "7-12-bulan", "1-2-tahun", "2-3-tahun", "3-5-tahun"];

describe("growth index", () => {
  it("lists the six age groups in age order with their highlights and the fixed sections", async () => {
    const response = await get("/tumbuh-kembang");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    const html = visibleText(await response.text());
    expect(cardIds(html)).toEqual(SPEC_ORDER);
    for (const highlight of [
      "Refleks dasar",
      "Kontak mata",
      "Senyum sosial",
      "Berguling",
      "Kata pertama",
      "Bicara dua kata",
      "Latihan toilet",
      "Bermain bersama",
    ]) {
      expect(html).toContain(highlight);
    }
    for (const text of [
      "Milestone Perkembangan",
      "Tips Stimulasi",
      "Tanda Waspada",
      "Standar Pertumbuhan WHO",
      "0-5 tahun",
    ]) {
      expect(html).toContain(text);
    }
    for (const aspect of ["Motorik kasar", "Motorik halus", "Kognitif", "Bahasa", "Sosial-emosional"])
      expect(html).toContain(`<li>${aspect}</li>`);
    for (const measure of ["Berat badan", "Tinggi atau panjang badan", "Lingkar kepala", "Indeks massa tubuh (IMT)"]) {
      expect(html).toContain(`<li>${measure}</li>`);
    }
    expect(html).toContain("dokter spesialis anak atau bidan");
    expect(html).toMatch(/<title>Panduan Tumbuh Kembang Anak 0-5 Tahun \| Bidanku<\/title>/);
  });

  it("places guides an editor adds by their age and derives their highlights", async () => {
    const milestones = {
      motorik: ["Berdiri dengan berpegangan"],
      kognitif: [],
      sosialEmosional: ["Menunjukkan rasa sayang"],
      bahasa: ["Mengucapkan kata pertama"],
    };
    const insert = (id: string, title: string) =>
      db
        .prepare("INSERT INTO baby_growth_data (id, title, description, milestones) VALUES (?, ?, ?, ?)")
        .bind(id, title, "Masa peralihan.", JSON.stringify(milestones))
        .run();
    await insert("9-12-bulan", "9-12 Bulan");
    // 12 months by the SPEC 9 rule, like 1-2-tahun: the tie goes by label (app/domain/growth.ts).
    await insert("12-18-bulan", "12-18 Bulan");
    await insert("anak-sekolah", "Anak Sekolah");
    try {
      const html = await (await get("/tumbuh-kembang")).text();
      expect(cardIds(html)).toEqual([
        "0-3-bulan",
        "4-6-bulan",
        "7-12-bulan",
        "9-12-bulan",
        "12-18-bulan",
        "1-2-tahun",
        "2-3-tahun",
        "3-5-tahun",
        "anak-sekolah",
      ]);
      for (const text of ["Berdiri dengan berpegangan", "Mengucapkan kata pertama", "Menunjukkan rasa sayang"])
        expect(html).toContain(text);

      // Its page copes with what the editor left out: no empty cards, and the WHO ranges of its
      // band come from WHO's tables, so a new guide has them without anyone typing a number.
      const detail = visibleText(await (await get("/tumbuh-kembang/9-12-bulan")).text());
      expect(rowAges(detail, "Berat badan menurut umur (kg)")).toEqual(["9 bulan", "10 bulan", "11 bulan", "12 bulan"]);
      expect(detail).not.toContain(">Kognitif</h3>");
      expect(detail).toContain(">Bahasa &amp; Komunikasi</h3>");
      expect(detail).not.toContain("Tanda yang Perlu Diwaspadai");
      expect(detail).not.toContain("Tips Stimulasi");
      expect(detail).toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
      expect(detail).not.toContain('"lastReviewed"');
      expect(detail).toContain('Ditulis oleh <span class="font-semibold">Tim Bidanku</span>');
      const later = visibleText(await (await get("/tumbuh-kembang/12-18-bulan")).text());
      expect(rowAges(later, "Panjang badan menurut umur (cm), diukur berbaring")).toEqual(["12 bulan", "18 bulan"]);
      // A guide without an age band shows no table, only where to follow the child's growth.
      const school = visibleText(await (await get("/tumbuh-kembang/anak-sekolah")).text());
      expect(school).toContain("Tabel standar WHO (usia 0-5 tahun) tidak tersedia untuk panduan ini.");
      expect(school).not.toContain("<table");
    } finally {
      await db.prepare("DELETE FROM baby_growth_data WHERE id IN ('9-12-bulan', '12-18-bulan', 'anak-sekolah')").run();
    }
  });

  it("derives highlights: the spec's wording for known groups, first milestones otherwise", () => {
    expect(guideHighlights("7-12-bulan", null)).toEqual(["Duduk sendiri", "Merangkak", "Kata pertama"]);
    expect(guideHighlights("baru", { motorik: ["A"], kognitif: [], bahasa: ["B"], sosialEmosional: [] })).toEqual([
      "A",
      "B",
    ]);
    expect(guideHighlights("baru", { motorik: [" "], kognitif: ["K"], bahasa: ["B"], sosialEmosional: ["S"] })).toEqual(
      ["K", "S"],
    );
    expect(guideHighlights("baru", undefined)).toEqual([]);
  });
});

describe("growth detail", () => {
  it("shows every part of a seeded guide", async () => {
    const guide = seedGuides.find((g) => g.id === "0-3-bulan")!;
    const response = await get("/tumbuh-kembang/0-3-bulan");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    const html = visibleText(await response.text());
    expect(html).toContain(`<title>Tumbuh Kembang Anak ${guide.title} | Bidanku</title>`);
    // The seed's description cut at 160 characters, copied by hand.
    expect(metaDescription(html)).toBe(
      "Tiga bulan pertama adalah masa adaptasi bayi dengan dunia di luar rahim. Bayi banyak tidur, menyusu sesering mungkin, dan mulai mengenali wajah serta suara oran",
    );
    expect(html).toContain(guide.description);
    for (const title of ["Motorik", "Kognitif", "Sosial &amp; Emosional", "Bahasa &amp; Komunikasi"])
      expect(html).toContain(`>${title}</h3>`);
    const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
    for (const item of [...guide.milestones.motorik, ...guide.stimulasi, ...guide.redFlags])
      expect(html).toContain(`>${escapeHtml(item)}</li>`);
    // WHO's printed weight-for-age table at birth: boys -2 SD 2,5 / median 3,3 / +1 SD 3,9 / +2 SD 4,4;
    // girls 2,4 / 3,2 / 3,7 / 4,2 (WHO Child Growth Standards, simplified field tables).
    const weight = tableSection(html, "Berat badan menurut umur (kg)");
    expect(cells(weight, "Laki-laki", "Lahir")).toEqual(["2,5", "3,3", "3,9", "4,4"]);
    expect(cells(weight, "Perempuan", "Lahir")).toEqual(["2,4", "3,2", "3,7", "4,2"]);
    expect(rowAges(html, "Berat badan menurut umur (kg)")).toEqual(["Lahir", "1 bulan", "2 bulan", "3 bulan"]);
    // Boys' length at 3 months: 57,3 / 61,4 / 65,5; girls' head circumference at birth: 31,5 / 33,9 / 36,2.
    expect(
      cells(tableSection(html, "Panjang badan menurut umur (cm), diukur berbaring"), "Laki-laki", "3 bulan"),
    ).toEqual(["57,3", "61,4", "65,5"]);
    expect(cells(tableSection(html, "Lingkar kepala menurut umur (cm)"), "Perempuan", "Lahir")).toEqual([
      "31,5",
      "33,9",
      "36,2",
    ]);
    expect(html).toContain("rentang normal menurut standar WHO (-2 SD s.d. +2 SD)");
    expect(html).toContain("risiko berat badan lebih");
    expect(html).toContain("kenaikan berat badan minimal (KBM)");
    // Review and sources, on the page and in its structured data.
    expect(html).toContain(`Ditulis oleh <span class="font-semibold">${guide.author}</span>`);
    expect(html).toContain(
      `Ditinjau secara medis oleh <span class="font-semibold">${guide.reviewerName}, ${guide.reviewerCredential}</span>`,
    );
    expect(html).toContain(`<time dateTime="${guide.reviewedAt}">`);
    for (const source of guide.sources) expect(html).toContain(escapeHtml(source.citation));
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      "@type": "MedicalWebPage",
      lastReviewed: guide.reviewedAt,
      reviewedBy: { "@type": "Person", name: guide.reviewerName, honorificSuffix: guide.reviewerCredential },
    });
    expect(jsonLd.citation).toHaveLength(guide.sources.length);
    expect(html).toContain('href="/tanda-bahaya"');
    expect(html).toContain("Tanda yang Perlu Diwaspadai");
    expect(html).toContain("segera periksakan ke dokter atau bidan");
    expect(html).toContain("Disclaimer:");
    expect(html).toContain('href="/tumbuh-kembang"');
  });

  it("answers every seeded guide", async () => {
    for (const id of SPEC_ORDER) {
      const response = await get(`/tumbuh-kembang/${id}`);
      expect(response.status, id).toBe(200);
      await response.body?.cancel();
    }
  });

  it("answers 404 'Data tidak ditemukan' with a back link for unknown or hostile ids, never 500", async () => {
    const paths = [
      "/tumbuh-kembang/tidak-ada",
      "/tumbuh-kembang/0-3-BULAN",
      `/tumbuh-kembang/${"a".repeat(41)}`,
      `/tumbuh-kembang/${"a".repeat(5000)}`,
      "/tumbuh-kembang/...",
      "/tumbuh-kembang/..%2F..%2Fetc%2Fpasswd",
      "/tumbuh-kembang/0-3-bulan%2F..",
      "/tumbuh-kembang/0-3-bulan'%20OR%20'1'='1",
      "/tumbuh-kembang/x%27%3B%20DROP%20TABLE%20baby_growth_data%3B--",
      "/tumbuh-kembang/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "/tumbuh-kembang/%00",
      "/tumbuh-kembang/%F0%9F%91%B6",
      "/tumbuh-kembang/0-3-bulan%20",
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain("Data tidak ditemukan");
      expect(html, path).toContain('href="/tumbuh-kembang"');
      expect(html, path).not.toContain("<script>alert(1)");
    }
    // A malformed encoding never reaches the loader as a 500 either.
    const malformed = await get("/tumbuh-kembang/%E0%A4%A");
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain("Data tidak ditemukan");
    expect(await db.prepare("SELECT count(*) AS n FROM baby_growth_data").first<{ n: number }>()).toEqual({ n: 6 });
  });

  it("decodes an encoded id to the right page and asks D1 nothing for an impossible id", async () => {
    expect((await get("/tumbuh-kembang/%30-3-bulan")).status).toBe(200);
    const hostile = await get(`/tumbuh-kembang/${"x".repeat(300)}`);
    expect(hostile.status).toBe(404);
    expect(hostile.headers.get("X-D1-Round-Trips")).toBe("1");
  });
});

describe("about page", () => {
  it("shows title, content with line breaks, image, qualifications and the philosophy", async () => {
    const row = await db
      .prepare(
        "SELECT title, content, qualifications_title AS qt, qualifications_list AS ql FROM about_page WHERE id = 1",
      )
      .first<{
        title: string;
        content: string;
        qt: string;
        ql: string;
      }>();
    const response = await get("/tentang-saya");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    const html = visibleText(await response.text());
    expect(html).toContain(`>${row!.title}</h1>`);
    const paragraphs = row!.content.split("\n\n");
    expect(html).toContain(`>${paragraphs[1]}</p>`);
    expect(html).toMatch(/<img[^>]*src="\/images\/seed\/about.jpg"[^>]*>/);
    expect(html).toMatch(/<img[^>]*width="800"[^>]*height="1000"/);
    expect(html).toContain(`>${row!.qt.replaceAll("&", "&amp;")}</h2>`);
    for (const { item } of JSON.parse(row!.ql) as { item: string }[]) expect(html).toContain(`>${item}</li>`);
    expect(html).toContain("Filosofi Pelayanan");
    for (const value of ["Empati dan Kepedulian", "Berbasis Bukti Ilmiah", "Asuhan Holistik"])
      expect(html).toContain(`>${value}</h3>`);
    expect(metaDescription(html)).toBe(row!.content.slice(0, 150).trim());
  });

  it("shows stored markup as text, turns newlines into <br>, hides an empty qualifications list", async () => {
    const before = await db
      .prepare("SELECT content, qualifications_list AS ql FROM about_page WHERE id = 1")
      .first<{ content: string; ql: string }>();
    await db
      .prepare("UPDATE about_page SET content = ?, qualifications_list = '[]' WHERE id = 1")
      .bind('Baris satu <script>alert("x")</script>\nBaris dua <b>tebal</b>\n\nParagraf kedua')
      .run();
    try {
      const html = visibleText(await (await get("/tentang-saya")).text());
      expect(html).not.toContain('<script>alert("x")');
      expect(html).toContain(
        "Baris satu &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br/>Baris dua &lt;b&gt;tebal&lt;/b&gt;</p>",
      );
      expect(html).toContain(">Paragraf kedua</p>");
      expect(html).not.toContain("kualifikasi-title");
      expect(html).toContain("Filosofi Pelayanan");
    } finally {
      await db
        .prepare("UPDATE about_page SET content = ?, qualifications_list = ? WHERE id = 1")
        .bind(before!.content, before!.ql)
        .run();
    }
  });

  it("shows the failure text, uncached, when D1 fails", async () => {
    await withoutTable("about_page", async () => {
      const response = await get("/tentang-saya");
      expect(response.status).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("Gagal memuat konten. Silakan coba lagi.");
      expect(html).toContain("Filosofi Pelayanan");
    });
  });

  it("shows an empty state when no about record exists", async () => {
    const before = await db.prepare("SELECT * FROM about_page WHERE id = 1").first<Record<string, unknown>>();
    await db.prepare("DELETE FROM about_page").run();
    try {
      const response = await get("/tentang-saya");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Profil bidan belum tersedia");
      expect(html).not.toContain("Gagal memuat konten");
      expect(html).toContain("Filosofi Pelayanan");
    } finally {
      const columns = Object.keys(before!);
      await db
        .prepare(`INSERT INTO about_page (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
        .bind(...Object.values(before!))
        .run();
    }
  });
});

describe("legal pages", () => {
  const pages = [
    { path: "/kebijakan-privasi", id: "privacy-policy" },
    { path: "/disclaimer", id: "disclaimer" },
  ] as const;

  it("show the stored title, content with line breaks and the last-updated date", async () => {
    for (const { path, id } of pages) {
      const row = await db
        .prepare("SELECT title, content, updated_at AS updatedAt FROM legal_pages WHERE id = ?")
        .bind(id)
        .first<{
          title: string;
          content: string;
          updatedAt: number;
        }>();
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toContain("public");
      const html = visibleText(await response.text());
      expect(html, path).toContain(`>${row!.title}</h1>`);
      const firstSection = row!.content.split("\n\n").find((p) => p.includes("\n"))!;
      expect(html, path).toContain(`>${firstSection.split("\n").join("<br/>")}</p>`);
      const date = new Intl.DateTimeFormat("id-ID", {
        timeZone: "Asia/Jakarta",
        day: "numeric",
        month: "long",
        year: "numeric",
      }).format(row!.updatedAt);
      expect(html, path).toMatch(new RegExp(`Terakhir diperbarui: <time [^>]*>${date}</time>`));
    }
  });

  it("show stored markup as text", async () => {
    const before = await db
      .prepare("SELECT content FROM legal_pages WHERE id = 'disclaimer'")
      .first<{ content: string }>();
    await db
      .prepare("UPDATE legal_pages SET content = ? WHERE id = 'disclaimer'")
      .bind("Awal\n<script>alert(1)</script><img src=x onerror=alert(2)>")
      .run();
    try {
      const html = await (await get("/disclaimer")).text();
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("Awal<br/>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;");
    } finally {
      await db.prepare("UPDATE legal_pages SET content = ? WHERE id = 'disclaimer'").bind(before!.content).run();
    }
  });

  it("show 'Konten tidak dapat dimuat.', uncached, when D1 fails", async () => {
    await withoutTable("legal_pages", async () => {
      for (const { path } of pages) {
        const response = await get(path);
        expect(response.status, path).toBe(503);
        expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
        expect(await response.text(), path).toContain("Konten tidak dapat dimuat.");
      }
    });
  });

  it("show the same text with 404, uncached, when a record is missing", async () => {
    const before = await db
      .prepare("SELECT * FROM legal_pages WHERE id = 'privacy-policy'")
      .first<Record<string, unknown>>();
    await db.prepare("DELETE FROM legal_pages WHERE id = 'privacy-policy'").run();
    try {
      const response = await get("/kebijakan-privasi");
      expect(response.status).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("Konten tidak dapat dimuat.");
      expect(html).toContain(">Kebijakan Privasi</h1>");
      expect(html).toContain("<title>Kebijakan Privasi | Bidanku</title>");
      expect(html).toContain(
        '<meta name="description" content="Kebijakan privasi Bidanku: data yang kami kumpulkan dan hak Anda."/>',
      );
      expect((await get("/disclaimer")).status).toBe(200);
    } finally {
      const columns = Object.keys(before!);
      await db
        .prepare(`INSERT INTO legal_pages (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
        .bind(...Object.values(before!))
        .run();
    }
  });
});

describe("the one legal route module", () => {
  it("tells the two pages apart by the path, whatever its letter case or trailing slash", async () => {
    for (const path of ["/disclaimer", "/Disclaimer", "/disclaimer/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(">Disclaimer</h1>");
      expect(html, path).toContain("<title>Disclaimer | Bidanku</title>");
    }
    const privacy = await (await get("/KEBIJAKAN-PRIVASI")).text();
    expect(privacy).toContain("<title>Kebijakan Privasi | Bidanku</title>");
  });

  it("keeps the disclaimer's own fallback description when its record is missing", async () => {
    const before = await db
      .prepare("SELECT * FROM legal_pages WHERE id = 'disclaimer'")
      .first<Record<string, unknown>>();
    await db.prepare("DELETE FROM legal_pages WHERE id = 'disclaimer'").run();
    try {
      const response = await get("/disclaimer");
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(">Disclaimer</h1>");
      expect(html).toContain(
        '<meta name="description" content="Disclaimer Bidanku: informasi bersifat edukatif dan tidak menggantikan konsultasi medis."/>',
      );
    } finally {
      const columns = Object.keys(before!);
      await db
        .prepare(`INSERT INTO legal_pages (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
        .bind(...Object.values(before!))
        .run();
    }
  });
});

describe("round trips", () => {
  it("costs one D1 round trip per page on top of the root loader", async () => {
    for (const path of [
      "/tumbuh-kembang",
      "/tumbuh-kembang/4-6-bulan",
      "/tumbuh-kembang/tidak-ada",
      "/tentang-saya",
      "/kebijakan-privasi",
      "/disclaimer",
    ]) {
      const response = await get(path);
      expect(response.headers.get("X-D1-Round-Trips"), path).toBe("2");
      await response.body?.cancel();
    }
  });
});
