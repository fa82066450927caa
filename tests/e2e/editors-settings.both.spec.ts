import { expect } from "@playwright/test";
import { DEMO, gotoReady, horizontalOverflow, signedIn, test } from "./support";

// The hero editor (issue 13) with and without JavaScript: an admin changes the
// title, gets the toast, and the home page shows the new title at once. The title is put back
// afterwards, so other journeys see the seeded hero.

test("an admin edits the hero title and sees it on the home page", async ({ page }, testInfo) => {
  const title = `Hero ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoReady(page, "/admin/hero");
  await expect(page.getByRole("heading", { level: 1, name: "Hero Beranda" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);

  const field = page.getByLabel("Judul", { exact: true });
  const original = await field.inputValue();
  await field.fill(title);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pengaturan Hero Berhasil Disimpan");
  await expect(page.getByLabel("Judul", { exact: true })).toHaveValue(title);

  await gotoReady(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await gotoReady(page, "/admin/hero");
  await page.getByLabel("Judul", { exact: true }).fill(original);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pengaturan Hero Berhasil Disimpan");
});
