import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PNG } from "~/domain/image-samples.test-support";
import { DEMO, get, keepRow, login, mergeCookies, postForm, postMultipart } from "./helpers";
import { bucketKeys } from "./hostile-helpers";

// Data safety (issue 14): a write that fails half-way leaves the previous content exactly as it
// was. Each test forces the failure with a temporary SQLite trigger that aborts an INSERT inside
// the save's batch (the audit row, the comment), posts through the real Worker, and checks the
// answer (an Indonesian message in the form, values kept, no stack or internal error text), the
// row byte for byte, and that no uploaded object was left behind in R2. Triggers are dropped in
// `finally`.

type Row = Record<string, unknown>;

const ARTICLE_ID = 880201;
const ARTICLE_PATH = `/admin/artikel/edit/${ARTICLE_ID}`;
const GUIDE_ID = "0-3-bulan";
/** The text of every forced failure: it must never reach the page. */
const FORCED = "paksa-gagal-uji";

const png = (name = "baru.png") => new File([PNG], name, { type: "image/png" });
const NO_FILE = () => new File([], "", { type: "application/octet-stream" });

const one = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<Row>();
const countOf = async (sql: string, ...binds: unknown[]) => ((await one(sql, ...binds))?.n as number) ?? 0;

/** Runs `action` while every INSERT into `table` (matching `when`, if given) aborts. */
async function withFailingInsert<T>(table: string, action: () => Promise<T>, when = ""): Promise<T> {
  const name = `uji_gagal_${table}`;
  await env.DB.prepare(
    `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} ${when ? `WHEN ${when}` : ""} BEGIN SELECT RAISE(ABORT, '${FORCED}'); END`,
  ).run();
  try {
    return await action();
  } finally {
    await env.DB.prepare(`DROP TRIGGER IF EXISTS ${name}`).run();
  }
}

