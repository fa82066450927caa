import { DEMO, expect, gotoReady, horizontalOverflow, signedIn, test } from "./support";

// The growth guide editor (issue 13): an admin adds a milestone and sees it on the public guide
// page at once, with JavaScript on and off. Each project edits its own
// guide, so no run depends on another's leftovers.
const GUIDE_BY_PROJECT: Record<string, string> = {
  js: "4-6-bulan",
  nojs: "7-12-bulan",
};

/** Today's date in Jakarta (the browser runs in Asia/Jakarta). */
function todayJakarta(): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Jakarta",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

test("an admin adds a milestone and sees it on the public guide page", async ({ page }, testInfo) => {
  const id = GUIDE_BY_PROJECT[testInfo.project.name] ?? "3-5-tahun";
  const item = `Milestone uji ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);

  await gotoReady(page, "/admin/tumbuh-kembang");
  await expect(page.getByRole("heading", { level: 1, name: "Panduan Tumbuh Kembang" })).toBeVisible();
  await page.locator(`a[href="/admin/tumbuh-kembang/edit/${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tumbuh-kembang/edit/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Edit Panduan Tumbuh Kembang" })).toBeVisible();
  // The WHO ranges are shown, never typed.
  await expect(page.getByTestId("who-readonly").getByRole("table").first()).toBeVisible();

  const rows = page.getByTestId("list-bahasa-row");
  const before = await rows.count();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByRole("button", { name: "Tambah Bahasa & Komunikasi" }).click();
  await expect(rows).toHaveCount(before + 1);
  // A post, with JavaScript too: the page runs no framework (decision 042).
  expect(posts.length).toBeGreaterThan(0);
  await page.getByLabel(`Bahasa & Komunikasi ${before + 1}`).fill(item);
  // The texts changed, so the review is renewed (decision 011).
  await page.getByLabel("Tanggal tinjauan").fill(todayJakarta());
  await page.getByRole("button", { name: "Simpan", exact: true }).last().click();
  await expect(page.getByTestId("toast")).toContainText("Sukses", { timeout: 15_000 });
  await expect(page.getByLabel(`Bahasa & Komunikasi ${before + 1}`)).toHaveValue(item);

  await gotoReady(page, `/tumbuh-kembang/${id}`);
  await expect(page.getByRole("region", { name: "Bahasa & Komunikasi" }).getByText(item)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
