import worker from "built-worker";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach } from "vitest";
import { rebuildSearchIndex } from "~/server/search-index.server";

export const ORIGIN = "http://localhost:8787";

/** Applies the same seed statements `npm start` applies, in one batch. */
export async function seedDatabase() {
  await env.DB.batch(env.TEST_SEED.map((statement) => env.DB.prepare(statement)));
  await rebuildSearchIndex(env.DB);
}

/** Today's date in a zone, as YYYY-MM-DD. */
export const todayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
/** A date `days` after a YYYY-MM-DD date, by plain arithmetic (not the app's code). */
export const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** "8 Oktober 2026" for a YYYY-MM-DD date, worked out here rather than by the app. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
/** A date `days` before today in Jakarta (a last period that never ages past a limit). */
export const daysAgo = (days: number) => shift(todayIn("Asia/Jakarta"), -days);

/**
 * Sends a request to the built Worker, calling its fetch handler in this isolate and waiting for
 * the work it left with `ctx.waitUntil`. Not through `exports.default.fetch` (SELF): there each
 * request costs more than the last in the same workerd (cloudflare/workers-sdk#15446; measured
 * here: a refused PATCH from 4.5 ms to 100 ms over 480 requests), which made a long file
 * quadratic (decision 060). A body of known size gets its Content-Length, as a browser's request
 * (and SELF) has it, so the request guard's size check sees what it sees in production; a
 * streamed body goes as it is, without one.
 */
export async function request(path: string, init?: RequestInit) {
  let sent = new Request(new URL(path, ORIGIN), { redirect: "manual", ...init });
  if (sent.body && !sent.headers.has("Content-Length") && !(init?.body instanceof ReadableStream)) {
    const bytes = await sent.arrayBuffer();
    const headers = new Headers(sent.headers);
    headers.set("Content-Length", String(bytes.byteLength));
    sent = new Request(sent.url, { method: sent.method, headers, body: bytes, redirect: "manual" });
  }
  const ctx = createExecutionContext();
  const response = await worker.fetch(sent, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * A fresh client address, so rate limits in one test never leak into another. IPv6 clients are
 * counted per /64 (clientIp), so the randomness must sit in the first 64 bits.
 */
export function freshIp() {
  // Groups of four hex digits without a leading zero, so the address reads the same after the
  // Worker's /64 normalisation (which drops leading zeros) and tests can name its counter.
  const group = () => (0x1000 + Math.floor(Math.random() * 0xf000)).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}

/** Turns Set-Cookie headers into a Cookie header value, merging with an existing one. */
export function mergeCookies(current: string, response: Response): string {
  const jar = new Map<string, string>();
  for (const part of current.split(/;\s*/).filter(Boolean)) {
    const [name, ...value] = part.split("=");
    jar.set(name!, value.join("="));
  }
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(";");
    const [name, ...value] = pair!.split("=");
    const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
    if (expired || value.join("=") === "") jar.delete(name!.trim());
    else jar.set(name!.trim(), value.join("="));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Posts a form like a browser on the same origin would (pairs for a field that repeats, as a checkbox group). */
export function postForm(
  path: string,
  fields: Record<string, string> | [string, string][],
  cookie = "",
  ip = freshIp(),
) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Cookie: cookie,
      Origin: ORIGIN,
      "CF-Connecting-IP": ip,
      "Content-Type": "application/x-www-form-urlencoded",
    },
  });
}

/**
 * The summary a refused form shows above its fields (decision 058): its text, or null when the
 * page has none. It is an alert the browser focuses on load (`tabindex="-1" autofocus`).
 */
export function errorSummary(html: string): string | null {
  const match = html.match(/<div role="alert" tabindex="-1" autofocus=""[^>]*>([\s\S]*?)<\/div>/);
  return match ? match[1]!.replace(/<[^>]+>/g, " ") : null;
}

