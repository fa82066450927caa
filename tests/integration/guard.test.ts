import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deleteExpiredRateLimits } from "~/server/rate-limit.server";
import { freshIp, get, postForm } from "./helpers";

// The spam guard's pieces through the built Worker (/__test/guard uses them the way a public form
// will): enforceRateLimit's 429 page, the honeypot, and the hourly clean-up of rate_limits.

const limitRow = (ip: string) =>
  env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?")
    .bind(`test-guard:${ip.replace(/::1$/, "::/64")}`)
    .first<{ count: number }>();

describe("enforceRateLimit and the 429 page", () => {
  it("lets the first two posts through, then answers 429 with the wait, Retry-After and a way back", async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) {
      const ok = await postForm("/__test/guard", { name: "Ani" }, "", ip);
      expect(ok.status).toBe(302);
      expect(ok.headers.get("Location")).toBe("/__test/guard");
    }
    const refused = await postForm("/__test/guard", { name: "Ani" }, "", ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    // The rule's window is 10 minutes and it started a moment ago.
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    expect(refused.headers.getSetCookie()).toEqual([]);
    const html = await refused.text();
    expect(html).toContain("<title>Terlalu Banyak Percobaan | Bidanku</title>");
    expect(html).toContain("Terlalu banyak percobaan. Silakan coba lagi dalam 10 menit.");
    expect(html).toMatch(/<a [^>]*href="\/__test\/guard"[^>]*>Kembali ke Formulir<\/a>/);
    expect(html).toContain(">429</p>");
    expect((await limitRow(ip))?.count).toBe(3);
  });

  it("never runs a route for a post to the framework's .data address: 405, nothing counted (decision 081)", async () => {
    // No page posts there (decision 061); such a write would escape the edge cache's rules.
    const ip = freshIp();
    await postForm("/__test/guard", { name: "Ani" }, "", ip);
    const refused = await postForm("/__test/guard.data", { name: "Ani" }, "", ip);
    expect(refused.status).toBe(405);
    expect(refused.headers.get("Allow")).toBe("GET, HEAD");
    expect((await limitRow(ip))?.count).toBe(1);
  });
});

describe("honeypot", () => {
  it("answers a filled honeypot exactly like a success, without counting or writing anything", async () => {
    const ip = freshIp();
    const bot = await postForm("/__test/guard", { name: "Ani", website: "http://spam.example" }, "", ip);
    expect(bot.status).toBe(302);
    expect(bot.headers.get("Location")).toBe("/__test/guard");
    expect(bot.headers.getSetCookie().some((cookie) => cookie.startsWith("bidanku_toast="))).toBe(true);
    expect(await limitRow(ip)).toBeNull();

    const person = await postForm("/__test/guard", { name: "Ani", website: "" }, "", ip);
    expect(person.status).toBe(302);
    expect((await limitRow(ip))?.count).toBe(1);
  });

  it("is on the page inside the form, hidden from screen readers and out of the tab order", async () => {
    const html = await (await get("/__test/guard")).text();
    const start = html.indexOf('method="post"');
    const form = html.slice(start, html.indexOf("</form>", start));
    expect(form).toMatch(
      /<div aria-hidden="true"[^>]*><label>Jangan isi kolom ini[^<]*<input type="text" tabindex="-1"/,
    );
  });
});

describe("route headers", () => {
  it("keeps public pages public and private pages private", async () => {
    expect((await get("/artikel")).headers.get("Cache-Control")).toBe("public, no-cache");
    expect((await get("/login")).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await get("/__test/guard")).headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("expired rate_limits rows", () => {
  const NOW = Date.UTC(2026, 10, 22, 10, 17);
  const insert = (key: string, resetAt: number) =>
    env.DB.prepare("INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 1, ?)").bind(key, resetAt);
  const keysLike = async (prefix: string) =>
    (
      await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE ? ORDER BY key")
        .bind(`${prefix}%`)
        .all<{ key: string }>()
    ).results.map((row) => row.key);

  it("deletes rows whose window ended (at or before now) and keeps running ones", async () => {
    const prefix = `cleanup-${crypto.randomUUID()}:`;
    await env.DB.batch([
      insert(`${prefix}a-long-gone`, NOW - 86_400_000),
      insert(`${prefix}b-just-ended`, NOW),
      insert(`${prefix}c-ends-next-ms`, NOW + 1),
      insert(`${prefix}d-fresh`, NOW + 15 * 60_000),
    ]);
    await deleteExpiredRateLimits(env, NOW);
    expect(await keysLike(prefix)).toEqual([`${prefix}c-ends-next-ms`, `${prefix}d-fresh`]);
  });

  it("works through many expired rows in chunks", async () => {
    const prefix = `cleanup-${crypto.randomUUID()}:`;
    const statements = Array.from({ length: 25 }, (_, i) =>
      insert(`${prefix}old-${String(i).padStart(2, "0")}`, NOW - 1000),
    );
    await env.DB.batch([...statements, insert(`${prefix}zz-fresh`, NOW + 1000)]);
    await deleteExpiredRateLimits(env, NOW, { chunk: 4 });
    expect(await keysLike(prefix)).toEqual([`${prefix}zz-fresh`]);
  });

  it("runs from the Worker's scheduled handler (the Cron Trigger)", async () => {
    const prefix = `cleanup-${crypto.randomUUID()}:`;
    const now = Date.now();
    await env.DB.batch([insert(`${prefix}expired`, now - 60_000), insert(`${prefix}running`, now + 60 * 60_000)]);
    // The Worker's own `scheduled` export, called as a Cron Trigger would (the generated type of
    // `exports.default` only lists fetch).
    const worker = exports.default as unknown as {
      scheduled(options: { scheduledTime: Date; cron: string }): Promise<unknown>;
    };
    await worker.scheduled({ scheduledTime: new Date(now), cron: "17 * * * *" });
    expect(await keysLike(prefix)).toEqual([`${prefix}running`]);
  });
});
