import {
  DEMO,
  deleteWithConfirm,
  expect,
  reloadedShareCount,
  shareCount,
  signIn,
  stubShareNetworks,
  test,
  shareOpens,
} from "./support";

// The article pages ship no framework (decision 039): from the dashboard (which hydrates) the
// search loads the list as a document, and the article's comment form is a plain form. What
// JavaScript still adds there is the inline share script: the copy button counts in place.
test("find an article by search, read it, comment, delete the comment and share, with JavaScript", async ({
  page,
  context,
}) => {
  await stubShareNetworks(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await page.getByRole("dialog").getByRole("link", { name: "Masuk ke Dashboard" }).click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await page.getByRole("searchbox", { name: "Cari artikel" }).first().fill("Pelekatan");
  await page.getByRole("searchbox", { name: "Cari artikel" }).first().press("Enter");
  await expect(page).toHaveURL(/\/artikel\?q=Pelekatan$/);
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await page.getByRole("article").getByRole("link", { name: "ASI Eksklusif dan Teknik Pelekatan yang Benar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ASI Eksklusif dan Teknik Pelekatan yang Benar");

  const text = `Komentar dengan JavaScript (${Date.now()})`;
  const box = page.getByPlaceholder("Tulis komentar Anda...");
  await box.fill(text);
  await page.getByRole("button", { name: "Kirim Komentar" }).click();
  await expect(page.getByTestId("toast")).toContainText("Terima kasih atas partisipasi Anda.");
  await expect(box).toHaveValue("");
  const comment = page.getByRole("listitem").filter({ hasText: text });
  await expect(comment).toBeVisible();
  await deleteWithConfirm(comment);
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByTestId("toast")).toContainText("Komentar dihapus");

  // A share opens the network in a new tab and is counted.
  const before = await shareCount(page);
  await shareOpens(
    page,
    page.getByRole("button", { name: /^Facebook/ }),
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
  );
  // The share reaches D1 through the counts queue within seconds (decision 067).
  await expect.poll(() => reloadedShareCount(page), { timeout: 20_000, intervals: [1000] }).toBe(before + 1);
  // (The article page's inline scripts have run once it has loaded: decision 039.)

  // Copying the link says so in the SPEC's toast (issue 29.9) and counts in place, without a reload.
  await expect(page.getByRole("textbox", { name: "Salin tautan" })).toBeHidden();
  await page.getByRole("button", { name: "Salin tautan" }).click();
  const toast = page.getByRole("region", { name: "Notifikasi (F8)" }).getByTestId("toast");
  await expect(toast).toContainText("🔗 Tautan Disalin");
  await expect(toast).toContainText("Tautan artikel telah disalin ke clipboard Anda.");
  await expect(page.getByTestId("share-count")).toContainText(`${before + 2} kali dibagikan`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/artikel\/9$/);
  await expect.poll(() => reloadedShareCount(page), { timeout: 20_000, intervals: [1000] }).toBe(before + 2);
});

test("choosing a category filters at once", async ({ page }) => {
  await page.goto("/artikel");
  await page.getByRole("combobox", { name: "Kategori" }).selectOption("Persalinan");
  await expect(page).toHaveURL(/kategori=Persalinan/);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByText("Artikel tidak ditemukan")).toHaveCount(0);
});
