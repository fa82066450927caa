import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/domain/permissions";
import { mayActOnQuestion, type QuestionAction } from "~/domain/questions";
import { getDb } from "~/server/db.server";
import { changeQuestion, type QuestionChange } from "~/server/questions.server";

// Issue 12, item 8: every state x action x actor. For each, a fresh row in that state is written
// to the real local D1, the guarded statement runs, and what it did must be what the rule says:
// changed exactly when `mayActOnQuestion` allows, untouched otherwise. (The rule itself is
// checked against a hand-written table in app/domain/questions.test.ts.)

type Role = "member" | "admin" | "super_admin";
const run = crypto.randomUUID().slice(0, 8);
const ids = {
  owner: `q-owner-${run}`,
  other: `q-other-${run}`,
  admin: `q-admin-${run}`,
  adminOwner: `q-admin-owner-${run}`,
  superAdmin: `q-super-${run}`,
};

beforeAll(async () => {
  const roles: Record<keyof typeof ids, Role> = {
    owner: "member",
    other: "member",
    admin: "admin",
    adminOwner: "admin",
    superAdmin: "super_admin",
  };
  await env.DB.batch(
    Object.entries(ids).map(([key, id]) =>
      env.DB.prepare("INSERT INTO users (id, name, email, email_verified, role) VALUES (?, ?, ?, 1, ?)").bind(
        id,
        `Uji ${key}`,
        `${id}@contoh.id`,
        roles[key as keyof typeof ids],
      ),
    ),
  );
});

const STATES = {
  "waiting (no status)": { status: null, status_member: null, answered: false },
  "waiting (pending)": { status: "pending", status_member: null, answered: false },
  answered: { status: "answered", status_member: null, answered: true },
  closed: { status: "answered", status_member: "closed", answered: true },
} as const;

const ACTORS: Record<string, { actor: Actor; asker: keyof typeof ids }> = {
  visitor: { actor: null, asker: "owner" },
  "the member who asked": { actor: { id: ids.owner, role: "member" }, asker: "owner" },
  "another member": { actor: { id: ids.other, role: "member" }, asker: "owner" },
  admin: { actor: { id: ids.admin, role: "admin" }, asker: "owner" },
  super_admin: { actor: { id: ids.superAdmin, role: "super_admin" }, asker: "owner" },
  "an admin who asked": { actor: { id: ids.adminOwner, role: "admin" }, asker: "adminOwner" },
};

const CHANGES: Record<QuestionAction, QuestionChange> = {
  reply: { action: "reply", answer: "Jawaban baru." },
  editReply: { action: "editReply", answer: "Jawaban diubah." },
  close: { action: "close", rating: 4, review: "Membantu.", reviewerDisplayName: "Uji" },
  clearReview: { action: "clearReview" },
  delete: { action: "delete" },
};

async function insertQuestion(state: (typeof STATES)[keyof typeof STATES], userId: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO questions (user_id, name, email, topic, question, status, status_member, answer, conversation, rating, review, reviewer_display_name)
     VALUES (?, 'Penanya', 'penanya@contoh.id', 'Kehamilan', 'Pertanyaan?', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      userId,
      state.status,
      state.status_member,
      state.answered ? "Jawaban lama." : null,
      state.answered
        ? JSON.stringify([{ sender: "admin", message: "Jawaban lama.", timestamp: "2026-01-01T00:00:00.000Z" }])
        : "[]",
      state.status_member ? 5 : null,
      state.status_member ? "Ulasan lama." : null,
      state.status_member ? "Penanya" : null,
    )
    .first<{ id: number }>();
  return row!.id;
}

const read = (id: number) => env.DB.prepare("SELECT * FROM questions WHERE id = ?").bind(id).first();

