import { describe, expect, it } from "vitest";
import { clientIp, rateLimitMessage, rateLimitRefusal } from "./rate-limit.server";

const withIp = (ip?: string) =>
  new Request("https://bidanku.id/login", { headers: ip ? { "CF-Connecting-IP": ip } : {} });

describe("clientIp", () => {
  it("uses IPv4 addresses as they are", () => {
    expect(clientIp(withIp("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientIp(withIp())).toBe("local");
  });

  it("groups IPv6 addresses by their /64", () => {
    expect(clientIp(withIp("2001:db8:1:2:aaaa:bbbb:cccc:dddd"))).toBe("2001:db8:1:2::/64");
    expect(clientIp(withIp("2001:db8:1:2::9"))).toBe("2001:db8:1:2::/64");
    expect(clientIp(withIp("2001:DB8::1"))).toBe("2001:db8:0:0::/64");
    expect(clientIp(withIp("2001:db8:1:2:ffff::1"))).toBe("2001:db8:1:2::/64");
  });
});

describe("rateLimitMessage", () => {
  it("speaks in whole minutes", () => {
    expect(rateLimitMessage(30)).toBe("Terlalu banyak percobaan. Silakan coba lagi dalam 1 menit.");
    expect(rateLimitMessage(601)).toBe("Terlalu banyak percobaan. Silakan coba lagi dalam 11 menit.");
  });
});

describe("rateLimitRefusal", () => {
  it("is a private 429 with the wait in Retry-After and in a body the error page shows", () => {
    const refusal = rateLimitRefusal(61.2, { title: "Pendaftaran Gagal" });
    expect(refusal.init?.status).toBe(429);
    const headers = new Headers(refusal.init?.headers);
    expect(headers.get("Retry-After")).toBe("62");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(refusal.data).toEqual({
      title: "Pendaftaran Gagal",
      message: "Terlalu banyak percobaan. Silakan coba lagi dalam 2 menit.",
      retryAfterSeconds: 62,
    });
  });

  it("has a default title and never asks for less than one second", () => {
    const refusal = rateLimitRefusal(0);
    expect(refusal.data.title).toBe("Terlalu Banyak Percobaan");
    expect(new Headers(refusal.init?.headers).get("Retry-After")).toBe("1");
  });
});
