import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SERVICE_WORKER_SECURITY_POLICY } from "../../app/server/csp.server";
import { edgeCache, readCachedPage } from "../../app/server/edge-cache.server";
import { DEMO, freshIp, get, login, ORIGIN, postForm, request } from "./helpers";

// Issue 17 (decision 047): the service worker, the offline page, the registration every page
// carries, and "Hemat data". Issue 32 (decision 066): what is kept is the reader's choice, and
// pages carry entity tags so that what did not change costs a 304.

const images = (html: string) => [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);

describe("the service worker", () => {
  it("is served at the root as a script that may fetch from this site, asked for again on each visit", async () => {
    const response = await get("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("Content-Security-Policy")).toBe(SERVICE_WORKER_SECURITY_POLICY);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const code = await response.text();
    expect(code).toMatch(/addEventListener\(.fetch.,/);
    // The build put this deploy's version in place of its mark: caches named after it.
    expect(code).not.toContain("__BIDANKU_SW_VERSION__");
    expect(code).toMatch(/bidanku-v-/);
    // A classic script: no module syntax a service worker registered without `type` would refuse.
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
  });

  it("is registered by a few bytes of inline script on every page, with the page's nonce, and the manifest is linked", async () => {
    for (const path of ["/", "/tanda-bahaya", "/artikel/1", "/kalkulator", "/tumbuh-kembang/cek", "/login"]) {
      const response = await get(path);
      const html = await response.text();
      const nonce = response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce, path).toBeTruthy();
      const registration = [...html.matchAll(/<script nonce="([^"]+)"([^>]*)>([^<]*\.register\([^<]*)<\/script>/g)];
      expect(registration.length, path).toBe(1);
      expect(registration[0]![1], path).toBe(nonce);
      expect(registration[0]![3]!.length, path).toBeLessThan(300);
      expect(registration[0]![3], path).toMatch(/\.register\(["`]\/sw\.js["`]\)/);
      // Nothing to tell the worker: what it keeps beyond the minimum, the reader asks for herself.
      expect(registration[0]![2], path).toBe("");
      expect(html, path).toContain('rel="manifest" href="/manifest.webmanifest"');
    }
  });
});

describe("entity tags (decision 066)", () => {
  it("tag every public page, the same for the same page whatever its nonce, and answer an unchanged one with a bare 304", async () => {
    // Not an article: it shows how often it was read, so each reading is another page.
    for (const path of [
      "/offline",
      "/tanda-bahaya",
      "/kalkulator",
      "/tumbuh-kembang/cek",
      "/tumbuh-kembang/0-3-bulan",
      "/imunisasi",
    ]) {
      const first = await get(path);
      const tag = first.headers.get("ETag");
      expect(tag, path).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(path);
      expect(again.headers.get("Content-Security-Policy"), path).not.toBe(first.headers.get("Content-Security-Policy"));
      expect(again.headers.get("ETag"), path).toBe(tag);
      const unchanged = await request(path, { headers: { "If-None-Match": tag! } });
      expect(unchanged.status, path).toBe(304);
      expect(await unchanged.text(), path).toBe("");
      expect(unchanged.headers.get("ETag"), path).toBe(tag);
      expect(unchanged.headers.get("Cache-Control"), path).toBe("public, no-cache");
      // The kept copy's own policy stays with it: its inline style and scripts carry its nonce.
      expect(unchanged.headers.has("Content-Security-Policy"), path).toBe(false);
      const changed = await request(path, { headers: { "If-None-Match": 'W/"an-older-page"' } });
      expect(changed.status, path).toBe(200);
    }
  });

  it("differ between a page and its data-saving variant", async () => {
    // The home page shows pictures, which a reader who saves data goes without.
    const full = (await get("/")).headers.get("ETag");
    expect((await get("/")).headers.get("ETag")).toBe(full);
    const saving = (await request("/", { headers: { "Save-Data": "on" } })).headers.get("ETag");
    expect(saving).toMatch(/^W\//);
    expect(saving).not.toBe(full);
    // An article is tagged too (it shows how often it was read, so each reading is another tag).
    expect((await get("/artikel/1")).headers.get("ETag")).toMatch(/^W\//);
  });

  it("never go on a signed-in reader's page, which never answers 304", async () => {
    const tag = (await get("/kalkulator")).headers.get("ETag")!;
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const response = await request("/kalkulator", { headers: { Cookie: cookie, "If-None-Match": tag } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.has("ETag")).toBe(false);
  });

  it("tag the service worker with its version: an unchanged worker is a 304", async () => {
    const response = await get("/sw.js");
    const tag = response.headers.get("ETag");
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    // The same version names the worker's caches.
    expect(await response.text()).toContain(tag!.slice(3, -1));
    const unchanged = await request("/sw.js", { headers: { "If-None-Match": tag! } });
    expect(unchanged.status).toBe(304);
  });
});

describe("entity tags from the edge cache (decision 066)", () => {
  it("keep a stored page's tag under its fresh nonce, and answer an unchanged one with a 304", async () => {
    // The other tests run with the edge cache off; this one turns it on for itself.
    const settings = env as unknown as Record<string, string>;
    settings.EDGE_CACHE = "on";
    try {
      const path = `/tumbuh-kembang/0-3-bulan?q=${crypto.randomUUID()}`;
      const missed = await request(path);
      await missed.text();
      expect(missed.headers.get("X-Cache")).toBe("MISS");
      const tag = missed.headers.get("ETag")!;
      const key = missed.headers.get("X-Cache-Key")!;
      const started = Date.now();
      for (;;) {
        const stored = await readCachedPage({ cache: edgeCache(), key, tags: "", bookmark: null });
        await stored?.response.body?.cancel();
        if (stored) break;
        if (Date.now() - started > 5000) throw new Error("the page was not stored");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const hit = await request(path);
      await hit.text();
      expect(hit.headers.get("X-Cache")).toBe("HIT");
      expect(hit.headers.get("ETag")).toBe(tag);
      const unchanged = await request(path, { headers: { "If-None-Match": tag } });
      expect(unchanged.headers.get("X-Cache")).toBe("HIT");
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.has("Content-Security-Policy")).toBe(false);
    } finally {
      settings.EDGE_CACHE = "off";
    }
  });
});

describe("Simpan untuk offline (decision 066)", () => {
  it("is on the calculators, the growth check, each guide and the immunisation schedule, hidden, with its inline script", async () => {
    for (const path of [
      "/kalkulator",
      "/tumbuh-kembang/cek",
      "/tumbuh-kembang/0-3-bulan",
      "/tumbuh-kembang/3-5-tahun",
      "/imunisasi",
    ]) {
      const html = await (await get(path)).text();
      const control = html.match(/<div hidden="" data-keep-offline="([^"]+)"[^>]*>([\s\S]*?)<\/div>/);
      expect(control?.[1], path).toBe(path);
      expect(control?.[2], path).toContain("Simpan untuk offline");
      expect(control?.[2], path).toMatch(/<script nonce="[^"]+">[^<]*offline-keep[^<]*<\/script>/);
    }
    // Not on what every phone keeps anyway, nor on an article (kept as it is read).
    for (const path of ["/tanda-bahaya", "/offline", "/artikel/1", "/"]) {
      expect(await (await get(path)).text(), path).not.toContain("data-keep-offline");
    }
  });

  it("has its switch for the whole set on the offline page, hidden until the worker answers", async () => {
    const html = await (await get("/offline")).text();
    expect(html).toMatch(/<form hidden="" data-offline-all=""[^>]*>[\s\S]*Simpan semua alat untuk offline/);
    expect(html).toMatch(/<input type="checkbox"[^>]* name="semua"\/>/);
  });
});

describe("the offline page", () => {
  it("says the reader is offline, what still works, and how to call for help; public, not indexed", async () => {
    const response = await get("/offline");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache");
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Anda sedang offline");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const link of [
      'href="/tanda-bahaya"',
      'href="/kalkulator"',
      'href="/tumbuh-kembang/cek"',
      'href="/imunisasi"',
      'href="tel:119"',
    ]) {
      expect(html).toContain(link);
    }
    // A reading page: no script file, only its inline lines.
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
});

describe("the growth check's offline answer", () => {
  it("names its offline module and carries every shape of a result to fill", async () => {
    const html = await (await get("/tumbuh-kembang/cek")).text();
    expect(html).toMatch(/data-offline-module="\/assets\/client-growth-offline-[\w-]+\.js"/);
    expect(html).toMatch(/<script type="module" src="\/assets\/client-growth-[\w-]+\.js">/);
    const template = html.slice(
      html.indexOf("<template data-growth-result"),
      html.indexOf("</template>", html.indexOf("<template data-growth-result")),
    );
    for (const tone of ["normal", "warning", "danger"]) expect(template).toContain(`data-tone="${tone}"`);
    expect(template).toContain('data-card="unscored"');
    expect(template).toContain('data-slot="dangerSigns"');
    expect(html).toContain("<template data-offline-errors");
  });
});

describe("Hemat data", () => {
  it("leaves out every picture but the article's own, for the switch's cookie and for Save-Data: on", async () => {
    const full = await (await get("/artikel/1")).text();
    expect(images(full).length).toBeGreaterThan(1);
    const own = images(full)[0];
    expect(own).toContain("article-1");
    const asks: RequestInit[] = [{ headers: { Cookie: "hemat_data=1" } }, { headers: { "Save-Data": "on" } }];
    for (const init of asks) {
      const saving = await request("/artikel/1", init);
      const html = await saving.text();
      expect(images(html)).toEqual([own]);
      expect(html).toContain("Hemat data (gambar tidak dimuat): <strong");
      expect(html).toContain(">menyala</strong>");
      // Still a public page (the cookie is not one of the site's own): kept by caches as its variant.
      expect(saving.headers.get("Cache-Control")).toBe("public, no-cache");
      const list = await (await request("/artikel", init)).text();
      expect(images(list)).toEqual([]);
      const home = await (await request("/", init)).text();
      expect(images(home)).toEqual([]);
    }
    expect(images(await (await get("/artikel")).text()).length).toBeGreaterThan(0);
  });

  it("is switched by a plain form that goes back to the page it was on, with a toast", async () => {
    const on = await postForm("/hemat-data", { hemat: "on", kembali: "/artikel?kategori=Nifas" });
    expect(on.status).toBe(302);
    expect(on.headers.get("Location")).toBe("/artikel?kategori=Nifas");
    const cookies = on.headers.getSetCookie();
    expect(cookies).toContain("hemat_data=1; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
    expect(cookies.some((cookie) => cookie.startsWith("bidanku_toast="))).toBe(true);

    const off = await postForm("/hemat-data", { hemat: "off", kembali: "/" });
    expect(off.headers.getSetCookie()).toContain("hemat_data=0; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
    // Switched off, it stays off even where the browser asks to save data.
    const asked = await request("/artikel/1", { headers: { "Save-Data": "on", Cookie: "hemat_data=0" } });
    expect(await asked.text()).toContain(">mati</strong>");
  });

  it("never sends the reader to another site, and ignores anything but on or off", async () => {
    for (const kembali of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await postForm("/hemat-data", { hemat: "on", kembali });
      expect(response.headers.get("Location"), kembali).toBe("/");
    }
    const forged = await postForm("/hemat-data", { hemat: "<script>", kembali: "/artikel" });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Permintaan Tidak Valid");
    expect(forged.headers.getSetCookie()).toEqual([]);
    const crossSite = await request("/hemat-data", {
      method: "POST",
      body: new URLSearchParams({ hemat: "on" }),
      headers: {
        Origin: "https://evil.example",
        "CF-Connecting-IP": freshIp(),
        "Content-Type": "application/x-www-form-urlencoded",
      },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    const got = await request("/hemat-data");
    expect(got.status).toBe(302);
    expect(new URL(got.headers.get("Location")!, ORIGIN).pathname).toBe("/");
  });
});
