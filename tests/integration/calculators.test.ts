import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, get, login, mergeCookies, postForm } from "./helpers";

const db = env.DB;
const historyCount = async (userId: string) =>
  (await db.prepare("SELECT count(*) AS n FROM calculator_history WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

/** Today's date in Jakarta, as the server computes it. */
const jakartaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

describe("calculators for visitors", () => {
  it("calculate without saving or touching D1 beyond the frame, and redirect to the result", async () => {
    const total = (await db.prepare("SELECT count(*) AS n FROM calculator_history").first<{ n: number }>())!.n;
    const response = await postForm("/kalkulator", { calculator: "hpl", lastPeriod: "2026-01-01" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kalkulator?hpht=2026-01-01#hasil-hpl");
    // A visitor's calculation runs no query at all.
    expect(response.headers.get("X-D1-Round-Trips")).toBe("0");
    const page = await get("/kalkulator?hpht=2026-01-01", mergeCookies("", response));
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Perhitungan HPL Berhasil");
    expect(html).not.toContain("Hasil perhitungan telah disimpan ke riwayat Anda.");
    expect(html).toContain("8 Oktober 2026");
    expect(html).toContain("Login untuk menyimpan hasil ke riwayat Anda.");
    expect((await db.prepare("SELECT count(*) AS n FROM calculator_history").first<{ n: number }>())!.n).toBe(total);
  });

  it("shows all three results from the address, readable without JavaScript", async () => {
    const response = await get("/kalkulator?haid=2026-01-01&siklus=28&tinggi=160&berat=55");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    expect(response.headers.get("X-D1-Round-Trips")).toBe("1");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("29 Januari 2026");
    expect(html).toContain("15 Januari 2026");
    expect(html).toContain("10 Januari 2026 - 15 Januari 2026");
    expect(html).toContain("21,5");
    expect(html).toContain("Normal (Berat badan normal)");
    expect(html).toContain("11.5-16 kg");
    for (const fact of ["280 hari (40 minggu)", "5%", "5 hari sebelum hingga 1 hari sesudah ovulasi", "14 hari"]) expect(html).toContain(fact);
  });

  it("keeps the inputs and gives the spec's messages for bad values, saving nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ calculator: "hpl", lastPeriod: "abc" }, "Silakan masukkan tanggal HPHT yang valid."],
      [{ calculator: "hpl", lastPeriod: "2026-02-30" }, "Silakan masukkan tanggal HPHT yang valid."],
      [{ calculator: "fertility", lastPeriod: "2026-13-01", cycleLength: "28" }, "Silakan masukkan tanggal haid terakhir yang valid."],
      [{ calculator: "fertility", lastPeriod: "2026-01-01", cycleLength: "20" }, "Panjang siklus harus antara 21 dan 35 hari"],
      [{ calculator: "fertility", lastPeriod: "2026-01-01", cycleLength: "36" }, "Panjang siklus harus antara 21 dan 35 hari"],
      [{ calculator: "weight_gain", height: "1e9", prePregnancyWeight: "55" }, "Tinggi badan harus berupa angka dengan paling banyak satu desimal"],
      [{ calculator: "weight_gain", height: "160", prePregnancyWeight: "-5" }, "Berat badan harus berupa angka dengan paling banyak satu desimal"],
      [{ calculator: "weight_gain", height: "139", prePregnancyWeight: "55" }, "Tinggi badan harus antara 140 dan 200 cm"],
    ];
    const member = await login(DEMO.member.email, DEMO.member.password);
    const before = await historyCount("demo-member");
    for (const [fields, message] of cases) {
      const response = await postForm("/kalkulator", { ...fields, unknown: "x" }, member);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const html = await response.text();
      expect(html, JSON.stringify(fields)).toContain(message);
      const typed = fields.lastPeriod ?? fields.height!;
      expect(html).toContain(`value="${typed}"`);
      if (fields.calculator !== "weight_gain" && message.startsWith("Silakan")) expect(html).toContain("Tanggal Tidak Valid");
    }
    expect(await historyCount("demo-member")).toBe(before);
    expect((await postForm("/kalkulator", { calculator: "bmi", height: "160" })).status).toBe(400);
  });

  it("refuses a last period in the future (Jakarta's today)", async () => {
    const tomorrow = new Date(Date.parse(`${jakartaToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const response = await postForm("/kalkulator", { calculator: "hpl", lastPeriod: tomorrow });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Tanggal tidak boleh setelah hari ini.");
  });
});

describe("calculators for members", () => {
  it("save every calculation under the signed-in user, whatever else the form claims", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const before = await historyCount("demo-member");
    const hpl = await postForm("/kalkulator", { calculator: "hpl", lastPeriod: "2026-01-01", user_id: "demo-admin", calculator_type: "weight_gain" }, cookie);
    expect(hpl.status).toBe(302);
    const page = (await (await get(hpl.headers.get("Location")!, mergeCookies(cookie, hpl))).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Perhitungan HPL Berhasil");
    expect(page).toContain("Hasil perhitungan telah disimpan ke riwayat Anda.");
    await postForm("/kalkulator", { calculator: "fertility", lastPeriod: "2026-01-31", cycleLength: "28" }, cookie);
    const js = await postForm("/kalkulator", { calculator: "weight_gain", height: "160", prePregnancyWeight: "55,5", js: "1" }, cookie);
    expect(js.status).toBe(200);
    expect(js.headers.getSetCookie().some((c) => c.startsWith("bidanku_toast="))).toBe(true);

    expect(await historyCount("demo-member")).toBe(before + 3);
    expect(await historyCount("demo-admin")).toBe(0);
    const { results } = await db
      .prepare("SELECT calculator_type, input_data, result FROM calculator_history WHERE user_id = 'demo-member' ORDER BY id DESC LIMIT 3")
      .all<{ calculator_type: string; input_data: string; result: string }>();
    const rows = results.map((r) => ({ type: r.calculator_type, input: JSON.parse(r.input_data), result: JSON.parse(r.result) }));
    expect(rows[0]).toEqual({
      type: "weight_gain",
      input: { height: 160, prePregnancyWeight: 55.5 },
      result: { bmi: 21.7, category: "Normal", recommendedGain: "11.5-16 kg", trimesterGain: { first: "Sekitar 1-2 kg", second: "Sekitar 0.4 kg per minggu", third: "Sekitar 0.4 kg per minggu" } },
    });
    expect(rows[1]).toEqual({
      type: "fertility",
      input: { lastPeriod: "2026-01-31", cycleLength: 28 },
      result: { nextPeriod: "2026-02-28", ovulationDate: "2026-02-14", fertileWindow: { start: "2026-02-09", end: "2026-02-14" } },
    });
    expect(rows[2]!.type).toBe("hpl");
    expect(rows[2]!.input).toEqual({ lastPeriod: "2026-01-01" });
    expect(rows[2]!.result.hpl).toBe("8 Oktober 2026");
    expect(rows[2]!.result.weeksPregnant).toMatch(/^\d+ minggu [0-6] hari$/);
  });
});

describe("dashboard activity", () => {
  it("counts calculations, questions and reads, and lists the history grouped by type", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    await postForm("/kalkulator", { calculator: "hpl", lastPeriod: "2026-02-01" }, cookie);
    await postForm("/kalkulator", { calculator: "fertility", lastPeriod: "2026-03-01", cycleLength: "30" }, cookie);
    await db.prepare("INSERT INTO questions (user_id, email, topic, question) VALUES ('demo-admin', 'admin@bidanku.test', 'Nifas', 'Apakah normal?')").run();
    await db.prepare("INSERT INTO article_reads (user_id, article_id) VALUES ('demo-admin', 1), ('demo-admin', 2) ON CONFLICT DO NOTHING").run();
    // A row with dates that cannot be read must not break the page.
    await db
      .prepare("INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES ('demo-admin', 'fertility', ?, ?)")
      .bind(JSON.stringify({ lastPeriod: "2026-02-30", cycleLength: 28 }), JSON.stringify({ nextPeriod: "Invalid Date", ovulationDate: "x", fertileWindow: {} }))
      .run();

    const counts = await db
      .prepare(
        "SELECT (SELECT count(*) FROM calculator_history WHERE user_id = 'demo-admin') AS c, (SELECT count(*) FROM questions WHERE user_id = 'demo-admin') AS q, (SELECT count(*) FROM article_reads WHERE user_id = 'demo-admin') AS r",
      )
      .first<{ c: number; q: number; r: number }>();
    const response = await get("/dashboard", cookie);
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    const summary = html.slice(html.indexOf('aria-label="Ringkasan aktivitas"'));
    expect(summary).toMatch(new RegExp(`>${counts!.c}</span><span[^>]*>Perhitungan kalkulator`));
    expect(summary).toMatch(new RegExp(`>${counts!.q}</span><span[^>]*>Pertanyaan`));
    expect(summary).toMatch(new RegExp(`>${counts!.r}</span><span[^>]*>Artikel dibaca`));
    expect(html).toContain("Kalkulator HPL (1)");
    expect(html).toContain("Kalkulator Masa Subur (2)");
    expect(html).toContain("Data tidak valid. Periksa kembali tanggal haid.");
    expect(html).toContain("1 Maret 2026");
    expect(html).toContain("30 hari");
    // Session, footer and the activity batch.
    expect(Number(response.headers.get("X-D1-Round-Trips"))).toBeLessThanOrEqual(4);
  });

  it("lets a member delete only their own history entries", async () => {
    const member = await login(DEMO.member.email, DEMO.member.password);
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    await postForm("/kalkulator", { calculator: "hpl", lastPeriod: "2026-04-01" }, admin);
    const adminEntry = (await db.prepare("SELECT id FROM calculator_history WHERE user_id = 'demo-admin' ORDER BY id DESC LIMIT 1").first<{ id: number }>())!.id;
    const before = await historyCount("demo-admin");
    const refused = await postForm("/dashboard", { intent: "delete-history", id: String(adminEntry) }, member);
    expect(refused.status).toBe(302);
    expect(await (await get("/dashboard", mergeCookies(member, refused))).text()).toContain("Gagal Menghapus Riwayat");
    expect(await historyCount("demo-admin")).toBe(before);
    expect((await postForm("/dashboard", { intent: "delete-history", id: String(adminEntry) })).status).toBe(302);
    expect(await historyCount("demo-admin")).toBe(before);

    const deleted = await postForm("/dashboard", { intent: "delete-history", id: String(adminEntry) }, admin);
    expect(await (await get("/dashboard", mergeCookies(admin, deleted))).text()).toContain("Riwayat Dihapus");
    expect(await historyCount("demo-admin")).toBe(before - 1);
  });
});
