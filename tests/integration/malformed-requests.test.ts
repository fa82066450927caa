import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PNG } from "~/domain/image-samples.test-support";
import { DEMO, freshIp, get, latestMail, linkFrom, mergeCookies, ORIGIN, postForm, request } from "./helpers";
import { type Actor, actorCookies, hasAction, postRaw, ROUTES, tableWrites, VOLATILE_TABLES } from "./hostile-helpers";

// Issue 14: every action of app/routes.ts, as the person who may use it, gets bodies no form of
// ours sends: fields missing, lists where one value goes, nested names, files where text goes,
// a megabyte in one field, repeated fields, other content types, a multipart body cut short,
// made-up intents. Each must be refused with an Indonesian message (a 4xx page or form, or for
// the forms whose failure is a toast, a redirect with that toast), never a 500, and change no
// row. Each form's well-formed body is accepted (last block), so a refusal is the malformation's.

const png = () => new File([PNG], "foto.png", { type: "image/png" });

type Fields = Record<string, string | File>;

interface Form {
  /** What this body does (an intent, or "simpan"). */
  name: string;
  /** A well-formed body; made fresh for each request (rows it acts on are made here). */
  fields: Fields | (() => Promise<Fields> | Fields);
  /** The field that picks the action's branch, if any (garbage values are sent in it). */
  dispatch?: string;
  /** Someone other than the route's actor (a super_admin-only intent). */
  actor?: Actor;
  /** The well-formed body's answer: a redirect target (string or pattern) or a status. */
  accepted: string | RegExp | number;
  /**
   * A field the form must have, left out in one case (the first field by default); null for a
   * form whose every field may be left empty (it still must send them: the empty-body case).
   */
  required?: string | null;
  /** An empty body is this form with every row removed, saved as such (lists-only forms). */
  emptyIsValid?: boolean;
}

interface ActionRoute {
  /** The pattern in app/routes.ts. */
  route: string;
  /** The URL posted to. */
  path: string;
  actor: Actor;
  /**
   * How the action reads the body: "form" parses its fields with a schema; "ignored" reads the
   * body as a form but no field of it (a field-level oddity gets the normal answer); "unread"
   * never reads it (every body gets the normal answer).
   */
  reads: "form" | "ignored" | "unread";
  /** A refusal is a redirect back with a failure toast (delete steps, role change), not a 4xx. */
  toastRefusal?: boolean;
  forms: Form[];
}

/**
 * The demo member's unsubscribe link values: tanda is HMAC-SHA256 of "demo-member" under the key
 * "pengingat-berhenti:" + SESSION_SECRET of vitest.workers.config.ts, base64url, made with node:
 * crypto.createHmac("sha256", key).update("demo-member").digest("base64url").
 */
const DEMO_UNSUBSCRIBE = "akun=demo-member&tanda=dN1qJDzdg8QBHn4rTqNjfdMdE8GcTrc__VEUeedcigk";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

async function insertId(sql: string, ...values: unknown[]): Promise<string> {
  const row = await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...values)
    .first<{ id: number }>();
  return String(row!.id);
}

/** A question by the demo member in a given state. */
const memberQuestion = (status: string | null, answer: string | null) =>
  insertId(
    "INSERT INTO questions (user_id, name, email, topic, question, status, answer) VALUES ('demo-member', 'Member Demo', 'member@bidanku.test', 'Kehamilan', 'Pertanyaan uji', ?, ?)",
    status,
    answer,
  );

/** A visitor's question, answered and then closed (for the super_admin's clear-review step). */
const closedQuestion = () =>
  insertId(
    "INSERT INTO questions (name, email, topic, question, status, status_member, answer, rating, review) VALUES ('Penanya', 'penanya@contoh.id', 'Kehamilan', 'Pertanyaan uji', 'answered', 'closed', 'Jawaban', 5, 'Bagus')",
  );

/** A child of the demo member (each form of the child page acts on one of its own). */
const memberChild = () =>
  insertId(
    "INSERT INTO children (user_id, name, sex, birth_date) VALUES ('demo-member', 'Anak Uji', 'laki', ?)",
    daysAgo(200),
  );

/** A measurement of that child. */
const childMeasurement = (childId: string) =>
  insertId(
    "INSERT INTO child_measurements (child_id, measured_on, weight_kg) VALUES (?, ?, 7.5)",
    childId,
    daysAgo(10),
  );

/** HB0 recorded for that child, on its birth date. */
const childDose = (childId: string) =>
  insertId("INSERT INTO child_immunisations (child_id, dose, given_on) VALUES (?, 'hb0', ?)", childId, daysAgo(200));

/** A check of that child (the 6-month list, the one due at 200 days). */
const childCheck = (childId: string) =>
  insertId(
    "INSERT INTO child_development_checks (child_id, checked_on, checkpoint, age_used, answers, lost_other) VALUES (?, ?, 6, 'kronologis', ?, 0)",
    childId,
    daysAgo(1),
    JSON.stringify({ "6-1": "ya" }),
  );

/**
 * Every skill of a list answered "ya": the `count` Buku KIA skills (ids `<months>-1`...), then the
 * list's extra red flags (PrimaKu: following with the eyes at 3 months, sounds and eye contact at 6).
 */
const EXTRA_SKILLS: Record<number, string[]> = { 3: ["3-mata"], 6: ["6-suara", "6-tatap"] };
const allYes = (months: number, count: number) =>
  Object.fromEntries(
    [...Array.from({ length: count }, (_, i) => `${months}-${i + 1}`), ...(EXTRA_SKILLS[months] ?? [])].map((id) => [
      `a_${id}`,
      "ya",
    ]),
  );

