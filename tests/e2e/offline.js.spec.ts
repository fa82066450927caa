import type { BrowserContext, Page, Response } from "@playwright/test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { isPagePath, KEPT_AT, MAX_READ_DAYS, READ_CACHE } from "../../app/domain/offline";
import { DEMO, e2eRows, e2eSql, expect, gotoHydrated, lastPeriodDaysAgo, signedIn, test } from "./support";

// Issue 17 (decision 047): a phone with JavaScript and a service worker opens the site once, then
// loses its network. The other journeys block service workers (playwright.config.ts); these
// allow them, each in a fresh context of its own. Issue 32 (decision 066): the worker keeps only
// the offline page and the danger signs ahead; the rest is the reader's choice.
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

/** Whether any of `paths` is kept. */
const anyKept = (page: Page, paths: string[]) =>
  page.evaluate(
    async (list) =>
      (await Promise.all(list.map(async (path) => (await caches.match(path)) !== undefined))).some(Boolean),
    paths,
  );

/** What every phone keeps from its first visit (OFFLINE_MINIMUM). */
const MINIMUM = ["/offline", "/tanda-bahaya"];
/** The rest of the whole set, which only the offline page's switch keeps. */
const REST_OF_SET = [
  "/",
  "/kalkulator",
  "/tumbuh-kembang",
  "/tumbuh-kembang/cek",
  "/tumbuh-kembang/0-3-bulan",
  "/tumbuh-kembang/3-5-tahun",
  "/imunisasi",
];

/** A request the service worker made, as the network answered it. */
interface WorkerRequest {
  path: string;
  status: number;
  /** Bytes of the body as sent (wrangler dev compresses); a 304 or a copy from the browser's cache has none. */
  bytes: number;
  ifNoneMatch: string | undefined;
}

/**
 * `promise`, or `fallback` after 5 s: Chromium never finishes a request whose body the worker did
 * not read (a 304 it answers from its copy), and Playwright then waits for its sizes for ever.
 */
const within = <T>(promise: Promise<T>, fallback: T) =>
  Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), 5_000)),
  ]);

const NO_SIZES = { requestBodySize: 0, requestHeadersSize: 0, responseBodySize: 0, responseHeadersSize: 0 };

/**
 * Records every answer the service worker gets from now on. It also passes on the requests of a
 * page it controls (scripts, pictures): take() before the step measured leaves those out.
 */
function watchWorker(context: BrowserContext) {
  const pending: Promise<WorkerRequest>[] = [];
  const record = async (response: Response): Promise<WorkerRequest> => ({
    path: new URL(response.url()).pathname,
    status: response.status(),
    bytes:
      response.status() === 200
        ? Math.max(0, (await within(response.request().sizes(), NO_SIZES)).responseBodySize)
        : 0,
    ifNoneMatch: (await within(response.request().allHeaders(), response.request().headers()))["if-none-match"],
  });
  context.on("response", (response) => {
    if (response.request().serviceWorker()) pending.push(record(response));
  });
  return {
    /** What the worker asked for so far, its own requests only; cleared for the next step. */
    take: () => Promise.all(pending.splice(0)),
  };
}

/** Waits until the page's worker controls it (it has kept the minimum by then: install comes first). */
async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}

/** Opens `path`, waits until the worker controls the page and has kept the minimum. */
async function firstVisit(page: Page, path = "/") {
  await gotoHydrated(page, path);
  await workerInControl(page);
  await expect
    .poll(() => kept(page, MINIMUM), { timeout: 60_000, message: "the first visit's pages are kept" })
    .toBe(true);
}

/** "Simpan untuk offline" on `path`, waiting for "Tersimpan untuk offline". */
async function keepForOffline(page: Page, path: string) {
  await gotoHydrated(page, path);
  const control = page.locator(`[data-keep-offline="${path}"]`);
  await control.getByRole("button", { name: "Simpan untuk offline" }).click();
  await expect(control.getByRole("status")).toContainText("Tersimpan untuk offline", { timeout: 30_000 });
  return control;
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
  // A LiLA under 11.5 cm (issue 34): the "hari ini" box first, and a sixth card, LiLA/U.
  await form.getByLabel("Lingkar lengan atas / LiLA (cm, tidak wajib)").fill("11,2");
  await form.getByLabel("Tidak ada bengkak yang membekas").check();
  await form.getByRole("button", { name: "Cek Pertumbuhan" }).click();
}

