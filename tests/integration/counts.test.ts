import worker from "built-worker";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, freshMinute, get, login, postForm, request } from "./helpers";

// Issue 32 items 1 and 2 (decision 067): reading pages only read, through a D1 session that may
// start at a replica; readings, shares and reading-list entries go on the counts queue, and the
// Worker's `queue` export writes a batch of them as sums.

type Count = { kind: string; article: number; user?: string };

/** What this isolate has put on the counts queue so far (the test route's record). */
async function sentCounts(): Promise<Count[]> {
  const response = await get("/__test/d1");
  return ((await response.json()) as { counts: Count[] }).counts;
}

/** The counts sent while `run` ran. */
async function countsDuring(run: () => Promise<unknown>): Promise<Count[]> {
  const before = (await sentCounts()).length;
  await run();
  return (await sentCounts()).slice(before);
}

const articleRow = (id: number) =>
  env.DB.prepare("SELECT views, shares FROM articles WHERE id = ?").bind(id).first<{ views: number; shares: number }>();

async function consume(bodies: unknown[]) {
  const batch = createMessageBatch(
    "bidanku-counts",
    bodies.map((body, index) => ({ id: `m${index}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe("reading pages only read (decision 067)", () => {
  for (const path of [
    "/",
    "/artikel",
    "/artikel?q=asi&kategori=Menyusui&halaman=1",
    "/artikel/3",
    "/tumbuh-kembang/0-3-bulan",
    "/tanda-bahaya",
    "/imunisasi",
    "/kalkulator",
  ]) {
    it(`${path}: no D1 write, and any replica may answer`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("X-D1-Writes")).toBe("0");
      expect(response.headers.get("X-D1-Session")).toBe("replica");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });
  }

  it("puts an anonymous reading on the queue, and nothing for a HEAD", async () => {
    const sent = await countsDuring(async () => {
      await request("/artikel/3", { method: "HEAD" });
      await get("/artikel/3");
    });
    expect(sent).toEqual([{ kind: "view", article: 3 }]);
  });

  it("puts a signed-in reading and her reading-list entry on the queue, and writes neither itself", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const before = await env.DB.prepare("SELECT count(*) AS n FROM article_reads WHERE user_id = 'demo-member'").first<{
      n: number;
    }>();
    const sent = await countsDuring(() => get("/artikel/4", cookie));
    expect(sent).toEqual([
      { kind: "view", article: 4 },
      { kind: "read", article: 4, user: "demo-member" },
    ]);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM article_reads WHERE user_id = 'demo-member'").first<{
      n: number;
    }>();
    expect(after).toEqual(before);
  });

  it("counts a share through the queue and answers with the count it will be", async () => {
    const { shares } = (await articleRow(2))!;
    let answer: unknown;
    const sent = await countsDuring(async () => {
      answer = await (await postForm("/artikel/2/bagikan", { platform: "copy", js: "1" })).json();
    });
    expect(sent).toEqual([{ kind: "share", article: 2 }]);
    expect(answer).toEqual({ shares: shares + 1, url: null });
    expect((await articleRow(2))!.shares).toBe(shares);
  });

  it("counts at most 10 shares of one article a minute from one address, and still sends the reader on", async () => {
    const ip = "198.51.100.77";
    await freshMinute();
    const sent = await countsDuring(async () => {
      for (let i = 0; i < 12; i++) {
        const response = await postForm("/artikel/5/bagikan", { platform: "whatsapp" }, "", ip);
        expect(response.status).toBe(303);
        expect(response.headers.get("Location")).toMatch(/^https:\/\/wa\.me\//);
      }
    });
    expect(sent.filter((count) => count.kind === "share" && count.article === 5)).toHaveLength(10);
  });
});

describe("the counts queue's consumer (decision 067)", () => {
  it("adds a batch's views and shares to each article in one go", async () => {
    const three = (await articleRow(3))!;
    const seven = (await articleRow(7))!;
    const result = await consume([
      { kind: "view", article: 3 },
      { kind: "view", article: 3 },
      { kind: "share", article: 3 },
      { kind: "view", article: 7 },
    ]);
    expect(result.retryBatch.retry).toBe(false);
    expect(await articleRow(3)).toEqual({ views: three.views + 2, shares: three.shares + 1 });
    expect(await articleRow(7)).toEqual({ views: seven.views + 1, shares: seven.shares });
  });

  it("never makes an article look edited", async () => {
    const before = await env.DB.prepare("SELECT updated_at FROM articles WHERE id = 11").first<{
      updated_at: number;
    }>();
    await consume([
      { kind: "view", article: 11 },
      { kind: "share", article: 11 },
    ]);
    const after = await env.DB.prepare("SELECT updated_at FROM articles WHERE id = 11").first<{ updated_at: number }>();
    expect(after).toEqual(before);
  });

  it("keeps a reading-list entry once, and skips one whose reader or article is gone", async () => {
    await env.DB.prepare("DELETE FROM article_reads WHERE user_id = 'demo-admin' AND article_id = 6").run();
    const result = await consume([
      { kind: "read", article: 6, user: "demo-admin" },
      { kind: "read", article: 6, user: "demo-admin" },
      { kind: "read", article: 6, user: "akun-yang-sudah-dihapus" },
      { kind: "read", article: 987_654, user: "demo-admin" },
    ]);
    expect(result.retryBatch.retry).toBe(false);
    const rows = await env.DB.prepare(
      "SELECT user_id, article_id FROM article_reads WHERE article_id IN (6, 987654) ORDER BY user_id",
    ).all();
    expect(rows.results).toEqual([{ user_id: "demo-admin", article_id: 6 }]);
  });

  it("counts nothing for a draft, and drops what is not a count instead of retrying forever", async () => {
    const draft = await env.DB.prepare(
      "INSERT INTO articles (title, excerpt, content, category, published_at) VALUES ('Draf Hitung', 'R', '<p>I</p>', 'Kehamilan', NULL) RETURNING id",
    ).first<{ id: number }>();
    const result = await consume([
      { kind: "view", article: draft!.id },
      { kind: "share", article: draft!.id },
      "rusak",
      { kind: "view" },
    ]);
    expect(result.retryBatch.retry).toBe(false);
    expect(await articleRow(draft!.id)).toEqual({ views: 0, shares: 0 });
  });
});

describe("a member reads her own writes (decision 067)", () => {
  it("a signed-in request starts from her bookmark, or at the primary without one", async () => {
    // Her session cookies without the bookmark her sign-in left.
    const cookie = (await login(DEMO.member.email, DEMO.member.password))
      .split("; ")
      .filter((part) => !part.startsWith("d1b="))
      .join("; ");
    const page = await get("/dashboard", cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("X-D1-Session")).toBe("primary");
    const bookmark = page.headers.getSetCookie().find((c) => c.startsWith("d1b="));
    expect(bookmark).toMatch(/^d1b=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600$/);
    const value = bookmark!.split(";")[0]!;
    const next = await get("/dashboard", `${cookie}; ${value}`);
    expect(next.headers.get("X-D1-Session")).toBe("bookmark");
    expect((await get("/dashboard", `${cookie}; d1b=<bukan-bookmark>`)).headers.get("X-D1-Session")).toBe("primary");
  });

  it("a sign-in's answer carries a bookmark, whatever an earlier visit left; account links read the primary", async () => {
    const old = "d1b=00000000-00000001-00000000-00000000000000000000000000000000";
    const signIn = await postForm("/login", { email: DEMO.member.email, password: DEMO.member.password }, old);
    expect(signIn.status).toBe(302);
    const bookmark = signIn.headers.getSetCookie().find((c) => c.startsWith("d1b="));
    expect(bookmark).toBeDefined();
    expect(bookmark!.split(";")[0]).not.toBe(old);
    for (const path of ["/verifikasi-email?token=x", "/atur-ulang-password?token=x", "/login"]) {
      const response = await get(path);
      expect(response.headers.get("X-D1-Session"), path).toBe("primary");
      await response.body?.cancel();
    }
  });

  it("an anonymous post starts at the primary and gets no bookmark; an anonymous read ignores one", async () => {
    for (const cookie of ["", "d1b=00000000-00000001-00000000-00000000000000000000000000000000"]) {
      const post = await postForm("/tanya-kami", {}, cookie);
      expect(post.headers.get("X-D1-Session")).toBe("primary");
      expect(post.headers.getSetCookie().filter((c) => c.startsWith("d1b="))).toEqual([]);
      const read = await get("/artikel", cookie);
      expect(read.headers.get("X-D1-Session")).toBe("replica");
      expect(read.headers.get("Set-Cookie")).toBeNull();
    }
  });
});
