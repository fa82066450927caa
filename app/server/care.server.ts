import { and, desc, eq, isNull } from "drizzle-orm";
import { careConsents, careViews } from "~drizzle/schema";
import type { Db } from "./db.server";

// Ibu & anak binaan (issue 38, decision 078): a member's consent to share with the midwives.
// Every statement names the member in its own WHERE: a forged id reaches nothing.

/** Her consents, newest first (the standing one, if any, first), and the midwives' views of her data. */
export async function getCarePage(db: Db, userId: string) {
  const [consents, views] = await db.batch([
    db
      .select({ grantedAt: careConsents.grantedAt, withdrawnAt: careConsents.withdrawnAt })
      .from(careConsents)
      .where(eq(careConsents.userId, userId))
      .orderBy(desc(careConsents.grantedAt), desc(careConsents.id))
      .limit(20),
    db
      .select({ viewerName: careViews.viewerName, createdAt: careViews.createdAt })
      .from(careViews)
      .where(eq(careViews.memberId, userId))
      .orderBy(desc(careViews.createdAt), desc(careViews.id))
      .limit(50),
  ]);
  const standing = consents.find((row) => row.withdrawnAt === null) ?? null;
  return { standing, consents, views };
}

/**
 * Gives her consent (from now) or withdraws the standing one (from now). Giving it while one
 * stands, or withdrawing when none does, changes nothing; the unique index keeps one standing.
 */
export async function setCareConsent(db: Db, userId: string, share: boolean, now = new Date()): Promise<boolean> {
  if (!share) {
    const rows = await db
      .update(careConsents)
      .set({ withdrawnAt: now })
      .where(and(eq(careConsents.userId, userId), isNull(careConsents.withdrawnAt)))
      .returning({ id: careConsents.id });
    return rows.length > 0;
  }
  const rows = await db
    .insert(careConsents)
    .values({ userId, grantedAt: now })
    .onConflictDoNothing()
    .returning({ id: careConsents.id });
  return rows.length > 0;
}
