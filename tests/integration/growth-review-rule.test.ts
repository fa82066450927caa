import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, keepRow, login, postForm } from "./helpers";

// Findings of the fresh-eyes review of issue 13's editors: an older review date passed as a
// renewal, and without JavaScript the refusal's message sat only beside a field far below.

const ID = "0-3-bulan";
const EDIT = `/admin/tumbuh-kembang/edit/${ID}`;

const snapshot = keepRow("baby_growth_data", "id", ID);

describe("the growth guide review-date rule (decision 011 amendment)", () => {
  it("refuses changed texts when the review date is moved to an even earlier day", async () => {
    await env.DB.prepare(
      "UPDATE baby_growth_data SET reviewer_name = 'Bd. Lama', reviewed_at = '2026-01-05' WHERE id = ?",
    )
      .bind(ID)
      .run();
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const response = await postForm(
      EDIT,
      {
        title: "0-3 Bulan",
        description: "Deskripsi baru yang belum pernah ditinjau.",
        author: "Bidan Uji, S.Keb",
        "milestones.motorik[0]": "Motorik baru",
        "redFlags[0]": "Kejang: segera ke fasilitas kesehatan terdekat",
        reviewerName: "Bd. Lama",
        reviewerCredential: "",
        // An older date than the stored review: no one reviewed the new texts.
        reviewedAt: "2025-12-01",
      },
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    // The message is also listed at the top, before the first field, where a page sent back
    // without JavaScript is read first.
    const summary = html.indexOf("Periksa kembali isian yang ditandai:");
    expect(summary).toBeGreaterThan(-1);
    const listed = html.indexOf("perbarui tanggal tinjauan", summary);
    expect(listed).toBeGreaterThan(summary);
    expect(listed).toBeLessThan(html.indexOf('name="title"'));
    const row = await env.DB.prepare("SELECT description, reviewed_at FROM baby_growth_data WHERE id = ?")
      .bind(ID)
      .first<Record<string, unknown>>();
    expect(row).toEqual({ description: snapshot()!.description, reviewed_at: "2026-01-05" });
  });
});
