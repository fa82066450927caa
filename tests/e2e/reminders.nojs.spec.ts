import { createAccount, e2eRows, e2eSql, expect, signedIn, test } from "./support";

// Issue 37 (decision 075): without JavaScript, a member turns on a child's immunisation reminders
// and picks her time zone, the local outbox's form runs the reminders at a chosen hour, and the
// mail's link stops them without signing in. (What each request does and refuses, the cron's
// rules and its idempotency: tests/integration/reminders.test.ts.)

test("a member turns reminders on, gets the mail, and stops it from the mail's link", async ({ page, context }) => {
  test.setTimeout(60_000);
  const account = await createAccount("Ibu Pengingat", "member");
  const [user] = await e2eRows<{ id: string }>("SELECT id FROM users WHERE email = ?", account.email);
  // Born 10 October 2026: the 2-month doses' window opens on 10 December.
  await e2eSql(
    "INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Laras', 'perempuan', '2026-10-10')",
    user!.id,
  );
  await signedIn(page, account.email, account.password);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Atur Pengingat" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pengingat" })).toBeVisible();
  await expect(page.getByText("Belum ada pengingat yang menyala.")).toBeVisible();
  const laras = page.getByRole("group", { name: "Laras" });
  await laras.getByLabel("Imunisasi", { exact: true }).check();
  await page.getByLabel(/^WITA/).check();
  await page.getByRole("button", { name: "Simpan Pengingat" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pengingat Disimpan");
  await expect(page.getByRole("group", { name: "Laras" }).getByLabel("Imunisasi", { exact: true })).toBeChecked();
  await expect(page.getByLabel(/^WITA/)).toBeChecked();

  // Monday 7 December 2026, 08:17 WIB is 09:17 WITA: three days before the window opens.
  await page.goto("/__dev/outbox");
  await page.getByLabel("Jalankan tugas per jam (pengingat) pada waktu (WIB)").fill("2026-12-07T08:17");
  await page.getByRole("button", { name: "Jalankan" }).click();
  await expect(page.getByText(/^Pengingat dijalankan: \d+ anggota dilihat/)).toBeVisible();
  await page.goto(`/__dev/outbox?to=${encodeURIComponent(account.email)}`);
  const mail = page.getByTestId("outbox-message").first();
  await expect(mail).toContainText("Laras: Imunisasi DPT-HB-Hib 1");
  await expect(mail).toContainText("mulai 10 Desember 2026");
  const href = await mail.locator('a[href*="/pengingat/berhenti?"]').first().getAttribute("href");

  // The link works without a session: a fresh context, as in a mail app.
  const stranger = await context.browser()!.newContext({ javaScriptEnabled: false });
  const mailApp = await stranger.newPage();
  const link = new URL(href!);
  await mailApp.goto(new URL(`${link.pathname}${link.search}`, page.url()).href);
  await expect(mailApp.getByRole("heading", { level: 1 })).toHaveText("Berhenti menerima email pengingat?");
  await mailApp.getByRole("button", { name: "Ya, berhenti kirim email" }).click();
  await expect(mailApp.getByRole("heading", { level: 1 })).toHaveText("Email pengingat dihentikan");
  await stranger.close();

  await page.goto("/dashboard/pengingat");
  await expect(page.getByText("Email pengingat sedang dihentikan.")).toBeVisible();
  await expect(page.getByLabel(/^Kirim pengingat ke email saya/)).not.toBeChecked();
});
