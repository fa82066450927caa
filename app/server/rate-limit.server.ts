import { eq, sql } from "drizzle-orm";
import { data } from "react-router";
import type { z } from "zod";
import { type FormSubmission, refuse } from "~/schemas/form";
import { rateLimits } from "~drizzle/schema";
import { messages } from "~/messages";
import { type ChunkOptions, deleteExpiredRows, getDb } from "./db.server";
import { PRIVATE_CACHE_CONTROL } from "./http.server";

export interface RateLimitRule {
  /** What is limited, e.g. "login". */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Limits per client address are generous because many Indonesian mobile users share one
 * carrier address; the tighter limit on sign-in is per account, which is what guessing attacks.
 */
export const RATE_LIMITS = {
  login: { name: "login", limit: 30, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords per account (successful sign-ins do not count). When it is used up, only the
   * clients that have themselves failed on the account wait: the owner's phone, which has not
   * been guessing, still signs in, so nobody can lock an account from elsewhere (issue 11).
   */
  loginAccount: { name: "login-account", limit: 10, windowSeconds: 15 * 60 },
  /** Wrong passwords per account from one client: that client waits, whatever the account total. */
  loginAccountClient: { name: "login-account-client", limit: 5, windowSeconds: 15 * 60 },
  register: { name: "register", limit: 20, windowSeconds: 60 * 60 },
  passwordReset: { name: "password-reset", limit: 10, windowSeconds: 60 * 60 },
  /** Ask Us and the Contact page's message form, per client address (decision 026). */
  question: { name: "question", limit: 10, windowSeconds: 60 * 60 },
  contact: { name: "contact", limit: 10, windowSeconds: 60 * 60 },
  /** Comments per account: more than a lively discussion needs, far fewer than a flood. */
  comment: { name: "comment", limit: 20, windowSeconds: 60 * 60 },
  /**
   * Account mail (verification links, reset links, the "someone tried to register" notice) to
   * one address from every client together: past it, no more mail goes there this hour and the
   * answer stays the same, so nobody can flood an inbox from many addresses (issue 14).
   */
  accountMail: { name: "account-mail", limit: 6, windowSeconds: 60 * 60 },
  /** Saved calculations per account: a family planning several pregnancies, not a flood. */
  calculatorSave: { name: "calculator-save", limit: 60, windowSeconds: 60 * 60 },
  /** "Kirim ulang" on /registrasi-berhasil: a few mails per email address an hour... */
  verifyResendEmail: { name: "verify-resend", limit: 3, windowSeconds: 60 * 60 },
  /** ...at most one a minute, so three quick taps do not use up the hour... */
  verifyResendPause: { name: "verify-resend-pause", limit: 1, windowSeconds: 60 },
  /** ...and a generous cap per client address (many phones share one carrier address). */
  verifyResendClient: { name: "verify-resend-client", limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * How many people one IPv4 address stands for in every per-address limit (decision 069). Indonesian
 * mobile carriers put their subscribers behind carrier-grade NAT: one public IPv4 address carries
 * dozens to over a hundred phones at once. A limit sized for one person (what an IPv6 /64 is) is
 * allowed ten times over on an IPv4 address: a class of 30 mothers registering and asking together
 * from one village fits, a single sender still meets a ceiling.
 */
export const IPV4_SHARED_BY = 10;

/** The eight 16-bit groups of an IPv6 address, or null for anything else. */
function ipv6Groups(ip: string): number[] | null {
  if (!ip.includes(":") || ip.split("::").length > 2) return null;
  const [head = "", tail = ""] = ip.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const last = tailParts.at(-1) ?? headParts.at(-1) ?? "";
  if (last.includes(".")) {
    const octets = last.split(".").map(Number);
    if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return null;
    const parts = tailParts.length > 0 ? tailParts : headParts;
    parts.splice(-1, 1, ((octets[0]! << 8) | octets[1]!).toString(16), ((octets[2]! << 8) | octets[3]!).toString(16));
  }
  const missing = ip.includes("::") ? 8 - headParts.length - tailParts.length : 0;
  if (missing < 0 || (!ip.includes("::") && headParts.length !== 8)) return null;
  const groups = [...headParts, ...Array<string>(missing).fill("0"), ...tailParts].map((part) =>
    /^[0-9a-f]{1,4}$/.test(part) ? Number.parseInt(part, 16) : Number.NaN,
  );
  return groups.length === 8 && groups.every((g) => !Number.isNaN(g)) ? groups : null;
}

/** `2001:db8:1:2::/64`-style name of the first `bits` (a multiple of 8) of an address. */
function ipv6Prefix(groups: number[], bits: 64 | 56 | 48): string {
  const whole = Math.floor(bits / 16);
  const named = groups.slice(0, whole).map((g) => g.toString(16));
  if (bits % 16 !== 0) named.push((groups[whole]! & 0xff00).toString(16));
  return `${named.join(":")}::/${bits}`;
}

/**
 * An IPv6 address as written in a URL, `[2001:db8::1]` or `[2001:db8::1]:443`, without its
 * brackets and port, so it counts with its blocks like the bare form. Cloudflare sends the bare
 * form; anything else is returned as it is.
 */
function unbracketed(ip: string): string {
  return /^\[([^\]]+)\](?::\d{1,5})?$/.exec(ip)?.[1] ?? ip;
}

/**
 * The blocks a client's address belongs to, smallest first, each with how many times the
 * per-client limit it may use. Cloudflare reports the address (not forgeable there); "local"
 * when there is none. An IPv4 address is one block shared by many phones (carrier-grade NAT), so
 * it may use `IPV4_SHARED_BY` times the limit (decision 069). An IPv6 subscriber usually holds a /64, sometimes a /56 or
 * a /48, and can rotate addresses inside it: a client counts per /64 at the limit, per /56 at
 * four times it and per /48 at sixteen times it, so rotating /64s inside a bigger block does not
 * escape the limit either (issue 14). An IPv4-mapped IPv6 address counts as its IPv4 address;
 * a bracketed address counts as the bare one (issue 29).
 */
export function clientBlocks(request: Request): { key: string; scale: number }[] {
  const ip = unbracketed(request.headers.get("CF-Connecting-IP")?.trim().toLowerCase() ?? "");
  if (!ip) return [{ key: "local", scale: 1 }];
  const groups = ipv6Groups(ip);
  if (!groups) return [{ key: ip, scale: /^\d{1,3}(?:\.\d{1,3}){3}$/.test(ip) ? IPV4_SHARED_BY : 1 }];
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const v4 = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
    return [{ key: v4, scale: IPV4_SHARED_BY }];
  }
  return [
    { key: ipv6Prefix(groups, 64), scale: 1 },
    { key: ipv6Prefix(groups, 56), scale: 4 },
    { key: ipv6Prefix(groups, 48), scale: 16 },
  ];
}

/** The client's own block (its IPv4 address or its IPv6 /64): see `clientBlocks`. */
export function clientIp(request: Request): string {
  return clientBlocks(request)[0]!.key;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Attempts counted in the current window (checkRateLimit only; hitRateLimit includes this one). */
  used?: number;
}

/**
 * Counts one attempt in a fixed window, atomically in D1 (one upsert), so it also holds across
 * Worker instances and works in local runs.
 */
export async function hitRateLimit(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  client: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const key = `${rule.name}:${client}`;
  const resetAt = new Date(now + rule.windowSeconds * 1000);
  const nowDate = new Date(now);
  const row = await getDb(env)
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowDate.getTime()} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowDate.getTime()} then ${resetAt.getTime()} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .get();
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now) / 1000));
  return { allowed: row.count <= rule.limit, retryAfterSeconds };
}

