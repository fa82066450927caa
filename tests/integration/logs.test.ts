import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { sendMail } from "~/server/mail.server";
import { DEMO, daysAgo, login, newMember, ORIGIN, postForm, request } from "./helpers";

/** Everything the Worker writes to its console during a test. */
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(" "));
    });
  }
});

afterEach(() => vi.restoreAllMocks());

describe("logs (decision 038)", () => {
  it("log a real error with its path but never the query string, where tokens travel", async () => {
    const response = await request("/__test/error?token=SEKRET-TOKEN-123&email=ibu%40contoh.id");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).not.toContain("SEKRET-TOKEN-123");
    expect(logged.some((line) => line.includes("GET /__test/error"))).toBe(true);
    expect(logged.join("\n")).not.toContain("SEKRET-TOKEN-123");
    expect(logged.join("\n")).not.toContain("ibu@contoh.id");
  });

  it("do not log refusals the site meant, so nobody can flood them", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await request("/tentang-saya", {
        method: "POST",
        body: "a=1",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(405);
      await response.body?.cancel();
    }
    expect(await (await request("/tidak-ada-halaman")).text()).toContain("Halaman Tidak Ditemukan");
    expect(logged).toEqual([]);
  });
});

describe("secrets stay out of the logs", () => {
  it("a deployed site's outbox mail is stored but its link is never printed", async () => {
    const link = `https://bidanku.id/atur-ulang-password?token=RAHASIA-${crypto.randomUUID()}`;
    await sendMail(
      // As deployed: an https address and no mail provider (the outbox of last resort).
      { ...env, PUBLIC_URL: "https://bidanku.id" as Env["PUBLIC_URL"], RESEND_API_KEY: "" },
      { to: "ibu@contoh.id", subject: "Atur ulang password", text: `Buka: ${link}`, html: `<a href="${link}">x</a>` },
    );
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE instr(text, ?) > 0")
      .bind(link)
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
    expect(logged.join("\n")).not.toContain("RAHASIA-");
  });

  it("signing in, failing to sign in and asking for a reset log no password, token or cookie", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    await postForm("/login", { email: DEMO.member.email, password: "salah-sekali-123" });
    await postForm("/lupa-password", { email: DEMO.member.email });
    const all = logged.join("\n");
    expect(all).not.toContain(DEMO.member.password);
    expect(all).not.toContain("salah-sekali-123");
    const token = cookie.match(/session_token=([^;]+)/)?.[1];
    expect(token).toBeTruthy();
    expect(all).not.toContain(token!.split(".")[0]!);
  });
});

/** Runs `action` while every INSERT into `table` aborts, as a D1 failure would. */
async function withFailingInsert<T>(table: string, action: () => Promise<T>): Promise<T> {
  const trigger = `uji_log_${table}`;
  await env.DB.prepare(
    `CREATE TRIGGER ${trigger} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'gagal-uji'); END`,
  ).run();
  try {
    return await action();
  } finally {
    await env.DB.prepare(`DROP TRIGGER IF EXISTS ${trigger}`).run();
  }
}

describe("a failed write's values stay out of the logs", () => {
  // drizzle writes the values bound to a failed query into its error; the site logs it without them.
  const valuesShown = (all: string) => /params: (?!\[\d+ hidden\])/.test(all);

  it("a child's name, sex and birth date", async () => {
    const member = await newMember();
    const name = `Putri ${crypto.randomUUID().slice(0, 8)}`;
    const birthDate = daysAgo(400);
    const response = await withFailingInsert("children", () =>
      postForm(
        "/dashboard/anak",
        { name, sex: "perempuan", birthDate, gestationalWeeks: "", consent: "on" },
        member.cookie,
      ),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Terjadi kesalahan. Silakan coba lagi.");
    expect(html).toContain(`value="${name}"`);
    const all = logged.join("\n");
    expect(all).toContain("Gagal menyimpan data anak");
    expect(all).toContain("Failed query: insert into");
    expect(all).not.toContain(name);
    expect(all).not.toContain(birthDate);
    expect(all).not.toContain(member.id);
    expect(valuesShown(all)).toBe(false);
  });

  it("a child's measurement, which comes back in the form", async () => {
    const member = await newMember();
    const added = await postForm(
      "/dashboard/anak",
      { name: "Dedek", sex: "laki", birthDate: daysAgo(300), gestationalWeeks: "", consent: "on" },
      member.cookie,
    );
    const childId = /anak\/(\d+)/.exec(added.headers.get("Location") ?? "")?.[1];
    expect(childId).toBeTruthy();
    const measuredOn = daysAgo(3);
    const response = await withFailingInsert("child_measurements", () =>
      postForm(
        `/dashboard/anak/${childId}`,
        { intent: "add-measurement", measuredOn, weight: "8,7", length: "71,3", position: "lying", head: "" },
        member.cookie,
      ),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Terjadi kesalahan. Silakan coba lagi.");
    expect(html).toContain('value="71,3"');
    const all = logged.join("\n");
    expect(all).toContain("Failed query: insert into");
    expect(all).not.toContain(measuredOn);
    expect(all).not.toContain("71.3");
    expect(valuesShown(all)).toBe(false);
  });

  it("a visitor's health question and email address", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const response = await withFailingInsert("questions", () =>
      postForm("/tanya-kami", {
        name: "Ibu Rahasia",
        email: `rahasia.${tag}@contoh.id`,
        topic: "Nifas",
        question: `Perdarahan setelah melahirkan masih banyak ${tag}`,
        website: "",
      }),
    );
    expect(response.status).toBe(500);
    const all = logged.join("\n");
    expect(all).toContain("Gagal menyimpan pertanyaan");
    expect(all).not.toContain(tag);
    expect(all).not.toContain("Ibu Rahasia");
    expect(valuesShown(all)).toBe(false);
  });
});
