import { sql } from "drizzle-orm";
import { rateLimits } from "~drizzle/schema";
import { getDb } from "./db.server";

export interface RateLimitRule {
  /** What is limited, e.g. "login". */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  login: { name: "login", limit: 10, windowSeconds: 15 * 60 },
  register: { name: "register", limit: 5, windowSeconds: 60 * 60 },
  passwordReset: { name: "password-reset", limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** The client's address as Cloudflare reports it; "local" when there is none (local runs). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "local";
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
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

/** "Terlalu banyak percobaan..." with the wait in minutes. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Terlalu banyak percobaan. Silakan coba lagi dalam ${minutes} menit.`;
}
