import { DEMO, deleteWithConfirm, expect, gotoHydrated, lastPeriodDaysAgo, signedIn, test } from "./support";

// Issue 10.4: "Hapus" deleted at once; now it asks, and only "Ya, hapus" deletes.
test("a saved calculation is deleted only after confirming, with JavaScript", async ({ page }) => {
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoHydrated(page, "/kalkulator");
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  const lastPeriod = lastPeriodDaysAgo(123);
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").fill(lastPeriod.iso);
  await hpl.getByRole("button", { name: "Hitung" }).click();
  await expect(page.getByTestId("toast")).toContainText("Hasil perhitungan telah disimpan ke riwayat Anda.");

  await gotoHydrated(page, "/dashboard");
  const entries = page.getByTestId("history-entry").filter({ hasText: lastPeriod.long });
  const count = await entries.count();
  expect(count).toBeGreaterThan(0);
  const entry = entries.first();
  // Opening and cancelling changes nothing.
  await entry.getByTestId("confirm-delete").locator("summary").click();
  await expect(entry.getByText("Hapus riwayat ini?")).toBeVisible();
  await entry.getByTestId("confirm-delete").locator("summary").click();
  await expect(entry.getByText("Hapus riwayat ini?")).toBeHidden();
  // Issue 29.13: Escape closes the question (focus back on "Hapus"), and so does focus leaving it.
  const opener = entry.getByTestId("confirm-delete").locator("summary");
  await opener.click();
  await page.keyboard.press("Escape");
  await expect(entry.getByText("Hapus riwayat ini?")).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(entry.getByText("Hapus riwayat ini?")).toBeVisible();
  // "Ya, hapus", then out of the question.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(entry.getByText("Hapus riwayat ini?")).toBeHidden();
  await expect(entries).toHaveCount(count);

  await deleteWithConfirm(entry);
  await expect(page.getByTestId("toast")).toContainText("Riwayat Dihapus");
  await expect(entries).toHaveCount(count - 1);
});
