import { DEMO, deleteWithConfirm, e2eSql, expect, gotoReady, signedIn, test, uniqueEmail } from "./support";

// Issue 12: an admin answers a question in /admin/pesan; a super_admin clears a review. With
// JavaScript and without it (layout at 360 px: layout.mobile.spec.ts).

test("an admin answers a waiting question and it moves to Dijawab", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("penanya");
  await e2eSql(
    `INSERT INTO questions (name, email, topic, question) VALUES ('Rina Penanya', '${email}', 'Menyusui', 'Berapa kali bayi baru lahir perlu menyusu dalam sehari?')`,
  );
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoReady(page, "/admin/pesan");
  const waiting = page.getByTestId("list-waiting");
  // The link is the question's words; the card around it (with the email) describes it.
  await waiting.getByTestId("message-item").filter({ hasText: email }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Detail Pesan" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await gotoReady(page, page.url());

  await page.getByRole("textbox", { name: "Jawaban" }).fill("Sekitar 8-12 kali sehari.\nSusui sesuai keinginan bayi.");
  await page.getByRole("button", { name: "Kirim Jawaban" }).click();
  await expect(page.getByTestId("toast")).toContainText("Jawaban Terkirim");
  await expect(page.getByTestId("state-label")).toHaveText("Dijawab");
  await expect(page.getByRole("region", { name: "Percakapan" })).toContainText("Susui sesuai keinginan bayi.");
  await expect(page.getByRole("button", { name: "Perbarui Jawaban" })).toBeVisible();

  await gotoReady(page, "/admin/pesan");
  await expect(page.getByTestId("list-answered")).toContainText(email);
  await expect(page.getByTestId("list-waiting")).not.toContainText(email);
});

test("a super_admin clears a closed question's review", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("pengulas");
  const review = `Penjelasannya jelas sekali ${Date.now()}`;
  await e2eSql(
    `INSERT INTO questions (user_id, name, email, topic, question, status, status_member, answer, conversation, rating, review, reviewer_display_name) VALUES ('demo-member', 'Siti Member', '${email}', 'Nifas', 'Berapa lama masa nifas?', 'answered', 'closed', 'Sekitar 40 hari.', '[{"sender":"admin","message":"Sekitar 40 hari.","timestamp":"2026-01-02T03:04:05.000Z"}]', 5, '${review}', 'Siti M.')`,
  );
  await signedIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await gotoReady(page, "/admin/pesan");
  await page
    .getByTestId("list-closed")
    .getByTestId("message-item")
    .filter({ hasText: email })
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Detail Pesan" })).toBeVisible();
  await gotoReady(page, page.url());
  const reviewPanel = page.getByRole("region", { name: "Ulasan" });
  await expect(reviewPanel).toContainText(review);
  await expect(page.getByRole("textbox", { name: "Jawaban" })).toHaveCount(0);

  await deleteWithConfirm(reviewPanel);
  await expect(page.getByTestId("toast")).toContainText("Ulasan Dihapus");
  await expect(reviewPanel).toContainText("Tidak ada nilai atau ulasan.");
  await expect(reviewPanel).not.toContainText(review);
  await expect(page.getByTestId("state-label")).toHaveText("Selesai");
});