/** The failure page: the form again, in Indonesian, with no stack, error name or SQL text. */
function expectNoInternals(html: string) {
  expect(html).not.toContain(FORCED);
  expect(html).not.toMatch(/SQLITE|D1_ERROR|RAISE|\bat [\w.]+ \(|Error:/);
}

function expectCleanFailure(html: string) {
  expectNoInternals(html);
  expect(html).toContain("Terjadi kesalahan. Silakan coba lagi.");
}

const admin = () => login(DEMO.admin.email, DEMO.admin.password);

/** A published article of our own with a main image in R2, two comments and two reads. */
async function insertArticle(imageKey: string | null) {
  if (imageKey) await env.IMAGES.put(imageKey, PNG, { httpMetadata: { contentType: "image/png" } });
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO articles (id, title, excerpt, content, category, image_url, published_at, author_id)
       VALUES (?, 'Artikel Uji Keamanan Data', 'Ringkasan lama.', '<p>Isi lama.</p>', 'Kehamilan', ?, ?, 'demo-admin')`,
    ).bind(ARTICLE_ID, imageKey ? `/gambar/${imageKey}` : null, Date.UTC(2026, 0, 5)),
    env.DB.prepare(
      "INSERT INTO comments (article_id, user_id, content, commenter_display_name) VALUES (?, 'demo-member', 'Komentar satu', 'M***')",
    ).bind(ARTICLE_ID),
    env.DB.prepare(
      "INSERT INTO comments (article_id, user_id, content, commenter_display_name) VALUES (?, 'demo-admin', 'Komentar dua', 'A***')",
    ).bind(ARTICLE_ID),
    env.DB.prepare("INSERT INTO article_reads (user_id, article_id) VALUES ('demo-member', ?)").bind(ARTICLE_ID),
    env.DB.prepare("INSERT INTO article_reads (user_id, article_id) VALUES ('demo-admin', ?)").bind(ARTICLE_ID),
  ]);
}

const articleRow = () => one("SELECT * FROM articles WHERE id = ?", ARTICLE_ID);
const dependents = async () => ({
  comments: await countOf("SELECT count(*) AS n FROM comments WHERE article_id = ?", ARTICLE_ID),
  reads: await countOf("SELECT count(*) AS n FROM article_reads WHERE article_id = ?", ARTICLE_ID),
});

async function removeArticle() {
  const row = await articleRow();
  const url = row?.image_url as string | null | undefined;
  if (url?.startsWith("/gambar/")) await env.IMAGES.delete(url.slice("/gambar/".length));
  await env.DB.batch([
    env.DB.prepare("DELETE FROM comments WHERE article_id = ?").bind(ARTICLE_ID),
    env.DB.prepare("DELETE FROM article_reads WHERE article_id = ?").bind(ARTICLE_ID),
    env.DB.prepare("DELETE FROM articles WHERE id = ? OR title LIKE 'Uji Gagal%'").bind(ARTICLE_ID),
    env.DB.prepare("DELETE FROM categories WHERE name LIKE 'Uji Gagal%'"),
  ]);
}

const editFields = (extra: Record<string, string | File> = {}): Record<string, string | File> => ({
  title: "Judul Baru Yang Gagal",
  excerpt: "Ringkasan baru.",
  content: "<p>Isi baru.</p>",
  category: "Kehamilan",
  status: "published",
  image: NO_FILE(),
  ...extra,
});

describe("deleting an article", () => {
  beforeEach(removeArticle);
  afterEach(removeArticle);

  it("removes its comments, reads and image in one go and leaves no orphan rows anywhere", async () => {
    const key = "public/1700000000001-0a0b0c0d.png";
    await insertArticle(key);
    expect(await dependents()).toEqual({ comments: 2, reads: 2 });
    const cookie = await admin();
    const response = await postForm(
      ARTICLE_PATH,
      { intent: "delete", articleId: String(ARTICLE_ID), confirm: "ya" },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    expect(await articleRow()).toBeNull();
    expect(await dependents()).toEqual({ comments: 0, reads: 0 });
    // Nowhere in the database: no comment or read points at a missing article.
    expect(await countOf("SELECT count(*) AS n FROM comments WHERE article_id NOT IN (SELECT id FROM articles)")).toBe(
      0,
    );
    expect(
      await countOf("SELECT count(*) AS n FROM article_reads WHERE article_id NOT IN (SELECT id FROM articles)"),
    ).toBe(0);
    expect(await env.IMAGES.head(key)).toBeNull();
    // The audit trail keeps the record of the deletion (it names the id, not a row to join).
    expect(
      await one(
        "SELECT action, entity, entity_id FROM audit_log WHERE entity = 'article' AND entity_id = ? ORDER BY id DESC LIMIT 1",
        String(ARTICLE_ID),
      ),
    ).toEqual({ action: "delete", entity: "article", entity_id: String(ARTICLE_ID) });
  });

  it("deletes nothing at all when the batch fails half-way (article, comments, reads, image, audit all stay)", async () => {
    const key = "public/1700000000002-0a0b0c0e.png";
    await insertArticle(key);
    const before = await articleRow();
    const audits = await countOf("SELECT count(*) AS n FROM audit_log");
    const cookie = await admin();
    // The audit row is the batch's last statement: the comment and read deletes before it ran.
    const response = await withFailingInsert("audit_log", () =>
      postForm(ARTICLE_PATH, { intent: "delete", articleId: String(ARTICLE_ID), confirm: "ya" }, cookie),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(ARTICLE_PATH);
    const page = await (await get(ARTICLE_PATH, mergeCookies(cookie, response))).text();
    expect(page).toContain("Gagal Menghapus Artikel");
    expectNoInternals(page);
    expect(await articleRow()).toEqual(before);
    expect(await dependents()).toEqual({ comments: 2, reads: 2 });
    expect(await env.IMAGES.head(key)).not.toBeNull();
    expect(await countOf("SELECT count(*) AS n FROM audit_log")).toBe(audits);
  });
});

describe("a failed editor save leaves the previous content intact", () => {
  beforeEach(removeArticle);
  afterEach(removeArticle);

  it("article edit with a new image: 500 with the form in Indonesian, row byte for byte unchanged, no new R2 object, old image kept", async () => {
    const oldKey = "public/1700000000003-0a0b0c0f.png";
    await insertArticle(oldKey);
    const before = await articleRow();
    const keys = await bucketKeys();
    const audits = await countOf("SELECT count(*) AS n FROM audit_log");
    const cookie = await admin();
    const response = await withFailingInsert("audit_log", () =>
      postMultipart(ARTICLE_PATH, editFields({ image: png() }), cookie),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expectCleanFailure(html);
    expect(html).toContain("Terjadi Kesalahan");
    // The values as typed come back in the form.
    expect(html).toContain('value="Judul Baru Yang Gagal"');
    expect(await articleRow()).toEqual(before);
    expect(await bucketKeys()).toEqual(keys);
    expect(await env.IMAGES.head(oldKey)).not.toBeNull();
    expect(await countOf("SELECT count(*) AS n FROM audit_log")).toBe(audits);
  });

  it("article edit without an image and with a new category: nothing written, the category not created", async () => {
    await insertArticle(null);
    const before = await articleRow();
    const cookie = await admin();
    const response = await withFailingInsert("audit_log", () =>
      postMultipart(ARTICLE_PATH, editFields({ newCategory: "Uji Gagal Kategori" }), cookie),
    );
    expect(response.status).toBe(500);
    expectCleanFailure(await response.text());
    expect(await articleRow()).toEqual(before);
    expect(await countOf("SELECT count(*) AS n FROM categories WHERE name = 'Uji Gagal Kategori'")).toBe(0);
  });

  it("new article: no article, no category and no stored image are left", async () => {
    const keys = await bucketKeys();
    const articles = await countOf("SELECT count(*) AS n FROM articles");
    const cookie = await admin();
    const response = await withFailingInsert("audit_log", () =>
      postMultipart(
        "/admin/artikel/baru",
        editFields({ title: "Uji Gagal Artikel Baru", newCategory: "Uji Gagal Baru", image: png() }),
        cookie,
      ),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expectCleanFailure(html);
    expect(html).toContain('value="Uji Gagal Artikel Baru"');
    expect(await countOf("SELECT count(*) AS n FROM articles")).toBe(articles);
    expect(await countOf("SELECT count(*) AS n FROM categories WHERE name LIKE 'Uji Gagal%'")).toBe(0);
    expect(await bucketKeys()).toEqual(keys);
  });
});

describe("a failed growth guide save", () => {
  keepRow("baby_growth_data", "id", GUIDE_ID);

  it("answers 500 with 'Gagal Menyimpan' and the typed values; the guide is byte for byte unchanged", async () => {
    const before = await one("SELECT * FROM baby_growth_data WHERE id = ?", GUIDE_ID);
    expect(before).not.toBeNull();
    const cookie = await admin();
    const response = await withFailingInsert("audit_log", () =>
      postForm(
        `/admin/tumbuh-kembang/edit/${GUIDE_ID}`,
        {
          title: "Judul Panduan Gagal",
          description: "Deskripsi gagal.",
          author: "Bidan Uji",
          "milestones.motorik[0]": "Motorik gagal",
          "milestones.kognitif[0]": "Kognitif gagal",
          "milestones.sosialEmosional[0]": "Sosial gagal",
          "milestones.bahasa[0]": "Bahasa gagal",
          "stimulasi[0]": "Stimulasi gagal",
          "redFlags[0]": "Kejang: segera ke fasilitas kesehatan",
          reviewerName: "",
          reviewerCredential: "",
          reviewedAt: "",
        },
        cookie,
      ),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expectCleanFailure(html);
    expect(html).toContain("Gagal Menyimpan");
    expect(html).toContain('value="Judul Panduan Gagal"');
    expect(await one("SELECT * FROM baby_growth_data WHERE id = ?", GUIDE_ID)).toEqual(before);
  });
});

describe("a failed site-settings save", () => {
  keepRow("site_settings", "id", 1);
  const oldKey = "hero-section/1700000000004-0a0b0c10.png";

  beforeEach(async () => {
    await env.IMAGES.put(oldKey, PNG, { httpMetadata: { contentType: "image/png" } });
    await env.DB.prepare(
      "UPDATE site_settings SET hero_title = 'Judul Hero Lama', hero_subtitle = 'Sub Lama', hero_image_url = ? WHERE id = 1",
    )
      .bind(`/gambar/${oldKey}`)
      .run();
  });
  afterEach(async () => {
    await env.IMAGES.delete(oldKey);
  });

  it("hero with a new image: 500 with 'Gagal menyimpan pengaturan', row unchanged, old image kept, no new object", async () => {
    const before = await one("SELECT * FROM site_settings WHERE id = 1");
    const keys = await bucketKeys();
    const cookie = await admin();
    const response = await withFailingInsert("audit_log", () =>
      postMultipart("/admin/hero", { title: "Judul Hero Gagal", subtitle: "Sub Gagal", image: png() }, cookie),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expectCleanFailure(html);
    expect(html).toContain("Gagal menyimpan pengaturan");
    expect(html).toContain('value="Judul Hero Gagal"');
    expect(await one("SELECT * FROM site_settings WHERE id = 1")).toEqual(before);
    expect(await bucketKeys()).toEqual(keys);
    expect(await env.IMAGES.head(oldKey)).not.toBeNull();
  });

  it("footer info: 500 with the message and values kept, row unchanged", async () => {
    const before = await one("SELECT * FROM site_settings WHERE id = 1");
    const cookie = await admin();
    const response = await withFailingInsert("audit_log", () =>
      postForm(
        "/admin/pengaturan",
        { email: "gagal@bidanku.test", phone: "0811111111", location: "Kota Gagal" },
        cookie,
      ),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expectCleanFailure(html);
    expect(html).toContain("Gagal menyimpan pengaturan");
    expect(html).toContain('value="gagal@bidanku.test"');
    expect(await one("SELECT * FROM site_settings WHERE id = 1")).toEqual(before);
  });
});

describe("failed member and admin writes", () => {
  beforeEach(removeArticle);
  afterEach(removeArticle);

  it("a comment that cannot be stored: 500 with 'Gagal Mengirim Komentar', the text kept, no row", async () => {
    await insertArticle(null);
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const marker = `gagal-${crypto.randomUUID().slice(0, 8)}`;
    const response = await withFailingInsert(
      "comments",
      () => postForm(`/artikel/${ARTICLE_ID}`, { intent: "comment", content: `Halo ${marker}` }, cookie),
      `instr(NEW.content, '${marker}') > 0`,
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expectNoInternals(html);
    expect(html).toContain("Gagal Mengirim Komentar");
    expect(html).toContain(`Halo ${marker}`);
    expect(await countOf("SELECT count(*) AS n FROM comments WHERE instr(content, ?) > 0", marker)).toBe(0);
    expect(await dependents()).toEqual({ comments: 2, reads: 2 });
  });

  it("an answer that cannot be stored: 500 with 'Gagal Mengirim Jawaban', the question unchanged, no mail sent", async () => {
    const email = `tanya-${crypto.randomUUID()}@contoh.id`;
    const inserted = await one(
      `INSERT INTO questions (name, email, topic, question, channel, conversation, created_at, updated_at)
       VALUES ('Rina', ?, 'Kehamilan', 'Bolehkah minum kopi?', 'question', '[]', ?, ?) RETURNING id`,
      email,
      Date.UTC(2026, 0, 2),
      Date.UTC(2026, 0, 2),
    );
    const id = inserted!.id as number;
    try {
      const before = await one("SELECT * FROM questions WHERE id = ?", id);
      const cookie = await admin();
      const response = await withFailingInsert("audit_log", () =>
        postForm(
          `/admin/pesan/${id}`,
          { intent: "reply", id: String(id), answer: "Jawaban yang gagal disimpan." },
          cookie,
        ),
      );
      expect(response.status).toBe(500);
      const html = await response.text();
      expectNoInternals(html);
      expect(html).toContain("Gagal Mengirim Jawaban");
      expect(html).toContain("Jawaban yang gagal disimpan.");
      expect(await one("SELECT * FROM questions WHERE id = ?", id)).toEqual(before);
      expect(await countOf('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?', email)).toBe(0);
    } finally {
      await env.DB.prepare("DELETE FROM questions WHERE id = ?").bind(id).run();
    }
  });
});
