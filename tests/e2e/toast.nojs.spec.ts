import { expect, test } from "@playwright/test";

test("a toast from a redirect is readable without JavaScript and shows once", async ({ page }) => {
  await page.goto("/__test/toast");
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page).toHaveURL(/\/kontak$/);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Tes Berhasil");
  await expect(toast).toContainText("Pesan ini tampil sekali.");
  await expect(page.getByRole("region", { name: "Notifikasi (F8)" })).toBeAttached();
  // Issue 29.11: the browser focuses it on load (autofocus, no script), so a screen reader reads it.
  await expect(toast).toBeFocused();

  await page.reload();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("the menu opens on a small screen without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const mobileNav = page.getByRole("navigation", { name: "Navigasi utama (seluler)" });
  await expect(mobileNav).toBeHidden();
  await page.locator("summary").filter({ hasText: "Menu" }).click();
  await expect(mobileNav).toBeVisible();
  await mobileNav.getByRole("link", { name: "Kalkulator" }).click();
  await expect(page).toHaveURL(/\/kalkulator$/);
});
