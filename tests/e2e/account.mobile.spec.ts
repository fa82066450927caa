import { DEMO, expect, test } from "./support";

test("the phone menu offers Admin Panel and Logout to a signed-in admin", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Masuk ke Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto("/dashboard");
  const dashboardOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(dashboardOverflow).toBeLessThanOrEqual(0);
  await page.goto("/admin/pengguna").catch(() => undefined);
  await page.goto("/admin");

  await page.locator("summary").filter({ hasText: "Menu" }).click();
  const menu = page.locator("details[open]");
  await expect(menu.getByRole("link", { name: "Admin Panel" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Bidan Admin" })).toBeVisible();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByTestId("toast")).toContainText("Berhasil Logout");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
