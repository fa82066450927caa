import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { accountDeletionStatements } from "../../scripts/delete-account-sql.mjs";
import { daysAgo, get, newMember, postForm } from "./helpers";

// The privacy policy (section 5) promises that an account deleted on request takes everything
// kept about the member with it. scripts/delete-account.mjs runs these statements with wrangler;
// here they run against the real local D1 (decision 052).

const db = env.DB;

async function countsFor(userId: string, email: string) {
  const one = async (sql: string, ...binds: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...binds)
        .first<{ n: number }>()
    )?.n ?? 0;
  return {
    users: await one("SELECT count(*) AS n FROM users WHERE id = ?", userId),
    sessions: await one("SELECT count(*) AS n FROM sessions WHERE user_id = ?", userId),
    accounts: await one("SELECT count(*) AS n FROM accounts WHERE user_id = ?", userId),
    children: await one("SELECT count(*) AS n FROM children WHERE user_id = ?", userId),
    measurements: await one(
      "SELECT count(*) AS n FROM child_measurements WHERE child_id IN (SELECT id FROM children WHERE user_id = ?)",
      userId,
    ),
    doses: await one(
      "SELECT count(*) AS n FROM child_immunisations WHERE child_id IN (SELECT id FROM children WHERE user_id = ?)",
      userId,
    ),
    checks: await one(
      "SELECT count(*) AS n FROM child_development_checks WHERE child_id IN (SELECT id FROM children WHERE user_id = ?)",
      userId,
    ),
    history: await one("SELECT count(*) AS n FROM calculator_history WHERE user_id = ?", userId),
    reminders: await one("SELECT count(*) AS n FROM reminder_settings WHERE user_id = ?", userId),
    reminderTopics: await one("SELECT count(*) AS n FROM reminder_topics WHERE user_id = ?", userId),
    reminderMails: await one("SELECT count(*) AS n FROM reminder_mails WHERE user_id = ?", userId),
    reminderFeeds: await one("SELECT count(*) AS n FROM reminder_feeds WHERE user_id = ?", userId),
    careConsents: await one("SELECT count(*) AS n FROM care_consents WHERE user_id = ?", userId),
    careRows: await one(
      "SELECT (SELECT count(*) FROM care_views WHERE member_id = ?1) + (SELECT count(*) FROM care_notes WHERE member_id = ?1) + (SELECT count(*) FROM care_marks WHERE member_id = ?1) AS n",
      userId,
    ),
    reminderItems: await one(
      "SELECT count(*) AS n FROM reminder_items WHERE mail_id IN (SELECT id FROM reminder_mails WHERE user_id = ?)",
      userId,
    ),
    questions: await one("SELECT count(*) AS n FROM questions WHERE user_id = ? OR lower(email) = ?", userId, email),
    mail: await one('SELECT count(*) AS n FROM mail_outbox WHERE lower("to") = ?', email),
  };
}

/**
 * A member with a child, its measurement, dose and development check, a saved calculation and a
 * question sent before signing up.
 */
