import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { runReminders } from "~/server/reminders.server";
import { count, DEMO, errorSummary, freshIp, get, login, newMember, postForm, request } from "./helpers";

// Issue 37, part 2 (decision 075): a member turns reminders on per pregnancy and per child; the
// hourly cron mails what is due at 07:00 her time, once per member and day whatever reruns; the
// mail's signed link (and the List-Unsubscribe one-click POST) stops it without signing in, and
// an altered link changes nothing; the admin panel counts without names.

/** Posts a form whose fields may repeat (a checkbox group), as a browser on this origin would. */
const post = (path: string, fields: [string, string][], cookie = "") => postForm(path, fields, cookie);

/** Saturday 28 November 2026, 07:17 WIB (00:17 UTC): the hourly run after 07:00 in Jakarta. */
const SATURDAY_0717_WIB = Date.UTC(2026, 10, 28, 0, 17);
const HOUR = 3_600_000;

/** A member made in SQL (no password: the cron never signs in), with reminder settings and a child. */
async function remindedMember(options: { zone?: string; emailOn?: boolean; verified?: boolean } = {}) {
  const id = `pengingat-${crypto.randomUUID()}`;
  const email = `${id}@contoh.id`;
  const child = await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO users (id, name, email, email_verified, role) VALUES (?, 'Ibu Sari', ?, ?, 'member')",
    ).bind(id, email, options.verified === false ? 0 : 1),
    env.DB.prepare("INSERT INTO reminder_settings (user_id, time_zone, email_on) VALUES (?, ?, ?)").bind(
      id,
      options.zone ?? "WIB",
      options.emailOn === false ? 0 : 1,
    ),
    env.DB.prepare(
      "INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Rara', 'perempuan', '2026-10-01') RETURNING id",
    ).bind(id),
  ]);
  const childId = (child[2]!.results[0] as { id: number }).id;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO child_immunisations (child_id, dose, given_on) VALUES (?, 'hb0', '2026-10-01'), (?, 'bcg', '2026-11-02'), (?, 'opv1', '2026-11-02')",
    ).bind(childId, childId, childId),
    env.DB.prepare("INSERT INTO reminder_topics (user_id, child_id, topic) VALUES (?, ?, 'imunisasi')").bind(
      id,
      childId,
    ),
  ]);
  return { id, email, childId };
}

const mailsTo = async (email: string) =>
  (
    await env.DB.prepare('SELECT subject, text, html, headers FROM mail_outbox WHERE "to" = ? ORDER BY id')
      .bind(email)
      .all<{ subject: string; text: string; html: string; headers: string | null }>()
  ).results;

const settingsOf = (id: string) =>
  env.DB.prepare("SELECT time_zone, email_on, birth_date, checked_on FROM reminder_settings WHERE user_id = ?")
    .bind(id)
    .first<{ time_zone: string; email_on: number; birth_date: string | null; checked_on: string | null }>();

const topicsOf = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT coalesce(child_id, 0) AS child, topic FROM reminder_topics WHERE user_id = ? ORDER BY child, topic",
    )
      .bind(id)
      .all<{ child: number; topic: string }>()
  ).results.map((row) => `${row.child}:${row.topic}`);

