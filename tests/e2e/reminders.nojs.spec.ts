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

// Decision 077: the private calendar address without JavaScript: made with a button, shown once,
// served to a calendar program without a session, and stopped at once.
test("a member makes a calendar address, sees it once, and stops it", async ({ page, request }) => {
  const account = await createAccount("Ibu Kalender", "member");
  const [user] = await e2eRows<{ id: string }>("SELECT id FROM users WHERE email = ?", account.email);
  await e2eSql(
    "INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Gita', 'perempuan', '2026-10-10')",
    user!.id,
  );
  await e2eSql("INSERT INTO reminder_settings (user_id, time_zone, email_on) VALUES (?, 'WIB', 0)", user!.id);
  await e2eSql(
    "INSERT INTO reminder_topics (user_id, child_id, topic) SELECT ?, id, 'imunisasi' FROM children WHERE user_id = ?",
    user!.id,
    user!.id,
  );
  await signedIn(page, account.email, account.password);
  await page.goto("/dashboard/pengingat");
  const section = page.locator("#kalender");
  await section.getByRole("button", { name: "Buat alamat kalender" }).click();
  await expect(page.getByTestId("toast")).toContainText("Alamat Kalender Dibuat");
  const address = await section.getByLabel(/^Alamat untuk Google Calendar/).inputValue();
  expect(address).toMatch(/\/pengingat\/kalender\/[\w-]{43}\.ics$/);
  await expect(section.getByRole("link", { name: /^Buka di Kalender iPhone/ })).toHaveAttribute(
    "href",
    address.replace(/^https?:/, "webcal:"),
  );
  // A calendar program fetches it without a session: the child is "Anak", not named.
  const feed = await request.get(new URL(new URL(address).pathname, page.url()).href);
  expect(feed.status()).toBe(200);
  const text = await feed.text();
  expect(text).toContain("SUMMARY:Anak: Imunisasi");
  expect(text).not.toContain("Gita");
  // Shown once: a reload says there is an address, not what it is.
  await page.reload();
  await expect(section.getByLabel(/^Alamat untuk Google Calendar/)).toHaveCount(0);
  await expect(section).toContainText("Alamat kalender dibuat");
  await section.getByText("Ganti atau hentikan alamat kalender").click();
  await section.getByRole("button", { name: "Hentikan alamat kalender" }).click();
  await expect(page.getByTestId("toast")).toContainText("Alamat Kalender Dihentikan");
  expect((await request.get(new URL(new URL(address).pathname, page.url()).href)).status()).toBe(404);
});