describe("each question rule and its guarded statement agree", () => {
  for (const [stateName, state] of Object.entries(STATES)) {
    for (const action of Object.keys(CHANGES) as QuestionAction[]) {
      for (const [actorName, { actor, asker }] of Object.entries(ACTORS)) {
        it(`${action} on a ${stateName} question by ${actorName}`, async () => {
          const id = await insertQuestion(state, ids[asker]);
          const before = await read(id);
          const allowed = mayActOnQuestion(action, actor, {
            status: state.status,
            statusMember: state.status_member,
            userId: ids[asker],
          });
          const result = await changeQuestion(getDb(env), actor, id, CHANGES[action]);
          const after = await read(id);
          if (allowed) {
            expect(result).toBe("done");
            expect(after).not.toEqual(before);
          } else {
            expect(result).not.toBe("done");
            expect(after).toEqual(before);
          }
        });
      }
    }
  }

  it("writes what each allowed action promises", async () => {
    const db = getDb(env);
    const owner = { id: ids.owner, role: "member" };
    const admin = { id: ids.admin, role: "admin" };
    const id = await insertQuestion(STATES["waiting (no status)"], ids.owner);
    const at = new Date("2026-11-22T03:04:05.000Z");
    expect(await changeQuestion(db, admin, id, { action: "reply", answer: "Minum air putih.", now: at })).toBe("done");
    expect(await read(id)).toMatchObject({
      status: "answered",
      answer: "Minum air putih.",
      conversation: JSON.stringify([
        { sender: "admin", message: "Minum air putih.", timestamp: "2026-11-22T03:04:05.000Z" },
      ]),
    });
    expect(
      await changeQuestion(db, owner, id, { action: "close", rating: 3, review: "Oke", reviewerDisplayName: "Rina" }),
    ).toBe("done");
    expect(await read(id)).toMatchObject({
      status_member: "closed",
      rating: 3,
      review: "Oke",
      reviewer_display_name: "Rina",
    });
    // Closed: no more replies, even from an admin.
    expect(await changeQuestion(db, admin, id, { action: "editReply", answer: "Lagi." })).toBe("refused");
    expect(await changeQuestion(db, admin, id, { action: "clearReview" })).toBe("forbidden");
    expect(await changeQuestion(db, { id: ids.superAdmin, role: "super_admin" }, id, { action: "clearReview" })).toBe(
      "done",
    );
    expect(await read(id)).toMatchObject({
      rating: null,
      review: null,
      reviewer_display_name: null,
      status_member: "closed",
    });
  });

  it("lets only one of two admins answering at once win", async () => {
    const db = getDb(env);
    const id = await insertQuestion(STATES["waiting (pending)"], ids.owner);
    const results = await Promise.all([
      changeQuestion(db, { id: ids.admin, role: "admin" }, id, { action: "reply", answer: "Pertama." }),
      changeQuestion(db, { id: ids.superAdmin, role: "super_admin" }, id, { action: "reply", answer: "Kedua." }),
    ]);
    expect(results.filter((r) => r === "done")).toHaveLength(1);
    expect(results.filter((r) => r === "refused")).toHaveLength(1);
  });

  it("refuses a question that does not exist", async () => {
    expect(await changeQuestion(getDb(env), { id: ids.admin, role: "admin" }, 999_999_999, CHANGES.reply)).toBe(
      "refused",
    );
  });
});

describe("retention (decision 026)", () => {
  it("the hourly cron deletes visitors' questions last changed more than 24 months ago, and only those", async () => {
    const insertAt = async (updatedAt: number, userId: string | null = null) =>
      (await env.DB.prepare(
        "INSERT INTO questions (user_id, email, topic, question, created_at, updated_at) VALUES (?, 'lama@contoh.id', 'Nifas', 'Lama?', ?, ?) RETURNING id",
      )
        .bind(userId, updatedAt, updatedAt)
        .first<{ id: number }>())!.id;
    const expired = await insertAt(Date.UTC(2024, 9, 1));
    const kept = await insertAt(Date.UTC(2024, 11, 1));
    // A member's question stays while the account does (privacy policy, section 5).
    const members = await insertAt(Date.UTC(2023, 0, 1), ids.owner);
    const worker = exports.default as unknown as {
      scheduled(options: { scheduledTime: Date; cron: string }): Promise<unknown>;
    };
    // 22 November 2026: the cut-off is 22 November 2024.
    await worker.scheduled({ scheduledTime: new Date(Date.UTC(2026, 10, 22)), cron: "17 * * * *" });
    expect(await read(expired)).toBeNull();
    expect(await read(kept)).not.toBeNull();
    expect(await read(members)).not.toBeNull();
  });
});

describe("an admin's change in the audit trail (decision 027)", () => {
  const auditRows = (id: number) =>
    env.DB.prepare(
      "SELECT actor_id, actor_name, action, entity, entity_id FROM audit_log WHERE entity = 'question' AND entity_id = ?",
    )
      .bind(String(id))
      .all()
      .then((result) => result.results);

  it("writes one row with the change, and none when the guarded statement changed nothing", async () => {
    const db = getDb(env);
    const admin = { id: ids.admin, role: "admin" };
    const id = await insertQuestion(STATES["waiting (no status)"], ids.owner);
    expect(await changeQuestion(db, admin, id, { action: "reply", answer: "Jawaban." }, { auditAs: "Bidan Uji" })).toBe(
      "done",
    );
    expect(await auditRows(id)).toEqual([
      { actor_id: ids.admin, actor_name: "Bidan Uji", action: "update", entity: "question", entity_id: String(id) },
    ]);
    // Already answered: a second reply matches no row and leaves no audit row.
    expect(await changeQuestion(db, admin, id, { action: "reply", answer: "Lagi." }, { auditAs: "Bidan Uji" })).toBe(
      "refused",
    );
    expect(await auditRows(id)).toHaveLength(1);
  });
});
