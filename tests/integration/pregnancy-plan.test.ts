import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, daysAgo, get, login, longDate, newMember, postForm, request, shift } from "./helpers";

// Issue 18: the plan under an HPL result and its calendar file. Dates are worked out here with
// plain date arithmetic, not by the app's code.

const compact = (date: string) => date.replaceAll("-", "");

/** The events of an iCalendar file: unfolded, each as its properties. */
function events(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      found.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return found;
}

describe("the pregnancy plan under an HPL result", () => {
  it("dates every visit from the last period moved by the cycle, says so, and offers the calendar", async () => {
    const lastPeriod = daysAgo(100);
    const response = await postForm("/kalkulator", { calculator: "hpl", lastPeriod, cycleLength: "35" });
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    // 35 days: a week later than Naegele's date; 93 days pregnant: 13 weeks 2 days, trimester 2.
    const adjusted = shift(lastPeriod, 7);
    const due = shift(adjusted, 280);
    expect(html).toContain(longDate(due));
    expect(html).toContain("Siklus haid Anda 35 hari, jadi HPL dihitung 7 hari lebih lambat");
    expect(html).toContain("Rencana Kehamilan Anda");
    expect(html).toContain(`Usia kehamilan hari ini 13 minggu 2 hari (trimester 2). HPL: ${longDate(due)}.`);
    for (const title of [
      "Pemeriksaan kehamilan ke-1, dengan dokter (trimester 1)",
      "Pemeriksaan kehamilan ke-5, dengan dokter (trimester 3)",
      "Tablet tambah darah (TTD) setiap hari",
      "Perhatikan gerakan janin setiap hari",
      "Kunjungan nifas ke-4 (KF4)",
      "Kunjungan bayi baru lahir ke-3 (KN3)",
    ]) {
      expect(html).toContain(title);
    }
    // The third trimester's visits count until the due date; the fourth's suggested days are
    // 28-29 weeks, to day 209 (decision 077).
    expect(html).toContain(`Masih terhitung sampai ${longDate(due)}.`);
    expect(html).toContain("Saran: ");
    expect(html).toContain("(28-29 minggu)");
    expect(html).toContain(longDate(shift(adjusted, 209)));
    // The first trimester's visits have passed: said as still owed.
    expect(html).toContain("Sudah lewat. Belum? Segera periksakan diri.");
    expect(html).toContain("Buku Kesehatan Ibu dan Anak (Buku KIA), cetakan 2024");
    expect(html).toContain("Buku Kesehatan Ibu dan Anak (Buku KIA), revisi 2020");
    expect(html).toMatch(
      new RegExp(
        `<form[^>]* action="/kalkulator/kalender"[^>]*><input type="hidden" name="lastPeriod" value="${lastPeriod}"/><input type="hidden" name="cycleLength" value="35"/>`,
      ),
    );
  });

  it("says which split of the six visits its dates follow, and where its suggested days come from (decision 077)", async () => {
    const html = (
      await (await postForm("/kalkulator", { calculator: "hpl", lastPeriod: daysAgo(50) })).text()
    ).replaceAll("<!-- -->", "");
    // Buku KIA 2024 and Permenkes 21/2021 Pasal 13: 1, 2 and 3 visits; doctors in trimesters 1 and 3.
    expect(html).toContain(
      "Jadwal di sini mengikuti Buku KIA 2024 dan Permenkes No. 21 Tahun 2021: paling sedikit 6 kali periksa hamil, yaitu paling sedikit 1 kali pada trimester 1 (dengan dokter, termasuk USG), 2 kali pada trimester 2, dan 3 kali pada trimester 3 (salah satunya dengan dokter).",
    );
    expect(html).toContain("Pemeriksaan kehamilan ke-2 (trimester 2)");
    expect(html).toContain("Tanggal saran hanya anjuran, bukan batas");
    expect(html).toContain("sebaiknya sebelum 8 minggu (Permenkes No. 21 Tahun 2021, Lampiran I)");
  });

  it("is not shown without an HPL result", async () => {
    const html = await (await get("/kalkulator")).text();
    // Only the template the page's script fills.
    expect(html).toContain("<template data-plan-template");
    expect(html.replace(/<template\b[\s\S]*?<\/template>/g, "")).not.toContain('id="rencana"');
  });

  it("comes back with a member's saved HPL", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const saved = await postForm(
      "/kalkulator",
      { calculator: "hpl", lastPeriod: daysAgo(50), cycleLength: "" },
      cookie,
    );
    expect(saved.status).toBe(302);
    const html = await (await get(saved.headers.get("Location")!, cookie)).text();
    expect(html).toContain("Rencana Kehamilan Anda");
    expect(html).toContain(longDate(shift(daysAgo(50), 280)));
  });
});

