import type { BrowserContext, Page } from "@playwright/test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { KEPT_AT, MAX_READ_DAYS, READ_CACHE } from "../../app/domain/offline";
import { DEMO, expect, gotoHydrated, lastPeriodDaysAgo, signedIn, test } from "./support";

// Issue 17 (decision 047): a phone with JavaScript and a service worker opens the site once, then
// loses its network. The other journeys block service workers (playwright.config.ts); these
// allow them, each in a fresh context of its own.
test.use({ serviceWorkers: "allow", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A date `days` before today in Jakarta, as YYYY-MM-DD. */
const daysAgo = (days: number) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
};

/** Whether the page's service worker has kept `paths` (looked up in every cache, as the worker does). */
const kept = (page: Page, paths: string[]) =>
  page.evaluate(
    async (list) =>
      (await Promise.all(list.map(async (path) => (await caches.match(path)) !== undefined))).every(Boolean),
    paths,
  );

/** Opens `/`, waits until the worker controls the page and has kept what it keeps from a first visit. */
async function firstVisit(page: Page) {
  await gotoHydrated(page, "/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        kept(page, [
          "/offline",
          "/tanda-bahaya",
          "/",
          "/kalkulator",
          "/tumbuh-kembang",
          "/tumbuh-kembang/0-3-bulan",
          "/tumbuh-kembang/3-5-tahun",
          "/tumbuh-kembang/cek",
        ]),
      { timeout: 60_000, message: "the first visit's pages are kept" },
    )
    .toBe(true);
}

async function offline(context: BrowserContext) {
  await context.setOffline(true);
}

/** Fills the growth check's form for a 10-month-old girl. */
async function fillGrowthCheck(page: Page, weight: string) {
  const form = page.locator("#cek-area form");
  await form.getByLabel("Perempuan").check();
  await form.getByLabel("Tanggal lahir").fill(daysAgo(300));
  await form.getByLabel("Berat badan (kg)").fill(weight);
  await form.getByLabel("Panjang atau tinggi badan (cm)").fill("70,5");
  await form.getByLabel("Berbaring (panjang badan)").check();
  await form.getByLabel("Lingkar kepala (cm, tidak wajib)").fill("43,0");
  await form.getByRole("button", { name: "Cek Pertumbuhan" }).click();
}

