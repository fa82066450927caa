import { serializeIntent } from "@conform-to/dom";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PNG } from "~/domain/image-samples.test-support";
import { DEMO, freshIp, get, login, mergeCookies, ORIGIN, postForm, request } from "./helpers";

// The four content editors of issue 13 through the Worker: Q&A guidelines, services, about and
// the legal pages. Each save is checked in the table, in the audit log and on the public page;
// every row the tests change is put back afterwards.

const TABLES = ["qna_guidelines", "services_info", "about_page", "legal_pages"] as const;
type Row = Record<string, unknown>;
let saved: Record<string, Row[]> = {};

beforeEach(async () => {
  saved = {};
  for (const table of TABLES) saved[table] = (await env.DB.prepare(`SELECT * FROM ${table}`).all<Row>()).results;
});

afterEach(async () => {
  for (const table of TABLES) {
    const statements = [env.DB.prepare(`DELETE FROM ${table}`)];
    for (const row of saved[table] ?? []) {
      const columns = Object.keys(row);
      statements.push(
        env.DB.prepare(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        ).bind(...columns.map((column) => row[column])),
      );
    }
    await env.DB.batch(statements);
  }
});

const adminCookie = () => login(DEMO.admin.email, DEMO.admin.password);

/** Follows a post/redirect/get and returns the page redirected to (with its toast). */
async function landing(response: Response, cookie: string): Promise<string> {
  expect(response.status).toBe(302);
  return (await get(response.headers.get("Location")!, mergeCookies(cookie, response))).text();
}

async function lastAudit(): Promise<Row | null> {
  return env.DB.prepare(
    `SELECT a.action, a.entity, a.entity_id FROM audit_log a JOIN users u ON u.id = a.actor_id
     WHERE u.email = ? ORDER BY a.id DESC LIMIT 1`,
  )
    .bind(DEMO.admin.email)
    .first<Row>();
}

