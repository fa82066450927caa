import { createAccount, expect, fillLogin, openMailLink, test } from "./support";

// The two password-reset forms without JavaScript (issue 30's map of guarantees): ask for a link
// on /lupa-password, follow it from the mail, set a new password, and sign in with it. The rules
// behind them (one-time tokens, the same answer for unknown addresses, mail limits) are proven in
// tests/integration/auth.test.ts and account-mail.test.ts.
test("a member asks for a reset link, sets a new password from the mail and signs in with it", async ({ page }) => {
  const account = await createAccount("Ibu Lupa", "member");
  await page.goto("/lupa-password");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Kirim Tautan" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("Cek Email Anda");

  await openMailLink(page, account.email, "/atur-ulang-password");
  await page.getByLabel("Password Baru", { exact: true }).fill("baru12345");
  await page.getByLabel("Konfirmasi Password Baru").fill("baru12345");
  await page.getByRole("button", { name: "Simpan Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("Password Berhasil Diubah");

  await fillLogin(page, account.email, "baru12345");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Selamat datang, Ibu Lupa!" })).toBeVisible();
});
