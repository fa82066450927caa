import { expect, gotoHydrated, test } from "./support";

// Issue 10.9: on a slow network a client navigation left the old page unchanged for seconds.
test("a slow navigation shows a progress bar and the spec's loading text until the page arrives", async ({ page }) => {
  await gotoHydrated(page, "/");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/artikel\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Navigasi utama" }).getByRole("link", { name: "Artikel" }).click();
  const progress = page.getByTestId("navigation-progress");
  await expect(progress.getByRole("progressbar", { name: "Memuat artikel..." })).toBeVisible();
  await expect(progress.getByRole("status")).toHaveText("Memuat artikel...");
  await expect(progress.getByRole("status")).toBeVisible();
  // The old page is still there, and the bar says it is being replaced.
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/artikel$/);
  await expect(page.getByRole("heading", { level: 1, name: "Artikel" })).toBeVisible();
  await expect(progress).toHaveCount(0);
});
