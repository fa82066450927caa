import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cacheSlot,
  groupsChangedBy,
  mayStoreImage,
  edgeCache,
  purgePublicPages,
  readCachedPage,
  storePage,
} from "../../app/server/edge-cache.server";
import { DEMO, freshIp, login, newMember, ORIGIN, request } from "./helpers";

// The other suites run with the edge cache off (they change D1 behind the pages' backs); here
// the Worker, which reads this same env, runs with it on.
const settings = env as unknown as Record<string, string>;
beforeAll(() => {
  settings.EDGE_CACHE = "on";
});
afterAll(() => {
  settings.EDGE_CACHE = "off";
});

/** Waits for work the Worker does after answering (storing a page, counting a view). */
async function until(check: () => Promise<boolean>, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A request through the Worker; after a MISS, waits until the page is stored. */
async function visit(path: string, init: RequestInit = {}) {
  const response = await request(path, init);
  const body = await response.text();
  const key = response.headers.get("X-Cache-Key");
  if (response.headers.get("X-Cache") === "MISS" && key) {
    await until(async () => {
      const page = await readCachedPage({ cache: edgeCache(), key, tags: "", bookmark: null });
      await page?.response.body?.cancel();
      return page !== null;
    }, `${path} stored`);
  }
  return { response, body };
}

/**
 * A fresh address for a page, so no other test's stored copy answers: `q` is a parameter the
 * cache keeps (the article search), which the other pages ignore.
 */
function fresh(path: string) {
  return `${path}${path.includes("?") ? "&" : "?"}q=${crypto.randomUUID()}`;
}

function nonceOf(response: Response) {
  return response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];
}

/** The readings of article `id` this isolate has put on the counts queue (decision 067). */
async function viewsSent(id: number) {
  const { counts } = (await (await request("/__test/d1")).json()) as { counts: { kind: string; article: number }[] };
  return counts.filter((count) => count.kind === "view" && count.article === id).length;
}

