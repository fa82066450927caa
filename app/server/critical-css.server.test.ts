import { describe, expect, it } from "vitest";
import { criticalCss, htmlClasses, selectorClasses, selectorElements } from "./critical-css.server";

const CSS = [
  "/*! tailwindcss */",
  "@layer theme{:root,:host{--color-teal-700:#0f766e;--color-red-700:#b91c1c;--font-sans:system-ui;--default-font-family:var(--font-sans)}}",
  "@layer base{html{font-family:var(--default-font-family)}[hidden]{display:none!important}}",
  "@layer components;",
  "@layer utilities{.text-teal-700{color:var(--color-teal-700)}.text-red-700{color:var(--color-red-700)}",
  ".sm\\:p-4{padding:1rem}.group:hover .group-hover\\:underline{text-decoration:underline}",
  ".content-\\[\\'x\\'\\]{content:'x'}.py-2\\.5{padding-block:.625rem}",
  ".border-b{border-bottom-style:var(--tw-border-style);border-bottom-width:1px}.shadow{box-shadow:var(--tw-shadow)}",
  "@media (width<40rem){.max-sm\\:hidden{display:none}}@media (width>=40rem){.sm\\:p-4{padding:2rem}}}",
  ".toast-autohide{animation:.2s ease-in 5s forwards toast-hide}",
  "@keyframes toast-hide{to{opacity:0}}@keyframes spin{0%{rotate:0}to{rotate:1turn}}",
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false}',
].join("");

describe("critical CSS", () => {
  it("reads class names out of escaped selectors", () => {
    expect(selectorClasses(".sm\\:p-4")).toEqual(["sm:p-4"]);
    expect(selectorClasses(".group:hover .group-hover\\:underline")).toEqual(["group", "group-hover:underline"]);
    expect(selectorClasses(".py-2\\.5")).toEqual(["py-2.5"]);
    expect(selectorClasses(".\\32 xl\\:p-1")).toEqual(["2xl:p-1"]);
    expect(selectorClasses("html,[hidden]")).toEqual([]);
    // A class may hold any non-ASCII character: the admin list's " · " separators (issue 29).
    expect(selectorClasses(".before\\:content-\\[\\'_·_\\'\\]:before")).toEqual(["before:content-['_·_']"]);
    expect(selectorElements(".before\\:content-\\[\\'_·_\\'\\]:before")).toEqual([]);
  });

  it("reads the element names a selector needs", () => {
    expect(selectorElements(".article-content h2")).toEqual(["h2"]);
    expect(selectorElements("abbr:where([title])")).toEqual(["abbr"]);
    expect(selectorElements(":where(select:is([multiple],[size])) optgroup")).toEqual(["select", "optgroup"]);
    expect(selectorElements("::file-selector-button")).toEqual([]);
    expect(selectorElements("li:nth-child(odd)>.sm\\:p-4")).toEqual(["li"]);
    expect(selectorElements(":root,:host")).toEqual([]);
    expect(selectorElements("*,:before,::backdrop")).toEqual([]);
  });

  it("reads the classes of a page as the browser does, entities decoded", () => {
    expect([...htmlClasses('<p class="a  sm:p-4"></p><i class="[&amp;&gt;*]:m-0"></i>')]).toEqual([
      "a",
      "sm:p-4",
      "[&>*]:m-0",
    ]);
  });

  it("keeps the rules the page's classes need, element rules and keyframes, and drops the others", () => {
    const cut = criticalCss(
      CSS,
      '<html><main class="text-teal-700 sm:p-4 py-2.5 border-b"><a class="group-hover:underline"></a></main>',
    );
    expect(cut).toContain(".text-teal-700{color:#0f766e}");
    expect(cut).toContain("@media (width>=40rem){.sm\\:p-4{padding:2rem}}");
    expect(cut).toContain(".py-2\\.5{");
    expect(cut).toContain("html{font-family:system-ui}[hidden]{display:none!important}");
    expect(criticalCss(CSS, "<p></p>")).not.toContain("html{");
    expect(cut).toContain("@layer components;");
    // `group-hover:underline` without `group` on the page never applies.
    expect(cut).not.toContain("group-hover");
    expect(cut).not.toContain(".text-red-700");
    expect(cut).not.toContain("max-sm");
    expect(cut).not.toContain("content-");
    expect(cut).not.toContain("tailwindcss");
  });

  it("keeps the @property rules the kept rules read and drops the rest", () => {
    const cut = criticalCss(CSS, '<html><p class="text-teal-700 border-b"></p>');
    expect(cut).toContain("@property --tw-border-style{");
    expect(cut).not.toContain("@property --tw-shadow");
  });

  it("writes the theme's values where the rules read them, through other theme values", () => {
    const cut = criticalCss(CSS, '<html><p class="text-teal-700 border-b"></p>');
    expect(cut).toContain(".text-teal-700{color:#0f766e}");
    expect(cut).toContain("html{font-family:system-ui}");
    expect(cut).not.toContain("@layer theme");
    expect(cut).not.toContain("--color-red-700");
  });

  it("keeps a theme value that the page's own markup or a read with a fallback needs", () => {
    const css =
      "@layer theme{:root,:host{--color-a:red;--color-b:blue}}.x{color:var(--color-b,green)}.y{color:var(--color-a)}";
    expect(criticalCss(css, '<html><p class="x y" style="fill:var(--color-a)"></p>')).toBe(
      "@layer theme{:root,:host{--color-a:red;--color-b:blue}}.x{color:var(--color-b,green)}.y{color:var(--color-a)}",
    );
    expect(criticalCss(css, '<html><p class="y"></p>')).toBe(".y{color:red}");
  });

  it("keeps the keyframes a kept rule animates with, and only those", () => {
    const withToast = criticalCss(CSS, '<div class="toast-autohide"></div>');
    expect(withToast).toContain("@keyframes toast-hide{to{opacity:0}}");
    expect(withToast).not.toContain("@keyframes spin");
    expect(criticalCss(CSS, '<div class="text-teal-700"></div>')).not.toContain("@keyframes");
  });

  it("keeps a rule whose selector list names one present class", () => {
    expect(criticalCss(".a,.b{color:red}", '<p class="b"></p>')).toBe(".b{color:red}");
    expect(criticalCss(":is(.a,.b) p{color:red}", '<p class="a b"></p>')).toBe(":is(.a,.b) p{color:red}");
  });

  it("gives a page the cut its own markup needs, whichever page was cut before it", () => {
    const teal = '<p class="text-teal-700">a</p>';
    const red = '<p class="text-red-700">a</p>';
    const styled = '<p class="text-teal-700" style="color:var(--color-teal-700)">a</p>';
    const first = criticalCss(CSS, teal);
    expect(criticalCss(CSS, red)).toContain("#b91c1c");
    expect(criticalCss(CSS, red)).not.toContain("#0f766e");
    // The same classes again: the same cut.
    expect(criticalCss(CSS, `${teal}<!-- another page -->`)).toBe(first);
    // The same classes but markup reading a theme value: that value keeps its declaration.
    expect(first).not.toContain("--color-teal-700:");
    expect(criticalCss(CSS, styled)).toContain("--color-teal-700:#0f766e");
  });
});
