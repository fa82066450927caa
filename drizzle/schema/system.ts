import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { createdAt } from "./columns";

/** Fixed-window counters for rate limits, keyed by action and client (e.g. "login:203.0.113.9"). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: integer("reset_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/**
 * The local outbox: where mail goes when no mail provider is configured (development, tests).
 * Production with a provider never writes here.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers as JSON (a reminder's List-Unsubscribe pair), or null. */
    headers: text("headers"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt)],
);

/**
 * Who changed what in the admin area, and when (issue 13): one row per admin save, written in the
 * same db.batch as the change. The actor's name is copied so the trail still reads after the
 * account is gone.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** "create", "update" or "delete". */
    action: text("action").$type<"create" | "update" | "delete">().notNull(),
    /** What was changed, e.g. "article", "hero", "about", "legal", "growth_guide", "question". */
    entity: text("entity").notNull(),
    /** The row's id as text (articles are numbers, legal pages and guides are names); null for single rows. */
    entityId: text("entity_id"),
    createdAt: createdAt(),
  },
  (t) => [
    check("audit_log_action_check", sql`${t.action} in ('create', 'update', 'delete')`),
    index("audit_log_created_at_idx").on(t.createdAt),
  ],
);
