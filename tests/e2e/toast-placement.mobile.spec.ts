import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, gotoHydrated, lastPeriodDaysAgo, signedIn, test } from "./support";

// Issue 10.10: on a phone the toast covered the comment just posted and its delete button.

/** The thing the user just made is on screen and the toast does not overlap it. */
async function expectClearOfToast(page: Page, made: Locator) {
  await expect(page.getByTestId("toast")).toBeVisible();
  await expect(made).toBeInViewport();
  const toast = (await page.getByTestId("toast").boundingBox())!;
  const box = (await made.boundingBox())!;
  const overlaps = box.y < toast.y + toast.height && toast.y < box.y + box.height;
  expect(overlaps, `toast ${JSON.stringify(toast)} over ${JSON.stringify(box)}`).toBe(false);
}

async function postComment(page: Page, text: string) {
  await page.getByPlaceholder("Tulis komentar Anda...").fill(text);
  await page.getByRole("button", { name: "Kirim Komentar" }).click();
  const comment = page.getByRole("listitem").filter({ hasText: text });
  await expect(comment).toBeVisible();
  return comment;
}

test("the toast leaves the new comment and its delete button in view, with JavaScript", async ({ page }) => {
  await signedIn(page, DEMO.member.email, DEMO.member.password);
  await gotoHydrated(page, "/artikel/10");
  // Several comments, so the new one sits far down the list.
  for (let i = 0; i < 3; i++) await postComment(page, `Komentar pengisi ${i} (${Date.now()})`);
  const comment = await postComment(page, `Komentar terbaru (${Date.now()})`);
  await expectClearOfToast(page, comment);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the toast leaves the new comment in view", async ({ page }) => {
    await signedIn(page, DEMO.member.email, DEMO.member.password);
    await page.goto("/artikel/10");
    for (let i = 0; i < 3; i++) await postComment(page, `Komentar pengisi tanpa JS ${i} (${Date.now()})`);
    const comment = await postComment(page, `Komentar terbaru tanpa JS (${Date.now()})`);
    await expectClearOfToast(page, comment);
  });
});

test("with JavaScript a calculator result is brought into view, clear of the toast", async ({ page }) => {
  await signedIn(page, DEMO.member.email, DEMO.member.password);
  await gotoHydrated(page, "/kalkulator");
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").fill(lastPeriodDaysAgo(90).iso);
  await hpl.getByRole("button", { name: "Hitung" }).click();
  const heading = page.locator("#hasil-hpl");
  await expect(heading).toBeVisible();
  // Its top part (the due date) must be readable above the toast.
  await expect(page.getByTestId("toast")).toBeVisible();
  const toast = (await page.getByTestId("toast").boundingBox())!;
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + 80).toBeLessThan(toast.y);
  // Issue 29.10: focus goes with the result, not left on the button now under the top bar.
  const focused = heading.getByRole("heading", { name: "Hasil Perhitungan" });
  await expect(focused).toBeFocused();
  const header = (await page.locator("body > header").boundingBox())!;
  expect((await focused.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
});
