import { DEMO, expect, gotoReady, signedIn, test } from "./support";

// The article's rich-text field (decision 028) without JavaScript: a labelled, required textarea
// that posts HTML, which the server sanitizes. The editor itself: rich-text.js.spec.ts.

test("without JavaScript the field is a labelled textarea that posts HTML", async ({ page }) => {
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoReady(page, "/__test/rich-text");
  await expect(page.getByRole("toolbar")).toHaveCount(0);
  const area = page.getByLabel("Isi artikel");
  await expect(area).toBeVisible();
  await expect(area).toHaveAttribute("required", "");
  await expect(page.getByText(/Tulis HTML sederhana/)).toBeVisible();
  await area.fill('<p>Halo <strong>x</strong></p><script>alert(1)</script><p><a href="javascript:alert(1)">y</a></p>');
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByTestId("posted")).toHaveText("<p>Halo <strong>x</strong></p><p><a>y</a></p>");
});