async function memberWithData(name: string) {
  const member = await newMember(name);
  const added = await postForm(
    "/dashboard/anak",
    { name: "Dedek", sex: "laki", birthDate: daysAgo(200), gestationalWeeks: "", consent: "on" },
    member.cookie,
  );
  const childId = /anak\/(\d+)/.exec(added.headers.get("Location") ?? "")?.[1];
  const measured = await postForm(
    `/dashboard/anak/${childId}`,
    { intent: "add-measurement", measuredOn: daysAgo(1), weight: "7,5", length: "", head: "" },
    member.cookie,
  );
  expect(measured.status).toBe(302);
  const immunised = await postForm(
    `/dashboard/anak/${childId}/imunisasi`,
    { intent: "add-dose", dose: "hb0", givenOn: daysAgo(200), place: "" },
    member.cookie,
  );
  expect(immunised.status).toBe(302);
  // At 200 days the 6-month list is due (issue 36): every skill answered.
  const skills = {
    ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`a_6-${i + 1}`, "ya"])),
    "a_6-suara": "ya",
    "a_6-tatap": "ya",
  };
  const checked = await postForm(
    `/dashboard/anak/${childId}/perkembangan`,
    { intent: "save-check", checkpoint: "6", lostOther: "tidak", ...skills },
    member.cookie,
  );
  expect(checked.status).toBe(302);
  await db
    .prepare(
      "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES (?, 'hpl', '{}', '{}')",
    )
    .bind(member.id)
    .run();
  // Reminders on for the child (issue 37), and a reminder mail sent with the item it named.
  const reminded = await postForm(
    "/dashboard/pengingat",
    { zonaWaktu: "WIB", email: "on", [`anak-${childId}`]: "imunisasi" },
    member.cookie,
  );
  expect(reminded.status).toBe(302);
  // A private calendar address (decision 077).
  const feed = await postForm("/dashboard/pengingat", { intent: "kalender-baru" }, member.cookie);
  expect(feed.status).toBe(302);
  // Shared with the midwives (issue 38): a view, a note and a mark on her.
  expect((await postForm("/dashboard/bidan", { intent: "bagikan", setuju: "on" }, member.cookie)).status).toBe(302);
  await db.batch([
    db
      .prepare("INSERT INTO care_views (member_id, viewer_id, viewer_name) VALUES (?, 'demo-admin', 'Bidan Uji')")
      .bind(member.id),
    db
      .prepare(
        "INSERT INTO care_notes (member_id, author_id, author_name, note) VALUES (?, 'demo-admin', 'Bidan Uji', 'Sudah ditelepon')",
      )
      .bind(member.id),
    db
      .prepare(
        "INSERT INTO care_marks (member_id, item_key, marked_by, marked_by_name) VALUES (?, 'hamil:k1', 'demo-admin', 'Bidan Uji')",
      )
      .bind(member.id),
  ]);
  const mail = await db
    .prepare("INSERT INTO reminder_mails (user_id, sent_on, status, run_id) VALUES (?, ?, 'sent', 'uji') RETURNING id")
    .bind(member.id, daysAgo(1))
    .first<{ id: number }>();
  await db
    .prepare("INSERT INTO reminder_items (mail_id, item_key, kind, item_start) VALUES (?, ?, 'soon', ?)")
    .bind(mail!.id, `anak:${childId}:imunisasi:bcg`, daysAgo(1))
    .run();
  const asked = await postForm("/tanya-kami", {
    name,
    email: member.email.toUpperCase(),
    topic: "Nifas",
    question: "Berapa lama masa nifas biasanya berlangsung?",
    website: "",
  });
  expect(asked.status).toBe(302);
  return member;
}

describe("deleting an account on request", () => {
  it("takes the member's children, measurements, doses, development checks, history, reminders, questions, sessions and mail with it, and nobody else's", async () => {
    const leaving = await memberWithData("Ibu Pergi");
    const staying = await memberWithData("Ibu Tetap");
    const before = await countsFor(leaving.id, leaving.email);
    expect(before).toMatchObject({
      users: 1,
      children: 1,
      measurements: 1,
      doses: 1,
      checks: 1,
      history: 1,
      questions: 1,
      reminders: 1,
      reminderTopics: 1,
      reminderMails: 1,
      reminderItems: 1,
      reminderFeeds: 1,
      careConsents: 1,
      careRows: 3,
    });
    expect(before.sessions).toBeGreaterThan(0);
    expect(before.mail).toBeGreaterThan(0);
    const otherBefore = await countsFor(staying.id, staying.email);

    const results = await db.batch(
      accountDeletionStatements(` ${leaving.email.toUpperCase()} `).map((sql) => db.prepare(sql)),
    );
    expect(results.at(-1)?.results).toEqual([{ email: leaving.email }]);

    expect(await countsFor(leaving.id, leaving.email)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      children: 0,
      measurements: 0,
      doses: 0,
      checks: 0,
      history: 0,
      reminders: 0,
      reminderTopics: 0,
      reminderMails: 0,
      reminderItems: 0,
      reminderFeeds: 0,
      careConsents: 0,
      careRows: 0,
      questions: 0,
      mail: 0,
    });
    expect(await countsFor(staying.id, staying.email)).toEqual(otherBefore);
    // The old session cookie opens nothing.
    const dashboard = await get("/dashboard", leaving.cookie);
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("Location")).toMatch(/^\/login/);
  });

  it("refuses an address that would change the statements", () => {
    expect(() => accountDeletionStatements("a@b.id'\n; DROP TABLE users;")).toThrow(/control characters/);
    expect(accountDeletionStatements("o'brien@contoh.id")[0]).toContain("'o''brien@contoh.id'");
  });
});