describe("the hourly run (fixed clock)", () => {
  it("mails the 2-month doses at 07:17 WIB, 3 days ahead, with the dates, the place, the danger signs and a way out", async () => {
    const sari = await remindedMember();
    await runReminders(env, SATURDAY_0717_WIB);
    const mails = await mailsTo(sari.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // The visit's four doses are one line (the same window), as the immunisation page lists them.
    expect(mail!.subject).toBe(
      "Pengingat Bidanku: Imunisasi DPT-HB-Hib 1, Polio tetes 2, PCV 1, Rotavirus 1 (Rara), 1 Desember 2026",
    );
    expect(mail!.text).toContain(
      "Rara: Imunisasi DPT-HB-Hib 1, Polio tetes 2, PCV 1, Rotavirus 1\n  Jadwal: mulai 1 Desember 2026, sampai 31 Desember 2026.",
    );
    expect(mail!.text).toContain("Sudah diberikan? Catat di Bidanku agar tidak diingatkan lagi.");
    expect(mail!.text).toContain("Tempat: Posyandu, puskesmas, atau bidan. Bawa Buku KIA.");
    expect(mail!.text).toContain("segera ke fasilitas kesehatan terdekat sekarang");
    expect(mail!.text).toContain(`${env.PUBLIC_URL}/tanda-bahaya`);
    expect(mail!.text).toContain(`${env.PUBLIC_URL}/dashboard/anak/${sari.childId}/imunisasi`);
    const headers = JSON.parse(mail!.headers!) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:8787\/pengingat\/berhenti\/satu-klik\?akun=[^&]+&tanda=[\w-]{43}>$/,
    );
    // The text's link is the page with a button, with the same signed values.
    expect(mail!.text).toContain(headers["List-Unsubscribe"]!.slice(1, -1).replace("/satu-klik", ""));
    const row = await env.DB.prepare(
      "SELECT m.status, m.sent_on, count(i.id) AS items FROM reminder_mails m JOIN reminder_items i ON i.mail_id = m.id WHERE m.user_id = ? GROUP BY m.id",
    )
      .bind(sari.id)
      .first();
    expect(row).toEqual({ status: "sent", sent_on: "2026-11-28", items: 4 });
  });

  it("never sends twice: not on a rerun of the same hour, nor in the next hours of the day", async () => {
    const sari = await remindedMember();
    await runReminders(env, SATURDAY_0717_WIB);
    await runReminders(env, SATURDAY_0717_WIB);
    await runReminders(env, SATURDAY_0717_WIB + HOUR);
    // The next day brings nothing new: the doses were mailed.
    await runReminders(env, SATURDAY_0717_WIB + 24 * HOUR);
    expect(await mailsTo(sari.email)).toHaveLength(1);
    expect((await settingsOf(sari.id))!.checked_on).toBe("2026-11-29");
  });

  it("sends nothing for a mail another run already claimed (a retried cron), and marks her looked at", async () => {
    const sari = await remindedMember();
    await env.DB.prepare(
      "INSERT INTO reminder_mails (user_id, sent_on, status, run_id) VALUES (?, '2026-11-28', 'pending', 'run-sebelumnya')",
    )
      .bind(sari.id)
      .run();
    await runReminders(env, SATURDAY_0717_WIB);
    expect(await mailsTo(sari.email)).toHaveLength(0);
    expect((await settingsOf(sari.id))!.checked_on).toBe("2026-11-28");
  });

  it("waits for 07:00 in her zone, and sends nothing when her mail is off", async () => {
    const papua = await remindedMember({ zone: "WIT" });
    const off = await remindedMember({ emailOn: false });
    // 22:17 UTC on 27 November is 05:17 WIB (too early) but 07:17 WIT on the 28th.
    await runReminders(env, SATURDAY_0717_WIB - 2 * HOUR);
    expect(await mailsTo(papua.email)).toHaveLength(1);
    expect(await mailsTo(off.email)).toHaveLength(0);
    await runReminders(env, SATURDAY_0717_WIB);
    expect(await mailsTo(off.email)).toHaveLength(0);
    expect((await settingsOf(off.id))!.checked_on).toBeNull();
  });

  it("mails no address that was never verified", async () => {
    const unverified = await remindedMember({ verified: false });
    await runReminders(env, SATURDAY_0717_WIB + 7 * HOUR);
    expect(await mailsTo(unverified.email)).toHaveLength(0);
  });

  it("goes through members in chunks, 3 D1 round trips each", async () => {
    const members = await Promise.all([remindedMember(), remindedMember(), remindedMember()]);
    // Other tests' members may be due at this hour too: count only what these three got.
    const result = await runReminders(env, SATURDAY_0717_WIB + 3 * HOUR, { chunk: 1 });
    expect(result.chunks).toBeGreaterThanOrEqual(3);
    for (const member of members) expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it("runs from the Worker's scheduled handler", async () => {
    const sari = await remindedMember();
    await (
      exports.default as unknown as { scheduled(options: { scheduledTime: number; cron: string }): Promise<unknown> }
    ).scheduled({ scheduledTime: SATURDAY_0717_WIB + 4 * HOUR, cron: "17 * * * *" });
    expect(await mailsTo(sari.email)).toHaveLength(1);
  });
});

describe("the signed unsubscribe link", () => {
  /** A member who got a mail, and the mail's unsubscribe path. */
  async function mailedMember() {
    const sari = await remindedMember();
    await runReminders(env, SATURDAY_0717_WIB + 5 * HOUR);
    const [mail] = await mailsTo(sari.email);
    const link = new URL(JSON.parse(mail!.headers!)["List-Unsubscribe"].slice(1, -1));
    return { ...sari, path: `/pengingat/berhenti${link.search}`, oneClick: `${link.pathname}${link.search}`, link };
  }

  it("opening it changes nothing; its button stops the mail and keeps her choices", async () => {
    const sari = await mailedMember();
    const page = await get(sari.path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("private");
    const html = await page.text();
    expect(html).toContain("Berhenti menerima email pengingat?");
    // No "no-referrer" on this page: a browser would then post its form with Origin: null (refused).
    expect(html).not.toContain("no-referrer");
    expect((await settingsOf(sari.id))!.email_on).toBe(1);
    const stopped = await post(sari.path, []);
    expect(stopped.status).toBe(302);
    expect(stopped.headers.get("Location")).toBe(`${sari.path}&selesai=1`);
    expect((await settingsOf(sari.id))!.email_on).toBe(0);
    expect(await topicsOf(sari.id)).toEqual([`${sari.childId}:imunisasi`]);
    expect(await (await get(`${sari.path}&selesai=1`)).text()).toContain("Email pengingat dihentikan");
  });

  it("a mail program's one-click POST (RFC 8058) stops it with a plain answer, without a session or Origin", async () => {
    const sari = await mailedMember();
    const response = await request(sari.oneClick, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Email pengingat dihentikan.");
    expect((await settingsOf(sari.id))!.email_on).toBe(0);
    // A post with no body at all is answered the same: the signature is the gate.
    const bare = await request(sari.oneClick, { method: "POST", headers: { "CF-Connecting-IP": freshIp() } });
    expect(bare.status).toBe(200);
    // Opened in a browser it shows the page with the button.
    const opened = await get(sari.oneClick);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe(sari.path);
  });

  it("an altered signature, or another member's account under this signature, is refused and changes nothing", async () => {
    const sari = await mailedMember();
    const other = await remindedMember();
    const signature = sari.link.searchParams.get("tanda")!;
    // The first character (all six bits count), and the last with only its two unused bits changed:
    // one signature has one spelling.
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const last = "AEIMQUYcgkosw048".indexOf(signature.at(-1)!);
    const respelled = `${signature.slice(0, -1)}${"BFJNRVZdhlptx159"[last]}`;
    const forged = [
      `/pengingat/berhenti?akun=${encodeURIComponent(sari.id)}&tanda=${flipped}`,
      `/pengingat/berhenti?akun=${encodeURIComponent(sari.id)}&tanda=${respelled}`,
      `/pengingat/berhenti?akun=${encodeURIComponent(other.id)}&tanda=${signature}`,
      `/pengingat/berhenti?akun=${encodeURIComponent(other.id)}`,
      "/pengingat/berhenti",
    ];
    for (const path of forged) {
      const opened = await get(path);
      expect(opened.status, path).toBe(400);
      expect(await opened.text()).toContain("Tautan ini tidak valid atau sudah diubah.");
      expect((await post(path, [])).status, path).toBe(400);
      const oneClick = path.replace("/berhenti", "/berhenti/satu-klik");
      expect((await post(oneClick, [["List-Unsubscribe", "One-Click"]])).status, oneClick).toBe(400);
    }
    expect((await settingsOf(sari.id))!.email_on).toBe(1);
    expect((await settingsOf(other.id))!.email_on).toBe(1);
  });
});

describe("the settings page", () => {
  let member: Awaited<ReturnType<typeof newMember>>;
  let childId: number;
  beforeAll(async () => {
    member = await newMember("Dewi Lestari");
    const row = await env.DB.prepare(
      "INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Bima', 'laki', ?) RETURNING id",
    )
      .bind(member.id, new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10))
      .first<{ id: number }>();
    childId = row!.id;
  });

  it("is off until she turns it on, then saves her choices in one go and lists what comes next", async () => {
    const first = await (await get("/dashboard/pengingat", member.cookie)).text();
    expect(first).toContain("Belum ada pengingat yang menyala.");
    expect(await settingsOf(member.id)).toBeNull();
    const saved = await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WITA"],
        ["email", "on"],
        [`anak-${childId}`, "imunisasi"],
        [`anak-${childId}`, "penimbangan"],
      ],
      member.cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/dashboard/pengingat");
    expect(await settingsOf(member.id)).toMatchObject({ time_zone: "WITA", email_on: 1, birth_date: null });
    expect(await topicsOf(member.id)).toEqual([`${childId}:imunisasi`, `${childId}:penimbangan`]);
    const page = await (await get("/dashboard/pengingat", member.cookie)).text();
    // Born 40 days ago: the 2-month doses are next.
    expect(page).toContain("Bima: Imunisasi DPT-HB-Hib 1");
    // Nine children with all four topics: 36 rows, more than one statement's 100 bound values allow.
    const more = await env.DB.batch(
      Array.from({ length: 9 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, ?, 'laki', '2026-01-01') RETURNING id",
        ).bind(member.id, `Anak ${i + 1}`),
      ),
    );
    const ids = more.map((result) => (result.results[0] as { id: number }).id);
    const all = await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WITA"],
        ...ids.flatMap((id) =>
          ["imunisasi", "perkembangan", "penimbangan", "vitamin-a"].map((topic): [string, string] => [
            `anak-${id}`,
            topic,
          ]),
        ),
      ],
      member.cookie,
    );
    expect(all.status).toBe(302);
    expect(await topicsOf(member.id)).toHaveLength(36);
    await env.DB.prepare(`DELETE FROM children WHERE id IN (${ids.join(",")})`).run();
    // Turning everything off keeps no topic.
    await post("/dashboard/pengingat", [["zonaWaktu", "WITA"]], member.cookie);
    expect(await topicsOf(member.id)).toEqual([]);
  });

  it("refuses another member's child and changes nothing", async () => {
    await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WIB"],
        ["email", "on"],
        [`anak-${childId}`, "imunisasi"],
      ],
      member.cookie,
    );
    const adminChild = await env.DB.prepare(
      "INSERT INTO children (user_id, name, sex, birth_date) VALUES ('demo-admin', 'Anak Admin', 'laki', '2026-01-01') RETURNING id",
    ).first<{ id: number }>();
    const refused = await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WIT"],
        [`anak-${adminChild!.id}`, "imunisasi"],
      ],
      member.cookie,
    );
    expect(refused.status).toBe(404);
    expect(errorSummary(await refused.text())).toContain("Data anak tidak ditemukan.");
    expect(await settingsOf(member.id)).toMatchObject({ time_zone: "WIB" });
    expect(await topicsOf(member.id)).toEqual([`${childId}:imunisasi`]);
    expect(await count("reminder_topics WHERE user_id = 'demo-admin'")).toBe(0);
  });

  it("refuses a bad zone, topic or birth date with its message and keeps what she chose", async () => {
    const refused = await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "GMT"],
        [`anak-${childId}`, "vitamin-a"],
        [`anak-${childId}`, "<script>"],
        ["lahir", "2026-02-30"],
      ],
      member.cookie,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const summary = errorSummary(html)!;
    expect(summary).toContain("Pilih zona waktu Anda.");
    expect(summary).toContain("Pilih pengingat dari daftar.");
    expect(html).not.toContain("<script>");
    // The vitamin A box she ticked is ticked again.
    expect(html).toMatch(new RegExp(`name="anak-${childId}" checked="" value="vitamin-a"`));
    expect(await topicsOf(member.id)).toEqual([`${childId}:imunisasi`]);
  });

  it("turns the pregnancy on only with a saved HPL, and takes the baby's birth date", async () => {
    const noHpl = await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WIB"],
        ["kehamilan", "on"],
      ],
      member.cookie,
    );
    expect(noHpl.status).toBe(400);
    expect(errorSummary(await noHpl.text())).toContain("Belum ada HPL tersimpan.");
    const lastPeriod = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    await env.DB.prepare(
      "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES (?, 'hpl', ?, '{}')",
    )
      .bind(member.id, JSON.stringify({ lastPeriod, cycleLength: 28 }))
      .run();
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const refused = await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WIB"],
        ["kehamilan", "on"],
        ["lahir", future],
      ],
      member.cookie,
    );
    expect(errorSummary(await refused.text())).toContain("Tanggal lahir bayi tidak boleh melewati hari ini.");
    // 100 days after the last period is not a birth of this pregnancy (20 weeks at the earliest).
    const tooEarly = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const mistyped = await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WIB"],
        ["kehamilan", "on"],
        ["lahir", tooEarly],
      ],
      member.cookie,
    );
    expect(mistyped.status).toBe(400);
    expect(errorSummary(await mistyped.text())).toContain("kurang dari 20 minggu setelah haid terakhir");
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const saved = await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WIB"],
        ["email", "on"],
        ["kehamilan", "on"],
        ["lahir", yesterday],
      ],
      member.cookie,
    );
    expect(saved.status).toBe(302);
    expect(await settingsOf(member.id)).toMatchObject({ birth_date: yesterday });
    expect(await topicsOf(member.id)).toEqual(["0:kehamilan"]);
    const page = await (await get("/dashboard/pengingat", member.cookie)).text();
    expect(page).toContain("Kunjungan nifas ke-2 (KF2)");
  });
});

