import { DEMO, expect, fillLogin, test } from "./support";

test("signing in from an article without JavaScript returns to it with a greeting true for first-timers", async ({
  page,
}) => {
  await page.goto("/artikel/9");
  await page.locator("#komentar").getByRole("link", { name: "Masuk" }).click();
  await fillLogin(page, DEMO.member.email, DEMO.member.password);
  await expect(page).toHaveURL(/\/artikel\/9#komentar$/);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Login Berhasil");
  await expect(toast).toContainText("Selamat datang di Bidanku, Siti Rahayu!");
  await expect(toast).not.toContainText("kembali");
});
