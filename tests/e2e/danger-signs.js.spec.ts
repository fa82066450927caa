import { expect, gotoHydrated, test } from "./support";

test("the danger-signs page opens from the footer of a hydrated page and loads no script itself", async ({ page }) => {
  await gotoHydrated(page, "/artikel/1");
  // From the bottom of a long page, the danger signs open at their top, call button in view.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Tanda Bahaya: kapan harus segera ke fasilitas kesehatan" })
    .click();
  await expect(page).toHaveURL(/\/tanda-bahaya$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tanda Bahaya");
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(page.getByRole("link", { name: "Telepon 119" }).first()).toBeInViewport();
  await expect(page.getByRole("heading", { level: 2, name: "Tanda Bahaya pada Bayi Baru Lahir" })).toBeVisible();
  // Back to the app: client navigation still works after visiting the script-free page.
  await page.getByRole("banner").getByRole("link", { name: "Artikel", exact: true }).first().click();
  await expect(page).toHaveURL(/\/artikel$/);

  // Opened directly, the page runs no JavaScript at all.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/tanda-bahaya");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tanda Bahaya");
  expect(scripts).toEqual([]);
  // Its inline lines are its structured data and the offline layer's registration (decision 047).
  expect(
    await page.evaluate(() =>
      [...document.scripts].every(
        (script) => script.type === "application/ld+json" || (!script.src && script.text.includes("/sw.js")),
      ),
    ),
  ).toBe(true);
});
