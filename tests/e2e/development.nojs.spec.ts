import { createAccount, deleteWithConfirm, expect, signedIn, test } from "./support";

// Issue 36: without JavaScript, a visitor answers a list at /perkembangan and reads the result,
// and a member saves a check for a child, sees it as the latest result and in the history, then
// removes it. (What each request does and refuses: tests/integration/development.test.ts.)

/** The same day `months` calendar months ago (Jakarta), the 1st so that no month is too short. */
function firstOfMonthAgo(months: number): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

test("a visitor answers the 3-month list and reads the result, the answers kept", async ({ page }) => {
  await page.goto("/perkembangan");
  await page.getByRole("link", { name: "3 bulan", exact: true }).click();
  const form = page.locator("#cek form");
  // Every skill "Ya" but smiling back (a red flag at 3 months, PrimaKu), and no other skill lost.
  for (const group of await form.locator("fieldset").all()) {
    const legend = await group.locator("legend").innerText();
    const answer = legend.includes("membalas tersenyum") ? "Belum" : legend.startsWith("Apakah anak") ? "Tidak" : "Ya";
    await group.getByLabel(answer, { exact: true }).check();
  }
  await form.getByRole("button", { name: "Lihat Hasil" }).click();
  const result = page.getByTestId("development-result");
  await expect(result).toContainText("Periksakan anak ke bidan atau dokter segera");
  await expect(result).toContainText("Bayi membalas tersenyum ketika diajak bicara/tersenyum");
  await expect(
    page.locator("#soal-3-7").getByLabel("Belum", { exact: true }),
    "the answer given comes back chosen",
  ).toBeChecked();
});

test("a member saves a child's check, sees it on top and in the history, then removes it", async ({ page }) => {
  test.setTimeout(60_000);
  const account = await createAccount("Ibu Perkembangan", "member");
  await signedIn(page, account.email, account.password);
  await page.goto("/dashboard/anak");
  const childForm = page.locator("#tambah-anak form");
  await childForm.getByLabel("Nama atau panggilan anak").fill("Nisa");
  await childForm.getByLabel("Perempuan").check();
  // Born on the 1st seven months ago: 7 months old, the 6-month list is due.
  await childForm.getByLabel("Tanggal lahir", { exact: true }).fill(firstOfMonthAgo(7));
  await childForm.getByLabel(/setuju data kesehatannya/).check();
  await childForm.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page.getByTestId("development-glance")).toContainText("Daftar perkembangan usia 6 bulan belum diisi.");
  await page.getByRole("link", { name: "Cek Perkembangan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Perkembangan Nisa" })).toBeVisible();

  const form = page.locator("#cek form");
  await expect(page.locator("#cek-title")).toHaveText("Daftar usia 6 bulan");
  for (const group of await form.locator("fieldset").all()) {
    const legend = await group.locator("legend").innerText();
    await group.getByLabel(legend.startsWith("Apakah anak") ? "Tidak" : "Ya", { exact: true }).check();
  }
  await form.getByRole("button", { name: "Simpan Cek" }).click();
  await expect(page.getByTestId("toast")).toContainText("Cek Perkembangan Disimpan");
  await expect(page.locator("#hasil")).toContainText("Semua kemampuan di daftar ini sudah terlihat");
  const history = page.locator("#riwayat li");
  await expect(history).toHaveCount(1);
  await expect(history).toContainText("daftar usia 6 bulan");

  await deleteWithConfirm(history.first());
  await expect(page.getByTestId("toast")).toContainText("Cek Perkembangan Dihapus");
  await expect(page.locator("#riwayat")).toContainText("Belum ada cek perkembangan yang disimpan.");
});
