import { and, count, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import {
  calculatorHistory,
  childDevelopmentChecks,
  childImmunisations,
  childMeasurements,
  children,
  reminderMails,
  reminderSettings,
  reminderTopics,
} from "~drizzle/schema";
import type { IsoDate } from "~/domain/dates";
import {
  type ChildFacts,
  type ChildTopic,
  childItems,
  dueMail,
  localTime,
  type MailedItem,
  pregnancyItems,
  type ReminderItem,
  sendingZones,
  type TimeZoneName,
} from "~/domain/reminders";
import type { Db } from "./db.server";
import { reminderEmail } from "./emails.server";
import { loggable } from "./log.server";
import { type MailMessage, sendMails } from "./mail.server";
import { getSessionSecret } from "./secrets.server";

// Reminders (issue 37, decision 075): a member's settings and topics, the hourly run that mails
// what is due, and the signed link that stops the mail without signing in.

// ---------------------------------------------------------------------------------------------
// The signed unsubscribe link

const encoder = new TextEncoder();

async function unsubscribeKey(env: Pick<Env, "SESSION_SECRET">): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`pengingat-berhenti:${getSessionSecret(env)}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** The 32 bytes of a signature in its one canonical spelling (unused bits zero), or null. */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return base64url(bytes.buffer) === text ? bytes : null;
}

/**
 * The unsubscribe addresses of one member: her account id and its HMAC (nothing else to guess).
 * `page` is the link in the mail (a page with a button); `oneClick` the `List-Unsubscribe`
 * address a mail program posts to (RFC 8058).
 */
export async function unsubscribeUrls(
  env: Pick<Env, "SESSION_SECRET">,
  origin: string,
  userId: string,
  key?: CryptoKey,
): Promise<{ page: string; oneClick: string }> {
  const signature = await crypto.subtle.sign("HMAC", key ?? (await unsubscribeKey(env)), encoder.encode(userId));
  const params = new URLSearchParams({ akun: userId, tanda: base64url(signature) });
  return {
    page: `${origin}${UNSUBSCRIBE_PATH}?${params}`,
    oneClick: `${origin}${UNSUBSCRIBE_PATH}/satu-klik?${params}`,
  };
}

export const UNSUBSCRIBE_PATH = "/pengingat/berhenti";

/** The member an unsubscribe link names, when its signature is right; null for anything else. */
export async function verifiedUnsubscriber(env: Pick<Env, "SESSION_SECRET">, url: URL): Promise<string | null> {
  const userId = url.searchParams.get("akun");
  const signature = fromBase64url(url.searchParams.get("tanda") ?? "");
  if (!userId || userId.length > 100 || !signature) return null;
  const ok = await crypto.subtle.verify("HMAC", await unsubscribeKey(env), signature, encoder.encode(userId));
  return ok ? userId : null;
}

/** Stops her reminder mail (her topics stay, for the page and a later "on"). */
export async function stopReminderMail(db: Db, userId: string): Promise<void> {
  await db
    .update(reminderSettings)
    .set({ emailOn: false, updatedAt: new Date() })
    .where(eq(reminderSettings.userId, userId));
}

// ---------------------------------------------------------------------------------------------
// The settings page

export interface ReminderChoices {
  timeZone: TimeZoneName;
  emailOn: boolean;
  pregnancy: boolean;
  birthDate: IsoDate | null;
  /** Child id to its topics turned on; the caller has checked every id is hers. */
  children: Map<number, ChildTopic[]>;
}

/** Her settings, topics, children with their records, and latest saved HPL, in one round trip. */
export async function getReminderPage(db: Db, userId: string, since: string) {
  const hers = db.select({ id: children.id }).from(children).where(eq(children.userId, userId));
  const [settings, topics, kids, hpl, doses, checks, weighed] = await db.batch([
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
    db
      .select({ childId: reminderTopics.childId, topic: reminderTopics.topic })
      .from(reminderTopics)
      .where(eq(reminderTopics.userId, userId)),
    db
      .select({
        id: children.id,
        name: children.name,
        birthDate: children.birthDate,
        gestationalWeeks: children.gestationalWeeks,
      })
      .from(children)
      .where(eq(children.userId, userId))
      .orderBy(children.birthDate, children.id),
    db
      .select({ id: calculatorHistory.id, input: calculatorHistory.inputData, createdAt: calculatorHistory.createdAt })
      .from(calculatorHistory)
      .where(and(eq(calculatorHistory.userId, userId), eq(calculatorHistory.calculatorType, "hpl")))
      .orderBy(desc(calculatorHistory.createdAt), desc(calculatorHistory.id))
      .limit(1),
    db
      .select({
        id: childImmunisations.id,
        childId: childImmunisations.childId,
        dose: childImmunisations.dose,
        givenOn: childImmunisations.givenOn,
      })
      .from(childImmunisations)
      .where(inArray(childImmunisations.childId, hers)),
    db
      .select({
        childId: childDevelopmentChecks.childId,
        checkpoint: childDevelopmentChecks.checkpoint,
        checkedOn: childDevelopmentChecks.checkedOn,
      })
      .from(childDevelopmentChecks)
      .where(inArray(childDevelopmentChecks.childId, hers)),
    db
      .select({ childId: childMeasurements.childId, measuredOn: childMeasurements.measuredOn })
      .from(childMeasurements)
      .where(
        and(
          inArray(childMeasurements.childId, hers),
          isNotNull(childMeasurements.weightKg),
          gte(childMeasurements.measuredOn, since),
        ),
      ),
  ]);
  const of = <T extends { childId: number }>(rows: readonly T[], id: number) =>
    rows.filter((row) => row.childId === id);
  return {
    settings: settings[0] ?? null,
    topics,
    children: kids.map((child) => ({
      ...child,
      doses: of(doses, child.id).map((row) => ({ ...row, place: null })),
      checks: of(checks, child.id),
      weighedOn: of(weighed, child.id).map((row) => row.measuredOn),
    })),
    hpl: hpl[0] ?? null,
  };
}

/** Saves her choices in one batch: settings upserted, topics replaced. */
export async function saveReminderChoices(db: Db, userId: string, choices: ReminderChoices): Promise<void> {
  const rows = [
    ...(choices.pregnancy ? [{ userId, childId: null, topic: "kehamilan" }] : []),
    ...[...choices.children].flatMap(([childId, topics]) => topics.map((topic) => ({ userId, childId, topic }))),
  ];
  const settings = {
    timeZone: choices.timeZone,
    emailOn: choices.emailOn,
    birthDate: choices.birthDate,
    updatedAt: new Date(),
  };
  await db.batch([
    db
      .insert(reminderSettings)
      .values({ userId, ...settings })
      .onConflictDoUpdate({ target: reminderSettings.userId, set: settings }),
    db.delete(reminderTopics).where(eq(reminderTopics.userId, userId)),
    // D1 allows 100 bound values per statement: 33 rows of three at a time, all in this batch.
    ...Array.from({ length: Math.ceil(rows.length / 33) }, (_, i) =>
      db.insert(reminderTopics).values(rows.slice(i * 33, i * 33 + 33)),
    ),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The hourly run

/** Members read per chunk; each chunk is 3 D1 round trips. Measured in decision 075. */
export const REMINDER_CHUNK = 500;
/** Chunks one run goes through at most (20,000 members); the rest wait for the next hour. */
export const REMINDER_MAX_CHUNKS = 40;
/**
 * How long a mail's record is kept and read: 400 days, longer than the longest window (a Buku KIA
 * list's year, the 3 days before it included), so an item is never offered again while its window
 * is still open.
 */
const LOG_DAYS = 400;
export const REMINDER_RETENTION_MS = LOG_DAYS * 24 * 60 * 60 * 1000;

interface DueUser {
  user_id: string;
  time_zone: TimeZoneName;
  birth_date: string | null;
  email: string;
  name: string;
}

export interface ReminderRunResult {
  members: number;
  mails: number;
  failed: number;
  chunks: number;
}

/** The due members' condition and its values: mail on, a topic on, not yet looked at today in a sending zone. */
function dueCondition(zones: { zone: TimeZoneName; date: IsoDate }[]) {
  const clauses = zones.map(() => "(s.time_zone = ? AND (s.checked_on IS NULL OR s.checked_on < ?))").join(" OR ");
  return {
    sql: `SELECT s.user_id FROM reminder_settings s WHERE s.email_on = 1 AND (${clauses}) AND EXISTS (SELECT 1 FROM reminder_topics t WHERE t.user_id = s.user_id) AND EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id AND u.email_verified = 1) ORDER BY s.user_id LIMIT ?`,
    values: (limit: number) => [...zones.flatMap(({ zone, date }) => [zone, date]), limit],
  };
}

/**
 * Sends the reminders due at `now` (the Cron Trigger's scheduled time). Each member is looked at
 * once per local day, between 07:00 and 20:00 her time; a mail is claimed ("pending", unique per
 * member and day) in the same batch that marks her looked at, before it is sent, so a rerun or a
 * retried run never sends it again. Returns what it did.
 */
export async function runReminders(
  env: Pick<Env, "DB" | "RESEND_API_KEY" | "MAIL_FROM" | "PUBLIC_URL" | "SESSION_SECRET">,
  now: number,
  options: { chunk?: number; maxChunks?: number } = {},
): Promise<ReminderRunResult> {
  const result: ReminderRunResult = { members: 0, mails: 0, failed: 0, chunks: 0 };
  const zones = sendingZones(now);
  if (zones.length === 0) return result;
  const chunk = options.chunk ?? REMINDER_CHUNK;
  const maxChunks = options.maxChunks ?? REMINDER_MAX_CHUNKS;
  const origin = new URL(env.PUBLIC_URL).origin;
  const key = await unsubscribeKey(env);
  const due = dueCondition(zones);
  const logSince = now - LOG_DAYS * 86_400_000;
  const runId = crypto.randomUUID();
  while (result.chunks < maxChunks) {
    result.chunks += 1;
    const batch = await readChunk(env.DB, due.sql, due.values(chunk), logSince, now);
    if (batch.users.length === 0) break;
    const plans = planChunk(batch, now);
    const claimed = await claimChunk(env.DB, plans, zones, runId);
    const messages: { id: number; message: MailMessage }[] = [];
    for (const plan of plans) {
      const mailId = claimed.get(plan.user.user_id);
      if (!plan.mail || mailId === undefined) continue;
      try {
        const links = await unsubscribeUrls(env, origin, plan.user.user_id, key);
        messages.push({
          id: mailId,
          message: reminderEmail(plan.user.email, plan.user.name, plan.mail, plan.today, {
            origin,
            unsubscribeUrl: links.page,
            oneClickUrl: links.oneClick,
          }),
        });
      } catch (error) {
        console.error("Gagal menyusun email pengingat", loggable(error));
      }
    }
    let accepted: boolean[];
    try {
      accepted = await sendMails(
        env,
        messages.map((m) => m.message),
        { idempotencyKey: `pengingat-${runId}-${result.chunks}` },
      );
    } catch (error) {
      console.error("Gagal mengirim email pengingat", loggable(error));
      accepted = messages.map(() => false);
    }
    const sent = messages.filter((_, i) => accepted[i]).map((m) => m.id);
    const failed = [...claimed.values()].filter((id) => !sent.includes(id));
    await env.DB.batch([
      env.DB.prepare("UPDATE reminder_mails SET status = 'sent' WHERE id IN (SELECT value FROM json_each(?))").bind(
        JSON.stringify(sent),
      ),
      env.DB.prepare("UPDATE reminder_mails SET status = 'failed' WHERE id IN (SELECT value FROM json_each(?))").bind(
        JSON.stringify(failed),
      ),
      // A failed mail's items are offered again (tomorrow: one mail per member and day).
      env.DB.prepare("DELETE FROM reminder_items WHERE mail_id IN (SELECT value FROM json_each(?))").bind(
        JSON.stringify(failed),
      ),
    ]);
    result.members += batch.users.length;
    result.mails += sent.length;
    result.failed += failed.length;
    if (batch.users.length < chunk) break;
  }
  return result;
}

interface ChunkRows {
  users: DueUser[];
  topics: { user_id: string; child_id: number | null; topic: string }[];
  hpl: { id: number; user_id: string; input_data: string }[];
  children: { id: number; user_id: string; name: string; birth_date: string; gestational_weeks: number | null }[];
  doses: { id: number; child_id: number; dose: string; given_on: string }[];
  checks: { child_id: number; checkpoint: number; checked_on: string }[];
  weighed: { child_id: number; measured_on: string }[];
  log: { user_id: string; item_key: string; kind: "soon" | "late"; item_start: string }[];
}

/** One round trip: the chunk's members and everything their items are made of. */
async function readChunk(
  db: D1Database,
  dueSql: string,
  dueValues: unknown[],
  logSince: number,
  now: number,
): Promise<ChunkRows> {
  const inDue = `IN (${dueSql})`;
  const topicChildren = (topic: string) =>
    `SELECT child_id FROM reminder_topics WHERE topic = '${topic}' AND user_id ${inDue}`;
  const statement = (text: string, ...extra: unknown[]) => db.prepare(text).bind(...dueValues, ...extra);
  const [users, topics, hpl, kids, doses, checks, weighed, log] = await db.batch([
    statement(
      `SELECT s.user_id, s.time_zone, s.birth_date, u.email, u.name FROM reminder_settings s JOIN users u ON u.id = s.user_id WHERE s.user_id ${inDue}`,
    ),
    statement(`SELECT user_id, child_id, topic FROM reminder_topics WHERE user_id ${inDue}`),
    statement(
      `SELECT id, user_id, input_data FROM calculator_history WHERE id IN (SELECT max(id) FROM calculator_history WHERE calculator_type = 'hpl' AND user_id ${inDue} GROUP BY user_id)`,
    ),
    statement(
      `SELECT id, user_id, name, birth_date, gestational_weeks FROM children WHERE id IN (SELECT child_id FROM reminder_topics WHERE child_id IS NOT NULL AND user_id ${inDue})`,
    ),
    statement(
      `SELECT id, child_id, dose, given_on FROM child_immunisations WHERE child_id IN (${topicChildren("imunisasi")})`,
    ),
    statement(
      `SELECT child_id, checkpoint, checked_on FROM child_development_checks WHERE child_id IN (${topicChildren("perkembangan")})`,
    ),
    db
      .prepare(
        `SELECT child_id, measured_on FROM child_measurements WHERE weight_kg IS NOT NULL AND measured_on >= ? AND child_id IN (${topicChildren("penimbangan")})`,
      )
      // From the first day of last month on (this and next month are all the weighing items read).
      .bind(new Date(now - 62 * 86_400_000).toISOString().slice(0, 10), ...dueValues),
    db
      .prepare(
        `SELECT m.user_id, i.item_key, i.kind, i.item_start FROM reminder_items i JOIN reminder_mails m ON m.id = i.mail_id WHERE m.created_at >= ? AND m.user_id ${inDue}`,
      )
      .bind(logSince, ...dueValues),
  ]);
  return {
    users: users!.results as unknown as DueUser[],
    topics: topics!.results as unknown as ChunkRows["topics"],
    hpl: hpl!.results as unknown as ChunkRows["hpl"],
    children: kids!.results as unknown as ChunkRows["children"],
    doses: doses!.results as unknown as ChunkRows["doses"],
    checks: checks!.results as unknown as ChunkRows["checks"],
    weighed: weighed!.results as unknown as ChunkRows["weighed"],
    log: log!.results as unknown as ChunkRows["log"],
  };
}

interface MemberPlan {
  user: DueUser;
  today: IsoDate;
  mail: ReturnType<typeof dueMail>;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Each member's mail for her local today (or none), from the chunk's rows. */
function planChunk(rows: ChunkRows, now: number): MemberPlan[] {
  const topicsOf = groupBy(rows.topics, (row) => row.user_id);
  const hplOf = new Map(rows.hpl.map((row) => [row.user_id, row]));
  const childOf = new Map(rows.children.map((row) => [row.id, row]));
  const dosesOf = groupBy(rows.doses, (row) => row.child_id);
  const checksOf = groupBy(rows.checks, (row) => row.child_id);
  const weighedOf = groupBy(rows.weighed, (row) => row.child_id);
  const logOf = groupBy(rows.log, (row) => row.user_id);
  return rows.users.map((user) => {
    const local = localTime(now, user.time_zone);
    try {
      const topics = topicsOf.get(user.user_id) ?? [];
      const items: ReminderItem[] = [];
      const hpl = hplOf.get(user.user_id);
      if (topics.some((t) => t.child_id === null) && hpl) {
        items.push(
          ...pregnancyItems(
            {
              input: JSON.parse(hpl.input_data),
              birthDate: (user.birth_date as IsoDate | null) ?? null,
              historyId: hpl.id,
            },
            local.date,
          ),
        );
      }
      for (const [childId, chosen] of groupBy(
        topics.filter((t) => t.child_id !== null),
        (t) => t.child_id as number,
      )) {
        const child = childOf.get(childId);
        if (!child || child.user_id !== user.user_id) continue;
        const facts: ChildFacts = {
          id: child.id,
          name: child.name,
          birthDate: child.birth_date as IsoDate,
          gestationalWeeks: child.gestational_weeks,
          doses: (dosesOf.get(childId) ?? []).map((d) => ({
            id: d.id,
            dose: d.dose,
            givenOn: d.given_on,
            place: null,
          })),
          checks: (checksOf.get(childId) ?? []).map((c) => ({ checkpoint: c.checkpoint, checkedOn: c.checked_on })),
          weighedOn: (weighedOf.get(childId) ?? []).map((w) => w.measured_on),
        };
        items.push(
          ...childItems(
            facts,
            chosen.map((t) => t.topic as ChildTopic),
            local.date,
          ),
        );
      }
      const log: MailedItem[] = (logOf.get(user.user_id) ?? []).map((row) => ({
        itemKey: row.item_key,
        kind: row.kind,
        itemStart: row.item_start,
      }));
      return { user, today: local.date, mail: dueMail(items, log, local.date, local.weekday) };
    } catch (error) {
      console.error("Gagal menghitung pengingat seorang anggota", loggable(error));
      return { user, today: local.date, mail: null };
    }
  });
}

/**
 * One round trip: claims each mail (unique per member and day: a mail another run claimed stays
 * its own), writes its items, marks every member of the chunk looked at today, and reads back the
 * mails this run may send.
 */
async function claimChunk(
  db: D1Database,
  plans: readonly MemberPlan[],
  zones: readonly { zone: TimeZoneName; date: IsoDate }[],
  runId: string,
): Promise<Map<string, number>> {
  const withMail = plans.filter((plan) => plan.mail);
  const mails = withMail.map((plan) => ({ u: plan.user.user_id, d: plan.today }));
  const items = withMail.flatMap((plan) =>
    (["soon", "late"] as const).flatMap((kind) =>
      plan.mail![kind].map((item) => ({ u: plan.user.user_id, d: plan.today, k: item.key, t: kind, s: item.start })),
    ),
  );
  const looked = zones.map(({ zone, date }) => ({
    date,
    users: plans.filter((plan) => plan.user.time_zone === zone).map((plan) => plan.user.user_id),
  }));
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO reminder_mails (user_id, sent_on, status, run_id)
         SELECT json_extract(value, '$.u'), json_extract(value, '$.d'), 'pending', ? FROM json_each(?) WHERE true
         ON CONFLICT (user_id, sent_on) DO NOTHING`,
      )
      .bind(runId, JSON.stringify(mails)),
    db
      .prepare(
        `INSERT INTO reminder_items (mail_id, item_key, kind, item_start)
         SELECT m.id, json_extract(j.value, '$.k'), json_extract(j.value, '$.t'), json_extract(j.value, '$.s')
         FROM json_each(?) j JOIN reminder_mails m
           ON m.user_id = json_extract(j.value, '$.u') AND m.sent_on = json_extract(j.value, '$.d') AND m.run_id = ?`,
      )
      .bind(JSON.stringify(items), runId),
    ...looked
      .filter((zone) => zone.users.length > 0)
      .map((zone) =>
        db
          .prepare("UPDATE reminder_settings SET checked_on = ? WHERE user_id IN (SELECT value FROM json_each(?))")
          .bind(zone.date, JSON.stringify(zone.users)),
      ),
    db
      .prepare(
        "SELECT id, user_id FROM reminder_mails WHERE run_id = ? AND status = 'pending' AND user_id IN (SELECT json_extract(value, '$.u') FROM json_each(?))",
      )
      .bind(runId, JSON.stringify(mails)),
  ]);
  const rows = results[results.length - 1]!.results as { id: number; user_id: string }[];
  return new Map(rows.map((row) => [row.user_id, row.id]));
}

