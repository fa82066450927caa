import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deleteExpiredSessions, deleteOldAuditRows } from "~/server/housekeeping.server";

// Issue 32 item 6 (decisions 064 and 065): the hourly Cron Trigger deletes sign-in sessions and
// verification tokens whose time is up, and nothing that is still valid; and audit rows written
// 12 months ago or earlier (the privacy policy's "1 tahun setelah dicatat"), and none younger.

const MINUTE = 60_000;

/** The Worker's own `scheduled` export, as the hourly Cron Trigger calls it at `time`. */
const runCron = (time: number) =>
  (
    exports.default as unknown as {
      scheduled(options: { scheduledTime: Date; cron: string }): Promise<unknown>;
    }
  ).scheduled({ scheduledTime: new Date(time), cron: "17 * * * *" });

async function userWithSessions(now: number) {
  const user = `rumah-${crypto.randomUUID()}`;
  const session = (name: string, expiresAt: number) =>
    env.DB.prepare(
      "INSERT INTO sessions (id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id) VALUES (?, ?, ?, ?, ?, '203.0.113.7', 'Uji', ?)",
    ).bind(`${user}-${name}`, expiresAt, `${user}-${name}-token`, now - 60 * MINUTE, now - 60 * MINUTE, user);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, name, email, role) VALUES (?, 'Ibu Uji', ?, 'member')").bind(
      user,
      `${user}@contoh.id`,
    ),
    session("habis", now - MINUTE),
    session("tepat", now),
    session("berlaku", now + MINUTE),
  ]);
  return user;
}

const sessionsOf = async (user: string) =>
  (
    await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ? ORDER BY id").bind(user).all<{ id: string }>()
  ).results.map((row) => row.id.slice(user.length + 1));

/** Audit rows of one made-up admin, named by `entity_id`, written at the given times. */
async function auditRows(rows: Record<string, number>) {
  const actor = `Bidan Uji ${crypto.randomUUID()}`;
  await env.DB.batch(
    Object.entries(rows).map(([name, createdAt]) =>
      env.DB.prepare(
        "INSERT INTO audit_log (actor_id, actor_name, action, entity, entity_id, created_at) VALUES (NULL, ?, 'update', 'article', ?, ?)",
      ).bind(actor, name, createdAt),
    ),
  );
  return actor;
}

const auditRowsOf = async (actor: string) =>
  (
    await env.DB.prepare("SELECT entity_id AS name FROM audit_log WHERE actor_name = ? ORDER BY entity_id")
      .bind(actor)
      .all<{ name: string }>()
  ).results.map((row) => row.name);

describe("housekeeping (decision 064)", () => {
  it("deletes sessions whose time is up, in chunks, and keeps the ones still valid", async () => {
    const now = Date.now();
    const user = await userWithSessions(now);
    expect(await sessionsOf(user)).toEqual(["berlaku", "habis", "tepat"]);
    expect(await deleteExpiredSessions(env, now, { chunk: 1 })).toBeGreaterThanOrEqual(2);
    expect(await sessionsOf(user)).toEqual(["berlaku"]);
  });

  it("runs from the Worker's scheduled handler: expired sessions and verification tokens go", async () => {
    const now = Date.now();
    const user = await userWithSessions(now);
    const token = (name: string, expiresAt: number) =>
      env.DB.prepare(
        "INSERT INTO verifications (id, identifier, value, expires_at, created_at, updated_at) VALUES (?, ?, 'token', ?, ?, ?)",
      ).bind(`${user}-${name}`, `${user}@contoh.id`, expiresAt, now - MINUTE, now - MINUTE);
    await env.DB.batch([token("habis", now - MINUTE), token("berlaku", now + 60 * MINUTE)]);
    await runCron(now);
    expect(await sessionsOf(user)).toEqual(["berlaku"]);
    const tokens = await env.DB.prepare("SELECT id FROM verifications WHERE identifier = ?")
      .bind(`${user}@contoh.id`)
      .all<{ id: string }>();
    expect(tokens.results.map((row) => row.id)).toEqual([`${user}-berlaku`]);
  });
});

describe("the audit log's retention (decision 065)", () => {
  // A run at 28 Nov 2026 10:17 UTC: 12 months before it is 28 Nov 2025 10:17 UTC.
  const run = Date.UTC(2026, 10, 28, 10, 17);

  it("deletes audit rows written 12 months ago or earlier, in chunks, and keeps the ones just inside", async () => {
    const actor = await auditRows({
      "dua-tahun": Date.UTC(2024, 10, 28, 10, 17),
      "setahun-sejam": Date.UTC(2025, 10, 28, 9, 17),
      "tepat-setahun": Date.UTC(2025, 10, 28, 10, 17),
      "setahun-kurang-semenit": Date.UTC(2025, 10, 28, 10, 18),
      "bulan-lalu": Date.UTC(2026, 9, 28, 10, 17),
    });
    expect(await deleteOldAuditRows(env, run, { chunk: 1 })).toBe(3);
    expect(await auditRowsOf(actor)).toEqual(["bulan-lalu", "setahun-kurang-semenit"]);
  });

  it("runs from the Worker's scheduled handler", async () => {
    const actor = await auditRows({
      "setahun-sehari": Date.UTC(2025, 10, 27, 10, 17),
      "setahun-kurang-sehari": Date.UTC(2025, 10, 29, 10, 17),
    });
    await runCron(run);
    expect(await auditRowsOf(actor)).toEqual(["setahun-kurang-sehari"]);
  });
});
