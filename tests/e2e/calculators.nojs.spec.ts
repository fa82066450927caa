import { DEMO, deleteWithConfirm, expect, lastPeriodDaysAgo, signedIn, test } from "./support";

test("all three calculators work without JavaScript and keep the inputs", async ({ page }) => {
  await page.goto("/kalkulator");
  await expect(page.getByText("Login untuk menyimpan hasil ke riwayat Anda.")).toBeVisible();

  const lastPeriod = lastPeriodDaysAgo(73);
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").fill(lastPeriod.iso);
  await hpl.getByRole("button", { name: "Hitung" }).click();
  // The result comes in the answer to the post: the address holds no date (decision 031).
  await expect(page).toHaveURL(/\/kalkulator#hasil-hpl$/);
  await expect(page.getByTestId("toast")).toContainText("Perhitungan HPL Berhasil");
  await expect(page.getByRole("region", { name: "Kalkulator HPL" })).toContainText(lastPeriod.dueDateLong);
  await expect(page.getByRole("region", { name: "Kalkulator HPL" })).toContainText("10 minggu 3 hari");
  await expect(
    page.getByRole("region", { name: "Kalkulator HPL" }).getByLabel("Hari pertama haid terakhir (HPHT)"),
  ).toHaveValue(lastPeriod.iso);

  const fertility = page.getByRole("region", { name: "Kalkulator Masa Subur" });
  await fertility.getByLabel("Tanggal hari pertama haid terakhir").fill("2026-01-01");
  await fertility.getByLabel("Panjang siklus haid (hari)").fill("28");
  await fertility.getByRole("button", { name: "Hitung" }).click();
  await expect(page.getByTestId("toast")).toContainText("Perhitungan Masa Subur Berhasil");
  await expect(page.getByRole("region", { name: "Kalkulator Masa Subur" })).toContainText(
    "10 Januari 2026 – 15 Januari 2026",
  );

  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  await weight.getByLabel("Tinggi badan (cm)").fill("160");
  await weight.getByLabel("Berat badan sebelum hamil (kg)").fill("55");
  await weight.getByRole("button", { name: "Hitung" }).click();
  await expect(page.getByTestId("toast")).toContainText("Perhitungan Kenaikan Berat Badan Berhasil");
  const result = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  // 55 / 1.6^2 = 21.48, shown cut to a tenth (issue 29)
  await expect(result).toContainText("21,4");
  await expect(result).toContainText("Berat badan normal (Normal)");
  await expect(result).toContainText("11,5–16 kg");
  await expect(result).toContainText("Angka ini untuk kehamilan tunggal.");
});

test("an invalid date gets 'Tanggal Tidak Valid' beside the field without JavaScript", async ({ page }) => {
  await page.goto("/kalkulator");
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  // Browsers without a date picker send typed text; the server is the check.
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").evaluate((input: HTMLInputElement) => {
    input.type = "text";
    input.value = "2026-02-30";
  });
  await hpl.getByRole("button", { name: "Hitung" }).click();
  const region = page.getByRole("region", { name: "Kalkulator HPL" });
  await expect(region.getByRole("alert")).toContainText("Tanggal Tidak Valid");
  await expect(region.getByRole("alert")).toContainText("Silakan masukkan tanggal HPHT yang valid.");
  // The spec's toast for invalid dates, too (SPEC section 8).
  await expect(page.getByTestId("toast")).toContainText("Tanggal Tidak Valid");
  // The typed text comes back in the page (a date picker may only show it as empty).
  await expect(region.getByLabel("Hari pertama haid terakhir (HPHT)")).toHaveAttribute("value", "2026-02-30");
});

test("a member's calculations are saved and shown on the dashboard, and can be deleted", async ({ page }) => {
  await signedIn(page, DEMO.member.email, DEMO.member.password);
  await page.goto("/kalkulator");
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  const lastPeriod = lastPeriodDaysAgo(150);
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").fill(lastPeriod.iso);
  await hpl.getByRole("button", { name: "Hitung" }).click();
  await expect(page.getByTestId("toast")).toContainText("Hasil perhitungan telah disimpan ke riwayat Anda.");
  // Saved, the result is named by its history row, never by the date.
  await expect(page).toHaveURL(/\/kalkulator\?riwayat=\d+#hasil-hpl$/);
  expect(page.url()).not.toContain(lastPeriod.iso);
  await expect(page.getByRole("region", { name: "Kalkulator HPL" })).toContainText(lastPeriod.dueDateLong);

  await page.goto("/dashboard");
  const entry = page.getByTestId("history-entry").filter({ hasText: lastPeriod.long }).first();
  await expect(entry).toContainText(lastPeriod.dueDateLong);
  await deleteWithConfirm(entry);
  await expect(page.getByTestId("toast")).toContainText("Riwayat Dihapus");
});

test("a visitor's result is still there after following its danger-signs link and going Back", async ({ page }) => {
  await page.goto("/kalkulator");
  const lastPeriod = lastPeriodDaysAgo(73);
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").fill(lastPeriod.iso);
  await hpl.getByRole("button", { name: "Hitung" }).click();
  await expect(hpl).toContainText(lastPeriod.dueDateLong);
  await hpl.getByRole("link", { name: "Lihat Tanda Bahaya" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tanda Bahaya");
  // The answer to the post may be kept for Back (private, no-cache), not "Confirm resubmission".
  await page.goBack();
  await expect(page).toHaveURL(/\/kalkulator#hasil-hpl$/);
  await expect(page.getByRole("region", { name: "Kalkulator HPL" })).toContainText(lastPeriod.dueDateLong);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a refused calculation comes back with its card's message in view", async ({ page }) => {
    await page.goto("/kalkulator");
    const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
    await weight.getByLabel("Tinggi badan (cm)").fill("16");
    await weight.getByLabel("Berat badan sebelum hamil (kg)").fill("55");
    await weight.getByRole("button", { name: "Hitung" }).click();
    await expect(page).toHaveURL(/\/kalkulator#hasil-weight_gain$/);
    const refused = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
    await expect(refused.getByLabel("Tinggi badan (cm)")).toHaveAttribute("aria-invalid", "true");
    // Issue 29.11: the card's summary has focus (so a screen reader reads it) and is in view.
    await expect(refused.getByRole("alert")).toContainText("Tinggi badan harus antara 140 dan 200 cm");
    await expect(refused.getByRole("alert")).toBeFocused();
    await expect(refused.getByRole("alert")).toBeInViewport();
  });
});
