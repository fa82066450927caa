import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { count, freshIp, get, latestMail, linkFrom, login, mergeCookies, postForm, registration } from "./helpers";

// Issue 14 (account, mail and privacy findings), items 1 to 5: the register answer is the same
// for a new and a registered address, reset links die together, mail to an unproven address
// quotes no typed name, links never come from a forged Host, and the outbox forgets old mail.

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@contoh.id`;

async function mailsTo(to: string) {
  const { results } = await env.DB.prepare('SELECT subject, text, html FROM mail_outbox WHERE "to" = ? ORDER BY id')
    .bind(to)
    .all<{ subject: string; text: string; html: string }>();
  return results;
}

/** Mail may go out after the answer: wait until `expected` mails have arrived (or time out). */
async function waitForMails(to: string, expected: number, timeoutMs = 3000) {
  const started = Date.now();
  let mails = await mailsTo(to);
  while (mails.length < expected && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    mails = await mailsTo(to);
  }
  return mails;
}

/** A registered account whose address is verified, as after following the mail's link. */
async function verifiedAccount(label: string, name = "Ani Lestari") {
  const email = unique(label);
  expect((await postForm("/register", registration(email, name))).status).toBe(302);
  await env.DB.prepare("UPDATE users SET email_verified = 1 WHERE email = ?").bind(email).run();
  await env.DB.prepare('DELETE FROM mail_outbox WHERE "to" = ?').bind(email).run();
  return email;
}

/** What a browser can tell from a register answer: status, where it goes, which cookies. */
function visibleAnswer(response: Response) {
  return {
    status: response.status,
    location: response.headers.get("Location"),
    cookies: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split("=")[0])
      .sort(),
  };
}

const passwordHash = async (email: string) =>
  (await env.DB.prepare(
    "SELECT a.password FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.provider_id = 'credential'",
  )
    .bind(email)
    .first<{ password: string }>())!.password;

describe("registering with an address that already has an account", () => {
  it("answers exactly as for a new address and mails the owner a notice instead", async () => {
    const fresh = await postForm("/register", registration(unique("baru")));
    const owner = await verifiedAccount("pemilik");
    const hashBefore = await passwordHash(owner);
    const users = await count("users");

    const again = await postForm("/register", {
      ...registration(owner.toUpperCase(), "Orang Lain"),
      password: "lainlain1",
      confirmPassword: "lainlain1",
    });
    expect(visibleAnswer(again)).toEqual(visibleAnswer(fresh));
    expect(visibleAnswer(again)).toEqual({
      status: 302,
      location: "/registrasi-berhasil",
      // d1b: the D1 bookmark every answer that sets one of our cookies carries (decision 067).
      cookies: ["bidanku_toast", "bidanku_verify", "d1b"],
    });
    const page = await (await get("/registrasi-berhasil", mergeCookies("", again))).text();
    expect(page).toContain("Registrasi Berhasil");
    expect(page).toContain("Silakan cek email Anda untuk verifikasi.");
    expect(page).not.toContain("sudah terdaftar");

    // Nothing about the account changed: no second user, the owner's password stays.
    expect(await count("users")).toBe(users);
    expect(await passwordHash(owner)).toBe(hashBefore);

    const [notice] = await waitForMails(owner, 1);
    expect(notice).toBeDefined();
    expect(notice!.subject).toBe("Percobaan pendaftaran dengan email Anda di Bidanku");
    expect(notice!.text).toContain("mencoba mendaftar");
    expect(linkFrom(notice!.text, "/login")).toBe("/login");
    expect(linkFrom(notice!.text, "/lupa-password")).toBe("/lupa-password");
    // The notice carries no token and none of what the stranger typed.
    expect(notice!.text).not.toContain("token=");
    expect(notice!.text + notice!.html).not.toContain("Orang Lain");
    expect(notice!.text.startsWith("Halo,\n")).toBe(true);
  });

  it("mails an unverified owner the same notice, never a link that would verify another's password", async () => {
    const email = unique("belum");
    expect((await postForm("/register", registration(email))).status).toBe(302);
    expect(await waitForMails(email, 1)).toHaveLength(1);
    const hashBefore = await passwordHash(email);

    const again = await postForm("/register", {
      ...registration(email, "Penyerobot"),
      password: "punyaku99",
      confirmPassword: "punyaku99",
    });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/registrasi-berhasil");
    const mails = await waitForMails(email, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Percobaan pendaftaran dengan email Anda di Bidanku");
    expect(mails[1]!.text).not.toContain("/verifikasi-email");
    expect(await passwordHash(email)).toBe(hashBefore);

    // "Kirim ulang" from the second registration repeats the notice, not a verification link.
    const cookie = mergeCookies("", again);
    const resent = await postForm("/registrasi-berhasil", {}, cookie);
    expect(resent.headers.get("Location")).toBe("/registrasi-berhasil");
    expect(await (await get("/registrasi-berhasil", mergeCookies(cookie, resent))).text()).toContain(
      "Email Verifikasi Dikirim Ulang",
    );
    const after = await waitForMails(email, 3);
    expect(after).toHaveLength(3);
    expect(after[2]!.subject).toBe("Percobaan pendaftaran dengan email Anda di Bidanku");
    expect(after.filter((mail) => mail.text.includes("/verifikasi-email?token="))).toHaveLength(1);
  });

  it("answers Kirim ulang for a verified owner's address like any other, without saying it is verified", async () => {
    const owner = await verifiedAccount("terverifikasi");
    const again = await postForm("/register", registration(owner, "Orang Lain"));
    const cookie = mergeCookies("", again);
    expect(await waitForMails(owner, 1)).toHaveLength(1);
    const resent = await postForm("/registrasi-berhasil", {}, cookie);
    expect(resent.headers.get("Location")).toBe("/registrasi-berhasil");
    const page = await (await get("/registrasi-berhasil", mergeCookies(cookie, resent))).text();
    expect(page).toContain("Email Verifikasi Dikirim Ulang");
    expect(page).not.toContain("Email Sudah Terverifikasi");
    const mails = await waitForMails(owner, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Percobaan pendaftaran dengan email Anda di Bidanku",
      "Percobaan pendaftaran dengan email Anda di Bidanku",
    ]);
  });

  it("still counts registrations per client address, whether or not the address exists", {
    timeout: 60_000,
  }, async () => {
    const owner = await verifiedAccount("batas");
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const email = i % 2 === 0 ? owner : unique(`batas${i}`);
      expect((await postForm("/register", registration(email), "", ip)).status).toBe(302);
    }
    expect((await postForm("/register", registration(owner), "", ip)).status).toBe(429);
    expect((await postForm("/register", registration(unique("batas-lagi")), "", ip)).status).toBe(429);
  });
});

describe("reset links", () => {
  it("stops every other outstanding link once one has set a new password", async () => {
    const email = await verifiedAccount("dua-tautan");
    expect((await postForm("/lupa-password", { email })).status).toBe(302);
    expect(await waitForMails(email, 1)).toHaveLength(1);
    expect((await postForm("/lupa-password", { email })).status).toBe(302);
    const mails = await waitForMails(email, 2);
    expect(mails).toHaveLength(2);
    const tokens = mails.map(
      (mail) => new URL(linkFrom(mail.text, "/atur-ulang-password?token="), "http://x").searchParams.get("token")!,
    );
    expect(tokens[0]).not.toBe(tokens[1]);

    const used = await postForm("/atur-ulang-password", {
      token: tokens[1]!,
      password: "barubaru",
      confirmPassword: "barubaru",
    });
    expect(used.status).toBe(302);
    expect(used.headers.get("Location")).toBe("/login");

    const other = await postForm("/atur-ulang-password", {
      token: tokens[0]!,
      password: "lainlain",
      confirmPassword: "lainlain",
    });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain(
      "Tautan atur ulang password tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.",
    );
    expect((await postForm("/login", { email, password: "barubaru" })).status).toBe(302);
    expect((await postForm("/login", { email, password: "lainlain" })).status).toBe(401);
  });

  it("stores reset tokens only as hashes", async () => {
    const email = await verifiedAccount("hash");
    await postForm("/lupa-password", { email });
    const [mail] = await waitForMails(email, 1);
    const token = new URL(linkFrom(mail!.text, "/atur-ulang-password?token="), "http://x").searchParams.get("token")!;
    const { results } = await env.DB.prepare("SELECT identifier FROM verifications").all<{ identifier: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((row) => row.identifier.includes(token))).toBe(false);
    // The hashed link still works.
    const reset = await postForm("/atur-ulang-password", { token, password: "barubaru", confirmPassword: "barubaru" });
    expect(reset.status).toBe(302);
  });
});

describe("mail to an address nobody has proven yet", () => {
  it("quotes no typed name in the verification mail", async () => {
    const email = unique("nama");
    await postForm("/register", registration(email, "Klik http://penipu.example sekarang"));
    const [mail] = await waitForMails(email, 1);
    expect(mail!.subject).toContain("Verifikasi email");
    expect(mail!.text.startsWith("Halo,\n")).toBe(true);
    expect(mail!.text + mail!.html).not.toContain("penipu.example");
    // The link still verifies.
    const verify = await get(linkFrom(mail!.text, "/verifikasi-email?token="));
    expect(verify.headers.get("Location")).toBe("/email-terverifikasi");
  });

  it("quotes the name in a reset mail only once the address is verified", async () => {
    const unverified = unique("reset-belum");
    await postForm("/register", registration(unverified, "Nama Tak Terbukti"));
    await waitForMails(unverified, 1);
    await postForm("/lupa-password", { email: unverified });
    const [, reset] = await waitForMails(unverified, 2);
    expect(reset!.subject).toContain("Atur ulang password");
    expect(reset!.text + reset!.html).not.toContain("Nama Tak Terbukti");

    const verified = await verifiedAccount("reset-sudah", "Bidan Ratna");
    await postForm("/lupa-password", { email: verified });
    const [mail] = await waitForMails(verified, 1);
    expect(mail!.text.startsWith("Halo Bidan Ratna,\n")).toBe(true);
  });
});

describe("links in mail and a forged Host", () => {
  const forged = (path: string, fields: Record<string, string>) =>
    exports.default.fetch(
      new Request(`https://evil.example${path}`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams(fields),
        headers: {
          Origin: "https://evil.example",
          "CF-Connecting-IP": freshIp(),
          "Content-Type": "application/x-www-form-urlencoded",
        },
      }),
    );

  it("mails nothing built from another host when PUBLIC_URL is not an https address", async () => {
    // The test Worker runs with the local PUBLIC_URL (http://localhost:8787).
    expect(env.PUBLIC_URL).toBe("http://localhost:8787");
    const email = await verifiedAccount("host");
    const response = await forged("/lupa-password", { email });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Email tidak dapat dikirim saat ini. Silakan coba lagi nanti.");

    const users = await count("users");
    const registered = await forged("/register", registration(unique("host-daftar")));
    expect(registered.status).toBe(503);
    expect(await registered.text()).toContain("Email tidak dapat dikirim saat ini. Silakan coba lagi nanti.");
    expect(await count("users")).toBe(users);

    // A request through the real address, made after it, is mailed: so the forged one is finished too.
    await postForm("/lupa-password", { email });
    expect(await latestMail(email)).not.toBeNull();
    const leaked = await env.DB.prepare(
      "SELECT count(*) AS n FROM mail_outbox WHERE text LIKE '%evil.example%' OR html LIKE '%evil.example%'",
    ).first<{ n: number }>();
    expect(leaked!.n).toBe(0);
    expect((await mailsTo(email)).every((mail) => mail.text.includes("http://localhost:8787/"))).toBe(true);
  });

  it("keeps the request's own address for links on localhost", async () => {
    const email = await verifiedAccount("lokal");
    await postForm("/lupa-password", { email });
    const [mail] = await waitForMails(email, 1);
    expect(mail!.text).toContain("http://localhost:8787/atur-ulang-password?token=");
  });
});