describe("the plan on a member's dashboard", () => {
  it("glances at the latest saved HPL's plan and links the whole plan", async () => {
    const { cookie } = await newMember();
    const lastPeriod = daysAgo(120);
    const saved = await postForm("/kalkulator", { calculator: "hpl", lastPeriod, cycleLength: "28" }, cookie);
    const id = /riwayat=(\d+)/.exec(saved.headers.get("Location") ?? "")?.[1];
    expect(id).toBeTruthy();
    const html = (await (await get("/dashboard", cookie)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain(">Rencana Kehamilan</h2>");
    // 120 days: 17 weeks 1 day, trimester 2.
    expect(html).toContain(
      `Usia kehamilan hari ini 17 minggu 1 hari (trimester 2). HPL: ${longDate(shift(lastPeriod, 280))}.`,
    );
    expect(html).toContain("Pemeriksaan kehamilan ke-3 (trimester 2)");
    expect(html).toContain(`href="/kalkulator?riwayat=${id}#rencana"`);
    // The link opens the whole plan.
    const whole = (await (await get(`/kalkulator?riwayat=${id}`, cookie)).text()).replaceAll("<!-- -->", "");
    expect(whole).toContain("Rencana Kehamilan Anda");
    expect(whole).toContain("Pemeriksaan kehamilan ke-6 (trimester 3)");
  });

  it("offers the plan to WhatsApp: its status, next items and the danger signs, no name, no number (issue 37)", async () => {
    const { cookie } = await newMember("Ibu Rahasia");
    const lastPeriod = daysAgo(120);
    await postForm("/kalkulator", { calculator: "hpl", lastPeriod, cycleLength: "28" }, cookie);
    const html = (await (await get("/dashboard", cookie)).text()).replaceAll("<!-- -->", "");
    const href = /<a href="(https:\/\/wa\.me\/\?text=[^"]+)"[^>]*data-testid="whatsapp-share"/.exec(html)?.[1];
    expect(href, "the plan's WhatsApp link").toBeTruthy();
    const message = decodeURIComponent(href!.replaceAll("&amp;", "&").slice("https://wa.me/?text=".length));
    expect(message.split("\n").slice(0, 2)).toEqual([
      "Rencana kehamilan (Bidanku)",
      `Usia kehamilan hari ini 17 minggu 1 hari (trimester 2). HPL: ${longDate(shift(lastPeriod, 280))}.`,
    ]);
    expect(message).toContain("- Pemeriksaan kehamilan ke-3 (trimester 2): ");
    expect(message).toMatch(/Ada tanda bahaya\? Segera ke fasilitas kesehatan: https?:\/\/[^/]+\/tanda-bahaya$/);
    expect(message).not.toContain("Rahasia");
    // The whole plan on /kalkulator offers the same text, to a visitor's result without JavaScript too.
    const page = (
      await (await postForm("/kalkulator", { calculator: "hpl", lastPeriod, cycleLength: "28" })).text()
    ).replaceAll("<!-- -->", "");
    const whole = /<a href="(https:\/\/wa\.me\/\?text=[^"]+)"[^>]*data-testid="whatsapp-share"/.exec(page)?.[1];
    expect(decodeURIComponent(whole!.replaceAll("&amp;", "&").slice("https://wa.me/?text=".length))).toBe(message);
  });

  it("stays while the calculator takes the last period (44 weeks) and its link opens, then is gone", async () => {
    const { id, cookie } = await newMember();
    const save = (days: number) =>
      env.DB.prepare(
        "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES (?, 'hpl', ?, '{}') RETURNING id",
      )
        .bind(id, JSON.stringify({ lastPeriod: daysAgo(days) }))
        .first<{ id: number }>();
    const last = await save(308);
    const html = await (await get("/dashboard", cookie)).text();
    expect(html).toContain(">Rencana Kehamilan</h2>");
    expect(html).toContain("sudah lewat. Bila belum melahirkan");
    expect(await (await get(`/kalkulator?riwayat=${last!.id}`, cookie)).text()).toContain("Rencana Kehamilan Anda");
    await env.DB.prepare("DELETE FROM calculator_history WHERE user_id = ?").bind(id).run();
    await save(309);
    expect(await (await get("/dashboard", cookie)).text()).not.toContain(">Rencana Kehamilan</h2>");
  });
});

