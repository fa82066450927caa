import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REVIEWED_PAGES } from "~/domain/page-reviews";
import { DEMO, get, keepRow, login, longDate, postForm, shift, todayIn } from "./helpers";

// Issue 29: the tool pages whose texts live in code (the growth check, the calculators with the
// plan, the danger signs) are signed off by a named reviewer through /admin/tinjauan-medis/:page
// (super_admin only, in the authorization matrix). A review shows on its page and lapses when
// the page's texts change (another content version).

const db = env.DB;
const today = todayIn("Asia/Jakarta");
const PATH = "/admin/tinjauan-medis/kalkulator";
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

const stored = async () =>
  (await db
    .prepare("SELECT page_reviews AS reviews FROM site_settings WHERE id = 1")
    .first<{ reviews: string | null }>())!.reviews;

describe("a tool page's medical review", () => {
  keepRow("site_settings", "id", 1);

  it("is saved by the super_admin, recorded, and shown on the page with the sources", async () => {
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const saved = await postForm(
      PATH,
      { reviewerName: "Bd. Nur Aisyah", reviewerCredential: "S.Keb", reviewedAt: today },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(PATH);
    expect(JSON.parse((await stored())!).kalkulator).toEqual({
      reviewerName: "Bd. Nur Aisyah",
      reviewerCredential: "S.Keb",
      reviewedAt: today,
      contentVersion: REVIEWED_PAGES.kalkulator.contentVersion,
    });
    const audit = await db
      .prepare("SELECT action, entity, entity_id AS id FROM audit_log ORDER BY id DESC LIMIT 1")
      .first<{ action: string; entity: string; id: string }>();
    expect(audit).toEqual({ action: "update", entity: "page_review", id: "kalkulator" });

    const page = await text(await get("/kalkulator"));
    expect(page).toMatch(/Ditinjau secara medis oleh <span[^>]*>Bd\. Nur Aisyah, S\.Keb<\/span>/);
    expect(page).toContain(
      `Isi halaman ini ditinjau oleh <span class="font-semibold">Bd. Nur Aisyah, S.Keb</span> pada`,
    );
    expect(page).toContain(longDate(today));
    expect(page).toContain("Weight Gain During Pregnancy: Reexamining the Guidelines");
    // Only its own page: the growth check is still not reviewed.
    expect(await text(await get("/tumbuh-kembang/cek"))).toContain(
      "Isi halaman ini belum ditinjau oleh tenaga kesehatan.",
    );
  });

  it("refuses a half-filled review, a date before the texts and a future date, keeping what was typed", async () => {
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const before = await stored();
    const cases: [Record<string, string>, string][] = [
      [
        { reviewerName: "Bd. Nur Aisyah", reviewerCredential: "", reviewedAt: "" },
        "Isi tanggal tinjauan untuk peninjau ini",
      ],
      [
        {
          reviewerName: "Bd. Nur Aisyah",
          reviewerCredential: "",
          reviewedAt: shift(REVIEWED_PAGES.kalkulator.contentVersion, -1),
        },
        "tanggal tinjauan tidak boleh sebelum itu",
      ],
      [
        { reviewerName: "Bd. Nur Aisyah", reviewerCredential: "", reviewedAt: shift(today, 3) },
        "Tanggal tinjauan tidak boleh di masa depan",
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await postForm(PATH, fields, cookie);
      expect(response.status, message).toBe(400);
      const html = await text(response);
      expect(html, message).toContain(message);
      expect(html, message).toContain('value="Bd. Nur Aisyah"');
    }
    expect(await stored()).toBe(before);
  });

  it("lapses when the page's texts changed after it, and can be cleared", async () => {
    await db
      .prepare("UPDATE site_settings SET page_reviews = ? WHERE id = 1")
      .bind(
        JSON.stringify({
          "cek-pertumbuhan": {
            reviewerName: "Bd. Lama",
            reviewerCredential: null,
            reviewedAt: "2026-01-05",
            contentVersion: "2026-01-01",
          },
        }),
      )
      .run();
    expect(await text(await get("/tumbuh-kembang/cek"))).toContain(
      "Isi halaman ini belum ditinjau oleh tenaga kesehatan.",
    );
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const editor = await text(await get("/admin/tinjauan-medis/cek-pertumbuhan", cookie));
    expect(editor).toContain("tidak berlaku lagi karena teks halaman berubah");

    const cleared = await postForm(
      "/admin/tinjauan-medis/cek-pertumbuhan",
      { reviewerName: "", reviewerCredential: "", reviewedAt: "" },
      cookie,
    );
    expect(cleared.status).toBe(302);
    expect(JSON.parse((await stored())!)).toEqual({});
  });

  it("writes no audit row for a save that changes nothing", async () => {
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const fields = { reviewerName: "Bd. Nur Aisyah", reviewerCredential: "", reviewedAt: today };
    const audits = async () =>
      (await db.prepare("SELECT count(*) AS n FROM audit_log WHERE entity = 'page_review'").first<{ n: number }>())!.n;
    expect((await postForm(PATH, fields, cookie)).status).toBe(302);
    const after = await audits();
    expect((await postForm(PATH, fields, cookie)).status).toBe(302);
    expect(await audits()).toBe(after);
  });

  it("survives a column that is not JSON: the footer and the page still show, and a save repairs it", async () => {
    await db
      .prepare(
        "UPDATE site_settings SET page_reviews = 'bukan json', footer_email = 'uji-json@bidanku.test' WHERE id = 1",
      )
      .run();
    const page = await get("/kalkulator");
    expect(page.status).toBe(200);
    const html = await text(page);
    expect(html).toContain("uji-json@bidanku.test");
    expect(html).toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    expect((await get(PATH, cookie)).status).toBe(200);
    const saved = await postForm(
      PATH,
      { reviewerName: "Bd. Nur Aisyah", reviewerCredential: "", reviewedAt: today },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(JSON.parse((await stored())!).kalkulator.reviewerName).toBe("Bd. Nur Aisyah");
  });

  it("sends an unknown page back to the panel, and is not for a plain admin", async () => {
    const superAdmin = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const unknown = await get("/admin/tinjauan-medis/artikel", superAdmin);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/admin");
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    const before = await stored();
    const refused = await postForm(PATH, { reviewerName: "Bd. X", reviewerCredential: "", reviewedAt: today }, admin);
    expect(refused.status).toBe(403);
    expect(await stored()).toBe(before);
  });

  it("names the danger signs' reviewer in the page's structured data too", async () => {
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const saved = await postForm(
      "/admin/tinjauan-medis/tanda-bahaya",
      { reviewerName: "Bd. Nur Aisyah", reviewerCredential: "S.Keb", reviewedAt: today },
      cookie,
    );
    expect(saved.status).toBe(302);
    const html = await text(await get("/tanda-bahaya"));
    expect(html).toContain("Ditinjau secara medis oleh");
    expect(html).toContain(`"lastReviewed":"${today}"`);
    expect(html).toContain('"reviewedBy":{"@type":"Person","name":"Bd. Nur Aisyah","honorificSuffix":"S.Keb"}');
  });
});
