import { DEMO, expect, horizontalOverflow, signedIn, test } from "./support";

test("the phone menu offers Admin Panel and Logout to a signed-in admin", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Masuk ke Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto("/dashboard");
  const dashboardOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(dashboardOverflow).toBeLessThanOrEqual(0);
  await page.goto("/admin/pengguna").catch(() => undefined);
  await page.goto("/admin");

  await page
    .locator("summary")
    .filter({ hasText: /^Menu$/ })
    .click();
  const menu = page.locator("details[open]");
  await expect(menu.getByRole("link", { name: "Admin Panel" })).toBeVisible();
  await expect(menu).toContainText("Masuk sebagai Bidan Admin");
  await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByTestId("toast")).toContainText("Berhasil Logout");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// Issue 10.2: at 360 px the user list was 641 px wide and the role control was off screen.
test("user management fits a phone: stacked rows with the role control on screen", async ({ page }) => {
  await signedIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.goto("/admin/pengguna");
  expect(await horizontalOverflow(page)).toBe(0);
  const row = page.getByTestId("user-row").filter({ hasText: "member@bidanku.test" });
  await row.getByText("Edit").click();
  const select = row.getByLabel(/Peran untuk/);
  await expect(select).toBeInViewport();
  await expect(row.getByRole("button", { name: "Simpan" })).toBeInViewport();
  const box = (await row.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await horizontalOverflow(page)).toBe(0);
});