describe("the plan's calendar file", () => {
  it("downloads the visit windows as all-day events, on the dates worked out here", async () => {
    const lastPeriod = daysAgo(100);
    const response = await postForm("/kalkulator/kalender", { lastPeriod, cycleLength: "30" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="rencana-kehamilan-bidanku.ics"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const ics = await response.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    const found = events(ics);
    expect(found).toHaveLength(13);
    // 30 days: two days later; the first visit on its suggested days (decision 077), from 6 weeks
    // (day 42) to before 8 weeks (day 55), DTEND the day after.
    const adjusted = shift(lastPeriod, 2);
    const first = found.find((event) => event.SUMMARY?.startsWith("Pemeriksaan kehamilan ke-1"));
    expect(first?.["DTSTART;VALUE=DATE"]).toBe(compact(shift(adjusted, 42)));
    expect(first?.["DTEND;VALUE=DATE"]).toBe(compact(shift(adjusted, 56)));
    const kf1 = found.find((event) => event.SUMMARY?.startsWith("Kunjungan nifas ke-1"));
    expect(kf1?.["DTSTART;VALUE=DATE"]).toBe(compact(shift(adjusted, 280)));
    // Nothing about the mother: not even the last period's own date.
    expect(ics).not.toContain(lastPeriod);
    expect(ics).not.toContain(compact(lastPeriod));
  });

  it("names the events by the device's pregnancy code, so a corrected last period updates them (issue 29)", async () => {
    const first = await postForm("/kalkulator/kalender", { lastPeriod: daysAgo(100), cycleLength: "28" });
    const setCookie = first.headers.getSetCookie().find((cookie) => cookie.startsWith("bidanku_kalender="));
    expect(setCookie).toMatch(
      /^bidanku_kalender=[0-9a-f]{32}; Max-Age=31536000; Path=\/kalkulator\/kalender; HttpOnly; SameSite=Lax/,
    );
    const code = setCookie!.slice("bidanku_kalender=".length, "bidanku_kalender=".length + 32);
    const uids = (ics: string) => events(ics).map((event) => event.UID);
    const firstUids = uids(await first.text());
    expect(firstUids.every((uid) => uid?.endsWith(`-${code}@bidanku.id`))).toBe(true);
    // Three weeks earlier moves the due date into another month: the same events all the same.
    const corrected = await postForm(
      "/kalkulator/kalender",
      { lastPeriod: daysAgo(121), cycleLength: "28" },
      `bidanku_kalender=${code}`,
    );
    expect(uids(await corrected.text())).toEqual(firstUids);
    expect(corrected.headers.getSetCookie().some((cookie) => cookie.startsWith("bidanku_kalender="))).toBe(false);
    // Another device (no cookie) gets its own code.
    const other = await postForm("/kalkulator/kalender", { lastPeriod: daysAgo(100), cycleLength: "28" });
    expect(uids(await other.text())).not.toEqual(firstUids);
  });

  it("stores nothing, and sends a refused form back to the calculators with a toast", async () => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM calculator_history").first<{ n: number }>())!.n;
    const refused: Record<string, string>[] = [
      { lastPeriod: "bukan tanggal" },
      { lastPeriod: daysAgo(400) },
      { lastPeriod: daysAgo(10), cycleLength: "50" },
    ];
    for (const fields of refused) {
      const response = await postForm("/kalkulator/kalender", fields);
      expect(response.status, JSON.stringify(fields)).toBe(302);
      expect(response.headers.get("Location")).toBe("/kalkulator#hpl-title");
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("bidanku_toast="))).toBe(true);
    }
    const got = await request("/kalkulator/kalender");
    expect(got.status).toBe(302);
    expect(got.headers.get("Location")).toBe("/kalkulator");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM calculator_history").first<{ n: number }>())!.n).toBe(
      before,
    );
  });
});
