import { expect } from "@playwright/test";
import { DEMO, gotoReady, signedIn, test } from "./support";

// The Q&A guidelines editor (issue 13) with the same steps with and without JavaScript: an admin adds a "do", saves, and Ask Us shows it at once. The test takes its own
// item out again afterwards.
test("an admin adds a 'do' to the Q&A guidelines and sees it on /tanya-kami", async ({ page }, testInfo) => {
  const item = `Sebutkan usia kehamilan (${testInfo.project.name}-${Date.now().toString(36)})`;
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoReady(page, "/admin/panduan-tanya-jawab/edit");
  await expect(page.getByRole("heading", { level: 1, name: "Panduan Tanya Jawab" })).toBeVisible();

  const rows = page.getByTestId("dos-row");
  const before = await rows.count();
  await page.getByRole("button", { name: "Tambah anjuran" }).click();
  await expect(rows).toHaveCount(before + 1);
  await page.getByLabel(`Anjuran ${before + 1}`).fill(item);
  await page.getByRole("button", { name: "Simpan Panduan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Panduan Berhasil Disimpan");

  await gotoReady(page, "/tanya-kami");
  await expect(page.getByText(item)).toBeVisible();

  // Clean up: remove the item again.
  await gotoReady(page, "/admin/panduan-tanya-jawab/edit");
  const count = await rows.count();
  await expect(page.getByLabel(`Anjuran ${count}`)).toHaveValue(item);
  await page.getByRole("button", { name: `Hapus anjuran ${count}` }).click();
  await expect(rows).toHaveCount(count - 1);
  await page.getByRole("button", { name: "Simpan Panduan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Panduan Berhasil Disimpan");
  await gotoReady(page, "/tanya-kami");
  await expect(page.getByText(item)).toHaveCount(0);
});
