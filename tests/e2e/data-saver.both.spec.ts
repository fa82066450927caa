import { expect, gotoHydrated, test } from "./support";

// Issue 17 (decision 047): "Hemat data" from the footer, a plain form, with JavaScript on and
// off: no pictures but the article's own, until it is switched off again.

test("a reader switches Hemat data on in the footer, reads without pictures but the article's own, and switches it off", async ({
  page,
}) => {
  await gotoHydrated(page, "/artikel");
  const pictures = page.locator("main img");
  expect(await pictures.count()).toBeGreaterThan(0);
  const footer = page.locator("footer");
  await expect(footer).toContainText("Hemat data (gambar tidak dimuat): mati");

  await footer.getByRole("button", { name: "Nyalakan hemat data" }).click();
  await expect(page).toHaveURL(/\/artikel$/);
  await expect(page.getByTestId("toast")).toContainText("Hemat Data Dinyalakan");
  await expect(page.locator("footer")).toContainText("Hemat data (gambar tidak dimuat): menyala");
  await expect(page.locator("main img")).toHaveCount(0);
  // The cards are still there, with their titles and links.
  await expect(page.locator("main article").first()).toBeVisible();

  const link = page.locator('main article a[href^="/artikel/"]').first();
  const path = (await link.getAttribute("href"))!;
  await page.goto(path);
  // The article's own picture only; related articles come without theirs.
  await expect(page.locator("main img")).toHaveCount(1);
  await expect(page.locator("main img").first()).toHaveAttribute(
    "alt",
    await page.getByRole("heading", { level: 1 }).innerText(),
  );

  await page.locator("footer").getByRole("button", { name: "Matikan hemat data" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId("toast")).toContainText("Hemat Data Dimatikan");
  await expect(page.locator("footer")).toContainText("Hemat data (gambar tidak dimuat): mati");
  await page.goto("/artikel");
  expect(await page.locator("main img").count()).toBeGreaterThan(0);
});
