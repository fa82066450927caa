import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { sendMail } from "~/server/mail.server";
import { DEMO, login, ORIGIN, postForm, request } from "./helpers";

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
