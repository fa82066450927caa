import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  DEMO,
  daysAgo,
  errorSummary,
  get,
  login,
  longDate,
  mergeCookies,
  newMember,
  postForm,
  shift,
  todayIn,
} from "./helpers";

const db = env.DB;
const historyCount = async (userId: string) =>
  (await db
    .prepare("SELECT count(*) AS n FROM calculator_history WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>())!.n;

describe("calculators for visitors", () => {
  it("calculate without saving or touching D1 beyond the frame, and answer with the result", async () => {
    const total = (await db.prepare("SELECT count(*) AS n FROM calculator_history").first<{ n: number }>())!.n;
    const lastPeriod = daysAgo(73);
    const response = await postForm("/kalkulator", { calculator: "hpl", lastPeriod });
    // Issue 14, item 6: the result is in the answer; no address carries the date (decision 031).
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    // A visitor's calculation runs no query of its own: the one round trip is the page's footer.
    expect(response.headers.get("X-D1-Round-Trips")).toBe("1");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Perhitungan HPL Berhasil");
    expect(html).not.toContain("Hasil perhitungan telah disimpan ke riwayat Anda.");
    expect(html).toContain(longDate(shift(lastPeriod, 280)));
    expect(html).toContain("10 minggu 3 hari");
    expect(html).toContain("207 hari lagi");
    expect(html).toContain("Login untuk menyimpan hasil ke riwayat Anda.");
    expect((await db.prepare("SELECT count(*) AS n FROM calculator_history").first<{ n: number }>())!.n).toBe(total);
    // One notification region, holding the answer's toast (not the root's empty one as well).
    expect(html.match(/aria-label="Notifikasi \(F8\)"/g)).toHaveLength(1);
  });

  it("shows all three results from an old (bookmarked) address, readable without JavaScript", async () => {
    const response = await get("/kalkulator?haid=2026-01-01&siklus=28&tinggi=160&berat=55");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    expect(response.headers.get("X-D1-Round-Trips")).toBe("1");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("29 Januari 2026");
    expect(html).toContain("15 Januari 2026");
    expect(html).toContain("10 Januari 2026 – 15 Januari 2026");
    // 55 / 1.6^2 = 21.48, shown cut to a tenth (issue 29).
    expect(html).toContain("21,4");
    expect(html).toContain("Berat badan normal (Normal)");
    expect(html).toContain("11,5–16 kg");
    expect(html).toContain("Sekitar 0,4 kg per minggu (0,35–0,5 kg)");
    expect(html).toContain("Angka ini untuk kehamilan tunggal.");
    expect(html).toContain("Kalkulator ini bukan alat kontrasepsi");
    // The info text says what the result computes: the window ends on the day of ovulation.
    for (const fact of ["280 hari (40 minggu)", "5%", "5 hari sebelum ovulasi sampai hari ovulasi", "14 hari"])
      expect(html).toContain(fact);
    expect(html).not.toContain("1 hari sesudah ovulasi");
    expect(html.match(/href="\/tanda-bahaya"/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps the inputs and gives the spec's messages for bad values, saving nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ calculator: "hpl", lastPeriod: "abc" }, "Silakan masukkan tanggal HPHT yang valid."],
      [{ calculator: "hpl", lastPeriod: "2026-02-30" }, "Silakan masukkan tanggal HPHT yang valid."],
      [
        { calculator: "fertility", lastPeriod: "2026-13-01", cycleLength: "28" },
        "Silakan masukkan tanggal haid terakhir yang valid.",
      ],
      [
        { calculator: "fertility", lastPeriod: "2026-01-01", cycleLength: "20" },
        "Panjang siklus harus antara 21 dan 35 hari",
      ],
      [
        { calculator: "fertility", lastPeriod: "2026-01-01", cycleLength: "36" },
        "Panjang siklus harus antara 21 dan 35 hari",
      ],
      [
        { calculator: "weight_gain", height: "1e9", prePregnancyWeight: "55" },
        "Tinggi badan harus berupa angka dengan paling banyak satu desimal",
      ],
      [
        { calculator: "weight_gain", height: "160", prePregnancyWeight: "-5" },
        "Berat badan harus antara 30 dan 150 kg",
      ],
      [
        { calculator: "fertility", lastPeriod: "2026-01-01", cycleLength: "1000" },
        "Panjang siklus harus antara 21 dan 35 hari",
      ],
      [{ calculator: "hpl", lastPeriod: shift(todayIn("Asia/Jakarta"), -309) }, "sudah lebih dari 44 minggu."],
      [
        { calculator: "weight_gain", height: "139", prePregnancyWeight: "55" },
        "Tinggi badan harus antara 140 dan 200 cm",
      ],
    ];
    const member = await login(DEMO.member.email, DEMO.member.password);
    const before = await historyCount("demo-member");
    for (const [fields, message] of cases) {
      const response = await postForm("/kalkulator", { ...fields, unknown: "x" }, member);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const html = await response.text();
      expect(html, JSON.stringify(fields)).toContain(message);
      // Issue 29.11: the card's summary says it and is the page's one element focused on load;
      // no element carries the #hasil-<type> the form posts to, which would stop that focus.
      expect(errorSummary(html), JSON.stringify(fields)).toContain(message);
      expect(html.match(/ autofocus=""/g), JSON.stringify(fields)).toHaveLength(1);
      expect(html).not.toContain(`id="hasil-${fields.calculator}"`);
      const typed = fields.lastPeriod ?? fields.height!;
      if (message.includes("44 minggu")) expect(html).toContain("Tanggal Tidak Valid");
      expect(html).toContain(`value="${typed}"`);
      if (fields.calculator !== "weight_gain" && message.startsWith("Silakan"))
        expect(html).toContain("Tanggal Tidak Valid");
    }
    expect(await historyCount("demo-member")).toBe(before);
    expect((await postForm("/kalkulator", { calculator: "bmi", height: "160" })).status).toBe(400);
  });

  it("refuses a last period after today in WIT, the first Indonesian zone to start a day", async () => {
    const response = await postForm("/kalkulator", {
      calculator: "hpl",
      lastPeriod: shift(todayIn("Asia/Jayapura"), 1),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Tanggal tidak boleh setelah hari ini.");
    const page = (await (await get("/kalkulator")).text()).replaceAll("<!-- -->", "");
    // The picker allows one day more than WIT's today (a cached page stays usable past midnight).
    expect(page).toContain(`max="${shift(todayIn("Asia/Jayapura"), 1)}"`);
  });

  it("says when the due date is today or past, with the advice to see the midwife", async () => {
    const today = todayIn("Asia/Jakarta");
    const due = (await (await get(`/kalkulator?hpht=${shift(today, -280)}`)).text()).replaceAll("<!-- -->", "");
    expect(due).toContain("Hari ini adalah HPL");
    expect(due).toContain("periksakan diri ke bidan atau dokter");
    const past = (await (await get(`/kalkulator?hpht=${shift(today, -290)}`)).text()).replaceAll("<!-- -->", "");
    expect(past).toContain("Sudah lewat HPL");
    expect(past).toContain("segera periksakan diri ke bidan atau dokter hari ini");
    expect(past).toContain("41 minggu 3 hari");
  });
});

describe("calculators for members", () => {
  it("save every calculation under the signed-in user, whatever else the form claims", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const before = await historyCount("demo-member");
    const lastPeriod = daysAgo(100);
    const hpl = await postForm(
      "/kalkulator",
      { calculator: "hpl", lastPeriod, user_id: "demo-admin", calculator_type: "weight_gain" },
      cookie,
    );
    expect(hpl.status).toBe(302);
    expect(hpl.headers.get("Location")).toMatch(/^\/kalkulator\?riwayat=\d+#hasil-hpl$/);
    const page = (await (await get(hpl.headers.get("Location")!, mergeCookies(cookie, hpl))).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(page).toContain("Perhitungan HPL Berhasil");
    expect(page).toContain("Hasil perhitungan telah disimpan ke riwayat Anda.");
    await postForm("/kalkulator", { calculator: "fertility", lastPeriod: "2026-01-31", cycleLength: "28" }, cookie);
    // The page's script saves through /kalkulator/simpan and gets the toast as data (decision 042).
    const js = await postForm(
      "/kalkulator/simpan",
      { calculator: "weight_gain", height: "160", prePregnancyWeight: "55,5" },
      cookie,
    );
    expect(js.status).toBe(200);
    expect(await js.json()).toEqual({
      ok: true,
      toast: {
        title: "Perhitungan Kenaikan Berat Badan Berhasil",
        description: "Hasil perhitungan telah disimpan ke riwayat Anda.",
      },
    });

    expect(await historyCount("demo-member")).toBe(before + 3);
    expect(await historyCount("demo-admin")).toBe(0);
    const { results } = await db
      .prepare(
        "SELECT calculator_type, input_data, result FROM calculator_history WHERE user_id = 'demo-member' ORDER BY id DESC LIMIT 3",
      )
      .all<{ calculator_type: string; input_data: string; result: string }>();
    const rows = results.map((r) => ({
      type: r.calculator_type,
      input: JSON.parse(r.input_data),
      result: JSON.parse(r.result),
    }));
    expect(rows[0]).toEqual({
      type: "weight_gain",
      input: { height: 160, prePregnancyWeight: 55.5 },
      result: {
        // 55.5 / 1.6^2 = 21.68, shown cut to a tenth (issue 29)
        bmi: 21.6,
        category: "Normal",
        recommendedGain: "11.5-16 kg",
        trimesterGain: {
          first: "Sekitar 0,5–2 kg",
          second: "Sekitar 0,4 kg per minggu (0,35–0,5 kg)",
          third: "Sekitar 0,4 kg per minggu (0,35–0,5 kg)",
        },
      },
    });
    expect(rows[1]).toEqual({
      type: "fertility",
      input: { lastPeriod: "2026-01-31", cycleLength: 28 },
      result: {
        nextPeriod: "2026-02-28",
        ovulationDate: "2026-02-14",
        fertileWindow: { start: "2026-02-09", end: "2026-02-14" },
      },
    });
    expect(rows[2]!.type).toBe("hpl");
    expect(rows[2]!.input).toEqual({ lastPeriod, cycleLength: 28 });
    expect(rows[2]!.result).toEqual({
      hpl: longDate(shift(lastPeriod, 280)),
      weeksPregnant: "14 minggu 2 hari",
      daysLeft: 180,
    });
  });
});

describe("numbers in Indonesian", () => {
  it("take height and weight as text with the decimal keypad, no browser number checks", async () => {
    const html = (await (await get("/kalkulator")).text()).replaceAll("<!-- -->", "");
    for (const name of ["height", "prePregnancyWeight"]) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
      expect(input, name).toBeDefined();
      expect(input).toContain('type="text"');
      expect(input).toMatch(/inputmode="decimal"/i);
      for (const attribute of ["min=", "max=", "step=", "pattern=", " required"])
        expect(input, `${name} ${attribute}`).not.toContain(attribute);
    }
    expect(html).toContain("Antara 30 dan 150 kg, misalnya 52,5. Boleh memakai koma atau titik.");
  });

  it("show an old result address with a decimal comma or point in id-ID", async () => {
    for (const weight of ["52,5", "52.5", "52%2C5"]) {
      const html = (await (await get(`/kalkulator?tinggi=160&berat=${weight}`)).text()).replaceAll("<!-- -->", "");
      // 52.5 / 1.6^2 = 20.51
      expect(html, weight).toMatch(/IMT sebelum hamil<\/dt><dd[^>]*>20,5<\/dd>/);
      expect(html, weight).toContain("Berat badan normal (Normal)");
    }
  });

  it("echo a malformed weight as typed with the Indonesian message, saving nothing", async () => {
    const member = await login(DEMO.member.email, DEMO.member.password);
    const before = await historyCount("demo-member");
    for (const typed of ["5.2.5", "52,,5", "abc"]) {
      const response = await postForm(
        "/kalkulator",
        { calculator: "weight_gain", height: "160", prePregnancyWeight: typed },
        member,
      );
      expect(response.status, typed).toBe(400);
      const html = (await response.text()).replaceAll("<!-- -->", "");
      expect(html, typed).toContain("Berat badan harus berupa angka dengan paling banyak satu desimal, misalnya 52,5");
      expect(html, typed).toContain(`value="${typed}"`);
    }
    const thousand = await postForm(
      "/kalkulator",
      { calculator: "weight_gain", height: "160", prePregnancyWeight: "1.000" },
      member,
    );
    expect(thousand.status).toBe(400);
    expect(await thousand.text()).toContain("Berat badan harus antara 30 dan 150 kg");
    expect(await historyCount("demo-member")).toBe(before);
  });

  it("save a weight of '52,5' as 52.5 and show it in id-ID on the dashboard", async () => {
    const member = await login(DEMO.member.email, DEMO.member.password);
    const response = await postForm(
      "/kalkulator",
      { calculator: "weight_gain", height: " 158 ", prePregnancyWeight: " 52,5 " },
      member,
    );
    expect(response.status).toBe(302);
    // The address names the saved row, not the measures (decision 031).
    expect(response.headers.get("Location")).toMatch(/^\/kalkulator\?riwayat=\d+#hasil-weight_gain$/);
    const saved = await db
      .prepare(
        "SELECT input_data, result FROM calculator_history WHERE user_id = 'demo-member' AND calculator_type = 'weight_gain' ORDER BY id DESC LIMIT 1",
      )
      .first<{ input_data: string; result: string }>();
    expect(JSON.parse(saved!.input_data)).toEqual({ height: 158, prePregnancyWeight: 52.5 });
    // 52.5 / 1.58^2 = 52.5 / 2.4964 = 21.03: stored as 21 (JSON has no trailing zero), shown as 21,0.
    expect(JSON.parse(saved!.result)).toMatchObject({ bmi: 21, category: "Normal", recommendedGain: "11.5-16 kg" });

    const page = (await (await get(response.headers.get("Location")!, member)).text()).replaceAll("<!-- -->", "");
    // The field shows the saved weight in id-ID again.
    expect(page).toContain('value="52,5"');
    expect(page).toMatch(/IMT sebelum hamil<\/dt><dd[^>]*>21,0<\/dd>/);

    const html = (await (await get("/dashboard", member)).text()).replaceAll("<!-- -->", "");
    const entry = html.slice(html.indexOf("Kalkulator Kenaikan Berat Badan ("));
    expect(entry).toMatch(/IMT:<\/dt><dd[^>]*>21,0<\/dd>/);
    expect(entry).toMatch(/Berat sebelum hamil:<\/dt><dd[^>]*>52,5 kg<\/dd>/);
    expect(entry).toMatch(/Kategori:<\/dt><dd[^>]*>Berat badan normal \(Normal\)<\/dd>/);
    expect(entry).toMatch(/Rekomendasi kenaikan:<\/dt><dd[^>]*>11,5–16 kg<\/dd>/);
    expect(entry).not.toMatch(/IMT:<\/dt><dd[^>]*>21<\/dd>/);
    expect(entry).not.toMatch(/\d\.\d+ kg/);
  });
});

describe("dashboard activity", () => {
  it("counts calculations, questions and reads, and lists the history grouped by type", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    await postForm("/kalkulator", { calculator: "hpl", lastPeriod: daysAgo(120) }, cookie);
    await postForm("/kalkulator", { calculator: "fertility", lastPeriod: "2026-03-01", cycleLength: "30" }, cookie);
    await db
      .prepare(
        "INSERT INTO questions (user_id, email, topic, question) VALUES ('demo-admin', 'admin@bidanku.test', 'Nifas', 'Apakah normal?')",
      )
      .run();
    await db
      .prepare(
        "INSERT INTO article_reads (user_id, article_id) VALUES ('demo-admin', 1), ('demo-admin', 2) ON CONFLICT DO NOTHING",
      )
      .run();
    // A row with dates that cannot be read must not break the page.
    await db
      .prepare(
        "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES ('demo-admin', 'fertility', ?, ?)",
      )
      .bind(
        JSON.stringify({ lastPeriod: "2026-02-30", cycleLength: 28 }),
        JSON.stringify({ nextPeriod: "Invalid Date", ovulationDate: "x", fertileWindow: {} }),
      )
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
    await postForm("/kalkulator", { calculator: "hpl", lastPeriod: daysAgo(60) }, admin);
    const adminEntry = (await db
      .prepare("SELECT id FROM calculator_history WHERE user_id = 'demo-admin' ORDER BY id DESC LIMIT 1")
      .first<{ id: number }>())!.id;
    const before = await historyCount("demo-admin");
    const refused = await postForm(
      "/dashboard",
      { intent: "delete-history", id: String(adminEntry), confirm: "ya" },
      member,
    );
    expect(refused.status).toBe(302);
    expect(await (await get("/dashboard", mergeCookies(member, refused))).text()).toContain("Gagal Menghapus Riwayat");
    expect(await historyCount("demo-admin")).toBe(before);
    expect(
      (await postForm("/dashboard", { intent: "delete-history", id: String(adminEntry), confirm: "ya" })).status,
    ).toBe(302);
    expect(await historyCount("demo-admin")).toBe(before);

    // Issue 10.4: the owner's delete without the confirm step's "Ya, hapus" changes nothing.
    const unconfirmed = await postForm("/dashboard", { intent: "delete-history", id: String(adminEntry) }, admin);
    expect(await (await get("/dashboard", mergeCookies(admin, unconfirmed))).text()).toContain(
      "Penghapusan belum dikonfirmasi.",
    );
    expect(await historyCount("demo-admin")).toBe(before);

    const deleted = await postForm(
      "/dashboard",
      { intent: "delete-history", id: String(adminEntry), confirm: "ya" },
      admin,
    );
    expect(await (await get("/dashboard", mergeCookies(admin, deleted))).text()).toContain("Riwayat Dihapus");
    expect(await historyCount("demo-admin")).toBe(before - 1);
  });
});

describe("saved calculations per member (issue 14)", () => {
  it("stop being stored past the hourly limit, while the result is still shown and the toast says so", async () => {
    const { id, cookie } = await newMember("Ibu Penghitung");
    // 60 saves an hour per account (RATE_LIMITS.calculatorSave): written out here, not imported.
    const LIMIT = 60;
    for (let i = 0; i < LIMIT; i++) {
      const saved = await postForm("/kalkulator/simpan", { calculator: "hpl", lastPeriod: daysAgo(40) }, cookie);
      expect(saved.status).toBe(200);
    }
    expect(await historyCount(id)).toBe(LIMIT);
    const over = await postForm("/kalkulator", { calculator: "hpl", lastPeriod: daysAgo(40) }, cookie);
    expect(over.status).toBe(200);
    const html = (await over.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Perhitungan HPL Berhasil");
    expect(html).toContain("Hasil tidak disimpan ke riwayat");
    const script = await postForm("/kalkulator/simpan", { calculator: "hpl", lastPeriod: daysAgo(40) }, cookie);
    expect(((await script.json()) as { toast: { description: string } }).toast.description).toContain(
      "Hasil tidak disimpan ke riwayat",
    );
    expect(await historyCount(id)).toBe(LIMIT);
  });
});

describe("/kalkulator/simpan (the page's script, decision 042)", () => {
  it("answers a visitor with the toast and stores nothing", async () => {
    const before = (await db.prepare("SELECT COUNT(*) AS n FROM calculator_history").first<{ n: number }>())!.n;
    const response = await postForm("/kalkulator/simpan", { calculator: "hpl", lastPeriod: daysAgo(40) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(await response.json()).toEqual({ ok: true, toast: { title: "Perhitungan HPL Berhasil" } });
    expect((await db.prepare("SELECT COUNT(*) AS n FROM calculator_history").first<{ n: number }>())!.n).toBe(before);
  });

  it("refuses what the form would refuse with 400 and saves nothing", async () => {
    const { id, cookie } = await newMember("Ibu Salah Tanggal");
    const future = await postForm("/kalkulator/simpan", { calculator: "hpl", lastPeriod: daysAgo(-3) }, cookie);
    expect(future.status).toBe(400);
    expect(await future.json()).toEqual({ ok: false });
    const unknown = await postForm("/kalkulator/simpan", { calculator: "lain", lastPeriod: daysAgo(40) }, cookie);
    expect(unknown.status).toBe(400);
    expect(await historyCount(id)).toBe(0);
  });

  it("sends a GET to the calculators", async () => {
    const response = await get("/kalkulator/simpan");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kalkulator");
  });
});
