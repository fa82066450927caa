import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { children, isoDate } from "./children";
import { createdAt, updatedAt } from "./columns";

// Reminders (issue 37, decision 075): what a member asked to be reminded of, and the mails the
// hourly Cron Trigger sent her. Nothing is on until she turns a topic on; an account or a child
// deleted takes its rows with it (cascades).

/** A member's reminder settings: her time zone, whether mail goes out, and her baby's birth date. */
export const reminderSettings = sqliteTable(
  "reminder_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** WIB, WITA or WIT: the mail goes out at 07:00 her time. */
    timeZone: text("time_zone").$type<"WIB" | "WITA" | "WIT">().notNull(),
    /** Reminder mail on; the unsubscribe link turns it off and keeps her choices. */
    emailOn: integer("email_on", { mode: "boolean" }).notNull(),
    /** The day her baby was born, when she entered it: the visits after birth count from it. */
    birthDate: text("birth_date"),
    /** Her local date the cron last looked at her reminders (each member once a day). */
    checkedOn: text("checked_on"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reminder_settings_time_zone_check", sql`${t.timeZone} in ('WIB', 'WITA', 'WIT')`),
    check("reminder_settings_email_on_check", sql`${t.emailOn} in (0, 1)`),
    check("reminder_settings_birth_date_check", sql`${t.birthDate} is null or (${isoDate(t.birthDate)})`),
    check("reminder_settings_checked_on_check", sql`${t.checkedOn} is null or (${isoDate(t.checkedOn)})`),
    index("reminder_settings_due_idx").on(t.emailOn, t.timeZone, t.checkedOn),
  ],
);

/**
 * One topic turned on: the pregnancy (no child) or one of a child's four. The app checks that the
 * child is hers before it stores the row.
 */
export const reminderTopics = sqliteTable(
  "reminder_topics",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childId: integer("child_id").references(() => children.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "reminder_topics_topic_check",
      sql`(${t.childId} is null and ${t.topic} = 'kehamilan') or (${t.childId} is not null and ${t.topic} in ('imunisasi', 'perkembangan', 'penimbangan', 'vitamin-a'))`,
    ),
    uniqueIndex("reminder_topics_unique_idx").on(t.userId, sql`coalesce(${t.childId}, 0)`, t.topic),
    index("reminder_topics_child_id_idx").on(t.childId),
  ],
);

/**
 * A reminder mail: at most one per member and local day (the unique index is what makes a rerun
 * or a retried cron send nothing twice). Written as "pending" before it is sent, then "sent" or
 * "failed". Kept 12 months.
 */
export const reminderMails = sqliteTable(
  "reminder_mails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Her local date the mail is for. */
    sentOn: text("sent_on").notNull(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull(),
    /** The cron run that claimed it (its items are written with it). */
    runId: text("run_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("reminder_mails_sent_on_check", isoDate(t.sentOn)),
    check("reminder_mails_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    uniqueIndex("reminder_mails_user_day_idx").on(t.userId, t.sentOn),
    index("reminder_mails_created_at_idx").on(t.createdAt, t.status),
  ],
);

/**
 * What a mail reminded of: an item's key (e.g. "anak:12:imunisasi:bcg"), whether it came before
 * its window ("soon", or due when she turned it on) or after it was missed ("late"), and the
 * window's first day (a corrected HPL moves it; a later pregnancy is a new item).
 */
export const reminderItems = sqliteTable(
  "reminder_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    mailId: integer("mail_id")
      .notNull()
      .references(() => reminderMails.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    kind: text("kind").$type<"soon" | "late">().notNull(),
    itemStart: text("item_start").notNull(),
  },
  (t) => [
    check("reminder_items_kind_check", sql`${t.kind} in ('soon', 'late')`),
    check("reminder_items_item_start_check", isoDate(t.itemStart)),
    index("reminder_items_mail_id_idx").on(t.mailId),
  ],
);

/**
 * A member's private calendar address (issue 37, decision 077): only the SHA-256 of its random
 * token is kept, so the address cannot be read back from the database; a new address replaces the
 * row (the old one stops at once). `names` is her choice to show her children's names in it.
 */
export const reminderFeeds = sqliteTable(
  "reminder_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token in the address. */
    tokenHash: text("token_hash").notNull(),
    names: integer("names", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("reminder_feeds_token_hash_check", sql`length(${t.tokenHash}) = 64`),
    check("reminder_feeds_names_check", sql`${t.names} in (0, 1)`),
    uniqueIndex("reminder_feeds_token_hash_idx").on(t.tokenHash),
  ],
);
