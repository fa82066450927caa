import { DEMO, expect, signIn, signedIn, test } from "./support";

// The admin editors no other journey submits, each submitted by a browser without JavaScript as
// the page serves it (issue 30's map of guarantees): the save lands and says so. What each saves
// and refuses is proven in tests/integration/editors-*.test.ts and page-reviews.test.ts; here the
// forms themselves (method, action, field names) are what is tested. A page saved unchanged
// keeps its texts (only its "last updated" date and the audit trail move); the review set here
// is taken off again. These run without JavaScript, one journey at a time (playwright.config.ts).
const EDITORS = [
  { path: "/admin/pengaturan", button: "Simpan", toast: "Pengaturan Berhasil Disimpan" },
  { path: "/admin/kontak", button: "Simpan", toast: "Pengaturan Berhasil Disimpan" },
  { path: "/admin/layanan/edit", button: "Simpan Informasi Layanan", toast: "Informasi Layanan Berhasil Disimpan" },
  { path: "/admin/tentang-saya/edit", button: "Simpan Halaman", toast: "Halaman Berhasil Disimpan" },
  { path: "/admin/legal/edit/disclaimer", button: "Simpan Halaman", toast: "Halaman Berhasil Disimpan" },
];

test("each admin editor saves as served, without JavaScript", async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  for (const { path, button, toast } of EDITORS) {
    await page.goto(path);
    await page.getByRole("main").getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByTestId("toast"), path).toContainText(toast);
  }
});

test("a super_admin records a tool page's medical review and takes it off again", async ({ page }) => {
  await signedIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.goto("/admin/tinjauan-medis/tanda-bahaya");
  await page.getByLabel("Nama peninjau").fill("Bidan Uji Jurnal");
  await page.getByLabel("Gelar peninjau").fill("S.Tr.Keb");
  await page.getByLabel("Tanggal tinjauan").fill(new Date().toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Simpan Tinjauan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Tinjauan Medis Disimpan");
  await page.goto("/tanda-bahaya");
  await expect(page.getByText("Bidan Uji Jurnal").first()).toBeVisible();

  await page.goto("/admin/tinjauan-medis/tanda-bahaya");
  await page.getByLabel("Nama peninjau").fill("");
  await page.getByLabel("Gelar peninjau").fill("");
  await page.getByLabel("Tanggal tinjauan").fill("");
  await page.getByRole("button", { name: "Simpan Tinjauan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Tinjauan Medis Dihapus");
  await page.goto("/tanda-bahaya");
  await expect(page.getByText("Bidan Uji Jurnal")).toHaveCount(0);
});
