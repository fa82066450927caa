import { auditLog, sessions, verifications } from "~drizzle/schema";
import { auditRetentionCutoff } from "~/domain/audit";
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

/**
 * Audit rows past their retention (decision 065): written 12 months ago or earlier
 * (`AUDIT_RETENTION_MONTHS`, "1 tahun" in the privacy policy). A row's time is up when its
 * `created_at` is at or before the cutoff, so the chunked purge of expired rows serves here too,
 * over the `created_at` index.
 */
export const deleteOldAuditRows = (env: Pick<Env, "DB">, now = Date.now(), options: ChunkOptions = {}) =>
  deleteExpiredRows(env, auditLog, auditLog.id, auditLog.createdAt, auditRetentionCutoff(now).getTime(), options);
