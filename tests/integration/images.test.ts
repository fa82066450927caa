import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { JPEG, PNG } from "~/domain/image-samples.test-support";
import { replaceImage, storeImage } from "~/server/images.server";
import { DEMO, freshIp, get, login, ORIGIN, request } from "./helpers";

// Uploads go straight through the server functions (no upload route yet); serving goes through
// the built Worker. Each test uses its own timestamp, so it only ever looks at its own keys.

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let clock = Date.UTC(2026, 10, 22) + Math.floor(Math.random() * 1e9);
/** A timestamp no other test in this run uses. */
const uniqueNow = () => (clock += 1000);

async function keysAt(prefix: string): Promise<string[]> {
  return (await env.IMAGES.list({ prefix })).objects.map((object) => object.key);
}

async function bodyOf(key: string): Promise<number[] | null> {
  const object = await env.IMAGES.get(key);
  return object ? [...new Uint8Array(await object.arrayBuffer())] : null;
}

describe("storeImage", () => {
  it("names and types the upload by its bytes, not by its name or declared type", async () => {
    const now = uniqueNow();
    const result = await storeImage(env, new File([PNG], "photo.jpg", { type: "image/jpeg" }), "article", now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.key).toMatch(new RegExp(`^public/${now}-[0-9a-f]{8}\\.png$`));
    expect(result.url).toBe(`/gambar/${result.key}`);
    const object = await env.IMAGES.get(result.key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect([...new Uint8Array(await object!.arrayBuffer())]).toEqual([...PNG]);
  });

  it("stores each kind under its own folder, and never twice under one key", async () => {
    const now = uniqueNow();
    const about = await storeImage(env, new File([JPEG], "a.png"), "about", now);
    const hero = await storeImage(env, new File([JPEG], "b.png"), "hero", now);
    const first = await storeImage(env, new File([JPEG], "c.jpg"), "article", now);
    const second = await storeImage(env, new File([PNG], "c.jpg"), "article", now);
    expect(about.ok && about.key).toMatch(new RegExp(`^about-page/${now}-[0-9a-f]{8}\\.jpg$`));
    expect(hero.ok && hero.key).toMatch(new RegExp(`^hero-section/${now}-[0-9a-f]{8}\\.jpg$`));
    expect(first.ok && second.ok && first.key !== second.key).toBe(true);
    expect(await keysAt(`public/${now}-`)).toHaveLength(2);
  });

  it("refuses SVG (even named .png), text, and empty files with a message, writing nothing", async () => {
    const now = uniqueNow();
    const refusals = [
      [
        new File([SVG], "logo.png", { type: "image/png" }),
        "Format gambar tidak didukung. Gunakan JPG, PNG, WebP, atau AVIF.",
      ],
      [
        new File(["Halo, ini bukan gambar."], "catatan.jpg", { type: "image/jpeg" }),
        "Format gambar tidak didukung. Gunakan JPG, PNG, WebP, atau AVIF.",
      ],
      [new File([], "kosong.png", { type: "image/png" }), "File gambar kosong. Pilih gambar lain."],
      [new File([], ""), "Pilih gambar untuk diunggah."],
      ["teks", "Pilih gambar untuk diunggah."],
      [null, "Pilih gambar untuk diunggah."],
    ] as const;
    for (const [file, message] of refusals) {
      expect(await storeImage(env, file, "article", now)).toEqual({ ok: false, message });
    }
    expect(await keysAt(`public/${now}`)).toEqual([]);
  });

  it("stores only the image, without what follows its end, and refuses one cut off (decision 059)", async () => {
    const now = uniqueNow();
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const polyglot = await storeImage(env, new File([JPEG, html], "foto.jpg"), "article", now);
    expect(polyglot.ok).toBe(true);
    if (!polyglot.ok) return;
    expect(await bodyOf(polyglot.key)).toEqual([...JPEG]);
    expect(await storeImage(env, new File([JPEG.subarray(0, JPEG.length - 2)], "potong.jpg"), "hero", now)).toEqual({
      ok: false,
      message: "File gambar rusak atau tidak lengkap. Pilih gambar lain.",
    });
    expect(await keysAt(`hero-section/${now}`)).toEqual([]);
  });

  it("refuses an image over 5 MB and accepts one of exactly 5 MB", async () => {
    const now = uniqueNow();
    const fiveMb = 5 * 1024 * 1024;
    const tooLarge = new Uint8Array(fiveMb + 1);
    tooLarge.set(PNG);
    expect(await storeImage(env, new File([tooLarge], "besar.png"), "hero", now)).toEqual({
      ok: false,
      message: "Ukuran gambar maksimal 5 MB.",
    });
    expect(await keysAt(`hero-section/${now}`)).toEqual([]);
    const atLimit = await storeImage(env, new File([tooLarge.subarray(0, fiveMb)], "pas.png"), "hero", now);
    expect(atLimit.ok).toBe(true);
    expect((await keysAt(`hero-section/${now}`)).length).toBe(1);
  });
});

describe("GET /gambar/{key}", () => {
  async function stored(bytes: Uint8Array<ArrayBuffer>, kind: "article" | "about" | "hero" = "article") {
    const result = await storeImage(env, new File([bytes], "x"), kind, uniqueNow());
    if (!result.ok) throw new Error(result.message);
    return result;
  }

  it("answers with the bytes, the stored type, nosniff, a sandbox and a year-long immutable cache", async () => {
    const { url, key } = await stored(PNG, "about");
    const response = await request(url);
    expect(response.status).toBe(200);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...PNG]);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("ETag")).toBe((await env.IMAGES.head(key))!.httpEtag);
    const head = await request(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("image/png");
    expect(head.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await head.text()).toBe("");
  });

  it("answers the offered phone widths with the original where image transformations are off, and nothing else", async () => {
    const { url } = await stored(PNG, "article");
    for (const width of ["400", "800"]) {
      const response = await request(`${url}?w=${width}`);
      expect(response.status, width).toBe(200);
      expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...PNG]);
    }
    for (const width of ["401", "", "1200", "abc"]) {
      const response = await request(`${url}?w=${width}`);
      expect(response.status, width).toBe(404);
      await response.body?.cancel();
    }
  });

  it("keeps the public cache when the visitor is signed in", async () => {
    const { url } = await stored(JPEG, "hero");
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    expect(cookie).toContain("bidanku");
    const response = await get(url, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("Vary") ?? "").not.toContain("Cookie");
  });

  it("answers 304 when the browser already has this version", async () => {
    const { url } = await stored(PNG);
    const etag = (await request(url)).headers.get("ETag")!;
    const again = await request(url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers 404, never cached, for unknown keys, other folders and path tricks", async () => {
    const now = uniqueNow();
    // Objects that exist in the bucket but are not uploads of ours.
    await env.IMAGES.put("rahasia.png", PNG, { httpMetadata: { contentType: "image/png" } });
    await env.IMAGES.put(`public/${now}-0a1b2c3d.png`, SVG, { httpMetadata: { contentType: "image/svg+xml" } });
    await env.IMAGES.put(`lain/${now}-0a1b2c3d.png`, PNG, { httpMetadata: { contentType: "image/png" } });
    for (const path of [
      `/gambar/public/${now}-ffffffff.png`,
      "/gambar/rahasia.png",
      `/gambar/lain/${now}-0a1b2c3d.png`,
      `/gambar/public/${now}-0a1b2c3d.png`,
      "/gambar/public/..%2Frahasia.png",
      "/gambar/public/%2e%2e/rahasia.png",
      "/gambar/public/..%5Crahasia.png",
      "/gambar/public%2F..%2Frahasia.png",
      "/gambar/",
      "/gambar",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(response.headers.get("Content-Type") ?? "", path).not.toMatch(/^image\//);
    }
  });
});

describe("replaceImage", () => {
  it("writes the new image, saves the row, then deletes the old image", async () => {
    const old = await storeImage(env, new File([JPEG], "lama.jpg"), "hero", uniqueNow());
    if (!old.ok) throw new Error(old.message);
    const now = uniqueNow();
    const steps: string[] = [];
    const result = await replaceImage(env, {
      file: new File([PNG], "baru.png"),
      kind: "hero",
      oldUrl: old.url,
      now,
      saveRow: async (newUrl) => {
        // When the row is written, the new object exists and the old one is still there.
        steps.push(`save ${newUrl}`);
        expect(await env.IMAGES.head(newUrl.slice("/gambar/".length))).not.toBeNull();
        expect(await env.IMAGES.head(old.key)).not.toBeNull();
      },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(steps).toEqual([`save ${result.url}`]);
    expect(result.key).toMatch(new RegExp(`^hero-section/${now}-[0-9a-f]{8}\\.png$`));
    expect(await bodyOf(result.key)).toEqual([...PNG]);
    expect(await env.IMAGES.head(old.key)).toBeNull();
  });

  it("keeps the old image and removes the new one when the row update fails", async () => {
    const old = await storeImage(env, new File([JPEG], "lama.jpg"), "about", uniqueNow());
    if (!old.ok) throw new Error(old.message);
    const now = uniqueNow();
    const failure = new Error("D1 tidak tersedia");
    let savedUrl = "";
    await expect(
      replaceImage(env, {
        file: new File([PNG], "baru.png"),
        kind: "about",
        oldUrl: old.url,
        now,
        saveRow: async (newUrl) => {
          savedUrl = newUrl;
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
    expect(savedUrl).toMatch(new RegExp(`^/gambar/about-page/${now}-[0-9a-f]{8}\\.png$`));
    expect(await keysAt(`about-page/${now}`)).toEqual([]);
    expect(await bodyOf(old.key)).toEqual([...JPEG]);
  });

  it("never deletes an old address that is not one of ours, and stops at a refused file", async () => {
    const seedObject = `public/${uniqueNow()}-00000000.jpg`;
    await env.IMAGES.put(seedObject, JPEG, { httpMetadata: { contentType: "image/jpeg" } });
    // A seed image path and an address naming our object through a trick are left alone.
    for (const oldUrl of [
      "/images/seed/hero.jpg",
      `/gambar/public/../${seedObject}`,
      `https://evil.example/gambar/${seedObject}`,
      null,
    ]) {
      const result = await replaceImage(env, {
        file: new File([PNG], "b.png"),
        kind: "article",
        oldUrl,
        saveRow: async () => {},
      });
      expect(result.ok, String(oldUrl)).toBe(true);
    }
    expect(await bodyOf(seedObject)).toEqual([...JPEG]);

    let saved = false;
    const now = uniqueNow();
    const refused = await replaceImage(env, {
      file: new File([SVG], "x.png"),
      kind: "article",
      oldUrl: `/gambar/${seedObject}`,
      now,
      saveRow: async () => {
        saved = true;
      },
    });
    expect(refused).toEqual({ ok: false, message: "Format gambar tidak didukung. Gunakan JPG, PNG, WebP, atau AVIF." });
    expect(saved).toBe(false);
    expect(await bodyOf(seedObject)).toEqual([...JPEG]);
    expect(await keysAt(`public/${now}`)).toEqual([]);
  });
});

describe("an upload through the form recipe (/__test/upload)", () => {
  function upload(fields: Record<string, string | File>, cookie: string) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return request("/__test/upload", {
      method: "POST",
      body,
      headers: { Cookie: cookie, Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
    });
  }

  it("stores a file named .jpg with PNG bytes as PNG and shows it after the redirect", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const response = await upload(
      { caption: "Bayi tidur", image: new File([PNG], "foto.jpg", { type: "image/jpeg" }) },
      cookie,
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, ORIGIN);
    const url = location.searchParams.get("gambar")!;
    expect(url).toMatch(/^\/gambar\/public\/\d+-[0-9a-f]{8}\.png$/);
    const key = url.slice("/gambar/".length);
    expect(await bodyOf(key)).toEqual([...PNG]);
    expect((await env.IMAGES.head(key))!.httpMetadata!.contentType).toBe("image/png");
    const page = await (await get(`${location.pathname}${location.search}`, cookie)).text();
    expect(page).toContain(`src="${url}"`);
    await env.IMAGES.delete(key);
  });

  it("refuses an SVG with a message by the image field, keeps the caption and stores nothing", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const before = await keysAt("public/");
    const response = await upload(
      { caption: "Keterangan yang diketik", image: new File([SVG], "gambar.png", { type: "image/png" }) },
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Format gambar tidak didukung. Gunakan JPG, PNG, WebP, atau AVIF.");
    expect(html).toContain("Pilih berkasnya lagi sebelum menyimpan.");
    expect(html).toContain('value="Keterangan yang diketik"');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*aria-invalid="true"/);
    expect(await keysAt("public/")).toEqual(before);
  });

  it("refuses a missing caption before touching the file", async () => {
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const before = await keysAt("public/");
    const response = await upload({ caption: "  ", image: new File([JPEG], "a.jpg") }, cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Keterangan wajib diisi.");
    expect(await keysAt("public/")).toEqual(before);
  });

  it("answers 403 to a member and stores nothing", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const before = await keysAt("public/");
    const response = await upload({ caption: "x", image: new File([PNG], "a.png") }, cookie);
    expect(response.status).toBe(403);
    expect(await keysAt("public/")).toEqual(before);
  });
});
