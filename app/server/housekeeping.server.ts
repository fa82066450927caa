import { sessions, verifications } from "~drizzle/schema";
import { type ChunkOptions, deleteExpiredRows } from "./db.server";

/**
 * Sign-in sessions whose time is up (issue 32, decision 064). better-auth refuses an expired
 * session but leaves its row, with the reader's IP address and browser, in D1 for ever; the
 * privacy policy keeps those only for the session ("untuk sesi masuk"). Run hourly by the Cron
 * Trigger, in chunks like the other purges.
 */
export const deleteExpiredSessions = (env: Pick<Env, "DB">, now = Date.now(), options: ChunkOptions = {}) =>
  deleteExpiredRows(env, sessions, sessions.id, sessions.expiresAt, now, options);

/**
 * Verification and password-reset tokens past their expiry (an email address and a token each):
 * refused by better-auth once expired, so nothing is lost by deleting them.
 */
export const deleteExpiredVerifications = (env: Pick<Env, "DB">, now = Date.now(), options: ChunkOptions = {}) =>
  deleteExpiredRows(env, verifications, verifications.id, verifications.expiresAt, now, options);
