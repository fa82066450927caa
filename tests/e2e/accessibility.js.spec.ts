import AxeBuilder from "@axe-core/playwright";
import { createAccount, DEMO, e2eSql, expect, gotoHydrated, resultAddress, signIn, signedIn, test } from "./support";

const PUBLIC_PAGES = [
  "/",
  "/artikel",
  "/artikel?q=zzzz",
  "/artikel/9",
  "/tumbuh-kembang",
  "/tumbuh-kembang/0-3-bulan",
  "/tumbuh-kembang/3-5-tahun",
  "/tumbuh-kembang/cek",
  "/tanda-bahaya",
  "/imunisasi",
  "/perkembangan?usia=9",
  "/offline",
  resultAddress(),
  "/tanya-kami",
  "/tentang-saya",
  "/kontak",
  "/kebijakan-privasi",
  "/disclaimer",
  "/sitemap",
  "/login",
  "/register",
  "/lupa-password",
  "/tidak-ada",
];

/** WCAG 2.1 A and AA, contrast included. */
async function violations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// One test per page: each gets the whole time budget, however slow the machine.
for (const path of PUBLIC_PAGES) {
  test(`${path} meets WCAG 2.1 AA`, async ({ page }) => {
    // axe walks the whole page in the browser: on a busy 2-core machine that alone can take 20 s.
    test.setTimeout(60_000);
    await page.goto(path);
    expect(await violations(page), path).toEqual([]);
  });
}

test("member and admin pages meet WCAG 2.1 AA", async ({ page }) => {
  // Enough audit lines (dated long ago, so they stay at the bottom) for the panel's
  // "Perubahan Terakhir" list to scroll: axe then checks that a keyboard can reach it.
  await e2eSql(
    "INSERT INTO audit_log (actor_name, action, entity, created_at) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12) SELECT 'Uji Aksesibilitas', 'update', 'hero', i FROM n",
  );
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.getByRole("dialog").getByRole("link", { name: "Masuk ke Admin Panel" }).click();
  for (const path of [
    "/dashboard",
    "/dashboard/pengingat",
    "/dashboard/bidan",
    "/admin",
    "/admin/pengguna",
    "/admin/binaan",
  ]) {
    await page.goto(path);
    expect(await violations(page), path).toEqual([]);
  }
});

/** A date `days` before today in Jakarta, as YYYY-MM-DD. */
const daysAgo = (days: number) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
};

test("a growth check's result meets WCAG 2.1 AA", async ({ page }) => {
  await gotoHydrated(page, "/tumbuh-kembang/cek");
  const form = page.locator("#cek-area form");
  await form.getByLabel("Perempuan").check();
  await form.getByLabel("Tanggal lahir").fill(daysAgo(400));
  // Light for her age: results outside normal, with their advice and colours.
  await form.getByLabel("Berat badan (kg)").fill("6,9");
  await form.getByLabel("Panjang atau tinggi badan (cm)").fill("71,0");
  await form.getByLabel("Berbaring (panjang badan)").check();
  await form.getByLabel("Lingkar kepala (cm, tidak wajib)").fill("44,0");
  await form.getByRole("button", { name: "Cek Pertumbuhan" }).click();
  await expect(page.getByRole("region", { name: "Hasil Cek Pertumbuhan" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a member's children, a child's charts, immunisations and development meet WCAG 2.1 AA", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await createAccount("Ibu Aksesibel", "member");
  await signedIn(page, account.email, account.password);
  await gotoHydrated(page, "/dashboard/anak");
  const childForm = page.locator("#tambah-anak form");
  await childForm.getByLabel("Nama atau panggilan anak").fill("Nisa");
  await childForm.getByLabel("Perempuan").check();
  await childForm.getByLabel("Tanggal lahir", { exact: true }).fill(daysAgo(400));
  await childForm.getByLabel(/setuju data kesehatannya/).check();
  await childForm.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/anak\/\d+#tambah-ukuran$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.locator("#tambah-ukuran form");
  await form.getByLabel("Berat badan (kg)").fill("6,9");
  await form.getByLabel("Panjang atau tinggi badan (cm)").fill("71,0");
  await form.getByLabel("Berbaring (panjang badan)").check();
  await form.getByRole("button", { name: "Simpan Pengukuran" }).click();
  await expect(page.getByRole("region", { name: "Grafik Pertumbuhan" })).toBeVisible();
  expect(await violations(page), "child").toEqual([]);
  await page.getByRole("link", { name: "Jadwal dan Catatan Imunisasi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Imunisasi Nisa" })).toBeVisible();
  expect(await violations(page), "immunisation").toEqual([]);
  await gotoHydrated(page, new URL(page.url()).pathname.replace(/\/imunisasi$/, "/perkembangan"));
  await expect(page.getByRole("heading", { level: 1, name: "Perkembangan Nisa" })).toBeVisible();
  expect(await violations(page), "development").toEqual([]);
  await page.goto("/dashboard/anak");
  expect(await violations(page), "/dashboard/anak").toEqual([]);
});

// Issue 29.12: fields showed focus only as a faint box-shadow ring, which forced-colours mode
// drops, and filled buttons lost their edge there. An outline and a transparent border stay.
test("in forced-colours mode a focused field keeps its outline and a filled button its edge", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/login");
  const email = page.getByLabel("Email");
  await email.focus();
  expect(
    await email.evaluate((input) => {
      const style = getComputedStyle(input);
      return [style.outlineStyle, style.outlineWidth];
    }),
  ).toEqual(["solid", "2px"]);
  const login = page.getByRole("button", { name: "Login" });
  expect(await login.evaluate((button) => getComputedStyle(button).borderTopStyle)).toBe("solid");
});
