import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { handRestrictedZ, handZ, lengthKey, round2, whoRow } from "~/domain/who/by-hand.test-support";
import { MEASUREMENT_LIMITS } from "~/domain/who/growth-check";
import { get, mergeCookies, newMember, postForm } from "./helpers";
import { tableWrites, VOLATILE_TABLES } from "./hostile-helpers";

// Issue 16, part 3: a member's children and their measurements at /dashboard/anak. Expected
// z-scores are worked out here from the rows of WHO's own tables (../shared/who-growth-standards)
// with the LMS formula written out, never by the app's code.

const db = env.DB;

/** Today's date in Jakarta, and a date `days` before it, as YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** "−1,23" / "+0,5" / "0" as the page writes a z-score. */
const shownZ = (z: number) =>
  `${z < 0 ? "−" : z > 0 ? "+" : ""}${new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 }).format(Math.abs(z))}`;

const text = (html: string) => html.replaceAll("<!-- -->", "");

/** One measurement's card on the child's page. */
function card(html: string, measurementId: number | string): string {
  const start = html.indexOf(`id="ukuran-${measurementId}"`);
  expect(start, `card ${measurementId}`).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</li>", start));
}

/** The z-score cell of an indicator's row in a card. */
function zCell(cardHtml: string, abbreviation: string): string | undefined {
  const row = cardHtml.match(new RegExp(`data-indicator="${abbreviation.replace("/", "\\/")}"[\\s\\S]*?</tr>`))?.[0];
  return row?.match(/<td[^>]*>([^<]*)<\/td>/)?.[1];
}

const childRows = (userId: string) =>
  db.prepare("SELECT id, name, sex, birth_date, gestational_weeks FROM children WHERE user_id = ?").bind(userId).all();

const measurementCount = async (childId: number) =>
  (await db
    .prepare("SELECT count(*) AS n FROM child_measurements WHERE child_id = ?")
    .bind(childId)
    .first<{ n: number }>())!.n;

