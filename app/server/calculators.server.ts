import { and, count, desc, eq } from "drizzle-orm";
import { articleReads, calculatorHistory } from "~drizzle/schema";
import type { CalculatorInput, CalculatorResult, CalculatorType } from "~drizzle/types";
import { childGlanceQuery } from "./children.server";
import { checksByChild, latestChecksOfUserQuery } from "./development.server";
import { dosesByChild, dosesOfUserQuery } from "./immunisations.server";
import { careMarksQuery } from "./care.server";
import type { Db } from "./db.server";
import { memberQuestionsQuery, type QuestionRow } from "./questions.server";

/** Saves one calculation to the user's history; returns the new row's id. */
export async function saveCalculation(
  db: Db,
  userId: string,
  type: CalculatorType,
  record: { input: CalculatorInput; result: CalculatorResult },
): Promise<number> {
  const row = await db
    .insert(calculatorHistory)
    .values({ userId, calculatorType: type, inputData: record.input, result: record.result })
    .returning({ id: calculatorHistory.id })
    .get();
  return row.id;
}

/** One of the user's own saved calculations (type and stored input), or null: never another's. */
export async function loadOwnCalculation(db: Db, userId: string, id: number) {
  const row = await db
    .select({ type: calculatorHistory.calculatorType, input: calculatorHistory.inputData })
    .from(calculatorHistory)
    .where(and(eq(calculatorHistory.id, id), eq(calculatorHistory.userId, userId)))
    .get();
  return row ?? null;
}

/**
 * The dashboard's three counters, the calculator history, the member's own questions (both
 * newest first) and the children they keep with their recorded doses and development checks: one round trip. The question counter is the
 * length of that list.
 */
export async function loadMemberActivity(db: Db, userId: string) {
  const [calculations, asked, read, history, kids, doses, checks, marks] = await db.batch([
    db.select({ n: count() }).from(calculatorHistory).where(eq(calculatorHistory.userId, userId)),
    memberQuestionsQuery(db, userId),
    db.select({ n: count() }).from(articleReads).where(eq(articleReads.userId, userId)),
    db
      .select({
        id: calculatorHistory.id,
        type: calculatorHistory.calculatorType,
        input: calculatorHistory.inputData,
        result: calculatorHistory.result,
        createdAt: calculatorHistory.createdAt,
      })
      .from(calculatorHistory)
      .where(eq(calculatorHistory.userId, userId))
      .orderBy(desc(calculatorHistory.createdAt), desc(calculatorHistory.id))
      .limit(200),
    childGlanceQuery(db, userId),
    dosesOfUserQuery(db, userId),
    latestChecksOfUserQuery(db, userId),
    careMarksQuery(db, userId),
  ]);
  const byChild = dosesByChild(doses);
  const checksOf = checksByChild(checks);
  return {
    counts: {
      calculations: calculations[0]?.n ?? 0,
      questions: asked.length,
      articlesRead: read[0]?.n ?? 0,
      children: kids.length,
    },
    children: kids.map((child) => ({
      ...child,
      doses: byChild.get(child.id) ?? [],
      checks: checksOf.get(child.id) ?? [],
    })),
    history,
    questions: asked as QuestionRow[],
    marks,
  };
}

/** Deletes one of the user's own history entries; false when there was none to delete. */
export async function deleteHistoryEntry(db: Db, userId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(calculatorHistory)
    .where(and(eq(calculatorHistory.id, id), eq(calculatorHistory.userId, userId)))
    .returning({ id: calculatorHistory.id });
  return deleted.length > 0;
}
