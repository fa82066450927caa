import { serializeIntent } from "@conform-to/dom";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, get, keepRow, login, mergeCookies, postForm } from "./helpers";

// The growth guide editor of issue 13: /admin/tumbuh-kembang (list, by the age rule) and
// /admin/tumbuh-kembang/edit/:id (texts, lists, review fields; WHO ranges read-only).

const ID = "0-3-bulan";
const EDIT = `/admin/tumbuh-kembang/edit/${ID}`;

const snapshot = keepRow("baby_growth_data", "id", ID);

/** Today's date in Jakarta, written out here rather than taken from the app. */
function todayJakarta(): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Jakarta",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  return parts;
}

/** A complete, valid form of the guide, as the editor would post it. */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "0-3 Bulan",
    description: "Deskripsi uji.",
    author: "Bidan Uji, S.Keb",
    "milestones.motorik[0]": "Motorik satu",
    "milestones.kognitif[0]": "Kognitif satu",
    "milestones.sosialEmosional[0]": "Sosial satu",
    "milestones.bahasa[0]": "Bahasa satu",
    "stimulasi[0]": "Stimulasi satu",
    "redFlags[0]": "Kejang: segera ke fasilitas kesehatan terdekat",
    reviewerName: "Bd. Uji",
    reviewerCredential: "S.Tr.Keb",
    reviewedAt: todayJakarta(),
    "sources[0].citation": "WHO Child Growth Standards",
    "sources[0].url": "https://www.who.int/tools/child-growth-standards",
    ...overrides,
  };
}

async function stored() {
  return (await env.DB.prepare("SELECT * FROM baby_growth_data WHERE id = ?")
    .bind(ID)
    .first<Record<string, unknown>>())!;
}

async function follow(response: Response, cookie: string) {
  expect(response.status).toBe(302);
  return {
    location: response.headers.get("Location")!,
    html: await (await get(response.headers.get("Location")!, mergeCookies(cookie, response))).text(),
  };
}

const admin = () => login(DEMO.admin.email, DEMO.admin.password);

