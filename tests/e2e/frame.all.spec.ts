import { expect, test } from "@playwright/test";

test("home shows the seeded hero, the frame and the disclaimer", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bidanku");
  // The seeded subtitle differs from the default, so this proves the page read D1.
  await expect(page.getByText("Teman terpercaya ibu, dari kehamilan hingga si kecil tumbuh besar")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page).toHaveTitle(/Bidanku/);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("info@bidanku.id")).toBeVisible();
  await expect(footer.getByText(/tidak menggantikan konsultasi medis profesional/)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getUTCFullYear()} Bidanku`)).toBeVisible();
  await expect(footer.getByRole("link", { name: "Kebijakan Privasi" })).toHaveAttribute("href", "/kebijakan-privasi");
});

test("an unknown address answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/tidak-ada");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeVisible();
  await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bidanku");
});

test("the search box sends the query to the article list in the URL", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) await page.locator("summary").filter({ hasText: "Menu" }).click();
  const search = page.getByRole("searchbox", { name: "Cari artikel" }).locator("visible=true").first();
  await search.fill("asi eksklusif");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/artikel\?q=asi\+eksklusif$/);
});
