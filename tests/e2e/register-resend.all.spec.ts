import { expect, gotoReady, horizontalOverflow, test, uniqueEmail } from "./support";

// Issue 10.6: after registering, show the address the mail went to and a "Kirim ulang" button.
// In all three projects: "Kirim ulang" is sent by the page's script with JavaScript, and the
// long address must fit a 360 px phone.
test("after registering the page names the address and Kirim ulang sends the mail again", async ({ page }) => {
  const email = uniqueEmail("kirim-ulang");
  await gotoReady(page, "/register");
  await page.getByLabel("Nama Lengkap").fill("Wulan Sari");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nomor Telepon").fill("0812 1111 2222");
  await page.getByLabel("Password", { exact: true }).fill("rahasia1");
  await page.getByLabel("Konfirmasi Password").fill("rahasia1");
  await page.getByLabel(/Saya menyetujui/).check();
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page).toHaveURL(/\/registrasi-berhasil$/);
  await expect(page.getByTestId("verification-address")).toHaveText(email);
  expect(await horizontalOverflow(page)).toBe(0);

  await page.getByRole("button", { name: "Kirim ulang" }).click();
  await expect(page.getByTestId("toast")).toContainText("Email Verifikasi Dikirim Ulang");
  await expect(page.getByTestId("toast")).toContainText(`Kami telah mengirim ulang tautan verifikasi ke ${email}.`);
  await page.goto(`/__dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.locator('a[href*="/verifikasi-email"]')).toHaveCount(2);
});
