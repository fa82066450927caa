import { expect, test } from "./support";

const AGE_GROUPS = ["0-3 Bulan", "4-6 Bulan", "7-12 Bulan", "1-2 Tahun", "2-3 Tahun", "3-5 Tahun"];

test("walk from the growth index to every guide and back, without JavaScript", async ({ page }) => {
  await page.goto("/tumbuh-kembang");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panduan Tumbuh Kembang Anak");
  const cards = page.getByRole("region", { name: "Pilih Kelompok Usia" }).getByRole("heading", { level: 3 });
  await expect(cards).toHaveText(AGE_GROUPS);

  for (const title of AGE_GROUPS) {
    await page.getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/tumbuh-kembang\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { level: 2, name: "Milestone Perkembangan" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Standar WHO" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Tips Stimulasi" })).toBeVisible();
    await expect(page.getByText("Disclaimer:")).toBeVisible();
    await page.getByRole("link", { name: "← Kembali ke Tumbuh Kembang" }).first().click();
    await expect(page).toHaveURL(/\/tumbuh-kembang$/);
  }
});

test("an unknown age group says 'Data tidak ditemukan' and links back", async ({ page }) => {
  const response = await page.goto("/tumbuh-kembang/tidak-ada");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data tidak ditemukan");
  await page.getByRole("link", { name: "Kembali ke Tumbuh Kembang" }).click();
  await expect(page).toHaveURL(/\/tumbuh-kembang$/);
});
