import { expect } from "@playwright/test";
import { DEMO, gotoReady, signedIn, test } from "./support";

// The form recipe's list field (issue 11): rows are added and removed with submit buttons, so
// it works without JavaScript (each press posts and the form comes back with every value), and
// so it does with JavaScript (decision 042). Enter in a field saves, never adds or removes.
test("a list field adds and removes rows, keeps what was typed, and Enter saves", async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoReady(page, "/__test/form");

  const rows = page.getByTestId("faq-row");
  const before = await rows.count();
  await rows.first().getByLabel("Pertanyaan 1").fill(`Dihapus ${tag}?`);

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByRole("button", { name: "Tambah pertanyaan" }).click();
  await expect(rows).toHaveCount(before + 1);
  // The page comes back at the new row, not at its top.
  await expect(page).toHaveURL(/#daftar-faq-akhir$/);
  await expect(page.getByLabel(`Pertanyaan ${before + 1}`)).toBeInViewport();
  await expect(page.getByLabel("Pertanyaan 1")).toHaveValue(`Dihapus ${tag}?`);
  const last = before + 1;
  await page.getByLabel(`Pertanyaan ${last}`).fill(`Tetap ${tag}?`);
  await page.getByLabel(`Jawaban ${last}`).fill("Jawaban yang disimpan.");

  await page.getByRole("button", { name: "Hapus pertanyaan 1" }).click();
  await expect(rows).toHaveCount(before);
  await expect(page.getByLabel(`Pertanyaan ${before}`)).toHaveValue(`Tetap ${tag}?`);
  await expect(page.locator("form").getByText(`Dihapus ${tag}?`)).toHaveCount(0);
  // Each press was a post, with JavaScript too: the page runs no framework (decision 042).
  expect(posts.length).toBeGreaterThan(0);

  await page.getByLabel(`Pertanyaan ${before}`).press("Enter");
  await expect(page.getByTestId("toast")).toContainText("FAQ Tersimpan");
});
