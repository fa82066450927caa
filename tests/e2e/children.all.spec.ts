import { readFile } from "node:fs/promises";
import { parseCsv } from "../../app/domain/csv.test-support";
import { createAccount, deleteWithConfirm, expect, gotoReady, horizontalOverflow, signedIn, test } from "./support";

// Issue 16, parts 3 and 4: a member keeps a child's measurements on /dashboard/anak and sees
// them on WHO's growth charts, with JavaScript on and off and on a 360 px phone; the charts print.

/** A date `days` before today in Jakarta, as YYYY-MM-DD. */
const daysAgo = (days: number) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
};

test("a member adds a child and two measurements, sees the charts, corrects one, downloads them, edits the child, deletes a measurement and then the child", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const withJs = testInfo.project.use.javaScriptEnabled !== false;
  const account = await createAccount("Ibu Sari", "member");
  await signedIn(page, account.email, account.password);

  await gotoReady(page, "/dashboard");
  await page.getByRole("link", { name: "Tambah Anak" }).click();
  await expect(page).toHaveURL(/\/dashboard\/anak$/);
  await expect(page.getByText("Belum ada data anak.")).toBeVisible();
  await gotoReady(page, "/dashboard/anak");
  const childForm = page.locator("#tambah-anak form");
  await childForm.getByLabel("Nama atau panggilan anak").fill("Bima");
  await childForm.getByLabel("Laki-laki").check();
  await childForm.getByLabel("Tanggal lahir", { exact: true }).fill(daysAgo(300));
  // Nothing is kept without the parent's consent: the browser holds the form back (the server
  // refuses it too: tests/integration/children.test.ts).
  const consent = childForm.getByLabel(/setuju data kesehatannya/);
  await childForm.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/anak$/);
  expect(await consent.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true);
  await expect(childForm.getByLabel("Nama atau panggilan anak")).toHaveValue("Bima");
  await consent.check();
  await childForm.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/anak\/\d+#tambah-ukuran$/);
  await expect(page.getByTestId("toast")).toContainText("Data Anak Disimpan");
  await expect(page.getByRole("heading", { level: 1, name: "Bima" })).toBeVisible();
  // No measurement yet: no chart.
  await expect(page.getByRole("heading", { name: "Grafik Pertumbuhan" })).toHaveCount(0);
  const childUrl = page.url().replace(/#.*$/, "");

  // Two measurements from the posyandu: 100 days old, and today (the date the form offers).
  const add = async (date: string | null, weight: string, length: string, arm = "") => {
    await gotoReady(page, childUrl);
    const form = page.locator("#tambah-ukuran form");
    if (date) await form.getByLabel("Tanggal pengukuran").fill(date);
    await form.getByLabel("Berat badan (kg)").fill(weight);
    await form.getByLabel("Panjang atau tinggi badan (cm)").fill(length);
    await form.getByLabel("Berbaring (panjang badan)").check();
    if (arm) {
      await form.getByLabel("Lingkar lengan atas / LiLA (cm, tidak wajib)").fill(arm);
      await form.getByLabel("Tidak ada bengkak yang membekas").check();
    }
    await form.getByRole("button", { name: "Simpan Pengukuran" }).click();
    await expect(page.getByTestId("toast")).toContainText("Pengukuran Disimpan");
  };
  await add(daysAgo(200), "6,2", "62,0");
  await expect(page.locator("#tambah-ukuran form").getByLabel("Tanggal pengukuran")).toHaveValue(daysAgo(0));
  await add(null, "8,6", "70,5", "14,0");
  await expect(page.getByTestId("measurement")).toHaveCount(2);
  // The LiLA and the oedema answer are kept and shown (issue 34).
  await expect(page.getByTestId("measurement").first()).toContainText("LiLA 14,0 cm · Bengkak di kedua kaki: tidak");

  // The charts: WHO's lines for boys, the child's two points joined, and the same numbers as a table.
  const charts = page.getByRole("region", { name: "Grafik Pertumbuhan" });
  const weightChart = charts.getByRole("img", { name: /^Berat badan menurut umur \(BB\/U\), anak laki-laki/ });
  await expect(weightChart).toBeVisible();
  await expect(weightChart.locator("circle")).toHaveCount(2);
  await expect(charts.getByRole("img")).toHaveCount(3);
  const weightTable = charts.getByRole("table", { name: "Pengukuran anak: berat badan menurut umur (BB/U)" });
  await expect(weightTable.locator("tbody tr")).toHaveCount(2);
  await expect(weightTable.locator("tbody tr").first()).toContainText("6,2");
  await expect(weightTable.locator("tbody tr").last()).toContainText("8,6");
  await expect(
    charts.getByRole("table", { name: "Pengukuran anak: berat badan menurut panjang badan (BB/PB)" }),
  ).toContainText("70,5");
  // The print button needs the script; without it the page says to use the browser's menu.
  if (withJs) await expect(charts.getByRole("button", { name: "Cetak Grafik" })).toBeVisible();
  else await expect(charts.getByRole("button", { name: "Cetak Grafik" })).toBeHidden();
  expect(await horizontalOverflow(page)).toBe(0);

  // On paper: the child's name and the charts, without the site's header, footer or forms.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: "Bima" })).toBeVisible();
  await expect(weightChart).toBeVisible();
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("#tambah-ukuran")).toBeHidden();
  await expect(page.locator("#riwayat")).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The older weight was 6,3: correct it.
  const older = page.getByTestId("measurement").last();
  await older.getByRole("link", { name: /^Ubah/ }).click();
  await expect(page).toHaveURL(/\?ubah=\d+#ukuran-\d+$/);
  if (withJs) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const edit = page.locator("#ubah-ukuran-form");
  await expect(edit.getByLabel("Berat badan (kg)")).toHaveValue("6,2");
  await edit.getByLabel("Berat badan (kg)").fill("6,3");
  await edit.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pengukuran Diperbarui");
  await expect(weightTable.locator("tbody tr").first()).toContainText("6,3");

  // All the measurements as a spreadsheet file, the corrected weight included (a plain link: no script needed).
  await gotoReady(page, "/dashboard/anak");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Unduh Semua Pengukuran (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bidanku-pengukuran-anak-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv((await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, ""));
  const column = (name: string) => header!.indexOf(name);
  expect(
    rows.map((row) => [row[column("Nama anak")], row[column("Tanggal ukur")], row[column("Berat badan (kg)")]]),
  ).toEqual([
    ["Bima", daysAgo(200), "6.3"],
    ["Bima", daysAgo(0), "8.6"],
  ]);

  // The child's name corrected, and the newer measurement deleted (the older one stays).
  await gotoReady(page, childUrl);
  await page.getByRole("link", { name: "Ubah Data Anak" }).click();
  await expect(page).toHaveURL(/\?ubah=anak#data-anak$/);
  if (withJs) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const childEdit = page.locator("#data-anak form").first();
  await childEdit.getByLabel("Nama atau panggilan anak").fill("Bima Sakti");
  await childEdit.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Data Anak Diperbarui");
  await expect(page.getByRole("heading", { level: 1, name: "Bima Sakti" })).toBeVisible();
  await deleteWithConfirm(page.getByTestId("measurement").first());
  await expect(page.getByTestId("toast")).toContainText("Pengukuran Dihapus");
  await expect(page.getByTestId("measurement")).toHaveCount(1);
  await expect(page.getByTestId("measurement")).toContainText("6,3");

  // Deleting the child takes its measurements with it.
  await gotoReady(page, childUrl);
  await deleteWithConfirm(page.locator("#data-anak"));
  await expect(page).toHaveURL(/\/dashboard\/anak$/);
  await expect(page.getByTestId("toast")).toContainText("Data Anak Dihapus");
  await expect(page.getByText("Belum ada data anak.")).toBeVisible();
});