/** Ids of the article cards on an article list page (/artikel), in order. */
export function cardIds(html: string) {
  const main = html.slice(html.indexOf('id="hasil-artikel"'), html.indexOf('id="kategori-title"'));
  return [...new Set([...main.matchAll(/<h3[^>]*><a[^>]*href="\/artikel\/(\d+)"/g)].map((m) => Number(m[1])))];
}

export function get(path: string, cookie = "") {
  return request(path, { headers: { Cookie: cookie } });
}

export const DEMO = {
  member: { email: "member@bidanku.test", password: "member123" },
  admin: { email: "admin@bidanku.test", password: "admin123" },
  superAdmin: { email: "superadmin@bidanku.test", password: "superadmin123" },
} as const;

/**
 * Signs in through the real login form and returns the session cookie. The per-account sign-in
 * limit is cleared first: tests sign the demo accounts in far more often than a person would.
 */
export async function login(email: string, password: string, remember = true): Promise<string> {
  await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?").bind(`login-account:${email}`).run();
  const fields: Record<string, string> = { email, password };
  if (remember) fields.remember = "on";
  const response = await postForm("/login", fields);
  if (response.status !== 302) throw new Error(`login for ${email} answered ${response.status}`);
  const cookie = mergeCookies("", response);
  return cookie
    .split("; ")
    .filter((pair) => !pair.startsWith("bidanku_toast="))
    .join("; ");
}

/** The newest outbox message to an address, waiting briefly for mail sent in the background. */
export async function latestMail(to: string, timeoutMs = 3000) {
  const started = Date.now();
  for (;;) {
    const row = await env.DB.prepare(
      'SELECT subject, text, html FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1',
    )
      .bind(to)
      .first<{ subject: string; text: string; html: string }>();
    if (row) return row;
    if (Date.now() - started >= timeoutMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function linkFrom(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, "\\$&")}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

type Row = Record<string, unknown>;

/**
 * Snapshots one row before each test of the file and puts it back after, so a test that edits
 * shared content (site settings, a growth guide) leaves it as it found it. Returns the snapshot.
 */
export function keepRow(table: string, idColumn: string, id: string | number): () => Row | null {
  let before: Row | null = null;
  beforeEach(async () => {
    before = await env.DB.prepare(`SELECT * FROM ${table} WHERE ${idColumn} = ?`).bind(id).first<Row>();
  });
  afterEach(async () => {
    const saved = before;
    if (!saved) return;
    const columns = Object.keys(saved);
    await env.DB.prepare(
      `INSERT OR REPLACE INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    )
      .bind(...columns.map((column) => saved[column]))
      .run();
  });
  return () => before;
}

/** Posts a multipart form (files included) like a browser on the same origin would. */
export function postMultipart(path: string, fields: Record<string, string | File>, cookie = "", ip = freshIp()) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return request(path, { method: "POST", body, headers: { Cookie: cookie, Origin: ORIGIN, "CF-Connecting-IP": ip } });
}

/** What the registration form sends for `email` (password "rahasia1"). */
export const registration = (email: string, name = "Ani Lestari") => ({
  name,
  email,
  phone: "0812-3456-7890",
  password: "rahasia1",
  confirmPassword: "rahasia1",
  terms: "on",
});

/** A fresh verified member, registered through the real form and signed in. */
export async function newMember(name = "Rina Anggraini") {
  const email = `anggota.${crypto.randomUUID()}@contoh.id`;
  const registered = await postForm("/register", registration(email, name));
  if (registered.status !== 302) throw new Error(`registration answered ${registered.status}`);
  await env.DB.prepare("UPDATE users SET email_verified = 1 WHERE email = ?").bind(email).run();
  const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  return { id: user!.id, email, name, cookie: await login(email, "rahasia1") };
}

/**
 * Waits, when less than 15 s of this clock minute are left, for the next one: the Workers Rate
 * Limiting binding (decision 069) counts per wall-clock minute locally, so a test that fills a
 * limit must not straddle a minute's end.
 */
export async function freshMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
