import { createAccount, expect, horizontalOverflow, openAccountMenu, signedIn, test } from "./support";

// Issue 10.1: with the Admin link and a long name the signed-in bar was 93-95 px wider than a
// 1280 px laptop screen. Every role, with a long name, at laptop and phone widths.
const LONG_NAME = "Ratna Kusumawardhani Siregar";
const WIDTHS = [1280, 1366, 360] as const;

for (const role of ["member", "admin", "super_admin"] as const) {
  test(`the signed-in bar fits for a ${role} with a long name`, async ({ page }) => {
    test.setTimeout(60_000);
    const account = await createAccount(LONG_NAME, role);
    await signedIn(page, account.email, account.password);
    await page.goto("/artikel");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await horizontalOverflow(page), `closed bar at ${width} px`).toBe(0);
      if (width >= 768) {
        const menu = await openAccountMenu(page);
        await expect(menu).toContainText(`Masuk sebagai ${LONG_NAME}`);
        await expect(menu.getByRole("link", { name: "Admin Panel" })).toHaveCount(role === "member" ? 0 : 1);
        const logout = await menu.getByRole("button", { name: "Logout" }).boundingBox();
        expect(logout!.x + logout!.width, `Logout inside the window at ${width} px`).toBeLessThanOrEqual(width);
        expect(await horizontalOverflow(page), `open menu at ${width} px`).toBe(0);
        await menu.locator("summary").click();
      } else {
        await page
          .locator("summary")
          .filter({ hasText: /^Menu$/ })
          .click();
        const menu = page.locator("details[open]");
        await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
        await expect(menu.getByRole("link", { name: "Admin Panel" })).toHaveCount(role === "member" ? 0 : 1);
        expect(await horizontalOverflow(page), `open phone menu at ${width} px`).toBe(0);
        await page
          .locator("summary")
          .filter({ hasText: /^Menu$/ })
          .click();
      }
    }
  });
}