/** Adds a child through the form; its id. */
async function addChild(cookie: string, fields: Record<string, string> = {}) {
  const response = await postForm(
    "/dashboard/anak",
    { name: "Dedek", sex: "perempuan", birthDate: daysAgo(365), gestationalWeeks: "", consent: "on", ...fields },
    cookie,
  );
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  expect(location).toMatch(/^\/dashboard\/anak\/\d+#tambah-ukuran$/);
  return { id: Number(/anak\/(\d+)/.exec(location)![1]), response };
}

/** Adds a measurement through the form; its id. */
async function addMeasurement(cookie: string, childId: number, fields: Record<string, string>) {
  const response = await postForm(
    `/dashboard/anak/${childId}`,
    { intent: "add-measurement", weight: "", length: "", head: "", ...fields },
    cookie,
  );
  expect(response.status, await peek(response)).toBe(302);
  const location = response.headers.get("Location")!;
  expect(location).toMatch(new RegExp(`^/dashboard/anak/${childId}#ukuran-\\d+$`));
  return Number(/ukuran-(\d+)/.exec(location)![1]);
}

/** A refused post's messages, for an assertion's label. */
async function peek(response: Response) {
  if (response.status < 400) return "";
  return text(await response.clone().text())
    .match(/<p id="[^"]*-error"[^>]*>[^<]*/g)
    ?.join(" | ");
}

const snapshot = () => tableWrites([...VOLATILE_TABLES, "mail_outbox"]);

describe("Anak Saya for a visitor", () => {
  it("sends every page and form to /login", async () => {
    for (const path of ["/dashboard/anak", "/dashboard/anak/1"]) {
      const page = await get(path);
      expect(page.status).toBe(302);
      expect(page.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      const before = await snapshot();
      const post = await postForm(path, { intent: "add-measurement", name: "X", sex: "laki", birthDate: daysAgo(10) });
      expect(post.status).toBe(302);
      expect(post.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      expect(await snapshot()).toEqual(before);
    }
  });
});

describe("a member's children and measurements", () => {
  it("adds a child and two measurements, and shows each with WHO z-scores and Permenkes labels", async () => {
    const member = await newMember("Ibu Ratna");
    const empty = text(await (await get("/dashboard/anak", member.cookie)).text());
    expect(empty).toContain("Anak Saya");
    expect(empty).toContain("Belum ada data anak.");

    const { id, response } = await addChild(member.cookie);
    expect((await childRows(member.id)).results).toEqual([
      { id, name: "Dedek", sex: "perempuan", birth_date: daysAgo(365), gestational_weeks: null },
    ]);
    const added = text(await (await get(`/dashboard/anak/${id}`, mergeCookies(member.cookie, response))).text());
    expect(added).toContain("Data Anak Disimpan");
    expect(added).toMatch(/<h1[^>]*>Dedek<\/h1>/);
    expect(added).toContain("Belum ada pengukuran.");
    // No measurement, no chart.
    expect(added).not.toContain('id="grafik"');

    // A girl of 365 days, then the same girl at 180 days (entered second, shown second: newest first).
    const first = await addMeasurement(member.cookie, id, {
      measuredOn: today(),
      weight: "8,9",
      length: "74,0",
      position: "lying",
      head: "45,0",
    });
    const second = await addMeasurement(member.cookie, id, {
      measuredOn: daysAgo(185),
      weight: "7.3",
      length: "65,7",
      position: "lying",
    });
    expect(await measurementCount(id)).toBe(2);
    const stored = await db
      .prepare(
        "SELECT measured_on, weight_kg, length_cm, position, head_cm FROM child_measurements WHERE id = ? OR id = ? ORDER BY id",
      )
      .bind(first, second)
      .all();
    expect(stored.results).toEqual([
      { measured_on: today(), weight_kg: 8.9, length_cm: 74, position: "lying", head_cm: 45 },
      { measured_on: daysAgo(185), weight_kg: 7.3, length_cm: 65.7, position: "lying", head_cm: null },
    ]);

    const response2 = await get(`/dashboard/anak/${id}`, member.cookie);
    expect(response2.status).toBe(200);
    expect(response2.headers.get("Cache-Control")).toContain("private");
    // Session, footer and the child's one batch.
    expect(Number(response2.headers.get("X-D1-Round-Trips"))).toBeLessThanOrEqual(4);
    const html = text(await response2.text());
    expect(html).toContain("Riwayat Pengukuran (2)");
    expect(html.indexOf(`id="ukuran-${first}"`)).toBeLessThan(html.indexOf(`id="ukuran-${second}"`));

    const year = card(html, first);
    const expectedYear = {
      "BB/U": round2(handRestrictedZ(8.9, whoRow("weight", 2, 365))),
      "PB/U": round2(handZ(74, whoRow("length", 2, 365))),
      "BB/PB": round2(handRestrictedZ(8.9, whoRow("wfl", 2, lengthKey(740)))),
      "IMT/U": round2(handRestrictedZ(8.9 / 0.74 ** 2, whoRow("bmi", 2, 365))),
      "LK/U": round2(handZ(45, whoRow("head", 2, 365))),
    };
    for (const [abbreviation, z] of Object.entries(expectedYear)) {
      expect(zCell(year, abbreviation), abbreviation).toBe(shownZ(z));
      // All within +-1 SD: each indicator's normal category.
      expect(Math.abs(z), abbreviation).toBeLessThan(1);
    }
    // 365 days is the first birthday, unless the year held a 29 February.
    expect(year).toMatch(/usia (1 tahun|11 bulan 30 hari)</);
    expect(year).toContain("Berat badan normal");
    expect(year).toContain("Gizi baik (normal)");
    expect(year).toContain("Berat 8,9 kg · Panjang 74,0 cm (berbaring) · Lingkar kepala 45,0 cm");

    const half = card(html, second);
    const expectedHalf = {
      "BB/U": round2(handRestrictedZ(7.3, whoRow("weight", 2, 180))),
      "PB/U": round2(handZ(65.7, whoRow("length", 2, 180))),
      "BB/PB": round2(handRestrictedZ(7.3, whoRow("wfl", 2, lengthKey(657)))),
      "IMT/U": round2(handRestrictedZ(7.3 / 0.657 ** 2, whoRow("bmi", 2, 180))),
    };
    for (const [abbreviation, z] of Object.entries(expectedHalf)) {
      expect(zCell(half, abbreviation), abbreviation).toBe(shownZ(z));
    }
    expect(zCell(half, "LK/U")).toBeUndefined();
    expect(half).toContain("usia 5 bulan");

    // Whatever the z-scores, the page says when a child goes to care today or now (WHO 2023, IMCI).
    expect(html).toContain("bawa anak ke puskesmas hari ini walaupun hasil di atas terlihat normal");
    expect(html).toContain("kejang: bawa ke IGD atau puskesmas sekarang juga");
    expect(html).not.toContain("bawa anak ke posyandu, puskesmas, atau bidan");

    // The three charts, drawn by the server, each with its table: oldest first, z with two decimals.
    const charts = html.slice(html.indexOf('id="grafik"'), html.indexOf('id="riwayat"'));
    expect(charts).toContain("Grafik Pertumbuhan");
    expect(charts.match(/<svg role="img"/g)).toHaveLength(3);
    const chartZ = (z: number) => `${z < 0 ? "−" : z > 0 ? "+" : ""}${Math.abs(z).toFixed(2).replace(".", ",")}`;
    const tableRows = (caption: string) => {
      const start = charts.indexOf(caption);
      expect(start, caption).toBeGreaterThan(0);
      const table = charts.slice(start, charts.indexOf("</table>", start));
      return [...table.matchAll(/<tr class="border-b border-stone-200">([\s\S]*?)<\/tr>/g)].map((row) =>
        [...row[1]!.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((cell) => cell[1]),
      );
    };
    expect(tableRows("Pengukuran anak: berat badan menurut umur (BB/U)").map((row) => row.slice(2))).toEqual([
      // The first weighing is B and the second, six months on, O: neither is N or T.
      ["7,3", chartZ(expectedHalf["BB/U"]), "B"],
      ["8,9", chartZ(expectedYear["BB/U"]), "O"],
    ]);
    expect(tableRows("Pengukuran anak: panjang badan menurut umur (PB/U)").map((row) => row.slice(2))).toEqual([
      ["65,7", chartZ(expectedHalf["PB/U"])],
      ["74,0", chartZ(expectedYear["PB/U"])],
    ]);
    expect(tableRows("Pengukuran anak: berat badan menurut panjang badan (BB/PB)").map((row) => row.slice(1))).toEqual([
      ["65,7", "7,3", chartZ(expectedHalf["BB/PB"])],
      ["74,0", "8,9", chartZ(expectedYear["BB/PB"])],
    ]);

    // The dashboard counts the child and links the page.
    const dashboard = text(await (await get("/dashboard", member.cookie)).text());
    expect(dashboard).toContain("1 anak tercatat.");
    expect(dashboard).toContain('href="/dashboard/anak"');
    // And the list shows it with its measurements.
    const list = text(await (await get("/dashboard/anak", member.cookie)).text());
    expect(list).toContain(`href="/dashboard/anak/${id}"`);
    expect(list).toContain("2 pengukuran, terakhir");
  });

  it("edits and deletes a measurement, and refuses an unconfirmed delete", async () => {
    const member = await newMember();
    const { id } = await addChild(member.cookie, { sex: "laki", birthDate: daysAgo(200) });
    const measurementId = await addMeasurement(member.cookie, id, {
      measuredOn: daysAgo(20),
      weight: "7,3",
      length: "65,7",
      position: "lying",
    });

    const form = text(await (await get(`/dashboard/anak/${id}?ubah=${measurementId}`, member.cookie)).text());
    expect(form).toContain('name="measurementId"');
    expect(form).toContain('value="7,3"');
    expect(form).toContain('value="65,7"');

    const edited = await postForm(
      `/dashboard/anak/${id}`,
      {
        intent: "edit-measurement",
        measurementId: String(measurementId),
        measuredOn: daysAgo(20),
        weight: "7,6",
        length: "",
        position: "lying",
        head: "43,2",
      },
      member.cookie,
    );
    expect(edited.status, await peek(edited)).toBe(302);
    expect(edited.headers.get("Location")).toBe(`/dashboard/anak/${id}#ukuran-${measurementId}`);
    const row = await db
      .prepare("SELECT weight_kg, length_cm, position, head_cm FROM child_measurements WHERE id = ?")
      .bind(measurementId)
      .first();
    // No length: no position either.
    expect(row).toEqual({ weight_kg: 7.6, length_cm: null, position: null, head_cm: 43.2 });
    const page = text(await (await get(`/dashboard/anak/${id}`, mergeCookies(member.cookie, edited))).text());
    expect(page).toContain("Pengukuran Diperbarui");
    const shown = card(page, measurementId);
    expect(zCell(shown, "BB/U")).toBe(shownZ(round2(handRestrictedZ(7.6, whoRow("weight", 1, 180)))));
    expect(zCell(shown, "LK/U")).toBe(shownZ(round2(handZ(43.2, whoRow("head", 1, 180)))));
    expect(zCell(shown, "PB/U")).toBeUndefined();

    const unconfirmed = await postForm(
      `/dashboard/anak/${id}`,
      { intent: "delete-measurement", measurementId: String(measurementId) },
      member.cookie,
    );
    expect(unconfirmed.status).toBe(302);
    expect(await measurementCount(id)).toBe(1);
    const refusedPage = text(
      await (await get(`/dashboard/anak/${id}`, mergeCookies(member.cookie, unconfirmed))).text(),
    );
    expect(refusedPage).toContain("Gagal Menghapus");
    expect(refusedPage).toContain("Penghapusan belum dikonfirmasi");

    const deleted = await postForm(
      `/dashboard/anak/${id}`,
      { intent: "delete-measurement", measurementId: String(measurementId), confirm: "ya" },
      member.cookie,
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe(`/dashboard/anak/${id}#riwayat`);
    expect(await measurementCount(id)).toBe(0);
    const after = text(await (await get(`/dashboard/anak/${id}`, mergeCookies(member.cookie, deleted))).text());
    expect(after).toContain("Pengukuran Dihapus");
    expect(after).toContain("Riwayat Pengukuran (0)");
  });

  it.each<[string, Record<string, string>, string]>([
    ["a future date", { measuredOn: daysAgo(-3) }, "Tanggal pengukuran tidak boleh di masa depan."],
    [
      "a measurement before birth",
      { measuredOn: daysAgo(400) },
      "Tanggal pengukuran tidak boleh sebelum tanggal lahir.",
    ],
    ["weight 0", { weight: "0" }, "Masukkan berat badan antara"],
    ["300 cm", { length: "300" }, "Masukkan panjang atau tinggi badan antara"],
    ["a length without how it was measured", { position: "" }, "Pilih cara anak diukur"],
    ["no measurement at all", { weight: "", length: "", position: "" }, "Isi paling sedikit satu: berat badan"],
    ["no date", { measuredOn: "" }, "Masukkan tanggal pengukuran yang valid."],
  ])("refuses %s with 400 and its message, keeps what was typed and stores nothing", async (_, change, message) => {
    const member = await newMember();
    const { id } = await addChild(member.cookie);
    const response = await postForm(
      `/dashboard/anak/${id}`,
      {
        intent: "add-measurement",
        measuredOn: today(),
        weight: "8,9",
        length: "74,0",
        position: "lying",
        head: "",
        ...change,
      },
      member.cookie,
    );
    expect(response.status).toBe(400);
    const html = text(await response.text());
    expect(html).toContain(message);
    expect(html).toContain("Gagal Menyimpan");
    if (change.weight === undefined) expect(html).toContain('value="8,9"');
    if (change.length === undefined) expect(html).toContain('value="74,0"');
    expect(await measurementCount(id)).toBe(0);
  });

  it.each<[string, Record<string, string>, string]>([
    ["an empty name", { name: "   " }, "Nama atau panggilan anak wajib diisi"],
    ["a name over 60 characters", { name: "a".repeat(61) }, "maksimal 60 karakter"],
    ["no sex", { sex: "" }, "Pilih jenis kelamin anak."],
    ["a birth date in the future", { birthDate: daysAgo(-3) }, "Tanggal lahir tidak boleh di masa depan."],
    ["a child over 60 months", { birthDate: daysAgo(1900) }, "untuk anak usia 0 sampai 60 bulan"],
    ["a gestational age of 50 weeks", { gestationalWeeks: "50" }, "Usia kehamilan saat lahir dalam minggu"],
  ])("refuses a child with %s, keeping what was typed", async (_, change, message) => {
    const member = await newMember();
    const response = await postForm(
      "/dashboard/anak",
      { name: "Kakak", sex: "laki", birthDate: daysAgo(30), gestationalWeeks: "", consent: "on", ...change },
      member.cookie,
    );
    expect(response.status).toBe(400);
    const html = text(await response.text());
    expect(html).toContain(message);
    if (change.name === undefined) expect(html).toContain('value="Kakak"');
    expect((await childRows(member.id)).results).toEqual([]);
  });

  it("keeps a child only with the parent's consent (UU 27/2022: a child's health data)", async () => {
    const member = await newMember();
    // An unticked box sends nothing.
    const response = await postForm(
      "/dashboard/anak",
      { name: "Kakak", sex: "laki", birthDate: daysAgo(30), gestationalWeeks: "" },
      member.cookie,
    );
    expect(response.status).toBe(400);
    const html = text(await response.text());
    expect(html).toContain("Centang persetujuan ini agar data anak dapat disimpan.");
    expect(html).toContain('value="Kakak"');
    expect((await childRows(member.id)).results).toEqual([]);
    // The form asks for it, and says where the policy is.
    const page = await (await get("/dashboard/anak", member.cookie)).text();
    expect(page).toMatch(/<input(?=[^>]*type="checkbox")(?=[^>]*name="consent")(?=[^>]*required)[^>]*>/);
    expect(page).toContain('href="/kebijakan-privasi"');
  });

  it("edits the child, and refuses a birth date that would leave a measurement before birth", async () => {
    const member = await newMember();
    const { id } = await addChild(member.cookie, { name: "Adik", birthDate: daysAgo(120) });
    await addMeasurement(member.cookie, id, { measuredOn: daysAgo(60), weight: "5,0" });

    const refused = await postForm(
      `/dashboard/anak/${id}`,
      { intent: "edit-child", name: "Adik", sex: "perempuan", birthDate: daysAgo(30), gestationalWeeks: "" },
      member.cookie,
    );
    expect(refused.status).toBe(400);
    expect(text(await refused.text())).toContain("ada pengukuran tersimpan yang tidak dapat dinilai");
    expect((await childRows(member.id)).results[0]).toMatchObject({ name: "Adik", birth_date: daysAgo(120) });

    const edited = await postForm(
      `/dashboard/anak/${id}`,
      {
        intent: "edit-child",
        name: "  Adik Sayang ",
        sex: "perempuan",
        birthDate: daysAgo(110),
        gestationalWeeks: "34",
      },
      member.cookie,
    );
    expect(edited.status, await peek(edited)).toBe(302);
    expect((await childRows(member.id)).results[0]).toEqual({
      id,
      name: "Adik Sayang",
      sex: "perempuan",
      birth_date: daysAgo(110),
      gestational_weeks: 34,
    });
    const page = text(await (await get(`/dashboard/anak/${id}`, mergeCookies(member.cookie, edited))).text());
    expect(page).toContain("Data Anak Diperbarui");
    // Born at 34 weeks, measured at 50 days: corrected age 50 - 42 = 8 days.
    expect(page).toContain("usia koreksi 8 hari");

    // A child with no measurement cannot be moved past the tables' 60 months by a typo either.
    const { id: other } = await addChild(member.cookie, { name: "Kakak", birthDate: daysAgo(400) });
    for (const birthDate of ["0001-01-01", daysAgo(1900)]) {
      const typo = await postForm(
        `/dashboard/anak/${other}`,
        { intent: "edit-child", name: "Kakak", sex: "perempuan", birthDate, gestationalWeeks: "" },
        member.cookie,
      );
      expect(typo.status, birthDate).toBe(400);
      expect(text(await typo.text())).toContain("untuk anak usia 0 sampai 60 bulan");
    }
    const kept = await db.prepare("SELECT birth_date FROM children WHERE id = ?").bind(other).first();
    expect(kept).toEqual({ birth_date: daysAgo(400) });
  });

  it("deletes the child with all of its measurements", async () => {
    const member = await newMember();
    const { id } = await addChild(member.cookie);
    await addMeasurement(member.cookie, id, { measuredOn: daysAgo(5), weight: "8,8" });
    await addMeasurement(member.cookie, id, { measuredOn: daysAgo(40), weight: "8,5" });
    expect(await measurementCount(id)).toBe(2);

    const unconfirmed = await postForm(
      `/dashboard/anak/${id}`,
      { intent: "delete-child", childId: String(id) },
      member.cookie,
    );
    expect(unconfirmed.status).toBe(302);
    expect((await childRows(member.id)).results).toHaveLength(1);

    const response = await postForm(
      `/dashboard/anak/${id}`,
      { intent: "delete-child", childId: String(id), confirm: "ya" },
      member.cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/anak");
    expect((await childRows(member.id)).results).toEqual([]);
    expect(await measurementCount(id)).toBe(0);
    const list = text(await (await get("/dashboard/anak", mergeCookies(member.cookie, response))).text());
    expect(list).toContain("Data Anak Dihapus");
    expect(list).toContain("Belum ada data anak.");
    expect((await get(`/dashboard/anak/${id}`, member.cookie)).status).toBe(404);
  });

  it("keeps at most 20 children per account", async () => {
    const member = await newMember();
    await db.batch(
      Array.from({ length: 20 }, (_, i) =>
        db
          .prepare("INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, ?, 'laki', ?)")
          .bind(member.id, `Anak ${i + 1}`, daysAgo(100)),
      ),
    );
    const response = await postForm(
      "/dashboard/anak",
      { name: "Anak 21", sex: "laki", birthDate: daysAgo(10), gestationalWeeks: "", consent: "on" },
      member.cookie,
    );
    expect(response.status).toBe(409);
    expect(text(await response.text())).toContain("paling banyak 20 anak");
    expect((await childRows(member.id)).results).toHaveLength(20);
  });
});

describe("another member's child", () => {
  it("is a 404 on every page and every form, and nothing changes", async () => {
    const owner = await newMember("Pemilik");
    const other = await newMember("Orang Lain");
    const { id } = await addChild(owner.cookie, { name: "Rahasia" });
    const measurementId = await addMeasurement(owner.cookie, id, { measuredOn: daysAgo(3), weight: "8,7" });
    const { id: otherChild } = await addChild(other.cookie, { name: "Milik Sendiri" });

    const page = await get(`/dashboard/anak/${id}`, other.cookie);
    expect(page.status).toBe(404);
    const html = text(await page.text());
    expect(html).toContain("Data Anak Tidak Ditemukan");
    expect(html).not.toContain("Rahasia");
    // The same answer as for an id nobody has.
    const none = await get("/dashboard/anak/999999999", other.cookie);
    expect(none.status).toBe(404);
    expect(text(await none.text())).toContain("Data Anak Tidak Ditemukan");
    expect(text(await (await get("/dashboard/anak", other.cookie)).text())).not.toContain("Rahasia");

    const posts: Record<string, string>[] = [
      { intent: "add-measurement", measuredOn: today(), weight: "9,0", length: "", position: "", head: "" },
      {
        intent: "edit-measurement",
        measurementId: String(measurementId),
        measuredOn: daysAgo(3),
        weight: "9,9",
        length: "",
        position: "",
        head: "",
      },
      { intent: "delete-measurement", measurementId: String(measurementId), confirm: "ya" },
      { intent: "edit-child", name: "Diubah", sex: "laki", birthDate: daysAgo(300), gestationalWeeks: "" },
      { intent: "delete-child", childId: String(id), confirm: "ya" },
    ];
    const before = await snapshot();
    for (const body of posts) {
      const response = await postForm(`/dashboard/anak/${id}`, body, other.cookie);
      expect(response.status, body.intent).toBe(404);
      expect(text(await response.text()), body.intent).toContain("Data Anak Tidak Ditemukan");
    }
    // The owner's measurement named from the other member's own child's page.
    for (const body of posts.slice(1, 3)) {
      const response = await postForm(`/dashboard/anak/${otherChild}`, body, other.cookie);
      expect(response.status, `${body.intent} via own child`).toBe(404);
      await response.body?.cancel();
    }
    expect(await snapshot()).toEqual(before);
    expect((await childRows(owner.id)).results).toEqual([
      { id, name: "Rahasia", sex: "perempuan", birth_date: daysAgo(365), gestational_weeks: null },
    ]);
    expect(await measurementCount(id)).toBe(1);
  });
});

describe("the children tables", () => {
  const insertChild = (
    userId: string,
    values: { name?: string; sex?: string; birthDate?: string; weeks?: number | null },
  ) =>
    db
      .prepare(
        "INSERT INTO children (user_id, name, sex, birth_date, gestational_weeks) VALUES (?, ?, ?, ?, ?) RETURNING id",
      )
      .bind(userId, values.name ?? "Anak", values.sex ?? "laki", values.birthDate ?? "2025-01-31", values.weeks ?? null)
      .first<{ id: number }>();
  const insertMeasurement = (childId: number, values: Partial<Record<string, number | string>>) =>
    db
      .prepare(
        "INSERT INTO child_measurements (child_id, measured_on, weight_kg, length_cm, position, head_cm, arm_cm, oedema) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(
        childId,
        values.measuredOn ?? "2025-06-01",
        values.weight ?? null,
        values.length ?? null,
        values.position ?? null,
        values.head ?? null,
        values.arm ?? null,
        values.oedema ?? null,
      )
      .run();

  it("refuse what the app would refuse, with the growth check's own limits", async () => {
    const member = await newMember();
    for (const bad of [
      { name: " " },
      { name: "x".repeat(61) },
      { sex: "x" },
      { birthDate: "2025-02-30" },
      { weeks: 50 },
    ]) {
      await expect(insertChild(member.id, bad), JSON.stringify(bad)).rejects.toThrow(/constraint/i);
    }
    const child = await insertChild(member.id, { weeks: 33.5 });
    const { weightKg, lengthCm, headCm, armCm } = MEASUREMENT_LIMITS;
    for (const good of [
      { weight: weightKg.min },
      { weight: weightKg.max },
      { length: lengthCm.min, position: "lying" },
      { length: lengthCm.max, position: "standing" },
      { head: headCm.min },
      { head: headCm.max },
      { weight: 8, arm: armCm.min, oedema: 0 },
      { weight: 8, arm: armCm.max, oedema: 1 },
      // A LiLA alone, or oedema found alone (issue 34).
      { arm: 12 },
      { oedema: 1 },
    ]) {
      await insertMeasurement(child!.id, good);
    }
    for (const bad of [
      {},
      { weight: weightKg.min - 0.01 },
      { weight: weightKg.max + 0.01 },
      { length: lengthCm.min - 0.1, position: "lying" },
      { length: lengthCm.max + 0.1, position: "lying" },
      { head: headCm.min - 0.1 },
      { head: headCm.max + 0.1 },
      { weight: 8, arm: armCm.min - 0.1 },
      { weight: 8, arm: armCm.max + 0.1 },
      { weight: 8, oedema: 2 },
      { oedema: 0 },
      { length: 70 },
      { length: 70, position: "miring" },
      { weight: 8, position: "lying" },
      { weight: 8, measuredOn: "2025-13-01" },
    ]) {
      await expect(insertMeasurement(child!.id, bad), JSON.stringify(bad)).rejects.toThrow(/constraint/i);
    }
  });

  it("go with their account", async () => {
    const member = await newMember();
    const child = await insertChild(member.id, {});
    await insertMeasurement(child!.id, { weight: 8 });
    await db.prepare("DELETE FROM users WHERE id = ?").bind(member.id).run();
    expect((await childRows(member.id)).results).toEqual([]);
    expect(await measurementCount(child!.id)).toBe(0);
  });
});
