import { describe, expect, it } from "vitest";
import { mergeCookies, request } from "./helpers";

async function postToast(fields: Record<string, string>) {
  return request("/__test/toast", { method: "POST", body: new URLSearchParams(fields) });
}

describe("flash toasts", () => {
  it("travel in a signed cookie through the redirect and show once", async () => {
    const post = await postToast({ title: "Tersimpan", description: "Data Anda tersimpan.", variant: "default" });
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toBe("/kontak");
    const setCookie = post.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^bidanku_toast=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(";")[0]!;

    const page = await request("/", { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain("Tersimpan");
    expect(html).toContain("Data Anda tersimpan.");
    expect(page.headers.get("Set-Cookie")).toMatch(/bidanku_toast=;.*Max-Age=0/i);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");

    // The browser applies the clearing Set-Cookie; the next page then gets no toast.
    const jar = mergeCookies(cookie, page);
    expect(jar).not.toContain("bidanku_toast");
    const again = await request("/", { headers: { Cookie: jar } });
    expect(await again.text()).not.toContain("Data Anda tersimpan.");
  });

  it("ignores a tampered cookie", async () => {
    const post = await postToast({ title: "Asli" });
    const cookie = (post.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const [name, value] = cookie.split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const forged = `${name}=${encodeURIComponent(decoded.replace(/^[A-Za-z0-9+/]{4}/, "AAAA"))}`;
    const response = await request("/", { headers: { Cookie: forged } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("Asli");
  });

  it("carries the destructive variant", async () => {
    const post = await postToast({ title: "Gagal", variant: "destructive" });
    const cookie = (post.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const html = await (await request("/", { headers: { Cookie: cookie } })).text();
    expect(html).toContain('data-variant="destructive"');
  });
});