describe("the outbox keeps mail for a week", () => {
  it("deletes older rows from the Worker's scheduled handler (the Cron Trigger)", async () => {
    const to = unique("outbox");
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const insert = (subject: string, createdAt: number) =>
      env.DB.prepare('INSERT INTO mail_outbox ("to", subject, text, html, created_at) VALUES (?, ?, ?, ?, ?)').bind(
        to,
        subject,
        "https://bidanku.id/atur-ulang-password?token=lama",
        "<p>lama</p>",
        createdAt,
      );
    await env.DB.batch([
      insert("delapan hari", now - 8 * day),
      insert("tujuh hari lebih sedikit", now - 7 * day - 60_000),
      insert("enam hari", now - 6 * day),
      insert("baru", now - 60_000),
    ]);
    const worker = exports.default as unknown as {
      scheduled(options: { scheduledTime: Date; cron: string }): Promise<unknown>;
    };
    await worker.scheduled({ scheduledTime: new Date(now), cron: "17 * * * *" });
    expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual(["enam hari", "baru"]);
  });
});

describe("signing in to an unverified account on a forged Host", () => {
  it("says the mail could not be sent instead of claiming a link went out", async () => {
    const email = unique("masuk-palsu");
    await postForm("/register", registration(email));
    await waitForMails(email, 1);
    const response = await exports.default.fetch(
      new Request("https://evil.example/login", {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ email, password: "rahasia1" }),
        headers: {
          Origin: "https://evil.example",
          "CF-Connecting-IP": freshIp(),
          "Content-Type": "application/x-www-form-urlencoded",
        },
      }),
    );
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Email tidak dapat dikirim saat ini. Silakan coba lagi nanti.");
    expect(html).not.toContain("Kami telah mengirim ulang tautan verifikasi");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(email)).toHaveLength(1);
    // The account itself still signs in normally once verified.
    await env.DB.prepare("UPDATE users SET email_verified = 1 WHERE email = ?").bind(email).run();
    expect(await login(email, "rahasia1")).toContain("session_token");
  });
});

describe("mail to one address from many clients (review of issue 14)", () => {
  it("stops after 6 account mails an hour, while every answer stays the same", async () => {
    const email = await verifiedAccount("banjir");
    const answers: ReturnType<typeof visibleAnswer>[] = [];
    // Twelve registrations and reset requests, each from its own client address.
    for (let i = 0; i < 6; i++) {
      answers.push(visibleAnswer(await postForm("/register", registration(email), "", freshIp())));
      const reset = await postForm("/lupa-password", { email }, "", freshIp());
      expect(reset.status).toBe(302);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // Six account mails an hour reach the address, notices and links together (written out
    // here): the account's own verification mail was one, so five of these twelve.
    const mails = await waitForMails(email, 12, 2000);
    expect(mails.length).toBe(5);
  });
});
