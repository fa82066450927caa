import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { childImmunisations, children } from "~drizzle/schema";
import { nowMs } from "~drizzle/schema/columns";
import type { RecordedDose } from "~/domain/immunisation-status";
import { childColumns, ownChild } from "./child-rows.server";
import type { ChildRow } from "./children.server";
import type { Db } from "./db.server";

// A child's recorded doses (issue 35). As in children.server.ts, every statement carries the
// ownership in its own WHERE (the dose's child among the user's children), so a forged id
// reaches nothing whatever the caller checked before.

export interface DoseInput {
  dose: string;
  givenOn: string;
  place: string | null;
}

const doseColumns = {
  id: childImmunisations.id,
  dose: childImmunisations.dose,
  givenOn: childImmunisations.givenOn,
  place: childImmunisations.place,
};

/** The doses of all the user's children (by child, then date), for a batch of the dashboard or the list. */
export function dosesOfUserQuery(db: Db, userId: string) {
  return db
    .select({ ...doseColumns, childId: childImmunisations.childId })
    .from(childImmunisations)
    .innerJoin(children, eq(children.id, childImmunisations.childId))
    .where(eq(children.userId, userId))
    .orderBy(asc(childImmunisations.childId), asc(childImmunisations.givenOn), asc(childImmunisations.id));
}

/** One of the user's children's doses (by date), for a batch: nothing for another member's child. */
export function childDosesQuery(db: Db, userId: string, childId: number) {
  return db
    .select(doseColumns)
    .from(childImmunisations)
    .where(inArray(childImmunisations.childId, ownChild(db, userId, childId)))
    .orderBy(asc(childImmunisations.givenOn), asc(childImmunisations.id));
}

/** Doses grouped by child id. */
export function dosesByChild(rows: readonly (RecordedDose & { childId: number })[]): Map<number, RecordedDose[]> {
  const byChild = new Map<number, RecordedDose[]>();
  for (const { childId, ...dose } of rows) byChild.set(childId, [...(byChild.get(childId) ?? []), dose]);
  return byChild;
}

/** One of the user's children with its recorded doses (by date), or null: one round trip. */
export async function getChildDoses(
  db: Db,
  userId: string,
  childId: number,
): Promise<{ child: ChildRow; doses: RecordedDose[] } | null> {
  const [rows, doses] = await db.batch([
    db
      .select(childColumns)
      .from(children)
      .where(and(eq(children.id, childId), eq(children.userId, userId))),
    childDosesQuery(db, userId, childId),
  ]);
  const child = rows[0] as ChildRow | undefined;
  return child ? { child, doses } : null;
}

/**
 * The unique index D1 refused: the same dose recorded meanwhile by another request. Only D1's own
 * error is read (drizzle's wrapper quotes the statement's values, which the member typed).
 */
export function isDuplicateDose(error: unknown): boolean {
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (
    inner instanceof Error &&
    /UNIQUE constraint failed: child_immunisations\.child_id, child_immunisations\.dose/.test(inner.message)
  );
}

/** Records a dose for one of the user's children; its id, or null when the child is not theirs (or gone). */
export async function addDose(db: Db, userId: string, childId: number, input: DoseInput): Promise<number | null> {
  const inserted = await db
    .insert(childImmunisations)
    .select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          childId: children.id,
          dose: sql<string>`${input.dose}`.as("dose"),
          givenOn: sql<string>`${input.givenOn}`.as("given_on"),
          place: sql<string | null>`${input.place}`.as("place"),
          createdAt: sql<number>`${nowMs}`.as("created_at"),
        })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.userId, userId))),
    )
    .returning({ id: childImmunisations.id });
  return inserted[0]?.id ?? null;
}

/** Where a dose record is this child's and the child the user's. */
const ownDose = (db: Db, userId: string, childId: number, doseId: number) =>
  and(
    eq(childImmunisations.id, doseId),
    eq(childImmunisations.childId, childId),
    inArray(childImmunisations.childId, ownChild(db, userId, childId)),
  );

/** Corrects one recorded dose; false when there is no such record of the user's child. */
export async function updateDose(
  db: Db,
  userId: string,
  childId: number,
  doseId: number,
  input: DoseInput,
): Promise<boolean> {
  const updated = await db
    .update(childImmunisations)
    .set({ dose: input.dose, givenOn: input.givenOn, place: input.place })
    .where(ownDose(db, userId, childId, doseId))
    .returning({ id: childImmunisations.id });
  return updated.length > 0;
}

/** Removes one recorded dose; false when there is no such record of the user's child. */
export async function deleteDose(db: Db, userId: string, childId: number, doseId: number): Promise<boolean> {
  const deleted = await db
    .delete(childImmunisations)
    .where(ownDose(db, userId, childId, doseId))
    .returning({ id: childImmunisations.id });
  return deleted.length > 0;
}