describe("the growth guide list", () => {
  it("lists every guide youngest first by the age rule, with links to edit", async () => {
    // Extra guides whose place the rule decides: 12-18 bulan starts at 12 and ends before
    // 1-2 tahun; 24-bulan starts with 2-3 tahun but ends first; a label without an age goes last.
    await env.DB.batch(
      ["12-18-bulan", "24-bulan", "panduan-umum"].map((id) =>
        env.DB.prepare(
          "INSERT INTO baby_growth_data (id, title, description, milestones) VALUES (?, ?, '', '{}')",
        ).bind(id, `Uji ${id}`),
      ),
    );
    try {
      const response = await get("/admin/tumbuh-kembang", await admin());
      expect(response.status).toBe(200);
      const html = await response.text();
      const ids = [...html.matchAll(/data-testid="growth-guide-item" data-id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids).toEqual([
        "0-3-bulan",
        "4-6-bulan",
        "7-12-bulan",
        "12-18-bulan",
        "1-2-tahun",
        "24-bulan",
        "2-3-tahun",
        "3-5-tahun",
        "panduan-umum",
      ]);
      expect(html).toContain('href="/admin/tumbuh-kembang/edit/7-12-bulan"');
      expect(html).toContain("Uji 12-18-bulan");
      expect(html).toContain("max-h-");
      const panel = await (await get("/admin", await admin())).text();
      expect(panel).toMatch(/<a[^>]*href="\/admin\/tumbuh-kembang"[^>]*>.*?Panduan Tumbuh Kembang.*?<\/a>/s);
    } finally {
      await env.DB.prepare(
        "DELETE FROM baby_growth_data WHERE id IN ('12-18-bulan', '24-bulan', 'panduan-umum')",
      ).run();
    }
  });
});

describe("the growth guide editor", () => {
  it("shows the guide's fields and the WHO ranges read-only, with no field for a standard", async () => {
    const response = await get(EDIT, await admin());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Edit Panduan Tumbuh Kembang");
    expect(html).toContain('name="milestones.motorik[0]"');
    expect(html).toContain('name="redFlags[0]"');
    expect(html).toContain('name="sources[0].citation"');
    expect(html).toContain('name="reviewedAt"');
    // The seed's first red flag tells parents to go to a health facility; it is shown as stored.
    expect(html).toContain("Segera ke fasilitas kesehatan, jangan menunggu");
    expect(html).toContain('data-testid="who-readonly"');
    expect(html).toMatch(/Berat badan menurut umur/);
    expect(html).not.toMatch(/name="[^"]*(who|berat|tinggi)[^"]*"/i);
  });

  it("saves, drops empty list items, writes the audit row in the same save, and shows Sukses", async () => {
    const cookie = await admin();
    const auditBefore = (await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE entity = 'growth_guide' AND entity_id = ?",
    )
      .bind(ID)
      .first<{ n: number }>())!.n;
    const response = await postForm(
      EDIT,
      form({
        "milestones.motorik[1]": "   ",
        "milestones.motorik[2]": "Motorik dua",
        "stimulasi[1]": "",
        "sources[1].citation": "",
        "sources[1].url": "https://contoh.id/tanpa-sitasi",
      }),
      cookie,
    );
    const { location, html } = await follow(response, cookie);
    expect(location).toBe(EDIT);
    expect(html).toContain("Sukses");
    const row = await stored();
    expect(JSON.parse(row.milestones as string)).toEqual({
      motorik: ["Motorik satu", "Motorik dua"],
      kognitif: ["Kognitif satu"],
      sosialEmosional: ["Sosial satu"],
      bahasa: ["Bahasa satu"],
    });
    expect(JSON.parse(row.stimulasi as string)).toEqual(["Stimulasi satu"]);
    expect(JSON.parse(row.red_flags as string)).toEqual(["Kejang: segera ke fasilitas kesehatan terdekat"]);
    expect(JSON.parse(row.sources as string)).toEqual([
      { citation: "WHO Child Growth Standards", url: "https://www.who.int/tools/child-growth-standards" },
    ]);
    expect(row.reviewer_name).toBe("Bd. Uji");
    expect(row.reviewed_at).toBe(todayJakarta());
    expect(row.author).toBe("Bidan Uji, S.Keb");
    const audit = await env.DB.prepare(
      "SELECT actor_id, action, count(*) OVER () AS n FROM audit_log WHERE entity = 'growth_guide' AND entity_id = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(ID)
      .first<{ actor_id: string; action: string; n: number }>();
    expect(audit).toMatchObject({ actor_id: "demo-admin", action: "update", n: auditBefore + 1 });
  });

  it("shows an added milestone on the public guide page at once", async () => {
    const cookie = await admin();
    const item = `Milestone baru ${Date.now()}`;
    const response = await postForm(EDIT, form({ "milestones.bahasa[1]": item }), cookie);
    expect(response.status).toBe(302);
    const page = await get(`/tumbuh-kembang/${ID}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("no-cache");
    expect(await page.text()).toContain(item);
  });

  it("refuses a missing title with 400, keeping what was typed, and changes nothing", async () => {
    const cookie = await admin();
    const response = await postForm(EDIT, form({ title: "  ", description: "Deskripsi yang diketik" }), cookie);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Judul wajib diisi");
    expect(html).toContain("Deskripsi yang diketik");
    expect(await stored()).toEqual(snapshot());
  });

  it("refuses a 1 MB title with 400 or 413, never 500, and changes nothing", async () => {
    const cookie = await admin();
    const response = await postForm(EDIT, form({ title: "a".repeat(1024 * 1024) }), cookie);
    expect([400, 413]).toContain(response.status);
    expect(await stored()).toEqual(snapshot());
  });

  it("refuses a reviewer without a date, a future date and a javascript: source link", async () => {
    const cookie = await admin();
    const refused: Record<string, string>[] = [
      { reviewedAt: "" },
      { reviewedAt: "2999-01-01" },
      { "sources[0].url": "javascript:alert(1)" },
    ];
    for (const overrides of refused) {
      const response = await postForm(EDIT, form(overrides), cookie);
      expect(response.status).toBe(400);
    }
    expect(await stored()).toEqual(snapshot());
  });

  it("refuses changed texts under an old review date (decision 011), and accepts a cleared review", async () => {
    await env.DB.prepare(
      "UPDATE baby_growth_data SET reviewer_name = 'Bd. Lama', reviewed_at = '2026-01-05' WHERE id = ?",
    )
      .bind(ID)
      .run();
    const cookie = await admin();
    const stale = await postForm(EDIT, form({ reviewerName: "Bd. Lama", reviewedAt: "2026-01-05" }), cookie);
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain("perbarui tanggal tinjauan");
    const cleared = await postForm(EDIT, form({ reviewerName: "", reviewerCredential: "", reviewedAt: "" }), cookie);
    expect(cleared.status).toBe(302);
    const row = await stored();
    expect(row.reviewer_name).toBeNull();
    expect(row.reviewed_at).toBeNull();
    expect(await (await get(`/tumbuh-kembang/${ID}`)).text()).toContain(
      "Isi halaman ini belum ditinjau oleh tenaga kesehatan.",
    );
  });

  it("adds and removes a row without JavaScript, keeping what was typed and saving nothing", async () => {
    const cookie = await admin();
    const added = await postForm(
      EDIT,
      form({
        "milestones.kognitif[1]": "Diketik belum disimpan",
        __intent__: JSON.stringify({ type: "insert", payload: { name: "milestones.kognitif", defaultValue: "" } }),
      }),
      cookie,
    );
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(addedHtml.match(/data-testid="list-kognitif-row"/g)).toHaveLength(3);
    expect(addedHtml).toContain("Diketik belum disimpan");

    const removed = await postForm(
      EDIT,
      form({
        "stimulasi[1]": "Stimulasi dua",
        __intent__: serializeIntent({ type: "remove", payload: { name: "stimulasi", index: 0 } }),
      }),
      cookie,
    );
    expect(removed.status).toBe(200);
    const removedHtml = await removed.text();
    expect(removedHtml.match(/data-testid="list-stimulasi-row"/g)).toHaveLength(1);
    expect(removedHtml).toContain("Stimulasi dua");
    expect(removedHtml).not.toContain("Stimulasi satu");
    expect(await stored()).toEqual(snapshot());
  });

  it("sends an unknown id back to the list with the spec's toast, on GET and on POST", async () => {
    const cookie = await admin();
    for (const response of [
      await get("/admin/tumbuh-kembang/edit/99-bulan", cookie),
      await postForm("/admin/tumbuh-kembang/edit/99-bulan", form(), cookie),
      await get("/admin/tumbuh-kembang/edit/..%2F..%2Fetc", cookie),
    ]) {
      const { location, html } = await follow(response, cookie);
      expect(location).toBe("/admin/tumbuh-kembang");
      expect(html).toContain("Data tumbuh kembang tidak ditemukan.");
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM baby_growth_data WHERE id = '99-bulan'").first("n")).toBe(0);
  });

  it("refuses members and visitors on GET and POST, changing nothing", async () => {
    const member = await login(DEMO.member.email, DEMO.member.password);
    for (const path of ["/admin/tumbuh-kembang", EDIT]) {
      expect((await get(path, member)).status).toBe(403);
      const visitor = await get(path);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    expect((await postForm(EDIT, form({ title: "Diubah member" }), member)).status).toBe(403);
    const visitorPost = await postForm(EDIT, form({ title: "Diubah pengunjung" }));
    expect(visitorPost.status).toBe(302);
    expect(visitorPost.headers.get("Location")).toContain("/login");
    expect(await stored()).toEqual(snapshot());
  });
});
