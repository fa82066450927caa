import { DEMO, expect, gotoHydrated, signIn, test } from "./support";

/** Collects CSP violations the page reports (the event fires for blocked scripts, styles, frames). */
async function watchViolations(page: import("@playwright/test").Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${location.pathname}`,
      );
    });
  });
  return violations;
}

test("pages run under the enforced CSP with no violation, the article editor included", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ["/", "/kalkulator", "/tanya-kami", "/kontak", "/login"]) {
    await gotoHydrated(page, path);
  }
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page.getByRole("dialog", { name: "Kamu Berhasil Masuk!" })).toBeVisible();
  await gotoHydrated(page, "/admin/artikel/baru");
  // The rich-text editor's script mounts TipTap, which adds its base styles (with the page's nonce).
  await expect(page.getByRole("toolbar", { name: "Format teks" })).toBeVisible();
  await expect(page.locator(".ProseMirror")).toBeVisible();
  // TipTap's base style (white-space: break-spaces on the editable) applied, so its <style>
  // was allowed; our own CSS never sets it.
  await expect(page.locator(".ProseMirror")).toHaveCSS("white-space", "break-spaces");
  expect(violations).toEqual([]);
});

test("an injected inline script without the nonce does not run", async ({ page }) => {
  await gotoHydrated(page, "/");
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});

test("a form post from the site's own page carries its Origin (the referrer policy keeps it)", async ({ page }) => {
  const posts: import("@playwright/test").Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request);
  });
  await gotoHydrated(page, "/login");
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await expect(page.getByRole("dialog", { name: "Kamu Berhasil Masuk!" })).toBeVisible();
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) expect((await post.allHeaders()).origin).toBe(new URL(page.url()).origin);
});

test("a burst of posts whose bodies no route reads leaves the local server answering", async ({ request }) => {
  const body = "x=".concat("a".repeat(20_000));
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    // A page without an action (405 from the router), a cross-site refusal (403 from the guard)
    // and a method the site does not take (405 from the guard): none of them reads the body.
    const about = await request.post("/tentang-saya", { data: body, headers: form });
    const crossSite = await request.post("/kontak", {
      data: body,
      headers: { ...form, Origin: "https://evil.example" },
    });
    const put = await request.fetch("/kontak", { method: "PUT", data: body, headers: form });
    statuses.push(about.status(), crossSite.status(), put.status());
  }
  expect(new Set(statuses)).toEqual(new Set([405, 403]));
  const home = await request.get("/");
  expect(home.status()).toBe(200);
});

test("streamed bodies past a form's cap are refused with 413 and leave the local server answering", async ({
  baseURL,
}) => {
  // No Content-Length (chunked): the form reads up to its cap, then must read the rest away.
  const chunk = new TextEncoder().encode(`x=${"a".repeat(64 * 1024)}`);
  for (let i = 0; i < 3; i++) {
    for (const path of ["/login", "/kontak", "/kalkulator"]) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let n = 0; n < 5; n++) controller.enqueue(chunk);
          controller.close();
        },
      });
      const response = await fetch(new URL(path, baseURL), {
        method: "POST",
        body,
        duplex: "half",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "CF-Connecting-IP": `10.9.${i}.${path.length}`,
        },
      } as RequestInit);
      expect(response.status, path).toBe(413);
      await response.text();
    }
  }
  expect((await fetch(new URL("/", baseURL))).status).toBe(200);
});