describe("edge cache of public pages", () => {
  it("answers the second anonymous request from the cache, with no D1 round trip and a fresh nonce", async () => {
    const path = fresh("/artikel/1");
    const first = await visit(path);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("X-Cache")).toBe("MISS");
    expect(Number(first.response.headers.get("X-D1-Round-Trips"))).toBeGreaterThan(0);

    const second = await visit(path);
    expect(second.response.headers.get("X-Cache")).toBe("HIT");
    expect(second.response.headers.get("X-D1-Round-Trips")).toBe("0");
    expect(second.response.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(second.response.headers.has("Cache-Tag")).toBe(false);
    expect(second.response.headers.has("X-Stored-Nonce")).toBe(false);

    // Same page, but every nonce in it is this response's own.
    const firstNonce = nonceOf(first.response)!;
    const secondNonce = nonceOf(second.response)!;
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.body).not.toContain(firstNonce);
    expect(second.body).toContain(`nonce="${secondNonce}"`);
    expect(second.body.replaceAll(secondNonce, "N")).toBe(first.body.replaceAll(firstNonce, "N"));
  });

  it("still counts a reading served from the cache", async () => {
    const path = fresh("/artikel/2");
    const before = await viewsSent(2);
    await visit(path);
    const hit = await visit(path);
    expect(hit.response.headers.get("X-Cache")).toBe("HIT");
    expect(hit.response.headers.get("X-D1-Writes")).toBe("0");
    expect(await viewsSent(2)).toBe(before + 2);
  });

  it("never serves or stores a page for a signed-in reader", async () => {
    const path = fresh("/artikel/3");
    await visit(path);
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const signedIn = await visit(path, { headers: { Cookie: cookie } });
    expect(signedIn.response.headers.has("X-Cache")).toBe(false);
    expect(signedIn.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(signedIn.body).toContain("Kirim Komentar");

    const own = fresh("/artikel/3");
    await visit(own, { headers: { Cookie: cookie } });
    const anonymous = await visit(own);
    expect(anonymous.response.headers.get("X-Cache")).toBe("MISS");
    expect(anonymous.body).not.toContain("Kirim Komentar");
  });

  it("does not store errors, pages with a flash cookie, or a HEAD", async () => {
    for (const path of [fresh("/artikel/999999"), fresh("/tidak-ada")]) {
      await visit(path);
      expect((await visit(path)).response.headers.has("X-Cache"), path).toBe(false);
    }
    const flashed = fresh("/tentang-saya");
    const withToast = await visit(flashed, { headers: { Cookie: "bidanku_toast=abc" } });
    expect(withToast.response.headers.has("X-Cache")).toBe(false);
    expect((await visit(flashed)).response.headers.get("X-Cache")).toBe("MISS");
  });

  it("shows a new comment to anonymous readers at once, and retires no other page (decision 068)", async () => {
    const article = fresh("/artikel/4");
    const other = fresh("/artikel/5");
    const home = fresh("/");
    await visit(article);
    await visit(other);
    await visit(home);
    expect((await visit(article)).response.headers.get("X-Cache")).toBe("HIT");

    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const text = `Komentar dari uji cache ${crypto.randomUUID()}`;
    const saved = await visit("/artikel/4", {
      method: "POST",
      body: new URLSearchParams({ intent: "comment", content: text }),
      headers: {
        Cookie: cookie,
        Origin: ORIGIN,
        "CF-Connecting-IP": freshIp(),
        "Content-Type": "application/x-www-form-urlencoded",
      },
    });
    expect(saved.response.status).toBe(302);

    const after = await visit(article);
    expect(after.response.headers.get("X-Cache")).toBe("MISS");
    expect(after.body).toContain(text);
    expect((await visit(home)).response.headers.get("X-Cache")).toBe("HIT");
    expect((await visit(other)).response.headers.get("X-Cache")).toBe("HIT");
  });

  it("retires the pages of the groups a save changed, and keeps the others", async () => {
    const pages = ["/", "/artikel", "/artikel/3", "/tumbuh-kembang", "/tentang-saya"].map(fresh);
    const state = async () => {
      const states: string[] = [];
      for (const path of pages) states.push((await visit(path)).response.headers.get("X-Cache") ?? "none");
      return states;
    };
    await state();
    expect(await state()).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT"]);
    await purgePublicPages(edgeCache(), ORIGIN, {}, ["home"]);
    expect(await state()).toEqual(["MISS", "HIT", "HIT", "HIT", "HIT"]);
    await purgePublicPages(edgeCache(), ORIGIN, {}, ["articles"]);
    expect(await state()).toEqual(["MISS", "MISS", "MISS", "HIT", "HIT"]);
    await purgePublicPages(edgeCache(), ORIGIN, {}, ["growth"]);
    expect(await state()).toEqual(["HIT", "HIT", "HIT", "MISS", "HIT"]);
    await purgePublicPages(edgeCache(), ORIGIN, {}, ["site"]);
    expect(await state()).toEqual(["MISS", "MISS", "MISS", "MISS", "MISS"]);
  });

  it("serves a page past its fresh time once more while a new render replaces it", async () => {
    const request = new Request(new URL(fresh("/tentang-saya"), ORIGIN));
    const slot = await cacheSlot(edgeCache(), request, "uji");
    await storePage(slot, html('<p nonce="lama">x</p>'), "lama", 1_000);
    expect((await readCachedPage(slot, 1_000 + 299_000))?.state).toBe("HIT");
    const stale = await readCachedPage(slot, 1_000 + 301_000);
    expect(stale?.state).toBe("STALE");
    expect(stale?.nonce).toBe("lama");
    await stale?.response.body?.cancel();
  });

  it("renders a page again no earlier than the save that retired it, never from an older replica", async () => {
    const session = env.DB.withSession("first-primary");
    await session.prepare("SELECT 1").first();
    const bookmark = session.getBookmark()!;
    const path = fresh("/tentang-saya");
    expect((await visit(path)).response.headers.get("X-D1-Session")).toBe("replica");
    await purgePublicPages(edgeCache(), ORIGIN, {}, ["pages"], bookmark);
    const again = await visit(path);
    expect(again.response.headers.get("X-Cache")).toBe("MISS");
    expect(again.response.headers.get("X-D1-Session")).toBe("saved");
  });

  it("keeps a page whose render answered the reader's own copy's tag with a 304", async () => {
    const path = fresh("/tentang-saya");
    const tag = (await visit(path)).response.headers.get("ETag")!;
    expect(tag).toMatch(/^W\//);
    await purgePublicPages(edgeCache(), ORIGIN, {}, ["pages"]);
    const revalidated = await visit(path, { headers: { "If-None-Match": tag } });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.response.headers.get("X-Cache")).toBe("MISS");
    const next = await visit(path);
    expect(next.response.headers.get("X-Cache")).toBe("HIT");
    expect(next.response.status).toBe(200);
  });

  it("stores a page rendered before a save under the version that save retired", async () => {
    const request = new Request(new URL(fresh("/tentang-saya"), ORIGIN));
    const before = await cacheSlot(edgeCache(), request, "uji");
    await purgePublicPages(edgeCache(), ORIGIN, {}, ["pages"]);
    await storePage(before, html("<p>lama</p>"), "n");
    expect(await readCachedPage(await cacheSlot(edgeCache(), request, "uji"))).toBeNull();
  });

  it("never brings old pages back when the version entry is gone, nor serves another deploy's pages", async () => {
    const request = new Request(new URL(fresh("/tentang-saya"), ORIGIN));
    const slot = await cacheSlot(edgeCache(), request, "uji");
    await storePage(slot, html("<p>lama</p>"), "n");
    expect(await readCachedPage(await cacheSlot(edgeCache(), request, "lain"))).toBeNull();
    await edgeCache().delete(`${ORIGIN}/__edge-cache/version/pages`);
    expect(await readCachedPage(await cacheSlot(edgeCache(), request, "uji"))).toBeNull();
  });

  it("renders every time an address the router reads as another page's (case, percent, slash, .data)", async () => {
    for (const path of ["/ARTIKEL/3", "/Artikel/3", "/artikel/%33", "/artikel/3/"]) {
      await visit(path);
      const again = await visit(path);
      expect(again.response.status, path).toBe(200);
      expect(again.response.headers.has("X-Cache"), path).toBe(false);
    }
  });

  it("lets addresses with parameters no page reads, or long ones, pass it by", async () => {
    for (const path of ["/tentang-saya?__v=x", "/tentang-saya?utm_source=wa", `/artikel?q=${"a".repeat(300)}`]) {
      const first = await visit(path);
      expect(first.response.status, path).toBe(200);
      expect(first.response.headers.has("X-Cache"), path).toBe(false);
    }
    expect(
      (await visit(fresh("/artikel?q=asi&kategori=Menyusui&halaman=1").replace("uji=", "q="))).response.status,
    ).toBe(200);
  });

  it("keeps the data-saving page (decision 047) apart from the full one, both ways", async () => {
    const path = fresh("/artikel/5");
    const full = await visit(path);
    expect(full.response.headers.get("X-Cache")).toBe("MISS");
    expect(full.body).toContain("<img");
    const asks: Record<string, string>[] = [{ "Save-Data": "on" }, { Cookie: "hemat_data=1" }];
    for (const headers of asks) {
      const saving = await visit(path, { headers });
      expect(saving.body).toContain(">menyala</strong>");
      expect(saving.body.match(/<img\b/g)?.length ?? 0).toBeLessThan(full.body.match(/<img\b/g)!.length);
    }
    const savingAgain = await visit(path, { headers: { "Save-Data": "on" } });
    expect(savingAgain.response.headers.get("X-Cache")).toBe("HIT");
    expect(savingAgain.body).toContain(">menyala</strong>");
    const fullAgain = await visit(path);
    expect(fullAgain.response.headers.get("X-Cache")).toBe("HIT");
    expect(fullAgain.body).toContain(">mati</strong>");
  });

  it("takes a Tanya Jawab answer off at once when its asker withdraws her consent (issue 39)", async () => {
    const member = await newMember();
    // A visitor's message first, so that the question's id and its entry's id differ.
    await env.DB.prepare(
      "INSERT INTO questions (email, topic, question) VALUES ('geser@contoh.id', 'Nifas', 'Geser')",
    ).run();
    const asked = await env.DB.prepare(
      "INSERT INTO questions (user_id, email, topic, question, status, answer, publish_consent_at) VALUES (?, ?, 'Nifas', 'Asli', 'answered', 'Jawab', 1) RETURNING id",
    )
      .bind(member.id, member.email)
      .first<{ id: number }>();
    const entry = await env.DB.prepare(
      "INSERT INTO qa_entries (question_id, title, question, answer, category, published_at, reviewer_name, reviewed_at, sources) VALUES (?, 'Tanya cache', 'Suntingan', 'Jawaban', 'Nifas', 1, 'Bidan', '2026-01-01', '[{\"citation\":\"Buku KIA\"}]') RETURNING id",
    )
      .bind(asked!.id)
      .first<{ id: number }>();
    const path = `/tanya-jawab/${entry!.id}`;
    await visit(path);
    expect((await visit(path)).response.headers.get("X-Cache")).toBe("HIT");
    const withdrawn = await request("/dashboard", {
      method: "POST",
      body: new URLSearchParams({ intent: "withdrawPublish", id: String(asked!.id) }),
      headers: {
        Cookie: member.cookie,
        Origin: ORIGIN,
        "CF-Connecting-IP": freshIp(),
        "Content-Type": "application/x-www-form-urlencoded",
      },
    });
    expect(withdrawn.status).toBe(302);
    expect(withdrawn.headers.has("X-Bidanku-Changed")).toBe(false);
    expect((await visit(path)).response.status).toBe(404);
  });

  it("is not retired by a visitor's post", async () => {
    const path = fresh("/tentang-saya");
    await visit(path);
    const post = await request("/dashboard", {
      method: "POST",
      body: new URLSearchParams({ intent: "profile" }),
      headers: { Origin: ORIGIN, "CF-Connecting-IP": freshIp(), "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(302);
    expect((await visit(path)).response.headers.get("X-Cache")).toBe("HIT");
  });
});

function html(body: string) {
  return new Response(body, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, no-cache" },
  });
}

describe("uploaded images at the edge (decision 068)", () => {
  it("keeps an image under its address, answers it without R2, and 304 to a browser that has it", async () => {
    const key = `public/${Date.now()}-0c0ffee0.png`;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
    const first = await request(`/gambar/${key}`);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(bytes);
    const tag = first.headers.get("ETag")!;
    // Gone from R2: only the edge copy can answer now.
    await env.IMAGES.delete(key);
    const second = await request(`/gambar/${key}`, { headers: { Cookie: "bidanku.session_token=x" } });
    expect(second.status).toBe(200);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    const again = await request(`/gambar/${key}`, { headers: { "If-None-Match": tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(tag);
    expect(again.body).toBeNull();
  });

  it("keeps no image answer that differs by browser (Vary), nor a partial or failed one", () => {
    const immutable = "public, max-age=31536000, immutable";
    const image = (status: number, headers: Record<string, string> = {}) =>
      new Response(null, { status, headers: { "Cache-Control": immutable, ...headers } });
    expect(mayStoreImage(image(200))).toBe(true);
    expect(mayStoreImage(image(200, { Vary: "Accept" }))).toBe(false);
    expect(mayStoreImage(image(200, { "Set-Cookie": "a=b" }))).toBe(false);
    expect(mayStoreImage(image(206))).toBe(false);
    expect(mayStoreImage(image(304))).toBe(false);
  });

  it("keeps no missing image and no address with other parameters", async () => {
    const key = `public/${Date.now()}-0badcafe.png`;
    expect((await request(`/gambar/${key}`)).status).toBe(404);
    await env.IMAGES.put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { httpMetadata: { contentType: "image/png" } });
    expect((await request(`/gambar/${key}`)).headers.get("X-Cache")).toBe("MISS");
    const odd = await request(`/gambar/${key}?x=1`);
    expect(odd.headers.has("X-Cache")).toBe(false);
    await odd.body?.cancel();
  });
});

describe("which posts retire the stored pages", () => {
  const post = (path: string, cookie = "bidanku.session_token=x") =>
    new Request(new URL(path, ORIGIN), { method: "POST", headers: { Cookie: cookie } });
  const answer = (status: number) => new Response(null, { status });

  it("a comment retires its article; an admin save what its registry entry names", () => {
    expect(groupsChangedBy(post("/artikel/3"), answer(302))).toEqual(["article:3"]);
    expect(groupsChangedBy(post("/admin/artikel/edit/3"), answer(302))).toEqual(["articles"]);
    expect(groupsChangedBy(post("/admin"), answer(303))).toEqual(["articles"]);
    expect(groupsChangedBy(post("/ADMIN//Hero/"), answer(302))).toEqual(["home"]);
    expect(groupsChangedBy(post("/admin/pengaturan"), answer(302))).toEqual(["site"]);
    expect(groupsChangedBy(post("/admin/legal/edit/privacy-policy"), answer(302))).toEqual(["pages"]);
    expect(groupsChangedBy(post("/admin/tumbuh-kembang/edit/0-3-bulan"), answer(302))).toEqual(["growth"]);
    expect(groupsChangedBy(post("/admin/tinjauan-medis/kalkulator"), answer(302))).toEqual(["pages", "growth"]);
    // Answers to questions are not public; an admin path missing from the registry retires all.
    expect(groupsChangedBy(post("/admin/pesan/12"), answer(302))).toEqual([]);
    expect(groupsChangedBy(post("/admin/belum-terdaftar"), answer(302))).toEqual(["site"]);
    // Tanya Jawab (issue 39): the public version's editor, and a withdrawal on her dashboard
    // that changed a row (its answer says so); her other dashboard forms retire nothing.
    expect(groupsChangedBy(post("/admin/pesan/12/publikasi"), answer(302))).toEqual(["qa"]);
    const withdrawn = new Response(null, { status: 302, headers: { "X-Bidanku-Changed": "qa" } });
    expect(groupsChangedBy(post("/dashboard"), withdrawn)).toEqual(["qa"]);
    expect(groupsChangedBy(post("/dashboard"), answer(302))).toEqual([]);
  });

  it("nothing for a visitor's post, a share, a calculation, a member's own page or a failure", () => {
    expect(
      groupsChangedBy(
        post("/dashboard", ""),
        new Response(null, { status: 302, headers: { "X-Bidanku-Changed": "qa" } }),
      ),
    ).toEqual([]);
    expect(groupsChangedBy(post("/artikel/3", ""), answer(302))).toEqual([]);
    const toLogin = new Response(null, { status: 302, headers: { Location: "/login?redirectTo=%2Fadmin" } });
    expect(groupsChangedBy(post("/admin/hero"), toLogin)).toEqual([]);
    expect(groupsChangedBy(post("/artikel/3/bagikan"), answer(303))).toEqual([]);
    expect(groupsChangedBy(post("/kalkulator"), answer(302))).toEqual([]);
    expect(groupsChangedBy(post("/admin/hero"), answer(400))).toEqual([]);
    // The framework's `.data` posts (no page sends them) answer a redirect to /login with a 202
    // and no Location: a forged cookie there retires nothing.
    expect(groupsChangedBy(post("/admin/pengaturan.data"), answer(202))).toEqual([]);
    expect(groupsChangedBy(post("/artikel/3.data"), answer(202))).toEqual([]);
    expect(groupsChangedBy(new Request(new URL("/admin/hero", ORIGIN)), answer(200))).toEqual([]);
  });
});
