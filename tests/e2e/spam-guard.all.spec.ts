import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support";

// The spam guard's pieces on /__test/guard (a test-only page that uses them as a public form
// will): the honeypot nobody can see or reach, and the 429 page. Runs with and without
// JavaScript and on the phone.

test("the honeypot is out of sight, out of the tab order and out of the accessibility tree", async ({ page }) => {
  await page.goto("/__test/guard");
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

test("the honeypot page meets WCAG 2.1 AA", async ({ page }, testInfo) => {
  // axe runs as a script in the page, which the no-JavaScript project forbids.
  test.skip(testInfo.project.name === "nojs", "axe needs JavaScript");
  await page.goto("/__test/guard");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("the third post in the window gets the 'Terlalu Banyak Percobaan' page and a way back", async ({ page }) => {
  await page.goto("/__test/guard");
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
