import { describe, expect, it } from "vitest";
import {
  finalizeResponse,
  hasOwnCookie,
  IMMUTABLE_CACHE_CONTROL,
  isCrossSiteWrite,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  privatePage,
  publicPage,
  type RouteHeadersArgs,
} from "./http.server";

const publicResponse = () => new Response("<html></html>", { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });

describe("hasOwnCookie", () => {
  it("recognises the site's cookies only", () => {
    expect(hasOwnCookie("bidanku_toast=abc")).toBe(true);
    expect(hasOwnCookie("theme=dark; bidanku.session_token=x")).toBe(true);
    expect(hasOwnCookie("__Secure-bidanku.session_token=x")).toBe(true);
    expect(hasOwnCookie("notbidanku_toast=1")).toBe(false);
    expect(hasOwnCookie("_ga=1")).toBe(false);
    expect(hasOwnCookie(null)).toBe(false);
  });
});

describe("finalizeResponse", () => {
  it("keeps the public cache policy for an anonymous GET", () => {
    const response = finalizeResponse(new Request("https://bidanku.id/"), publicResponse());
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("makes a page private when the visitor carries a session or toast cookie", () => {
    const request = new Request("https://bidanku.id/", { headers: { Cookie: "bidanku.session_token=abc" } });
    const response = finalizeResponse(request, publicResponse());
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.headers.get("Vary")).toContain("Cookie");
  });

  it("makes a page private when it sets a cookie", () => {
    const page = publicResponse();
    page.headers.append("Set-Cookie", "bidanku_toast=; Max-Age=0");
    const response = finalizeResponse(new Request("https://bidanku.id/"), page);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("never lets a POST or a server error be cached", () => {
    const post = finalizeResponse(new Request("https://bidanku.id/", { method: "POST" }), publicResponse());
    expect(post.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const failure = finalizeResponse(
      new Request("https://bidanku.id/"),
      new Response("x", { status: 500, headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }),
    );
    expect(failure.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps status and body, and never caches a 404", async () => {
    const response = finalizeResponse(
      new Request("https://bidanku.id/x"),
      new Response("nope", { status: 404, headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await response.text()).toBe("nope");
  });

  it("is private unless the route opted in, and always varies on Cookie and Save-Data", () => {
    const response = finalizeResponse(
      new Request("https://bidanku.id/atur-ulang-password?token=x"),
      new Response("form"),
    );
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(finalizeResponse(new Request("https://bidanku.id/"), publicResponse()).headers.get("Vary")).toBe(
      "Cookie, Save-Data",
    );
  });
});

describe("finalizeResponse and entity tags (decision 066)", () => {
  const tag = 'W/"abc"';
  const tagged = (body = "<html></html>") =>
    new Response(body, {
      headers: { "Cache-Control": PUBLIC_CACHE_CONTROL, "Content-Type": "text/html; charset=utf-8", ETag: tag },
    });
  const asking = (ifNoneMatch: string, init: RequestInit = {}) =>
    new Request("https://bidanku.id/tanda-bahaya", {
      ...init,
      headers: { "If-None-Match": ifNoneMatch, ...(init.headers as Record<string, string>) },
    });

  it("answers a public page the asker has with a 304 that keeps the policy her copy came with", async () => {
    const response = finalizeResponse(asking('"other", W/"abc"'), tagged(), "fresh-nonce");
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
    expect(response.headers.get("ETag")).toBe(tag);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get("Vary")).toBe("Cookie, Save-Data");
    // Her copy's inline style and scripts carry its own nonce: no new policy may replace its one.
    expect(response.headers.has("Content-Security-Policy")).toBe(false);
    expect(response.headers.has("Content-Type")).toBe(false);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("sends the page whole when the tag differs or none was sent, and on a POST", async () => {
    for (const request of [
      asking('W/"old"'),
      new Request("https://bidanku.id/tanda-bahaya"),
      asking(tag, { method: "POST" }),
    ]) {
      const response = finalizeResponse(request, tagged("<p>page</p>"), "n");
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("<p>page</p>");
    }
  });

  it("never answers a page made private with a 304, and takes its tag off", async () => {
    const signedIn = asking(tag, { headers: { Cookie: "bidanku.session_token=abc" } });
    const response = finalizeResponse(signedIn, tagged("<p>Halo, Siti</p>"), "n");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.headers.has("ETag")).toBe(false);
    expect(await response.text()).toBe("<p>Halo, Siti</p>");
    const cookieSetting = tagged();
    cookieSetting.headers.append("Set-Cookie", "bidanku_toast=; Max-Age=0");
    expect(finalizeResponse(asking(tag), cookieSetting).status).toBe(200);
  });
});

describe("finalizeResponse for immutable files (uploaded images)", () => {
  const immutableYear = "public, max-age=31536000, immutable";
  const image = (init: ResponseInit = {}) =>
    new Response(init.status === 304 ? null : "bytes", {
      ...init,
      headers: { "Content-Type": "image/png", "Cache-Control": IMMUTABLE_CACHE_CONTROL, ...init.headers },
    });
  const withCookie = (method = "GET") =>
    new Request("https://bidanku.id/gambar/public/1763800000000-0a1b2c3d.png", {
      method,
      headers: { Cookie: "bidanku.session_token=abc; bidanku_toast=x" },
    });

  it("keeps the year-long public cache even when the request carries the site's cookies", () => {
    expect(IMMUTABLE_CACHE_CONTROL).toBe(immutableYear);
    const response = finalizeResponse(withCookie(), image());
    expect(response.headers.get("Cache-Control")).toBe(immutableYear);
    expect(response.headers.get("Vary")).toBeNull();
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(finalizeResponse(withCookie(), image({ status: 304 })).headers.get("Cache-Control")).toBe(immutableYear);
  });

  it("still makes it private when it sets a cookie, is not a read, or is an error", () => {
    const cookieSetting = image({ headers: { "Set-Cookie": "bidanku_toast=; Max-Age=0" } });
    expect(
      finalizeResponse(new Request("https://bidanku.id/gambar/x"), cookieSetting).headers.get("Cache-Control"),
    ).toBe(PRIVATE_CACHE_CONTROL);
    expect(finalizeResponse(withCookie("POST"), image()).headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const missing = finalizeResponse(withCookie(), image({ status: 404 }));
    expect(missing.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(missing.headers.get("Vary")).toContain("Cookie");
  });

  it("does not extend to pages that ask for a long but different cache", () => {
    const page = new Response("<html></html>", { headers: { "Cache-Control": "public, max-age=31536000" } });
    expect(finalizeResponse(withCookie(), page).headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe("isCrossSiteWrite", () => {
  const post = (headers: Record<string, string>) =>
    new Request("https://bidanku.id/login", { method: "POST", headers });

  it("lets same-origin posts and reads through", () => {
    expect(isCrossSiteWrite(post({ Origin: "https://bidanku.id" }))).toBe(false);
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteWrite(post({}))).toBe(false);
    expect(isCrossSiteWrite(new Request("https://bidanku.id/", { headers: { Origin: "https://evil.example" } }))).toBe(
      false,
    );
  });

  it("refuses posts from another origin", () => {
    expect(isCrossSiteWrite(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "http://bidanku.id" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "null" }))).toBe(true);
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
  });
});

describe("publicPage and privatePage (route headers)", () => {
  const args = (parts: Partial<Record<keyof RouteHeadersArgs, HeadersInit>> = {}): RouteHeadersArgs => ({
    loaderHeaders: new Headers(parts.loaderHeaders),
    parentHeaders: new Headers(parts.parentHeaders),
    actionHeaders: new Headers(parts.actionHeaders),
    errorHeaders: parts.errorHeaders === undefined ? undefined : new Headers(parts.errorHeaders),
  });

  it("states the public policy on a plain public page and the private one on a private page", () => {
    expect(publicPage(args()).get("Cache-Control")).toBe("public, no-cache");
    expect(privatePage(args()).get("Cache-Control")).toBe("private, no-store");
  });

  it("lets a public page's loader or action choose a stricter Cache-Control", () => {
    expect(publicPage(args({ loaderHeaders: { "Cache-Control": "private, no-store" } })).get("Cache-Control")).toBe(
      "private, no-store",
    );
    expect(publicPage(args({ actionHeaders: { "Cache-Control": "no-store" } })).get("Cache-Control")).toBe("no-store");
  });

  it("never lets a loader make a private page public", () => {
    const headers = privatePage(args({ loaderHeaders: { "Cache-Control": "public, max-age=600" } }));
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("passes on an action's Retry-After", () => {
    expect(privatePage(args({ actionHeaders: { "Retry-After": "120" } })).get("Retry-After")).toBe("120");
    expect(publicPage(args({ actionHeaders: { "Retry-After": "60" } })).get("Retry-After")).toBe("60");
  });

  it("passes on a thrown error's headers and makes the page private", () => {
    const headers = publicPage(args({ errorHeaders: { "Retry-After": "900" } }));
    expect(headers.get("Retry-After")).toBe("900");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves cookies to React Router, which adds each one itself", () => {
    const headers = privatePage(
      args({ loaderHeaders: { "Set-Cookie": "bidanku_toast=; Max-Age=0" }, actionHeaders: { "Set-Cookie": "a=1" } }),
    );
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("does not take over the parent's headers", () => {
    const headers = publicPage(args({ parentHeaders: { "Cache-Control": "private, no-store", "X-Parent": "1" } }));
    expect(headers.get("Cache-Control")).toBe("public, no-cache");
    expect(headers.has("X-Parent")).toBe(false);
  });
});
