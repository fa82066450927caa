import { describe, expect, it } from "vitest";
import {
  finalizeResponse,
  hasOwnCookie,
  isCrossSiteWrite,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from "./http.server";

const publicPage = () => new Response("<html></html>", { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });

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
    const response = finalizeResponse(new Request("https://bidanku.id/"), publicPage());
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("makes a page private when the visitor carries a session or toast cookie", () => {
    const request = new Request("https://bidanku.id/", { headers: { Cookie: "bidanku.session_token=abc" } });
    const response = finalizeResponse(request, publicPage());
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.headers.get("Vary")).toContain("Cookie");
  });

  it("makes a page private when it sets a cookie", () => {
    const page = publicPage();
    page.headers.append("Set-Cookie", "bidanku_toast=; Max-Age=0");
    const response = finalizeResponse(new Request("https://bidanku.id/"), page);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("never lets a POST or a server error be cached", () => {
    const post = finalizeResponse(new Request("https://bidanku.id/", { method: "POST" }), publicPage());
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

  it("is private unless the route opted in, and always varies on Cookie", () => {
    const response = finalizeResponse(
      new Request("https://bidanku.id/atur-ulang-password?token=x"),
      new Response("form"),
    );
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(finalizeResponse(new Request("https://bidanku.id/"), publicPage()).headers.get("Vary")).toBe("Cookie");
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
