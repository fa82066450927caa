import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, login, newMember, postForm } from "./helpers";

// Issue 31: the pages with several forms answer through one dispatcher (dispatchIntent in
// app/server/editor-action.server.ts). A post without an intent, with one no form has, or with a
// name from Object's prototype reaches no handler: each page answers 400 as it did before the
// dispatcher, and nothing changes.

const ODD_INTENTS: (Record<string, string> | null)[] = [
  null,
  { intent: "" },
  { intent: "hapus-semua" },
  { intent: "constructor" },
  { intent: "__proto__" },
  { intent: "toString" },
];

const withIntent = (fields: Record<string, string>, intent: Record<string, string> | null) => ({
  ...fields,
  ...(intent ?? {}),
});

let member: Awaited<ReturnType<typeof newMember>>;
let admin = "";
let childId = 0;

beforeAll(async () => {
  member = await newMember();
  admin = await login(DEMO.admin.email, DEMO.admin.password);
  const created = await postForm(
    "/dashboard/anak",
    { name: "Dedek", sex: "perempuan", birthDate: "2026-01-01", gestationalWeeks: "", consent: "on" },
    member.cookie,
  );
  expect(created.status).toBe(302);
  childId = Number(/anak\/(\d+)/.exec(created.headers.get("Location")!)![1]);
});

const snapshot = async () =>
  Promise.all(
    [
      "SELECT count(*) AS n FROM children WHERE user_id = ?",
      "SELECT count(*) AS n FROM comments WHERE user_id = ?",
      "SELECT name || '|' || coalesce(phone, '') AS n FROM users WHERE id = ?",
      "SELECT count(*) AS n FROM calculator_history WHERE user_id = ?",
    ].map((sql) => env.DB.prepare(sql).bind(member.id).first<{ n: unknown }>()),
  );

// The root error boundary shows every 400 as "Permintaan Tidak Valid", whatever the route threw.
const REFUSED = "Permintaan Tidak Valid";

describe("a post whose intent no form has", () => {
  it("is 400 on a child's page and the dashboard, and nothing changes", async () => {
    const before = await snapshot();
    for (const path of [`/dashboard/anak/${childId}`, "/dashboard"]) {
      for (const intent of ODD_INTENTS) {
        const response = await postForm(path, withIntent({ name: "Diubah", phone: "" }, intent), member.cookie);
        expect(response.status, `${path} ${JSON.stringify(intent)}`).toBe(400);
        expect(await response.text()).toContain(REFUSED);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("is 400 on an admin's message page", async () => {
    for (const intent of ODD_INTENTS) {
      const response = await postForm("/admin/pesan/990001", withIntent({ id: "990001", answer: "x" }, intent), admin);
      expect(response.status, JSON.stringify(intent)).toBe(400);
      expect(await response.text()).toContain(REFUSED);
    }
  });

  it("is 400 on an article's page, and no comment is written", async () => {
    const before = await snapshot();
    for (const intent of ODD_INTENTS) {
      const response = await postForm("/artikel/12", withIntent({ content: "Komentar" }, intent), member.cookie);
      expect(response.status, JSON.stringify(intent)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});
