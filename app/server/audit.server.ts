import { desc } from "drizzle-orm";
import { auditLog } from "~drizzle/schema";
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
  entry: { action: AuditAction; entity: AuditEntity; entityId?: string | number | null },
) {
  return db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name.trim() || "Admin",
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
  });
}

/** The last changes, newest first, for the admin panel. */
export function recentChanges(db: Db, limit = 10) {
  return db
    .select({
      actorName: auditLog.actorName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
