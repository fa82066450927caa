import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGES } from "~/domain/admin-pages";
import { DEMO, get, login, mergeCookies, postForm } from "./helpers";

type Who = "visitor" | "member" | "admin" | "super_admin";
const EVERYONE: Who[] = ["visitor", "member", "admin", "super_admin"];
const cookies: Record<Who, string> = { visitor: "", member: "", admin: "", super_admin: "" };

beforeAll(async () => {
  // The role-change cases act on this account, so the demo accounts keep their roles.
  await env.DB.prepare(
    "INSERT INTO users (id, name, email, role) VALUES ('matrix-target', 'Target Matriks', 'target@contoh.id', 'member') ON CONFLICT DO NOTHING",
  ).run();
  // The question the message detail page's example URL names (app/domain/admin-pages.ts).
  await env.DB.prepare(
    "INSERT INTO questions (id, name, email, topic, question) VALUES (990001, 'Penanya Matriks', 'penanya.matriks@contoh.id', 'Kehamilan', 'Pertanyaan uji matriks') ON CONFLICT DO NOTHING",
  ).run();
  // The article the article editor's example URL names.
  await env.DB.prepare(
    "INSERT INTO articles (id, title, excerpt, content, category) VALUES (990001, 'Artikel Matriks', 'Ringkasan', '<p>Isi</p>', 'Kehamilan') ON CONFLICT DO NOTHING",
  ).run();
  cookies.member = await login(DEMO.member.email, DEMO.member.password);
  cookies.admin = await login(DEMO.admin.email, DEMO.admin.password);
  cookies.super_admin = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
});

/** Tables that change without any form: sign-ins, limits, mail and bookkeeping. */
const VOLATILE = new Set(["sessions", "verifications", "rate_limits", "mail_outbox", "d1_migrations"]);

/** A snapshot of every table a form could change (so a new admin editor is covered too). */
async function snapshot() {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY name",
  ).all<{ name: string }>();
  const names = tables.map((table) => table.name).filter((name) => !VOLATILE.has(name));
  const contents = await env.DB.batch(names.map((name) => env.DB.prepare(`SELECT * FROM "${name}"`)));
  return JSON.stringify(names.map((name, i) => [name, contents[i]!.results]));
}

/** A comment by the admin on article 5, for the delete cases. */
async function adminComment(): Promise<Record<string, string>> {
  const row = await env.DB.prepare(
    "INSERT INTO comments (article_id, user_id, content, commenter_display_name) VALUES (5, 'demo-admin', 'Milik admin', 'B*** A***') RETURNING id",
  ).first<{ id: number }>();
  return { intent: "delete-comment", commentId: String(row!.id), confirm: "ya" };
}

