import { desc, eq, sql } from "drizzle-orm";
import { users } from "~drizzle/schema";
import type { Role } from "~/domain/permissions";
import type { Db } from "./db.server";

export async function updateProfile(db: Db, userId: string, profile: { name: string; phone: string | null }) {
  await db
    .update(users)
    .set({ name: profile.name, phone: profile.phone, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * All profiles for user management, newest first (SPEC section 7): only the columns the page
 * shows (name, email, joined, role) and the id its role form posts. Phone numbers stay in D1:
 * what a loader returns reaches the browser whether or not the page renders it (decision 031).
 */
export function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .all();
}

export type RoleChangeResult = "updated" | "not-found" | "last-super-admin";

/**
 * Changes a user's role. The last super_admin is never demoted, so the site cannot lock itself
 * out of user management; the guard sits in the UPDATE itself, so two super_admins demoting
 * each other at the same moment cannot both succeed.
 */
export async function changeRole(db: Db, userId: string, role: Role): Promise<RoleChangeResult> {
  const target = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).get();
  if (!target) return "not-found";
  if (target.role === role) return "updated";
  const result = await db.run(sql`
    update ${users} set role = ${role}, updated_at = ${Date.now()}
    where id = ${userId}
      and (role <> 'super_admin' or (select count(*) from ${users} where role = 'super_admin') > 1)`);
  return result.meta.changes > 0 ? "updated" : "last-super-admin";
}

/** Whether the account with this email is verified and when it was made; null without one. */
export async function accountState(db: Db, email: string): Promise<{ verified: boolean; createdAt: Date } | null> {
  const row = await db
    .select({ verified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.email, email))
    .get();
  return row ?? null;
}
