import { DEMO, expect, gotoHydrated, lastPeriodDaysAgo, signIn, test } from "./support";

test("results appear at once with JavaScript, and a member's are saved in the background", async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await page.getByRole("dialog").getByRole("link", { name: "Masuk ke Dashboard" }).click();
  await gotoHydrated(page, "/kalkulator");
  await expect(page.getByText("riwayat dashboard")).toBeVisible();

  const fertility = page.getByRole("region", { name: "Kalkulator Masa Subur" });
  await fertility.getByLabel("Tanggal hari pertama haid terakhir").fill("2026-01-31");
  await fertility.getByLabel("Panjang siklus haid (hari)").fill("35");
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/kalkulator"),
  );
  await fertility.getByRole("button", { name: "Hitung" }).click();
  // The result comes from the page's own code; the address does not change.
  await expect(fertility).toContainText("Haid berikutnya");
  await expect(fertility).toContainText("7 Maret 2026");
  // The range as the server writes it (one domain function), with an en dash.
  await expect(fertility).toContainText("16 Februari 2026 – 21 Februari 2026");
  await expect(page).toHaveURL(/\/kalkulator$/);
  // The background save posts the inputs in its body, never in its address (decision 031).
  expect((await saved).url()).not.toContain("2026-01-31");
  await expect(page.getByTestId("toast")).toContainText("Perhitungan Masa Subur Berhasil");
  await expect(page.getByTestId("toast")).toContainText("Hasil perhitungan telah disimpan ke riwayat Anda.");

  // Ten days past the due date.
  const lastPeriod = lastPeriodDaysAgo(290);
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").fill(lastPeriod.iso);
  await hpl.getByRole("button", { name: "Hitung" }).click();
  await expect(hpl).toContainText(lastPeriod.dueDateLong);
  await expect(hpl).toContainText("41 minggu 3 hari");
  await expect(hpl).toContainText("Sudah lewat HPL");
  await expect(hpl).toContainText("segera periksakan diri ke bidan atau dokter hari ini");
  await expect(hpl.getByRole("link", { name: "Lihat Tanda Bahaya" })).toBeVisible();

  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  await weight.getByLabel("Tinggi badan (cm)").fill("200");
  await weight.getByLabel("Berat badan sebelum hamil (kg)").fill("100");
  await weight.getByRole("button", { name: "Hitung" }).click();
  await expect(weight).toContainText("25,0");
  await expect(weight).toContainText("Berat badan berlebih (Overweight)");
  await expect(weight).toContainText("7–11,5 kg");
  await expect(weight).toContainText("Sekitar 0,3 kg per minggu (0,23–0,33 kg)");
  await expect(page.getByTestId("toast")).toContainText("Perhitungan Kenaikan Berat Badan Berhasil");

  await page.goto("/dashboard");
  const history = page.locator("#riwayat");
  await expect(history.getByText(/Kalkulator Masa Subur \(\d+\)/)).toBeVisible();
  await expect(
    history.getByTestId("history-entry").filter({ hasText: "Panjang siklus:35 hari" }).first(),
  ).toBeVisible();
});

test("a visitor's calculation shows a login hint and an invalid date raises the toast", async ({ page }) => {
  await gotoHydrated(page, "/kalkulator");
  await expect(page.getByRole("link", { name: "Login untuk menyimpan hasil ke riwayat Anda." })).toBeVisible();
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").evaluate((input: HTMLInputElement) => {
    input.type = "text";
    input.value = "2026-02-30";
  });
  await hpl.getByRole("button", { name: "Hitung" }).click();
  await expect(page.getByTestId("toast")).toContainText("Tanggal Tidak Valid");
  await expect(hpl.getByRole("alert")).toContainText("Silakan masukkan tanggal HPHT yang valid.");
});

test("on an old result address a visitor's new result stays in the browser, with no inputs in any address", async ({
  page,
}) => {
  await gotoHydrated(page, "/kalkulator?tinggi=160&berat=55");
  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  // 55 / 1.6^2 = 21.48, shown cut to a tenth (issue 29)
  await expect(weight.getByRole("status")).toContainText("21,4");
  await weight.getByLabel("Tinggi badan (cm)").fill("170");
  await weight.getByLabel("Berat badan sebelum hamil (kg)").fill("63,5");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  await weight.getByRole("button", { name: "Hitung" }).click();
  // 63.5 / 1.7^2 = 21.97, shown cut to a tenth
  await expect(weight.getByRole("status")).toContainText("21,9");
  await expect(page.getByTestId("toast")).toContainText("Perhitungan Kenaikan Berat Badan Berhasil");
  // A visitor has no history: nothing was sent, and the address is the one opened.
  expect(requests).toEqual([]);
  await expect(page).toHaveURL(/\/kalkulator\?tinggi=160&berat=55$/);
  for (const form of await page.locator('form[method="post"]').all())
    expect(await form.getAttribute("action")).not.toMatch(/tinggi|berat/);
});
