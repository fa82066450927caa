import { and, eq } from "drizzle-orm";
import { children } from "~drizzle/schema";
import type { Db } from "./db.server";

// What children.server.ts and immunisations.server.ts both read of a child: its columns, and the
// child as a subquery carrying its owner, so every statement checks ownership in its own WHERE.

export const childColumns = {
  id: children.id,
  name: children.name,
  sex: children.sex,
  birthDate: children.birthDate,
  gestationalWeeks: children.gestationalWeeks,
};

/** The child with this id if it is the user's: for `inArray`, so a record's owner is checked in SQL. */
export function ownChild(db: Db, userId: string, childId: number) {
  return db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)));
}
