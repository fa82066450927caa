import { DEMO, expect, gotoHydrated, signIn, test } from "./support";
import type { BrowserContext, Page } from "@playwright/test";

// Issue 10 item 7: list and home states that used to contradict themselves (decision 016).
// Reading pages run no script (decision 039): without JavaScript is how every reader sees them.

/** Opens a page, waiting for hydration when JavaScript runs. */
async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await gotoHydrated(page, path);
  else await page.goto(path);
}

async function waitForSession(context: BrowserContext) {
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name.endsWith("bidanku.session_token")))
    .toBe(true);
}

test("an unknown category leads to all categories with a notice, and the dropdown agrees", async ({ page }) => {
  await page.goto("/artikel?kategori=Tidak%20Ada");
  await expect(page).toHaveURL(/\/artikel$/);
  await expect(page.getByTestId("toast")).toContainText("Kategori tidak ditemukan");
  await expect(page.getByRole("combobox", { name: "Kategori" })).toHaveValue("");
  await expect(page.getByText(/Tidak Ada/)).toHaveCount(0);
  await expect(page.getByText("Artikel tidak ditemukan")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
});

test("a page past the end leads to the last page with a notice, never a count beside 'not found'", async ({ page }) => {
  await page.goto("/artikel?halaman=99");
  await expect(page).toHaveURL(/\/artikel\?halaman=2$/);
  await expect(page.getByTestId("toast")).toContainText("Halaman tidak ditemukan");
  await expect(page.getByTestId("toast")).toContainText("Daftar ini hanya sampai halaman 2.");
  await expect(page.getByRole("link", { name: "Halaman 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Artikel tidak ditemukan")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
});

test("searching ASI puts the article about ASI first, its word marked, and not 'imunisasi'", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/artikel", javaScriptEnabled);
  const search = page.getByRole("main").getByRole("searchbox", { name: "Cari artikel" });
  await search.fill("ASI");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/artikel\?q=ASI/);
  const cards = page.getByRole("main").getByRole("article");
  // The title match first; articles with ASI only in their text after it (decision 070).
  await expect(cards.first().getByRole("heading")).toHaveText("ASI Eksklusif dan Teknik Pelekatan yang Benar");
  await expect(cards.first().getByRole("heading").locator("mark")).toHaveText("ASI");
  await expect(cards.filter({ hasText: "Imunisasi Dasar Bayi" })).toHaveCount(0);
  await expect(page.getByText(/^\d+ artikel ditemukan untuk "ASI"$/)).toBeVisible();
});

test("a signed-in reader is offered the dashboard on the home page instead of 'Daftar Gratis'", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await open(page, "/", javaScriptEnabled);
  await expect(page.getByRole("link", { name: "Daftar Gratis" })).toBeVisible();

  await signIn(page, DEMO.member.email, DEMO.member.password);
  await waitForSession(context);
  await open(page, "/", javaScriptEnabled);
  await expect(page.getByRole("link", { name: "Daftar Gratis" })).toHaveCount(0);
  await page.getByRole("link", { name: "Buka Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
