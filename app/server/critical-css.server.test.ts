import { describe, expect, it } from "vitest";
import { criticalCss, htmlClasses, selectorClasses } from "./critical-css.server";

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
  "@keyframes toast-hide{to{opacity:0}}",
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false}',
].join("");

describe("critical CSS", () => {
  it("reads class names out of escaped selectors", () => {
    expect(selectorClasses(".sm\\:p-4")).toEqual(["sm:p-4"]);
    expect(selectorClasses(".group:hover .group-hover\\:underline")).toEqual(["group", "group-hover:underline"]);
    expect(selectorClasses(".py-2\\.5")).toEqual(["py-2.5"]);
    expect(selectorClasses(".\\32 xl\\:p-1")).toEqual(["2xl:p-1"]);
    expect(selectorClasses("html,[hidden]")).toEqual([]);
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
      '<main class="text-teal-700 sm:p-4 py-2.5 border-b"><a class="group-hover:underline"></a></main>',
    );
    expect(cut).toContain(".text-teal-700{color:var(--color-teal-700)}");
    expect(cut).toContain("@media (width>=40rem){.sm\\:p-4{padding:2rem}}");
    expect(cut).toContain(".py-2\\.5{");
    expect(cut).toContain("html{font-family:var(--default-font-family)}[hidden]{display:none!important}");
    expect(cut).toContain("@keyframes toast-hide{to{opacity:0}}");
    expect(cut).toContain("@layer components;");
    // `group-hover:underline` without `group` on the page never applies.
    expect(cut).not.toContain("group-hover");
    expect(cut).not.toContain(".text-red-700");
    expect(cut).not.toContain("max-sm");
    expect(cut).not.toContain("content-");
    expect(cut).not.toContain("tailwindcss");
  });

  it("keeps the custom properties the kept rules read, through other properties, and drops the rest", () => {
    const cut = criticalCss(CSS, '<p class="text-teal-700 border-b"></p>');
    expect(cut).toContain("--color-teal-700:#0f766e");
    expect(cut).toContain("--font-sans:system-ui");
    expect(cut).toContain("--default-font-family:var(--font-sans)");
    expect(cut).not.toContain("--color-red-700");
    expect(cut).toContain("@property --tw-border-style{");
    expect(cut).not.toContain("@property --tw-shadow");
  });

  it("keeps a rule whose selector list names one present class", () => {
    expect(criticalCss(".a,.b{color:red}", '<p class="b"></p>')).toBe(".b{color:red}");
    expect(criticalCss(":is(.a,.b) p{color:red}", '<p class="a b"></p>')).toBe(":is(.a,.b) p{color:red}");
  });
});
