import { XSS_CORPUS } from "../fixtures/xss-corpus";
import { expect, test } from "./support";

// Issue 11: the sanitizer's output for every known payload, parsed and run by a real browser.
// Any script that runs would open a dialog, set a global, or ask the payloads' host for something.
test("no payload of the corpus runs script or reaches another host once sanitized", async ({
  page,
  request,
  baseURL,
}) => {
  const dialogs: string[] = [];
  const offsite: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.context().route(
    (url) => url.hostname.endsWith("evil.example"),
    async (route) => {
      offsite.push(route.request().url());
      await route.abort();
    },
  );
  await page.addInitScript(() => {
    for (const name of ["alert", "confirm", "prompt", "print"] as const) {
      (window as unknown as Record<string, unknown>)[name] = () => {
        (window as unknown as { ran: number }).ran = ((window as unknown as { ran?: number }).ran ?? 0) + 1;
      };
    }
  });

  const response = await request.post("/__test/sanitize", {
    form: { payloads: JSON.stringify(XSS_CORPUS) },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Same origin as the site, so relative addresses resolve as they would on an article page.
  await page.goto("/robots.txt");
  await page.setContent(html, { waitUntil: "load" });
  await expect(page.locator("[data-case]")).toHaveCount(XSS_CORPUS.length);
  // Let timers, autofocus, animations and lazy images fire; hover and click every link.
  for (const link of await page.locator("[data-case] a").all()) await link.hover().catch(() => undefined);
  await page.waitForTimeout(500);

  expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran ?? 0)).toBe(0);
  expect(dialogs).toEqual([]);
  expect(offsite).toEqual([]);
  const dangerous = await page.evaluate(() =>
    [...document.querySelectorAll("[data-case] *")].flatMap((element) => {
      const found: string[] = [];
      if (/^(script|style|iframe|object|embed|svg|math|form|input|base|meta|link)$/i.test(element.tagName))
        found.push(element.outerHTML);
      for (const attribute of element.getAttributeNames())
        if (/^on/i.test(attribute) || attribute === "style") found.push(element.outerHTML);
      for (const attribute of ["href", "src"]) {
        const value = attribute === "href" ? (element as HTMLAnchorElement).href : (element as HTMLImageElement).src;
        if (value && !/^(https?|mailto):/i.test(value)) found.push(element.outerHTML);
      }
      return found;
    }),
  );
  expect(dangerous).toEqual([]);
});
