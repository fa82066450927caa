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

test("find an article by search, read it, comment, delete the comment and share, without JavaScript", async ({
  page,
}) => {
  await stubShareNetworks(page);
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("searchbox", { name: "Cari artikel" }).first().fill("pelekatan");
  await page.getByRole("searchbox", { name: "Cari artikel" }).first().press("Enter");
  await expect(page).toHaveURL(/\/artikel\?q=pelekatan$/);
  await page.getByRole("article").getByRole("link", { name: "ASI Eksklusif dan Teknik Pelekatan yang Benar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ASI Eksklusif dan Teknik Pelekatan yang Benar");
  await expect(page.getByRole("heading", { name: "Kunci Keberhasilan: Pelekatan yang Benar" })).toBeVisible();

  const text = `Sangat membantu, terima kasih (${Date.now()})`;
  await page.getByPlaceholder("Tulis komentar Anda...").fill(text);
  await page.getByRole("button", { name: "Kirim Komentar" }).click();
  await expect(page.getByTestId("toast")).toContainText("💬 Komentar Terkirim");
  const comment = page.getByRole("listitem").filter({ hasText: text });
  await expect(comment).toContainText("S*** R***");
  await deleteWithConfirm(comment);
  await expect(page.getByTestId("toast")).toContainText("Komentar dihapus");
  await expect(page.getByText(text)).toHaveCount(0);

  // The plain address is there to copy by hand.
  await expect(page.getByLabel("Salin tautan")).toHaveValue(/\/artikel\/9$/);
  const before = await shareCount(page);
  await shareOpens(page, page.getByRole("button", { name: /^WhatsApp/ }), /^https:\/\/wa\.me\/\?text=/);
  // The share reaches D1 through the counts queue within seconds (decision 067).
  await expect.poll(() => reloadedShareCount(page), { timeout: 20_000, intervals: [1000] }).toBe(before + 1);
});

test("visitors are invited to sign in instead of a comment form", async ({ page }) => {
  await page.goto("/artikel/9");
  await expect(page.getByPlaceholder("Tulis komentar Anda...")).toHaveCount(0);
  const invite = page.locator("#komentar p").first();
  await expect(invite).toHaveText("Masuk atau daftar untuk meninggalkan komentar.");
  await invite.getByRole("link", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fartikel%2F9%23komentar$/);
});

test("the category filter and pages work through the URL", async ({ page }) => {
  await page.goto("/artikel");
  await page.getByRole("combobox", { name: "Kategori" }).selectOption("Nifas");
  await page.getByRole("main").getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/\/artikel\?q=&kategori=Nifas$/);
  await expect(page.getByRole("article")).toHaveCount(2);
  await page.goto("/artikel");
  await page.getByRole("link", { name: "Halaman 2" }).click();
  await expect(page).toHaveURL(/halaman=2$/);
  await expect(page.getByRole("link", { name: "Halaman 2" })).toHaveAttribute("aria-current", "page");
});
