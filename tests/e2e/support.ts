import { randomUUID } from "node:crypto";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { getPlatformProxy } from "wrangler";
import { buildAccountStatements } from "../../scripts/seed-sql.mjs";

/** The few D1 calls the journeys make on their own database. */
interface JourneyDb {
  prepare(sql: string): JourneyStatement;
  batch(statements: JourneyStatement[]): Promise<unknown>;
}
interface JourneyStatement {
  bind(...values: unknown[]): JourneyStatement;
  run(): Promise<unknown>;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
}

let journeyDb: Promise<{ env: { DB: JourneyDb }; dispose: () => Promise<void> }> | undefined;

/**
 * The journeys' own D1 (scripts/e2e-server.mjs persists it to .wrangler/e2e-state), opened once
 * per Playwright worker beside the running server, as `wrangler d1 execute --local` would open
 * it, but without a new process for each statement.
 */
function database(): Promise<JourneyDb> {
  journeyDb ??= getPlatformProxy<{ DB: JourneyDb }>({
    configPath: "wrangler.toml",
    persist: { path: ".wrangler/e2e-state/v3" },
    remoteBindings: false,
    envFiles: [],
  });
  return journeyDb.then((proxy) => proxy.env.DB);
}

/**
 * Every test gets its own client address, so the sign-in rate limit (per address) counts each
 * test separately, as it would count separate visitors. The worker's database connection is
 * closed when the worker ends.
 */
export const test = base.extend<object, { closeJourneyDb: undefined }>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ "CF-Connecting-IP": randomClientIp() });
    await use(context);
  },
  closeJourneyDb: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(undefined);
      if (journeyDb) await (await journeyDb).dispose();
      journeyDb = undefined;
    },
    { scope: "worker", auto: true },
  ],
});

export { expect };

/** A client address of its own, as a separate visitor would have. */
function randomClientIp() {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export const DEMO = {
  member: { email: "member@bidanku.test", password: "member123" },
  admin: { email: "admin@bidanku.test", password: "admin123" },
  superAdmin: { email: "superadmin@bidanku.test", password: "superadmin123" },
} as const;

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@contoh.id`;
}

/** Follows the newest link to `path` in the local outbox (the dev page lists mail to an address). */
export async function openMailLink(page: Page, to: string, path: string) {
  await page.goto(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  const link = page.locator(`a[href*="${path}"]`).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  await page.goto(new URL(href!).pathname + new URL(href!).search);
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Share targets are outside this machine's reach: answer them locally so the tab can land. */
export async function stubShareNetworks(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(wa\.me|www\.facebook\.com|twitter\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Jaringan sosial</title>ok" }),
    );
}

/**
 * Clicks a share button and waits for its new tab to be sent on to the network's share address
 * (`target`): the request, not the page, since a popup's redirect can escape the route stub in
 * Chromium's headless shell (decision 076), and the stubbed or failed page proves nothing more.
 */
export async function shareOpens(page: Page, button: Locator, target: RegExp) {
  const sent = page.context().waitForEvent("request", (request) => target.test(request.url()));
  const popup = page.waitForEvent("popup");
  await button.click();
  const tab = await popup;
  await sent;
  await tab.close();
}

/** Signs in on /login and waits for the server's answer (with or without JavaScript). */
export async function signIn(page: Page, email: string, password: string) {
  // With JavaScript, wait for the page's script: it asks for the success dialog.
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
  );
  await page.getByRole("button", { name: "Login" }).click();
  await answered;
}

/**
 * Signs in through the login action without the form (the form's own journeys are
 * account.*.spec.ts and login-return.*.spec.ts): the session cookie lands in the page's
 * context, and the next page the test opens is signed in. The sign-in's toast is dropped, so the
 * first page shows only what the test does.
 */
export async function signedIn(page: Page, email: string, password: string) {
  const baseURL = test.info().project.use.baseURL!;
  const response = await page.context().request.post("/login", {
    form: { email, password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${email}`).toBe(302);
  const cookies = await page.context().cookies();
  await page.context().clearCookies({ name: /_toast$/ });
  expect(
    cookies.some((cookie) => /session/.test(cookie.name)),
    `session cookie of ${email}`,
  ).toBe(true);
}

/** The share count shown on an article page. */
export async function shareCount(page: Page): Promise<number> {
  const text = await page.getByTestId("share-count").innerText();
  return Number(/(\d+)/.exec(text)![1]);
}

/** The share count after reloading the page (to poll until the counts queue has written it). */
export async function reloadedShareCount(page: Page): Promise<number> {
  await page.reload();
  return shareCount(page);
}