/** The child the current child-page case acts on (made by the form's fields). */
let currentChild = "";

/** The article the editor's cases edit and delete (its own row, never a seeded one). */
const ARTICLE_ID = 990_101;
/** Each malformed case names a question of its own (made by the form's fields). */
let waitingForReply = "";
let resetToken = "";

const ACTION_ROUTES: ActionRoute[] = [
  {
    route: "/artikel/:id",
    path: "/artikel/5",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "comment",
        dispatch: "intent",
        fields: { intent: "comment", content: "Komentar uji" },
        accepted: /^\/artikel\/5#komentar-\d+$/,
      },
    ],
  },
  {
    route: "/artikel/:id",
    path: "/artikel/5",
    actor: "member",
    reads: "form",
    toastRefusal: true,
    forms: [
      {
        name: "delete-comment",
        dispatch: "intent",
        fields: async () => ({
          intent: "delete-comment",
          commentId: await insertId(
            "INSERT INTO comments (article_id, user_id, content, commenter_display_name) VALUES (5, 'demo-member', 'Milik member', 'M*** D***')",
          ),
          confirm: "ya",
        }),
        accepted: "/artikel/5#komentar",
      },
    ],
  },
  {
    route: "/artikel/:id/bagikan",
    path: "/artikel/5/bagikan",
    actor: "visitor",
    reads: "form",
    forms: [{ name: "bagikan", fields: { platform: "whatsapp" }, accepted: /^https:\/\/wa\.me\// }],
  },
  {
    route: "/kalkulator",
    path: "/kalkulator",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "hpl",
        dispatch: "calculator",
        fields: () => ({ calculator: "hpl", lastPeriod: daysAgo(60) }),
        accepted: /^\/kalkulator\?.*#hasil-hpl$/,
      },
      {
        name: "weight_gain",
        dispatch: "calculator",
        fields: { calculator: "weight_gain", height: "160", prePregnancyWeight: "55" },
        accepted: /^\/kalkulator\?.*#hasil-weight_gain$/,
      },
    ],
  },
  {
    route: "/tumbuh-kembang/cek",
    path: "/tumbuh-kembang/cek",
    actor: "visitor",
    reads: "form",
    forms: [
      {
        name: "cek",
        fields: {
          sex: "perempuan",
          birthDate: "2025-06-01",
          measuredOn: "2026-01-01",
          weight: "8,0",
          length: "70,0",
          position: "lying",
        },
        accepted: 200,
      },
    ],
  },
  {
    route: "/kalkulator/simpan",
    path: "/kalkulator/simpan",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "hpl",
        dispatch: "calculator",
        fields: () => ({ calculator: "hpl", lastPeriod: daysAgo(60) }),
        accepted: 200,
      },
    ],
  },
  {
    // Issue 18: the plan's calendar file; a refusal goes back to the calculators with a toast.
    route: "/kalkulator/kalender",
    path: "/kalkulator/kalender",
    actor: "visitor",
    reads: "form",
    toastRefusal: true,
    forms: [{ name: "kalender", fields: () => ({ lastPeriod: daysAgo(100), cycleLength: "30" }), accepted: 200 }],
  },
  {
    route: "/tanya-kami",
    path: "/tanya-kami",
    actor: "visitor",
    reads: "form",
    forms: [
      {
        name: "tanya",
        fields: { name: "Penanya", email: "penanya@contoh.id", topic: "Kehamilan", question: "Apakah aman?" },
        // The name is optional (SPEC section 5).
        required: "email",
        accepted: "/tanya-kami",
      },
    ],
  },
  {
    route: "/kontak",
    path: "/kontak",
    actor: "visitor",
    reads: "form",
    forms: [
      {
        name: "kontak",
        fields: { name: "Pengirim", email: "pengirim@contoh.id", subject: "Salam", message: "Pesan uji" },
        accepted: "/kontak",
      },
    ],
  },
  {
    route: "/login",
    path: "/login",
    actor: "visitor",
    reads: "form",
    forms: [{ name: "login", fields: { ...DEMO.member }, accepted: "/dashboard" }],
  },
  {
    route: "/register",
    path: "/register",
    actor: "visitor",
    reads: "form",
    forms: [
      {
        name: "daftar",
        fields: () => ({
          name: "Pendaftar Uji",
          email: `pendaftar.${unique()}@contoh.id`,
          phone: "0812 3456 7890",
          password: "rahasia123",
          confirmPassword: "rahasia123",
          terms: "on",
        }),
        accepted: "/registrasi-berhasil",
      },
    ],
  },
  {
    // Without the registration cookie there is nobody to mail: the body is never looked at.
    route: "/registrasi-berhasil",
    path: "/registrasi-berhasil",
    actor: "visitor",
    reads: "unread",
    forms: [{ name: "kirim ulang", fields: {}, accepted: "/registrasi-berhasil" }],
  },
  {
    route: "/lupa-password",
    path: "/lupa-password",
    actor: "visitor",
    reads: "form",
    forms: [{ name: "lupa", fields: { email: "tidak.ada.akun@contoh.id" }, accepted: "/login" }],
  },
  {
    route: "/atur-ulang-password",
    path: "/atur-ulang-password",
    actor: "visitor",
    reads: "form",
    forms: [
      {
        name: "atur ulang",
        fields: () => ({ token: resetToken, password: "barubaru", confirmPassword: "barubaru" }),
        accepted: "/login",
      },
    ],
  },
  {
    // Issue 17: the footer's "Hemat data" switch.
    route: "/hemat-data",
    path: "/hemat-data",
    actor: "visitor",
    reads: "form",
    forms: [{ name: "hemat", fields: { hemat: "on", kembali: "/artikel" }, accepted: "/artikel" }],
  },
  {
    // A visitor's sign-out: nothing to end, the body is never looked at.
    route: "/logout",
    path: "/logout",
    actor: "visitor",
    reads: "unread",
    forms: [{ name: "logout", fields: {}, accepted: "/" }],
  },
  {
    route: "/dashboard",
    path: "/dashboard",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "update-profile",
        dispatch: "intent",
        fields: { intent: "update-profile", name: "Member Demo", phone: "0812 1111 2222" },
        accepted: "/dashboard",
      },
      {
        name: "close",
        dispatch: "intent",
        fields: async () => ({
          intent: "close",
          id: await memberQuestion("answered", "Jawaban bidan"),
          rating: "5",
          review: "Membantu",
        }),
        accepted: /^\/dashboard#pertanyaan-\d+$/,
      },
    ],
  },
  {
    route: "/dashboard",
    path: "/dashboard",
    actor: "member",
    reads: "form",
    toastRefusal: true,
    forms: [
      {
        name: "delete-history",
        dispatch: "intent",
        fields: async () => ({
          intent: "delete-history",
          id: await insertId(
            "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES ('demo-member', 'hpl', '{}', '{}')",
          ),
          confirm: "ya",
        }),
        accepted: "/dashboard#riwayat",
      },
      {
        name: "deleteQuestion",
        dispatch: "intent",
        fields: async () => ({ intent: "deleteQuestion", id: await memberQuestion(null, null), confirm: "ya" }),
        accepted: "/dashboard#pertanyaan",
      },
      {
        // Issue 39: her consent to publish one of her questions, withdrawn.
        name: "withdrawPublish",
        dispatch: "intent",
        fields: async () => ({
          intent: "withdrawPublish",
          id: await insertId(
            "INSERT INTO questions (user_id, name, email, topic, question, publish_consent_at) VALUES ('demo-member', 'Member Demo', 'member@bidanku.test', 'Kehamilan', 'Pertanyaan uji', 1)",
          ),
        }),
        accepted: "/dashboard#pertanyaan",
      },
    ],
  },
  {
    route: "/dashboard/anak",
    path: "/dashboard/anak",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "tambah anak",
        fields: () => ({
          name: "Anak Uji",
          sex: "perempuan",
          birthDate: daysAgo(30),
          gestationalWeeks: "",
          consent: "on",
        }),
        accepted: /^\/dashboard\/anak\/\d+#tambah-ukuran$/,
      },
    ],
  },
  {
    route: "/dashboard/anak/:id",
    path: "/dashboard/anak/:child",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "add-measurement",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          return {
            intent: "add-measurement",
            measuredOn: daysAgo(3),
            weight: "8,0",
            length: "70,0",
            position: "lying",
            head: "",
          };
        },
        accepted: /^\/dashboard\/anak\/\d+#ukuran-\d+$/,
      },
      {
        name: "edit-measurement",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          const measurementId = await childMeasurement(currentChild);
          return {
            intent: "edit-measurement",
            measurementId,
            measuredOn: daysAgo(10),
            weight: "7,8",
            length: "",
            position: "",
            head: "",
          };
        },
        accepted: /^\/dashboard\/anak\/\d+#ukuran-\d+$/,
      },
      {
        name: "edit-child",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          return {
            intent: "edit-child",
            name: "Anak Diubah",
            sex: "perempuan",
            birthDate: daysAgo(200),
            gestationalWeeks: "",
          };
        },
        accepted: /^\/dashboard\/anak\/\d+#data-anak$/,
      },
    ],
  },
  {
    route: "/dashboard/anak/:id",
    path: "/dashboard/anak/:child",
    actor: "member",
    reads: "form",
    toastRefusal: true,
    forms: [
      {
        name: "delete-measurement",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          return { intent: "delete-measurement", measurementId: await childMeasurement(currentChild), confirm: "ya" };
        },
        accepted: /^\/dashboard\/anak\/\d+#riwayat$/,
      },
      {
        name: "delete-child",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          return { intent: "delete-child", childId: currentChild, confirm: "ya" };
        },
        accepted: "/dashboard/anak",
      },
    ],
  },
  {
    // Issue 35: a child's immunisations.
    route: "/dashboard/anak/:id/imunisasi",
    path: "/dashboard/anak/:child/imunisasi",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "add-dose",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          return { intent: "add-dose", dose: "bcg", givenOn: daysAgo(150), place: "Posyandu Melati" };
        },
        // The next dose of the same age comes back chosen (Polio tetes 1).
        accepted: /^\/dashboard\/anak\/\d+\/imunisasi\?catat=opv1&lanjut=1#catat$/,
      },
      {
        name: "edit-dose",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          const recordId = await childDose(currentChild);
          return { intent: "edit-dose", recordId, dose: "hb0", givenOn: daysAgo(199), place: "" };
        },
        accepted: /^\/dashboard\/anak\/\d+\/imunisasi#dosis-hb0$/,
      },
    ],
  },
  {
    route: "/dashboard/anak/:id/imunisasi",
    path: "/dashboard/anak/:child/imunisasi",
    actor: "member",
    reads: "form",
    toastRefusal: true,
    forms: [
      {
        name: "delete-dose",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          return { intent: "delete-dose", recordId: await childDose(currentChild), confirm: "ya" };
        },
        accepted: /^\/dashboard\/anak\/\d+\/imunisasi#jadwal$/,
      },
    ],
  },
  {
    // Issue 36: the public development check; the result is the answer, nothing is stored.
    route: "/perkembangan",
    path: "/perkembangan?usia=3",
    actor: "visitor",
    reads: "form",
    forms: [
      {
        name: "cek",
        // The list's age picks the schema the answers are read with.
        dispatch: "checkpoint",
        fields: { checkpoint: "3", ...allYes(3, 8), lostOther: "tidak" },
        accepted: 200,
      },
    ],
  },
  {
    // Issue 36: a child's development checks (the child is 200 days old: the 6-month list).
    route: "/dashboard/anak/:id/perkembangan",
    path: "/dashboard/anak/:child/perkembangan",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "save-check",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          return { intent: "save-check", checkpoint: "6", ...allYes(6, 10), lostOther: "tidak" };
        },
        accepted: /^\/dashboard\/anak\/\d+\/perkembangan#hasil$/,
      },
    ],
  },
  {
    route: "/dashboard/anak/:id/perkembangan",
    path: "/dashboard/anak/:child/perkembangan",
    actor: "member",
    reads: "form",
    toastRefusal: true,
    forms: [
      {
        name: "delete-check",
        dispatch: "intent",
        fields: async () => {
          currentChild = await memberChild();
          return { intent: "delete-check", checkId: await childCheck(currentChild), confirm: "ya" };
        },
        accepted: /^\/dashboard\/anak\/\d+\/perkembangan#riwayat$/,
      },
    ],
  },
  {
    // The plain download form: a refusal goes back to the page with a toast.
    route: "/dashboard/anak/:id/imunisasi/kalender",
    path: "/dashboard/anak/:child/imunisasi/kalender",
    actor: "member",
    reads: "form",
    toastRefusal: true,
    forms: [
      {
        name: "calendar",
        fields: async () => {
          currentChild = await memberChild();
          return { intent: "calendar", withName: "on" };
        },
        required: "intent",
        accepted: 200,
      },
    ],
  },
  // Pages without a form: every POST is 405.
  ...["/admin", "/admin/pesan", "/admin/tumbuh-kembang", "/admin/binaan"].map(
    (path): ActionRoute => ({
      route: path,
      path,
      actor: "admin",
      reads: "form",
      forms: [{ name: "tanpa formulir", fields: { intent: "simpan" }, accepted: 405 }],
    }),
  ),
  {
    route: "/admin/pengguna",
    path: "/admin/pengguna",
    actor: "super_admin",
    reads: "form",
    toastRefusal: true,
    forms: [{ name: "peran", fields: { userId: "malformed-target", role: "admin" }, accepted: "/admin/pengguna" }],
  },
  {
    route: "/admin/artikel/baru",
    path: "/admin/artikel/baru",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: () => ({
          title: `Artikel uji ${unique()}`,
          excerpt: "Ringkasan",
          content: "<p>Isi artikel</p>",
          category: "Kehamilan",
          status: "draft",
          image: png(),
        }),
        accepted: /^\/admin\/artikel\/edit\/\d+$/,
      },
      {
        name: "preview",
        dispatch: "intent",
        fields: {
          intent: "preview",
          title: "Pratinjau",
          excerpt: "Ringkasan",
          content: "<p>Isi</p>",
          category: "Kehamilan",
          status: "draft",
        },
        accepted: 200,
      },
    ],
  },
  {
    route: "/admin/artikel/edit/:id",
    path: `/admin/artikel/edit/${ARTICLE_ID}`,
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: () => ({
          title: `Artikel uji diubah ${unique()}`,
          excerpt: "Ringkasan",
          content: "<p>Isi artikel</p>",
          category: "Kehamilan",
          status: "draft",
        }),
        accepted: `/admin/artikel/edit/${ARTICLE_ID}`,
      },
    ],
  },
  {
    route: "/admin/artikel/edit/:id",
    path: `/admin/artikel/edit/${ARTICLE_ID}`,
    actor: "admin",
    reads: "form",
    toastRefusal: true,
    forms: [
      {
        name: "delete",
        dispatch: "intent",
        fields: { intent: "delete", articleId: String(ARTICLE_ID), confirm: "ya" },
        accepted: "/admin",
      },
    ],
  },
  {
    route: "/admin/pesan/:id",
    path: "/admin/pesan/:waiting",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "reply",
        dispatch: "intent",
        fields: async () => {
          waitingForReply = await memberQuestion(null, null);
          return { intent: "reply", id: waitingForReply, answer: "Jawaban bidan" };
        },
        accepted: /^\/admin\/pesan\/\d+$/,
      },
    ],
  },
  {
    route: "/admin/pesan/:id",
    path: "/admin/pesan/:waiting",
    actor: "super_admin",
    reads: "form",
    toastRefusal: true,
    forms: [
      {
        name: "clearReview",
        dispatch: "intent",
        fields: async () => {
          waitingForReply = await closedQuestion();
          return { intent: "clearReview", id: waitingForReply, confirm: "ya" };
        },
        accepted: /^\/admin\/pesan\/\d+$/,
      },
    ],
  },
  {
    route: "/admin/hero",
    path: "/admin/hero",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: () => ({ title: "Judul", subtitle: "Subjudul", image: png() }),
        accepted: "/admin/hero",
      },
    ],
  },
  {
    route: "/admin/pengaturan",
    path: "/admin/pengaturan",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: { email: "info@contoh.id", phone: "0812 3456 7890", location: "Bandung" },
        required: null,
        accepted: "/admin/pengaturan",
      },
    ],
  },
  {
    route: "/admin/kontak",
    path: "/admin/kontak",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: {
          email: "info@contoh.id",
          phone: "0812 3456 7890",
          location: "Bandung",
          operationalHours: "Senin-Jumat",
          "faq[0].question": "Tanya?",
          "faq[0].answer": "Jawab.",
        },
        required: null,
        accepted: "/admin/kontak",
      },
    ],
  },
  {
    route: "/admin/panduan-tanya-jawab/edit",
    path: "/admin/panduan-tanya-jawab/edit",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: {
          "dos[0]": "Tanyakan dengan jelas",
          "donts[0]": "Jangan kirim data pribadi",
          importantNote: "Catatan",
        },
        required: null,
        accepted: "/admin/panduan-tanya-jawab/edit",
      },
    ],
  },
  {
    route: "/admin/layanan/edit",
    path: "/admin/layanan/edit",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: {
          title: "Layanan",
          description: "Deskripsi",
          "points[0].title": "Poin",
          "points[0].description": "Isi",
        },
        accepted: "/admin/layanan/edit",
      },
    ],
  },
  {
    route: "/admin/tentang-saya/edit",
    path: "/admin/tentang-saya/edit",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: () => ({
          title: "Tentang",
          content: "Isi halaman",
          qualificationsTitle: "Kualifikasi",
          "qualifications[0].item": "Bidan",
          image: png(),
        }),
        accepted: "/admin/tentang-saya/edit",
      },
    ],
  },
  {
    route: "/admin/legal/edit/:pageId",
    path: "/admin/legal/edit/disclaimer",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: { title: "Disclaimer", content: "Isi disclaimer" },
        accepted: "/admin/legal/edit/disclaimer",
      },
    ],
  },
  {
    route: "/admin/tumbuh-kembang/edit/:id",
    path: "/admin/tumbuh-kembang/edit/0-3-bulan",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: {
          title: "0-3 Bulan",
          description: "Deskripsi",
          author: "Tim Bidanku",
          "milestones.motorik[0]": "Mengangkat kepala",
          "stimulasi[0]": "Ajak bicara",
          "redFlags[0]": "Tidak menyusu",
        },
        accepted: "/admin/tumbuh-kembang/edit/0-3-bulan",
      },
    ],
  },
  // Issue 39: the public version of an answered question whose asker allowed it.
  {
    route: "/admin/pesan/:id/publikasi",
    path: "/admin/pesan/:waiting/publikasi",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: async () => {
          waitingForReply = await insertId(
            "INSERT INTO questions (user_id, name, email, topic, question, status, answer, publish_consent_at) VALUES ('demo-member', 'Member Demo', 'member@bidanku.test', 'Nifas', 'Pertanyaan asli uji', 'answered', 'Jawaban', 1)",
          );
          return {
            title: "Judul publik",
            question: "Pertanyaan suntingan",
            answer: "Jawaban suntingan",
            category: "Nifas",
            status: "draft",
          };
        },
        accepted: /^\/admin\/pesan\/\d+\/publikasi$/,
      },
    ],
  },
  // Issue 29: a tool page's medical review, the super_admin's.
  {
    route: "/admin/tinjauan-medis/:page",
    path: "/admin/tinjauan-medis/kalkulator",
    actor: "super_admin",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: () => ({ reviewerName: "Bd. Uji", reviewerCredential: "S.Keb", reviewedAt: daysAgo(0) }),
        // A reviewer without a date is refused; no fields at all clear the review, which is valid.
        required: "reviewedAt",
        emptyIsValid: true,
        accepted: "/admin/tinjauan-medis/kalkulator",
      },
    ],
  },
  // Test routes (ENABLE_TEST_ROUTES), built from the same pieces.
  {
    route: "/__test/toast",
    path: "/__test/toast",
    actor: "visitor",
    reads: "form",
    forms: [
      {
        name: "toast",
        fields: { title: "Tes", description: "Pesan", variant: "default" },
        required: null,
        accepted: "/kontak",
      },
    ],
  },
  {
    route: "/__test/form",
    path: "/__test/form",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "faq",
        fields: { "faq[0].question": "Tanya?", "faq[0].answer": "Jawab." },
        // A list-only form: every row removed sends nothing, and is a valid save (an empty FAQ).
        required: null,
        emptyIsValid: true,
        accepted: "/__test/form",
      },
    ],
  },
  {
    route: "/__test/upload",
    path: "/__test/upload",
    actor: "admin",
    reads: "form",
    forms: [{ name: "unggah", fields: () => ({ caption: "Bayi", image: png() }), accepted: /^\/__test\/upload\?/ }],
  },
  {
    route: "/__test/rich-text",
    path: "/__test/rich-text",
    actor: "admin",
    reads: "form",
    forms: [{ name: "pratinjau", fields: { content: "<p>Isi</p>" }, accepted: 200 }],
  },
  {
    // Issue 37: a member's reminder settings.
    route: "/dashboard/pengingat",
    path: "/dashboard/pengingat",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "simpan",
        fields: { zonaWaktu: "WIB", email: "on", lahir: "" },
        required: "zonaWaktu",
        accepted: "/dashboard/pengingat",
      },
      // The calendar address's forms (decision 077): an intent, and a names checkbox for two of
      // them; the intent alone is a whole form.
      {
        name: "kalender",
        fields: { intent: "kalender-nama", nama: "on" },
        dispatch: "intent",
        emptyIsValid: true,
        required: null,
        accepted: "/dashboard/pengingat#kalender",
      },
    ],
  },
  {
    // Issue 38: a midwife's follow-up note, and a mark, on a member who shares her data (the demo
    // member, whose consent beforeAll makes).
    route: "/admin/binaan/:id",
    path: "/admin/binaan/demo-member",
    actor: "admin",
    reads: "form",
    forms: [
      {
        name: "catatan",
        fields: { intent: "catatan", catatan: "Sudah ditelepon", anak: "" },
        dispatch: "intent",
        accepted: "/admin/binaan/demo-member#catatan-tindak-lanjut",
      },
      {
        // An item marked done at the practice (decision 079).
        name: "tandai",
        fields: { intent: "tandai", jadwal: "hamil:k1" },
        dispatch: "intent",
        accepted: "/admin/binaan/demo-member#tindak-lanjut",
      },
    ],
  },
  {
    // Issue 38: a member's consent to share with the midwives (the box is required to share).
    route: "/dashboard/bidan",
    path: "/dashboard/bidan",
    actor: "member",
    reads: "form",
    forms: [
      {
        name: "bagikan",
        fields: { intent: "bagikan", setuju: "on" },
        dispatch: "intent",
        accepted: "/dashboard/bidan",
      },
    ],
  },
  {
    // Issue 37: the signed unsubscribe link (the demo member's, signed with the tests' secret):
    // the account and signature are in the address; the body is read and no field of it used.
    route: "/pengingat/berhenti",
    path: `/pengingat/berhenti?${DEMO_UNSUBSCRIBE}`,
    actor: "visitor",
    reads: "ignored",
    forms: [{ name: "berhenti", fields: {}, accepted: `/pengingat/berhenti?${DEMO_UNSUBSCRIBE}&selesai=1` }],
  },
  {
    // A mail program's one-click post: the body is never read (the signature is the gate).
    route: "/pengingat/berhenti/satu-klik",
    path: `/pengingat/berhenti/satu-klik?${DEMO_UNSUBSCRIBE}`,
    actor: "visitor",
    reads: "unread",
    forms: [{ name: "satu-klik", fields: {}, accepted: 200 }],
  },
  {
    // Issue 37: the local outbox runs the reminders at a chosen time (WIB); a time in 2001 finds
    // nobody due (the members with reminders here have children born since 2025).
    route: "/__dev/outbox",
    path: "/__dev/outbox",
    actor: "visitor",
    reads: "form",
    forms: [
      {
        name: "pengingat",
        fields: { waktu: "2001-01-01T07:17" },
        accepted: /^\/__dev\/outbox\?pengingat=\d+-\d+-\d+$/,
      },
    ],
  },
  {
    // Counts a hit and redirects, whatever the fields say.
    route: "/__test/guard",
    path: "/__test/guard",
    actor: "visitor",
    reads: "ignored",
    forms: [{ name: "guard", fields: {}, accepted: "/__test/guard" }],
  },
  {
    // Reads one JSON field, and only its first value.
    route: "/__test/sanitize",
    path: "/__test/sanitize",
    actor: "visitor",
    reads: "ignored",
    forms: [{ name: "sanitize", fields: { payloads: "[]" }, accepted: 200 }],
  },
];

