import { createAccount, e2eRows, e2eSql, expect, gotoReady, signedIn, test } from "./support";

// Issue 39 (decisions 080, 081): without JavaScript, a member ticks "Boleh dipublikasikan tanpa
// nama setelah disunting" on /tanya-kami; once answered, a midwife writes the public version
// (adding a source row without JavaScript), reviews and publishes it; a visitor finds it in
// Tanya Jawab; the member withdraws her consent on her dashboard and the page is gone. (What each
// request refuses: tests/integration/qa.test.ts, questions-public.test.ts and the matrices.)

test("a member allows publishing, a midwife publishes an edited version, a visitor reads it, and it is gone when she withdraws", async ({
  page,
  browser,
}) => {
  const account = await createAccount("Ibu Izin Jurnal", "member");
  await signedIn(page, account.email, account.password);
  await gotoReady(page, "/tanya-kami");
  const main = page.getByRole("main");
  const stamp = Date.now();
  const question = `Saya Ibu Izin Jurnal, bolehkah minum kopi saat menyusui? ${stamp}`;
  await main.getByLabel("Topik", { exact: true }).selectOption("Menyusui");
  await main.getByLabel("Pertanyaan", { exact: true }).fill(question);
  const box = main.getByLabel("Boleh dipublikasikan tanpa nama setelah disunting");
  await expect(box).not.toBeChecked();
  await box.check();
  await main.getByRole("button", { name: "Kirim Pertanyaan" }).click();
  await expect(page.getByText("Pertanyaan Berhasil Dikirim")).toBeVisible();
  const [asked] = await e2eRows<{ id: number }>("SELECT id FROM questions WHERE question = ?", question);
  // Answered (the reply form's own journey is admin-messages): the public version can be written.
  await e2eSql("UPDATE questions SET status = 'answered', answer = 'Boleh, batasi kafein.' WHERE id = ?", asked!.id);

  const midwife = await createAccount("Bidan Terbit Uji", "admin");
  const midwifePage = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signedIn(midwifePage, midwife.email, midwife.password);
  await midwifePage.goto(`/admin/pesan/${asked!.id}`);
  await midwifePage.getByRole("link", { name: "Sunting versi publik" }).click();
  const form = midwifePage.getByRole("main");
  const title = `Bolehkah minum kopi saat menyusui? ${stamp}`;
  await form.getByLabel("Judul", { exact: true }).fill(title);
  await form.getByLabel("Pertanyaan (versi publik)").fill("Bolehkah ibu menyusui minum kopi?");
  await form.getByLabel("Jawaban (versi publik)").fill("Boleh dalam jumlah terbatas; batasi kafein.");
  await form.getByLabel("Nama peninjau").fill("Bidan Terbit Uji");
  await form.getByLabel("Tanggal tinjauan").fill(new Date().toISOString().slice(0, 10));
  await form.getByRole("button", { name: "Tambah Referensi" }).click();
  await form.getByLabel("Referensi 1", { exact: true }).fill("Kementerian Kesehatan RI. Buku KIA. 2024.");
  await form.getByLabel("Terbit di Tanya Jawab").check();
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(midwifePage.getByTestId("toast")).toContainText("Versi publik terbit di Tanya Jawab");
  await expect(midwifePage.getByTestId("qa-status")).toContainText("Terbit sejak");

  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto("/tanya-jawab");
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Ditinjau secara medis oleh Bidan Terbit Uji")).toBeVisible();
  await expect(visitor.getByRole("main")).not.toContainText("Ibu Izin Jurnal");
  const address = visitor.url();

  await gotoReady(page, "/dashboard");
  const card = page.getByTestId("my-question").filter({ hasText: question });
  await expect(card).toContainText("Anda mengizinkan pertanyaan ini dipublikasikan tanpa nama");
  await expect(card.getByRole("link", { name: "lihat di Tanya Jawab" })).toHaveAttribute(
    "href",
    new URL(address).pathname,
  );
  await card.getByRole("button", { name: /^Tarik izin publikasi/ }).click();
  await expect(page.getByTestId("toast")).toContainText("Izin Publikasi Ditarik");
  await expect(card).toContainText("Izin publikasi tanpa nama sudah Anda tarik pada");
  const response = await visitor.goto(address);
  expect(response!.status()).toBe(404);
});
