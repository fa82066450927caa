import { expect } from "@playwright/test";
import { DEMO, deleteWithConfirm, gotoReady, horizontalOverflow, signedIn, test } from "./support";

// The article journey of issue 13, with JavaScript (rich-text editor, tag chips), without it
// (plain textarea of HTML, comma-separated tags): an admin writes an article with
// an image, previews it, publishes it, finds it on /artikel and its page, edits it, and deletes
// it from the panel. The article is this test's own (a unique title), so other journeys never
// see it, and it is gone at the end.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("an admin creates an article with an image, sees it on /artikel, edits it and deletes it", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const stamp = `${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  const title = `Jurnal ${stamp} Tanda Bahaya Nifas`;
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);

  await gotoReady(page, "/admin/artikel/baru");
  await expect(page.getByRole("heading", { level: 1, name: "Artikel Baru" })).toBeVisible();
  await page.getByLabel("Judul", { exact: true }).fill(title);
  await page
    .getByLabel("Ringkasan")
    .fill("Kenali tanda bahaya masa nifas dan kapan harus segera ke fasilitas kesehatan.");
  const content = page.getByRole("textbox", { name: "Konten" });
  if (js) {
    await expect(page.getByRole("toolbar", { name: "Format teks" })).toBeVisible();
    await content.click();
    await page.keyboard.type("Perdarahan banyak setelah melahirkan: ");
    await page.getByRole("button", { name: "Tebal", exact: true }).click();
    await page.keyboard.type("segera ke fasilitas kesehatan");
  } else {
    await content.fill(
      "<p>Perdarahan banyak setelah melahirkan: <strong>segera ke fasilitas kesehatan</strong></p><script>alert(1)</script>",
    );
  }
  await page.getByLabel("Pilih kategori").selectOption("Nifas");
  const tags = page.getByLabel("Tag", { exact: true });
  if (js) {
    await tags.fill("nifas");
    await tags.press("Enter");
    await tags.fill("Nifas");
    await tags.press("Enter");
    await tags.fill("demam");
    await tags.press("Enter");
    // Enter added the tag (once: "Nifas" is already there) and did not submit the form.
    await expect(page.getByRole("list", { name: "Tag artikel" }).getByRole("listitem")).toHaveCount(2);
    await expect(page).toHaveURL(/\/admin\/artikel\/baru$/);
  } else {
    await tags.fill("nifas, Nifas, demam");
  }
  expect(await horizontalOverflow(page)).toBe(0);

  // The preview shows the article as readers will see it; nothing is saved yet.
  await page.getByRole("button", { name: "Pratinjau" }).click();
  const preview = page.getByTestId("article-preview");
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.locator(".article-content strong")).toHaveText("segera ke fasilitas kesehatan");
  await expect(preview.getByRole("list", { name: "Tag" })).toHaveText(/#nifas\s*#demam/);
  await expect(page.getByLabel("Judul", { exact: true })).toHaveValue(title);

  // A browser never keeps a chosen file across a page sent back, so the image is chosen last.
  await page.getByLabel("Gambar utama").setInputFiles({ name: "nifas.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Simpan Artikel" }).click();
  await expect(page.getByTestId("toast")).toContainText("Artikel Berhasil Dibuat");
  await expect(page).toHaveURL(/\/admin\/artikel\/edit\/\d+$/);
  const id = /(\d+)$/.exec(page.url())![1]!;

  // Readers find it in the list and on its page, with its image from R2 and no script.
  await gotoReady(page, `/artikel?q=${encodeURIComponent(`Jurnal ${stamp}`)}`);
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/artikel/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator(".article-content strong")).toHaveText("segera ke fasilitas kesehatan");
  await expect(page.locator(`img[src^="/gambar/public/"]`).first()).toBeVisible();
  expect(await page.locator(".article-content script").count()).toBe(0);

  // Edit: a new title is on the article page at once.
  await gotoReady(page, `/admin/artikel/edit/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Artikel" })).toBeVisible();
  await page.getByLabel("Judul", { exact: true }).fill(`${title} (diperbarui)`);
  await page.getByRole("button", { name: "Simpan Artikel" }).click();
  await expect(page.getByTestId("toast")).toContainText("Artikel Berhasil Diperbarui");
  await gotoReady(page, `/artikel/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (diperbarui)`);

  // Delete from the panel's table, through the confirm step.
  await gotoReady(page, "/admin");
  const row = page.getByTestId("article-row").filter({ hasText: `${title} (diperbarui)` });
  await expect(row).toHaveCount(1);
  expect(await horizontalOverflow(page)).toBe(0);
  await deleteWithConfirm(row);
  await expect(page.getByTestId("toast")).toContainText("Artikel Dihapus");
  await expect(page.getByTestId("article-row").filter({ hasText: stamp })).toHaveCount(0);
  const gone = await page.request.get(`/artikel/${id}`);
  expect(gone.status()).toBe(404);
});