/** The URL of a route entry (the message detail and child pages name the row their form made). */
const urlOf = (entry: ActionRoute) => entry.path.replace(":waiting", waitingForReply).replace(":child", currentChild);

// ----- Bodies -----

interface Body {
  body: BodyInit | null;
  type: string | null;
}

function multipart(fields: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const urlencoded = (fields: [string, string][]): Body => ({
  body: new URLSearchParams(fields).toString(),
  type: "application/x-www-form-urlencoded",
});

/** The body as a browser sends this form: multipart if it holds a file, else urlencoded. */
function asForm(fields: [string, string | File][]): Body {
  if (fields.some(([, value]) => value instanceof File)) return { body: multipart(fields), type: null };
  return urlencoded(fields as [string, string][]);
}

const textFields = (fields: Fields) =>
  Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string");

/** The bytes and content type of a multipart body, as fetch would send it. */
async function encodedMultipart(
  fields: [string, string | File][],
): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string }> {
  const encoded = new Request("http://x/", { method: "POST", body: multipart(fields) });
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("Content-Type")! };
}

const ONE_MEGABYTE = "x".repeat(1024 * 1024);

const GARBAGE_INTENTS = ["", "DELETE", "comment\u0000", "__proto__", "constructor", "x".repeat(5000), "<script>"];

