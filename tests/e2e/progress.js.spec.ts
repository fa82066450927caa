import { expect, gotoHydrated, test } from "./support";

// Issue 10.9: on a slow network a client navigation left the old page unchanged for seconds.
// Between pages that hydrate (a reading page is loaded as a document, decision 039, and gets the
// browser's own indicator).
test("a slow navigation shows a progress bar and the spec's loading text until the page arrives", async ({ page }) => {
  await gotoHydrated(page, "/kalkulator");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/tanya-kami\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Navigasi utama" }).getByRole("link", { name: "Tanya Kami" }).click();
  const progress = page.getByTestId("navigation-progress");
  await expect(progress.getByRole("progressbar", { name: "Memuat halaman..." })).toBeVisible();
  await expect(progress.getByRole("status")).toHaveText("Memuat halaman...");
  await expect(progress.getByRole("status")).toBeVisible();
  // The old page is still there, and the bar says it is being replaced.
  await expect(page).toHaveURL(/\/kalkulator$/);
  release();
  await expect(page).toHaveURL(/\/tanya-kami$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(progress).toHaveCount(0);
});
