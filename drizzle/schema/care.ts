import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { children } from "./children";
import { createdAt } from "./columns";

// Ibu & anak binaan (issue 38, decision 078): a member's consent to share her pregnancy plan and
// her children's records with the site's midwives, each view of her data by a midwife, and the
// midwives' short follow-up notes and "done at the practice" marks. An account deleted takes all
// of it (cascades); a midwife's account deleted keeps her notes, unsigned.

/**
 * One consent, from the day she gave it to the day she withdrew it (null while it stands). At
 * most one stands at a time; the earlier ones stay as the record of when she shared and stopped.
 */
export const careConsents = sqliteTable(
  "care_consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grantedAt: integer("granted_at", { mode: "timestamp_ms" }).notNull(),
    withdrawnAt: integer("withdrawn_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    check("care_consents_order_check", sql`${t.withdrawnAt} is null or ${t.withdrawnAt} >= ${t.grantedAt}`),
    uniqueIndex("care_consents_standing_idx").on(t.userId).where(sql`${t.withdrawnAt} is null`),
    index("care_consents_user_id_idx").on(t.userId, t.grantedAt),
  ],
);

/** A midwife opened a member's page: who, whom, when (the member sees these on her dashboard). */
export const careViews = sqliteTable(
  "care_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewerId: text("viewer_id").references(() => users.id, { onDelete: "set null" }),
    /** The midwife's name when she looked (kept if her account goes). */
    viewerName: text("viewer_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("care_views_member_idx").on(t.memberId, t.createdAt)],
);

/** A midwife's short follow-up note on a member (and perhaps one child): not a medical record. */
export const careNotes = sqliteTable(
  "care_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childId: integer("child_id").references(() => children.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("care_notes_note_check", sql`length(${t.note}) between 1 and 280`),
    index("care_notes_member_idx").on(t.memberId, t.createdAt),
    index("care_notes_child_id_idx").on(t.childId),
  ],
);

/** An item (a reminder key: a visit, a dose, a list) marked done at the practice; the member sees it. */
export const careMarks = sqliteTable(
  "care_marks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
    markedByName: text("marked_by_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("care_marks_item_key_check", sql`length(${t.itemKey}) between 1 and 100`),
    uniqueIndex("care_marks_item_idx").on(t.memberId, t.itemKey),
  ],
);
