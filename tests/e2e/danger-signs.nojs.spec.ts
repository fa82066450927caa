import { expect, test } from "./support";

test("the danger-signs page opens from the footer of any page without JavaScript", async ({ page }) => {
  await page.goto("/artikel");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Tanda Bahaya: kapan harus segera ke fasilitas kesehatan" })
    .click();
  await expect(page).toHaveURL(/\/tanda-bahaya$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tanda Bahaya");
  for (const heading of [
    "Tanda Bahaya pada Kehamilan",
    "Tanda Bahaya saat Persalinan",
    "Tanda Bahaya setelah Melahirkan (Ibu Nifas)",
    "Tanda Bahaya pada Bayi Baru Lahir",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Telepon 119" }).first()).toHaveAttribute("href", "tel:119");
  // The jump links work without script.
  await page.getByRole("navigation", { name: "Bagian halaman" }).getByRole("link", { name: "Bayi baru lahir" }).click();
  await expect(page).toHaveURL(/#bayi-baru-lahir$/);
  await expect(page.getByRole("heading", { level: 2, name: "Tanda Bahaya pada Bayi Baru Lahir" })).toBeInViewport();
});

test("calculator results and growth guides link to the danger signs without JavaScript", async ({ page }) => {
  await page.goto("/tumbuh-kembang/0-3-bulan");
  await page
    .getByRole("complementary", { name: "Tanda bahaya" })
    .getByRole("link", { name: "Lihat Tanda Bahaya" })
    .click();
  await expect(page).toHaveURL(/\/tanda-bahaya$/);
  await page.goto("/kalkulator?tinggi=160&berat=55");
  await page.locator("#hasil-weight_gain").getByRole("link", { name: "Lihat Tanda Bahaya" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tanda Bahaya");
});
