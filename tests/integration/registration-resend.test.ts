import { env } from "cloudflare:workers";
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { get, latestMail, linkFrom, mergeCookies, postForm } from "./helpers";

/** The page's text as read: the address is broken after its "@" with <wbr> on narrow screens. */
const shown = (html: string) => html.replaceAll("<wbr/>", "");

const registration = (email: string) => ({
  name: "Sari Kirim Ulang",
  email,
  phone: "0812-3456-7890",
  password: "rahasia1",
  confirmPassword: "rahasia1",
  terms: "on",
});

async function mailsTo(to: string) {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE "to" = ?')
    .bind(to)
    .first<{ n: number }>();
  return row!.n;
}

/** Mail goes out in the background: wait until `expected` mails have arrived (or time out). */
async function waitForMails(to: string, expected: number, timeoutMs = 3000) {
  const started = Date.now();
  while ((await mailsTo(to)) < expected && Date.now() - started < timeoutMs)
    await new Promise((r) => setTimeout(r, 50));
  return mailsTo(to);
}

// Issue 10.6: after registering, the page names the address and offers "Kirim ulang".
describe("registration success and Kirim ulang", () => {
  it("shows the address the mail went to and sends it again, a few times an hour at most", {
    timeout: 30_000,
  }, async () => {
    const email = "sari.ulang@contoh.id";
    const registered = await postForm("/register", registration(email));
    expect(registered.status).toBe(302);
    const cookie = mergeCookies("", registered);
    expect(cookie).toContain("bidanku_verify=");
    const page = await (await get("/registrasi-berhasil", cookie)).text();
    expect(page).toContain("Kami telah mengirim email verifikasi ke");
    expect(shown(page)).toContain(email);
    expect(page).toContain("Kirim ulang");
    expect(await waitForMails(email, 1)).toBe(1);

    const resent = await postForm("/registrasi-berhasil", {}, cookie);
    expect(resent.status).toBe(302);
    expect(resent.headers.get("Location")).toBe("/registrasi-berhasil");
    const after = await (await get("/registrasi-berhasil", mergeCookies(cookie, resent))).text();
    expect(after).toContain("Email Verifikasi Dikirim Ulang");
    expect(await waitForMails(email, 2)).toBe(2);

    // A second tap within the minute sends nothing and says why.
    const quick = await postForm("/registrasi-berhasil", {}, cookie);
    const quickPage = await (await get("/registrasi-berhasil", mergeCookies(cookie, quick))).text();
    expect(quickPage).toContain("Gagal Mengirim Ulang");
    expect(quickPage).toContain("Tunggu 1 menit sebelum mengirim ulang");
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toBe(2);

    // Three resends an hour per address; the fourth is refused, whatever the client address.
    // (The minute's pause is let run out by hand: the test does not wait for it.)
    const pauseOver = () =>
      env.DB.prepare("UPDATE rate_limits SET reset_at = 0 WHERE key = ?").bind(`verify-resend-pause:${email}`).run();
    await pauseOver();
    await postForm("/registrasi-berhasil", {}, cookie);
    await pauseOver();
    await postForm("/registrasi-berhasil", {}, cookie);
    expect(await waitForMails(email, 4)).toBe(4);
    await pauseOver();
    const limited = await postForm("/registrasi-berhasil", {}, cookie);
    const limitedPage = await (await get("/registrasi-berhasil", mergeCookies(cookie, limited))).text();
    expect(limitedPage).toContain("Gagal Mengirim Ulang");
    expect(limitedPage).toContain("sudah dikirim ulang 3 kali");
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toBe(4);
  });

  it("mails nobody without the signed cookie, or with a forged one", async () => {
    const bare = await postForm("/registrasi-berhasil", {});
    expect(bare.status).toBe(302);
    const forged = await postForm(
      "/registrasi-berhasil",
      {},
      `bidanku_verify=${encodeURIComponent(btoa(JSON.stringify("korban@contoh.id")))}`,
    );
    expect(forged.status).toBe(302);
    // Signed with the right secret but an hour and a minute old: a replayed cookie is refused.
    const signed = createCookie("bidanku_verify", { secrets: [env.SESSION_SECRET] });
    const stale = await signed.serialize({ email: "korban@contoh.id", at: Date.now() - 61 * 60 * 1000 });
    const replayed = await postForm("/registrasi-berhasil", {}, stale.split(";")[0]!);
    expect(replayed.status).toBe(302);
    expect(shown(await (await get("/registrasi-berhasil", stale.split(";")[0]!)).text())).not.toContain(
      "korban@contoh.id",
    );
    const fresh = await signed.serialize({ email: "segar@contoh.id", at: Date.now() });
    expect(shown(await (await get("/registrasi-berhasil", fresh.split(";")[0]!)).text())).toContain("segar@contoh.id");
    const page = await (await get("/registrasi-berhasil", "bidanku_verify=palsu")).text();
    expect(page).not.toContain("Kirim ulang");
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo("korban@contoh.id")).toBe(0);
  });

  it("tells an already verified user to log in instead of mailing", { timeout: 15_000 }, async () => {
    const email = "sari.sudah@contoh.id";
    const registered = await postForm("/register", registration(email));
    const cookie = mergeCookies("", registered);
    expect(await waitForMails(email, 1)).toBe(1);
    await get(linkFrom((await latestMail(email))!.text, "/verifikasi-email?token="));
    const resend = await postForm("/registrasi-berhasil", {}, cookie);
    expect(resend.headers.get("Location")).toBe("/login");
    // Following the verification link in this browser forgets the address.
    const again = await postForm("/register", registration("sari.lagi@contoh.id"));
    const againCookie = mergeCookies("", again);
    expect(await waitForMails("sari.lagi@contoh.id", 1)).toBe(1);
    const verified = await get(
      linkFrom((await latestMail("sari.lagi@contoh.id"))!.text, "/verifikasi-email?token="),
      againCookie,
    );
    expect(mergeCookies(againCookie, verified)).not.toContain("bidanku_verify=");
    expect(await (await get("/login", mergeCookies(cookie, resend))).text()).toContain("Email Sudah Terverifikasi");
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toBe(1);
  });
});
