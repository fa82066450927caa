import { expect, gotoHydrated, test } from "./support";

// Issue 16: a visitor checks a child on /tumbuh-kembang/cek, with JavaScript on (sent in the
// background, the result replaces the form's block) and off (a plain post); the 360 px test sets its own width.

/** A date `days` before today in Jakarta, as YYYY-MM-DD. */
const daysAgo = (days: number) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
};

test("a visitor finds the growth check from the growth index, checks a child, and fixes a typo", async ({
  page,
}, testInfo) => {
  const withJs = testInfo.project.use.javaScriptEnabled !== false;
  await gotoHydrated(page, "/tumbuh-kembang");
  await page.getByRole("link", { name: "Cek Pertumbuhan" }).first().click();
  await expect(page).toHaveURL(/\/tumbuh-kembang\/cek$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cek Pertumbuhan Anak" })).toBeVisible();
  if (withJs) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // With JavaScript the page stays the same document: this mark survives.
  await page.evaluate(() => Object.assign(window, { samePage: true })).catch(() => undefined);

  const form = page.locator("#cek-area form");
  await form.getByLabel("Laki-laki").check();
  await form.getByLabel("Tanggal lahir").fill(daysAgo(300));
  await form.getByLabel("Berat badan (kg)").fill("8,6");
  // A typo: 7 metres.
  await form.getByLabel("Panjang atau tinggi badan (cm)").fill("700");
  await form.getByLabel("Berbaring (panjang badan)").check();
  // Swelling of both feet ticked (issue 34): the refused form still says "hari ini" above its messages.
  await form.getByLabel("Ada, di kedua kaki (bekas tekanan tetap ada)").check();
  await form.getByRole("button", { name: "Cek Pertumbuhan" }).click();
  await expect(page.getByText("Masukkan panjang atau tinggi badan antara")).toBeVisible();
  await expect(page.locator("#cek-area form").getByLabel("Berat badan (kg)")).toHaveValue("8,6");
  await expect(page.locator("#cek-area form").getByTestId("severe-box")).toContainText("hari ini");

  // It was no swelling after all; and a LiLA (a fifth card, LiLA/U).
  await page.locator("#cek-area form").getByLabel("Tidak ada bengkak yang membekas").check();
  await page.locator("#cek-area form").getByLabel("Lingkar lengan atas / LiLA (cm, tidak wajib)").fill("13,5");
  await page.locator("#cek-area form").getByLabel("Panjang atau tinggi badan (cm)").fill("70,5");
  await page.locator("#cek-area form").getByRole("button", { name: "Cek Pertumbuhan" }).click();
  const result = page.getByRole("region", { name: "Hasil Cek Pertumbuhan" });
  await expect(result).toBeVisible();
  await expect(result.getByTestId("growth-indicator")).toHaveCount(5);
  await expect(result.getByTestId("severe-box")).toHaveCount(0);
  for (const abbreviation of ["BB/U", "PB/U", "BB/PB", "IMT/U", "LiLA/U"]) {
    await expect(
      result.getByRole("heading", { name: new RegExp(`^${abbreviation.replace("/", "\\/")}:`) }),
    ).toBeVisible();
  }
  // Every result says its category in words, not only in colour.
  for (const card of await result.getByTestId("growth-indicator").all()) {
    await expect(card).toContainText(/normal|kurang|pendek|lebih|gizi|obesitas|tinggi/i);
    await expect(card).toContainText("z-score");
  }
  await expect(page.getByText("Hasil ini adalah perbandingan dengan standar, bukan diagnosis")).toBeVisible();
  // Nothing the child measures ends up in the address.
  expect(page.url()).not.toMatch(/8,6|70,5|berat|weight/);
  if (withJs) expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test("the growth check fits a 360 px phone and names the corrected age of a preterm baby", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/tumbuh-kembang/cek");
  const form = page.locator("#cek-area form");
  await form.getByLabel("Perempuan").check();
  await form.getByLabel("Tanggal lahir").fill(daysAgo(120));
  await form.getByLabel("Berat badan (kg)").fill("5,0");
  await form.getByLabel("Panjang atau tinggi badan (cm)").fill("58,0");
  await form.getByLabel("Berbaring (panjang badan)").check();
  await form.getByLabel("Usia kehamilan saat lahir (minggu, tidak wajib)").fill("32");
  await form.getByRole("button", { name: "Cek Pertumbuhan" }).click();
  const result = page.getByRole("region", { name: "Hasil Cek Pertumbuhan" });
  await expect(result).toContainText("Usia koreksi");
  await expect(result).toContainText("dikoreksi karena lahir prematur");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
});
