import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { auditLog, questions } from "~drizzle/schema";
import type { AuditAction, AuditEntity } from "~/domain/audit";
import type { SessionUser } from "./auth.server";
import type { Db } from "./db.server";

/**
 * The audit row for one admin save, as a statement to put in the same `db.batch` as the change
 * (so a change is never without its row, nor a row without its change).
 */
export function auditEntry(
  db: Db,
  actor: Pick<SessionUser, "id" | "name">,
  entry: { action: AuditAction; entity: AuditEntity; entityId?: string | number | null | SQL },
) {
  const { entityId } = entry;
  return db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name.trim() || "Admin",
    action: entry.action,
    entity: entry.entity,
    entityId:
      entityId === undefined || entityId === null ? null : typeof entityId === "object" ? entityId : String(entityId),
  });
}

/** The id of the row the statement before it inserted, for `auditEntry` in the same batch. */
export const LAST_INSERTED_ID = sql`cast(last_insert_rowid() as text)`;

/**
 * The audit row for a guarded change, written only if the statement just before it in the batch
 * changed exactly one row (`changes()`): a refused or vanished target leaves no trail of a change
 * that did not happen.
 */
export function auditEntryIfChanged(
  db: Db,
  actor: Pick<SessionUser, "id" | "name">,
  entry: { action: AuditAction; entity: AuditEntity; entityId: string | number },
) {
  return db.insert(auditLog).select(
    db
      .select({
        id: sql<number>`NULL`.as("id"),
        actorId: sql<string>`${actor.id}`.as("actor_id"),
        actorName: sql<string>`${actor.name.trim() || "Admin"}`.as("actor_name"),
        action: sql<AuditAction>`${entry.action}`.as("action"),
        entity: sql<string>`${entry.entity}`.as("entity"),
        entityId: sql<string>`${String(entry.entityId)}`.as("entity_id"),
        createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as("created_at"),
      })
      .from(sql`(SELECT 1)`)
      .where(sql`changes() = 1`),
  );
}

/**
 * The last changes, newest first, for the admin panel; a question still there comes with its
 * topic and the start of its text (in the same query), so the panel can name it.
 */
export function recentChanges(db: Db, limit = 10) {
  return db
    .select({
      actorName: auditLog.actorName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      createdAt: auditLog.createdAt,
      questionTopic: questions.topic,
      // Enough for the panel's short name (app/domain/audit.ts, questionName); not the whole text.
      questionStart: sql<string | null>`substr(${questions.question}, 1, 200)`,
    })
    .from(auditLog)
    .leftJoin(
      questions,
      and(eq(auditLog.entity, "question"), eq(questions.id, sql`cast(${auditLog.entityId} as integer)`)),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
