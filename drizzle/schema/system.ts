import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt)],
);
