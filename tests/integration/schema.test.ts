import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { count, seedDatabase } from "./helpers";

const db = env.DB;

async function expectRejected(sql: string, ...params: unknown[]) {
  await expect(
    db
      .prepare(sql)
      .bind(...params)
      .run(),
  ).rejects.toThrow(/constraint|CHECK|FOREIGN|UNIQUE|NOT NULL/i);
}

async function createUser(id: string, role = "member") {
  await db
    .prepare("INSERT INTO users (id, name, email, role) VALUES (?, ?, ?, ?)")
    .bind(id, `User ${id}`, `${id}@contoh.id`, role)
    .run();
}

describe("schema constraints", () => {
  it("limits roles to member, admin and super_admin, member by default", async () => {
    await createUser("u-default");
    const row = await db.prepare("SELECT role FROM users WHERE id = 'u-default'").first<{ role: string }>();
    expect(row?.role).toBe("member");
    await expectRejected("INSERT INTO users (id, name, email, role) VALUES ('u-x', 'X', 'x@contoh.id', 'owner')");
    await expectRejected("INSERT INTO users (id, name, email) VALUES ('u-dup', 'Dup', 'u-default@contoh.id')");
  });

  it("limits calculator types and requires JSON objects", async () => {
    await createUser("u-calc");
    await db
      .prepare(
        "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES ('u-calc', 'hpl', ?, ?)",
      )
      .bind(
        JSON.stringify({ lastPeriod: "2026-01-01" }),
        JSON.stringify({ hpl: "8 Oktober 2026", weeksPregnant: "1 minggu 0 hari", daysLeft: 273 }),
      )
      .run();
    await expectRejected(
      "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES ('u-calc', 'bmi', '{}', '{}')",
    );
    await expectRejected(
      "INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES ('u-calc', 'hpl', 'not json', '{}')",
    );
  });

  it("limits question rating to 1-5 and status to the spec's values", async () => {
    const insert = (status: string | null, rating: number | null, statusMember: string | null = null) =>
      db
        .prepare(
          "INSERT INTO questions (email, topic, question, status, rating, status_member) VALUES ('a@contoh.id', 'Kehamilan', 'Tanya?', ?, ?, ?)",
        )
        .bind(status, rating, statusMember)
        .run();
    await insert(null, null);
    await insert("pending", null);
    await insert("answered", 5, "closed");
    await expect(insert("answered", 0)).rejects.toThrow(/constraint/i);
    await expect(insert("answered", 6)).rejects.toThrow(/constraint/i);
    await expect(insert("done", null)).rejects.toThrow(/constraint/i);
    await expect(insert("answered", 3, "open")).rejects.toThrow(/constraint/i);
  });

  it("keeps singletons single and legal pages to the two ids", async () => {
    await expectRejected("INSERT INTO site_settings (id) VALUES (2)");
    await expectRejected("INSERT INTO qna_guidelines (id) VALUES (2)");
    await expectRejected("INSERT INTO about_page (id, title, content) VALUES (2, 'x', 'y')");
    await expectRejected("INSERT INTO legal_pages (id, title, content) VALUES ('terms', 'x', 'y')");
  });

  it("rejects growth ids that are not URL-safe labels", async () => {
    const milestones = JSON.stringify({ motorik: [], kognitif: [], sosialEmosional: [], bahasa: [] });
    await expectRejected(
      "INSERT INTO baby_growth_data (id, title, description, milestones) VALUES ('../x', 't', 'd', ?)",
      milestones,
    );
    await expectRejected(
      "INSERT INTO baby_growth_data (id, title, description, milestones) VALUES ('6-12-Bulan', 't', 'd', ?)",
      milestones,
    );
  });

  it("keeps a guide's review date a real date and its sources a list", async () => {
    const milestones = JSON.stringify({ motorik: [], kognitif: [], sosialEmosional: [], bahasa: [] });
    const insert =
      "INSERT INTO baby_growth_data (id, title, description, milestones, reviewed_at, sources) VALUES ('uji-tinjau', 't', 'd', ?, ?, ?)";
    await expectRejected(insert, milestones, "2026-02-30", "[]");
    await expectRejected(insert, milestones, "21-11-2026", "[]");
    await expectRejected(insert, milestones, "2026-11-21", "{}");
  });

  it("records a read once per user and article", async () => {
    await createUser("u-read");
    await db.prepare("INSERT INTO article_reads (user_id, article_id) VALUES ('u-read', 1)").run();
    await db
      .prepare("INSERT INTO article_reads (user_id, article_id) VALUES ('u-read', 1) ON CONFLICT DO NOTHING")
      .run();
    await expectRejected("INSERT INTO article_reads (user_id, article_id) VALUES ('u-read', 1)");
    const row = await db
      .prepare("SELECT count(*) AS n FROM article_reads WHERE user_id = 'u-read'")
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it("cascades deliberately: an article takes its comments and reads, a user's questions stay", async () => {
    await createUser("u-del");
    await db.prepare("INSERT INTO categories (name) VALUES ('Uji Hapus') ON CONFLICT DO NOTHING").run();
    const article = await db
      .prepare(
        "INSERT INTO articles (title, excerpt, content, category) VALUES ('t', 'e', '<p>c</p>', 'Uji Hapus') RETURNING id",
      )
      .first<{ id: number }>();
    await db
      .prepare(
        "INSERT INTO comments (article_id, user_id, content, commenter_display_name) VALUES (?, 'u-del', 'Bagus', 'U*** D***')",
      )
      .bind(article!.id)
      .run();
    await db.prepare("INSERT INTO article_reads (user_id, article_id) VALUES ('u-del', ?)").bind(article!.id).run();
    await db
      .prepare(
        "INSERT INTO questions (user_id, email, topic, question) VALUES ('u-del', 'u-del@contoh.id', 'Nifas', 'Tanya')",
      )
      .run();

    await expectRejected("DELETE FROM categories WHERE name = 'Uji Hapus'");
    await db.prepare("DELETE FROM articles WHERE id = ?").bind(article!.id).run();
    const left = await db
      .prepare(
        "SELECT (SELECT count(*) FROM comments WHERE article_id = ?1) AS c, (SELECT count(*) FROM article_reads WHERE article_id = ?1) AS r",
      )
      .bind(article!.id)
      .first<{ c: number; r: number }>();
    expect(left).toEqual({ c: 0, r: 0 });

    await db.prepare("DELETE FROM users WHERE id = 'u-del'").run();
    const question = await db
      .prepare("SELECT user_id FROM questions WHERE email = 'u-del@contoh.id'")
      .first<{ user_id: string | null }>();
    expect(question).toEqual({ user_id: null });
  });

  it("refuses an empty comment and an article in an unknown category", async () => {
    await createUser("u-com");
    await expectRejected(
      "INSERT INTO comments (article_id, user_id, content, commenter_display_name) VALUES (1, 'u-com', '   ', 'U***')",
    );
    await expectRejected(
      "INSERT INTO articles (title, excerpt, content, category) VALUES ('t', 'e', 'c', 'Tidak Ada')",
    );
  });
});

describe("seed", () => {
  it("loads the content the site needs", async () => {
    expect(await count("categories")).toBeGreaterThanOrEqual(5);
    expect(await count("articles")).toBeGreaterThanOrEqual(10);
    expect(await count("baby_growth_data")).toBe(6);
    expect(await count("legal_pages")).toBe(2);
    const featured = await db
      .prepare("SELECT count(*) AS n FROM articles WHERE featured = 1 AND published_at IS NOT NULL")
      .first<{ n: number }>();
    expect(featured?.n).toBeGreaterThanOrEqual(3);
    const settings = await db.prepare("SELECT faq FROM site_settings WHERE id = 1").first<{ faq: string }>();
    expect(JSON.parse(settings!.faq).length).toBeGreaterThanOrEqual(4);
  });

  it("is safe to run twice and never overwrites edits", async () => {
    const original = await db.prepare("SELECT title FROM articles WHERE id = 1").first<{ title: string }>();
    await db.prepare("UPDATE articles SET title = 'Judul Diedit' WHERE id = 1").run();
    try {
      const before = await Promise.all(
        [
          "categories",
          "articles",
          "baby_growth_data",
          "legal_pages",
          "site_settings",
          "about_page",
          "services_info",
          "qna_guidelines",
        ].map(count),
      );
      await seedDatabase();
      const after = await Promise.all(
        [
          "categories",
          "articles",
          "baby_growth_data",
          "legal_pages",
          "site_settings",
          "about_page",
          "services_info",
          "qna_guidelines",
        ].map(count),
      );
      expect(after).toEqual(before);
      const row = await db.prepare("SELECT title FROM articles WHERE id = 1").first<{ title: string }>();
      expect(row?.title).toBe("Judul Diedit");
    } finally {
      await db.prepare("UPDATE articles SET title = ? WHERE id = 1").bind(original!.title).run();
    }
  });

  it("stores every growth guide from the spec with all milestone areas and a medical review", async () => {
    const { results } = await db
      .prepare("SELECT id, milestones FROM baby_growth_data")
      .all<{ id: string; milestones: string }>();
    expect(results.map((r) => r.id).sort()).toEqual([
      "0-3-bulan",
      "1-2-tahun",
      "2-3-tahun",
      "3-5-tahun",
      "4-6-bulan",
      "7-12-bulan",
    ]);
    for (const row of results) {
      const milestones = JSON.parse(row.milestones);
      for (const area of ["motorik", "kognitif", "sosialEmosional", "bahasa"])
        expect(milestones[area].length, `${row.id} ${area}`).toBeGreaterThan(0);
    }
  });

  it("gives every seeded article and guide a reviewer, a review date and sources", async () => {
    for (const table of ["articles", "baby_growth_data"]) {
      const { results } = await db
        .prepare(
          `SELECT reviewer_name, reviewer_credential, reviewed_at, json_array_length(sources) AS n FROM ${table}`,
        )
        .all<{
          reviewer_name: string | null;
          reviewer_credential: string | null;
          reviewed_at: string | null;
          n: number;
        }>();
      expect(results.length).toBeGreaterThan(0);
      for (const row of results) {
        expect(row.reviewer_name, table).toMatch(/^Bd\. /);
        expect(row.reviewer_credential, table).toBeTruthy();
        expect(row.reviewed_at, table).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(row.n, table).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe("a child's recorded doses (issue 35)", () => {
  it("hold a real date, a place of 1-80 characters or none, and one record per dose and child", async () => {
    await createUser("u-dose");
    const child = await db
      .prepare(
        "INSERT INTO children (user_id, name, sex, birth_date) VALUES ('u-dose', 'Dedek', 'laki', '2026-01-01') RETURNING id",
      )
      .first<{ id: number }>();
    const insert = "INSERT INTO child_immunisations (child_id, dose, given_on, place) VALUES (?, ?, ?, ?)";
    await db.prepare(insert).bind(child!.id, "hb0", "2026-01-01", null).run();
    await expectRejected(insert, child!.id, "hb0", "2026-01-02", null);
    await expectRejected(insert, child!.id, "bcg", "2026-02-30", null);
    await expectRejected(insert, child!.id, "bcg", "2026-2-3", null);
    await expectRejected(insert, child!.id, "bcg", "2026-02-03", "   ");
    await expectRejected(insert, child!.id, "bcg", "2026-02-03", "x".repeat(81));
    await expectRejected(insert, child!.id, "", "2026-02-03", null);
    await expectRejected(insert, 987654, "bcg", "2026-02-03", null);
    await db.prepare(insert).bind(child!.id, "bcg", "2026-02-03", "x".repeat(80)).run();
    await db.prepare("DELETE FROM children WHERE id = ?").bind(child!.id).run();
    expect(
      await db.prepare("SELECT count(*) AS n FROM child_immunisations WHERE child_id = ?").bind(child!.id).first("n"),
    ).toBe(0);
  });
});

describe("a child's development checks (issue 36)", () => {
  it("hold a real date, a list's age, the age used, the answers as a JSON object and a yes/no, and go with the child", async () => {
    await createUser("u-development");
    const child = await db
      .prepare(
        "INSERT INTO children (user_id, name, sex, birth_date) VALUES ('u-development', 'Sari', 'perempuan', '2025-06-01') RETURNING id",
      )
      .first<{ id: number }>();
    const insert =
      "INSERT INTO child_development_checks (child_id, checked_on, checkpoint, age_used, answers, lost_other) VALUES (?, ?, ?, ?, ?, ?)";
    const answers = JSON.stringify({ "6-1": "ya", "6-2": "belum" });
    await db.prepare(insert).bind(child!.id, "2026-01-02", 6, "kronologis", answers, 0).run();
    await db.prepare(insert).bind(child!.id, "2026-01-03", 72, "koreksi", "{}", 1).run();
    // The date: a real day, written YYYY-MM-DD.
    await expectRejected(insert, child!.id, "2026-02-30", 6, "kronologis", answers, 0);
    await expectRejected(insert, child!.id, "2026-2-3", 6, "kronologis", answers, 0);
    await expectRejected(insert, child!.id, "3 Februari 2026", 6, "kronologis", answers, 0);
    // The list's age: one of the Buku KIA lists.
    for (const checkpoint of [0, 7, 15, 84]) {
      await expectRejected(insert, child!.id, "2026-02-03", checkpoint, "kronologis", answers, 0);
    }
    await expectRejected(insert, child!.id, "2026-02-03", 6, "koreksi ", answers, 0);
    await expectRejected(insert, child!.id, "2026-02-03", 6, "kalender", answers, 0);
    // The answers: a JSON object of 2 to 2000 characters.
    for (const bad of ["[]", '["ya"]', '"ya"', "bukan json", "", "{", JSON.stringify({ x: "y".repeat(2000) })]) {
      await expectRejected(insert, child!.id, "2026-02-03", 6, "kronologis", bad, 0);
    }
    await expectRejected(insert, child!.id, "2026-02-03", 6, "kronologis", answers, 2);
    await expectRejected(insert, child!.id, "2026-02-03", 6, "kronologis", answers, -1);
    await expectRejected(insert, 987654, "2026-02-03", 6, "kronologis", answers, 0);
    expect(
      await db
        .prepare("SELECT count(*) AS n FROM child_development_checks WHERE child_id = ?")
        .bind(child!.id)
        .first("n"),
    ).toBe(2);
    await db.prepare("DELETE FROM children WHERE id = ?").bind(child!.id).run();
    expect(
      await db
        .prepare("SELECT count(*) AS n FROM child_development_checks WHERE child_id = ?")
        .bind(child!.id)
        .first("n"),
    ).toBe(0);
  });

  it("keep reminders to a zone, a pregnancy or one of a child's four topics, one mail per member and day, and go with the child", async () => {
    await createUser("u-reminders");
    const child = await db
      .prepare(
        "INSERT INTO children (user_id, name, sex, birth_date) VALUES ('u-reminders', 'Tia', 'perempuan', '2026-06-01') RETURNING id",
      )
      .first<{ id: number }>();
    const settings = "INSERT INTO reminder_settings (user_id, time_zone, email_on, birth_date) VALUES (?, ?, ?, ?)";
    await expectRejected(settings, "u-reminders", "GMT", 1, null);
    await expectRejected(settings, "u-reminders", "WIB", 2, null);
    await expectRejected(settings, "u-reminders", "WIB", 1, "2026-02-30");
    await db.prepare(settings).bind("u-reminders", "WITA", 1, "2026-06-01").run();
    const topic = "INSERT INTO reminder_topics (user_id, child_id, topic) VALUES (?, ?, ?)";
    await db.prepare(topic).bind("u-reminders", null, "kehamilan").run();
    await db.prepare(topic).bind("u-reminders", child!.id, "vitamin-a").run();
    // A child's topic needs a child, the pregnancy none; each only once.
    await expectRejected(topic, "u-reminders", null, "imunisasi");
    await expectRejected(topic, "u-reminders", child!.id, "kehamilan");
    await expectRejected(topic, "u-reminders", child!.id, "tidur");
    await expectRejected(topic, "u-reminders", null, "kehamilan");
    await expectRejected(topic, "u-reminders", child!.id, "vitamin-a");
    const mail = "INSERT INTO reminder_mails (user_id, sent_on, status, run_id) VALUES (?, ?, ?, 'r')";
    await db.prepare(mail).bind("u-reminders", "2026-12-01", "sent").run();
    await expectRejected(mail, "u-reminders", "2026-12-01", "pending");
    await expectRejected(mail, "u-reminders", "2026-12-02", "terkirim");
    await db.prepare("DELETE FROM children WHERE id = ?").bind(child!.id).run();
    expect(await db.prepare("SELECT count(*) AS n FROM reminder_topics WHERE user_id = 'u-reminders'").first("n")).toBe(
      1,
    );
  });
});
