import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GUARD_LIMITS } from "~/server/request-guard.server";
import { count, DEMO, freshIp, freshMinute, get, login, ORIGIN, postForm, request } from "./helpers";

const question = (marker: string) => ({
  name: "Ibu Guard",
  email: "guard@contoh.id",
  topic: "Kehamilan",
  question: `Apakah aman minum teh saat hamil? ${marker}`,
});

async function questionsWith(marker: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM questions WHERE question LIKE ?")
    .bind(`%${marker}%`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Sets a guard counter as if `used` writes had already come from this block in this window. */
async function preload(rule: string, block: string, used: number) {
  await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, count, reset_at) VALUES (?, ?, ?)")
    .bind(`${rule}:${block}`, used, Date.now() + 10 * 60_000)
    .run();
}

describe("security headers on what the Worker serves", () => {
  it("gives every page an enforced CSP whose nonce is on every inline script, new for each response", async () => {
    const nonces = new Set<string>();
    let inlineScripts = 0;
    let moduleScripts = 0;
    for (const path of ["/", "/artikel/1", "/kalkulator", "/login", "/halaman-yang-tidak-ada"]) {
      const response = await get(path);
      const policy = response.headers.get("Content-Security-Policy") ?? "";
      expect(response.headers.has("Content-Security-Policy-Report-Only"), path).toBe(false);
      const nonce = policy.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
      expect(nonce, `${path}: ${policy}`).toBeTruthy();
      nonces.add(nonce!);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      for (const attributes of scripts) {
        // Structured data is not run, so the CSP does not ask for a nonce.
        if (attributes === ' type="application/ld+json"') continue;
        if (/\bsrc=/.test(attributes)) {
          // The site's own scripts (decision 042): fingerprinted files of this origin.
          expect(attributes, path).toMatch(/^ type="module" src="\/assets\/client-[\w-]+\.js"$/);
          moduleScripts++;
          continue;
        }
        inlineScripts++;
        expect(attributes, `${path}: inline script without the nonce`).toContain(`nonce="${nonce}"`);
      }
    }
    expect(nonces.size).toBe(5);
    // The article's share box and the pages' own scripts were there to check.
    expect(inlineScripts).toBeGreaterThan(0);
    expect(moduleScripts).toBeGreaterThan(2);
  });

  it("sends HSTS on https and the other headers on pages, errors and resources", async () => {
    // The helpers always ask the local origin; this asks as the deployed site would be asked.
    const https = await exports.default.fetch(new Request("https://bidanku.id/robots.txt"));
    expect(https.headers.get("Strict-Transport-Security")).toMatch(/^max-age=(\d+)/);
    expect(Number(https.headers.get("Strict-Transport-Security")!.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect((await get("/")).headers.get("Strict-Transport-Security")).toBeNull();
    for (const path of ["/", "/robots.txt", "/sitemap.xml", "/tidak-ada"]) {
      const response = await get(path);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Permissions-Policy"), path).toContain("camera=()");
      expect(response.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
      await response.body?.cancel();
    }
    const robots = await get("/robots.txt");
    expect(robots.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });
});

describe("the request guard", () => {
  it("answers methods the site does not use with 405 and Allow, without running a route", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await request("/kontak", { method, headers: { Origin: ORIGIN } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
      expect(await response.text()).toContain("Metode Tidak Diizinkan");
    }
  });

  it("refuses a cross-site post with an Indonesian page and writes nothing", async () => {
    const marker = crypto.randomUUID();
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of crossSite) {
      const response = await request("/tanya-kami", {
        method: "POST",
        body: new URLSearchParams(question(marker)),
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("Permintaan dari situs lain tidak diizinkan");
    }
    expect(await questionsWith(marker)).toBe(0);
  });

  it("refuses a declared body over the cap with 413 before reading it", async () => {
    const response = await request("/tanya-kami", {
      method: "POST",
      body: new URLSearchParams({ ...question("besar"), question: "x".repeat(70 * 1024) }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Data yang dikirim terlalu besar");
  });

  it("answers a refused JavaScript submission with the message as text, which the app shows", async () => {
    const response = await request("/tanya-kami.data", {
      method: "POST",
      body: JSON.stringify(question("json")),
      headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    });
    expect(response.status).toBe(415);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain("bukan isian formulir");
  });

  it("limits public writes per client address with 429, Retry-After and nothing written", async () => {
    const ip = "203.0.113.77";
    // An IPv4 address stands for ten people behind carrier-grade NAT (decision 069): 10 x 300.
    await preload(GUARD_LIMITS.public.name, ip, 3000);
    const marker = crypto.randomUUID();
    const refused = await postForm("/tanya-kami", question(marker), "", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Terlalu banyak percobaan");
    expect(await questionsWith(marker)).toBe(0);
    // Another address is not affected.
    const other = await postForm("/tanya-kami", question(marker), "", freshIp());
    expect(other.status).toBe(302);
    expect(await questionsWith(marker)).toBe(1);
  });

  it("counts each kind of write apart: a used-up public limit leaves sign-in alone", async () => {
    const ip = "203.0.113.78";
    await preload(GUARD_LIMITS.public.name, ip, 3000);
    const signIn = await postForm("/login", { email: DEMO.member.email, password: DEMO.member.password }, "", ip);
    expect(signIn.status).toBe(302);
    await preload(GUARD_LIMITS.auth.name, ip, 1000);
    const refused = await postForm("/login", { email: DEMO.member.email, password: DEMO.member.password }, "", ip);
    expect(refused.status).toBe(429);
  });

  it("limits an IPv6 client that rotates /64s inside one /48", async () => {
    const block = `2001:db8:${(0x1000 + Math.floor(Math.random() * 0xe000)).toString(16)}`;
    await preload(GUARD_LIMITS.public.name, `${block}::/48`, GUARD_LIMITS.public.limit * 16);
    const marker = crypto.randomUUID();
    const rotated = await postForm("/tanya-kami", question(marker), "", `${block}:77ab::1`);
    expect(rotated.status).toBe(429);
    expect(await questionsWith(marker)).toBe(0);
  });

  it("limits member writes: comments beyond the member ceiling are refused and not stored", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const ip = "203.0.113.79";
    await preload(GUARD_LIMITS.member.name, ip, 6000);
    const before = await count("comments");
    const response = await postForm("/artikel/1", { intent: "comment", content: "Komentar penjaga" }, cookie, ip);
    expect(response.status).toBe(429);
    expect(await count("comments")).toBe(before);
  });

  it("holds an IPv4 address below ten people's share: one short of 3000 public writes still passes", async () => {
    const ip = "203.0.113.81";
    await preload(GUARD_LIMITS.public.name, ip, 2999);
    const marker = crypto.randomUUID();
    expect((await postForm("/tanya-kami", question(marker), "", ip)).status).toBe(302);
    expect((await postForm("/tanya-kami", question(marker), "", ip)).status).toBe(429);
  });

  it("limits posts that store nothing without writing to D1: 600 a minute per address", async () => {
    const ip = "203.0.113.82";
    await freshMinute();
    const before = await count("rate_limits");
    for (let i = 0; i < 600; i++) {
      const response = await postForm("/hemat-data", { hemat: "on" }, "", ip);
      expect(response.status, `post ${i + 1}`).toBe(302);
    }
    const refused = await postForm("/hemat-data", { hemat: "on" }, "", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await count("rate_limits")).toBe(before);
    // Another address is not affected.
    expect((await postForm("/hemat-data", { hemat: "on" }, "", freshIp())).status).toBe(302);
  });

  it("does not count reads", async () => {
    const ip = "203.0.113.80";
    for (const path of ["/", "/tanya-kami", "/login"]) {
      await (await request(path, { headers: { "CF-Connecting-IP": ip } })).body?.cancel();
    }
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE ?")
      .bind(`guard-%:${ip}`)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("rate-limit rows under IPv6 rotation (review of issue 14)", () => {
  it("adds no rows for new /64s once their /48 is over its ceiling", async () => {
    const block = `2001:db8:${(0x1000 + Math.floor(Math.random() * 0xe000)).toString(16)}`;
    await preload(GUARD_LIMITS.public.name, `${block}::/48`, GUARD_LIMITS.public.limit * 16);
    for (let i = 0; i < 5; i++) {
      const response = await postForm(
        "/tanya-kami",
        question("rotasi"),
        "",
        `${block}:${(0x1000 + i).toString(16)}::1`,
      );
      expect(response.status).toBe(429);
      await response.body?.cancel();
    }
    const rows = await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE ? ORDER BY key")
      .bind(`%:${block}:%`)
      .all<{ key: string }>();
    // Only the /48's own counter: no /56 or /64 row for the rotated addresses.
    expect(rows.results.map((row) => row.key)).toEqual([`${GUARD_LIMITS.public.name}:${block}::/48`]);
  });
});
