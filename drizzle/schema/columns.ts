import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Milliseconds since the epoch, set by SQLite when the row is written. */
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);

export const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(nowMs)
    .$onUpdate(() => new Date());
