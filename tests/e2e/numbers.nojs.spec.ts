import { DEMO, expect, signedIn, test } from "./support";

// Numbers in Indonesian without JavaScript (decision 015): the server reads a decimal comma or
// point, echoes what was typed, and prints id-ID. Expected values are worked out by hand.

test("a weight typed as '52,5' is calculated by the server and shown in id-ID", async ({ page }) => {
  await page.goto("/kalkulator");
  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  await weight.getByLabel("Tinggi badan (cm)").fill("160");
  await weight.getByLabel("Berat badan sebelum hamil (kg)").fill("52,5");
  await weight.getByRole("button", { name: "Hitung" }).click();
  await expect(page).toHaveURL(/\/kalkulator#hasil-weight_gain$/);
  await expect(page.getByTestId("toast")).toContainText("Perhitungan Kenaikan Berat Badan Berhasil");
  const region = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  // 52.5 / 1.6^2 = 52.5 / 2.56 = 20.51
  await expect(region.getByRole("status")).toContainText("IMT sebelum hamil20,5");
  await expect(region.getByRole("status")).toContainText("Berat badan normal (Normal)");
  await expect(region.getByRole("status")).toContainText("11,5–16 kg");
  await expect(region.getByRole("status")).not.toContainText(/\d\.\d/);
  await expect(region.getByLabel("Berat badan sebelum hamil (kg)")).toHaveValue("52,5");
});

test("an old result address (a bookmark) takes a decimal point as well as a comma", async ({ page }) => {
  for (const weight of ["52.5", "52,5"]) {
    await page.goto(`/kalkulator?tinggi=160&berat=${weight}`);
    const region = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
    await expect(region.getByRole("status")).toContainText("IMT sebelum hamil20,5");
    await expect(region.getByRole("status")).toContainText("KategoriBerat badan normal (Normal)");
    await expect(region.getByLabel("Berat badan sebelum hamil (kg)")).toHaveValue(weight);
  }
});

test("a malformed weight comes back as typed with the server's Indonesian message", async ({ page }) => {
  await page.goto("/kalkulator");
  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  await weight.getByLabel("Tinggi badan (cm)").fill("160");
  await weight.getByLabel("Berat badan sebelum hamil (kg)").fill("52,,5");
  await weight.getByRole("button", { name: "Hitung" }).click();
  const region = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  await expect(region).toContainText("Berat badan harus berupa angka dengan paling banyak satu desimal, misalnya 52,5");
  await expect(region.getByLabel("Berat badan sebelum hamil (kg)")).toHaveValue("52,,5");
  await expect(region.getByLabel("Tinggi badan (cm)")).toHaveValue("160");
});

test("a member's '55,1' is saved and the dashboard shows IMT 20,9", async ({ page }) => {
  await signedIn(page, DEMO.member.email, DEMO.member.password);
  await page.goto("/kalkulator");
  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  await weight.getByLabel("Tinggi badan (cm)").fill("162");
  await weight.getByLabel("Berat badan sebelum hamil (kg)").fill(" 55,1 ");
  await weight.getByRole("button", { name: "Hitung" }).click();
  await expect(page.getByTestId("toast")).toContainText("Hasil perhitungan telah disimpan ke riwayat Anda.");
  // 55.1 / 1.62^2 = 55.1 / 2.6244 = 20.995, shown cut to a tenth (issue 29)
  await expect(page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" }).getByRole("status")).toContainText(
    "IMT sebelum hamil20,9",
  );

  await page.goto("/dashboard");
  const entry = page.getByTestId("history-entry").filter({ hasText: "Tinggi badan:162 cm" }).first();
  await expect(entry).toContainText("Berat sebelum hamil:55,1 kg");
  await expect(entry).toContainText("IMT:20,9");
  await expect(entry).toContainText("Kategori:Berat badan normal (Normal)");
});