// ---------------------------------------------------------------------------------------------
// Counts and housekeeping

/** The admin panel's counts (no names): members with reminder mail on, mails sent and failed in 7 days. */
export async function reminderCounts(db: Db, now: number) {
  const since = new Date(now - 7 * 86_400_000);
  const [on, mails] = await db.batch([
    db
      .select({ n: count() })
      .from(reminderSettings)
      .where(
        and(
          eq(reminderSettings.emailOn, true),
          sql`exists (select 1 from ${reminderTopics} where ${reminderTopics.userId} = ${reminderSettings.userId})`,
        ),
      ),
    db
      .select({ status: reminderMails.status, n: count() })
      .from(reminderMails)
      .where(gte(reminderMails.createdAt, since))
      .groupBy(reminderMails.status),
  ]);
  const of = (status: string) => mails.find((row) => row.status === status)?.n ?? 0;
  return { membersOn: on[0]?.n ?? 0, sent: of("sent"), failed: of("failed") };
}

/** Deletes reminder mail records (and their items) written 400 days ago or earlier. */
export async function deleteOldReminderMails(env: Pick<Env, "DB">, now: number): Promise<number> {
  const cutoff = now - REMINDER_RETENTION_MS;
  const result = await env.DB.prepare(
    "DELETE FROM reminder_mails WHERE id IN (SELECT id FROM reminder_mails WHERE created_at <= ? LIMIT 5000)",
  )
    .bind(cutoff)
    .run();
  return result.meta.changes ?? 0;
}
