import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGES } from "~/domain/admin-pages";
import { DEMO, get, login, mergeCookies, postForm } from "./helpers";
import { hasAction, ROUTES, tableWrites, unverifiedCookie, VOLATILE_TABLES } from "./hostile-helpers";

// Who may open and post to every route of app/routes.ts (issue 14 extends the admin page
// matrix of issue 11 to the whole route table): visitors, people who registered and never
// verified (their registration cookie and a session of their unverified account), members,
// admins and super_admins. A route added to app/routes.ts without an entry here fails the
// completeness test below.

type Who = "visitor" | "unverified" | "member" | "admin" | "super_admin";
const EVERYONE: Who[] = ["visitor", "unverified", "member", "admin", "super_admin"];
const SIGNED_IN: Who[] = ["member", "admin", "super_admin"];
const cookies: Record<Who, string> = { visitor: "", unverified: "", member: "", admin: "", super_admin: "" };

/** An uploaded image the image route can serve (GET /gambar/...). */
const IMAGE_KEY = "public/1764000000000-0a1b2c3d.png";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

beforeAll(async () => {
  // The role-change cases act on this account, so the demo accounts keep their roles.
  await env.DB.prepare(
    "INSERT INTO users (id, name, email, role) VALUES ('matrix-target', 'Target Matriks', 'target@contoh.id', 'member') ON CONFLICT DO NOTHING",
  ).run();
  // The member the follow-up page's example URL names shares her data with the midwives.
  await env.DB.prepare(
    "INSERT INTO care_consents (user_id, granted_at) SELECT 'matrix-target', 1 WHERE NOT EXISTS (SELECT 1 FROM care_consents WHERE user_id = 'matrix-target' AND withdrawn_at IS NULL)",
  ).run();
  // The question the message detail page's example URL names (app/domain/admin-pages.ts).
  await env.DB.prepare(
    "INSERT INTO questions (id, name, email, topic, question) VALUES (990001, 'Penanya Matriks', 'penanya.matriks@contoh.id', 'Kehamilan', 'Pertanyaan uji matriks') ON CONFLICT DO NOTHING",
  ).run();
  // A published Tanya Jawab answer (issue 39): an answered question whose asker allowed it.
  await env.DB.prepare(
    "INSERT INTO questions (id, user_id, name, email, topic, question, status, answer, publish_consent_at) VALUES (990002, 'matrix-target', 'Penanya Terbit', 'penanya.terbit@contoh.id', 'Kehamilan', 'Pertanyaan asli matriks', 'answered', 'Jawaban asli', 1) ON CONFLICT DO NOTHING",
  ).run();
  await env.DB.prepare(
    "INSERT INTO qa_entries (id, question_id, title, question, answer, category, published_at, reviewer_name, reviewed_at, sources) VALUES (990001, 990002, 'Tanya Jawab Matriks', 'Pertanyaan suntingan', 'Jawaban suntingan', 'Kehamilan', 1, 'Bidan Matriks', '2026-01-01', '[{\"citation\":\"Buku KIA\"}]') ON CONFLICT DO NOTHING",
  ).run();
  // The article the article editor's example URL names.
  await env.DB.prepare(
    "INSERT INTO articles (id, title, excerpt, content, category) VALUES (990001, 'Artikel Matriks', 'Ringkasan', '<p>Isi</p>', 'Kehamilan') ON CONFLICT DO NOTHING",
  ).run();
  // The admin's child that the child page's cases name (members other than its owner get 404).
  await env.DB.prepare(
    "INSERT INTO children (id, user_id, name, sex, birth_date) VALUES (?, 'demo-admin', 'Anak Matriks', 'laki', ?) ON CONFLICT DO NOTHING",
  )
    .bind(CHILD_ID, jakartaDaysAgo(200))
    .run();
  await env.IMAGES.put(IMAGE_KEY, PNG, { httpMetadata: { contentType: "image/png" } });
  cookies.unverified = await unverifiedCookie();
  cookies.member = await login(DEMO.member.email, DEMO.member.password);
  cookies.admin = await login(DEMO.admin.email, DEMO.admin.password);
  cookies.super_admin = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
});

/** Tables that change without any form: sign-ins, limits, mail and bookkeeping. */
// The midwives' view log (decision 078) is written by opening a consenting member's page, a GET.
const snapshot = () => tableWrites([...VOLATILE_TABLES, "mail_outbox", "care_views"]);

