import { expect, test } from "./support";

test("home, list and article fit a 360 px phone and images keep their space", async ({ page }) => {
  for (const path of ["/", "/artikel", "/artikel/9"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    const unsized = await page.locator("main img:not([width]), main img:not([height])").count();
    expect(unsized, path).toBe(0);
  }
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Artikel Pilihan" })).toBeVisible();
  await expect(
    page.locator("#pilihan-title ~ div article, section[aria-labelledby=pilihan-title] article"),
  ).toHaveCount(3);
});
