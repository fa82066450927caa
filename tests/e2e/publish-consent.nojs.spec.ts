import { createAccount, e2eRows, expect, gotoReady, signedIn, test } from "./support";

// Issue 39 (decision 080): without JavaScript, a member ticks "Boleh dipublikasikan tanpa nama
// setelah disunting" on /tanya-kami, reads it on her dashboard, and withdraws it there. (What each
// request refuses: tests/integration/questions-public.test.ts and the matrices.)

test("a member allows publishing when asking, and withdraws it from her dashboard", async ({ page }) => {
  const account = await createAccount("Ibu Izin Jurnal", "member");
  await signedIn(page, account.email, account.password);
  await gotoReady(page, "/tanya-kami");
  const main = page.getByRole("main");
  const question = `Bolehkah minum kopi saat menyusui? ${Date.now()}`;
  await main.getByLabel("Topik", { exact: true }).selectOption("Menyusui");
  await main.getByLabel("Pertanyaan", { exact: true }).fill(question);
  const box = main.getByLabel("Boleh dipublikasikan tanpa nama setelah disunting");
  await expect(box).not.toBeChecked();
  await box.check();
  await main.getByRole("button", { name: "Kirim Pertanyaan" }).click();
  await expect(page.getByText("Pertanyaan Berhasil Dikirim")).toBeVisible();

  await gotoReady(page, "/dashboard");
  const card = page.getByTestId("my-question").filter({ hasText: question });
  await expect(card).toContainText("Anda mengizinkan pertanyaan ini dipublikasikan tanpa nama");
  await card.getByRole("button", { name: /^Tarik izin publikasi/ }).click();
  await expect(page.getByTestId("toast")).toContainText("Izin Publikasi Ditarik");
  await expect(card).toContainText("Izin publikasi tanpa nama sudah Anda tarik pada");
  const [row] = await e2eRows<{ withdrawn: number | null }>(
    "SELECT publish_withdrawn_at AS withdrawn FROM questions WHERE question = ?",
    question,
  );
  expect(row!.withdrawn).not.toBeNull();
});