/**
 * Counts one attempt against a per-client rule in every block the client belongs to
 * (`clientBlocks`: the /64, /56 and /48 of an IPv6 client, each with its share of the limit),
 * in one D1 round trip. Widest block first, and a narrower block is only counted while no wider
 * one is over its ceiling: a client rotating /64s inside a refused /48 adds no rows (the table
 * cannot be grown without bound that way). The answer is the first block whose limit is used
 * up, or allowed.
 */
export async function hitClientRateLimit(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  request: Request,
  { suffix = "", now = Date.now() }: { suffix?: string; now?: number } = {},
): Promise<RateLimitResult> {
  const resetAt = now + rule.windowSeconds * 1000;
  const blocks = clientBlocks(request)
    .map(({ key, scale }) => ({ key: `${rule.name}:${key}${suffix}`, ceiling: rule.limit * scale }))
    .reverse();
  const statements = blocks.map(({ key }, index) => {
    const wider = blocks.slice(0, index);
    const overWider = wider.map(() => "(key = ? AND count > ?)").join(" OR ");
    return env.DB.prepare(
      `INSERT INTO rate_limits (key, count, reset_at)
       SELECT ?, 1, ? WHERE NOT EXISTS (SELECT 1 FROM rate_limits WHERE reset_at > ? AND (${overWider || "0"}))
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN reset_at <= ? THEN 1 ELSE count + 1 END,
         reset_at = CASE WHEN reset_at <= ? THEN ? ELSE reset_at END
       RETURNING count, reset_at`,
    ).bind(key, resetAt, now, ...wider.flatMap((block) => [block.key, block.ceiling]), now, now, resetAt);
  });
  const results = await env.DB.batch<{ count: number; reset_at: number }>(statements);
  for (const [index, { results: rows }] of results.entries()) {
    const row = rows[0];
    // No row: a wider block was over its ceiling, and was reported in the rounds before.
    if (row && row.count > blocks[index]!.ceiling) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((row.reset_at - now) / 1000)) };
    }
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/**
 * Whether the limit is already used up, without counting an attempt: for limits that count
 * only failures (a wrong password), checked before trying and counted with `hitRateLimit` after.
 */
