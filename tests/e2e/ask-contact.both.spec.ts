import { DEMO, expect, gotoReady, signedIn, test, uniqueEmail } from "./support";

// The two public forms of issue 12, with and without JavaScript: a visitor
// asks on /tanya-kami, a visitor writes on /kontak, and the FAQ opens without JavaScript.

test("a visitor asks a question: toast, and the form is empty again", async ({ page }) => {
  await gotoReady(page, "/tanya-kami");
  await expect(page.getByRole("heading", { level: 1, name: "Tanya Kami" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Nama (opsional)").fill("Ibu Rina");
  await main.getByLabel("Email", { exact: true }).fill(uniqueEmail("tanya"));
  await main.getByLabel("Topik", { exact: true }).selectOption("Menyusui");
  await main.getByLabel("Pertanyaan", { exact: true }).fill("Berapa kali sehari bayi baru lahir sebaiknya disusui?");
  await main.getByRole("button", { name: "Kirim Pertanyaan" }).click();

  await expect(page.getByText("Pertanyaan Berhasil Dikirim")).toBeVisible();
  await expect(page.getByText("Terima kasih! Tim kami akan merespon dalam 1-2 hari kerja.")).toBeVisible();
  await expect(main.getByLabel("Pertanyaan", { exact: true })).toHaveValue("");
  await expect(main.getByLabel("Topik", { exact: true })).toHaveValue("");
  await expect(main.getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(main.getByLabel("Nama (opsional)")).toHaveValue("");
});

test("a refused question keeps what was typed and says what is wrong", async ({ page }) => {
  await gotoReady(page, "/tanya-kami");
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(uniqueEmail("tanya"));
  // Issue 29.9 (SPEC): with JavaScript the button waits for a topic and a question; without it,
  // it is always enabled and the server checks.
  const send = main.getByRole("button", { name: "Kirim Pertanyaan" });
  if (test.info().project.use.javaScriptEnabled === false) await expect(send).toBeEnabled();
  else await expect(send).toBeDisabled();
  // Only spaces: the browser's "required" lets it through, the server refuses it.
  await main.getByLabel("Topik", { exact: true }).selectOption("Nifas");
  await main.getByLabel("Pertanyaan", { exact: true }).fill("   ");
  await send.click();
  // Issue 29.11: the summary says what is wrong and has focus, so a screen reader reads it.
  await expect(main.getByRole("alert")).toContainText("Pertanyaan wajib diisi");
  await expect(main.getByRole("alert")).toBeFocused();
  await expect(main.getByLabel("Topik", { exact: true })).toHaveValue("Nifas");
});

test("a signed-in member sees their email prefilled and locked, and it stays after sending", async ({ page }) => {
  await signedIn(page, DEMO.member.email, DEMO.member.password);
  await gotoReady(page, "/tanya-kami");
  const main = page.getByRole("main");
  const email = main.getByLabel("Email", { exact: true });
  await expect(email).toHaveValue(DEMO.member.email);
  await expect(email).toBeDisabled();
  await expect(main.getByLabel("Nama", { exact: true })).toBeDisabled();
  await main.getByLabel("Topik", { exact: true }).selectOption("Kehamilan");
  await main.getByLabel("Pertanyaan", { exact: true }).fill("Apakah aman berolahraga ringan di trimester pertama?");
  await main.getByRole("button", { name: "Kirim Pertanyaan" }).click();
  await expect(page.getByText("Pertanyaan Berhasil Dikirim")).toBeVisible();
  await expect(main.getByLabel("Pertanyaan", { exact: true })).toHaveValue("");
  await expect(main.getByLabel("Email", { exact: true })).toHaveValue(DEMO.member.email);
});

test("a visitor sends a contact message: toast, and the form is empty again", async ({ page }) => {
  await gotoReady(page, "/kontak");
  await expect(page.getByRole("heading", { level: 1, name: "Hubungi Kami" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Nama", { exact: true }).fill("Budi");
  await main.getByLabel("Email", { exact: true }).fill(uniqueEmail("kontak"));
  await main.getByLabel("Subjek").fill("Kerja sama penyuluhan");
  await main.getByLabel("Pesan", { exact: true }).fill("Kami ingin mengundang bidan untuk penyuluhan di posyandu.");
  await main.getByRole("button", { name: "Kirim Pesan" }).click();

  await expect(page.getByText("Pesan Berhasil Dikirim")).toBeVisible();
  await expect(main.getByLabel("Pesan", { exact: true })).toHaveValue("");
  await expect(main.getByLabel("Subjek")).toHaveValue("");
  await expect(main.getByLabel("Nama", { exact: true })).toHaveValue("");
});

test("the contact page lists the seeded details and its FAQ opens without JavaScript", async ({ page }) => {
  await gotoReady(page, "/kontak");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "info@bidanku.id" })).toHaveAttribute("href", "mailto:info@bidanku.id");
  await expect(main.getByText("Jam Operasional")).toBeVisible();
  // The seed has the practice location switched off: no map.
  await expect(main.locator("iframe")).toHaveCount(0);

  // Other journeys edit the FAQ (list-field.both.spec.ts saves its own rows in the same database),
  // so the first entry is taken as it is, whatever its text.
  const entry = main.getByRole("region", { name: "Pertanyaan yang Sering Diajukan" }).locator("details").first();
  const question = entry.locator("summary");
  const answer = entry.locator(":scope > :not(summary)").first();
  await expect(question).toBeVisible();
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});