/** A comment by the admin on article 5, for the delete cases. */
async function adminComment(): Promise<Record<string, string>> {
  const row = await env.DB.prepare(
    "INSERT INTO comments (article_id, user_id, content, commenter_display_name) VALUES (5, 'demo-admin', 'Milik admin', 'B*** A***') RETURNING id",
  ).first<{ id: number }>();
  return { intent: "delete-comment", commentId: String(row!.id), confirm: "ya" };
}

/** A calculation saved by the admin, for the history delete cases. */
/** The admin's own question, allowed to be published: another account's withdrawal finds nothing (issue 39). */
async function adminPublishConsent(): Promise<Record<string, string>> {
  const row = await env.DB.prepare(
    "INSERT INTO questions (user_id, name, email, topic, question, publish_consent_at) VALUES ('demo-admin', 'Admin', 'admin@bidanku.test', 'Kehamilan', 'Pertanyaan matriks', 1) RETURNING id",
  ).first<{ id: number }>();
  return { intent: "withdrawPublish", id: String(row!.id) };
}

async function adminHistory(): Promise<Record<string, string>> {
  const row = await env.DB.prepare(
    "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES ('demo-admin', 'hpl', '{\"lastPeriod\":\"2026-01-01\"}', '{}') RETURNING id",
  ).first<{ id: number }>();
  return { intent: "delete-history", id: String(row!.id), confirm: "ya" };
}

/** The admin's child (made in beforeAll), and its page. */
const CHILD_ID = 990001;
const CHILD_PATH = `/dashboard/anak/${CHILD_ID}`;

/** A date `days` before today in Jakarta, as YYYY-MM-DD. */
function jakartaDaysAgo(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A measurement of the admin's child, for the delete cases. */
async function adminChildMeasurement(): Promise<Record<string, string>> {
  const row = await env.DB.prepare(
    "INSERT INTO child_measurements (child_id, measured_on, weight_kg) VALUES (?, ?, 8.1) RETURNING id",
  )
    .bind(CHILD_ID, jakartaDaysAgo(5))
    .first<{ id: number }>();
  return { intent: "delete-measurement", measurementId: String(row!.id), confirm: "ya" };
}

/** The admin child's immunisation page (issue 35). */
const IMMUNISATION_PATH = `${CHILD_PATH}/imunisasi`;

/** BCG not yet recorded for the admin's child, and the form that records it. */
async function freeDose(): Promise<Record<string, string>> {
  await env.DB.prepare("DELETE FROM child_immunisations WHERE child_id = ? AND dose = 'bcg'").bind(CHILD_ID).run();
  return { intent: "add-dose", dose: "bcg", givenOn: jakartaDaysAgo(2), place: "" };
}

/** MR 1 recorded for the admin's child, for the remove cases. */
async function recordedDose(): Promise<Record<string, string>> {
  const row = await env.DB.prepare(
    "INSERT INTO child_immunisations (child_id, dose, given_on) VALUES (?, 'mr1', ?) ON CONFLICT (child_id, dose) DO UPDATE SET given_on = excluded.given_on RETURNING id",
  )
    .bind(CHILD_ID, jakartaDaysAgo(3))
    .first<{ id: number }>();
  return { intent: "delete-dose", recordId: String(row!.id), confirm: "ya" };
}

/** The admin child's development page (issue 36). */
const DEVELOPMENT_PATH = `${CHILD_PATH}/perkembangan`;

/**
 * A complete check of the 6-month list, the one due for the admin's child (born 200 days ago:
 * 6 months and some days).
 */
const DEVELOPMENT_CHECK: Record<string, string> = {
  intent: "save-check",
  checkpoint: "6",
  lostOther: "tidak",
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`a_6-${i + 1}`, "ya"])),
  // PrimaKu's two extra red flags of the 6-month list: turning to sounds, eye contact.
  "a_6-suara": "ya",
  "a_6-tatap": "ya",
};

/** A check saved for the admin's child, for the delete cases. */
async function savedCheck(): Promise<Record<string, string>> {
  const row = await env.DB.prepare(
    "INSERT INTO child_development_checks (child_id, checked_on, checkpoint, age_used, answers, lost_other) VALUES (?, ?, 6, 'kronologis', ?, 0) RETURNING id",
  )
    .bind(CHILD_ID, jakartaDaysAgo(3), JSON.stringify({ "6-1": "ya" }))
    .first<{ id: number }>();
  return { intent: "delete-check", checkId: String(row!.id), confirm: "ya" };
}

/** A registration with an address nobody has used. */
async function newRegistration(): Promise<Record<string, string>> {
  const email = `matriks.${Date.now()}.${Math.floor(Math.random() * 1e6)}@contoh.id`;
  return {
    name: "Pendaftar Matriks",
    email,
    phone: "0812 3456 7890",
    password: "rahasia123",
    confirmPassword: "rahasia123",
    terms: "on",
  };
}