/**
 * A last-period date `days` before today in Jakarta, and its due date 280 days later in
 * Indonesian, worked out here with plain date arithmetic (not the app's code), so calculator
 * journeys never go stale as the calendar moves on.
 */
export function lastPeriodDaysAgo(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  const at = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000);
  const long = (date: Date) =>
    new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(date);
  const lastPeriod = at(-days);
  return { iso: lastPeriod.toISOString().slice(0, 10), long: long(lastPeriod), dueDateLong: long(at(280 - days)) };
}

/** A calculator address that shows all three results. */
export function resultAddress() {
  return `/kalkulator?hpht=${lastPeriodDaysAgo(100).iso}&haid=2026-01-01&siklus=28&tinggi=160&berat=55`;
}

/**
 * Opens a page and waits until its scripts have run (app/client/entries/enhance.ts marks <html data-hydrated>). A
 * reading page ships no framework (decision 039): it is ready once loaded, its few inline
 * scripts having run with the document.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  if (!(await scriptsRun(page))) return;
  if ((await page.locator('script[type="module"]').count()) === 0) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Whether the page's own scripts run (a project or a context may turn JavaScript off): where
 * they do not, a <noscript>'s content is parsed as elements, not as text.
 */
async function scriptsRun(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement("noscript");
    probe.innerHTML = "<i></i>";
    return probe.children.length === 0;
  });
}

/** Opens the signed-in account menu in the top bar (a <details>, so it works without JavaScript). */
export async function openAccountMenu(page: Page) {
  const menu = page.getByTestId("account-menu");
  if (!(await menu.evaluate((el) => (el as HTMLDetailsElement).open))) await menu.locator("summary").click();
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  return menu;
}

/** Logs out through the account menu on a wide screen. */
export async function logOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: "Logout" }).click();
}

/** How many CSS pixels the page is wider than the window (0 when nothing scrolls sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/**
 * A fresh, verified account with the given name and role, written to the journeys' database
 * with the seed's own statements (scripts/seed-sql.mjs): registration and verification are
 * journeys of their own (register-*.spec.ts, account.*.spec.ts), so other tests start from here.
 */
export async function createAccount(name: string, role: "member" | "admin" | "super_admin") {
  const email = uniqueEmail(role.replace("_", "-"));
  const password = "rahasia123";
  const statements = await buildAccountStatements({ id: randomUUID(), name, email, phone: null, role, password });
  await e2eBatch(statements);
  const written = await e2eRows<{ n: number }>(
    "SELECT count(*) AS n FROM users JOIN accounts ON accounts.user_id = users.id WHERE users.email = ? AND users.role = ?",
    email,
    role,
  );
  expect(written[0]?.n, `account ${email} written`).toBe(1);
  return { email, password };
}

/**
 * Deletes through the two-step "Hapus" → "Ya, hapus" control inside `scope`, checking on the way
 * that the first tap deletes nothing and that both targets are at least 44 px tall.
 */
export async function deleteWithConfirm(scope: Locator) {
  const opener = scope.getByTestId("confirm-delete").locator("summary");
  expect((await opener.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await opener.click();
  const confirm = scope.getByRole("button", { name: /^Ya, hapus/ });
  await expect(confirm).toBeVisible();
  await expect(scope).toBeVisible();
  expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await confirm.click();
}

/** Opens a page and, in projects that run JavaScript, waits until it has hydrated. */
export async function gotoReady(page: Page, path: string) {
  if (test.info().project.use.javaScriptEnabled === false) await page.goto(path);
  else await gotoHydrated(page, path);
}

/**
 * Runs `work` again while the server holds SQLite's write lock (SQLITE_BUSY: a page's own write,
 * finishing after its answer), for up to 5 s.
 */
async function whenFree<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 50 || !String(error).includes("SQLITE_BUSY")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Runs one statement on the journeys' own database (scripts/e2e-server.mjs) while the server runs. */
export async function e2eSql(sql: string, ...values: unknown[]) {
  const db = await database();
  await whenFree(() =>
    db
      .prepare(sql)
      .bind(...values)
      .run(),
  );
}

/** Runs statements on the journeys' database in one batch (all or none). */
export async function e2eBatch(statements: string[]) {
  const db = await database();
  await whenFree(() => db.batch(statements.map((statement) => db.prepare(statement))));
}

/** The rows of a read-only query on the journeys' database. */
export async function e2eRows<T = Record<string, unknown>>(sql: string, ...values: unknown[]): Promise<T[]> {
  const db = await database();
  const { results } = await whenFree(() =>
    db
      .prepare(sql)
      .bind(...values)
      .all<T>(),
  );
  return results;
}