const one = async (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<Row>();

const rowsOf = (html: string, testId: string) => html.match(new RegExp(`data-testid="${testId}"`, "g"))?.length ?? 0;

const MEGABYTE_TITLE = "a".repeat(1024 * 1024);

describe("Q&A guidelines editor (/admin/panduan-tanya-jawab/edit)", () => {
  const PATH = "/admin/panduan-tanya-jawab/edit";

  it("saves dos and don'ts without the empty rows, writes the audit row, and /tanya-kami shows them", async () => {
    const cookie = await adminCookie();
    const response = await postForm(
      PATH,
      {
        "dos[0]": "Jelaskan usia kehamilan Anda",
        "dos[1]": "   ",
        "dos[2]": "Sebutkan obat yang sedang diminum",
        "donts[0]": "",
        "donts[1]": "Jangan kirim data pribadi orang lain",
        importantNote: "Dalam keadaan darurat, segera ke fasilitas kesehatan.",
      },
      cookie,
    );
    expect(await landing(response, cookie)).toContain("Panduan Berhasil Disimpan");
    const row = await one("SELECT dos, donts, important_note FROM qna_guidelines WHERE id = 1");
    expect(JSON.parse(row!.dos as string)).toEqual([
      "Jelaskan usia kehamilan Anda",
      "Sebutkan obat yang sedang diminum",
    ]);
    expect(JSON.parse(row!.donts as string)).toEqual(["Jangan kirim data pribadi orang lain"]);
    expect(row!.important_note).toBe("Dalam keadaan darurat, segera ke fasilitas kesehatan.");
    expect(await lastAudit()).toEqual({ action: "update", entity: "qna_guidelines", entity_id: null });
    const html = await (await get("/tanya-kami")).text();
    expect(html).toContain("Sebutkan obat yang sedang diminum");
    expect(html).toContain("Jangan kirim data pribadi orang lain");
    expect(html).toContain("Dalam keadaan darurat, segera ke fasilitas kesehatan.");
  });

  it("creates row 1 when there is none", async () => {
    await env.DB.prepare("DELETE FROM qna_guidelines").run();
    const cookie = await adminCookie();
    const response = await postForm(PATH, { "dos[0]": "Tulis pertanyaan dengan jelas", importantNote: "" }, cookie);
    expect(response.status).toBe(302);
    const row = await one("SELECT dos, donts, important_note FROM qna_guidelines WHERE id = 1");
    expect(JSON.parse(row!.dos as string)).toEqual(["Tulis pertanyaan dengan jelas"]);
    expect(JSON.parse(row!.donts as string)).toEqual([]);
    expect(row!.important_note).toBeNull();
  });

  it("adds a row without JavaScript, keeping what was typed and saving nothing", async () => {
    const cookie = await adminCookie();
    const before = await one("SELECT dos FROM qna_guidelines WHERE id = 1");
    const response = await postForm(
      PATH,
      {
        "dos[0]": "Anjuran yang diketik",
        "donts[0]": "Larangan yang diketik",
        __intent__: serializeIntent({ type: "insert", payload: { name: "dos" } }),
      },
      cookie,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rowsOf(html, "dos-row")).toBe(2);
    expect(rowsOf(html, "donts-row")).toBe(1);
    expect(html).toContain('value="Anjuran yang diketik"');
    expect(html).toContain('value="Larangan yang diketik"');
    expect(await one("SELECT dos FROM qna_guidelines WHERE id = 1")).toEqual(before);
  });

  it("removes the chosen row without JavaScript", async () => {
    const cookie = await adminCookie();
    const response = await postForm(
      PATH,
      {
        "dos[0]": "Pertama",
        "dos[1]": "Kedua",
        __intent__: serializeIntent({ type: "remove", payload: { name: "dos", index: 0 } }),
      },
      cookie,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rowsOf(html, "dos-row")).toBe(1);
    expect(html).toContain('value="Kedua"');
    expect(html).not.toContain('value="Pertama"');
  });

  it("refuses a too-long item with 400 and its message, saving nothing", async () => {
    const cookie = await adminCookie();
    const before = await one("SELECT dos FROM qna_guidelines WHERE id = 1");
    const response = await postForm(PATH, { "dos[0]": "x".repeat(301) }, cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Setiap butir maksimal 300 karakter");
    expect(await one("SELECT dos FROM qna_guidelines WHERE id = 1")).toEqual(before);
  });
});

describe("services editor (/admin/layanan/edit)", () => {
  const PATH = "/admin/layanan/edit";

  it("saves title, description and the complete points only, with its audit row", async () => {
    const cookie = await adminCookie();
    const response = await postForm(
      PATH,
      {
        title: "Layanan Kebidanan Uji",
        description: "Pendampingan ibu dan bayi.",
        "points[0].title": "Pemeriksaan kehamilan",
        "points[0].description": "Kontrol rutin setiap bulan.",
        "points[1].title": "Poin tanpa deskripsi",
        "points[1].description": "",
        "points[2].title": "",
        "points[2].description": "Deskripsi tanpa judul",
      },
      cookie,
    );
    expect(await landing(response, cookie)).toContain("Informasi Layanan Berhasil Disimpan");
    const row = await one("SELECT id, title, description, points FROM services_info ORDER BY id LIMIT 1");
    expect(row!.title).toBe("Layanan Kebidanan Uji");
    expect(row!.description).toBe("Pendampingan ibu dan bayi.");
    expect(JSON.parse(row!.points as string)).toEqual([
      { title: "Pemeriksaan kehamilan", description: "Kontrol rutin setiap bulan." },
    ]);
    expect(await lastAudit()).toEqual({ action: "update", entity: "services", entity_id: null });
    const editor = await (await get(PATH, cookie)).text();
    expect(editor).toContain('value="Layanan Kebidanan Uji"');
    expect(editor).toContain('value="Pemeriksaan kehamilan"');
  });

  it("inserts the row when there is none", async () => {
    await env.DB.prepare("DELETE FROM services_info").run();
    const cookie = await adminCookie();
    const response = await postForm(PATH, { title: "Baru", description: "Deskripsi baru" }, cookie);
    expect(response.status).toBe(302);
    expect(await one("SELECT title, points FROM services_info")).toEqual({ title: "Baru", points: "[]" });
  });

  it("adds a point without JavaScript, keeping the values", async () => {
    const cookie = await adminCookie();
    const response = await postForm(
      PATH,
      {
        title: "Judul diketik",
        description: "Deskripsi diketik",
        "points[0].title": "Poin satu",
        "points[0].description": "Isi satu",
        __intent__: serializeIntent({
          type: "insert",
          payload: { name: "points" },
        }),
      },
      cookie,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rowsOf(html, "point-row")).toBe(2);
    expect(html).toContain('value="Judul diketik"');
    expect(html).toContain('value="Poin satu"');
  });

  it("refuses a missing title and a 1 MB title (never 500), saving nothing", async () => {
    const cookie = await adminCookie();
    const before = await one("SELECT * FROM services_info ORDER BY id LIMIT 1");
    const missing = await postForm(PATH, { title: "  ", description: "Ada" }, cookie);
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(html).toContain("Judul wajib diisi");
    expect(html).toContain("Ada");
    const huge = await postForm(PATH, { title: MEGABYTE_TITLE, description: "Ada" }, cookie);
    expect([400, 413]).toContain(huge.status);
    expect(await one("SELECT * FROM services_info ORDER BY id LIMIT 1")).toEqual(before);
  });
});

describe("about editor (/admin/tentang-saya/edit)", () => {
  const PATH = "/admin/tentang-saya/edit";
  const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

  function upload(fields: Record<string, string | File>, cookie: string) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return request(PATH, {
      method: "POST",
      body,
      headers: { Cookie: cookie, Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
    });
  }

  it("saves title, content with line breaks and qualifications (empty dropped); /tentang-saya shows them", async () => {
    const cookie = await adminCookie();
    const imageBefore = (await one("SELECT image_url FROM about_page WHERE id = 1"))?.image_url ?? null;
    const response = await upload(
      {
        title: "Tentang Bidan Uji",
        content: "Paragraf pertama.\nBaris kedua.",
        qualificationsTitle: "Pendidikan dan Sertifikasi",
        "qualifications[0].item": "D4 Kebidanan",
        "qualifications[1].item": "  ",
        "qualifications[2].item": "Konselor laktasi",
        image: new File([], "", { type: "application/octet-stream" }),
      },
      cookie,
    );
    expect(await landing(response, cookie)).toContain("Halaman Berhasil Disimpan");
    const row = await one(
      "SELECT title, content, image_url, qualifications_title, qualifications_list FROM about_page",
    );
    expect(row!.title).toBe("Tentang Bidan Uji");
    expect(row!.content).toBe("Paragraf pertama.\nBaris kedua.");
    expect(row!.image_url).toBe(imageBefore);
    expect(row!.qualifications_title).toBe("Pendidikan dan Sertifikasi");
    expect(JSON.parse(row!.qualifications_list as string)).toEqual([
      { item: "D4 Kebidanan" },
      { item: "Konselor laktasi" },
    ]);
    expect((await lastAudit())?.entity).toBe("about");
    const html = await (await get("/tentang-saya")).text();
    expect(html).toContain("Tentang Bidan Uji");
    expect(html).toMatch(/Paragraf pertama\.<br\/?>\s*Baris kedua\./);
    expect(html).toContain("Pendidikan dan Sertifikasi");
    expect(html).toContain("Konselor laktasi");
  });

  it("creates the record when none exists (audit 'create')", async () => {
    await env.DB.prepare("DELETE FROM about_page").run();
    const cookie = await adminCookie();
    const response = await upload({ title: "Judul Baru", content: "Isi baru." }, cookie);
    expect(response.status).toBe(302);
    expect(await one("SELECT title, content, image_url FROM about_page WHERE id = 1")).toEqual({
      title: "Judul Baru",
      content: "Isi baru.",
      image_url: null,
    });
    expect(await lastAudit()).toEqual({ action: "create", entity: "about", entity_id: null });
  });

  it("accepts a PNG photo and shows it on /tentang-saya", async () => {
    const cookie = await adminCookie();
    const response = await upload(
      { title: "Dengan Foto", content: "Isi.", image: new File([PNG], "foto.png", { type: "image/png" }) },
      cookie,
    );
    expect(response.status).toBe(302);
    const url = (await one("SELECT image_url FROM about_page WHERE id = 1"))!.image_url as string;
    expect(url).toMatch(/^\/gambar\/about-page\/\d+-[0-9a-f]{8}\.png$/);
    expect(await (await get("/tentang-saya")).text()).toContain(url);
    await env.IMAGES.delete(url.slice("/gambar/".length));
  });

  it("refuses an SVG by the photo field, keeping the typed values and the stored row", async () => {
    const cookie = await adminCookie();
    const before = await one("SELECT * FROM about_page WHERE id = 1");
    const response = await upload(
      { title: "Judul diketik", content: "Isi diketik", image: new File([SVG], "foto.png", { type: "image/png" }) },
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Format gambar tidak didukung. Gunakan JPG, PNG, WebP, atau AVIF.");
    expect(html).toContain('value="Judul diketik"');
    expect(await one("SELECT * FROM about_page WHERE id = 1")).toEqual(before);
  });

  it("requires title and content, refuses a 1 MB title, and adds a qualification row without JavaScript", async () => {
    const cookie = await adminCookie();
    const before = await one("SELECT * FROM about_page WHERE id = 1");
    const missing = await upload({ title: "", content: "" }, cookie);
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(html).toContain("Judul wajib diisi");
    expect(html).toContain("Konten utama wajib diisi");
    const huge = await upload({ title: MEGABYTE_TITLE, content: "Isi" }, cookie);
    expect([400, 413]).toContain(huge.status);
    expect(await one("SELECT * FROM about_page WHERE id = 1")).toEqual(before);

    const added = await upload(
      {
        title: "Judul tetap",
        content: "Isi",
        "qualifications[0].item": "Bidan terdaftar",
        __intent__: serializeIntent({
          type: "insert",
          payload: { name: "qualifications" },
        }),
      },
      cookie,
    );
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(rowsOf(addedHtml, "qualification-row")).toBe(2);
    expect(addedHtml).toContain('value="Bidan terdaftar"');
    expect(addedHtml).toContain('value="Judul tetap"');
  });
});

describe("legal page editor (/admin/legal/edit/:pageId)", () => {
  it("saves each legal page, audits it by id, and its public page shows it at once", async () => {
    const cookie = await adminCookie();
    for (const [id, path] of [
      ["privacy-policy", "/kebijakan-privasi"],
      ["disclaimer", "/disclaimer"],
    ] as const) {
      const response = await postForm(
        `/admin/legal/edit/${id}`,
        { title: `Judul ${id} uji`, content: `Baris satu ${id}.\nBaris dua.` },
        cookie,
      );
      expect(response.headers.get("Location")).toBe(`/admin/legal/edit/${id}`);
      expect(await landing(response, cookie)).toContain("Halaman Berhasil Disimpan");
      expect(await one("SELECT title, content FROM legal_pages WHERE id = ?", id)).toEqual({
        title: `Judul ${id} uji`,
        content: `Baris satu ${id}.\nBaris dua.`,
      });
      expect(await lastAudit()).toEqual({ action: "update", entity: "legal", entity_id: id });
      const page = await get(path);
      expect(page.headers.get("Cache-Control")).toBe("public, no-cache");
      const html = await page.text();
      expect(html).toContain(`Judul ${id} uji`);
      expect(html).toMatch(new RegExp(`Baris satu ${id}\\.<br/?>\\s*Baris dua\\.`));
    }
  });

  it("requires title and content and refuses a 1 MB title, never 500", async () => {
    const cookie = await adminCookie();
    const before = await one("SELECT * FROM legal_pages WHERE id = 'disclaimer'");
    const missing = await postForm("/admin/legal/edit/disclaimer", { title: "Judul saja" }, cookie);
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(html).toContain("Konten wajib diisi");
    expect(html).toContain('value="Judul saja"');
    const huge = await postForm("/admin/legal/edit/disclaimer", { title: MEGABYTE_TITLE, content: "Isi" }, cookie);
    expect([400, 413]).toContain(huge.status);
    expect(await one("SELECT * FROM legal_pages WHERE id = 'disclaimer'")).toEqual(before);
  });

  it("sends an unknown page id to /admin with 'Gagal memuat halaman', for a GET and a POST", async () => {
    const cookie = await adminCookie();
    const opened = await get("/admin/legal/edit/syarat-layanan", cookie);
    expect(opened.headers.get("Location")).toBe("/admin");
    const html = await landing(opened, cookie);
    expect(html).toContain("Gagal memuat halaman");
    expect(html).toContain("Halaman tidak ditemukan.");
    const posted = await postForm("/admin/legal/edit/syarat-layanan", { title: "X", content: "Y" }, cookie);
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/admin");
  });

  it("turns away a member and a visitor, changing nothing", async () => {
    const before = await one("SELECT * FROM legal_pages WHERE id = 'privacy-policy'");
    const visitor = await postForm("/admin/legal/edit/privacy-policy", { title: "X", content: "Y" });
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const member = await postForm(
      "/admin/legal/edit/privacy-policy",
      { title: "X", content: "Y" },
      await login(DEMO.member.email, DEMO.member.password),
    );
    expect(member.status).toBe(403);
    expect(await one("SELECT * FROM legal_pages WHERE id = 'privacy-policy'")).toEqual(before);
  });
});

describe("the admin panel", () => {
  it("shows a card for each content editor, both legal pages included", async () => {
    const html = await (await get("/admin", await adminCookie())).text();
    for (const path of [
      "/admin/panduan-tanya-jawab/edit",
      "/admin/layanan/edit",
      "/admin/tentang-saya/edit",
      "/admin/legal/edit/privacy-policy",
      "/admin/legal/edit/disclaimer",
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
  });
});
