import { createAccount, e2eRows, e2eSql, expect, signedIn, test } from "./support";

// Issue 38 (decisions 078, 079): without JavaScript, a member shares her data with the midwives, a
// midwife opens her page from the list, marks a late dose done at the practice and unmarks it,
// writes a follow-up note, the member sees who looked, and stops sharing. (What each request refuses: tests/integration/care.test.ts.)

test("a member shares with the midwives, a midwife notes a call, the member sees the view and stops", async ({
  browser,
}) => {
  const mother = await createAccount("Ibu Berbagi Jurnal", "member");
  const midwife = await createAccount("Bidan Jurnal", "admin");
  const motherPage = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signedIn(motherPage, mother.email, mother.password);
  await motherPage.goto("/dashboard");
  await motherPage.getByRole("link", { name: "Atur Berbagi" }).click();
  await expect(motherPage.getByRole("heading", { level: 1, name: "Berbagi dengan Bidan" })).toBeVisible();
  await motherPage.getByLabel(/^Saya setuju membagikan/).check();
  await motherPage.getByRole("button", { name: "Bagikan dengan bidan" }).click();
  await expect(motherPage.getByTestId("toast")).toContainText("Data Dibagikan");
  await expect(motherPage.getByText(/^Data Anda dibagikan dengan bidan sejak/)).toBeVisible();

  const midwifePage = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signedIn(midwifePage, midwife.email, midwife.password);
  await midwifePage.goto("/admin/binaan");
  const [user] = await e2eRows<{ id: string }>("SELECT id FROM users WHERE email = ?", mother.email);
  // Her baby, born 70 days ago: BCG (by 1 month) is late.
  const born = new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10);
  await e2eSql(
    "INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Bayi Jurnal', 'laki', ?)",
    user!.id,
    born,
  );
  await midwifePage.goto("/admin/binaan?tampil=terlambat");
  await midwifePage.getByRole("link", { name: "Ibu Berbagi Jurnal" }).click();
  await expect(midwifePage.getByRole("heading", { level: 2, name: "Ibu Berbagi Jurnal" })).toBeVisible();
  const bcg = midwifePage.getByRole("listitem").filter({ hasText: /^Bayi Jurnal: Imunisasi BCG/ });
  await bcg.getByRole("button", { name: /^Tandai sudah dilakukan/ }).click();
  await expect(midwifePage.getByTestId("toast")).toContainText("Sudah Ditandai");
  const marked = midwifePage.getByRole("listitem").filter({ hasText: /^Bayi Jurnal: Imunisasi BCG \(Bidan Jurnal/ });
  await marked.getByRole("button", { name: /^Batalkan tanda/ }).click();
  await expect(midwifePage.getByTestId("toast")).toContainText("Tanda Dibatalkan");
  await expect(bcg.getByRole("button", { name: /^Tandai sudah dilakukan/ })).toBeVisible();
  await midwifePage.getByLabel(/^Catatan singkat/).fill("Sudah ditelepon, akan datang Kamis");
  await midwifePage.getByRole("button", { name: "Simpan catatan" }).click();
  await expect(midwifePage.getByTestId("toast")).toContainText("Catatan Disimpan");
  await expect(midwifePage.getByText("Sudah ditelepon, akan datang Kamis", { exact: true })).toBeVisible();

  await motherPage.reload();
  await expect(motherPage.getByText(/^Bidan Jurnal, /).first()).toBeVisible();
  // She reads the midwife's note on her own page.
  await expect(motherPage.getByText(/^Sudah ditelepon, akan datang Kamis \(Bidan Jurnal, /)).toBeVisible();
  await motherPage.getByRole("button", { name: "Hentikan berbagi" }).click();
  await expect(motherPage.getByTestId("toast")).toContainText("Berbagi Dihentikan");
  const gone = await midwifePage.goto(`/admin/binaan/${user!.id}`);
  expect(gone?.status()).toBe(404);
});