/** Conform list intents no form of ours sends (the only ones that reach the server: insert and remove). */
const GARBAGE_CONFORM_INTENTS = [
  "bukan json",
  '{"type":"reset"}',
  '{"type":"validate","payload":{"name":"title"}}',
  '{"type":"insert","payload":{"name":"__proto__"}}',
  '{"type":"remove","payload":{"name":"faq","index":-1}}',
  '{"type":"update","payload":{"name":"role","value":"super_admin"}}',
];

interface MalformedCase {
  name: string;
  /** "field": only the fields are odd, the body is a well-formed form. */
  level: "field" | "body";
  make: (fields: Fields, form: Form) => Promise<Body> | Body;
}

const CASES: MalformedCase[] = [
  {
    name: "every field missing",
    level: "field",
    make: (fields, form) => urlencoded(form.dispatch ? [[form.dispatch, String(fields[form.dispatch])]] : []),
  },
  {
    name: "a required field missing",
    level: "field",
    make: (fields, form) => asForm(Object.entries(fields).filter(([name]) => name !== requiredField(fields, form))),
  },
  {
    name: "every field twice",
    level: "field",
    make: (fields) =>
      asForm(
        Object.entries(fields).flatMap(([name, value]) => [
          [name, value],
          [name, "lain"],
        ]),
      ),
  },
  {
    name: "list names (a[0]) where one value goes",
    level: "field",
    make: (fields, form) => asForm(renamed(fields, form, (name) => `${name}[0]`)),
  },
  {
    name: "nested names (a.b) where one value goes",
    level: "field",
    make: (fields, form) => asForm(renamed(fields, form, (name) => `${name}.b`)),
  },
  {
    name: "files where text goes",
    level: "field",
    make: (fields, form) => ({
      body: multipart(
        Object.entries(fields).map(([name, value]) =>
          typeof value === "string" && name !== form.dispatch
            ? [name, new File([value], "teks.txt", { type: "text/plain" })]
            : [name, value],
        ),
      ),
      type: null,
    }),
  },
  {
    name: "1 MB in one field",
    level: "field",
    make: (fields, form) =>
      asForm(
        Object.entries(fields).map(([name, value]) =>
          name === firstDataField(fields, form) ? [name, ONE_MEGABYTE] : [name, value],
        ),
      ),
  },
  {
    name: "garbage intents",
    level: "field",
    // Replaced below by one request per garbage value.
    make: () => urlencoded([]),
  },
  {
    name: "a JSON body",
    level: "body",
    make: (fields) => ({ body: JSON.stringify(Object.fromEntries(textFields(fields))), type: "application/json" }),
  },
  {
    name: "a text/plain body",
    level: "body",
    make: (fields) => ({ body: new URLSearchParams(textFields(fields)).toString(), type: "text/plain" }),
  },
  {
    name: "an octet-stream body",
    level: "body",
    make: (fields) => ({
      body: new TextEncoder().encode(new URLSearchParams(textFields(fields)).toString()),
      type: "application/octet-stream",
    }),
  },
  {
    name: "no content type",
    level: "body",
    make: (fields) => ({
      body: new TextEncoder().encode(new URLSearchParams(textFields(fields)).toString()),
      type: "",
    }),
  },
  {
    name: "a multipart body cut short",
    level: "body",
    make: async (fields) => {
      const { bytes, type } = await encodedMultipart(Object.entries(fields));
      return { body: bytes.slice(0, Math.max(1, Math.floor(bytes.byteLength / 2))), type };
    },
  },
  {
    name: "a multipart body without its boundary",
    level: "body",
    make: async (fields) => {
      const { bytes } = await encodedMultipart(Object.entries(fields));
      return { body: bytes, type: "multipart/form-data" };
    },
  },
];

