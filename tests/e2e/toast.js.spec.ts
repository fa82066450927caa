import { expect, test } from "@playwright/test";

async function showToast(page: import("@playwright/test").Page, variant = "default") {
  await page.goto("/__test/toast");
  await page.locator("select[name=variant]").selectOption(variant);
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page).toHaveURL(/\/kontak$/);
  // Wait for hydration: the close button only exists once JavaScript runs.
  await expect(page.getByRole("button", { name: "Tutup notifikasi" })).toBeVisible();
}

test("a toast dismisses itself after 5 seconds", async ({ page }) => {
  await showToast(page);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Tes Berhasil");
  await page.waitForTimeout(3500);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 4000 });
});

test("F8 focuses the notification region and the close button dismisses", async ({ page }) => {
  await showToast(page, "destructive");
  await expect(page.getByTestId("toast")).toHaveAttribute("data-variant", "destructive");
  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: "Notifikasi (F8)" })).toBeFocused();
  await page.getByRole("button", { name: "Tutup notifikasi" }).click();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("swiping right dismisses the toast, a short swipe does not", async ({ page }) => {
  await showToast(page);
  const toast = page.getByTestId("toast");
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, y, { steps: 4 });
  await page.mouse.up();
  await expect(toast).toBeVisible();

  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, y, { steps: 8 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});
