import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { errorSummary, get, newMember, postForm } from "./helpers";

// Issue 38 (decision 078), part 1: a member's consent to share with the midwives: off until she
// ticks the box, withdrawn at once, each one kept with its dates.

const consentsOf = async (id: string) =>
  (
    await env.DB.prepare("SELECT granted_at, withdrawn_at FROM care_consents WHERE user_id = ? ORDER BY id")
      .bind(id)
      .all<{ granted_at: number; withdrawn_at: number | null }>()
  ).results;

describe("sharing with the midwives", () => {
  it("is off until she ticks the box; stopping ends it at once and keeps the record", async () => {
    const member = await newMember("Ibu Binaan");
    const first = await (await get("/dashboard/bidan", member.cookie)).text();
    expect(first).toContain("Data Anda tidak dibagikan dengan bidan.");
    // Without the box: refused with its message, nothing stored.
    const unticked = await postForm("/dashboard/bidan", { intent: "bagikan" }, member.cookie);
    expect(unticked.status).toBe(400);
    expect(errorSummary(await unticked.text())).toContain("Centang persetujuan ini");
    expect(await consentsOf(member.id)).toEqual([]);
    const shared = await postForm("/dashboard/bidan", { intent: "bagikan", setuju: "on" }, member.cookie);
    expect(shared.status).toBe(302);
    expect(shared.headers.get("Location")).toBe("/dashboard/bidan");
    expect(await consentsOf(member.id)).toEqual([{ granted_at: expect.any(Number), withdrawn_at: null }]);
    expect(await (await get("/dashboard/bidan", member.cookie)).text()).toContain(
      "Data Anda dibagikan dengan bidan sejak",
    );
    // Sharing again while it stands adds nothing.
    await postForm("/dashboard/bidan", { intent: "bagikan", setuju: "on" }, member.cookie);
    expect(await consentsOf(member.id)).toHaveLength(1);
    const stopped = await postForm("/dashboard/bidan", { intent: "hentikan" }, member.cookie);
    expect(stopped.status).toBe(302);
    const [row] = await consentsOf(member.id);
    expect(row!.withdrawn_at).toBeGreaterThanOrEqual(row!.granted_at);
    // Shared again: a second record; the first keeps its dates.
    await postForm("/dashboard/bidan", { intent: "bagikan", setuju: "on" }, member.cookie);
    const rows = await consentsOf(member.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(row);
    expect(rows[1]!.withdrawn_at).toBeNull();
  });

  it("refuses an unknown intent and changes nothing", async () => {
    const member = await newMember("Ibu Lain");
    const forged = await postForm("/dashboard/bidan", { intent: "semua", setuju: "on" }, member.cookie);
    expect(forged.status).toBe(400);
    expect(await consentsOf(member.id)).toEqual([]);
  });
});
