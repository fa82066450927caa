import { describe, expect, it } from "vitest";
import { matchesEntityTag, pageEntityTag } from "./entity-tags.server";

describe("pageEntityTag", () => {
  it("gives the same page the same weak tag whatever its nonce, and another page another", async () => {
    const page = (nonce: string, text = "Tanda Bahaya") =>
      `<style nonce="${nonce}">p{}</style><p>${text}</p><script nonce="${nonce}">x()</script>`;
    const first = await pageEntityTag(page("Abc+/1=="), "Abc+/1==");
    expect(first).toMatch(/^W\/"[A-Za-z0-9_-]{24}"$/);
    expect(await pageEntityTag(page("Zz9/8+=="), "Zz9/8+==")).toBe(first);
    expect(await pageEntityTag(page("Abc+/1==", "Tanda Bahaya!"), "Abc+/1==")).not.toBe(first);
  });
});

describe("matchesEntityTag", () => {
  it("compares weakly, in a list, and takes * for any", () => {
    expect(matchesEntityTag('W/"a1"', 'W/"a1"')).toBe(true);
    expect(matchesEntityTag('"a1"', 'W/"a1"')).toBe(true);
    expect(matchesEntityTag(' "x" , W/"a1" ', 'W/"a1"')).toBe(true);
    expect(matchesEntityTag("*", 'W/"a1"')).toBe(true);
    expect(matchesEntityTag('W/"a2"', 'W/"a1"')).toBe(false);
    expect(matchesEntityTag("", 'W/"a1"')).toBe(false);
    expect(matchesEntityTag(null, 'W/"a1"')).toBe(false);
  });
});
