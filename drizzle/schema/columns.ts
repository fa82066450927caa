import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Milliseconds since the epoch, set by SQLite when the row is written. */
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);

/**
 * Set by SQLite on insert; writers that change content set it themselves. (No automatic
 * `$onUpdate`: counting a view or a share must not make an article look edited.)
 */
export const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
