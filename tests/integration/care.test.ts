import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, errorSummary, get, login, newMember, postForm, request } from "./helpers";

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

describe("the midwives' follow-up list", () => {
  it("lists only members whose consent stands, with what is late, in the same D1 round trips for 300 more", async () => {
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    const sharing = await newMember("Ibu Berbagi Terlambat");
    const quiet = await newMember("Ibu Tidak Berbagi");
    // Born 70 days ago: BCG and polio 1 (1 month) closed 10 days ago, unrecorded: late.
    const born = new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10);
    for (const member of [sharing, quiet]) {
      await env.DB.prepare("INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Bayi Uji', 'laki', ?)")
        .bind(member.id, born)
        .run();
    }
    // Her baby weighed 4 kg at 10, 40 and 70 days: not gaining twice in a row (2T), under 6 months.
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    await env.DB.prepare(
      "INSERT INTO child_measurements (child_id, measured_on, weight_kg) SELECT c.id, value, 4 FROM children c, json_each(?) WHERE c.user_id = ?",
    )
      .bind(JSON.stringify([day(60), day(30), day(0)]), sharing.id)
      .run();
    await postForm("/dashboard/bidan", { intent: "bagikan", setuju: "on" }, sharing.cookie);
    const list = await get("/admin/binaan?tampil=terlambat", admin);
    expect(list.status).toBe(200);
    // Read from the primary even with her own bookmark (her sign-in left one in `admin`): the
    // mother's withdrawal is not among the midwife's writes (decision 079).
    expect(admin).toMatch(/(^|; )d1b=/);
    expect(list.headers.get("X-D1-Session")).toBe("primary");
    expect((await get("/admin/bin%61an", admin)).headers.get("X-D1-Session")).toBe("primary");
    // The admin's session and frame, and one batch for the list.
    const trips = list.headers.get("X-D1-Round-Trips");
    expect(trips).toBe("4");
    const html = (await list.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Ibu Berbagi Terlambat");
    expect(html).toMatch(/Bayi Uji: Imunisasi [^<]*BCG[^<]*, lewat sejak /);
    expect(html).not.toContain("Ibu Tidak Berbagi");
    // 300 more sharing members, whose ids all sort before hers: the same round trips, and she is
    // still first on the first page (sorted by urgency across all of them, not by id).
    const ids = Array.from({ length: 300 }, (_, i) => `0000-binaan-${crypto.randomUUID()}-${i}`);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO users (id, name, email, email_verified, role) SELECT value, 'Ibu Massal', value || '@contoh.id', 1, 'member' FROM json_each(?)",
      ).bind(JSON.stringify(ids)),
      env.DB.prepare("INSERT INTO care_consents (user_id, granted_at) SELECT value, 1 FROM json_each(?)").bind(
        JSON.stringify(ids),
      ),
    ]);
    const many = await get("/admin/binaan", admin);
    expect(many.headers.get("X-D1-Round-Trips")).toBe(trips);
    const first = (await many.text()).replaceAll("<!-- -->", "");
    expect(first).toMatch(/[3-9]\d\d anggota membagikan datanya/);
    // The list names what its rules follow.
    expect(first).toContain("Dasar: T, 2T, dan KBM dari Buku KIA (Kemenkes, 2023, hlm. 54)");
    // Under 6 months and not gaining: "hari ini" on her page.
    const flag = /Hari ini: Bayi Uji: pengukuran [^<]*: 2T \(berat badan tidak naik 2 kali berturut-turut\)/.exec(
      first,
    );
    expect(flag).not.toBeNull();
    expect(first.indexOf("Ibu Berbagi Terlambat")).toBeLessThan(first.indexOf("Ibu Massal"));
    // "Perlu perhatian" lists her alone; the children filter keeps her, the pregnancy filter does not.
    const flagged = await (await get("/admin/binaan?tampil=tanda&untuk=anak", admin)).text();
    expect(flagged).toContain("Ibu Berbagi Terlambat");
    expect(flagged).not.toContain("Ibu Massal");
    expect(await (await get("/admin/binaan?tampil=tanda&untuk=hamil", admin)).text()).not.toContain(
      "Ibu Berbagi Terlambat",
    );
    // Withdrawn: gone from the very next request.
    await postForm("/dashboard/bidan", { intent: "hentikan" }, sharing.cookie);
    expect(await (await get("/admin/binaan", admin)).text()).not.toContain("Ibu Berbagi Terlambat");
  });
});

