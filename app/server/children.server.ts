import { and, asc, desc, eq, inArray, like, sql } from "drizzle-orm";
import { careMarks, childDevelopmentChecks, childImmunisations, childMeasurements, children } from "~drizzle/schema";
import { nowMs } from "~drizzle/schema/columns";
import type { ChildSex, MeasurementPosition } from "~drizzle/types";
import { CHILD_LIMITS, type Measurement } from "~/domain/children";
import type { RecordedDose } from "~/domain/immunisation-status";
import { childColumns, ownChild } from "./child-rows.server";
import { checksOfUserQuery, childChecksQuery, readChecks } from "./development.server";
import type { SavedCheck } from "~/domain/development-check";
import { careMarksQuery } from "./care.server";
import type { Db } from "./db.server";
import { childDosesQuery, dosesByChild, dosesOfUserQuery } from "./immunisations.server";

// A member's children and their measurements (issue 16, part 3). Every function takes the
// signed-in user's id, and every statement carries the ownership in its own WHERE (a child:
// `user_id = ?`; a measurement: its child among that user's children), so a forged id reaches
// nothing, whatever the caller checked before.

export interface ChildInput {
  name: string;
  sex: ChildSex;
  birthDate: string;
  gestationalWeeks: number | null;
}

const measurementColumns = {
  id: childMeasurements.id,
  measuredOn: childMeasurements.measuredOn,
  weightKg: childMeasurements.weightKg,
  lengthCm: childMeasurements.lengthCm,
  position: childMeasurements.position,
  headCm: childMeasurements.headCm,
  armCm: childMeasurements.armCm,
  oedema: childMeasurements.oedema,
};

export type ChildRow = { id: number } & ChildInput;
export type MeasurementRow = { id: number } & Measurement;

/** The user's children (oldest first), for the dashboard's batch: enough to date their immunisations and development checks. */
export function childGlanceQuery(db: Db, userId: string) {
  return db
    .select({
      id: children.id,
      name: children.name,
      birthDate: children.birthDate,
      gestationalWeeks: children.gestationalWeeks,
    })
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(asc(children.birthDate), asc(children.id));
}

/**
 * The user's children (oldest first), each with its measurements (newest first), doses and
 * development checks (newest first): one round trip.
 */
export async function listChildren(db: Db, userId: string) {
  const [rows, measurements, doses, checks] = await db.batch([
    db
      .select(childColumns)
      .from(children)
      .where(eq(children.userId, userId))
      .orderBy(asc(children.birthDate), asc(children.id)),
    db
      .select({ ...measurementColumns, childId: childMeasurements.childId })
      .from(childMeasurements)
      .innerJoin(children, eq(children.id, childMeasurements.childId))
      .where(eq(children.userId, userId))
      .orderBy(desc(childMeasurements.measuredOn), desc(childMeasurements.id)),
    dosesOfUserQuery(db, userId),
    checksOfUserQuery(db, userId),
  ]);
  const byChild = dosesByChild(doses);
  const checksOf = readChecks(checks);
  return (rows as ChildRow[]).map((child) => ({
    ...child,
    measurements: (measurements as (MeasurementRow & { childId: number })[])
      .filter((row) => row.childId === child.id)
      .map(({ childId: _childId, ...row }) => row),
    doses: byChild.get(child.id) ?? [],
    checks: checksOf.filter((row) => row.childId === child.id).map(({ childId: _childId, ...row }) => row),
  }));
}

/** One of the user's children with its measurements (newest first) and doses (by date), or null: one round trip. */
export async function getChild(
  db: Db,
  userId: string,
  childId: number,
): Promise<{
  child: ChildRow;
  measurements: MeasurementRow[];
  doses: RecordedDose[];
  checks: SavedCheck[];
  marks: { itemKey: string; markedByName: string; createdAt: Date }[];
} | null> {
  const [rows, measurements, doses, checks, marks] = await db.batch([
    db
      .select(childColumns)
      .from(children)
      .where(and(eq(children.id, childId), eq(children.userId, userId))),
    db
      .select(measurementColumns)
      .from(childMeasurements)
      .innerJoin(children, eq(children.id, childMeasurements.childId))
      .where(and(eq(childMeasurements.childId, childId), eq(children.userId, userId)))
      .orderBy(desc(childMeasurements.measuredOn), desc(childMeasurements.id)),
    childDosesQuery(db, userId, childId),
    childChecksQuery(db, userId, childId),
    // The practice's marks on this child's items (issue 38), hers to see here too.
    careMarksQuery(db, userId),
  ]);
  const child = rows[0] as ChildRow | undefined;
  const own = `anak:${childId}:`;
  return child
    ? {
        child,
        measurements: measurements as MeasurementRow[],
        doses,
        checks: readChecks(checks),
        marks: marks.filter((mark) => mark.itemKey.startsWith(own)),
      }
    : null;
}

