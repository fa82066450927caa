import type { Role } from "~drizzle/types";

/** How roles read in the interface. */
export const ROLE_LABELS: Record<Role, string> = {
  member: "Member",
  admin: "Admin",
  super_admin: "Super Admin",
};
