import { URGENCY_LABEL } from "~/domain/danger-signs";
import { describe, expect, it } from "vitest";
import { DEMO, get, keepRow, login, postForm, todayIn } from "./helpers";

// Issue 35, parts 5 and 6: the public page /imunisasi explains the national programme's schedule
// (a table from the same data as a child's card), its sources, what to bring, the usual
// reactions and the danger signs after a vaccination (with /tanda-bahaya), and is linked from the
// growth index and the sitemaps. A reading page: no script file, no D1 read of its own, kept by
// the service worker like the guides; its texts are reviewed like the other tool pages.

/** The HTML without React's text separators, as a reader's text would read. */
const visibleText = (html: string) => html.replaceAll("<!-- -->", "");

async function page() {
  const response = await get("/imunisasi");
  return { response, html: visibleText(await response.text()) };
}

/** The schedule table's rows: the age, then the dose labels of that row. */
function scheduleRows(html: string): [string, string[]][] {
  const table = html.slice(html.indexOf('id="jadwal"'), html.indexOf("</table>", html.indexOf('id="jadwal"')));
  return [...table.matchAll(/<tr[^>]*data-age="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => [
    row[1]!,
    [...row[2]!.matchAll(/<li data-dose="[^"]+"><span class="font-semibold[^"]*">([^<]+)<\/span>/g)].map((m) => m[1]!),
  ]);
}

/** A section of the page by its id, to the end of that section. */
function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) throw new Error(`no section ${id}`);
  return html.slice(start, html.indexOf("</section>", start));
}

