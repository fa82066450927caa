import { DEMO, expect, gotoHydrated, signIn, test } from "./support";

// Numbers in Indonesian with JavaScript (decision 015): a decimal comma or point is read by the
// page itself, and every number it prints uses id-ID. Expected values are worked out by hand.

test("a weight typed as '52,5' or '52.5' gives the same instant result in id-ID", async ({ page }) => {
  await gotoHydrated(page, "/kalkulator");
  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  const field = weight.getByLabel("Berat badan sebelum hamil (kg)");
  await expect(field).toHaveAttribute("type", "text");
  await expect(field).toHaveAttribute("inputmode", "decimal");

  for (const typed of ["52,5", "52.5"]) {
    await weight.getByLabel("Tinggi badan (cm)").fill("160");
    await field.fill(typed);
    await weight.getByRole("button", { name: "Hitung" }).click();
    // 52.5 / 1.6^2 = 52.5 / 2.56 = 20.51
    const result = weight.getByRole("status");
    await expect(result).toContainText("IMT sebelum hamil20,5");
    await expect(result).toContainText("Berat badan normal (Normal)");
    await expect(result).toContainText("11,5–16 kg");
    await expect(result).toContainText("Sekitar 0,4 kg per minggu (0,35–0,5 kg)");
    await expect(result).toContainText("Sekitar 0,5–2 kg");
    await expect(result).not.toContainText(/\d\.\d/);
    await expect(field).toHaveValue(typed);
    await expect(page).toHaveURL(/\/kalkulator$/);
  }
});

test("a malformed weight gets the Indonesian message, never a browser bubble, and stays as typed", async ({ page }) => {
  await gotoHydrated(page, "/kalkulator");
  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  const field = weight.getByLabel("Berat badan sebelum hamil (kg)");
  await weight.getByLabel("Tinggi badan (cm)").fill("160");
  await field.fill("5.2.5");
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  await weight.getByRole("button", { name: "Hitung" }).click();
  await expect(weight).toContainText("Berat badan harus berupa angka dengan paling banyak satu desimal, misalnya 52,5");
  await expect(field).toHaveValue("5.2.5");
  await expect(weight.getByRole("status")).toHaveCount(0);

  // "1.000" has no thousands reading here: it is out of range either way.
  await field.fill("1.000");
  await weight.getByRole("button", { name: "Hitung" }).click();
  await expect(weight).toContainText("Berat badan harus antara 30 dan 150 kg");
});

test("a member's '52,5' is saved and the dashboard shows IMT 21,0", async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await expect(page.getByRole("dialog")).toBeVisible();
  await gotoHydrated(page, "/kalkulator");
  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  await weight.getByLabel("Tinggi badan (cm)").fill("158");
  await weight.getByLabel("Berat badan sebelum hamil (kg)").fill("52,5");
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/kalkulator"),
  );
  await weight.getByRole("button", { name: "Hitung" }).click();
  // 52.5 / 1.58^2 = 52.5 / 2.4964 = 21.03
  await expect(weight.getByRole("status")).toContainText("IMT sebelum hamil21,0");
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("toast")).toContainText("Hasil perhitungan telah disimpan ke riwayat Anda.");

  await page.goto("/dashboard");
  const entry = page.getByTestId("history-entry").filter({ hasText: "Tinggi badan:158 cm" }).first();
  await expect(entry).toContainText("Berat sebelum hamil:52,5 kg");
  await expect(entry).toContainText("IMT:21,0");
  await expect(entry).toContainText("Kategori:Berat badan normal (Normal)");
  await expect(entry).toContainText("Rekomendasi kenaikan:11,5–16 kg");
});
