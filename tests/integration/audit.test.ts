import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, get, keepRow, login, postForm } from "./helpers";

// Issue 13, item 7: every admin save records who changed what and when, in the same batch as the
// change; the panel shows the last changes. /__test/form (the FAQ of site settings) is the first
// editor that writes it.

keepRow("site_settings", "id", 1);

describe("the audit trail", () => {
  it("records an admin's save with their id and name, and the panel lists it", async () => {
    const admin = await env.DB.prepare("SELECT id, name FROM users WHERE email = ?")
      .bind(DEMO.admin.email)
      .first<{ id: string; name: string }>();
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const startedAt = Date.now();
    const response = await postForm(
      "/__test/form",
      { "faq[0].question": "Kapan ke bidan?", "faq[0].answer": "Sekarang juga bila ada tanda bahaya." },
      cookie,
    );
    expect(response.status).toBe(302);
    const row = await env.DB.prepare(
      "SELECT actor_id, actor_name, action, entity, entity_id FROM audit_log WHERE actor_id = ? AND created_at >= ? ORDER BY id DESC LIMIT 1",
    )
      .bind(admin!.id, startedAt)
      .first();
    expect(row).toEqual({
      actor_id: admin!.id,
      actor_name: admin!.name,
      action: "update",
      entity: "faq",
      entity_id: null,
    });
    const panel = await (await get("/admin", cookie)).text();
    expect(panel).toContain("Perubahan Terakhir");
    expect(panel).toContain(`${admin!.name} mengubah FAQ`);
  });

  it("names an answered question on the panel by its topic and first words, never by its id alone", async () => {
    const question = await env.DB.prepare(
      "INSERT INTO questions (name, email, topic, question) VALUES ('Rina', 'rina.audit@contoh.id', 'Kehamilan', ?) RETURNING id",
    )
      .bind("Apakah boleh minum kopi\nsaat hamil trimester pertama <b>bu</b>?")
      .first<{ id: number }>();
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const reply = await postForm(
      `/admin/pesan/${question!.id}`,
      { intent: "reply", id: String(question!.id), answer: "Boleh, paling banyak satu cangkir sehari." },
      cookie,
    );
    expect(reply.status).toBe(302);
    const panel = (await (await get("/admin", cookie)).text()).replaceAll("<!-- -->", "");
    expect(panel).toContain("mengubah pertanyaan “Kehamilan: Apakah boleh minum kopi saat hamil…”");
    expect(panel).not.toContain(`pertanyaan ${question!.id}<`);
  });

  it("writes nothing for a refused save", async () => {
    // The super_admin, whom no other test file uses on this editor, so the count is this test's own.
    const actor = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind(DEMO.superAdmin.email)
      .first<{ id: string }>();
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const startedAt = Date.now();
    const response = await postForm(
      "/__test/form",
      { "faq[0].question": "x".repeat(1000), "faq[0].answer": "y" },
      cookie,
    );
    expect(response.status).toBe(400);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE actor_id = ? AND created_at >= ?")
      .bind(actor!.id, startedAt)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });
});