/** A last-period date 60 days ago (Jakarta), so the due-date calculator accepts it. */
async function hplForm(): Promise<Record<string, string>> {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  const lastPeriod = new Date(Date.parse(`${today}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
  return { calculator: "hpl", lastPeriod };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const loginFor = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`;

/**
 * What a request must get: a number is the status; a string or a RegExp is where it redirects
 * (302 or 303; a string ending in "-" is followed by a row id).
 */
type Expected = number | string | RegExp;

interface Case {
  method: "GET" | "POST";
  /** The route's pattern as in app/routes.ts. */
  route: string;
  /** The URL requested (the pattern itself unless it has a parameter). */
  path?: string;
  body?: Record<string, string>;
  /** Makes the row the request acts on, and gives the form fields. */
  setup?: () => Promise<Record<string, string>>;
  /** Only the roles listed are requested. */
  expect: Partial<Record<Who, Expected>>;
  /** Who may change data with this request (by default everyone the request does not turn away). */
  writers?: Who[];
  /** The h1 a 200 answer must carry (it is the page asked for, not some fallback). */
  heading?: string;
  /** A session of its own for each request (the request ends the one it is sent with). */
  ownSession?: boolean;
}

/** Forms that would change something if the guard let them through; other admin pages get a dummy field. */
const ADMIN_FORMS: Record<string, Record<string, string>> = {
  "/admin/pengguna": { userId: "matrix-target", role: "super_admin" },
  "/admin/pesan/:id": { intent: "reply", id: "990001", answer: "Jawaban penyerang" },
  "/admin/artikel/edit/:id": { intent: "delete", articleId: "990001", confirm: "ya" },
  // Would publish question 990002's public version again, edited by the attacker.
  "/admin/pesan/:id/publikasi": {
    title: "Judul penyerang",
    question: "Pertanyaan penyerang",
    answer: "Jawaban penyerang",
    category: "Kehamilan",
    status: "published",
    reviewerName: "Penyerang",
    reviewedAt: "2026-01-01",
    "sources[0].citation": "Sumber penyerang",
  },
  "/admin/artikel/baru": {
    title: "Artikel penyerang",
    excerpt: "Ringkasan",
    content: "<p>Isi</p>",
    category: "Kehamilan",
    status: "published",
  },
};

/** A role's rank, written here rather than taken from the permissions module under test. */
const RANK: Record<Who, number> = { visitor: 0, unverified: 0, member: 1, admin: 2, super_admin: 3 };

/** Everyone gets the same answer. */
const all = (expected: Expected): Record<Who, Expected> =>
  Object.fromEntries(EVERYONE.map((who) => [who, expected])) as Record<Who, Expected>;

/** Visitors (and the unverified) go to /login; signed-in people get `signedIn`. */
const membersOnly = (path: string, signedIn: Expected): Record<Who, Expected> => ({
  visitor: loginFor(path),
  unverified: loginFor(path),
  member: signedIn,
  admin: signedIn,
  super_admin: signedIn,
});

/** Admin-only test routes: visitors to /login, members 403, admins `allowed`. */
const adminOnly = (path: string, allowed: Expected): Record<Who, Expected> => ({
  ...membersOnly(path, allowed),
  member: 403,
});

/**
 * Generated from the admin page registry: every page, as every kind of viewer. GET: visitors to
 * /login?redirectTo=..., roles below the page's minimum 403, the rest 200. POST by anyone below
 * the minimum: turned away, nothing changed. (What an allowed POST does is each page's own case.)
 */
const ADMIN_MATRIX: Case[] = ADMIN_PAGES.flatMap((page) => {
  // A page with a URL parameter is requested at its example URL.
  const path = page.examplePath ?? page.path;
  const refused = (who: Who) => (RANK[who] === 0 ? loginFor(path) : 403);
  const allowed = (who: Who) => RANK[who] >= RANK[page.minRole];
  return [
    {
      method: "GET",
      route: page.path,
      path,
      expect: Object.fromEntries(EVERYONE.map((who) => [who, allowed(who) ? 200 : refused(who)])),
      heading: page.title,
    },
    {
      method: "POST",
      route: page.path,
      path,
      body: ADMIN_FORMS[page.path] ?? { intent: "matriks" },
      expect: Object.fromEntries(EVERYONE.filter((who) => !allowed(who)).map((who) => [who, refused(who)])),
    },
  ] satisfies Case[];
});

/** Pages without a form: everyone may read them, and a POST is 405 (no action). */
const readOnly = (route: string, path = route, get: Expected = 200): Case[] => [
  { method: "GET", route, path, expect: all(get) },
  { method: "POST", route, path, body: { intent: "matriks" }, expect: all(405) },
];

/** Every route of app/routes.ts outside /admin, by hand (SPEC sections 2 and 6). */
const ROUTE_MATRIX: Case[] = [
  ...readOnly("/"),
  ...readOnly("/artikel"),
  ...readOnly("/tumbuh-kembang"),
  ...readOnly("/tumbuh-kembang/:ageGroup", "/tumbuh-kembang/0-3-bulan"),
  ...readOnly("/tanda-bahaya"),
  ...readOnly("/imunisasi"),
  // Issue 36: the public development check; the result is the answer, nothing is stored.
  {
    method: "GET",
    route: "/perkembangan",
    path: "/perkembangan?usia=3",
    expect: all(200),
    heading: "Cek Perkembangan Anak",
  },
  {
    method: "POST",
    route: "/perkembangan",
    path: "/perkembangan?usia=3",
    body: {
      checkpoint: "3",
      lostOther: "tidak",
      ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`a_3-${i + 1}`, "ya"])),
      "a_3-mata": "ya",
    },
    expect: all(200),
    writers: [],
  },
  ...readOnly("/tentang-saya"),
  ...readOnly("/kebijakan-privasi"),
  ...readOnly("/disclaimer"),
  ...readOnly("/verifikasi-email"),
  ...readOnly("/email-terverifikasi"),
  ...readOnly("/sitemap"),
  ...readOnly("/sitemap.xml"),
  ...readOnly("/robots.txt"),
  // Issue 39: Tanya Jawab, read by everyone alike.
  ...readOnly("/tanya-jawab"),
  ...readOnly("/tanya-jawab/:id", "/tanya-jawab/990001"),
  // Issue 17: the service worker and the offline page, the same for everyone.
  ...readOnly("/sw.js"),
  ...readOnly("/offline"),
  // "Hemat data": anyone may switch it (a cookie of the reader's own; no row changes).
  { method: "GET", route: "/hemat-data", expect: all("/") },
  {
    method: "POST",
    route: "/hemat-data",
    body: { hemat: "on", kembali: "/artikel" },
    expect: all("/artikel"),
    writers: [],
  },
  ...readOnly("/gambar/*", `/gambar/${IMAGE_KEY}`),
  // The local outbox (only on localhost while mail goes to it): its form runs the reminders at a
  // chosen time (issue 37), a developer's tool like the page itself. Without a time it is refused.
  { method: "GET", route: "/__dev/outbox", expect: all(200) },
  { method: "POST", route: "/__dev/outbox", body: { waktu: "" }, expect: all(400), writers: [] },
  ...readOnly("/*", "/halaman-yang-tidak-ada", 404),
  // Test routes (only where ENABLE_TEST_ROUTES is "true", as in these tests).
  ...readOnly("/__test/error", "/__test/error", 500),

  {
    method: "GET",
    route: "/artikel/:id",
    path: "/artikel/5",
    expect: all(200),
  },
  {
    method: "POST",
    route: "/artikel/:id",
    path: "/artikel/5",
    body: { intent: "comment", content: "Komentar uji matriks" },
    // Back to the new comment: "#komentar-" and its id.
    expect: membersOnly("/artikel/5", "/artikel/5#komentar-"),
  },
  {
    method: "POST",
    route: "/artikel/:id",
    path: "/artikel/5",
    setup: adminComment,
    expect: { ...membersOnly("/artikel/5", "/artikel/5#komentar"), member: 403 },
  },
  { method: "GET", route: "/artikel/:id/bagikan", path: "/artikel/5/bagikan", expect: all("/artikel/5") },
  {
    method: "POST",
    route: "/artikel/:id/bagikan",
    path: "/artikel/5/bagikan",
    body: { platform: "whatsapp" },
    expect: all(/^https:\/\/wa\.me\//),
    // The share is counted through the counts queue (decision 067), never in the request.
    writers: [],
  },
  { method: "GET", route: "/kalkulator", expect: all(200) },
  {
    method: "POST",
    route: "/kalkulator",
    setup: hplForm,
    // A visitor's result comes in the answer itself; a saved one redirects to its owner-only
    // history id (decision 031: no health input in any address).
    expect: {
      visitor: 200,
      unverified: 200,
      member: /^\/kalkulator\?riwayat=\d+#hasil-hpl$/,
      admin: /^\/kalkulator\?riwayat=\d+#hasil-hpl$/,
      super_admin: /^\/kalkulator\?riwayat=\d+#hasil-hpl$/,
    },
    // Only a signed-in person's result is saved to a history.
    writers: SIGNED_IN,
  },
  { method: "GET", route: "/kalkulator/simpan", expect: all("/kalkulator") },
  { method: "GET", route: "/tumbuh-kembang/cek", expect: all(200) },
  {
    method: "POST",
    route: "/tumbuh-kembang/cek",
    body: {
      sex: "laki",
      birthDate: "2025-06-01",
      measuredOn: "2026-01-01",
      weight: "8,2",
      length: "70,0",
      position: "lying",
    },
    // The result is the answer; nothing is stored for anyone.
    expect: all(200),
    writers: [],
  },
  {
    method: "POST",
    route: "/kalkulator/simpan",
    setup: hplForm,
    // The page's script saves through here (decision 042): everyone gets the toast as data.
    expect: all(200),
    writers: SIGNED_IN,
  },
  // Issue 18: the plan's calendar file, for anyone, storing nothing.
  { method: "GET", route: "/kalkulator/kalender", expect: all("/kalkulator") },
  {
    method: "POST",
    route: "/kalkulator/kalender",
    setup: async () => ({ lastPeriod: jakartaDaysAgo(100), cycleLength: "30" }),
    expect: all(200),
    writers: [],
  },
  { method: "GET", route: "/tanya-kami", expect: all(200) },
  {
    method: "POST",
    route: "/tanya-kami",
    body: { name: "Penanya", email: "penanya.matriks@contoh.id", topic: "Kehamilan", question: "Apakah aman?" },
    expect: all("/tanya-kami"),
  },
  { method: "GET", route: "/kontak", expect: all(200) },
  {
    method: "POST",
    route: "/kontak",
    body: { name: "Pengirim", email: "pengirim@contoh.id", subject: "Salam", message: "Pesan uji matriks" },
    expect: all("/kontak"),
  },
  {
    method: "GET",
    route: "/login",
    expect: { visitor: 200, unverified: 200, member: "/dashboard", admin: "/admin", super_admin: "/admin" },
  },
  {
    method: "POST",
    route: "/login",
    body: { email: "matriks.tidak.ada@contoh.id", password: "salah-sekali" },
    // Refused; a signed-in person is then sent home by the page's loader, as on a GET.
    expect: { visitor: 401, unverified: 401, member: "/dashboard", admin: "/admin", super_admin: "/admin" },
    writers: [],
  },
  {
    method: "GET",
    route: "/register",
    expect: { visitor: 200, unverified: 200, member: "/dashboard", admin: "/admin", super_admin: "/admin" },
  },
  { method: "POST", route: "/register", setup: newRegistration, expect: all("/registrasi-berhasil") },
  { method: "GET", route: "/registrasi-berhasil", expect: all(200) },
  {
    method: "POST",
    route: "/registrasi-berhasil",
    body: {},
    expect: all("/registrasi-berhasil"),
    // Only the registration cookie names an address to mail again; mail is not in the snapshot.
    writers: [],
  },
  { method: "GET", route: "/lupa-password", expect: all(200) },
  {
    method: "POST",
    route: "/lupa-password",
    body: { email: "matriks.tidak.ada@contoh.id" },
    expect: all("/login"),
    writers: [],
  },
  { method: "GET", route: "/atur-ulang-password", expect: all(200) },
  {
    method: "POST",
    route: "/atur-ulang-password",
    body: { token: "token-palsu", password: "rahasia123", confirmPassword: "rahasia123" },
    expect: all(400),
  },
  { method: "GET", route: "/logout", expect: all("/") },
  // Signing out ends a session: sessions are not in the snapshot, so nothing else may change.
  { method: "POST", route: "/logout", body: {}, expect: all("/"), writers: [], ownSession: true },
  { method: "GET", route: "/dashboard", expect: membersOnly("/dashboard", 200) },
  {
    method: "POST",
    route: "/dashboard",
    body: { intent: "update-profile", name: "Diubah Penyerang", phone: "" },
    expect: membersOnly("/dashboard", "/dashboard"),
  },
  {
    method: "POST",
    route: "/dashboard",
    setup: adminHistory,
    // Someone else's entry is simply not found: the member's request changes nothing.
    expect: membersOnly("/dashboard", "/dashboard#riwayat"),
    writers: ["admin"],
  },
  {
    method: "POST",
    route: "/dashboard",
    setup: adminPublishConsent,
    // Someone else's consent is simply not found: only its owner withdraws it (issue 39).
    expect: membersOnly("/dashboard", "/dashboard#pertanyaan"),
    writers: ["admin"],
  },
  { method: "GET", route: "/dashboard/anak", expect: membersOnly("/dashboard/anak", 200), heading: "Anak Saya" },
  {
    method: "POST",
    route: "/dashboard/anak",
    body: {
      name: "Anak Baru Matriks",
      sex: "perempuan",
      birthDate: jakartaDaysAgo(30),
      gestationalWeeks: "",
      consent: "on",
    },
    // Each signed-in person adds a child of their own, and goes to its page.
    expect: membersOnly("/dashboard/anak", /^\/dashboard\/anak\/\d+#tambah-ukuran$/),
  },
  // The CSV of the signed-in person's own children (each gets a file, their own rows only).
  { method: "GET", route: "/dashboard/anak/unduh", expect: membersOnly("/dashboard/anak/unduh", 200) },
  // A file without an action: a POST is React Router's 405 for everyone, as for the other files.
  { method: "POST", route: "/dashboard/anak/unduh", body: { intent: "matriks" }, expect: all(405) },
  {
    // Only the owner (the admin) sees the child; to anyone else signed in it does not exist.
    method: "GET",
    route: "/dashboard/anak/:id",
    path: CHILD_PATH,
    expect: { ...membersOnly(CHILD_PATH, 404), admin: 200 },
    heading: "Anak Matriks",
  },
  {
    method: "POST",
    route: "/dashboard/anak/:id",
    path: CHILD_PATH,
    body: {
      intent: "add-measurement",
      measuredOn: jakartaDaysAgo(1),
      weight: "8,0",
      length: "",
      position: "",
      head: "",
    },
    expect: { ...membersOnly(CHILD_PATH, 404), admin: /^\/dashboard\/anak\/990001#ukuran-\d+$/ },
  },
  {
    method: "POST",
    route: "/dashboard/anak/:id",
    path: CHILD_PATH,
    setup: adminChildMeasurement,
    expect: { ...membersOnly(CHILD_PATH, 404), admin: `${CHILD_PATH}#riwayat` },
  },
  // A child's immunisations (issue 35): only the owner (the admin) sees, records, removes or
  // downloads them; to anyone else signed in the child does not exist.
  {
    method: "GET",
    route: "/dashboard/anak/:id/imunisasi",
    path: IMMUNISATION_PATH,
    expect: { ...membersOnly(IMMUNISATION_PATH, 404), admin: 200 },
    heading: "Imunisasi Anak Matriks",
  },
  {
    method: "POST",
    route: "/dashboard/anak/:id/imunisasi",
    path: IMMUNISATION_PATH,
    setup: freeDose,
    expect: { ...membersOnly(IMMUNISATION_PATH, 404), admin: `${IMMUNISATION_PATH}?catat=opv1&lanjut=1#catat` },
  },
  {
    method: "POST",
    route: "/dashboard/anak/:id/imunisasi",
    path: IMMUNISATION_PATH,
    setup: recordedDose,
    expect: { ...membersOnly(IMMUNISATION_PATH, 404), admin: `${IMMUNISATION_PATH}#jadwal` },
  },
  {
    method: "GET",
    route: "/dashboard/anak/:id/imunisasi/kalender",
    path: `${IMMUNISATION_PATH}/kalender`,
    expect: { ...membersOnly(`${IMMUNISATION_PATH}/kalender`, IMMUNISATION_PATH) },
    writers: [],
  },
  {
    method: "POST",
    route: "/dashboard/anak/:id/imunisasi/kalender",
    path: `${IMMUNISATION_PATH}/kalender`,
    body: { intent: "calendar", withName: "on" },
    // A plain form's answer: another member's child is "not found" in a toast on their own list.
    expect: { ...membersOnly(`${IMMUNISATION_PATH}/kalender`, "/dashboard/anak"), admin: 200 },
    writers: [],
  },
  // A child's development checks (issue 36): only the owner (the admin) sees, saves or removes
  // them; to anyone else signed in the child does not exist.
  {
    method: "GET",
    route: "/dashboard/anak/:id/perkembangan",
    path: DEVELOPMENT_PATH,
    expect: { ...membersOnly(DEVELOPMENT_PATH, 404), admin: 200 },
    heading: "Perkembangan Anak Matriks",
  },
  {
    method: "POST",
    route: "/dashboard/anak/:id/perkembangan",
    path: DEVELOPMENT_PATH,
    body: DEVELOPMENT_CHECK,
    expect: { ...membersOnly(DEVELOPMENT_PATH, 404), admin: `${DEVELOPMENT_PATH}#hasil` },
  },
  {
    method: "POST",
    route: "/dashboard/anak/:id/perkembangan",
    path: DEVELOPMENT_PATH,
    setup: savedCheck,
    expect: { ...membersOnly(DEVELOPMENT_PATH, 404), admin: `${DEVELOPMENT_PATH}#riwayat` },
  },
  // Reminders (issue 37): each member's own settings; a topic for someone else's child (here the
  // admin's) is refused to everyone else and changes nothing.
  {
    method: "GET",
    route: "/dashboard/pengingat",
    expect: membersOnly("/dashboard/pengingat", 200),
    heading: "Pengingat",
  },
  {
    method: "POST",
    route: "/dashboard/pengingat",
    body: { zonaWaktu: "WIB", email: "on", [`anak-${CHILD_ID}`]: "imunisasi" },
    expect: { ...membersOnly("/dashboard/pengingat", 404), admin: "/dashboard/pengingat" },
    writers: ["admin"],
  },
  {
    method: "POST",
    route: "/dashboard/pengingat",
    body: { intent: "kalender-baru" },
    expect: membersOnly("/dashboard/pengingat", "/dashboard/pengingat#kalender"),
  },
  // The private calendar address needs no session: its token is the key, and a made-up one is
  // "not found" to everyone (decision 077).
  {
    method: "GET",
    route: "/pengingat/kalender/:file",
    path: "/pengingat/kalender/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics",
    expect: all(404),
  },
  {
    method: "POST",
    route: "/pengingat/kalender/:file",
    path: "/pengingat/kalender/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics",
    body: {},
    expect: all(405),
    writers: [],
  },
  // Sharing with the midwives (issue 38): each member her own consent.
  {
    method: "GET",
    route: "/dashboard/bidan",
    expect: membersOnly("/dashboard/bidan", 200),
    heading: "Berbagi dengan Bidan",
  },
  {
    method: "POST",
    route: "/dashboard/bidan",
    body: { intent: "bagikan", setuju: "on" },
    expect: membersOnly("/dashboard/bidan", "/dashboard/bidan"),
  },
  // The unsubscribe link works without a session; without its signed values it is refused to all.
  { method: "GET", route: "/pengingat/berhenti", expect: all(400), heading: "Tautan tidak valid" },
  { method: "POST", route: "/pengingat/berhenti", body: {}, expect: all(400), writers: [] },
  { method: "GET", route: "/pengingat/berhenti/satu-klik", expect: all("/pengingat/berhenti") },
  {
    method: "POST",
    route: "/pengingat/berhenti/satu-klik",
    body: { "List-Unsubscribe": "One-Click" },
    expect: all(400),
    writers: [],
  },
  // The admin pages as the roles allowed to post (the refused ones are in ADMIN_MATRIX).
  { method: "POST", route: "/admin", body: { anything: "x" }, expect: { admin: 405, super_admin: 405 } },
  { method: "POST", route: "/admin/pesan", body: { anything: "x" }, expect: { admin: 405, super_admin: 405 } },
  { method: "POST", route: "/admin/binaan", body: { anything: "x" }, expect: { admin: 405, super_admin: 405 } },
  {
    method: "POST",
    route: "/admin/tumbuh-kembang",
    body: { anything: "x" },
    expect: { admin: 405, super_admin: 405 },
  },
  {
    method: "POST",
    route: "/admin/pengguna",
    body: { userId: "matrix-target", role: "admin" },
    expect: { super_admin: "/admin/pengguna" },
  },
  // Test routes.
  { method: "GET", route: "/__test/toast", expect: all(200) },
  { method: "POST", route: "/__test/toast", body: { title: "Tes" }, expect: all("/kontak"), writers: [] },
  { method: "GET", route: "/__test/guard", expect: all(200) },
  // The whole stylesheet (only a loader): a POST has nothing to answer.
  { method: "GET", route: "/__test/stylesheet", expect: all(200) },
  { method: "POST", route: "/__test/stylesheet", body: {}, expect: all(405) },
  // The isolate's D1 totals for the bench (only a loader).
  { method: "GET", route: "/__test/d1", expect: all(200) },
  { method: "POST", route: "/__test/d1", body: {}, expect: all(405) },
  { method: "POST", route: "/__test/guard", body: {}, expect: all("/__test/guard"), writers: [] },
  // A resource route with only an action: a GET has nothing to answer.
  { method: "GET", route: "/__test/sanitize", expect: all(400) },
  { method: "POST", route: "/__test/sanitize", body: { payloads: "[]" }, expect: all(200) },
  { method: "GET", route: "/__test/form", expect: adminOnly("/__test/form", 200) },
  {
    method: "POST",
    route: "/__test/form",
    body: { "faq[0].question": "T", "faq[0].answer": "J" },
    expect: adminOnly("/__test/form", "/__test/form"),
  },
  { method: "GET", route: "/__test/upload", expect: adminOnly("/__test/upload", 200) },
  { method: "POST", route: "/__test/upload", body: { caption: "x" }, expect: adminOnly("/__test/upload", 400) },
  { method: "GET", route: "/__test/rich-text", expect: adminOnly("/__test/rich-text", 200) },
  {
    method: "POST",
    route: "/__test/rich-text",
    body: { content: "<p>x</p>" },
    expect: adminOnly("/__test/rich-text", 200),
    writers: [],
  },
];

const CASES: Case[] = [...ADMIN_MATRIX, ...ROUTE_MATRIX];

function expectRedirect(response: Response, expected: string | RegExp) {
  expect([302, 303]).toContain(response.status);
  const location = response.headers.get("Location") ?? "";
  if (expected instanceof RegExp) expect(location).toMatch(expected);
  else if (expected.endsWith("-")) expect(location).toMatch(new RegExp(`^${escapeRegExp(expected)}\\d+$`));
  else expect(location).toBe(expected);
}

/** A session of its own for `who`, for a request that ends it. */
async function ownSession(who: Who): Promise<string> {
  if (who === "visitor") return "";
  if (who === "unverified") return unverifiedCookie();
  const account = { member: DEMO.member, admin: DEMO.admin, super_admin: DEMO.superAdmin }[who];
  return login(account.email, account.password);
}

describe("authorization matrix", () => {
  it("has a GET and a POST case for every route of app/routes.ts, and a 405 POST only where there is no action", () => {
    const missing = ROUTES.flatMap(({ path, file }) =>
      (["GET", "POST"] as const)
        .filter((method) => !CASES.some((c) => c.route === path && c.method === method))
        .map((method) => `${method} ${path} (${file})`),
    );
    expect(missing, "routes without a case: add them to ROUTE_MATRIX").toEqual([]);
    for (const { path, file } of ROUTES) {
      const posts = CASES.filter((c) => c.route === path && c.method === "POST");
      const only405 = posts.every((c) => Object.values(c.expect).every((expected) => expected === 405));
      expect(only405, `${path}: a 405 POST case for a module with an action, or the reverse`).toBe(!hasAction(file));
    }
    const known = new Set(ROUTES.map((route) => route.path));
    expect(CASES.filter((c) => !known.has(c.route)).map((c) => c.route)).toEqual([]);
  });

  for (const testCase of CASES) {
    const path = testCase.path ?? testCase.route;
    for (const who of EVERYONE) {
      const expected = testCase.expect[who];
      if (expected === undefined) continue;
      const redirect = typeof expected !== "number";
      // A 200 to a POST is a refusal shown in the page, unless the case names who writes with it
      // (the calculators' save answers data to everyone and stores only a member's).
      const turnedAway = redirect
        ? typeof expected === "string" && expected.startsWith("/login")
        : expected !== 200 || testCase.writers === undefined;
      const allowedWrite = testCase.method === "POST" && !turnedAway && (testCase.writers?.includes(who) ?? true);
      const label = testCase.body?.intent ?? (testCase.setup ? testCase.setup.name : "");
      it(`${[testCase.method, path, label].filter(Boolean).join(" ")} as ${who} -> ${expected}`, async () => {
        const body = testCase.setup ? await testCase.setup() : (testCase.body ?? {});
        const cookie = testCase.ownSession ? await ownSession(who) : cookies[who];
        const before = await snapshot();
        const response = testCase.method === "GET" ? await get(path, cookie) : await postForm(path, body, cookie);
        if (redirect) expectRedirect(response, expected);
        else expect(response.status).toBe(expected);
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
        if (!response.bodyUsed) await response.body?.cancel();
        if (allowedWrite) expect(await snapshot()).not.toEqual(before);
        else expect(await snapshot()).toEqual(before);
      });
    }
  }

  it("lets the super_admin's role change land, and nobody else's", async () => {
    const role = await env.DB.prepare("SELECT role FROM users WHERE id = 'matrix-target'").first<{ role: string }>();
    expect(role?.role).toBe("admin");
  });

  it("treats a session of an unverified account as signed out, everywhere", async () => {
    const html = await (await get("/", cookies.unverified)).text();
    expect(html).toContain('href="/login"');
    expect(html).not.toContain("Logout");
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
    expect(await snapshot()).toEqual(before);
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
    expect(await snapshot()).toEqual(before);
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
