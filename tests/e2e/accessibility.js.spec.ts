import AxeBuilder from "@axe-core/playwright";
import { DEMO, expect, resultAddress, signIn, test } from "./support";

const PUBLIC_PAGES = [
  "/",
  "/artikel",
  "/artikel?q=zzzz",
  "/artikel/9",
  "/tumbuh-kembang",
  "/tumbuh-kembang/0-3-bulan",
  "/tumbuh-kembang/3-5-tahun",
  "/tanda-bahaya",
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
    await page.goto(path);
    expect(await violations(page), path).toEqual([]);
  });
}

test("member and admin pages meet WCAG 2.1 AA", async ({ page }) => {
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.getByRole("dialog").getByRole("link", { name: "Masuk ke Admin Panel" }).click();
  for (const path of ["/dashboard", "/admin", "/admin/pengguna"]) {
    await page.goto(path);
    expect(await violations(page), path).toEqual([]);
  }
});
