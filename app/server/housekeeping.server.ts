import { inArray, lte } from "drizzle-orm";
import { sessions, verifications } from "~drizzle/schema";
import { type ChunkOptions, deleteInChunks, getDb } from "./db.server";

/**
 * Sign-in sessions whose time is up (issue 32, decision 064). better-auth refuses an expired
 * session but leaves its row, with the reader's IP address and browser, in D1 for ever; the
 * privacy policy keeps those only for the session ("untuk sesi masuk"). Run hourly by the Cron
 * Trigger, in chunks like the other purges.
 */
export async function deleteExpiredSessions(
  env: Pick<Env, "DB">,
  now = Date.now(),
  options: ChunkOptions = {},
): Promise<number> {
  const db = getDb(env);
  const cutoff = new Date(now);
  return deleteInChunks(async (limit) => {
    const expired = db.select({ id: sessions.id }).from(sessions).where(lte(sessions.expiresAt, cutoff)).limit(limit);
    return (await db.delete(sessions).where(inArray(sessions.id, expired)).run()).meta.changes ?? 0;
  }, options);
}

/**
 * Verification and password-reset tokens past their expiry (an email address and a token each):
 * refused by better-auth once expired, so nothing is lost by deleting them.
 */
export async function deleteExpiredVerifications(
  env: Pick<Env, "DB">,
  now = Date.now(),
  options: ChunkOptions = {},
): Promise<number> {
  const db = getDb(env);
  const cutoff = new Date(now);
  return deleteInChunks(async (limit) => {
    const expired = db
      .select({ id: verifications.id })
      .from(verifications)
      .where(lte(verifications.expiresAt, cutoff))
      .limit(limit);
    return (await db.delete(verifications).where(inArray(verifications.id, expired)).run()).meta.changes ?? 0;
  }, options);
}