describe("the private calendar address (decision 077)", () => {
  /** The calendar's content lines, unfolded (RFC 5545 3.1). */
  const lines = (text: string) => text.replace(/\r\n[ \t]/g, "").split("\r\n");
  /** The cookie a response sets, as a request would send it back. */
  const cookieFrom = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .find((pair) => pair.startsWith(`${name}=`)) ?? "";
  const FEED = /webcal:\/\/localhost:8787\/pengingat\/kalender\/([\w-]{43})\.ics/;

  /** Makes an address as the page's button does, and reads it from the page it is shown on once. */
  async function makeAddress(cookie: string, names = false) {
    const made = await post(
      "/dashboard/pengingat",
      [["intent", "kalender-baru"], ...(names ? ([["nama", "on"]] as [string, string][]) : [])],
      cookie,
    );
    expect(made.status).toBe(302);
    expect(made.headers.get("Location")).toBe("/dashboard/pengingat#kalender");
    const flash = cookieFrom(made, "bidanku_kalender_baru");
    const shown = await get("/dashboard/pengingat", `${cookie}; ${flash}`);
    const token = FEED.exec(await shown.text())?.[1];
    expect(token).toBeDefined();
    // The page clears the cookie as it shows the address: shown once.
    expect(shown.headers.getSetCookie().some((value) => /^bidanku_kalender_baru=;.*Max-Age=0/i.test(value))).toBe(true);
    return token!;
  }

  it("serves the items she turned on without a session, with no names unless she chooses, and only once shows the address", async () => {
    const member = await newMember("Ratna Sari");
    const born = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const child = await env.DB.prepare(
      "INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Bima', 'laki', ?) RETURNING id",
    )
      .bind(member.id, born)
      .first<{ id: number }>();
    await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WIB"],
        [`anak-${child!.id}`, "imunisasi"],
      ],
      member.cookie,
    );
    const token = await makeAddress(member.cookie);
    // Only its SHA-256 is kept.
    const row = await env.DB.prepare("SELECT token_hash, names FROM reminder_feeds WHERE user_id = ?")
      .bind(member.id)
      .first<{ token_hash: string; names: number }>();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
    expect(row).toEqual({ token_hash: [...digest].map((b) => b.toString(16).padStart(2, "0")).join(""), names: 0 });
    // Later visits say there is an address, not what it is.
    const later = await (await get("/dashboard/pengingat", member.cookie)).text();
    expect(later).not.toContain(token);
    expect(later).toContain("Alamat kalender dibuat");

    const feed = await get(`/pengingat/kalender/${token}.ics`);
    expect(feed.status).toBe(200);
    // Two round trips: the address, then everything its events are made of.
    expect(feed.headers.get("X-D1-Round-Trips")).toBe("2");
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("Cache-Control")).toContain("private");
    const text = await feed.text();
    const content = lines(text);
    expect(content).toContain("X-WR-CALNAME:Pengingat Bidanku");
    // Born 40 days ago: the 2-month visit's four doses are one event, on the window's first day
    // (2 months after birth), named "Anak", not Bima.
    expect(content).toContain("SUMMARY:Anak: Imunisasi DPT-HB-Hib 1\\, Polio tetes 2\\, PCV 1\\, Rotavirus 1");
    expect(text).not.toContain("Bima");
    expect(text).not.toContain(member.email);
    // Its links name no record (not the child's number): the reminders page.
    expect(text).not.toContain(`/anak/${child!.id}`);
    expect(text.replace(/\r\n[ \t]/g, "")).toContain("http://localhost:8787/dashboard/pengingat\\n");
    const uids = content.filter((line) => line.startsWith("UID:"));
    expect(uids.length).toBeGreaterThan(1);
    // The same events each time (stable UIDs), and they tell nothing (not the child's id).
    const again = lines(await (await get(`/pengingat/kalender/${token}.ics`)).text());
    expect(again.filter((line) => line.startsWith("UID:"))).toEqual(uids);
    for (const uid of uids) expect(uid).toMatch(/^UID:[0-9a-f]{32}@bidanku\.id$/);

    // Names on: the child's name shows; nothing else changes.
    const named = await post(
      "/dashboard/pengingat",
      [
        ["intent", "kalender-nama"],
        ["nama", "on"],
      ],
      member.cookie,
    );
    expect(named.headers.get("Location")).toBe("/dashboard/pengingat#kalender");
    const withNames = lines(await (await get(`/pengingat/kalender/${token}.ics`)).text());
    expect(withNames).toContain("SUMMARY:Bima: Imunisasi DPT-HB-Hib 1\\, Polio tetes 2\\, PCV 1\\, Rotavirus 1");
    expect(withNames.filter((line) => line.startsWith("UID:"))).toEqual(uids);
  });

  it("moves a pregnancy's visits when the HPL is corrected, showing each on its suggested week", async () => {
    const member = await newMember("Wulan Dari");
    const lastPeriod = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const saveHpl = (date: string) =>
      env.DB.prepare(
        "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES (?, 'hpl', ?, '{}')",
      )
        .bind(member.id, JSON.stringify({ lastPeriod: date, cycleLength: 28 }))
        .run();
    await saveHpl(lastPeriod);
    await post(
      "/dashboard/pengingat",
      [
        ["zonaWaktu", "WIB"],
        ["kehamilan", "on"],
      ],
      member.cookie,
    );
    const token = await makeAddress(member.cookie);
    const events = async () => {
      const content = lines(await (await get(`/pengingat/kalender/${token}.ics`)).text());
      const byTitle = new Map<string, { uid: string; start: string }>();
      content.forEach((line, i) => {
        if (!line.startsWith("SUMMARY:")) return;
        const block = content.slice(content.lastIndexOf("BEGIN:VEVENT", i), i);
        byTitle.set(line.slice(8), {
          uid: block.find((l) => l.startsWith("UID:"))!,
          start: block.find((l) => l.startsWith("DTSTART;VALUE=DATE:"))!.slice(19),
        });
      });
      return byTitle;
    };
    // As in the file: a TEXT value's comma is escaped (RFC 5545 3.3.11).
    const k3 = "Kehamilan Anda: Pemeriksaan kehamilan ke-3 (trimester 2)\\, tanggal saran";
    const before = (await events()).get(k3);
    // The 20th week (WHO 2016): 140 days after the last period.
    const day140 = (date: string) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + 140 * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
    expect(before!.start).toBe(day140(lastPeriod));
    // A corrected last period a week later: the same event, a week later.
    const corrected = new Date(Date.parse(`${lastPeriod}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await saveHpl(corrected);
    const after = (await events()).get(k3);
    expect(after).toEqual({ uid: before!.uid, start: day140(corrected) });
  });

  it("a new address stops the old one at once; stopping it ends both; forged ones are not found and change nothing", async () => {
    const member = await newMember("Ayu Lestari");
    const first = await makeAddress(member.cookie);
    expect((await get(`/pengingat/kalender/${first}.ics`)).status).toBe(200);
    const second = await makeAddress(member.cookie, true);
    expect(second).not.toBe(first);
    expect((await get(`/pengingat/kalender/${first}.ics`)).status).toBe(404);
    expect((await get(`/pengingat/kalender/${second}.ics`)).status).toBe(200);
    // Made-up, altered and oddly shaped addresses: "not found", never a 500.
    const altered = `${second.slice(0, -1)}${second.endsWith("A") ? "B" : "A"}`;
    // A made-up address costs one indexed read.
    expect((await get(`/pengingat/kalender/${altered}.ics`)).headers.get("X-D1-Queries")).toBe("1");
    for (const path of [`${altered}.ics`, second, `${second}.ICS`, "x.ics", `${"A".repeat(400)}.ics`, "%00.ics"]) {
      expect((await get(`/pengingat/kalender/${path}`)).status).toBe(404);
    }
    // A forged intent is refused with the page; nothing changes.
    const forged = await post("/dashboard/pengingat", [["intent", "kalender-semua"]], member.cookie);
    expect(forged.status).toBe(400);
    expect(errorSummary(await forged.text())).toContain("Permintaan tidak dikenali");
    expect((await get(`/pengingat/kalender/${second}.ics`)).status).toBe(200);
    const stopped = await post("/dashboard/pengingat", [["intent", "kalender-hapus"]], member.cookie);
    expect(stopped.headers.get("Location")).toBe("/dashboard/pengingat#kalender");
    expect((await get(`/pengingat/kalender/${second}.ics`)).status).toBe(404);
    expect(await count(`reminder_feeds WHERE user_id = '${member.id}'`)).toBe(0);
    // Names for an address she no longer has: said, nothing made.
    const none = await post("/dashboard/pengingat", [["intent", "kalender-nama"]], member.cookie);
    expect(none.status).toBe(302);
    expect(await count(`reminder_feeds WHERE user_id = '${member.id}'`)).toBe(0);
  });
});

describe("the admin panel", () => {
  it("counts members with reminder mail on and mails sent and failed in 7 days, without names", async () => {
    const sari = await remindedMember();
    await runReminders(env, SATURDAY_0717_WIB + 6 * HOUR);
    const counted = await env.DB.prepare(
      `SELECT
         (SELECT count(*) FROM reminder_settings s WHERE email_on = 1 AND EXISTS (SELECT 1 FROM reminder_topics t WHERE t.user_id = s.user_id)) AS members_on,
         (SELECT count(*) FROM reminder_mails WHERE status = 'sent' AND created_at >= ?) AS sent,
         (SELECT count(*) FROM reminder_mails WHERE status = 'failed' AND created_at >= ?) AS failed`,
    )
      .bind(Date.now() - 7 * 86_400_000, Date.now() - 7 * 86_400_000)
      .first<{ members_on: number; sent: number; failed: number }>();
    expect(counted!.sent).toBeGreaterThan(0);
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    const html = await (await get("/admin", admin)).text();
    const block = html.slice(
      html.indexOf('data-testid="reminder-counts"'),
      html.indexOf("</dl>", html.indexOf('data-testid="reminder-counts"')),
    );
    const numbers = [...block.matchAll(/<dd[^>]*>(\d+)<\/dd>/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual([counted!.members_on, counted!.sent, counted!.failed]);
    expect(block).not.toContain("Ibu Sari");
    expect(block).not.toContain(sari.email);
  });
});