test("a visitor who opened the site once uses the danger signs, the guides, an article she read, the calculators and the growth check offline", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await firstVisit(page);

  // Online, the growth check is scored by the server: its result, to compare with the offline one.
  await gotoHydrated(page, "/tumbuh-kembang/cek");
  await fillGrowthCheck(page, "7,9");
  const serverResult = page.getByRole("region", { name: "Hasil Cek Pertumbuhan" });
  await expect(serverResult.getByTestId("growth-indicator")).toHaveCount(5);
  const serverText = await serverResult.innerText();
  // The signal drops on the same page: the form the server's answer put in place checks offline.
  await offline(context);
  await page.evaluate(() => document.querySelector("section#hasil-cek")?.setAttribute("data-lama", ""));
  await page.locator("#cek-area form").getByRole("button", { name: "Cek Pertumbuhan" }).click();
  // A new result in place of the server's, on the same document.
  await expect(page.locator("section#hasil-cek[data-lama]")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Hasil Cek Pertumbuhan" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Hasil Cek Pertumbuhan" }).getByTestId("growth-indicator")).toHaveCount(
    5,
  );
  expect(await page.getByRole("region", { name: "Hasil Cek Pertumbuhan" }).innerText()).toBe(serverText);
  expect(await page.evaluate(() => document.title)).toContain("Cek Pertumbuhan");
  await context.setOffline(false);

  // An article read online is kept as it was read.
  await gotoHydrated(page, "/artikel");
  const firstArticle = page.locator('main a[href^="/artikel/"]').filter({ hasText: /\w/ }).first();
  const articlePath = (await firstArticle.getAttribute("href"))!;
  await page.goto(articlePath);
  const articleTitle = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  await expect.poll(() => kept(page, [articlePath]), { message: "the article is kept" }).toBe(true);

  // A copy kept a month ago: its dates are a month old (today's default, the pickers' limit).
  const today = daysAgo(0);
  await page.evaluate(
    async ({ dates, old }) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const kept = await cache.match("/tumbuh-kembang/cek");
        if (!kept) continue;
        let html = await kept.text();
        for (const date of dates) html = html.replaceAll(`"${date}"`, `"${old}"`);
        await cache.put("/tumbuh-kembang/cek", new Response(html, { headers: kept.headers }));
      }
    },
    { dates: [today, daysAgo(-1)], old: daysAgo(30) },
  );

  await offline(context);

  await page.goto("/tanda-bahaya");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tanda Bahaya");
  await expect(page.getByRole("link", { name: "telepon 119", exact: true })).toBeVisible();

  await page.goto("/tumbuh-kembang");
  await page.locator('main a[href="/tumbuh-kembang/4-6-bulan"]').first().click();
  await expect(page).toHaveURL(/\/tumbuh-kembang\/4-6-bulan$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(articlePath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(articleTitle);

  // The calculators compute on the phone and say the result is not saved.
  await gotoHydrated(page, "/kalkulator");
  await expect(page.getByText("Anda sedang offline.")).toBeVisible();
  const lastPeriod = lastPeriodDaysAgo(100);
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").fill(lastPeriod.iso);
  await hpl.getByRole("button", { name: "Hitung" }).click();
  await expect(hpl).toContainText(lastPeriod.dueDateLong);
  await expect(hpl).toContainText("14 minggu 2 hari");
  const fertility = page.getByRole("region", { name: "Kalkulator Masa Subur" });
  await fertility.getByLabel("Tanggal hari pertama haid terakhir").fill("2026-01-31");
  await fertility.getByLabel("Panjang siklus haid (hari)").fill("35");
  await fertility.getByRole("button", { name: "Hitung" }).click();
  await expect(fertility).toContainText("7 Maret 2026");
  const weight = page.getByRole("region", { name: "Kalkulator Kenaikan Berat Badan" });
  await weight.getByLabel("Tinggi badan (cm)").fill("160");
  await weight.getByLabel("Berat badan sebelum hamil (kg)").fill("300");
  await weight.getByRole("button", { name: "Hitung" }).click();
  // Refused input gets the server's message, from the same functions, without a server.
  await expect(weight.getByRole("alert")).toContainText("Berat badan sebelum hamil (kg)");
  await expect(weight.getByRole("alert")).toContainText("antara 30 dan 150 kg");
  await weight.getByLabel("Berat badan sebelum hamil (kg)").fill("64");
  await weight.getByRole("button", { name: "Hitung" }).click();
  // 64 / 1.6² = 25.0: overweight, 7-11.5 kg (IOM 2009).
  await expect(weight).toContainText("Berat badan berlebih (Overweight)");
  await expect(weight.getByRole("alert")).toHaveCount(0);
  await expect(page).toHaveURL(/\/kalkulator$/);

  // The growth check scores on the phone with the same tables and functions: the same result.
  await gotoHydrated(page, "/tumbuh-kembang/cek");
  await expect(page.getByText("Anda sedang offline.")).toBeVisible();
  // The old copy says today again, and takes today.
  const measuredOn = page.locator("#cek-area form").getByLabel("Tanggal pengukuran");
  await expect(measuredOn).toHaveValue(today);
  expect(await measuredOn.getAttribute("max")).not.toBe(daysAgo(30));
  expect((await measuredOn.evaluate((input: HTMLInputElement) => input.max)) >= today).toBe(true);
  await fillGrowthCheck(page, "0");
  await expect(page.locator("#cek-area form").getByRole("alert")).toContainText("Masukkan berat badan antara");
  await page.locator("#cek-area form").getByLabel("Berat badan (kg)").fill("7,9");
  await page.locator("#cek-area form").getByRole("button", { name: "Cek Pertumbuhan" }).click();
  const offlineResult = page.getByRole("region", { name: "Hasil Cek Pertumbuhan" });
  await expect(offlineResult.getByTestId("growth-indicator")).toHaveCount(5);
  expect(await offlineResult.innerText()).toBe(serverText);
  await expect(page.locator("#cek-area form").getByRole("alert")).toHaveCount(0);

  // A page never opened: the offline page, with the article she read.
  await page.goto("/kontak");
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/kontak$/);
  await expect(page.getByRole("region", { name: "Artikel yang pernah Anda baca" }).getByRole("link")).toHaveText([
    articleTitle,
  ]);
  await page.getByRole("link", { name: "Tanda Bahaya", exact: true }).first().click();
  await expect(page).toHaveURL(/\/tanda-bahaya$/);

  await context.setOffline(false);
  await page.goto("/kontak");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Anda sedang offline");
});

/** The demo member's name (scripts/demo-accounts.mjs): the top bar shows it to her when signed in. */
const MEMBER_NAME = "Siti Rahayu";