describe("/imunisasi", () => {
  it("renders the national schedule as one row per age, with each dose of that age", async () => {
    const { response, html } = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    expect(html).toContain("<title>Jadwal Imunisasi Anak | Bidanku</title>");
    expect(scheduleRows(html)).toEqual([
      ["0-24 jam", ["HB0"]],
      ["1 bulan", ["BCG", "Polio tetes 1"]],
      ["2 bulan", ["DPT-HB-Hib 1", "Polio tetes 2", "PCV 1", "Rotavirus 1"]],
      ["3 bulan", ["DPT-HB-Hib 2", "Polio tetes 3", "PCV 2", "Rotavirus 2"]],
      ["4 bulan", ["DPT-HB-Hib 3", "Polio tetes 4", "IPV 1", "Rotavirus 3"]],
      ["9 bulan", ["MR 1", "IPV 2"]],
      ["10 bulan", ["JE"]],
      ["12 bulan", ["PCV 3 (lanjutan)"]],
      ["18 bulan", ["DPT-HB-Hib lanjutan", "MR lanjutan"]],
    ]);
    const table = section(html, "jadwal");
    expect(table).toContain("Hanya di Bali, Kalimantan Barat dan DI Yogyakarta");
    expect(table).toContain("paling lambat usia 6 bulan 29 hari");
    expect(table).toContain("Hepatitis B");
    expect(table).toContain("Campak-Rubela (MR)");
    // The school doses, by class.
    for (const when of ["Kelas 1 SD (Agustus)", "Kelas 2 SD (November)", "Kelas 5 SD (Agustus)"]) {
      expect(table, when).toContain(when);
    }
  });

  it("says whose schedule it is, where IDAI differs, and that the health worker's schedule is the one to follow", async () => {
    const { html } = await page();
    expect(html).toContain("Program Imunisasi Nasional Kementerian Kesehatan RI (Kemenkes)");
    expect(html).toContain("PCV diberikan pada usia 2, 4, dan 6 bulan dengan booster pada usia 12–15 bulan");
    expect(html).toContain("influenza, varisela (cacar air), hepatitis A, tifoid, dan dengue");
    expect(html).toContain("Ikuti jadwal yang diberikan bidan, dokter, atau petugas puskesmas");
    expect(section(html, "prematur")).toContain("bukan usia koreksi");
    expect(section(html, "terlambat")).toContain("Petugas yang menentukan jadwal imunisasi kejar");
    expect(section(html, "dibawa")).toContain("Buku KIA");
  });

  it("lists the usual reactions apart from the danger signs, each danger sign sending the child to care now, with /tanda-bahaya", async () => {
    const { html } = await page();
    const usual = section(html, "reaksi");
    expect(usual).toContain("Demam ringan, nyeri, kemerahan, atau bengkak di tempat suntikan");
    expect(usual).toContain("bisul kecil");
    const danger = section(html, "tanda-bahaya-imunisasi");
    for (const sign of [
      "Demam tinggi",
      "Suhu di atas 39 °C.",
      "Kejang",
      "Sesak napas",
      "Sangat lemas, tidur terus, atau sulit dibangunkan",
      "Tanda reaksi alergi berat",
      "dalam 30 menit setelah imunisasi",
      "Ke IGD terdekat sekarang juga",
      "Setelah rotavirus: sakit perut, muntah terus, atau tinja berdarah",
    ]) {
      expect(danger, sign).toContain(sign);
    }
    // Every sign says to go now, but a fever over 39 °C: today. None to wait.
    const signs = danger.match(/<li class="rounded-lg border/g)!.length;
    expect(signs).toBe(8);
    expect(danger.match(/>Segera ke fasilitas kesehatan<\/p>/g)!.length).toBe(7);
    expect(danger.match(new RegExp(`>${URGENCY_LABEL.today}</p>`, "g"))!.length).toBe(1);
    expect(danger).toContain('href="/tanda-bahaya"');
    expect(danger).toContain('href="tel:119"');
    expect(danger).not.toMatch(/sampai besok|pantau (saja )?di rumah/);
  });

  it("numbers its sources and lists them with the review status, which no one has signed yet", async () => {
    const { html } = await page();
    const references = html.slice(html.indexOf('id="referensi-title"'));
    for (const citation of [
      "Kebijakan Program Imunisasi dan Rencana Introduksi Imunisasi PCV",
      "IM.02.02/C/3052/2023",
      "IM.02.02/C/3290/2023",
      "Jadwal dan Jenis Imunisasi Anak Usia Sekolah dalam BIAS",
      "Sari Pediatri. 2023;25(1):64-74",
      "Immunization of Preterm and Low Birth Weight Infants",
      "Komnas KIPI",
      "Integrated Management of Childhood Illness",
      "Rotavirus vaccine side effects",
    ]) {
      expect(references, citation).toContain(citation);
    }
    expect(references).toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
    expect(html).not.toContain("Ditinjau secara medis oleh");
    // The table's first row cites the first two references (the Kemenkes slides, the puskesmas table).
    expect(html).toMatch(/data-age="0-24 jam"[\s\S]*?<span class="sr-only">Referensi <\/span>\[1, 4\]/);
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    expect(JSON.parse(ld![1]!)).toMatchObject({ "@type": "MedicalWebPage", name: "Jadwal Imunisasi Anak" });
  });

  it("is a reading page: no script file, no D1 read or write of its own, and a hidden 'Simpan untuk offline'", async () => {
    const { response, html } = await page();
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain("modulepreload");
    // The root's footer query only.
    expect(response.headers.get("X-D1-Round-Trips")).toBe("1");
    expect(response.headers.get("X-D1-Writes")).toBe("0");
    const control = html.match(/<div hidden="" data-keep-offline="([^"]+)"[^>]*>([\s\S]*?)<\/div>/);
    expect(control?.[1]).toBe("/imunisasi");
    expect(control?.[2]).toMatch(/<script nonce="[^"]+">[^<]*offline-keep[^<]*<\/script>/);
  });

  it("is linked from the growth index and both sitemaps", async () => {
    expect(await (await get("/tumbuh-kembang")).text()).toMatch(
      /<a[^>]*href="\/imunisasi"[^>]*>Lihat Jadwal Imunisasi/,
    );
    expect(await (await get("/sitemap")).text()).toMatch(/<a[^>]*href="\/imunisasi"[^>]*>Jadwal Imunisasi<\/a>/);
    expect(await (await get("/sitemap.xml")).text()).toContain("/imunisasi</loc>");
  });
});

describe("/imunisasi's medical review", () => {
  keepRow("site_settings", "id", 1);

  it("is named by the super_admin at /admin/tinjauan-medis/imunisasi and then shown on the page", async () => {
    const today = todayIn("Asia/Jakarta");
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const editor = visibleText(await (await get("/admin/tinjauan-medis/imunisasi", cookie)).text());
    expect(editor).toContain("Jadwal Imunisasi");
    expect(editor).toContain("Sari Pediatri. 2023;25(1):64-74");
    const saved = await postForm(
      "/admin/tinjauan-medis/imunisasi",
      { reviewerName: "Bd. Nur Aisyah", reviewerCredential: "S.Keb", reviewedAt: today },
      cookie,
    );
    expect(saved.status).toBe(302);
    const { html } = await page();
    expect(html).toMatch(/Ditinjau secara medis oleh <span[^>]*>Bd\. Nur Aisyah, S\.Keb<\/span>/);
    expect(html).toContain(`"lastReviewed":"${today}"`);
    expect(html).not.toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
  });
});
