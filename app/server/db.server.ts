import { inArray, lte } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~drizzle/schema";

export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}

export type Db = ReturnType<typeof getDb>;

/** How a cleanup deletes: rows per statement (each D1 query stays short), statements per run. */
export interface ChunkOptions {
  chunk?: number;
  maxChunks?: number;
}

/**
 * Runs `deleteChunk(limit)` (a DELETE of at most `limit` rows, returning how many went) until a
 * chunk comes back short or `maxChunks` ran; the next run takes the rest. For the hourly cleanups
 * (rate-limit counters, outbox mail, sessions, the audit log). Returns the rows deleted in all.
 */
export async function deleteInChunks(
  deleteChunk: (limit: number) => Promise<number>,
  { chunk = 500, maxChunks = 100 }: ChunkOptions = {},
): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < maxChunks; round++) {
    const changes = await deleteChunk(chunk);
    deleted += changes;
    if (changes < chunk) break;
  }
  return deleted;
}

/**
 * Deletes, in chunks, the rows of `table` whose `expiresAt` column is at or before `now`, found
 * by their `key` column (rate-limit counters, sessions, verification tokens; audit rows by their
 * creation time against the retention cutoff).
 */
export function deleteExpiredRows(
  env: Pick<Env, "DB">,
  table: SQLiteTable,
  key: SQLiteColumn,
  expiresAt: SQLiteColumn,
  now = Date.now(),
  options: ChunkOptions = {},
): Promise<number> {
  const db = getDb(env);
  const cutoff = new Date(now);
  return deleteInChunks(async (limit) => {
    const expired = db.select({ key }).from(table).where(lte(expiresAt, cutoff)).limit(limit);
    return (await db.delete(table).where(inArray(key, expired)).run()).meta.changes ?? 0;
  }, options);
}
