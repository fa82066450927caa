import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support";

// A page without the framework inlines only the CSS rules its HTML uses (decisions 039, 042). Each page here
// is read as served, then with the whole built stylesheet put in that <style>, at the
// phone's width and a desktop's: every element (and its ::before and ::after) must compute the
// same style both times, or the cut dropped a rule the page needs. Custom properties are left
// out of the comparison: the cut drops those no rule reads, which is its point; so are the sizes
// computed from the content (an article's view count grows with each load), which follow from
// the compared properties anyway.
const PAGES = [
  "/",
  "/artikel",
  "/artikel/1",
  "/tumbuh-kembang",
  "/tumbuh-kembang/0-3-bulan",
  "/tanda-bahaya",
  "/imunisasi",
  "/tentang-saya",
  "/kebijakan-privasi",
  "/artikel/99999",
  // Pages with the enhancement script (its new elements are clones of the page's templates).
  "/kalkulator",
  "/tumbuh-kembang/cek",
  "/login",
  "/register",
  "/tanya-kami",
  "/kontak",
];

/** The whole built stylesheet (no page links it: a test route serves it, decision 061). */
async function wholeStylesheet(request: APIRequestContext): Promise<string> {
  const response = await request.get("/__test/stylesheet");
  expect(response.status(), "the test route serves the whole stylesheet").toBe(200);
  return response.text();
}

/**
 * Every element's computed style (and its ::before and ::after), kept in the page, served with
 * the cut; then the whole stylesheet replaces the cut in that <style> (no second load: the page,
 * its counters and its content stay exactly as they were) and the elements styled differently are
 * named. The comparison runs in the page: only the differing elements cross to the test.
 */
function compareWithWhole(page: Page, fullCss: string) {
  return page.evaluate((css) => {
    const fromContent = /^(width|height|inline-size|block-size|perspective-origin|transform-origin)$/;
    // Only the properties some rule of the whole stylesheet sets (shorthands as the browser
    // expands them) can differ when a rule is cut: the others are compared for nothing.
    const declared = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const property of rule.style) declared.add(property);
        if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    collect(sheet.cssRules);
    const properties = [...declared].filter((property) => !property.startsWith("--") && !fromContent.test(property));
    const describe = (element: Element, pseudo: string | null) => {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === "none") return "";
      return properties.map((property) => `${property}:${style.getPropertyValue(property)}`).join(";");
    };
    const styles = () =>
      [...document.querySelectorAll("*")].map((element) =>
        [describe(element, null), describe(element, "::before"), describe(element, "::after")].join("|"),
      );
    const style = document.querySelector("style[data-site-css]");
    const cut = style?.textContent ?? "";
    const served = styles();
    if (style) style.textContent = css;
    const whole = styles();
    const elements = [...document.querySelectorAll("*")];
    return {
      cutLength: cut.length,
      servedCount: served.length,
      wholeCount: whole.length,
      differing: whole
        .map((entry, index) =>
          entry === served[index]
            ? ""
            : `${index} <${elements[index]!.tagName.toLowerCase()} class="${elements[index]!.getAttribute("class") ?? ""}">`,
        )
        .filter(Boolean),
    };
  }, fullCss);
}

test("every page without the framework computes the same styles with its cut of the stylesheet as with all of it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const fullCss = await wholeStylesheet(request);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      const { cutLength, servedCount, wholeCount, differing } = await compareWithWhole(page, fullCss);
      expect(cutLength, `${path}: the inline CSS is a cut of the whole`).toBeGreaterThan(0);
      expect(cutLength, `${path}: the inline CSS is a cut of the whole`).toBeLessThan(fullCss.length);
      expect(wholeCount, path).toBe(servedCount);
      expect(differing, `${path} at ${width} px styled differently with the whole stylesheet`).toEqual([]);
    }
  }
});
