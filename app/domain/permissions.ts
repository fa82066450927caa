import { ROLES, type Role } from "~drizzle/types";

/**
 * Who may do what (SPEC section 6), in one place. Guards on the server, hidden buttons in the
 * interface and the admin page registry all ask these predicates; no other module compares a
 * role with a string.
 *
 * The stored values themselves are declared with the data model (`drizzle/types`, the `role`
 * column), which must not import app code; this module re-exports them so the app imports roles
 * from here. `ROLES` runs from least to most powerful: each role may do everything the one
 * before it may.
 */
export { ROLES, type Role };

/** How roles read in the interface. */
export const ROLE_LABELS: Record<Role, string> = {
  member: "Member",
  admin: "Admin",
  super_admin: "Super Admin",
};

/** The two roles that open admin pages; each admin page names the lowest one it needs. */
export type AdminRole = Extract<Role, "admin" | "super_admin">;

/** Anyone who asks: a visitor (no user) or a signed-in user with their role. */
export type Actor = { id: string; role: string } | null | undefined;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` is `min` or above it. An unknown role (or a visitor) is below every role. */
export function hasRoleAtLeast(role: string | null | undefined, min: Role): boolean {
  return isRole(role) && ROLES.indexOf(role) >= ROLES.indexOf(min);
}

/** Reach /admin, manage articles, content pages and messages, answer questions. */
export function isAdmin(role: string | null | undefined): boolean {
  return hasRoleAtLeast(role, "admin");
}

export function isSuperAdmin(role: string | null | undefined): boolean {
  return hasRoleAtLeast(role, "super_admin");
}

/** Comment, and delete one's own comment: every signed-in user. Delete any comment: admins. */
export function mayDeleteComment(user: Actor, comment: { userId: string | null }): boolean {
  if (!user) return false;
  return user.id === comment.userId || isAdmin(user.role);
}

/**
 * User management: list every profile and change any role (super_admin only). The one role rule
 * that depends on the data, "the last super_admin is never demoted", is kept inside the UPDATE in
 * `changeRole` (app/server/users.server.ts), so two super_admins demoting each other at the same
 * moment cannot both succeed; a check here could not hold under that race.
 */
export function mayManageUsers(role: string | null | undefined): boolean {
  return isSuperAdmin(role);
}

// Question rules arrive with Tanya Kami (SPEC section 6, last rows): "close own answered
// question" (the asker, once answered) and "clear a question's rating, review, reviewer name"
// (super_admin) go here, next to the comment rule, with their tests in permissions.test.ts.
