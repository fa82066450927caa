import { expect, gotoHydrated, shareCount, test } from "./support";

// Issue 10.5: in in-app browsers the clipboard is blocked and "Salin tautan" failed silently.
test("where the clipboard is blocked, Salin tautan shows the address selected and says how to copy it", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new DOMException("Blocked", "NotAllowedError")) },
    });
  });
  await gotoHydrated(page, "/artikel/9");
  await expect(page.getByRole("button", { name: "Bagikan ke aplikasi lain" })).toHaveCount(0);
  await page.getByRole("button", { name: "Salin tautan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "belum bisa disalin otomatis" })).toBeVisible();
  const address = page.getByRole("textbox", { name: "Salin tautan" });
  await expect(address).toHaveValue(/\/artikel\/9$/);
  await expect(address).toBeFocused();
  const selected = await address.evaluate((input: HTMLInputElement) =>
    input.value.slice(input.selectionStart!, input.selectionEnd!),
  );
  expect(selected).toMatch(/^http:\/\/localhost:\d+\/artikel\/9$/);
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("where the phone has a share sheet, Bagikan ke aplikasi lain opens it with the article and counts the share", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data) });
  });
  await gotoHydrated(page, "/artikel/9");
  const before = await shareCount(page);
  await page.getByRole("button", { name: "Bagikan ke aplikasi lain" }).click();
  await expect(page.getByTestId("share-count")).toContainText(`${before + 1} kali dibagikan`);
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]!.url).toMatch(/\/artikel\/9$/);
  expect(shared[0]!.title).toBe("ASI Eksklusif dan Teknik Pelekatan yang Benar");
});

test("closing the share sheet is not an error and counts nothing", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: () => Promise.reject(new DOMException("Cancelled", "AbortError")),
    });
  });
  await gotoHydrated(page, "/artikel/9");
  const before = await shareCount(page);
  await page.getByRole("button", { name: "Bagikan ke aplikasi lain" }).click();
  await page.waitForTimeout(300);
  await expect(page.getByTestId("share-count")).toContainText(`${before} kali dibagikan`);
  await expect(page.getByRole("textbox", { name: "Salin tautan" })).toHaveCount(0);
});
