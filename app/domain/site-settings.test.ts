import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "./site-settings";

describe("telHref", () => {
  it("keeps digits and a leading plus", () => {
    expect(telHref("+62 812-3456-7890")).toBe("tel:+6281234567890");
    expect(telHref(" (021) 555 0123 ")).toBe("tel:0215550123");
  });

  it("gives no link for text that is not a number", () => {
    expect(telHref("hubungi kami")).toBeNull();
    expect(telHref("12")).toBeNull();
    expect(telHref("")).toBeNull();
  });
});

describe("mailtoHref", () => {
  it("links a plain address", () => {
    expect(mailtoHref(" info@bidanku.id ")).toBe("mailto:info@bidanku.id");
  });

  it("gives no link for anything that could carry extra mail fields or markup", () => {
    for (const email of [
      "info@bidanku.id?subject=x",
      "info@bidanku.id&body=x",
      "javascript:alert(1)@x.id",
      "a b@bidanku.id",
      '"><script>@x.id',
      "tanpa-at.bidanku.id",
      "info@localhost",
      "",
    ]) {
      expect(mailtoHref(email), email).toBeNull();
    }
  });
});
