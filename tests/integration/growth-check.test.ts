import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { handRestrictedZ, handZ, lengthKey, round2, whoRow } from "~/domain/who/by-hand.test-support";
import { get, postForm } from "./helpers";

// Issue 16: /tumbuh-kembang/cek for a visitor. Expected z-scores are worked out here from the rows
// of WHO's own tables (../shared/who-growth-standards) with the LMS formula written out, never by
// the app's code.

/** Today's date in Jakarta, and a date `days` before it, as YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** "−1,23" / "+0,5" / "0" as the page writes a z-score. */
const shownZ = (z: number) =>
  `${z < 0 ? "−" : z > 0 ? "+" : ""}${new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 }).format(Math.abs(z))}`;

/** The page as shown: without React's text marks and the <template>s its offline script fills. */
const text = (html: string) => html.replaceAll("<!-- -->", "").replace(/<template\b[\s\S]*?<\/template>/g, "");

const tableCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").first<{ n: number }>())!.n;

describe("Cek Pertumbuhan for a visitor", () => {
  it("shows the form, its unreviewed status and its sources", async () => {
    const response = await get("/tumbuh-kembang/cek");
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toContain("Cek Pertumbuhan Anak");
    for (const name of ["sex", "birthDate", "measuredOn", "weight", "length", "position", "head", "gestationalWeeks"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
    expect(html).toContain("WHO Child Growth Standards");
    expect(html).toContain("Nomor 2 Tahun 2020");
  });

  it("scores a girl of 365 days on every indicator, as WHO's tables give it", async () => {
    const birthDate = daysAgo(365);
    const response = await postForm("/tumbuh-kembang/cek", {
      sex: "perempuan",
      birthDate,
      measuredOn: today(),
      weight: "8,9",
      length: "74,0",
      position: "lying",
      head: "45,0",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    expect(response.headers.get("Cache-Control")).toContain("private");
    const html = text(await response.text());
    expect(html).toContain("Hasil Cek Pertumbuhan");

    const weight = round2(handRestrictedZ(8.9, whoRow("weight", 2, 365)));
    const length = round2(handZ(74, whoRow("length", 2, 365)));
    const forLength = round2(handRestrictedZ(8.9, whoRow("wfl", 2, lengthKey(740))));
    const bmi = round2(handRestrictedZ(8.9 / 0.74 ** 2, whoRow("bmi", 2, 365)));
    const head = round2(handZ(45, whoRow("head", 2, 365)));
    for (const [abbreviation, z] of [
      ["BB/U", weight],
      ["PB/U", length],
      ["BB/PB", forLength],
      ["IMT/U", bmi],
      ["LK/U", head],
    ] as const) {
      const card = html.match(new RegExp(`${abbreviation.replace("/", "\\/")}: [^<]*</h3>[\\s\\S]*?</li>`))?.[0];
      expect(card, abbreviation).toBeTruthy();
      expect(card, abbreviation).toContain(
        `z-score <span class="font-semibold text-stone-900" data-slot="z">${shownZ(z)}</span>`,
      );
    }
    // All of these are within ±1 SD: the normal category of each.
    expect(html).toContain("Berat badan normal");
    expect(html).toContain("Gizi baik (normal)");
  });

  it("says 'gizi buruk' with care today, and links the danger signs", async () => {
    // A boy of 200 days, 70 cm lying, 6.2 kg: below -3 SD weight-for-length, not so far below
    // that WHO Anthro would flag it as implausible (-5).
    const response = await postForm("/tumbuh-kembang/cek", {
      sex: "laki",
      birthDate: daysAgo(200),
      weight: "6,2",
      length: "70,0",
      position: "lying",
    });
    const html = text(await response.text());
    const forLength = round2(handRestrictedZ(6.2, whoRow("wfl", 1, lengthKey(700))));
    expect(forLength).toBeLessThan(-3);
    expect(forLength).toBeGreaterThan(-5);
    expect(html).toContain(shownZ(forLength));
    expect(html).toContain("Gizi buruk (severely wasted)");
    expect(html).toContain("hari ini");
    expect(html).toContain('href="/tanda-bahaya"');
  });

  it("uses the corrected age of a preterm baby and says which age it used", async () => {
    const response = await postForm("/tumbuh-kembang/cek", {
      sex: "perempuan",
      birthDate: daysAgo(120),
      weight: "5,0",
      length: "58,0",
      position: "lying",
      gestationalWeeks: "32",
    });
    const html = text(await response.text());
    expect(html).toContain("Usia koreksi");
    // 120 days, less (40 - 32) x 7 = 56 days: read at day 64.
    expect(html).toContain(shownZ(round2(handRestrictedZ(5, whoRow("weight", 2, 64)))));
  });

  it.each<[string, Record<string, string>, string]>([
    ["a future measurement", { measuredOn: daysAgo(-3) }, "Tanggal pengukuran tidak boleh di masa depan."],
    [
      "a measurement before birth",
      { measuredOn: daysAgo(400) },
      "Tanggal pengukuran tidak boleh sebelum tanggal lahir.",
    ],
    ["a child over 60 months", { birthDate: daysAgo(1900) }, "Cek ini untuk anak usia 0 sampai 60 bulan"],
    ["weight 0", { weight: "0" }, "Masukkan berat badan antara"],
    ["300 cm", { length: "300" }, "Masukkan panjang atau tinggi badan antara"],
    ["no sex", { sex: "" }, "Pilih jenis kelamin anak."],
  ])("refuses %s with a clear message and keeps what was typed", async (_, change, message) => {
    const before = await tableCount();
    const response = await postForm("/tumbuh-kembang/cek", {
      sex: "laki",
      birthDate: daysAgo(365),
      measuredOn: today(),
      weight: "9,6",
      length: "75,5",
      position: "lying",
      ...change,
    });
    expect(response.status).toBe(400);
    const html = text(await response.text());
    expect(html).toContain(message);
    expect(html).not.toContain("Hasil Cek Pertumbuhan");
    expect(html).toContain(`value="${change.weight ?? "9,6"}"`);
    expect(html).toContain(`value="${change.length ?? "75,5"}"`);
    expect(await tableCount()).toBe(before);
  });

  it("answers odd bodies with 400, never 500", async () => {
    for (const body of [
      {} as Record<string, string>,
      { sex: "laki", birthDate: "x".repeat(5000) },
      { sex: "__proto__", birthDate: "2025-02-30", weight: "1e308", length: "NaN", position: "miring" },
    ]) {
      const response = await postForm("/tumbuh-kembang/cek", body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});