/** A calculation saved by the admin, for the history delete cases. */
async function adminHistory(): Promise<Record<string, string>> {
  const row = await env.DB.prepare(
    "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES ('demo-admin', 'hpl', '{\"lastPeriod\":\"2026-01-01\"}', '{}') RETURNING id",
  ).first<{ id: number }>();
  return { intent: "delete-history", id: String(row!.id), confirm: "ya" };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const loginFor = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`;

interface Case {
  method: "GET" | "POST";
  path: string;
  body?: Record<string, string>;
  /** Makes the row the request acts on, and gives the form fields. */
  setup?: () => Promise<Record<string, string>>;
  /** Only the roles listed are requested. */
  expect: Partial<Record<Who, number | string>>;
  /** Who may change data with this request (by default everyone the request does not turn away). */
  writers?: Who[];
  /** The h1 a 200 answer must carry (it is the page asked for, not some fallback). */
  heading?: string;
}

/** Forms that would change something if the guard let them through; other admin pages get a dummy field. */
const ADMIN_FORMS: Record<string, Record<string, string>> = {
  "/admin/pengguna": { userId: "matrix-target", role: "super_admin" },
  "/admin/pesan/:id": { intent: "reply", id: "990001", answer: "Jawaban penyerang" },
  "/admin/artikel/edit/:id": { intent: "delete", articleId: "990001", confirm: "ya" },
  "/admin/artikel/baru": {
    title: "Artikel penyerang",
    excerpt: "Ringkasan",
    content: "<p>Isi</p>",
    category: "Kehamilan",
    status: "published",
  },
};

/** A role's rank, written here rather than taken from the permissions module under test. */
const RANK: Record<Who, number> = { visitor: 0, member: 1, admin: 2, super_admin: 3 };

/**
 * Generated from the admin page registry: every page, as every kind of viewer. GET: visitors to
 * /login?redirectTo=..., roles below the page's minimum 403, the rest 200. POST by anyone below
 * the minimum: turned away, nothing changed. (What an allowed POST does is each page's own case.)
 */
const ADMIN_MATRIX: Case[] = ADMIN_PAGES.flatMap((page) => {
  // A page with a URL parameter is requested at its example URL.
  const path = page.examplePath ?? page.path;
  const refused = (who: Who) => (who === "visitor" ? loginFor(path) : 403);
  const allowed = (who: Who) => RANK[who] >= RANK[page.minRole];
  return [
    {
      method: "GET",
      path,
      expect: Object.fromEntries(EVERYONE.map((who) => [who, allowed(who) ? 200 : refused(who)])),
      heading: page.title,
    },
    {
      method: "POST",
      path,
      body: ADMIN_FORMS[page.path] ?? { intent: "matriks" },
      expect: Object.fromEntries(EVERYONE.filter((who) => !allowed(who)).map((who) => [who, refused(who)])),
    },
  ] satisfies Case[];
});

// A string is the expected redirect target (302); a number the expected status.
const CASES: Case[] = [
  ...ADMIN_MATRIX,
  {
    method: "GET",
    path: "/dashboard",
    expect: { visitor: loginFor("/dashboard"), member: 200, admin: 200, super_admin: 200 },
  },
  {
    method: "POST",
    path: "/dashboard",
    body: { intent: "update-profile", name: "Diubah Penyerang", phone: "" },
    expect: { visitor: loginFor("/dashboard"), member: "/dashboard", admin: "/dashboard", super_admin: "/dashboard" },
  },
  // The admin pages as the roles allowed to post (the refused ones are in ADMIN_MATRIX).
  { method: "POST", path: "/admin", body: { anything: "x" }, expect: { admin: 405, super_admin: 405 } },
  { method: "POST", path: "/admin/pesan", body: { anything: "x" }, expect: { admin: 405, super_admin: 405 } },
  {
    method: "POST",
    path: "/admin/pengguna",
    body: { userId: "matrix-target", role: "admin" },
    expect: { super_admin: "/admin/pengguna" },
  },
  {
    method: "POST",
    path: "/artikel/5",
    body: { intent: "comment", content: "Komentar uji matriks" },
    // Back to the new comment: "#komentar-" and its id.
    expect: {
      visitor: loginFor("/artikel/5"),
      member: "/artikel/5#komentar-",
      admin: "/artikel/5#komentar-",
      super_admin: "/artikel/5#komentar-",
    },
  },
  {
    method: "POST",
    path: "/artikel/5",
    setup: adminComment,
    expect: {
      visitor: loginFor("/artikel/5"),
      member: 403,
      admin: "/artikel/5#komentar",
      super_admin: "/artikel/5#komentar",
    },
  },
  {
    method: "POST",
    path: "/dashboard",
    setup: adminHistory,
    // Someone else's entry is simply not found: the member's request changes nothing.
    expect: {
      visitor: loginFor("/dashboard"),
      member: "/dashboard#riwayat",
      admin: "/dashboard#riwayat",
      super_admin: "/dashboard#riwayat",
    },
    writers: ["admin"],
  },
];

describe("authorization matrix", () => {
  for (const testCase of CASES) {
    for (const who of EVERYONE) {
      const expected = testCase.expect[who];
      if (expected === undefined) continue;
      const turnedAway = typeof expected !== "string" || expected.startsWith("/login");
      const allowedWrite = testCase.method === "POST" && !turnedAway && (testCase.writers?.includes(who) ?? true);
      const label = testCase.body?.intent ?? (testCase.setup ? testCase.setup.name : "");
      it(`${[testCase.method, testCase.path, label].filter(Boolean).join(" ")} as ${who} -> ${expected}`, async () => {
        const body = testCase.setup ? await testCase.setup() : (testCase.body ?? {});
        const before = await snapshot();
        const response =
          testCase.method === "GET"
            ? await get(testCase.path, cookies[who])
            : await postForm(testCase.path, body, cookies[who]);
        if (typeof expected === "string") {
          expect(response.status).toBe(302);
          const location = response.headers.get("Location") ?? "";
          if (expected.endsWith("-")) expect(location).toMatch(new RegExp(`^${escapeRegExp(expected)}\\d+$`));
          else expect(location).toBe(expected);
        } else {
          expect(response.status).toBe(expected);
        }
        if (expected === 200 && testCase.heading) {
          expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(testCase.heading)}</h1>`));
        }
        if (expected === 403) {
          const html = await response.text();
          expect(html).toContain("Akses Ditolak");
          expect(html).toContain(
            testCase.method === "GET"
              ? "Anda tidak memiliki izin untuk mengakses halaman ini."
              : "Anda tidak memiliki izin untuk melakukan tindakan ini.",
          );
        }
        if (allowedWrite) expect(await snapshot()).not.toBe(before);
        else expect(await snapshot()).toBe(before);
      });
    }
  }

  it("lets the super_admin's role change land, and nobody else's", async () => {
    const role = await env.DB.prepare("SELECT role FROM users WHERE id = 'matrix-target'").first<{ role: string }>();
    expect(role?.role).toBe("admin");
  });
});

