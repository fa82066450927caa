import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deleteExpiredSessions } from "~/server/housekeeping.server";

// Issue 32 item 6 (decision 064): the hourly Cron Trigger deletes sign-in sessions and
// verification tokens whose time is up, and nothing that is still valid.

const MINUTE = 60_000;

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
    const worker = exports.default as unknown as {
      scheduled(options: { scheduledTime: Date; cron: string }): Promise<unknown>;
    };
    await worker.scheduled({ scheduledTime: new Date(now), cron: "17 * * * *" });
    expect(await sessionsOf(user)).toEqual(["berlaku"]);
    const tokens = await env.DB.prepare("SELECT id FROM verifications WHERE identifier = ?")
      .bind(`${user}@contoh.id`)
      .all<{ id: string }>();
    expect(tokens.results.map((row) => row.id)).toEqual([`${user}-berlaku`]);
  });
});
