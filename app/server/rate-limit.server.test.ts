import { describe, expect, it } from "vitest";
import { clientBlocks, clientIp, rateLimitMessage, rateLimitRefusal } from "./rate-limit.server";

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

describe("clientBlocks", () => {
  it("puts an IPv6 client in its /64, /56 and /48 with 1, 4 and 16 times the limit", () => {
    expect(clientBlocks(withIp("2001:db8:abcd:12ff:1:2:3:4"))).toEqual([
      { key: "2001:db8:abcd:12ff::/64", scale: 1 },
      { key: "2001:db8:abcd:1200::/56", scale: 4 },
      { key: "2001:db8:abcd::/48", scale: 16 },
    ]);
  });

  it("gives two /64s of one /56 the same /56 and /48 blocks", () => {
    const [a64, a56, a48] = clientBlocks(withIp("2001:db8:7:3401::1"));
    const [b64, b56, b48] = clientBlocks(withIp("2001:db8:7:34fe:ffff::9"));
    expect(a64).not.toEqual(b64);
    expect(a56).toEqual(b56);
    expect(a48).toEqual(b48);
    // Another /56 of the same /48.
    const [, c56, c48] = clientBlocks(withIp("2001:db8:7:3501::1"));
    expect(c56).not.toEqual(a56);
    expect(c48).toEqual(a48);
  });

  it("reads compressed, upper-case and IPv4-mapped forms", () => {
    expect(clientBlocks(withIp("2001:DB8::1"))[0]).toEqual({ key: "2001:db8:0:0::/64", scale: 1 });
    expect(clientBlocks(withIp("::ffff:203.0.113.9"))).toEqual([{ key: "203.0.113.9", scale: 10 }]);
    expect(clientBlocks(withIp("::ffff:cb00:7109"))).toEqual([{ key: "203.0.113.9", scale: 10 }]);
  });

  it("reads a bracketed IPv6 address, with or without a port, as the bare one", () => {
    const blocks = [
      { key: "2001:db8:abcd:12ff::/64", scale: 1 },
      { key: "2001:db8:abcd:1200::/56", scale: 4 },
      { key: "2001:db8:abcd::/48", scale: 16 },
    ];
    expect(clientBlocks(withIp("[2001:db8:abcd:12ff::1]"))).toEqual(blocks);
    expect(clientBlocks(withIp(" [2001:DB8:ABCD:12FF:1:2:3:4] "))).toEqual(blocks);
    expect(clientBlocks(withIp("[2001:db8:abcd:12ff::9]:443"))).toEqual(blocks);
    expect(clientBlocks(withIp("[::ffff:203.0.113.9]"))).toEqual([{ key: "203.0.113.9", scale: 10 }]);
  });

  it("leaves broken brackets as one block of their own", () => {
    expect(clientBlocks(withIp("[2001:db8::1"))).toEqual([{ key: "[2001:db8::1", scale: 1 }]);
    expect(clientBlocks(withIp("[]"))).toEqual([{ key: "[]", scale: 1 }]);
    expect(clientBlocks(withIp("[2001:db8::1]:x"))).toEqual([{ key: "[2001:db8::1]:x", scale: 1 }]);
  });

  it("counts an IPv4 address as one block shared by ten people (carrier-grade NAT), a missing one and garbage as one", () => {
    expect(clientBlocks(withIp("198.51.100.7"))).toEqual([{ key: "198.51.100.7", scale: 10 }]);
    expect(clientBlocks(withIp())).toEqual([{ key: "local", scale: 1 }]);
    expect(clientBlocks(withIp("1:2:3"))).toHaveLength(1);
    expect(clientBlocks(withIp("1::2::3"))).toHaveLength(1);
  });
});
