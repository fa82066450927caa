import { describe, expect, it } from "vitest";
import { isSafeUrl } from "./urls";

describe("isSafeUrl", () => {
  it("keeps web, same-site and (where asked) mail addresses", () => {
    for (const url of ["https://www.who.int/publications", "http://contoh.id", "/tanda-bahaya", "#referensi"])
      expect(isSafeUrl(url, false), url).toBe(true);
    expect(isSafeUrl("mailto:info@bidanku.id", true)).toBe(true);
    expect(isSafeUrl("mailto:info@bidanku.id", false)).toBe(false);
  });

  it("refuses scripts, protocol-relative and backslash tricks, and characters that do not belong in an address", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "https:///x",
      'https://contoh.id/"><script>',
      "https://contoh.id/a b",
      "https://contoh.id/\u0000",
      "",
    ]) {
      expect(isSafeUrl(url, true), JSON.stringify(url)).toBe(false);
    }
  });
});
