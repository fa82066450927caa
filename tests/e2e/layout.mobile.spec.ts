import { expect, test } from "@playwright/test";
import { horizontalOverflow, resultAddress } from "./support";

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

test("at 320 px WHO's tables scroll inside their own box, which a keyboard can reach and which is named", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/tumbuh-kembang/7-12-bulan");
  expect(await horizontalOverflow(page)).toBe(0);
  const boxes = page.locator("[data-table-scroll]");
  await expect(boxes).toHaveCount(6);
  const scrolling = await boxes.evaluateAll((all) =>
    all
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => ({ tabIndex: (box as HTMLElement).tabIndex, name: box.getAttribute("aria-label") })),
  );
  // The weight tables (five columns) do not fit: they scroll, the others need not.
  expect(scrolling.length).toBeGreaterThan(0);
  for (const box of scrolling)
    expect(box).toMatchObject({ tabIndex: 0, name: expect.stringMatching(/^(Laki-laki|Perempuan): /) });
  await expect(page.getByRole("region", { name: "Laki-laki: Berat badan menurut umur (kg)" })).toBeVisible();
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
