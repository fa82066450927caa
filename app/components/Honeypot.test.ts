import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Honeypot } from "./Honeypot";

describe("Honeypot", () => {
  const html = renderToStaticMarkup(createElement(Honeypot));

  it("renders one empty text field named website, out of the tab order and never autofilled", () => {
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toContain('name="website"');
    expect(inputs[0]).toContain('type="text"');
    expect(inputs[0]).toContain('tabindex="-1"');
    // HTML attribute names are case-insensitive; React writes this one as autoComplete.
    expect(inputs[0]).toMatch(/ autocomplete="off"/i);
    expect(inputs[0]).toContain('value=""');
  });

  it("is hidden from screen readers and placed off-screen, with a label asking people to leave it empty", () => {
    expect(html.startsWith('<div aria-hidden="true" class="absolute -left-[10000px]')).toBe(true);
    expect(html).toContain("<label>Jangan isi kolom ini");
  });
});
