import { expect, gotoReady, test } from "./support";

// The spam guard's pieces on /__test/guard (a test-only page that uses them as a public form
// will): the honeypot nobody can see or reach, and the 429 page. Runs with and without
// JavaScript. The trap's accessibility is checked by axe on /register and
// /lupa-password, which carry it (accessibility.js.spec.ts).

test("the honeypot is out of sight, out of the tab order and out of the accessibility tree", async ({ page }) => {
  await gotoReady(page, "/__test/guard");
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveCount(1);
  // Not in the accessibility tree: no textbox by its label.
  await expect(page.getByRole("textbox", { name: /Jangan isi/ })).toHaveCount(0);
  // Off-screen, left of the page.
  const box = await trap.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(0);
  // Tab goes from the last real field straight to the button.
  await page.getByRole("textbox", { name: "Nama" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Kirim" })).toBeFocused();
});

test("the third post in the window gets the 'Terlalu Banyak Percobaan' page and a way back", async ({ page }) => {
  await gotoReady(page, "/__test/guard");
  for (let i = 0; i < 2; i++) {
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByText("Tes Terkirim")).toBeVisible();
  }
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terlalu Banyak Percobaan" })).toBeVisible();
  await expect(page.getByText("Terlalu banyak percobaan. Silakan coba lagi dalam 10 menit.")).toBeVisible();
  await expect(page).toHaveTitle("Terlalu Banyak Percobaan | Bidanku");
  await page.getByRole("link", { name: "Kembali ke Formulir" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tes penjaga spam" })).toBeVisible();
});
