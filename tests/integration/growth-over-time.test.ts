import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get, newMember, postForm } from "./helpers";
import { tableWrites, VOLATILE_TABLES } from "./hostile-helpers";

// Issue 34 on a real local D1: a child's weighings read as N, T, O and B on the page, the chart and
// the CSV; LiLA and oedema stored, refused with a message on their field, and a severe sign said
// above everything. Expected codes are worked out by hand from the Buku KIA's KBM (2023, p. 54):
// 300 g a month at 8 to 11 months, 200 g from 12.

const db = env.DB;
const text = (html: string) => html.replaceAll("<!-- -->", "");

async function addChild(cookie: string, birthDate: string) {
  const response = await postForm(
    "/dashboard/anak",
    { name: "Sekar", sex: "perempuan", birthDate, gestationalWeeks: "", consent: "on" },
    cookie,
  );
  expect(response.status).toBe(302);
  return Number(/anak\/(\d+)/.exec(response.headers.get("Location")!)![1]);
}

async function addMeasurement(cookie: string, childId: number, fields: Record<string, string>) {
  return postForm(
    `/dashboard/anak/${childId}`,
    { intent: "add-measurement", weight: "", length: "", head: "", arm: "", oedema: "", ...fields },
    cookie,
  );
}

describe("a child's weighings over time", () => {
  it("says B, N, T and 2T on the page, marks N and T on the chart, and writes them in the CSV", async () => {
    const member = await newMember();
    // Born 10 January 2025. Completed calendar months: 10 Oct 2025, 9; 10 Nov, 10; 10 Dec, 11;
    // 10 Jan 2026, 12. KBM 300 g at 9-11 months, 200 g at 12. 8.00 kg: B (first). 8.30: +300 g =
    // KBM, N. 8.40: +100 g < 300, T. 8.50: +100 g < 200, T after T: 2T.
    const id = await addChild(member.cookie, "2025-01-10");
    for (const [measuredOn, weight] of [
      ["2025-10-10", "8,00"],
      ["2025-11-10", "8,30"],
      ["2025-12-10", "8,40"],
      ["2026-01-10", "8,50"],
    ]) {
      expect((await addMeasurement(member.cookie, id, { measuredOn: measuredOn!, weight: weight! })).status).toBe(302);
    }
    const page = text(await (await get(`/dashboard/anak/${id}`, member.cookie)).text());
    const codes = [...page.matchAll(/Naik\/tidak naik: ([^.<]+)\./g)].map((match) => match[1]);
    // Newest first, as the page lists them.
    expect(codes).toEqual(["T (2T)", "T", "N", "B"]);
    expect(page).toContain("Berat badan hanya naik 100 g sejak 10 Desember 2025; seharusnya naik minimal 200 g.");
    expect(page).toContain("Berat badan naik 300 g sejak 10 Oktober 2025; kenaikan minimal untuk usianya 300 g.");
    // The newest is 2T: the attention box sends the child within 1-2 days.
    const attention = page.slice(page.indexOf('id="perhatian-title"'), page.indexOf('id="tambah-ukuran"'));
    expect(attention).toContain("Berat badan tidak naik dua bulan berturut-turut (2T).");
    expect(attention).toContain(
      "seharusnya naik minimal 200 g untuk usia 12 bulan. Bawa anak ke puskesmas dalam 1-2 hari ini",
    );
    // The weight-for-age chart: one N and two T above the points.
    expect(page.match(/data-mark="N"/g)).toHaveLength(1);
    expect(page.match(/data-mark="T"/g)).toHaveLength(2);

    const csv = await (await get("/dashboard/anak/unduh", member.cookie)).text();
    const rows = csv.split("\r\n").filter((row) => row.includes("Sekar"));
    expect(rows).toHaveLength(4);
    // Oldest first in the file: code, gain (g), KBM (g).
    expect(rows.map((row) => /,(B|N|T \(2T\)|T),(\d*),(\d*),/.exec(row)?.slice(1))).toEqual([
      ["B", "", ""],
      ["N", "300", "300"],
      ["T", "100", "300"],
      ["T (2T)", "100", "200"],
    ]);
  });

  it("keeps LiLA and oedema, and puts a severe sign's 'hari ini' above every other result", async () => {
    const member = await newMember();
    const id = await addChild(member.cookie, "2025-01-10");
    const response = await addMeasurement(member.cookie, id, {
      measuredOn: "2025-10-10",
      weight: "8,0",
      arm: "11,2",
      oedema: "ya",
    });
    expect(response.status).toBe(302);
    const stored = await db
      .prepare("SELECT weight_kg, arm_cm, oedema FROM child_measurements WHERE child_id = ?")
      .bind(id)
      .all();
    expect(stored.results).toEqual([{ weight_kg: 8, arm_cm: 11.2, oedema: 1 }]);
    const page = text(await (await get(`/dashboard/anak/${id}`, member.cookie)).text());
    const severe = page.indexOf("Tanda gizi buruk: bawa anak hari ini");
    expect(severe).toBeGreaterThan(page.indexOf('id="perhatian-title"'));
    expect(severe).toBeLessThan(page.indexOf('id="tambah-ukuran"'));
    expect(page).toContain("LiLA kurang dari 11,5 cm.");
    expect(page).toContain("Bengkak yang membekas di kedua punggung kaki (edema).");
    expect(page).toContain("LiLA 11,2 cm · Bengkak di kedua kaki: ada");
    expect(page).toContain('data-indicator="LiLA/U"');
  });

  it("refuses a LiLA out of range or before 6 months and an unknown oedema answer, keeping what was typed", async () => {
    const member = await newMember();
    const id = await addChild(member.cookie, "2025-01-10");
    const before = await tableWrites(VOLATILE_TABLES);
    for (const [fields, message] of [
      [{ measuredOn: "2025-10-10", weight: "8,0", arm: "45" }, "Lingkar lengan atas (LiLA) antara 5 dan 35 cm"],
      // 2025-06-01: 142 days, 4 completed months.
      [{ measuredOn: "2025-06-01", weight: "6,0", arm: "12,5" }, "LiLA dinilai mulai usia 6 bulan"],
      [
        { measuredOn: "2025-10-10", weight: "8,0", oedema: "mungkin" },
        "Pilih hasil pemeriksaan bengkak di kedua kaki.",
      ],
    ] as const) {
      const refused = await addMeasurement(member.cookie, id, fields);
      expect(refused.status).toBe(400);
      const html = text(await refused.text());
      expect(html).toContain(message);
      expect(html).toContain(`value="${fields.weight}"`);
    }
    expect(await tableWrites(VOLATILE_TABLES)).toEqual(before);
  });
});