/** Adds a child; its id, or null when the user already keeps CHILD_LIMITS.children children. */
export async function addChild(db: Db, userId: string, input: ChildInput): Promise<number | null> {
  const inserted = await db
    .insert(children)
    .select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          userId: sql<string>`${userId}`.as("user_id"),
          name: sql<string>`${input.name}`.as("name"),
          sex: sql<ChildSex>`${input.sex}`.as("sex"),
          birthDate: sql<string>`${input.birthDate}`.as("birth_date"),
          gestationalWeeks: sql<number | null>`${input.gestationalWeeks}`.as("gestational_weeks"),
          createdAt: sql<number>`${nowMs}`.as("created_at"),
        })
        .from(sql`(SELECT 1)`)
        .where(sql`(SELECT count(*) FROM ${children} WHERE ${children.userId} = ${userId}) < ${CHILD_LIMITS.children}`),
    )
    .returning({ id: children.id });
  return inserted[0]?.id ?? null;
}

/** Changes one of the user's children; false when there is no such child of theirs. */
export async function updateChild(db: Db, userId: string, childId: number, input: ChildInput): Promise<boolean> {
  const updated = await db
    .update(children)
    .set({ name: input.name, sex: input.sex, birthDate: input.birthDate, gestationalWeeks: input.gestationalWeeks })
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning({ id: children.id });
  return updated.length > 0;
}

/**
 * Deletes one of the user's children with all of its measurements, doses and development checks, in one batch (the foreign
 * key cascades too; the explicit delete keeps it so even where foreign keys are off). False when
 * there is no such child of theirs.
 */
export async function deleteChild(db: Db, userId: string, childId: number): Promise<boolean> {
  const [, , , , deleted] = await db.batch([
    db.delete(childMeasurements).where(inArray(childMeasurements.childId, ownChild(db, userId, childId))),
    db.delete(childImmunisations).where(inArray(childImmunisations.childId, ownChild(db, userId, childId))),
    db.delete(childDevelopmentChecks).where(inArray(childDevelopmentChecks.childId, ownChild(db, userId, childId))),
    // The practice's marks on the child's items (issue 38) go with it (its notes go by foreign key).
    db.delete(careMarks).where(and(eq(careMarks.memberId, userId), like(careMarks.itemKey, `anak:${childId}:%`))),
    db
      .delete(children)
      .where(and(eq(children.id, childId), eq(children.userId, userId)))
      .returning({ id: children.id }),
  ]);
  return deleted.length > 0;
}

/**
 * Adds a measurement to one of the user's children; its id, or null when the child is not theirs
 * (or gone) or already has CHILD_LIMITS.measurements measurements.
 */
export async function addMeasurement(
  db: Db,
  userId: string,
  childId: number,
  measurement: Measurement,
): Promise<number | null> {
  const inserted = await db
    .insert(childMeasurements)
    .select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          childId: children.id,
          measuredOn: sql<string>`${measurement.measuredOn}`.as("measured_on"),
          weightKg: sql<number | null>`${measurement.weightKg}`.as("weight_kg"),
          lengthCm: sql<number | null>`${measurement.lengthCm}`.as("length_cm"),
          position: sql<MeasurementPosition | null>`${measurement.position}`.as("position"),
          headCm: sql<number | null>`${measurement.headCm}`.as("head_cm"),
          armCm: sql<number | null>`${measurement.armCm ?? null}`.as("arm_cm"),
          oedema: sql<
            boolean | null
          >`${measurement.oedema === undefined || measurement.oedema === null ? null : measurement.oedema ? 1 : 0}`.as(
            "oedema",
          ),
          createdAt: sql<number>`${nowMs}`.as("created_at"),
        })
        .from(children)
        .where(
          and(
            eq(children.id, childId),
            eq(children.userId, userId),
            sql`(SELECT count(*) FROM ${childMeasurements} WHERE ${childMeasurements.childId} = ${childId}) < ${CHILD_LIMITS.measurements}`,
          ),
        ),
    )
    .returning({ id: childMeasurements.id });
  return inserted[0]?.id ?? null;
}

/** Where a measurement is this child's and the child the user's. */
const ownMeasurement = (db: Db, userId: string, childId: number, measurementId: number) =>
  and(
    eq(childMeasurements.id, measurementId),
    eq(childMeasurements.childId, childId),
    inArray(childMeasurements.childId, ownChild(db, userId, childId)),
  );

/** Changes one measurement of one of the user's children; false when there is no such measurement. */
export async function updateMeasurement(
  db: Db,
  userId: string,
  childId: number,
  measurementId: number,
  measurement: Measurement,
): Promise<boolean> {
  const updated = await db
    .update(childMeasurements)
    .set({
      measuredOn: measurement.measuredOn,
      weightKg: measurement.weightKg,
      lengthCm: measurement.lengthCm,
      position: measurement.position,
      headCm: measurement.headCm,
      armCm: measurement.armCm ?? null,
      oedema: measurement.oedema ?? null,
    })
    .where(ownMeasurement(db, userId, childId, measurementId))
    .returning({ id: childMeasurements.id });
  return updated.length > 0;
}

/** Deletes one measurement of one of the user's children; false when there is no such measurement. */
export async function deleteMeasurement(
  db: Db,
  userId: string,
  childId: number,
  measurementId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(childMeasurements)
    .where(ownMeasurement(db, userId, childId, measurementId))
    .returning({ id: childMeasurements.id });
  return deleted.length > 0;
}
