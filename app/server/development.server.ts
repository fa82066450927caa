import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { childDevelopmentChecks, children } from "~drizzle/schema";
import { nowMs } from "~drizzle/schema/columns";
import { type Answer, CHECKS_SHOWN, type SavedCheck } from "~/domain/development-check";
import { childColumns, ownChild } from "./child-rows.server";
import type { ChildRow } from "./children.server";
import type { Db } from "./db.server";

// A child's development checks (issue 36). As for doses, every statement carries the ownership in
// its own WHERE (the check's child among the user's children).

/** Checks one child may keep: six years of a check a month, and then some. */
export const CHECKS_PER_CHILD = 200;

export interface CheckInput {
  checkedOn: string;
  checkpoint: number;
  ageUsed: "koreksi" | "kronologis";
  answers: Record<string, Answer>;
  lostOther: boolean;
}

export interface CheckRow extends SavedCheck {
  id: number;
  ageUsed: "koreksi" | "kronologis";
}

const checkColumns = {
  id: childDevelopmentChecks.id,
  checkedOn: childDevelopmentChecks.checkedOn,
  checkpoint: childDevelopmentChecks.checkpoint,
  ageUsed: childDevelopmentChecks.ageUsed,
  answers: childDevelopmentChecks.answers,
  lostOther: childDevelopmentChecks.lostOther,
};

const ANSWER_VALUES: readonly string[] = ["ya", "belum", "hilang"];

/** The stored answers as an object of known answers (anything else in the column is dropped). */
function readAnswers(stored: string): Record<string, Answer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  const answers: Record<string, Answer> = Object.create(null);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return answers;
  for (const [id, value] of Object.entries(parsed)) {
    if (typeof value === "string" && ANSWER_VALUES.includes(value)) answers[id] = value as Answer;
  }
  return answers;
}

const toCheck = <T extends { answers: string }>(row: T) => ({ ...row, answers: readAnswers(row.answers) });

/**
 * One of the user's children's newest checks (newest first, at most `limit`), for a batch:
 * nothing for another member's child.
 */
export function childChecksQuery(db: Db, userId: string, childId: number, limit = CHECKS_SHOWN) {
  return db
    .select(checkColumns)
    .from(childDevelopmentChecks)
    .where(inArray(childDevelopmentChecks.childId, ownChild(db, userId, childId)))
    .orderBy(desc(childDevelopmentChecks.checkedOn), desc(childDevelopmentChecks.id))
    .limit(limit);
}

/** Every check of all the user's children (newest first), for the CSV download. */
export function checksOfUserQuery(db: Db, userId: string) {
  return db
    .select({ ...checkColumns, childId: childDevelopmentChecks.childId })
    .from(childDevelopmentChecks)
    .innerJoin(children, eq(children.id, childDevelopmentChecks.childId))
    .where(eq(children.userId, userId))
    .orderBy(desc(childDevelopmentChecks.checkedOn), desc(childDevelopmentChecks.id));
}

/**
 * For the glance of each of the user's children, only the newest check of each list: the newest
 * of all is among them, and so is the one that says whether the list due has been filled in. At
 * most ten rows a child, however many checks it has. (Checks are saved with the day they are
 * made, so the highest id of a list is its newest.)
 */
export function latestChecksOfUserQuery(db: Db, userId: string) {
  const newest = db
    .select({ id: sql<number>`max(${childDevelopmentChecks.id})` })
    .from(childDevelopmentChecks)
    .innerJoin(children, eq(children.id, childDevelopmentChecks.childId))
    .where(eq(children.userId, userId))
    .groupBy(childDevelopmentChecks.childId, childDevelopmentChecks.checkpoint);
  return db
    .select({ ...checkColumns, childId: childDevelopmentChecks.childId })
    .from(childDevelopmentChecks)
    .where(inArray(childDevelopmentChecks.id, newest))
    .orderBy(desc(childDevelopmentChecks.checkedOn), desc(childDevelopmentChecks.id));
}

/** Rows of either query as checks, their answers read. */
export function readChecks<T extends { answers: string }>(rows: readonly T[]) {
  return rows.map(toCheck);
}

/** Checks grouped by child id. */
export function checksByChild(
  rows: readonly { childId: number; answers: string; checkpoint: number; checkedOn: string; lostOther: boolean }[],
) {
  const byChild = new Map<number, SavedCheck[]>();
  for (const { childId, ...row } of rows) {
    const list = byChild.get(childId);
    if (list) list.push(toCheck(row));
    else byChild.set(childId, [toCheck(row)]);
  }
  return byChild;
}

/** One of the user's children with its checks (newest first), or null: one round trip. */
export async function getChildChecks(
  db: Db,
  userId: string,
  childId: number,
): Promise<{ child: ChildRow; checks: CheckRow[] } | null> {
  const [rows, checks] = await db.batch([
    db
      .select(childColumns)
      .from(children)
      .where(and(eq(children.id, childId), eq(children.userId, userId))),
    childChecksQuery(db, userId, childId),
  ]);
  const child = rows[0] as ChildRow | undefined;
  return child ? { child, checks: readChecks(checks) } : null;
}

/** One of the user's children, or null (a form's owner check: its checks are not needed). */
export async function getOwnChild(db: Db, userId: string, childId: number): Promise<ChildRow | null> {
  const rows = await db
    .select(childColumns)
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)));
  return (rows[0] as ChildRow | undefined) ?? null;
}

/**
 * Saves a check for one of the user's children: its id; null when the child is not theirs (or
 * gone) or already keeps CHECKS_PER_CHILD checks (`full` says which).
 */
export async function addCheck(
  db: Db,
  userId: string,
  childId: number,
  input: CheckInput,
): Promise<{ id: number } | { id: null; full: boolean }> {
  const [inserted, kept] = await db.batch([
    db
      .insert(childDevelopmentChecks)
      .select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            childId: children.id,
            checkedOn: sql<string>`${input.checkedOn}`.as("checked_on"),
            checkpoint: sql<number>`${input.checkpoint}`.as("checkpoint"),
            ageUsed: sql<string>`${input.ageUsed}`.as("age_used"),
            answers: sql<string>`${JSON.stringify(input.answers)}`.as("answers"),
            lostOther: sql<number>`${input.lostOther ? 1 : 0}`.as("lost_other"),
            createdAt: sql<number>`${nowMs}`.as("created_at"),
          })
          .from(children)
          .where(
            and(
              eq(children.id, childId),
              eq(children.userId, userId),
              sql`(SELECT count(*) FROM ${childDevelopmentChecks} WHERE ${childDevelopmentChecks.childId} = ${childId}) < ${CHECKS_PER_CHILD}`,
            ),
          ),
      )
      .returning({ id: childDevelopmentChecks.id }),
    db
      .select({ n: count() })
      .from(childDevelopmentChecks)
      .where(inArray(childDevelopmentChecks.childId, ownChild(db, userId, childId))),
  ]);
  const id = inserted[0]?.id;
  if (id !== undefined) return { id };
  return { id: null, full: (kept[0]?.n ?? 0) >= CHECKS_PER_CHILD };
}

/** Removes one check; false when there is no such check of the user's child. */
export async function deleteCheck(db: Db, userId: string, childId: number, checkId: number): Promise<boolean> {
  const deleted = await db
    .delete(childDevelopmentChecks)
    .where(
      and(
        eq(childDevelopmentChecks.id, checkId),
        eq(childDevelopmentChecks.childId, childId),
        inArray(childDevelopmentChecks.childId, ownChild(db, userId, childId)),
      ),
    )
    .returning({ id: childDevelopmentChecks.id });
  return deleted.length > 0;
}
