import { describe, expect, it } from "vitest";
import { mailLinkOrigin } from "./links.server";

describe("mailLinkOrigin", () => {
  it("keeps the request's own origin on localhost, whatever PUBLIC_URL says", () => {
    expect(mailLinkOrigin("http://localhost:8788/lupa-password", "http://localhost:8787")).toBe(
      "http://localhost:8788",
    );
    expect(mailLinkOrigin("http://127.0.0.1:5173/register", "https://bidanku.id")).toBe("http://127.0.0.1:5173");
    expect(mailLinkOrigin("http://localhost:8787/register", undefined)).toBe("http://localhost:8787");
  });

  it("uses PUBLIC_URL's origin elsewhere, never the request's host", () => {
    expect(mailLinkOrigin("https://evil.example/lupa-password", "https://bidanku.id")).toBe("https://bidanku.id");
    expect(mailLinkOrigin("https://bidanku.id/register", "https://bidanku.id/some/path")).toBe("https://bidanku.id");
    expect(mailLinkOrigin("https://www.bidanku.id/register", "https://bidanku.id:8443")).toBe(
      "https://bidanku.id:8443",
    );
  });

  it("refuses when PUBLIC_URL is not an https address of a real host", () => {
    for (const publicUrl of [
      "http://localhost:8787",
      "http://bidanku.id",
      "https://localhost",
      "https://127.0.0.1:8787",
      "bidanku.id",
      "",
      undefined,
    ]) {
      expect(mailLinkOrigin("https://evil.example/lupa-password", publicUrl), String(publicUrl)).toBeNull();
      expect(mailLinkOrigin("https://bidanku.id/lupa-password", publicUrl), String(publicUrl)).toBeNull();
    }
  });
});
