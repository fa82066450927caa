import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, freshIp, keepRow, login, postForm, request } from "./helpers";

// Findings of the fresh-eyes review of issue 11, each a test that fails until it is fixed.

keepRow("site_settings", "id", 1);

/** The page as a reader sees it: the HTML without its scripts (the hydration data sits there). */
const visibleText = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("findings of the issue 11 review", () => {
  it("a list field posted as one plain value is refused with 400, not a 500 from the page", async () => {
    // `faq=hello` passes the name check; the refusal echoes it back as the list's value and
    // getFieldList() throws "The initial value at the given name is not a list" while rendering.
    const cookie = await login(DEMO.admin.email, DEMO.admin.password);
    const response = await postForm("/__test/form", { faq: "hello" }, cookie);
    expect(response.status).toBe(400);
  });

  it("the 413 page shows its Indonesian message, not the generic server-error text", async () => {
    // The existing test reads the whole body, which also holds the hydration data, so it passes
    // while the page itself says "Maaf, terjadi kesalahan di server kami".
    const response = await postForm("/login", { email: "a@b.id", password: "a".repeat(20 * 1024) });
    expect(response.status).toBe(413);
    const text = visibleText(await response.text());
    expect(text).toContain("Data yang dikirim terlalu besar");
    expect(text).not.toContain("terjadi kesalahan di server kami");
  });

  it("an uploaded image with a malformed If-None-Match is still served, not 503", async () => {
    const key = "public/1763800000000-0a1b2c3d.png";
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await env.IMAGES.put(key, png, { httpMetadata: { contentType: "image/png" } });
    try {
      const response = await request(`/gambar/${key}`, { headers: { "If-None-Match": "abc" } });
      expect(response.status).toBe(200);
    } finally {
      await env.IMAGES.delete(key);
    }
  });

  it("comments are rate limited like the other forms that spend something", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const article = await env.DB.prepare(
      "SELECT id FROM articles WHERE published_at IS NOT NULL AND published_at <= ? ORDER BY id LIMIT 1",
    )
      .bind(Date.now())
      .first<{ id: number }>();
    expect(article).not.toBeNull();
    const ip = freshIp();
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 60; i++) {
        const response = await postForm(
          `/artikel/${article!.id}`,
          { intent: "comment", content: `spam ${i}` },
          cookie,
          ip,
        );
        statuses.push(response.status);
        if (response.status === 429) break;
      }
    } finally {
      await env.DB.prepare("DELETE FROM comments WHERE content LIKE 'spam %'").run();
    }
    expect(statuses).toContain(429);
  });
});
