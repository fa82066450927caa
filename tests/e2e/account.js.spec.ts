import { DEMO, expect, logOut, openAccountMenu, openMailLink, test, uniqueEmail } from "./support";

test("register, verify, log in through the dialog, edit the profile and log out with JavaScript", async ({ page }) => {
  const email = uniqueEmail("dengan-js");
  await page.goto("/register");
  await page.getByLabel("Nama Lengkap").fill("Rina Wulandari");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nomor Telepon").fill("0813-7777-8888");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("rahasia1");
  await page.getByRole("button", { name: "Tampilkan password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Sembunyikan password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await page.getByLabel("Konfirmasi Password").fill("rahasia1");
  await page.getByLabel(/Saya menyetujui/).check();
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page).toHaveURL(/\/registrasi-berhasil$/);
  await expect(page.getByTestId("toast")).toContainText("Silakan cek email Anda untuk verifikasi.");

  await openMailLink(page, email, "/verifikasi-email");
  await expect(page.getByRole("heading", { name: "Email Terverifikasi" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("rahasia1");
  await page.getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Kamu Berhasil Masuk!" });
  await expect(dialog).toBeVisible();
  // Issue 29.13: the dialog is modal: Tab never reaches the form behind it, and Escape closes it,
  // which goes on where its link leads.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const next = dialog.getByRole("link", { name: "Masuk ke Dashboard" });
  await expect(next).toBeFocused();
  for (let tab = 0; tab < 3; tab++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("form, header, footer")))).toBe(false);
  }
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Selamat datang, Rina Wulandari!" })).toBeVisible();
  await expect(page.getByTestId("account-menu").locator("summary")).toContainText("Rina Wulandari");
  // Issue 29.13: the account menu closes on Escape (focus back on its button) and when focus leaves.
  const accountMenu = await openAccountMenu(page);
  await page.keyboard.press("Escape");
  await expect(accountMenu).not.toHaveAttribute("open");
  await expect(accountMenu.locator("summary")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(accountMenu).toHaveAttribute("open");
  // Dashboard, Logout, then out of the menu.
  for (let tab = 0; tab < 3; tab++) await page.keyboard.press("Tab");
  await expect(accountMenu).not.toHaveAttribute("open");

  await page.getByRole("link", { name: "Edit Profil" }).click();
  await page.getByLabel("Nomor Telepon").fill("bukan nomor");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("alert")).toContainText("Gagal Memperbarui Profil");
  await expect(page.getByRole("alert")).toContainText("Nomor telepon tidak valid");
  await expect(page.getByLabel("Nomor Telepon")).toHaveValue("bukan nomor");
  await page.getByLabel("Nomor Telepon").fill("0813-7777-8888");
  await page.getByLabel("Nama").fill("Rina W.");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profil Berhasil Diperbarui");
  await expect(page.getByRole("heading", { name: "Selamat datang, Rina W.!" })).toBeVisible();

  await logOut(page);
  await expect(page.getByTestId("toast")).toContainText("Anda telah berhasil keluar dari akun.");
  await expect(page.getByRole("link", { name: "Daftar" }).first()).toBeVisible();
});

test("the super_admin changes a role with JavaScript", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.superAdmin.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.superAdmin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Masuk ke Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Manajemen Pengguna" }).click();
  const row = () => page.getByRole("row").filter({ hasText: "member@bidanku.test" });
  await row().getByText("Edit").click();
  await row()
    .getByLabel(/Peran untuk/)
    .selectOption("admin");
  await row().getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Peran berhasil diperbarui");
  await expect(row()).toContainText("Admin");
  await row().getByText("Edit").click();
  await row()
    .getByLabel(/Peran untuk/)
    .selectOption("member");
  await row().getByRole("button", { name: "Simpan" }).click();
  await expect(row()).toContainText("Member");
});

test("a wrong password shows 'Login Gagal' and keeps the email", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.member.email);
  await page.getByLabel("Password", { exact: true }).fill("salah-sekali");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toContainText("Login Gagal");
  await expect(page.getByRole("alert")).toContainText("Email atau password salah.");
  await expect(page.getByLabel("Email")).toHaveValue(DEMO.member.email);
});