describe("one member's page for the midwives", () => {
  it("logs each opening for her to see, takes notes and marks; after she withdraws: not found, nothing logged", async () => {
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    const member = await newMember("Ibu Halaman Binaan");
    const born = new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10);
    await env.DB.prepare("INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Bayi Catatan', 'laki', ?)")
      .bind(member.id, born)
      .run();
    const path = `/admin/binaan/${member.id}`;
    // Not sharing: not found, and nothing logged.
    expect((await get(path, admin)).status).toBe(404);
    await postForm("/dashboard/bidan", { intent: "bagikan", setuju: "on" }, member.cookie);
    const page = (await (await get(path, admin)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Ibu Halaman Binaan");
    expect(page).toContain("Bayi Catatan: Imunisasi BCG");
    // Her child as her own page shows it, read-only: the same immunisation words, none of her links.
    expect(page).toContain("Seperti yang dilihat anggota");
    expect(page).toContain("Belum ada imunisasi yang dicatat. Salin tanggal imunisasinya dari Buku KIA");
    expect(page).not.toContain('href="/dashboard/anak');
    // She sees who opened her data.
    expect(await (await get("/dashboard/bidan", member.cookie)).text()).not.toContain(
      "Belum ada bidan yang membuka data Anda.",
    );
    // As a browser sends it: the select left on "Ibu" (empty).
    const note = await postForm(
      path,
      { intent: "catatan", catatan: "Sudah ditelepon, akan datang Kamis", anak: "" },
      admin,
    );
    expect(note.status).toBe(302);
    // A HEAD request shows nobody anything: not logged.
    const viewsNow = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM care_views WHERE member_id = ?")
        .bind(member.id)
        .first<{ n: number }>())!.n;
    const logged = await viewsNow();
    expect((await request(path, { method: "HEAD", headers: { Cookie: admin } })).status).toBe(200);
    expect(await viewsNow()).toBe(logged);
    // Too long: refused with its message, and what she typed comes back.
    const long = await postForm(path, { intent: "catatan", catatan: `Panjang ${"x".repeat(280)}`, anak: "" }, admin);
    expect(long.status).toBe(400);
    const refusedPage = await long.text();
    expect(refusedPage).toContain("Catatan paling banyak 280 karakter.");
    expect(refusedPage).toContain(`Panjang ${"x".repeat(280)}`);
    expect(await (await get(path, admin)).text()).toContain("Sudah ditelepon, akan datang Kamis");
    const key = /name="jadwal" value="(anak:\d+:imunisasi:bcg)"/.exec(page)?.[1];
    expect(key).toBeDefined();
    expect((await postForm(path, { intent: "tandai", jadwal: key! }, admin)).status).toBe(302);
    const list = await (await get("/admin/binaan?tampil=terlambat", admin)).text();
    expect(list).not.toContain("Bayi Catatan: Imunisasi BCG");
    // She reads the note and the mark on her own page.
    const hers = await (await get("/dashboard/bidan", member.cookie)).text();
    expect(hers).toContain("Sudah ditelepon, akan datang Kamis");
    expect(hers).toContain("Sudah dilakukan: Bayi Catatan: Imunisasi BCG");
    // ...and where she reads her child, on the dashboard and the child's page.
    const childPage = (await (await get(`/dashboard/anak/${key!.split(":")[1]}`, member.cookie)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(childPage).toMatch(/Dari bidan:.*Sudah dilakukan: Bayi Catatan: Imunisasi BCG \(Bidan/s);
    expect(await (await get("/dashboard", member.cookie)).text()).toContain('data-testid="practice-marks"');
    // Another member's child cannot be marked on her page.
    const other = await newMember("Ibu Lain Anak");
    const child = await env.DB.prepare(
      "INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Anak Lain', 'laki', ?) RETURNING id",
    )
      .bind(other.id, born)
      .first<{ id: number }>();
    const forged = await postForm(path, { intent: "tandai", jadwal: `anak:${child!.id}:imunisasi:bcg` }, admin);
    expect(forged.headers.get("Location")).toBe("/admin/binaan");
    // Withdrawn: the page is gone, a note is refused, no view is logged.
    await postForm("/dashboard/bidan", { intent: "hentikan" }, member.cookie);
    const views = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM care_views WHERE member_id = ?")
        .bind(member.id)
        .first<{ n: number }>())!.n;
    const before = await views();
    expect((await get(path, admin)).status).toBe(404);
    expect(await views()).toBe(before);
    expect(await views()).toBe(before);
    const refused = await postForm(path, { intent: "catatan", catatan: "Tidak boleh" }, admin);
    expect(refused.headers.get("Location")).toBe("/admin/binaan");
    // Her withdrawal deleted the midwives' notes and marks on her; the record of views stays hers.
    const count = (table: string) =>
      env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE member_id = ?`).bind(member.id).first<{ n: number }>();
    expect((await count("care_notes"))!.n).toBe(0);
    expect((await count("care_marks"))!.n).toBe(0);
    expect((await count("care_views"))!.n).toBeGreaterThan(0);
  });

  it("renews a pregnancy mark made before her current plan; her child's marks go with the child", async () => {
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    const member = await newMember("Ibu Hamil Lagi");
    await postForm("/dashboard/bidan", { intent: "bagikan", setuju: "on" }, member.cookie);
    const path = `/admin/binaan/${member.id}`;
    // A plan saved now: 30 weeks pregnant, so K1 (weeks 6-7) is long past and K4 is due soon.
    const lastPeriod = new Date(Date.now() - 210 * 86_400_000).toISOString().slice(0, 10);
    await env.DB.batch([
      // A mark left from before this plan (an earlier pregnancy): it counts for nothing.
      env.DB.prepare(
        "INSERT INTO care_marks (member_id, item_key, marked_by_name, created_at) VALUES (?, 'hamil:k4', 'Bidan Lama', 1)",
      ).bind(member.id),
      env.DB.prepare(
        "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES (?, 'hpl', ?, '{}')",
      ).bind(member.id, JSON.stringify({ lastPeriod, cycleLength: 28 })),
    ]);
    const page = await (await get(path, admin)).text();
    expect(page).toContain('name="jadwal" value="hamil:k4"');
    expect(page).not.toContain("Bidan Lama");
    // Marked again: the same row, renewed, and the visit leaves the list.
    expect((await postForm(path, { intent: "tandai", jadwal: "hamil:k4" }, admin)).status).toBe(302);
    const renewed = await (await get(path, admin)).text();
    expect(renewed).toMatch(/Pemeriksaan kehamilan ke-4 \(K4\) \(Bidan Admin/);
    expect((await (await get("/dashboard", member.cookie)).text()).replaceAll("<!-- -->", "")).toMatch(
      /data-testid="practice-marks".*Sudah dilakukan: Pemeriksaan kehamilan ke-4 \(K4\) \(Bidan Admin/s,
    );
    // A child's mark is deleted with the child.
    const child = await env.DB.prepare(
      "INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Bayi Hapus', 'laki', ?) RETURNING id",
    )
      .bind(member.id, new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10))
      .first<{ id: number }>();
    await postForm(path, { intent: "tandai", jadwal: `anak:${child!.id}:imunisasi:bcg` }, admin);
    const keys = async () =>
      (
        await env.DB.prepare("SELECT item_key FROM care_marks WHERE member_id = ? ORDER BY item_key")
          .bind(member.id)
          .all<{ item_key: string }>()
      ).results.map((row) => row.item_key);
    expect(await keys()).toEqual([`anak:${child!.id}:imunisasi:bcg`, "hamil:k4"]);
    const deleted = await postForm(
      `/dashboard/anak/${child!.id}`,
      { intent: "delete-child", childId: String(child!.id), confirm: "ya" },
      member.cookie,
    );
    expect(deleted.status).toBe(302);
    expect(await keys()).toEqual(["hamil:k4"]);
    // One spelling of a child's number: a leading zero is refused.
    expect((await postForm(path, { intent: "tandai", jadwal: "anak:07:imunisasi:bcg" }, admin)).status).toBe(400);
  });

  it("is refused to a member, even for her own data", async () => {
    const member = await newMember("Ibu Ingin Tahu");
    await postForm("/dashboard/bidan", { intent: "bagikan", setuju: "on" }, member.cookie);
    expect((await get(`/admin/binaan/${member.id}`, member.cookie)).status).toBe(403);
  });
});
