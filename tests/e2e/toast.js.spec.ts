import { expect, test } from "@playwright/test";

async function showToast(page: import("@playwright/test").Page, variant = "default") {
  await page.goto("/__test/toast");
  await page.locator("select[name=variant]").selectOption(variant);
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page).toHaveURL(/\/kontak(#konten)?$/);
  // Wait for hydration: the close button only exists once JavaScript runs.
  await expect(page.getByRole("button", { name: "Tutup notifikasi" })).toBeVisible();
}

test("a toast dismisses itself after 5 seconds", async ({ page }) => {
  await showToast(page);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Tes Berhasil");
  await page.waitForTimeout(3500);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 4000 });
});

test("F8 focuses the notification region and the close button dismisses", async ({ page }) => {
  await showToast(page, "destructive");
  await expect(page.getByTestId("toast")).toHaveAttribute("data-variant", "destructive");
  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: "Notifikasi (F8)" })).toBeFocused();
  await page.getByRole("button", { name: "Tutup notifikasi" }).click();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("swiping right dismisses the toast, a short swipe does not", async ({ page }) => {
  await showToast(page);
  const toast = page.getByTestId("toast");
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, y, { steps: 4 });
  await page.mouse.up();
  await expect(toast).toBeVisible();

  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, y, { steps: 8 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

// Issue 29.11: a toast the page came with was in the live region from the start, so a screen
// reader never announced it (for a logout or "Pengukuran Disimpan" it is the only confirmation).
test("a toast that comes with the page is focused, or put in the live region after load", async ({ page }) => {
  await showToast(page);
  await expect(page.getByTestId("toast")).toBeFocused();

  // Where the address points into the page (#ukuran-12 after a measurement), the browser
  // focuses nothing: the script puts the toast into the live region once the page has loaded.
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { added: string[] }).added = added;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.matches("[aria-live] > [data-testid=toast]"))
            added.push(document.readyState);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.route("**/__test/toast", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    await route.fulfill({ response, headers: { ...response.headers(), location: "/kontak#konten" } });
  });
  await showToast(page);
  await expect(page).toHaveURL(/\/kontak#konten$/);
  await expect(page.getByTestId("toast")).not.toBeFocused();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { added: string[] }).added.filter((state) => state !== "loading")),
    )
    .toHaveLength(1);
  await expect(page.getByTestId("toast")).toContainText("Tes Berhasil");
});
