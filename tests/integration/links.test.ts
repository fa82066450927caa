import { describe, expect, it } from "vitest";
import { DEMO, get, login } from "./helpers";

// Issue 12, "Links": every internal link on every page a visitor, a member, an admin and a
// super_admin can reach answers without a 404 or a server error, so a dead link can never ship
// again. A breadth-first crawl from the home page (and the dashboard / admin panel for the
// signed-in roles), following <a href> only (forms and the logout post are not links).

const MAX_PAGES = 400;
/** Links that are not pages: the account's own exit, and development/test routes. */
const SKIP = [/^\/logout\b/, /^\/__/];

function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = match[1]!.replaceAll("&amp;", "&");
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const url = new URL(href, "http://localhost");
    const path = `${url.pathname}${url.search}`;
    if (!SKIP.some((pattern) => pattern.test(path))) links.add(path);
  }
  return [...links];
}

async function crawl(starts: string[], cookie = "") {
  const seen = new Set<string>(starts);
  const queue = [...starts];
  const broken: string[] = [];
  const linkedFrom = new Map<string, string>();
  while (queue.length > 0 && seen.size <= MAX_PAGES) {
    const path = queue.shift()!;
    const response = await get(path, cookie);
    if (response.status === 404 || response.status >= 500) {
      broken.push(`${path} -> ${response.status} (linked from ${linkedFrom.get(path) ?? "start"})`);
      await response.body?.cancel();
      continue;
    }
    const type = response.headers.get("Content-Type") ?? "";
    if (response.status !== 200 || !type.includes("text/html")) {
      await response.body?.cancel();
      continue;
    }
    for (const link of internalLinks(await response.text())) {
      if (seen.has(link)) continue;
      seen.add(link);
      linkedFrom.set(link, path);
      queue.push(link);
    }
  }
  return { broken, pages: seen.size };
}

describe("internal links", () => {
  it("finds the links a page holds, and only internal ones", () => {
    expect(
      internalLinks(
        '<a href="/artikel">A</a><a class="x" href="/artikel?page=2&amp;kategori=Gizi">B</a>' +
          '<a href="https://wa.me/?text=x">C</a><a href="//evil.example/">D</a><a href="/logout">E</a>' +
          '<a href="/__dev/outbox">F</a><link href="/app.css">',
      ),
    ).toEqual(["/artikel", "/artikel?page=2&kategori=Gizi"]);
  });

  it("none is dead for a visitor", { timeout: 120_000 }, async () => {
    const { broken, pages } = await crawl(["/", "/sitemap"]);
    expect(broken).toEqual([]);
    expect(pages).toBeGreaterThan(20);
  });

  for (const [role, account, start] of [
    ["member", DEMO.member, "/dashboard"],
    ["admin", DEMO.admin, "/admin"],
    ["super_admin", DEMO.superAdmin, "/admin"],
  ] as const) {
    it(`none is dead for a ${role}`, { timeout: 120_000 }, async () => {
      const cookie = await login(account.email, account.password);
      const { broken } = await crawl([start, "/"], cookie);
      expect(broken).toEqual([]);
    });
  }
});
