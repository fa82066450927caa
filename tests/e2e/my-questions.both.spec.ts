import { createAccount, deleteWithConfirm, e2eSql, expect, gotoReady, signedIn, test } from "./support";

// Issue 12, the member side: "Pertanyaan Saya" on /dashboard. The questions are put in the
// journeys' database directly (answered the way the admin pages leave them), so this journey
// does not depend on the admin area.

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A question of the account with `email`, waiting or answered. */
async function insertQuestion(email: string, question: string, answered: boolean) {
  const conversation = JSON.stringify([
    { sender: "admin", message: "Itu normal, tetap pantau.", timestamp: "2026-03-04T05:06:00.000Z" },
  ]);
  await e2eSql(
    `INSERT INTO questions (user_id, email, topic, question, status, answer, conversation)
     SELECT id, email, 'Nifas', ${sqlText(question)}, ${answered ? "'answered'" : "NULL"},
            ${answered ? "'Itu normal, tetap pantau.'" : "NULL"}, ${sqlText(answered ? conversation : "[]")}
     FROM users WHERE email = ${sqlText(email)}`,
  );
}

test("a member closes an answered question with a rating and a review", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await createAccount("Rina Penanya", "member");
  const question = `Apakah flek setelah melahirkan normal? ${Date.now()}`;
  await insertQuestion(account.email, question, true);

  await signedIn(page, account.email, account.password);
  await gotoReady(page, "/dashboard");
  const section = page.getByRole("region", { name: "Pertanyaan Saya" });
  const card = section.getByTestId("my-question").filter({ hasText: question });
  await expect(card.getByTestId("question-status")).toHaveText("Dijawab");
  await expect(card).toContainText("Itu normal, tetap pantau.");

  const rating = card.getByRole("group", { name: "Beri nilai (opsional)" });
  await expect(rating.getByLabel("Tidak memberi nilai")).toBeChecked();
  await rating.getByLabel("4 dari 5").check();
  await card.getByLabel("Ulasan (opsional)").fill("Penjelasannya jelas,\nterima kasih bidan.");
  await card.getByRole("button", { name: "Tutup Percakapan" }).click();

  await expect(page.getByTestId("toast")).toContainText("Percakapan ditutup");
  const closed = page.getByTestId("my-question").filter({ hasText: question });
  await expect(closed.getByTestId("question-status")).toHaveText("Selesai");
  await expect(closed.getByTestId("question-review")).toContainText("4 dari 5");
  await expect(closed.getByTestId("question-review")).toContainText("Penjelasannya jelas,");
  await expect(closed.getByTestId("question-review")).toContainText("Rina Penanya");
  await expect(closed.getByRole("button", { name: "Tutup Percakapan" })).toHaveCount(0);
});

test("a member deletes a question that is still waiting", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await createAccount("Rina Penanya", "member");
  const question = `Bolehkah minum jamu saat menyusui? ${Date.now()}`;
  await insertQuestion(account.email, question, false);

  await signedIn(page, account.email, account.password);
  await gotoReady(page, "/dashboard");
  const card = page.getByTestId("my-question").filter({ hasText: question });
  await expect(card.getByTestId("question-status")).toHaveText("Menunggu");
  await expect(card.getByRole("button", { name: "Tutup Percakapan" })).toHaveCount(0);
  await deleteWithConfirm(card);

  await expect(page.getByTestId("toast")).toContainText("Pertanyaan Dihapus");
  await expect(page.getByTestId("my-question").filter({ hasText: question })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Pertanyaan Saya" })).toContainText(
    "Anda belum mengajukan pertanyaan.",
  );
});