export async function checkRateLimit(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  client: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const row = await getDb(env)
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, `${rule.name}:${client}`))
    .get();
  if (!row || row.resetAt.getTime() <= now) return { allowed: true, retryAfterSeconds: 0, used: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now) / 1000));
  return { allowed: row.count < rule.limit, retryAfterSeconds, used: row.count };
}

/**
 * The sign-in limits (decision 018) for one attempt: counts it per client address and answers
 * whether it must wait, and how to count it as a failure afterwards. Per account only failures
 * count, and a used-up account limit stops only the clients that have failed on it, so nobody
 * can lock the owner out from elsewhere.
 */
export async function signInLimit(env: Pick<Env, "DB">, email: string, request: Request) {
  const ip = clientIp(request);
  const accountClient = `${email}|${ip}`;
  const [byAddress, byAccount, byAccountClient] = await Promise.all([
    hitClientRateLimit(env, RATE_LIMITS.login, request),
    checkRateLimit(env, RATE_LIMITS.loginAccount, email),
    checkRateLimit(env, RATE_LIMITS.loginAccountClient, accountClient),
  ]);
  const failedHere = (byAccountClient.used ?? 0) > 0;
  const refused = !byAddress.allowed
    ? byAddress
    : !byAccountClient.allowed
      ? byAccountClient
      : !byAccount.allowed && failedHere
        ? byAccount
        : null;
  const countFailure = () =>
    Promise.all([
      hitRateLimit(env, RATE_LIMITS.loginAccount, email),
      hitRateLimit(env, RATE_LIMITS.loginAccountClient, accountClient),
    ]);
  return { refused, countFailure };
}

/** "Terlalu banyak percobaan..." with the wait in minutes. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Terlalu banyak percobaan. Silakan coba lagi dalam ${minutes} menit.`;
}

/** The body of a 429 answer; the root error boundary shows it as "Terlalu Banyak Percobaan". */
export interface RateLimited {
  title: string;
  message: string;
  retryAfterSeconds: number;
}

/** The 429 answer to throw from an action: the wait in the body and in Retry-After. */
export function rateLimitRefusal(
  retryAfterSeconds: number,
  { title = messages.errors.tooManyTitle }: { title?: string } = {},
) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return data<RateLimited>(
    { title, message: rateLimitMessage(seconds), retryAfterSeconds: seconds },
    {
      status: 429,
      statusText: "Too Many Requests",
      headers: { "Retry-After": String(seconds), "Cache-Control": PRIVATE_CACHE_CONTROL },
    },
  );
}

/**
 * One call per action: counts the attempt and, when the limit is used up, throws the 429 answer
 * (nothing after it runs, nothing is written). Route modules need `export const headers =
 * privatePage` (or publicPage) for Retry-After to reach the browser; the root does that already.
 */
export async function enforceRateLimit(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  client: string,
  options: { title?: string; now?: number } = {},
): Promise<RateLimitResult> {
  const result = await hitRateLimit(env, rule, client, options.now);
  if (!result.allowed) throw rateLimitRefusal(result.retryAfterSeconds, options);
  return result;
}

/**
 * The in-form answer to a used-up limit, for forms a person typed into: the form comes back with
 * every value, the wait as its message and `Retry-After` (nothing typed is lost while they wait).
 */
export function refuseRateLimited<S extends z.ZodType>(submission: FormSubmission<S>, retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return refuse(submission, {
    status: 429,
    formError: rateLimitMessage(seconds),
    headers: { "Retry-After": String(seconds) },
  });
}

/**
 * One call per form action, after validation: counts the attempt and, when the limit is used
 * up, returns the in-form 429 to send back (`refuseRateLimited`); null when it may go on. The
 * client is a key (an account id, an address) or the request itself, for limits per client
 * address: then every block the client belongs to counts (`hitClientRateLimit`).
 */
export async function limitSubmission<S extends z.ZodType>(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  client: string | Request,
  submission: FormSubmission<S>,
) {
  const result =
    typeof client === "string" ? await hitRateLimit(env, rule, client) : await hitClientRateLimit(env, rule, client);
  return result.allowed ? null : refuseRateLimited(submission, result.retryAfterSeconds);
}

/**
 * Deletes counters whose window has ended (reset_at at or before `now`, the same test
 * `hitRateLimit` uses to start a new window), so the table does not grow with every address ever
 * seen. Run by the Worker's Cron Trigger (decision 025). Returns how many rows went.
 */
export function deleteExpiredRateLimits(
  env: Pick<Env, "DB">,
  now = Date.now(),
  options: ChunkOptions = {},
): Promise<number> {
  return deleteExpiredRows(env, rateLimits, rateLimits.key, rateLimits.resetAt, now, options);
}
