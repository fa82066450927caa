import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, errorSummary, freshIp, get, login, postForm } from "./helpers";

// The two public forms of issue 12: Ask Us (/tanya-kami) and the Contact page (/kontak), through
// the built Worker. Every test makes its own rows, found again by a unique marker.

interface StoredQuestion {
  id: number;
  user_id: string | null;
  name: string | null;
  email: string;
  topic: string;
  question: string;
  channel: string;
  status: string | null;
  status_member: string | null;
  answer: string | null;
  rating: number | null;
}

const marker = () => `uji-${crypto.randomUUID().slice(0, 12)}`;

function rowsWith(text: string) {
  return env.DB.prepare("SELECT * FROM questions WHERE question LIKE ? ORDER BY id")
    .bind(`%${text}%`)
    .all<StoredQuestion>()
    .then((result) => result.results);
}

function rowsByEmail(email: string) {
  return env.DB.prepare("SELECT * FROM questions WHERE email = ? ORDER BY id")
    .bind(email)
    .all<StoredQuestion>()
    .then((result) => result.results);
}

async function memberId(email: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id, name FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Uses up a rule's limit for one client address, as ten earlier posts in the hour would have. */
async function useUpLimit(rule: string, ip: string, limit = 10) {
  const client = ip.replace(/::1$/, "::/64");
  await env.DB.prepare("INSERT INTO rate_limits (key, count, reset_at) VALUES (?, ?, ?)")
    .bind(`${rule}:${client}`, limit, Date.now() + 30 * 60_000)
    .run();
}

function mainContent(html: string): string {
  const match = html.match(/<main[^>]*id="konten"[^>]*>([\s\S]*)<\/main>/);
  if (!match) throw new Error("no <main> in the page");
  return match[1]!;
}

/** The page a redirect leads to, with the toast cookie it set. */
async function follow(response: Response, cookie = ""): Promise<string> {
  const toast = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .join("; ");
  const location = response.headers.get("Location");
  if (!location) throw new Error("no redirect");
  return (await get(location, [cookie, toast].filter(Boolean).join("; "))).text();
}

function textareaValue(html: string, name: string): string | null {
  const match = html.match(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`));
  return match ? match[1]! : null;
}

describe("Ask Us page", () => {
  it("shows the form with the topic list, service information, popular topics and the guide", async () => {
    const response = await get("/tanya-kami");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("<title>Tanya Kami | Bidanku</title>");
    const main = mainContent(html);
    expect(main).toMatch(/<h1[^>]*>Tanya Kami<\/h1>/);
    expect(main).toMatch(/<form[^>]*method="post"/);
    expect(main).toContain('name="website"');
    expect(main).toMatch(/<input[^>]*type="email"[^>]*name="email"|<input[^>]*name="email"[^>]*type="email"/);
    expect(main).toMatch(/<textarea[^>]*name="question"[^>]*rows="6"|<textarea[^>]*rows="6"[^>]*name="question"/);
    const options = [...main.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toEqual([
      ["", "Pilih topik"],
      ...[
        "Kehamilan",
        "Persalinan",
        "Nifas",
        "Menyusui",
        "Tumbuh Kembang Bayi",
        "Kontrasepsi",
        "Kesehatan Reproduksi",
        "Lainnya",
      ].map((topic) => [topic, topic]),
    ]);
    // Service information (SPEC section 2).
    expect(main).toContain("Gratis");
    expect(main).toContain("1-2 hari kerja");
    expect(main).toContain("sumber yang terverifikasi");
    expect(main).toContain("Privasi terjaga");
    // Popular topics: the first six.
    const popular = main.slice(main.indexOf("Topik Populer"));
    for (const topic of ["Kehamilan", "Persalinan", "Nifas", "Menyusui", "Tumbuh Kembang Bayi", "Kontrasepsi"])
      expect(popular).toContain(`>${topic}</li>`);
    expect(popular).not.toContain(">Kesehatan Reproduksi</li>");
    // The seeded guide and note, and the way to the danger signs.
    expect(main).toContain("Pilih topik yang paling sesuai dengan pertanyaan Anda");
    expect(main).toContain("Jangan menggunakan layanan ini untuk kondisi gawat darurat");
    expect(main).toContain("Catatan Penting");
    // The "go now" line comes before the form, so it is read before anyone starts typing.
    const urgent = main.indexOf(
      "Tanda bahaya? Jangan menunggu jawaban: segera ke fasilitas kesehatan terdekat atau telepon 119.",
    );
    expect(urgent).toBeGreaterThan(-1);
    expect(urgent).toBeLessThan(main.indexOf("<form"));
    expect(main).toMatch(/<a[^>]*href="\/tanda-bahaya"/);
  });

  it("hides an empty guide section and shows the rest", async () => {
    const saved = await env.DB.prepare("SELECT dos, donts, important_note FROM qna_guidelines WHERE id = 1").first<{
      dos: string;
      donts: string;
      important_note: string | null;
    }>();
    try {
      await env.DB.prepare(
        "UPDATE qna_guidelines SET dos = '[]', donts = '[\"Jangan <b>kirim</b> NIK\"]', important_note = '' WHERE id = 1",
      ).run();
      const main = mainContent(await (await get("/tanya-kami")).text());
      expect(main).not.toContain("Yang Sebaiknya Dilakukan");
      expect(main).toContain("Yang Sebaiknya Dihindari");
      expect(main).toContain("Jangan &lt;b&gt;kirim&lt;/b&gt; NIK");
      expect(main).not.toContain("Catatan Penting");

      await env.DB.prepare("UPDATE qna_guidelines SET donts = '[]' WHERE id = 1").run();
      expect(mainContent(await (await get("/tanya-kami")).text())).not.toContain("Panduan Bertanya");
    } finally {
      await env.DB.prepare("UPDATE qna_guidelines SET dos = ?, donts = ?, important_note = ? WHERE id = 1")
        .bind(saved!.dos, saved!.donts, saved!.important_note)
        .run();
    }
  });

  it("prefills a signed-in member's name and email, not editable", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const response = await get("/tanya-kami", cookie);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const main = mainContent(await response.text());
    const email = main.match(/<input[^>]*name="email"[^>]*>/)?.[0] ?? "";
    expect(email).toContain(`value="${DEMO.member.email}"`);
    expect(email).toMatch(/\sdisabled=""/);
    expect(email).toMatch(/\sreadOnly=""|\sreadonly=""/);
    expect(main.match(/<input[^>]*name="name"[^>]*>/)?.[0]).toMatch(/\sdisabled=""/);
    expect(main).not.toContain("redirectTo=%2Ftanya-kami");
  });
});

describe("asking a question", () => {
  it("stores a visitor's question with no user, channel question and no status, then redirects with the toast", async () => {
    const tag = marker();
    const email = `${tag}@contoh.id`;
    const response = await postForm("/tanya-kami", {
      name: "  Ibu Sari  ",
      email,
      topic: "Menyusui",
      question: `ASI saya sedikit, apa yang harus saya lakukan? ${tag}`,
      website: "",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/tanya-kami");
    const rows = await rowsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: null,
      name: "Ibu Sari",
      email,
      topic: "Menyusui",
      question: `ASI saya sedikit, apa yang harus saya lakukan? ${tag}`,
      channel: "question",
      status: null,
      status_member: null,
      answer: null,
    });

    const page = await follow(response);
    expect(page).toContain("Pertanyaan Berhasil Dikirim");
    expect(page).toContain("Terima kasih! Tim kami akan merespon dalam 1-2 hari kerja.");
    // The new page's form is empty again (post/redirect/get).
    expect(textareaValue(mainContent(page), "question")).toBe("");
    expect(page).not.toContain(tag);
  });

  it("stores a member's consent to publish only when she ticks the box, and withdraws it from her dashboard, once (issue 39)", async () => {
    const consentOf = (id: number) =>
      env.DB.prepare("SELECT publish_consent_at AS at, publish_withdrawn_at AS withdrawn FROM questions WHERE id = ?")
        .bind(id)
        .first<{ at: number | null; withdrawn: number | null }>();
    const idOf = async (email: string) =>
      (await env.DB.prepare("SELECT id FROM questions WHERE email = ?").bind(email).first<{ id: number }>())!.id;
    const ask = async (email: string, extra: Record<string, string>, cookie?: string) =>
      postForm(
        "/tanya-kami",
        { email, topic: "Menyusui", question: "Boleh dipublikasikan?", website: "", ...extra },
        cookie,
      );
    // Not offered to visitors yet (they could not withdraw it themselves): a forged box stores nothing,
    // nor does one on the contact form.
    expect(await (await get("/tanya-kami")).text()).not.toContain("Boleh dipublikasikan");
    const visitor = `${marker()}@contoh.id`;
    expect((await ask(visitor, { publikasi: "on" })).status).toBe(302);
    expect(await consentOf(await idOf(visitor))).toEqual({ at: null, withdrawn: null });
    const contact = `${marker()}@contoh.id`;
    await postForm("/kontak", {
      name: "Ibu",
      email: contact,
      subject: "Halo",
      message: "Pesan",
      website: "",
      publikasi: "on",
    });
    expect(await consentOf(await idOf(contact))).toEqual({ at: null, withdrawn: null });
    // A member: unticked, nothing; ticked, the date; the dashboard says so and withdraws it; a
    // second withdrawal finds nothing to withdraw.
    const member = await login(DEMO.member.email, DEMO.member.password);
    expect(await (await get("/tanya-kami", member)).text()).toContain(
      "Boleh dipublikasikan tanpa nama setelah disunting",
    );
    const plain = marker();
    await ask("ignored@contoh.id", { question: `Tanpa izin ${plain}` }, member);
    const unticked = await env.DB.prepare("SELECT id FROM questions WHERE question = ?")
      .bind(`Tanpa izin ${plain}`)
      .first<{ id: number }>();
    expect(await consentOf(unticked!.id)).toEqual({ at: null, withdrawn: null });
    const tag = marker();
    await ask("ignored@contoh.id", { publikasi: "on", question: `Izin publikasi ${tag}` }, member);
    const mine = await env.DB.prepare("SELECT id FROM questions WHERE question = ?")
      .bind(`Izin publikasi ${tag}`)
      .first<{ id: number }>();
    const dashboard = await (await get("/dashboard", member)).text();
    expect(dashboard.replaceAll("<!-- -->", "")).toMatch(
      /Sejak [^<]*, Anda mengizinkan pertanyaan ini dipublikasikan tanpa nama setelah\s+disunting\./,
    );
    const withdrawn = await postForm("/dashboard", { intent: "withdrawPublish", id: String(mine!.id) }, member);
    expect(withdrawn.headers.get("Location")).toBe("/dashboard#pertanyaan");
    const row = await consentOf(mine!.id);
    expect(row!.withdrawn).toBeGreaterThanOrEqual(row!.at!);
    expect(await (await get("/dashboard", member)).text()).toContain("Izin publikasi tanpa nama sudah Anda tarik pada");
    await postForm("/dashboard", { intent: "withdrawPublish", id: String(mine!.id) }, member);
    expect((await consentOf(mine!.id))!.withdrawn).toBe(row!.withdrawn);
  });

  it("stores a visitor's question without a name as null", async () => {
    const tag = marker();
    const response = await postForm("/tanya-kami", {
      email: `${tag}@contoh.id`,
      topic: "Nifas",
      question: `Tanpa nama ${tag}`,
    });
    expect(response.status).toBe(302);
    expect((await rowsWith(tag))[0]).toMatchObject({ name: null, user_id: null, channel: "question" });
  });

  it("takes a member's name, email and id from the session, ignoring forged fields", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const id = await memberId(DEMO.member.email);
    const profile = await env.DB.prepare("SELECT name FROM users WHERE id = ?").bind(id).first<{ name: string }>();
    const tag = marker();
    const response = await postForm(
      "/tanya-kami",
      {
        name: "Nama Palsu",
        email: "palsu@contoh.id",
        user_id: "user-lain",
        userId: "user-lain",
        status: "answered",
        status_member: "closed",
        answer: "Jawaban palsu",
        rating: "5",
        channel: "contact",
        topic: "Kehamilan",
        question: `Apakah boleh minum kopi saat hamil? ${tag}`,
      },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/tanya-kami");
    const rows = await rowsWith(tag);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: id,
      name: profile!.name,
      email: DEMO.member.email,
      topic: "Kehamilan",
      channel: "question",
      status: null,
      status_member: null,
      answer: null,
      rating: null,
    });
    expect(await rowsByEmail("palsu@contoh.id")).toHaveLength(0);
  });

  it("refuses a missing email, an invalid email and an unknown topic with messages and the values kept", async () => {
    const tag = marker();
    const cases: [Record<string, string>, string][] = [
      [{ topic: "Kehamilan", question: `Tanpa email ${tag}` }, "email"],
      [{ email: "bukan-email", topic: "Kehamilan", question: `Email salah ${tag}` }, "email"],
      [{ email: `${tag}@contoh.id`, topic: "Politik", question: `Topik salah ${tag}` }, "topic"],
      [{ email: `${tag}@contoh.id`, topic: "Kehamilan", question: "   " }, "question"],
    ];
    for (const [fields, field] of cases) {
      const response = await postForm("/tanya-kami", fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const html = await response.text();
      expect(html, field).toMatch(new RegExp(`id="${field}-[^"]*-error"`));
      // Issue 29.11: the summary above the form repeats the field's message, and takes focus.
      const message = html.match(new RegExp(`id="${field}-[^"]*-error"[^>]*>([^<]+)<`))![1]!;
      expect(errorSummary(html), field).toContain(message);
      if (fields.question?.trim()) expect(textareaValue(html, "question")).toBe(fields.question);
    }
    expect(await rowsWith(tag)).toHaveLength(0);
    const topicRefusal = await (
      await postForm("/tanya-kami", { email: `${tag}@contoh.id`, topic: "Politik", question: `x ${tag}` })
    ).text();
    expect(topicRefusal).toContain("Pilih topik pertanyaan");
  });

  it("refuses a 100 KB question without a server error and stores nothing", async () => {
    const tag = marker();
    const response = await postForm("/tanya-kami", {
      email: `${tag}@contoh.id`,
      topic: "Kehamilan",
      question: `${tag} ${"a".repeat(100 * 1024)}`,
    });
    expect([400, 413]).toContain(response.status);
    expect(await response.text()).toMatch(/terlalu besar|maksimal/);
    expect(await rowsByEmail(`${tag}@contoh.id`)).toHaveLength(0);
  });

  it("refuses a question just over the limit with the Indonesian message", async () => {
    const tag = marker();
    const response = await postForm("/tanya-kami", {
      email: `${tag}@contoh.id`,
      topic: "Kehamilan",
      question: `${tag} ${"a".repeat(5000)}`,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Pertanyaan maksimal 5000 karakter");
    expect(await rowsByEmail(`${tag}@contoh.id`)).toHaveLength(0);
  });

  it("stores script tags as text and shows them escaped", async () => {
    const tag = marker();
    const script = `<script>alert("${tag}")</script><img src=x onerror=alert(1)>`;
    const ok = await postForm("/tanya-kami", {
      name: `<b>${tag}</b>`,
      email: `${tag}@contoh.id`,
      topic: "Lainnya",
      question: script,
    });
    expect(ok.status).toBe(302);
    expect((await rowsWith(tag))[0]).toMatchObject({ question: script, name: `<b>${tag}</b>` });

    // A refused form shows what was typed, escaped.
    const refused = await postForm("/tanya-kami", { email: "salah", topic: "Lainnya", question: script });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).not.toContain(`<script>alert("${tag}")`);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain(`&lt;script&gt;alert(&quot;${tag}&quot;)&lt;/script&gt;`);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const tag = marker();
    const response = await postForm("/tanya-kami", {
      email: `${tag}@contoh.id`,
      topic: "Kehamilan",
      question: `Spam ${tag}`,
      website: "https://spam.example",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/tanya-kami");
    expect(await follow(response)).toContain("Pertanyaan Berhasil Dikirim");
    expect(await rowsWith(tag)).toHaveLength(0);
  });

  it("answers a used-up limit with 429, the Indonesian message and the values kept, storing nothing", async () => {
    const ip = freshIp();
    await useUpLimit("question", ip);
    const tag = marker();
    const response = await postForm(
      "/tanya-kami",
      { name: "Ani", email: `${tag}@contoh.id`, topic: "Nifas", question: `Terlalu sering ${tag}` },
      "",
      ip,
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toMatch(/Terlalu banyak percobaan. Silakan coba lagi dalam \d+ menit./);
    expect(textareaValue(html, "question")).toBe(`Terlalu sering ${tag}`);
    expect(html).toContain(`value="${tag}@contoh.id"`);
    expect(await rowsWith(tag)).toHaveLength(0);
  });

  it("answers a storage failure in the form with the failure text and the values kept", async () => {
    const tag = marker();
    // Only inserts carrying this test's marker fail, so other tests are not affected.
    const trigger = `gagal_${tag.replaceAll("-", "_")}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON questions WHEN NEW.question LIKE '%${tag}%' BEGIN SELECT RAISE(ABORT, 'uji'); END`,
    ).run();
    try {
      const response = await postForm("/tanya-kami", {
        email: `${tag}@contoh.id`,
        topic: "Kehamilan",
        question: `Gagal disimpan ${tag}`,
      });
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain("Gagal Mengirim Pertanyaan");
      expect(html).toContain("Terjadi kesalahan. Silakan coba lagi.");
      expect(textareaValue(html, "question")).toBe(`Gagal disimpan ${tag}`);
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
    expect(await rowsWith(tag)).toHaveLength(0);
  });
});

describe("Contact page", () => {
  let savedSettings: Record<string, unknown> | null = null;
  beforeAll(async () => {
    savedSettings = await env.DB.prepare(
      "SELECT footer_email, footer_phone, footer_location, operational_hours, practice_location_gmaps_link, show_practice_location, faq FROM site_settings WHERE id = 1",
    ).first();
  });
  afterAll(async () => {
    const s = savedSettings!;
    await env.DB.prepare(
      "UPDATE site_settings SET footer_email = ?, footer_phone = ?, footer_location = ?, operational_hours = ?, practice_location_gmaps_link = ?, show_practice_location = ?, faq = ? WHERE id = 1",
    )
      .bind(
        s.footer_email,
        s.footer_phone,
        s.footer_location,
        s.operational_hours,
        s.practice_location_gmaps_link,
        s.show_practice_location,
        s.faq,
      )
      .run();
  });

  const setSettings = (sql: string, ...values: unknown[]) =>
    env.DB.prepare(`UPDATE site_settings SET ${sql} WHERE id = 1`)
      .bind(...values)
      .run();

  it("shows the hero, the filled contact details as links, the form and the FAQ as <details>", async () => {
    await setSettings(
      "footer_email = 'halo@bidanku.id', footer_phone = '+62 811-2222-333', footer_location = 'Bandung', operational_hours = 'Senin - Jumat', faq = ?",
      JSON.stringify([
        { question: "Apakah <i>gratis</i>?", answer: "Ya, gratis.\nTanpa biaya." },
        { question: "Tanpa jawaban", answer: "  " },
      ]),
    );
    const response = await get("/kontak");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache");
    const html = await response.text();
    expect(html).toContain("<title>Kontak | Bidanku</title>");
    const main = mainContent(html);
    expect(main.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(main).toMatch(/<a[^>]*href="mailto:halo@bidanku.id"[^>]*>halo@bidanku.id<\/a>/);
    expect(main).toMatch(/<a[^>]*href="tel:\+628112222333"[^>]*>\+62 811-2222-333<\/a>/);
    expect(main).toContain("Bandung");
    expect(main).toContain("Senin - Jumat");
    for (const name of ["name", "email", "subject"])
      expect(main.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0], name).toContain('required=""');
    const message = main.match(/<textarea[^>]*name="message"[^>]*>/)?.[0] ?? "";
    expect(message).toContain('rows="6"');
    expect(message).toContain('required=""');
    expect(main).toContain('name="website"');
    // FAQ: a <details> per complete entry, escaped; the incomplete one is left out.
    const details = [...main.matchAll(/<details[\s\S]*?<\/details>/g)].map((m) => m[0]);
    expect(details).toHaveLength(1);
    expect(details[0]).toMatch(/<summary[\s\S]*Apakah &lt;i&gt;gratis&lt;\/i&gt;\?[\s\S]*<\/summary>/);
    expect(details[0]).toContain("Ya, gratis.\nTanpa biaya.");
    expect(main).not.toContain("Tanpa jawaban");
    // No map: the location is switched off.
    expect(main).not.toContain("<iframe");
  });

  it("lists only the filled details, with no defaults, and hides an empty FAQ", async () => {
    await setSettings(
      "footer_email = '  ', footer_phone = NULL, footer_location = 'Surabaya', operational_hours = '', faq = '[]'",
    );
    const main = mainContent(await (await get("/kontak")).text());
    expect(main).toContain("Surabaya");
    expect(main).not.toContain("mailto:");
    expect(main).not.toContain("tel:");
    expect(main).not.toContain("info@bidanku.id");
    expect(main).not.toContain("Jam Operasional");
    expect(main).not.toContain("<details");
    expect(main).not.toContain("Pertanyaan yang Sering Diajukan");
  });

  it("embeds the map only when switched on and the link is a Google Maps embed", async () => {
    const embed = "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3966";
    await setSettings("practice_location_gmaps_link = ?, show_practice_location = 1", embed);
    const main = mainContent(await (await get("/kontak")).text());
    const iframe = main.match(/<iframe[^>]*>/)?.[0] ?? "";
    expect(iframe).toContain('title="Lokasi Praktik"');
    expect(iframe).toContain(`src="${embed}"`);
    expect(iframe).toContain('loading="lazy"');
    expect(iframe).toMatch(/width="\d+"/);
    expect(iframe).toMatch(/height="\d+"/);
    expect(iframe).toMatch(
      /referrerPolicy="(strict-origin-when-cross-origin|no-referrer-when-downgrade|no-referrer)"/i,
    );
    expect(iframe).toContain("sandbox=");

    await setSettings("show_practice_location = 0");
    expect(mainContent(await (await get("/kontak")).text())).not.toContain("<iframe");

    for (const link of [
      "javascript:alert(1)",
      "https://www.google.com.evil.example/maps/embed?pb=1",
      "https://www.google.com@evil.example/maps/embed?pb=1",
      "https://www.google.com/maps/place/Monas",
      "http://www.google.com/maps/embed?pb=1",
    ]) {
      await setSettings("practice_location_gmaps_link = ?, show_practice_location = 1", link);
      const page = mainContent(await (await get("/kontak")).text());
      expect(page, link).not.toContain("<iframe");
    }
  });
});

describe("sending a contact message", () => {
  it("stores it as a pending question with the subject as topic and the typed name and email", async () => {
    const tag = marker();
    const email = `${tag}@contoh.id`;
    const response = await postForm("/kontak", {
      name: "Budi",
      email,
      subject: "Kerja sama penyuluhan",
      message: `Kami ingin mengundang bidan untuk penyuluhan. ${tag}`,
      website: "",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kontak");
    const rows = await rowsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: null,
      name: "Budi",
      email,
      topic: "Kerja sama penyuluhan",
      question: `Kami ingin mengundang bidan untuk penyuluhan. ${tag}`,
      channel: "contact",
      status: "pending",
    });
    const page = await follow(response);
    expect(page).toContain("Pesan Berhasil Dikirim");
    expect(page).toContain("Terima kasih! Tim kami akan merespon dalam 1-2 hari kerja.");
  });

  it("ties a signed-in sender's message to their account, keeping what they typed", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const tag = marker();
    const response = await postForm(
      "/kontak",
      {
        name: "Nama Lain",
        email: `${tag}@contoh.id`,
        subject: "Saran",
        message: `Saran fitur ${tag}`,
        user_id: "user-lain",
        status: "answered",
      },
      cookie,
    );
    expect(response.status).toBe(302);
    expect((await rowsWith(tag))[0]).toMatchObject({
      user_id: await memberId(DEMO.member.email),
      name: "Nama Lain",
      email: `${tag}@contoh.id`,
      status: "pending",
      channel: "contact",
    });
  });

  it("refuses missing fields with messages and the values kept, storing nothing", async () => {
    const tag = marker();
    const response = await postForm("/kontak", { name: "", email: `${tag}@contoh.id`, subject: "", message: tag });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Nama wajib diisi");
    expect(html).toContain("Subjek wajib diisi");
    expect(textareaValue(html, "message")).toBe(tag);
    expect(html).toContain(`value="${tag}@contoh.id"`);
    expect(await rowsWith(tag)).toHaveLength(0);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const tag = marker();
    const response = await postForm("/kontak", {
      name: "Bot",
      email: `${tag}@contoh.id`,
      subject: "Promo",
      message: `Spam ${tag}`,
      website: "http://spam.example",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kontak");
    expect(await follow(response)).toContain("Pesan Berhasil Dikirim");
    expect(await rowsWith(tag)).toHaveLength(0);
  });

  it("answers a used-up limit with 429 and the values kept, storing nothing", async () => {
    const ip = freshIp();
    await useUpLimit("contact", ip);
    const tag = marker();
    const response = await postForm(
      "/kontak",
      { name: "Ani", email: `${tag}@contoh.id`, subject: "Halo", message: `Lagi ${tag}` },
      "",
      ip,
    );
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(html).toMatch(/Terlalu banyak percobaan. Silakan coba lagi dalam \d+ menit./);
    expect(textareaValue(html, "message")).toBe(`Lagi ${tag}`);
    expect(await rowsWith(tag)).toHaveLength(0);
  });

  it("answers a storage failure in the form with the failure text and the values kept", async () => {
    const tag = marker();
    const trigger = `gagal_${tag.replaceAll("-", "_")}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON questions WHEN NEW.question LIKE '%${tag}%' BEGIN SELECT RAISE(ABORT, 'uji'); END`,
    ).run();
    try {
      const response = await postForm("/kontak", {
        name: "Ani",
        email: `${tag}@contoh.id`,
        subject: "Halo",
        message: `Gagal disimpan ${tag}`,
      });
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain("Gagal Mengirim Pesan");
      expect(html).toContain("Terjadi kesalahan. Silakan coba lagi.");
      expect(textareaValue(html, "message")).toBe(`Gagal disimpan ${tag}`);
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
    expect(await rowsWith(tag)).toHaveLength(0);
  });

  it("refuses a 100 KB message without a server error", async () => {
    const tag = marker();
    const response = await postForm("/kontak", {
      name: "Ani",
      email: `${tag}@contoh.id`,
      subject: "Panjang",
      message: `${tag} ${"b".repeat(100 * 1024)}`,
    });
    expect([400, 413]).toContain(response.status);
    expect(await rowsByEmail(`${tag}@contoh.id`)).toHaveLength(0);
  });
});

describe("links to the two pages", () => {
  it("are in the sitemap and answer 200", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const path of ["/tanya-kami", "/kontak"]) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
      expect((await get(path)).status).toBe(200);
    }
  });
});
