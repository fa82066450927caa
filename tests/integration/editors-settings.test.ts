import { serializeIntent } from "@conform-to/dom";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PNG } from "~/domain/image-samples.test-support";
import { DEMO, freshIp, get, login, mergeCookies, ORIGIN, postForm, request } from "./helpers";

// The three editors of the single site-settings row (issue 13): /admin/hero, /admin/pengaturan
// (footer info) and /admin/kontak (Contact page with FAQ). Each save writes only its own
// columns, records an audit row, and shows at once on the public page.

type SettingsRow = Record<string, unknown>;
let before: SettingsRow | null = null;
let uploadedKeys: string[] = [];

beforeEach(async () => {
  before = await env.DB.prepare("SELECT * FROM site_settings WHERE id = 1").first<SettingsRow>();
  uploadedKeys = [];
});

afterEach(async () => {
  for (const key of uploadedKeys) await env.IMAGES.delete(key);
  if (!before) {
    await env.DB.prepare("DELETE FROM site_settings WHERE id = 1").run();
    return;
  }
  const columns = Object.keys(before);
  await env.DB.prepare(
    `INSERT OR REPLACE INTO site_settings (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
  )
    .bind(...columns.map((column) => before![column]))
    .run();
});

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const MAP = "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3966.5!2d106.8!3d-6.2";

async function settings(): Promise<Record<string, unknown>> {
  return (await env.DB.prepare("SELECT * FROM site_settings WHERE id = 1").first<Record<string, unknown>>())!;
}

async function auditCount(entity: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE entity = ?")
    .bind(entity)
    .first<{ n: number }>();
  return row!.n;
}

async function lastAudit(entity: string) {
  return env.DB.prepare("SELECT actor_id, action, entity FROM audit_log WHERE entity = ? ORDER BY id DESC LIMIT 1")
    .bind(entity)
    .first<{ actor_id: string; action: string; entity: string }>();
}

/** Puts known values in every column, so a test can see which ones a save touched. */
async function knownRow() {
  await env.DB.prepare(
    `UPDATE site_settings SET footer_email = 'lama@bidanku.test', footer_phone = '0211234567', footer_location = 'Lokasi Lama',
       operational_hours = 'Jam Lama', practice_location_gmaps_link = NULL, show_practice_location = 0,
       faq = '[{"question":"FAQ Lama?","answer":"Jawaban lama."}]', hero_title = 'Judul Lama',
       hero_subtitle = 'Subjudul Lama', hero_image_url = '/images/seed/hero.jpg' WHERE id = 1`,
  ).run();
}

const admin = () => login(DEMO.admin.email, DEMO.admin.password);

function upload(path: string, fields: Record<string, string | File>, cookie: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return request(path, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
  });
}

/** An empty file input as a browser sends it: a part with no name and no bytes. */
const noFile = () => new File([], "", { type: "application/octet-stream" });

/** Follows the redirect with its toast cookie and returns the page's HTML. */
async function follow(response: Response, cookie: string) {
  expect(response.status).toBe(302);
  return (await get(response.headers.get("Location")!, mergeCookies(cookie, response))).text();
}

describe("hero editor (/admin/hero)", () => {
  it("shows the stored texts and image to an admin", async () => {
    await knownRow();
    const html = await (await get("/admin/hero", await admin())).text();
    expect(html).toMatch(/<h1[^>]*>Hero Beranda<\/h1>/);
    expect(html).toContain('value="Judul Lama"');
    expect(html).toContain('value="Subjudul Lama"');
    expect(html).toContain('src="/images/seed/hero.jpg"');
    // An image exists, so choosing a new one is optional.
    expect(html).not.toMatch(/<input[^>]*type="file"[^>]*required/);
  });

  it("saves title and subtitle keeping the image, toasts, audits, and / shows it at once; the FAQ and footer stay", async () => {
    await knownRow();
    const cookie = await admin();
    const audits = await auditCount("hero");
    const response = await upload(
      "/admin/hero",
      { title: "Selamat Datang di Bidanku Baru", subtitle: "Teman ibu sejak hamil", image: noFile() },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/hero");
    expect(await follow(response, cookie)).toContain("Pengaturan Hero Berhasil Disimpan");
    const row = await settings();
    expect(row.hero_title).toBe("Selamat Datang di Bidanku Baru");
    expect(row.hero_subtitle).toBe("Teman ibu sejak hamil");
    expect(row.hero_image_url).toBe("/images/seed/hero.jpg");
    expect(JSON.parse(row.faq as string)).toEqual([{ question: "FAQ Lama?", answer: "Jawaban lama." }]);
    expect(row.footer_email).toBe("lama@bidanku.test");
    expect(row.operational_hours).toBe("Jam Lama");
    expect(await auditCount("hero")).toBe(audits + 1);
    expect(await lastAudit("hero")).toEqual({ actor_id: "demo-admin", action: "update", entity: "hero" });

    const home = await get("/");
    expect(home.headers.get("Cache-Control")).toContain("no-cache");
    const html = await home.text();
    expect(html).toMatch(/<h1[^>]*>Selamat Datang di Bidanku Baru<\/h1>/);
    expect(html).toContain("Teman ibu sejak hamil");
  });

  it("takes a post without any image part (urlencoded) as keeping the stored image", async () => {
    await knownRow();
    const response = await postForm("/admin/hero", { title: "Tanpa Berkas", subtitle: "Sub" }, await admin());
    expect(response.status).toBe(302);
    const row = await settings();
    expect([row.hero_title, row.hero_subtitle, row.hero_image_url]).toEqual([
      "Tanpa Berkas",
      "Sub",
      "/images/seed/hero.jpg",
    ]);
  });

  it("stores PNG bytes as the new hero image, shows it on /, and keeps the old seed image file alone", async () => {
    await knownRow();
    const cookie = await admin();
    const response = await upload(
      "/admin/hero",
      { title: "Hero Bergambar", subtitle: "", image: new File([PNG], "hero.jpg", { type: "image/jpeg" }) },
      cookie,
    );
    expect(response.status).toBe(302);
    const url = (await settings()).hero_image_url as string;
    expect(url).toMatch(/^\/gambar\/hero-section\/\d+-[0-9a-f]{8}\.png$/);
    const key = url.slice("/gambar/".length);
    uploadedKeys.push(key);
    expect((await env.IMAGES.head(key))?.httpMetadata?.contentType).toBe("image/png");
    expect((await settings()).hero_subtitle).toBeNull();
    const html = await (await get("/")).text();
    expect(html).toContain(url);
    expect(html).toMatch(/<h1[^>]*>Hero Bergambar<\/h1>/);
    // An empty subtitle shows the default one.
    expect(html).toContain("Platform Kebidanan Terpercaya");
  });

  it("replacing an uploaded image deletes the old object", async () => {
    await knownRow();
    const cookie = await admin();
    const first = await upload("/admin/hero", { title: "Satu", image: new File([PNG], "a.png") }, cookie);
    expect(first.status).toBe(302);
    const firstKey = ((await settings()).hero_image_url as string).slice("/gambar/".length);
    uploadedKeys.push(firstKey);
    const second = await upload("/admin/hero", { title: "Dua", image: new File([PNG], "b.png") }, cookie);
    expect(second.status).toBe(302);
    const secondKey = ((await settings()).hero_image_url as string).slice("/gambar/".length);
    uploadedKeys.push(secondKey);
    expect(secondKey).not.toBe(firstKey);
    expect(await env.IMAGES.head(firstKey)).toBeNull();
    expect(await env.IMAGES.head(secondKey)).not.toBeNull();
  });

  it("refuses an SVG with a message by the image field, keeps the typed texts, and changes nothing", async () => {
    await knownRow();
    const cookie = await admin();
    const audits = await auditCount("hero");
    const stored = (await env.IMAGES.list({ prefix: "hero-section/" })).objects.length;
    const response = await upload(
      "/admin/hero",
      { title: "Judul Diketik", subtitle: "Subjudul Diketik", image: new File([SVG], "x.png", { type: "image/png" }) },
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Format gambar tidak didukung. Gunakan JPG, PNG, WebP, atau AVIF.");
    expect(html).toContain('value="Judul Diketik"');
    expect(html).toContain('value="Subjudul Diketik"');
    const row = await settings();
    expect(row.hero_title).toBe("Judul Lama");
    expect(row.hero_image_url).toBe("/images/seed/hero.jpg");
    expect(await auditCount("hero")).toBe(audits);
    expect((await env.IMAGES.list({ prefix: "hero-section/" })).objects.length).toBe(stored);
  });

  it("asks for an image when none is stored yet", async () => {
    await knownRow();
    await env.DB.prepare("UPDATE site_settings SET hero_image_url = NULL WHERE id = 1").run();
    const cookie = await admin();
    expect(await (await get("/admin/hero", cookie)).text()).toMatch(/<input[^>]*type="file"[^>]*required/);
    const response = await upload("/admin/hero", { title: "Tanpa Gambar", image: noFile() }, cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Pilih gambar untuk diunggah.");
    expect((await settings()).hero_title).toBe("Judul Lama");
  });

  it("refuses an empty title and a 1 MB title with a message (never 500), changing nothing", async () => {
    await knownRow();
    const cookie = await admin();
    const empty = await upload("/admin/hero", { title: "   ", subtitle: "x", image: noFile() }, cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Judul wajib diisi");
    const huge = await upload("/admin/hero", { title: "a".repeat(1024 * 1024), image: noFile() }, cookie);
    expect([400, 413]).toContain(huge.status);
    if (huge.status === 400) expect(await huge.text()).toContain("Judul maksimal 120 karakter");
    expect((await settings()).hero_title).toBe("Judul Lama");
  });
});

describe("footer info editor (/admin/pengaturan)", () => {
  it("saves email, phone and location only, audits, and every page's footer shows them at once", async () => {
    await knownRow();
    const cookie = await admin();
    const audits = await auditCount("footer");
    const response = await postForm(
      "/admin/pengaturan",
      { email: "Halo@Bidanku.Test", phone: "+62 811-2222-3333", location: "Bandung, Jawa Barat" },
      cookie,
    );
    expect(response.headers.get("Location")).toBe("/admin/pengaturan");
    const page = await follow(response, cookie);
    expect(page).toContain("Pengaturan Berhasil Disimpan");
    expect(page).toMatch(/<h1[^>]*>Info Footer<\/h1>/);
    const row = await settings();
    expect(row.footer_email).toBe("halo@bidanku.test");
    expect(row.footer_phone).toBe("+62 811-2222-3333");
    expect(row.footer_location).toBe("Bandung, Jawa Barat");
    expect(row.hero_title).toBe("Judul Lama");
    expect(row.operational_hours).toBe("Jam Lama");
    expect(JSON.parse(row.faq as string)).toHaveLength(1);
    expect(await auditCount("footer")).toBe(audits + 1);
    expect((await lastAudit("footer"))?.actor_id).toBe("demo-admin");

    const html = await (await get("/artikel")).text();
    expect(html).toContain("halo@bidanku.test");
    expect(html).toContain("+62 811-2222-3333");
    expect(html).toContain("Bandung, Jawa Barat");
  });

  it("clears to empty, and the footer falls back to the defaults", async () => {
    await knownRow();
    const response = await postForm("/admin/pengaturan", { email: "", phone: "", location: "" }, await admin());
    expect(response.status).toBe(302);
    const row = await settings();
    expect([row.footer_email, row.footer_phone, row.footer_location]).toEqual([null, null, null]);
    const html = await (await get("/")).text();
    expect(html).toContain("info@bidanku.id");
    expect(html).toContain("Jakarta, Indonesia");
  });

  it("refuses a bad email and a bad phone with messages, keeping what was typed", async () => {
    await knownRow();
    const audits = await auditCount("footer");
    const response = await postForm(
      "/admin/pengaturan",
      { email: "bukan-email", phone: "telepon saya", location: "Lokasi Diketik" },
      await admin(),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Format email tidak valid");
    expect(html).toContain("Nomor telepon tidak valid");
    expect(html).toContain('value="Lokasi Diketik"');
    expect((await settings()).footer_email).toBe("lama@bidanku.test");
    expect(await auditCount("footer")).toBe(audits);
  });

  it("answers a 1 MB location with 400 or 413, never 500", async () => {
    await knownRow();
    const response = await postForm(
      "/admin/pengaturan",
      { email: "", phone: "", location: "a".repeat(1024 * 1024) },
      await admin(),
    );
    expect([400, 413]).toContain(response.status);
    expect((await settings()).footer_location).toBe("Lokasi Lama");
  });
});

describe("contact page editor (/admin/kontak)", () => {
  const full = {
    email: "kontak@bidanku.test",
    phone: "021 555 1234",
    location: "Jl. Melati 5, Depok",
    operationalHours: "Senin - Sabtu: 08.00 - 20.00 WIB",
    mapLink: MAP,
    showPracticeLocation: "on",
    "faq[0].question": "Apakah bisa datang tanpa janji?",
    "faq[0].answer": "Bisa, pada jam operasional.",
    "faq[1].question": "Tanpa jawaban?",
    "faq[1].answer": "",
    "faq[2].question": "",
    "faq[2].answer": "Jawaban tanpa pertanyaan",
  };

  it("saves every contact field, drops incomplete FAQ entries, audits, leaves the hero alone; /kontak shows it", async () => {
    await knownRow();
    const cookie = await admin();
    const audits = await auditCount("contact");
    const response = await postForm("/admin/kontak", full, cookie);
    expect(response.headers.get("Location")).toBe("/admin/kontak");
    expect(await follow(response, cookie)).toContain("Pengaturan Berhasil Disimpan");
    const row = await settings();
    expect(row.footer_email).toBe("kontak@bidanku.test");
    expect(row.footer_phone).toBe("021 555 1234");
    expect(row.footer_location).toBe("Jl. Melati 5, Depok");
    expect(row.operational_hours).toBe("Senin - Sabtu: 08.00 - 20.00 WIB");
    expect(row.practice_location_gmaps_link).toBe(MAP);
    expect(row.show_practice_location).toBe(1);
    expect(JSON.parse(row.faq as string)).toEqual([
      { question: "Apakah bisa datang tanpa janji?", answer: "Bisa, pada jam operasional." },
    ]);
    expect(row.hero_title).toBe("Judul Lama");
    expect(row.hero_subtitle).toBe("Subjudul Lama");
    expect(row.hero_image_url).toBe("/images/seed/hero.jpg");
    expect(await auditCount("contact")).toBe(audits + 1);

    const contact = await get("/kontak");
    expect(contact.headers.get("Cache-Control")).toContain("no-cache");
    const html = await contact.text();
    expect(html).toContain("kontak@bidanku.test");
    expect(html).toContain("Senin - Sabtu: 08.00 - 20.00 WIB");
    expect(html).toContain("Apakah bisa datang tanpa janji?");
    expect(html).not.toContain("Tanpa jawaban?");
    expect(html).toContain('title="Lokasi Praktik"');
    expect(html).toContain(`src="${MAP.replaceAll("&", "&amp;")}"`);
  });

  it("switching the location off hides the map; an empty FAQ list saves as empty", async () => {
    await knownRow();
    const response = await postForm(
      "/admin/kontak",
      {
        email: "",
        phone: "",
        location: "",
        operationalHours: "",
        mapLink: MAP,
        "faq[0].question": "",
        "faq[0].answer": "",
      },
      await admin(),
    );
    expect(response.status).toBe(302);
    const row = await settings();
    expect(row.show_practice_location).toBe(0);
    expect(row.faq).toBe("[]");
    const html = await (await get("/kontak")).text();
    expect(html).not.toContain('title="Lokasi Praktik"');
    expect(html).not.toContain("FAQ Lama?");
  });

  it("refuses a map link that is not a Google Maps embed, with a clear message, keeping the FAQ typed", async () => {
    await knownRow();
    const audits = await auditCount("contact");
    for (const mapLink of [
      "https://www.google.com/maps/place/Jakarta",
      "javascript:alert(1)",
      "https://evil.example/maps/embed?pb=1",
    ]) {
      const response = await postForm("/admin/kontak", { ...full, mapLink }, await admin());
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Tempel tautan sematan Google Maps (https://www.google.com/maps/embed?...)");
      expect(html).toContain('value="Apakah bisa datang tanpa janji?"');
    }
    expect((await settings()).practice_location_gmaps_link).toBeNull();
    expect(await auditCount("contact")).toBe(audits);
  });

  it("asks for a map link when the location is switched on without one", async () => {
    await knownRow();
    const response = await postForm("/admin/kontak", { ...full, mapLink: "" }, await admin());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Tempel tautan sematan Google Maps untuk menampilkan lokasi praktik.");
  });

  it("refuses a bad email, and answers a 1 MB field with 400 or 413, never 500", async () => {
    await knownRow();
    const bad = await postForm("/admin/kontak", { ...full, email: "a@b" }, await admin());
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Format email tidak valid");
    const huge = await postForm("/admin/kontak", { ...full, operationalHours: "a".repeat(1024 * 1024) }, await admin());
    expect([400, 413]).toContain(huge.status);
    expect((await settings()).footer_email).toBe("lama@bidanku.test");
  });

  it("adds a FAQ row without JavaScript, saving nothing", async () => {
    await knownRow();
    const response = await postForm(
      "/admin/kontak",
      { ...full, __intent__: serializeIntent({ type: "insert", payload: { name: "faq" } }) },
      await admin(),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/data-testid="faq-row"/g)).toHaveLength(4);
    expect((await settings()).footer_email).toBe("lama@bidanku.test");
  });
});

describe("who may use the settings editors", () => {
  const posts: [string, Record<string, string>][] = [
    ["/admin/pengaturan", { email: "penyerang@contoh.id", phone: "", location: "Diserang" }],
    ["/admin/kontak", { email: "penyerang@contoh.id", operationalHours: "Diserang" }],
    ["/admin/hero", { title: "Diserang" }],
  ];

  it("sends visitors to /login and refuses members with 403, changing nothing", async () => {
    await knownRow();
    const member = await login(DEMO.member.email, DEMO.member.password);
    const snapshot = JSON.stringify(await settings());
    for (const [path, fields] of posts) {
      const visitor = await postForm(path, fields);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      const refused = await postForm(path, fields, member);
      expect(refused.status).toBe(403);
      expect((await get(path, member)).status).toBe(403);
    }
    expect(JSON.stringify(await settings())).toBe(snapshot);
  });
});
