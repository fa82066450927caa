import { execFileSync } from "node:child_process";
import { expect, test as base, type Browser, type Locator, type Page } from "@playwright/test";

/**
 * Every test gets its own client address, so the sign-in rate limit (per address) counts each
 * test separately, as it would count separate visitors.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ "CF-Connecting-IP": randomClientIp() });
    await use(context);
  },
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

/** The share count shown on an article page. */
export async function shareCount(page: Page): Promise<number> {
  const text = await page.getByTestId("share-count").innerText();
  return Number(/(\d+)/.exec(text)![1]);
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
 * Opens a page and waits until React has hydrated it (the root marks <html data-hydrated>). A
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
 * A fresh, verified account with the given name and role, made the way people make them: it
 * registers, follows the verification mail, and for admin roles the demo super admin sets the
 * role on /admin/pengguna. Runs in its own script-free context so it never touches `page`.
 */
export async function createAccount(browser: Browser, name: string, role: "member" | "admin" | "super_admin") {
  const email = uniqueEmail(role.replace("_", "-"));
  const password = "rahasia123";
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": randomClientIp() });
  const page = await context.newPage();
  await page.goto("/register");
  await page.getByLabel("Nama Lengkap").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nomor Telepon").fill("0812 3456 7890");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Konfirmasi Password").fill(password);
  await page.getByLabel(/Saya menyetujui/).check();
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page).toHaveURL(/\/registrasi-berhasil$/);
  await openMailLink(page, email, "/verifikasi-email");
  await expect(page).toHaveURL(/\/email-terverifikasi$/);
  if (role !== "member") {
    await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/pengguna");
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByText("Edit").click();
    await row.getByLabel(/Peran untuk/).selectOption(role);
    await row.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByTestId("toast")).toContainText("Peran berhasil diperbarui");
  }
  await context.close();
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

const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const D1_LOCAL = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", ".wrangler/e2e-state"];

/** Changes the journeys' own database (scripts/e2e-server.mjs) while the server runs. */
export function e2eSql(command: string) {
  execFileSync("npx", [...D1_LOCAL, "--command", command], {
    stdio: ["ignore", "ignore", "inherit"],
    env: WRANGLER_ENV,
  });
}

/** Runs SQL from a file on the journeys' database (statements too long for one command line). */
export function e2eSqlFile(path: string) {
  execFileSync("npx", [...D1_LOCAL, "--file", path, "--yes"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: WRANGLER_ENV,
  });
}

/** The rows of each statement of a read-only query on the journeys' database. */
export function e2eQuery(sql: string): Record<string, unknown>[][] {
  const output = execFileSync("npx", [...D1_LOCAL, "--json", "--command", sql], {
    stdio: ["ignore", "pipe", "inherit"],
    env: WRANGLER_ENV,
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(output.toString()) as { results: Record<string, unknown>[] }[]).map((part) => part.results);
}
