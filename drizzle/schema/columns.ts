import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";
import type { SourceEntry } from "../types";

/** Milliseconds since the epoch, set by SQLite when the row is written. */
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);

/**
 * Set by SQLite on insert; writers that change content set it themselves. (No automatic
 * `$onUpdate`: counting a view or a share must not make an article look edited.)
 */
export const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(nowMs);

/**
 * Who reviewed a health page medically, when, and what it rests on (decision 011). Null
 * reviewer or date means "not reviewed yet"; the page then says so instead of inventing one.
 */
export const medicalReviewColumns = () => ({
  reviewerName: text("reviewer_name"),
  /** e.g. "S.Tr.Keb" or "Sp.OG", shown after the name. */
  reviewerCredential: text("reviewer_credential"),
  /** Date-only YYYY-MM-DD of the last medical review. */
  reviewedAt: text("reviewed_at"),
  sources: text("sources", { mode: "json" }).$type<SourceEntry[]>().notNull().default(sql`'[]'`),
});
