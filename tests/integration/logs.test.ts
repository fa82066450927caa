import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ORIGIN, request } from "./helpers";

/** Everything the Worker writes to its console during a test. */
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(" "));
    });
  }
});

afterEach(() => vi.restoreAllMocks());

describe("logs (decision 038)", () => {
  it("log a real error with its path but never the query string, where tokens travel", async () => {
    const response = await request("/__test/error?token=SEKRET-TOKEN-123&email=ibu%40contoh.id");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).not.toContain("SEKRET-TOKEN-123");
    expect(logged.some((line) => line.includes("GET /__test/error"))).toBe(true);
    expect(logged.join("\n")).not.toContain("SEKRET-TOKEN-123");
    expect(logged.join("\n")).not.toContain("ibu@contoh.id");
  });

  it("do not log refusals the site meant, so nobody can flood them", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await request("/tentang-saya", {
        method: "POST",
        body: "a=1",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(405);
      await response.body?.cancel();
    }
    expect(await (await request("/tidak-ada-halaman")).text()).toContain("Halaman Tidak Ditemukan");
    expect(logged).toEqual([]);
  });
});
