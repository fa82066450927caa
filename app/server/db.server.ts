import { drizzle } from "drizzle-orm/d1";
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
 * (rate-limit counters, outbox mail). Returns the rows deleted in all.
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
