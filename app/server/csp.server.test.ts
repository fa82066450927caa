import { describe, expect, it } from "vitest";
import { createNonce, pageSecurityPolicy, securityHeaders } from "./csp.server";

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe("pageSecurityPolicy", () => {
  it("lets scripts run only from our origin or with the nonce, never inline or eval", () => {
    const policy = directives(pageSecurityPolicy("N0nce", { https: true }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-N0nce'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")?.[0]).toBe("'self'");
    // The no-JavaScript share form's 303 goes on to the networks, and only there.
    expect(policy.get("form-action")).toContain("https://wa.me");
    expect(policy.get("form-action")?.every((source) => source === "'self'" || source.startsWith("https://"))).toBe(
      true,
    );
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("frame-src")).toEqual(["https://www.google.com", "https://maps.google.com"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
    for (const values of policy.values()) {
      expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
      expect(values).not.toContain("*");
    }
  });

  it("does not upgrade requests on a plain-http local run", () => {
    expect(directives(pageSecurityPolicy("n", { https: false })).has("upgrade-insecure-requests")).toBe(false);
  });
});

describe("createNonce", () => {
  it("is 128 random bits, different every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});

describe("securityHeaders", () => {
  const page = new Response("<p>x</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
  const text = new Response("x", { headers: { "Content-Type": "text/plain" } });

  it("sends HSTS for a year only over https", () => {
    expect(securityHeaders(new Request("https://bidanku.id/"), page, "n")["Strict-Transport-Security"]).toMatch(
      /^max-age=31536000\b/,
    );
    expect(
      securityHeaders(new Request("http://localhost:8787/"), page, "n")["Strict-Transport-Security"],
    ).toBeUndefined();
  });

  it("gives pages the nonce policy and everything else a policy that runs nothing", () => {
    expect(securityHeaders(new Request("https://bidanku.id/"), page, "abc")["Content-Security-Policy"]).toContain(
      "'nonce-abc'",
    );
    const other = securityHeaders(new Request("https://bidanku.id/robots.txt"), text, "abc")["Content-Security-Policy"];
    expect(other).toContain("default-src 'none'");
    expect(other).toContain("sandbox");
  });

  it("keeps the Origin header on same-origin posts (no no-referrer) and switches off unused features", () => {
    const headers = securityHeaders(new Request("https://bidanku.id/"), page, "n");
    expect(["strict-origin-when-cross-origin", "same-origin", "strict-origin"]).toContain(headers["Referrer-Policy"]);
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    }
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });
});