describe("a LiLA or oedema without the scale", () => {
  it("keeps oedema found alone, with the severe box and no weight-based score", async () => {
    const member = await newMember();
    const id = await addChild(member.cookie, "2025-01-10");
    const response = await addMeasurement(member.cookie, id, { measuredOn: "2025-10-10", oedema: "ya" });
    expect(response.status).toBe(302);
    // A severe sign lands on the attention box, not on the new row.
    expect(response.headers.get("Location")).toBe(`/dashboard/anak/${id}#perhatian`);
    const stored = await db
      .prepare("SELECT weight_kg, arm_cm, oedema FROM child_measurements WHERE child_id = ?")
      .bind(id)
      .all();
    expect(stored.results).toEqual([{ weight_kg: null, arm_cm: null, oedema: 1 }]);
    const page = text(await (await get(`/dashboard/anak/${id}`, member.cookie)).text());
    expect(page).toContain("Tanda gizi buruk: bawa anak hari ini");
  });

  it("does not score weight against the standards with oedema (the weight includes fluid, WHO Anthro)", async () => {
    const member = await newMember();
    const id = await addChild(member.cookie, "2025-01-10");
    await addMeasurement(member.cookie, id, { measuredOn: "2025-10-10", weight: "8,0", oedema: "ya" });
    const page = text(await (await get(`/dashboard/anak/${id}`, member.cookie)).text());
    const row = page.slice(
      page.indexOf('data-indicator="BB/U"'),
      page.indexOf("</tr>", page.indexOf('data-indicator="BB/U"')),
    );
    expect(row).toContain("Tidak dinilai: ada bengkak di kedua kaki");
    // Not drawn either, with a note; and the CSV says why its cells are empty.
    expect(page).toContain("1 pengukuran dengan bengkak di kedua kaki tidak digambar di grafik ini");
    const csv = await (await get("/dashboard/anak/unduh", member.cookie)).text();
    expect(csv).toContain("Berat badan tidak dinilai terhadap standar: ada bengkak di kedua kaki");
    expect(csv).not.toContain("panjang/tinggi badan di luar tabel WHO");
  });

  it("keeps a stored LiLA and oedema when an edit form from before them leaves the fields out", async () => {
    const member = await newMember();
    const id = await addChild(member.cookie, "2025-01-10");
    await addMeasurement(member.cookie, id, { measuredOn: "2025-10-10", weight: "8,0", arm: "13,1", oedema: "tidak" });
    const { measurementId } = (await db
      .prepare("SELECT id AS measurementId FROM child_measurements WHERE child_id = ?")
      .bind(id)
      .first<{ measurementId: number }>())!;
    const edited = await postForm(
      `/dashboard/anak/${id}`,
      {
        intent: "edit-measurement",
        measurementId: String(measurementId),
        measuredOn: "2025-10-10",
        weight: "8,1",
        length: "",
        head: "",
      },
      member.cookie,
    );
    expect(edited.status).toBe(302);
    const row = await db
      .prepare("SELECT weight_kg, arm_cm, oedema FROM child_measurements WHERE id = ?")
      .bind(measurementId)
      .first();
    expect(row).toEqual({ weight_kg: 8.1, arm_cm: 13.1, oedema: 0 });
  });

  it("says a severe sign above the messages of a check refused for another field", async () => {
    const response = await postForm("/tumbuh-kembang/cek", {
      sex: "perempuan",
      birthDate: "2025-01-10",
      measuredOn: "2025-10-10",
      weight: "",
      length: "",
      position: "",
      head: "",
      arm: "",
      oedema: "ya",
      gestationalWeeks: "",
    });
    expect(response.status).toBe(400);
    const html = text(await response.text());
    const form = html.slice(html.indexOf('id="cek-area"'));
    expect(form).toContain("Bengkak yang membekas di kedua punggung kaki (edema).");
    expect(form.indexOf('data-testid="severe-box"')).toBeLessThan(form.indexOf("Periksa kembali isian"));
  });
});

describe("the visitor's growth check with LiLA and oedema", () => {
  it("says the severe box before the first result card, and scores LiLA/U", async () => {
    const response = await postForm("/tumbuh-kembang/cek", {
      sex: "laki",
      birthDate: "2025-01-10",
      measuredOn: "2025-10-10",
      weight: "8,0",
      length: "70,0",
      position: "lying",
      head: "",
      arm: "11,0",
      oedema: "tidak",
      gestationalWeeks: "",
    });
    expect(response.status).toBe(200);
    const html = text(await response.text());
    const severe = html.indexOf('data-testid="severe-box"', html.lastIndexOf('id="hasil-cek-title"'));
    expect(severe).toBeGreaterThan(0);
    expect(severe).toBeLessThan(
      html.indexOf('data-testid="growth-indicator"', html.lastIndexOf('id="hasil-cek-title"')),
    );
    expect(html).toContain("LiLA kurang dari 11,5 cm.");
    expect(html).not.toContain("Bengkak yang membekas di kedua punggung kaki (edema).");
    expect(html).toContain("LiLA/U: Lingkar lengan atas menurut umur");
  });
});
