import { describe, expect, it } from "vitest";
import { SERVICE_WORKER_SECURITY_POLICY } from "../../app/server/csp.server";
import { freshIp, get, ORIGIN, postForm, request } from "./helpers";

// Issue 17 (decision 047): the service worker, the offline page, the registration every page
// carries, and "Hemat data".

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
      const registration = [...html.matchAll(/<script nonce="([^"]+)"([^>]*)>([^<]*serviceWorker[^<]*)<\/script>/g)];
      expect(registration.length, path).toBe(1);
      expect(registration[0]![1], path).toBe(nonce);
      expect(registration[0]![3]!.length, path).toBeLessThan(300);
      expect(registration[0]![3], path).toMatch(/\.register\(["`]\/sw\.js["`]\)/);
      // The script tells the worker whether the reader saves data: its `data-hemat`, absent here.
      expect(registration[0]![2], path).not.toContain("data-hemat");
      const saving = await (await request(path, { headers: { "Save-Data": "on" } })).text();
      expect(saving, path).toMatch(/<script nonce="[^"]+" data-hemat="">[^<]*serviceWorker[^<]*<\/script>/);
      expect(html, path).toContain('rel="manifest" href="/manifest.webmanifest"');
    }
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
    for (const link of ['href="/tanda-bahaya"', 'href="/kalkulator"', 'href="/tumbuh-kembang/cek"', 'href="tel:119"']) {
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