test("nothing personal is kept: after logout, the dashboard is never served from a cache", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await firstVisit(page);
  await signedIn(page, DEMO.member.email, DEMO.member.password);
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const dashboardText = await page.locator("main").innerText();
  await expect(page.locator("header")).toContainText(MEMBER_NAME);
  // Signed in, an article is read from the network but not kept (it names the reader).
  await page.goto("/artikel/1");
  await gotoHydrated(page, "/tanda-bahaya");

  // The phone's menu (a <details>) holds Logout.
  await page
    .locator("summary")
    .filter({ hasText: /^Menu$/ })
    .click();
  await page.locator("details[open]").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByTestId("toast")).toContainText("Berhasil Logout");

  const everything = await page.evaluate(async () => {
    const entries: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get("Content-Type") ?? "";
        entries.push({ url: request.url, body: type.startsWith("text/html") ? await response!.text() : "" });
      }
    }
    return entries;
  });
  expect(everything.length).toBeGreaterThan(5);
  for (const { url, body } of everything) {
    expect(url).not.toMatch(/\/(dashboard|admin|login|logout)\b/);
    expect(url).not.toContain("/artikel/1");
    expect(body, url).not.toContain(DEMO.member.email);
    expect(body, url).not.toContain(MEMBER_NAME);
    expect(body, url).not.toContain('action="/logout"');
  }
  // The danger signs were opened signed in, and kept only as an anonymous reader gets them.
  const dangerSigns = everything.find(({ url }) => new URL(url).pathname === "/tanda-bahaya");
  expect(dangerSigns?.body).toContain('href="/login"');

  await offline(context);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  expect(await page.locator("main").innerText()).not.toBe(dashboardText);
});

/** Sets the worker's own mark of when `path` was read back past MAX_READ_DAYS. */
const readLongAgo = (page: Page, path: string) =>
  page.evaluate(
    async ({ path, cacheName, header, readAt }) => {
      const cache = await caches.open(cacheName);
      const copy = (await cache.match(path))!;
      const headers = new Headers(copy.headers);
      headers.set(header, String(readAt));
      await cache.put(path, new Response(await copy.text(), { headers }));
    },
    { path, cacheName: READ_CACHE, header: KEPT_AT, readAt: Date.now() - (MAX_READ_DAYS + 1) * 86_400_000 },
  );

test("an article read more than a month ago is not kept: offline it is gone, and so is its line on the offline page", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await firstVisit(page);
  await gotoHydrated(page, "/artikel");
  const articlePath = (await page.locator('main a[href^="/artikel/"]').first().getAttribute("href"))!;
  await page.goto(articlePath);
  await expect.poll(() => kept(page, [articlePath]), { message: "the article is kept" }).toBe(true);
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await gotoHydrated(page, "/offline");
  await expect(page.getByRole("region", { name: "Artikel yang pernah Anda baca" })).toBeVisible();
  // The kept article's title is read without its styles, which carry another response's nonce.
  expect(cspViolations).toEqual([]);

  await readLongAgo(page, articlePath);

  await gotoHydrated(page, "/offline");
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Artikel yang pernah Anda baca" })).toBeHidden();
  expect(await kept(page, [articlePath])).toBe(false);

  // Kept again when read again, and gone offline once it is too old, never shown stale.
  await page.goto(articlePath);
  await expect.poll(() => kept(page, [articlePath]), { message: "the article is kept again" }).toBe(true);
  await readLongAgo(page, articlePath);
  await offline(context);
  await page.goto(articlePath);
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  expect(await kept(page, [articlePath])).toBe(false);
});

test("the site installs: Chrome finds no installability error", async () => {
  test.setTimeout(90_000);
  // Chrome never offers to install from an incognito window, which every Playwright context is:
  // this test runs in a browser profile of its own, as a phone's Chrome would.
  const profile = await mkdtemp(join(tmpdir(), "bidanku-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: "allow",
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await firstVisit(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ short_name: "Bidanku", lang: "id", display: "standalone", start_url: "/" });
    const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"], icon.src).toContain(icon.type);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

/** Tells the page's worker whether the reader saves data, and waits for its answer (what it kept). */
const tellWorker = (page: Page, on: boolean) =>
  page.evaluate(
    (saving) =>
      new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener("message", (event) => {
          if (event.data?.type === "hemat-kept") resolve(event.data.full);
        });
        // Messages from the worker wait for this when the listener is not `onmessage`.
        navigator.serviceWorker.startMessages();
        void navigator.serviceWorker.ready.then((registration) =>
          registration.active?.postMessage({ type: "hemat", on: saving }),
        );
      }),
    on,
  );

test("with Hemat data on, only the offline page and the danger signs are kept ahead, the rest once it is off", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.context().setExtraHTTPHeaders({ "Save-Data": "on" });
  await gotoHydrated(page, "/artikel");
  await expect(page.locator("footer")).toContainText("menyala");
  expect(await tellWorker(page, true)).toBe(false);
  expect(await kept(page, ["/offline", "/tanda-bahaya"])).toBe(true);
  expect(await kept(page, ["/kalkulator"])).toBe(false);
  expect(await kept(page, ["/tumbuh-kembang/cek"])).toBe(false);
  expect(await kept(page, ["/tumbuh-kembang"])).toBe(false);

  // Switched off, the whole set is kept.
  expect(await tellWorker(page, false)).toBe(true);
  expect(await kept(page, ["/kalkulator", "/tumbuh-kembang/cek", "/tumbuh-kembang/0-3-bulan"])).toBe(true);
});
