import { createAccount, expect, gotoReady, test } from "./support";

// Issue 14, item 1: registering with an address that already has an account looks exactly like
// a new registration; the owner gets a notice by mail instead of the form saying "sudah terdaftar".
test("registering with a registered address looks like a new registration and mails the owner", async ({ page }) => {
  const owner = await createAccount("Ratna Pemilik", "member");
  await gotoReady(page, "/register");
  await page.getByLabel("Nama Lengkap").fill("Orang Lain");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Nomor Telepon").fill("0812 9999 0000");
  await page.getByLabel("Password", { exact: true }).fill("bukanpunyaku1");
  await page.getByLabel("Konfirmasi Password").fill("bukanpunyaku1");
  await page.getByLabel(/Saya menyetujui/).check();
  await page.getByRole("button", { name: "Daftar" }).click();

  await expect(page).toHaveURL(/\/registrasi-berhasil$/);
  await expect(page.getByTestId("toast")).toContainText("Registrasi Berhasil");
  await expect(page.getByTestId("verification-address")).toHaveText(owner.email);
  await expect(page.getByText(/sudah terdaftar/i)).toHaveCount(0);

  await page.goto(`/__dev/outbox?to=${encodeURIComponent(owner.email)}`);
  const notice = page.getByTestId("outbox-message").filter({ hasText: "Percobaan pendaftaran dengan email Anda" });
  await expect(notice).toHaveCount(1);
  await expect(notice).not.toContainText("Orang Lain");
  await expect(notice.locator('a[href$="/lupa-password"]').first()).toBeVisible();
});