/** The field the "required field missing" case leaves out. */
function requiredField(fields: Fields, form: Form): string | undefined {
  return form.required === undefined ? firstDataField(fields, form) : (form.required ?? undefined);
}

/** The first field that carries data (not the one that picks the branch). */
function firstDataField(fields: Fields, form: Form): string | undefined {
  return Object.keys(fields).find((name) => name !== form.dispatch);
}

function renamed(fields: Fields, form: Form, rename: (name: string) => string): [string, string | File][] {
  return Object.entries(fields).map(([name, value]) => [name === form.dispatch ? name : rename(name), value]);
}

// ----- Answers -----

/** Words of an Indonesian refusal: error pages, form messages and failure toasts. */
const INDONESIAN_REFUSAL =
  /Permintaan Tidak Valid|Data Terlalu Besar|wajib diisi|tidak valid|maksimal|Pilih |belum dikonfirmasi|tidak ditemukan|Periksa kembali|tidak sama|minimal|Gagal|harus|Tautan/i;
const ENGLISH_ERROR =
  /Unexpected Application Error|Internal Server Error|Something went wrong|Bad Request|is not a function/;

/** The visible text of a page (scripts and tags removed). */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

function matchesAccepted(response: Response, accepted: Form["accepted"]): boolean {
  if (typeof accepted === "number") return response.status === accepted;
  if (response.status !== 302 && response.status !== 303) return false;
  const location = response.headers.get("Location") ?? "";
  return typeof accepted === "string" ? location === accepted : accepted.test(location);
}