describe("admin panel shortcuts", () => {
  it("shows the user management card to the super_admin and not to an admin (SPEC 'Admin panel')", async () => {
    const card = /<a[^>]*href="\/admin\/pengguna"[^>]*>.*?Manajemen Pengguna.*?<\/a>/s;
    const superAdminPanel = await (await get("/admin", cookies.super_admin)).text();
    expect(superAdminPanel).toMatch(card);
    expect(superAdminPanel).toContain("Lihat semua profil dan ubah peran pengguna.");
    const adminPanel = await (await get("/admin", cookies.admin)).text();
    expect(adminPanel).toContain("Admin Panel");
    expect(adminPanel).not.toContain('href="/admin/pengguna"');
  });
});

describe("profile and role forms", () => {
  it("changes only the signed-in user's own name and phone, whatever else is posted", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const adminBefore = await env.DB.prepare("SELECT name, role FROM users WHERE id = 'demo-admin'").first();
    const response = await postForm(
      "/dashboard",
      {
        intent: "update-profile",
        name: "  Siti R. ",
        phone: "0813 9999 0000",
        role: "super_admin",
        email: "lain@contoh.id",
        id: "demo-admin",
      },
      cookie,
    );
    expect(response.status).toBe(302);
    const row = await env.DB.prepare("SELECT name, phone, role, email FROM users WHERE id = 'demo-member'").first();
    expect(row).toEqual({ name: "Siti R.", phone: "0813 9999 0000", role: "member", email: "member@bidanku.test" });
    const adminAfter = await env.DB.prepare("SELECT name, role FROM users WHERE id = 'demo-admin'").first();
    expect(adminAfter).toEqual(adminBefore);
    const page = await (await get("/dashboard", mergeCookies(cookie, response))).text();
    expect(page).toContain("Profil Berhasil Diperbarui");
  });

  it("keeps the input and changes nothing when the profile is invalid", async () => {
    const cookie = await login(DEMO.member.email, DEMO.member.password);
    const before = await snapshot();
    const response = await postForm(
      "/dashboard",
      { intent: "update-profile", name: "", phone: "x".repeat(50) },
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Gagal Memperbarui Profil");
    expect(html).toContain("Nama wajib diisi");
    expect(await snapshot()).toBe(before);
  });

  it("shows an empty phone as 'Belum diisi'", async () => {
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const html = await (await get("/dashboard", cookie)).text();
    expect(html).toContain("Belum diisi");
    expect(html).toContain("Buka Admin Panel");
  });

  it("never demotes the last super_admin", async () => {
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const response = await postForm("/admin/pengguna", { userId: "demo-super-admin", role: "member" }, cookie);
    expect(response.status).toBe(302);
    const row = await env.DB.prepare("SELECT role FROM users WHERE id = 'demo-super-admin'").first<{ role: string }>();
    expect(row?.role).toBe("super_admin");
    const page = await (await get("/admin/pengguna", mergeCookies(cookie, response))).text();
    expect(page).toContain("Gagal memperbarui peran");
    expect(page).toContain("Super admin terakhir tidak dapat diturunkan perannya.");
  });

  it("rejects an unknown role without touching the row", async () => {
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const before = await snapshot();
    const response = await postForm("/admin/pengguna", { userId: "demo-admin", role: "owner" }, cookie);
    expect(response.status).toBe(302);
    expect(await snapshot()).toBe(before);
  });

  it("lists every profile newest first for the super_admin", async () => {
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const html = await (await get("/admin/pengguna", cookie)).text();
    const order = ["superadmin@bidanku.test", "admin@bidanku.test", "member@bidanku.test"].map((email) =>
      html.indexOf(email),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
