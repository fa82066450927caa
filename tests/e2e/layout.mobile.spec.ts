import { expect, test } from "@playwright/test";
import { resultAddress } from "./support";

test("nothing overflows horizontally at 360 px", async ({ page }) => {
  for (const path of [
    "/",
    "/tidak-ada",
    resultAddress(),
    "/tanda-bahaya",
    "/tumbuh-kembang/7-12-bulan",
    "/tumbuh-kembang/3-5-tahun",
    "/artikel/1",
    "/login",
    "/register",
    "/lupa-password",
    "/sitemap",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("the menu toggle shows the seven links and closes after navigating", async ({ page }) => {
  await page.goto("/");
  const mobileNav = page.getByRole("navigation", { name: "Navigasi utama (seluler)" });
  await page.locator("summary").filter({ hasText: "Menu" }).click();
  await expect(mobileNav.getByRole("link")).toHaveText([
    "Beranda",
    "Artikel",
    "Tumbuh Kembang",
    "Kalkulator",
    "Tanya Kami",
    "Tentang Saya",
    "Kontak",
  ]);
  await expect(mobileNav.getByRole("link", { name: "Beranda" })).toHaveAttribute("aria-current", "page");
  await mobileNav.getByRole("link", { name: "Tentang Saya" }).click();
  await expect(page).toHaveURL(/\/tentang-saya$/);
  await expect(mobileNav).toBeHidden();
});
