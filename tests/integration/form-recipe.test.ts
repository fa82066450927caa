import { serializeIntent } from "@conform-to/dom";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, freshIp, get, keepRow, login, ORIGIN, postForm, request } from "./helpers";

// The form recipe end to end through the Worker: list rows added and removed without
// JavaScript, incomplete rows dropped on save, a partial save of the shared site-settings row,
// body-size caps, and the editor guard. /__test/form edits the FAQ of site settings.

keepRow("site_settings", "id", 1);

const rows = (html: string) => html.match(/data-testid="faq-row"/g)?.length ?? 0;

describe("a list field without JavaScript", () => {
  it("adds a row with the add button and keeps what was typed, saving nothing", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const faqBefore = (await env.DB.prepare("SELECT faq FROM site_settings WHERE id = 1").first<{ faq: string }>())!
      .faq;
    const response = await postForm(
      "/__test/form",
      {
        "faq[0].question": "Kapan imunisasi pertama?",
        "faq[0].answer": "Saat lahir (hepatitis B).",
        __intent__: serializeIntent({ type: "insert", payload: { name: "faq" } }),
      },
      cookie,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rows(html)).toBe(2);
    expect(html).toContain('value="Kapan imunisasi pertama?"');
    expect(html).toContain("Saat lahir (hepatitis B).");
    expect((await env.DB.prepare("SELECT faq FROM site_settings WHERE id = 1").first<{ faq: string }>())!.faq).toBe(
      faqBefore,
    );
  });

  it("removes the chosen row and keeps the others", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const response = await postForm(
      "/__test/form",
      {
        "faq[0].question": "Pertama?",
        "faq[0].answer": "Satu.",
        "faq[1].question": "Kedua?",
        "faq[1].answer": "Dua.",
        __intent__: serializeIntent({ type: "remove", payload: { name: "faq", index: 0 } }),
      },
      cookie,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rows(html)).toBe(1);
    expect(html).toContain('value="Kedua?"');
    expect(html).not.toContain("Pertama?");
  });
});

describe("saving a list", () => {
  it("drops entries missing a question or an answer, and writes only the FAQ column", async () => {
    await env.DB.prepare(
      "UPDATE site_settings SET hero_title = 'Judul Hero Uji', footer_email = 'uji@bidanku.test' WHERE id = 1",
    ).run();
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const response = await postForm(
      "/__test/form",
      {
        "faq[0].question": "Apakah ASI cukup?",
        "faq[0].answer": "Ya, sampai 6 bulan.",
        "faq[1].question": "Tanpa jawaban?",
        "faq[1].answer": "  ",
        "faq[2].question": "",
        "faq[2].answer": "Jawaban tanpa pertanyaan",
      },
      cookie,
    );
    expect(response.status).toBe(302);
    const row = await env.DB.prepare("SELECT faq, hero_title, footer_email FROM site_settings WHERE id = 1").first<
      Record<string, string>
    >();
    expect(JSON.parse(row!.faq!)).toEqual([{ question: "Apakah ASI cukup?", answer: "Ya, sampai 6 bulan." }]);
    expect(row!.hero_title).toBe("Judul Hero Uji");
    expect(row!.footer_email).toBe("uji@bidanku.test");
  });

  it("refuses a too-long answer with its message on the full path, every value kept, nothing saved", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const faqBefore = (await env.DB.prepare("SELECT faq FROM site_settings WHERE id = 1").first<{ faq: string }>())!
      .faq;
    const response = await postForm(
      "/__test/form",
      {
        "faq[0].question": "Boleh?",
        "faq[0].answer": "Ya.",
        "faq[1].question": "Panjang?",
        "faq[1].answer": "a".repeat(2001),
      },
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Jawaban maksimal 2000 karakter");
    expect(html).toContain("a".repeat(2001));
    expect(html).toContain('value="Boleh?"');
    expect((await env.DB.prepare("SELECT faq FROM site_settings WHERE id = 1").first<{ faq: string }>())!.faq).toBe(
      faqBefore,
    );
  });

  it("creates row 1 when it is missing, with only the saved column set", async () => {
    await env.DB.prepare("DELETE FROM site_settings WHERE id = 1").run();
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const response = await postForm("/__test/form", { "faq[0].question": "Satu?", "faq[0].answer": "Ya." }, cookie);
    expect(response.status).toBe(302);
    const row = await env.DB.prepare("SELECT faq, hero_title FROM site_settings WHERE id = 1").first<
      Record<string, string | null>
    >();
    expect(JSON.parse(row!.faq!)).toEqual([{ question: "Satu?", answer: "Ya." }]);
    expect(row!.hero_title).toBeNull();
  });
});

describe("guards and limits", () => {
  it("sends visitors to /login and refuses members with 403, changing nothing", async () => {
    const faqBefore = (await env.DB.prepare("SELECT faq FROM site_settings WHERE id = 1").first<{ faq: string }>())!
      .faq;
    const visitor = await postForm("/__test/form", { "faq[0].question": "X?", "faq[0].answer": "Y" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const member = await postForm(
      "/__test/form",
      { "faq[0].question": "X?", "faq[0].answer": "Y" },
      await login(DEMO.member.email, DEMO.member.password),
    );
    expect(member.status).toBe(403);
    expect((await env.DB.prepare("SELECT faq FROM site_settings WHERE id = 1").first<{ faq: string }>())!.faq).toBe(
      faqBefore,
    );
    expect((await get("/__test/form")).status).toBe(302);
  });

  it("answers 413 in Indonesian to a body over the form's cap, declared or streamed", async () => {
    const big = "a".repeat(20 * 1024);
    const declared = await postForm("/login", { email: "a@b.id", password: big });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("Data yang dikirim terlalu besar");
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`email=a%40b.id&password=${big}`));
        controller.close();
      },
    });
    const streamed = await request("/login", {
      method: "POST",
      body: stream,
      headers: { Origin: ORIGIN, "CF-Connecting-IP": freshIp(), "Content-Type": "application/x-www-form-urlencoded" },
      // @ts-expect-error workerd needs duplex for a streamed body
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
  });

  it("answers 400, not 500, to forged names and intents", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const forged: Record<string, string>[] = [
      { "__proto__.x": "1" },
      { "faq[5000].question": "x" },
      { __intent__: "{oops" },
    ];
    for (const fields of forged) {
      expect((await postForm("/__test/form", fields, cookie)).status).toBe(400);
    }
  });
});

describe("the honeypot on public forms", () => {
  it("answers a filled trap field like a success and creates no account", async () => {
    const email = `bot-${crypto.randomUUID().slice(0, 8)}@contoh.id`;
    const response = await postForm("/register", {
      name: "Bot",
      email,
      phone: "081234567890",
      password: "rahasia123",
      confirmPassword: "rahasia123",
      terms: "on",
      website: "https://spam.example",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/registrasi-berhasil");
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>(),
    ).toEqual({ n: 0 });
  });

  it("puts the trap field into the register and forgot-password forms", async () => {
    for (const path of ["/register", "/lupa-password"])
      expect(await (await get(path)).text()).toContain('name="website"');
  });
});