test("a first visit of an article keeps only the offline page and the danger signs: a few small requests", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const worker = watchWorker(context);
  await firstVisit(page, "/artikel/1");
  // Install is done before the worker takes the page; its last answers may still be reported.
  await page.waitForTimeout(500);
  const requests = await worker.take();
  const summary = requests.map(({ path, status, bytes }) => `${status} ${path} ${bytes} B`).join(", ");
  expect(
    requests
      .filter(({ path }) => isPagePath(path))
      .map(({ path }) => path)
      .sort(),
    summary,
  ).toEqual(MINIMUM);
  // The worker itself, the two pages, the manifest and the icon (186 KB in 20 requests before
  // decision 066, with the whole set).
  expect(requests.length, summary).toBeLessThanOrEqual(5);
  const bytes = requests.reduce((sum, { bytes }) => sum + bytes, 0);
  expect(bytes, summary).toBeLessThan(40 * 1024);
  expect(await anyKept(page, REST_OF_SET)).toBe(false);
});

test("a visitor keeps the calculators, the growth check and a guide with 'Simpan untuk offline', and uses them offline with an article she read and the danger signs", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const worker = watchWorker(context);
  await firstVisit(page);
  expect(await anyKept(page, REST_OF_SET)).toBe(false);
  await worker.take();

  // The page she has just loaded and its scripts come from the browser's cache: keeping it asks
  // the server once, and an unchanged page is a 304 (its entity tag).
  await gotoHydrated(page, "/kalkulator");
  await worker.take();
  const calculators = page.locator('[data-keep-offline="/kalkulator"]');
  await calculators.getByRole("button", { name: "Simpan untuk offline" }).click();
  await expect(calculators.getByRole("status")).toContainText("Tersimpan untuk offline", { timeout: 15_000 });
  await expect(calculators.getByRole("button", { name: "Hapus dari perangkat" })).toBeVisible();
  const keeping = await worker.take();
  expect(keeping.map(({ path }) => path)).toContain("/kalkulator");
  const downloaded = keeping.filter(({ bytes }) => bytes > 0);
  expect(downloaded, JSON.stringify(keeping)).toEqual([]);
  expect(await kept(page, ["/kalkulator"])).toBe(true);
  // Shown again as kept, on the next visit.
  await gotoHydrated(page, "/kalkulator");
  await expect(calculators.getByRole("status")).toContainText("Tersimpan untuk offline", { timeout: 15_000 });
  await keepForOffline(page, "/tumbuh-kembang/cek");
  // A guide is a reading page: the control's inline script, no script file.
  await keepForOffline(page, "/tumbuh-kembang/4-6-bulan");
  expect(await anyKept(page, ["/", "/tumbuh-kembang", "/tumbuh-kembang/0-3-bulan"])).toBe(false);

  // Online, the growth check is scored by the server: its result, to compare with the offline one.
  await gotoHydrated(page, "/tumbuh-kembang/cek");
  await fillGrowthCheck(page, "7,9");
  const serverResult = page.getByRole("region", { name: "Hasil Cek Pertumbuhan" });
  await expect(serverResult.getByTestId("growth-indicator")).toHaveCount(6);
  await expect(serverResult.getByTestId("severe-box")).toContainText("hari ini");
  const serverText = await serverResult.innerText();
  // The signal drops on the same page: the form the server's answer put in place checks offline.
  await offline(context);
  await page.evaluate(() => document.querySelector("section#hasil-cek")?.setAttribute("data-lama", ""));
  await page.locator("#cek-area form").getByRole("button", { name: "Cek Pertumbuhan" }).click();
  // A new result in place of the server's, on the same document.
  await expect(page.locator("section#hasil-cek[data-lama]")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Hasil Cek Pertumbuhan" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Hasil Cek Pertumbuhan" }).getByTestId("growth-indicator")).toHaveCount(
    6,
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

  await page.goto("/tumbuh-kembang/4-6-bulan");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Anda sedang offline");
  // A guide she did not keep: the offline page, at its address.
  await page.goto("/tumbuh-kembang/0-3-bulan");
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/tumbuh-kembang\/0-3-bulan$/);

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
  await expect(offlineResult.getByTestId("growth-indicator")).toHaveCount(6);
  await expect(offlineResult.getByTestId("severe-box")).toContainText("hari ini");
  expect(await offlineResult.innerText()).toBe(serverText);
  await expect(page.locator("#cek-area form").getByRole("alert")).toHaveCount(0);

  // A page never opened: the offline page, with the article she read.
  await page.goto("/kontak");
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/kontak$/);
  await expect(page.getByRole("region", { name: "Yang pernah Anda baca" }).getByRole("link")).toHaveText([
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
  // Kept signed in, the calculators are kept as an anonymous reader gets them.
  const calculators = await keepForOffline(page, "/kalkulator");
  await expect(page.locator("header")).toContainText(MEMBER_NAME);
  await expect(calculators.getByRole("button", { name: "Hapus dari perangkat" })).toBeVisible();
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
  expect(everything.length).toBeGreaterThan(4);
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
  const keptCalculators = everything.find(({ url }) => new URL(url).pathname === "/kalkulator");
  expect(keptCalculators?.body).toContain('href="/login?redirectTo=%2Fkalkulator"');

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
  await expect(page.getByRole("region", { name: "Yang pernah Anda baca" })).toBeVisible();
  // The kept article's title is read without its styles, which carry another response's nonce.
  expect(cspViolations).toEqual([]);

  await readLongAgo(page, articlePath);

  await gotoHydrated(page, "/offline");
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Yang pernah Anda baca" })).toBeHidden();
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

test("a Tanya Jawab answer read online is kept for offline, and taken off the phone once its page is gone", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A published answer whose asker allowed it (issue 39; the forms' own journey: publish-consent).
  const title = `Tanya jawab tersimpan ${Date.now()}`;
  const [question] = await e2eRows<{ id: number }>(
    "INSERT INTO questions (user_id, email, topic, question, status, answer, publish_consent_at) SELECT id, email, 'Nifas', 'Asli', 'answered', 'Jawab', 1 FROM users WHERE email = 'member@bidanku.test' RETURNING id",
  );
  const [entry] = await e2eRows<{ id: number }>(
    "INSERT INTO qa_entries (question_id, title, question, answer, category, published_at, reviewer_name, reviewed_at, sources) VALUES (?, ?, 'Suntingan', 'Jawaban', 'Nifas', 1, 'Bidan', '2026-01-01', '[{\"citation\":\"Buku KIA\"}]') RETURNING id",
    question!.id,
    title,
  );
  const path = `/tanya-jawab/${entry!.id}`;
  await firstVisit(page);
  await page.goto(path);
  await expect.poll(() => kept(page, [path]), { message: "the answer is kept" }).toBe(true);
  await offline(context);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await context.setOffline(false);
  // Her consent withdrawn: the server says 404, and the phone forgets its copy.
  await e2eSql("UPDATE questions SET publish_withdrawn_at = 2 WHERE id = ?", question!.id);
  expect((await page.goto(path))!.status()).toBe(404);
  await expect.poll(() => kept(page, [path]), { message: "the answer is forgotten" }).toBe(false);
  await offline(context);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
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

test("the offline page's switch keeps the whole set; off, it lets the extra pages go, but not a page she kept on its own", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await firstVisit(page);
  await keepForOffline(page, "/kalkulator");

  await gotoHydrated(page, "/offline");
  const all = page.getByRole("checkbox", { name: "Simpan semua alat untuk offline" });
  await expect(all).toBeVisible();
  await expect(all).not.toBeChecked();
  await all.check();
  const status = page.locator("form[data-offline-all]").getByRole("status");
  await expect(status).toHaveText("Semua alat tersimpan untuk offline.", { timeout: 60_000 });
  expect(await kept(page, [...MINIMUM, ...REST_OF_SET])).toBe(true);
  // Remembered: the next visit shows it on, and a page of the set says it is kept, for good.
  await gotoHydrated(page, "/offline");
  await expect(all).toBeChecked();
  await gotoHydrated(page, "/tumbuh-kembang/cek");
  const growthCheck = page.locator('[data-keep-offline="/tumbuh-kembang/cek"]');
  await expect(growthCheck.getByRole("status")).toContainText("Tersimpan untuk offline", { timeout: 15_000 });
  await expect(growthCheck.getByRole("button", { name: "Hapus dari perangkat" })).toBeHidden();

  await gotoHydrated(page, "/offline");
  await all.uncheck();
  await expect(status).toContainText("Alat yang disimpan lewat pilihan ini sudah dihapus.");
  expect(
    await anyKept(
      page,
      REST_OF_SET.filter((path) => path !== "/kalkulator"),
    ),
  ).toBe(false);
  // What every phone keeps, and the page she kept on its own, stay.
  expect(await kept(page, [...MINIMUM, "/kalkulator"])).toBe(true);

  // She lets the calculators go on their page; offline they are the offline page.
  await gotoHydrated(page, "/kalkulator");
  const calculators = page.locator('[data-keep-offline="/kalkulator"]');
  await calculators.getByRole("button", { name: "Hapus dari perangkat" }).click();
  await expect(calculators.getByRole("status")).toHaveText("Sudah dihapus dari perangkat ini.");
  await expect(calculators.getByRole("button", { name: "Simpan untuk offline" })).toBeVisible();
  expect(await kept(page, ["/kalkulator"])).toBe(false);
  await offline(context);
  await page.goto("/kalkulator");
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  await page.goto("/tanda-bahaya");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tanda Bahaya");
});

/** Copies this deploy's cache into one named as an earlier deploy's, and deletes it. */
const makeItAnEarlierDeploy = (page: Page, changed: string) =>
  page.evaluate(async (changedPath) => {
    const names = (await caches.keys()).filter((name) => name.startsWith("bidanku-v-"));
    const current = await caches.open(names.at(-1)!);
    const earlier = await caches.open("bidanku-v-0-earlier");
    for (const request of await current.keys()) {
      const copy = (await current.match(request))!;
      const headers = new Headers(copy.headers);
      // This page changed in the deploy: its kept copy's tag is no longer the server's.
      if (new URL(request.url).pathname === changedPath) headers.set("ETag", 'W/"before-the-deploy"');
      await earlier.put(request, new Response(await copy.blob(), { status: copy.status, headers }));
    }
    await caches.delete(names.at(-1)!);
  }, changed);

test("after a deploy the new worker asks again with each kept page's entity tag: unchanged pages cost a 304, kept scripts nothing", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await firstVisit(page);
  await keepForOffline(page, "/kalkulator");
  await keepForOffline(page, "/tumbuh-kembang/cek");
  // A deploy: this worker's copies become an earlier deploy's, and a new worker installs (the
  // same code at another address, which the browser installs again). The growth check changed.
  await makeItAnEarlierDeploy(page, "/tumbuh-kembang/cek");
  const worker = watchWorker(context);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js?deploy=2");
  });
  await expect
    .poll(
      () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("bidanku-v-")).length),
      {
        timeout: 30_000,
      },
    )
    .toBe(2);
  await expect.poll(() => kept(page, ["/kalkulator", "/tumbuh-kembang/cek", ...MINIMUM])).toBe(true);
  await page.waitForTimeout(500);
  const requests = await worker.take();
  const summary = requests.map(({ path, status, bytes }) => `${status} ${path} ${bytes} B`).join(", ");
  const answer = (path: string) => requests.find((request) => request.path === path);
  for (const path of [...MINIMUM, "/kalkulator"]) {
    expect(answer(path)?.status, summary).toBe(304);
    expect(answer(path)?.ifNoneMatch, summary).toMatch(/^W\//);
  }
  expect(answer("/tumbuh-kembang/cek")?.status, summary).toBe(200);
  // The scripts the pages name, the growth check's offline module among them, are copied.
  expect(
    requests.filter(({ path }) => path.startsWith("/assets/")),
    summary,
  ).toEqual([]);
});
