import { DEMO, expect, gotoHydrated, test } from "./support";

// Issue 10.6: the dialog said "Masuk ke Dashboard" while it led back to the article, and greeted
// everyone with "Selamat datang kembali".
test("signing in from an article, the dialog's button says it goes back to the article", async ({ page }) => {
  await gotoHydrated(page, "/artikel/9");
  await page.locator("#komentar").getByRole("link", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fartikel%2F9%23komentar$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Email").fill(DEMO.member.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.member.password);
  await page.getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Kamu Berhasil Masuk!" });
  await expect(dialog).toContainText("Selamat datang di Bidanku, Siti Rahayu!");
  await expect(dialog).not.toContainText("kembali di");
  await expect(dialog.getByRole("link", { name: "Masuk ke Dashboard" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Kembali ke Artikel" }).click();
  await expect(page).toHaveURL(/\/artikel\/9#komentar$/);
  await expect(page.getByPlaceholder("Tulis komentar Anda...")).toBeVisible();
  // The sign-in was a post, then a redirect to the dialog (decision 042): Back offers no
  // re-sending of the password; the shown dialog is not shown again, the reader is sent on.
  await page.goBack();
  await expect(page).toHaveURL(/\/artikel\/9(#komentar)?$/);
  await expect(page.getByPlaceholder("Tulis komentar Anda...")).toBeVisible();
});
