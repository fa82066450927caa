import { describe, expect, it } from "vitest";
import {
  hasRoleAtLeast,
  isAdmin,
  isRole,
  isSuperAdmin,
  mayDeleteComment,
  mayManageUsers,
  ROLE_LABELS,
  ROLES,
} from "./permissions";

// Written from SPEC section 6's table, one row at a time; "yes"/"no" per column
// (visitor, member, admin, super_admin).
type Column = "visitor" | "member" | "admin" | "super_admin";
const COLUMNS: Column[] = ["visitor", "member", "admin", "super_admin"];
const roleOf = (column: Column) => (column === "visitor" ? null : column);

const SPEC_TABLE: { capability: string; check: (role: string | null) => boolean; allowed: Record<Column, boolean> }[] =
  [
    {
      capability: "Reach /admin, manage articles, content pages, messages, answer questions",
      check: isAdmin,
      allowed: { visitor: false, member: false, admin: true, super_admin: true },
    },
    {
      capability: "User management (list profiles, change roles)",
      check: mayManageUsers,
      allowed: { visitor: false, member: false, admin: false, super_admin: true },
    },
    {
      capability: "Delete any comment (here: a comment written by someone else)",
      check: (role) => mayDeleteComment(role ? { id: "reader", role } : null, { userId: "someone-else" }),
      allowed: { visitor: false, member: false, admin: true, super_admin: true },
    },
    {
      capability: "Comment; delete own comment",
      check: (role) => mayDeleteComment(role ? { id: "reader", role } : null, { userId: "reader" }),
      allowed: { visitor: false, member: true, admin: true, super_admin: true },
    },
  ];

describe("SPEC section 6 permission table", () => {
  for (const row of SPEC_TABLE) {
    for (const column of COLUMNS) {
      it(`${row.capability}: ${column} -> ${row.allowed[column] ? "yes" : "no"}`, () => {
        expect(row.check(roleOf(column))).toBe(row.allowed[column]);
      });
    }
  }
});

describe("roles", () => {
  it("knows exactly the three stored roles, least powerful first", () => {
    expect(ROLES).toEqual(["member", "admin", "super_admin"]);
    expect(ROLE_LABELS).toEqual({ member: "Member", admin: "Admin", super_admin: "Super Admin" });
  });

  it("treats unknown or missing roles as no role at all", () => {
    for (const value of ["owner", "Admin", "", " admin", undefined, null, 1]) {
      expect(isRole(value), String(value)).toBe(false);
    }
    for (const value of ["owner", "ADMIN", "", undefined, null]) {
      expect(isAdmin(value as string | null | undefined), String(value)).toBe(false);
      expect(isSuperAdmin(value as string | null | undefined), String(value)).toBe(false);
      expect(hasRoleAtLeast(value as string | null | undefined, "member"), String(value)).toBe(false);
    }
  });

  it("orders roles: super_admin may do what admin may, admin what member may", () => {
    expect(hasRoleAtLeast("member", "member")).toBe(true);
    expect(hasRoleAtLeast("member", "admin")).toBe(false);
    expect(hasRoleAtLeast("admin", "member")).toBe(true);
    expect(hasRoleAtLeast("admin", "super_admin")).toBe(false);
    expect(hasRoleAtLeast("super_admin", "admin")).toBe(true);
    expect(isSuperAdmin("admin")).toBe(false);
    expect(isSuperAdmin("super_admin")).toBe(true);
  });

  it("never lets a comment without an author be deleted by a member on that ground", () => {
    expect(mayDeleteComment({ id: "reader", role: "member" }, { userId: null })).toBe(false);
    expect(mayDeleteComment({ id: "reader", role: "admin" }, { userId: null })).toBe(true);
  });
});