/** The page a refusal toast lands on, read with the toast cookie. */
async function toastPage(response: Response, cookie: string): Promise<string> {
  const location = response.headers.get("Location") ?? "";
  return (await get(location.split("#")[0]!, mergeCookies(cookie, response))).text();
}

/** A refusal: a 4xx (or a toast redirect where the form's failure is a toast) with Indonesian words. */
async function expectRefused(entry: ActionRoute, response: Response, cookie: string, label: string) {
  expect(response.status, `${label}: never a server error`).toBeLessThan(500);
  if (entry.toastRefusal && (response.status === 302 || response.status === 303)) {
    const text = visibleText(await toastPage(response, cookie));
    expect(text, label).toMatch(/Gagal|Penghapusan belum dikonfirmasi|tidak ditemukan|tidak valid/i);
    return;
  }
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  const body = await response.text();
  if ((response.headers.get("Content-Type") ?? "").includes("text/html")) {
    const text = visibleText(body);
    expect(text, label).toMatch(INDONESIAN_REFUSAL);
    expect(text, label).not.toMatch(ENGLISH_ERROR);
  }
}

// ----- The run -----

let cookies: Record<Actor, string>;

beforeAll(async () => {
  await env.DB.prepare(
    "INSERT INTO users (id, name, email, role) VALUES ('malformed-target', 'Target Uji', 'target.uji@contoh.id', 'member') ON CONFLICT DO NOTHING",
  ).run();
  // The demo member shares her data with the midwives (the follow-up page's notes).
  await env.DB.prepare("INSERT INTO care_consents (user_id, granted_at) VALUES ('demo-member', 1)").run();
  await env.DB.prepare(
    "INSERT INTO articles (id, title, excerpt, content, category, image_url) VALUES (?, 'Artikel Uji', 'Ringkasan', '<p>Isi</p>', 'Kehamilan', '/images/seed/hero.jpg') ON CONFLICT DO NOTHING",
  )
    .bind(ARTICLE_ID)
    .run();
  cookies = await actorCookies();
  // A real reset token, so a malformed body that slipped through would change a password.
  const email = `atur.ulang.${unique()}@contoh.id`;
  const registered = await postForm("/register", {
    name: "Atur Ulang",
    email,
    phone: "0812 3456 7890",
    password: "rahasia123",
    confirmPassword: "rahasia123",
    terms: "on",
  });
  expect(registered.status).toBe(302);
  await env.DB.prepare("UPDATE users SET email_verified = 1 WHERE email = ?").bind(email).run();
  await env.DB.prepare('DELETE FROM mail_outbox WHERE "to" = ?').bind(email).run();
  await postForm("/lupa-password", { email });
  const mail = await latestMail(email, 10_000);
  resetToken = new URL(linkFrom(mail!.text, "/atur-ulang-password?token="), ORIGIN).searchParams.get("token")!;
});

