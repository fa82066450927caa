import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { ADMIN_PAGES, adminPageAt, adminShortcuts, isAdminPath, mayOpenAdminPage, panelScope } from "./admin-pages";

/** Every URL pattern in the route config, nested routes joined to their parents. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    const own = entry.path !== undefined || entry.index ? [`/${path}`] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

const ADMIN_ROUTE = /^\/admin(\/|$)/;

describe("admin page registry", () => {
  const adminRoutes = [...new Set(routePaths(routes).filter((path) => ADMIN_ROUTE.test(path)))];

  it("finds the admin routes in app/routes.ts (the reader works)", () => {
    expect(adminRoutes).toContain("/admin");
    expect(adminRoutes).toContain("/admin/pengguna");
  });

  it("lists every admin route of app/routes.ts, so each one is in the authorization matrix", () => {
    const registered = ADMIN_PAGES.map((page) => page.path);
    const missing = adminRoutes.filter((path) => !registered.includes(path));
    expect(missing, "admin routes without an entry in app/domain/admin-pages.ts").toEqual([]);
  });

  it("finds each admin route's entry by the pattern React Router passes to its guard (decision 063)", () => {
    // React Router joins the matched routes' paths without a leading slash ("admin/pesan/:id").
    for (const path of adminRoutes) {
      expect(adminPageAt(path.slice(1))?.path, path).toBe(path);
      expect(adminPageAt(path)?.path, path).toBe(path);
      expect(isAdminPath(path.slice(1)), path).toBe(true);
    }
    // The roles, typed here from SPEC section 6, not read from the list under test.
    expect(adminPageAt("admin/pengguna")?.minRole).toBe("super_admin");
    expect(adminPageAt("admin/tinjauan-medis/:page")?.minRole).toBe("super_admin");
    expect(adminPageAt("admin/pesan/:id")?.minRole).toBe("admin");
    expect(adminPageAt("admin")?.minRole).toBe("admin");
    expect(adminPageAt("admin/pesan/990001")).toBeUndefined();
    expect(adminPageAt("dashboard")).toBeUndefined();
    for (const other of ["dashboard", "/administrasi", "__test/form", "artikel/:id"])
      expect(isAdminPath(other), other).toBe(false);
  });

  it("lists only routes that exist, each once, all under /admin", () => {
    const registered = ADMIN_PAGES.map((page) => page.path);
    expect(new Set(registered).size).toBe(registered.length);
    for (const path of registered) {
      expect(ADMIN_ROUTE.test(path), path).toBe(true);
      expect(adminRoutes, path).toContain(path);
    }
  });

  it("gives every page with a URL parameter an example URL of that pattern, and no other page one", () => {
    for (const page of ADMIN_PAGES) {
      if (!page.path.includes(":")) {
        expect(page.examplePath, page.path).toBeUndefined();
        continue;
      }
      const pattern = new RegExp(`^${page.path.replace(/:[^/]+/g, "[^/:]+")}$`);
      expect(page.examplePath, page.path).toMatch(pattern);
    }
  });

  it("gives shortcut cards only to pages with a URL parameter, each card a URL of that pattern", () => {
    for (const page of ADMIN_PAGES) {
      if (!page.path.includes(":")) {
        expect(page.cards, page.path).toBeUndefined();
        continue;
      }
      const pattern = new RegExp(`^${page.path.replace(/:[^/]+/g, "[^/:]+")}$`);
      for (const card of page.cards ?? []) expect(card.path, page.path).toMatch(pattern);
    }
  });

  it("gives every entry a title and a description", () => {
    for (const page of ADMIN_PAGES) {
      expect(page.title.trim(), page.path).not.toBe("");
      expect(page.description.trim(), page.path).not.toBe("");
    }
  });

  it("keeps the panel for admins and user management for the super_admin (SPEC section 6)", () => {
    const minRoles = Object.fromEntries(ADMIN_PAGES.map((page) => [page.path, page.minRole]));
    expect(minRoles["/admin"]).toBe("admin");
    expect(minRoles["/admin/pengguna"]).toBe("super_admin");
    expect(minRoles["/admin/pesan"]).toBe("admin");
    expect(minRoles["/admin/pesan/:id"]).toBe("admin");
  });
});

describe("admin panel shortcuts", () => {
  it("shows user management to the super_admin only (SPEC 'Admin panel')", () => {
    expect(adminShortcuts("super_admin").map((page) => page.title)).toContain("Manajemen Pengguna");
    expect(adminShortcuts("admin").map((page) => page.title)).not.toContain("Manajemen Pengguna");
  });

  it("shows message management to admins and super_admins, but not its detail page", () => {
    for (const role of ["admin", "super_admin"]) {
      const paths = adminShortcuts(role).map((page) => page.path);
      expect(paths, role).toContain("/admin/pesan");
      expect(paths, role).not.toContain("/admin/pesan/:id");
    }
  });

  it("shows one card per legal page editor to admins (SPEC: privacy policy and disclaimer)", () => {
    for (const role of ["admin", "super_admin"]) {
      const cards = adminShortcuts(role).filter((card) => card.path.startsWith("/admin/legal/edit/"));
      expect(
        cards.map((card) => [card.title, card.path]),
        role,
      ).toEqual([
        ["Kebijakan Privasi", "/admin/legal/edit/privacy-policy"],
        ["Disclaimer", "/admin/legal/edit/disclaimer"],
      ]);
    }
    expect(adminShortcuts("member")).toEqual([]);
  });

  it("shows the Q&A guidelines, services and about editors to admins", () => {
    const paths = adminShortcuts("admin").map((card) => card.path);
    for (const path of ["/admin/panduan-tanya-jawab/edit", "/admin/layanan/edit", "/admin/tentang-saya/edit"]) {
      expect(paths).toContain(path);
    }
  });

  it("never lists the panel itself, and nothing for members, visitors or unknown roles", () => {
    expect(adminShortcuts("super_admin").map((page) => page.path)).not.toContain("/admin");
    expect(adminShortcuts("member")).toEqual([]);
    expect(adminShortcuts(null)).toEqual([]);
    expect(adminShortcuts("owner")).toEqual([]);
  });

  it("opens a page for its minimum role and above only", () => {
    const superOnly = { minRole: "super_admin" } as const;
    const adminsToo = { minRole: "admin" } as const;
    expect([null, "member", "admin", "super_admin"].map((role) => mayOpenAdminPage(role, superOnly))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect([null, "member", "admin", "super_admin"].map((role) => mayOpenAdminPage(role, adminsToo))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe("admin wording", () => {
  it("calls editing 'Edit', as the spec's /edit routes do, never 'Ubah' (decision 055)", () => {
    const titles = ADMIN_PAGES.flatMap((page) => [page.title, ...(page.cards ?? []).map((card) => card.title)]);
    expect(titles.filter((title) => /\bubah\b/i.test(title))).toEqual([]);
    expect(ADMIN_PAGES.find((page) => page.path === "/admin/artikel/edit/:id")?.title).toBe("Edit Artikel");
  });
});

describe("the panel's greeting", () => {
  it("says users only to the super_admin, who alone manages them", () => {
    expect(panelScope("admin")).toBe("konten dan pesan");
    expect(panelScope("super_admin")).toBe("konten, pesan, dan pengguna");
  });
});