/** What the request may leave changed: sign-ins and counters only. */
// A refused post answers with the page, whose opening logs a midwife's view (decision 078).
const snapshot = () => tableWrites([...VOLATILE_TABLES, "care_views"]);

/** Sends a body as the form's actor. */
function send(entry: ActionRoute, form: Form, { body, type }: Body) {
  const cookie = cookies[form.actor ?? entry.actor];
  const url = urlOf(entry);
  if (type === null) {
    return request(url, {
      method: "POST",
      body,
      headers: { Cookie: cookie, Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
    });
  }
  return postRaw(url, body, type || null, cookie);
}

describe("the action table", () => {
  it("lists every route of app/routes.ts whose module has an action, and only those", () => {
    const withAction = ROUTES.filter((route) => hasAction(route.file)).map((route) => route.path);
    const listed = new Set(ACTION_ROUTES.map((entry) => entry.route));
    expect(
      withAction.filter((path) => !listed.has(path)),
      "actions missing from ACTION_ROUTES",
    ).toEqual([]);
    expect([...listed].filter((path) => !withAction.includes(path))).toEqual([]);
  });
});

/** Every malformed body for a form, each named (garbage intents: one per value). */
async function malformedBodies(fields: Fields, form: Form): Promise<[string, MalformedCase["level"], Body][]> {
  const bodies: [string, MalformedCase["level"], Body][] = [];
  for (const testCase of CASES) {
    if (testCase.name === "a required field missing" && form.required === null) continue;
    if (testCase.name === "every field missing" && form.emptyIsValid) continue;
    if (testCase.name !== "garbage intents") {
      bodies.push([testCase.name, testCase.level, await testCase.make(fields, form)]);
      continue;
    }
    for (const value of form.dispatch ? GARBAGE_INTENTS : []) {
      const label = `${form.dispatch}=${JSON.stringify(value.slice(0, 20))}`;
      bodies.push([label, "field", asForm(Object.entries({ ...fields, [form.dispatch!]: value }))]);
    }
    for (const value of GARBAGE_CONFORM_INTENTS) {
      bodies.push([`__intent__=${value}`, "field", asForm([...Object.entries(fields), ["__intent__", value]])]);
    }
  }
  return bodies;
}

describe("malformed bodies to every action", () => {
  for (const entry of ACTION_ROUTES) {
    for (const form of entry.forms) {
      const actor = form.actor ?? entry.actor;
      // About twenty requests each: generous on a busy machine.
      it(`POST ${entry.route} (${form.name}) as ${actor}: each refused, nothing changed`, {
        timeout: 120_000,
      }, async () => {
        const fields = typeof form.fields === "function" ? await form.fields() : form.fields;
        const before = await snapshot();
        for (const [label, level, body] of await malformedBodies(fields, form)) {
          const response = await send(entry, form, body);
          if (entry.reads === "unread" || (entry.reads === "ignored" && level === "field")) {
            // The fields are never looked at: the usual answer (or a refusal of a body that is
            // not a readable form), never a server error.
            expect(response.status, label).toBeLessThan(500);
            // A body whose stated type is not a form's is refused by the request guard (415,
            // decision 037) before the route runs; anything else gets the route's usual answer.
            if (entry.reads === "unread" && response.status !== 415) {
              expect(matchesAccepted(response, form.accepted), label).toBe(true);
            }
            await response.body?.cancel();
          } else {
            await expectRefused(entry, response, cookies[actor], label);
          }
          expect(await snapshot(), label).toEqual(before);
        }
      });
    }
  }
});

describe("the well-formed bodies", () => {
  for (const entry of ACTION_ROUTES) {
    for (const form of entry.forms) {
      it(`POST ${entry.route} (${form.name}) is accepted`, async () => {
        const fields = typeof form.fields === "function" ? await form.fields() : form.fields;
        const response = await send(entry, form, asForm(Object.entries(fields)));
        const where = `${response.status} ${response.headers.get("Location") ?? ""}`;
        expect(matchesAccepted(response, form.accepted), `${entry.route} answered ${where}`).toBe(true);
        await response.body?.cancel();
      });
    }
  }
});
