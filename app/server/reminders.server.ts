import { and, count, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import {
  calculatorHistory,
  childMeasurements,
  children,
  reminderFeeds,
  reminderMails,
  reminderSettings,
  reminderTopics,
} from "~drizzle/schema";
import { addCalendarMonths, addDays, type IsoDate } from "~/domain/dates";
import { anonymousChildName, eventKey, reminderCalendar } from "~/domain/reminder-calendar";
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
  weighingSince,
} from "~/domain/reminders";
import { childGlanceQuery } from "./children.server";
import type { Db } from "./db.server";
import { latestChecksOfUserQuery } from "./development.server";
import { dosesOfUserQuery } from "./immunisations.server";
import { reminderEmail } from "./emails.server";
import { loggable } from "./log.server";
import { type MailMessage, sendMails } from "./mail.server";
import { getSessionSecret } from "./secrets.server";
import { signedCookie } from "./signed-cookie.server";

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

/**
 * Her settings, topics, calendar address (whether there is one), children with their records, and
 * latest saved HPL, in one round trip. The children and their records are the dashboard's queries.
 */
export async function getReminderPage(db: Db, userId: string, since: IsoDate) {
  const hers = db.select({ id: children.id }).from(children).where(eq(children.userId, userId));
  const [settings, topics, feed, kids, hpl, doses, checks, weighed] = await db.batch([
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
    db
      .select({ childId: reminderTopics.childId, topic: reminderTopics.topic })
      .from(reminderTopics)
      .where(eq(reminderTopics.userId, userId)),
    db
      .select({ names: reminderFeeds.names, createdAt: reminderFeeds.createdAt, tokenHash: reminderFeeds.tokenHash })
      .from(reminderFeeds)
      .where(eq(reminderFeeds.userId, userId)),
    childGlanceQuery(db, userId),
    db
      .select({ id: calculatorHistory.id, input: calculatorHistory.inputData, createdAt: calculatorHistory.createdAt })
      .from(calculatorHistory)
      .where(and(eq(calculatorHistory.userId, userId), eq(calculatorHistory.calculatorType, "hpl")))
      .orderBy(desc(calculatorHistory.createdAt), desc(calculatorHistory.id))
      .limit(1),
    dosesOfUserQuery(db, userId),
    latestChecksOfUserQuery(db, userId),
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
    feed: feed[0] ?? null,
    children: kids.map((child) => ({
      ...child,
      doses: of(doses, child.id),
      checks: of(checks, child.id).map(({ checkpoint, checkedOn }) => ({ checkpoint, checkedOn })),
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
  /** Her calendar address's choice of names (null without an address). */
  feed_names: number | null;
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
  // Her local date is never before WIB's: the weights from WIB's last month on cover every zone.
  const weighSince = weighingSince(localTime(now, "WIB").date);
  const runId = crypto.randomUUID();
  while (result.chunks < maxChunks) {
    result.chunks += 1;
    const batch = await readMembers(env.DB, due.sql, due.values(chunk), { weighSince, logSince });
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

/**
 * One round trip: the members `membersSql` selects (with `membersValues` bound, once per
 * statement) and everything their items are made of: weights from `weighSince` on, and, with
 * `logSince`, what was mailed them since.
 */
async function readMembers(
  db: D1Database,
  membersSql: string,
  membersValues: unknown[],
  { weighSince, logSince }: { weighSince: IsoDate; logSince?: number },
): Promise<ChunkRows> {
  const inMembers = `IN (${membersSql})`;
  const topicChildren = (topic: string) =>
    `SELECT child_id FROM reminder_topics WHERE topic = '${topic}' AND user_id ${inMembers}`;
  const statement = (text: string, ...extra: unknown[]) => db.prepare(text).bind(...membersValues, ...extra);
  const [users, topics, hpl, kids, doses, checks, weighed, log] = await db.batch([
    statement(
      `SELECT u.id AS user_id, coalesce(s.time_zone, 'WIB') AS time_zone, s.birth_date, u.email, u.name, f.names AS feed_names FROM users u LEFT JOIN reminder_settings s ON s.user_id = u.id LEFT JOIN reminder_feeds f ON f.user_id = u.id WHERE u.id ${inMembers}`,
    ),
    statement(`SELECT user_id, child_id, topic FROM reminder_topics WHERE user_id ${inMembers}`),
    statement(
      `SELECT id, user_id, input_data FROM calculator_history WHERE id IN (SELECT max(id) FROM calculator_history WHERE calculator_type = 'hpl' AND user_id ${inMembers} GROUP BY user_id)`,
    ),
    statement(
      `SELECT id, user_id, name, birth_date, gestational_weeks FROM children WHERE id IN (SELECT child_id FROM reminder_topics WHERE child_id IS NOT NULL AND user_id ${inMembers}) ORDER BY birth_date, id`,
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
      .bind(weighSince, ...membersValues),
    logSince === undefined
      ? db.prepare("SELECT NULL AS user_id WHERE 0")
      : db
          .prepare(
            `SELECT m.user_id, i.item_key, i.kind, i.item_start FROM reminder_items i JOIN reminder_mails m ON m.id = i.mail_id WHERE m.created_at >= ? AND m.user_id ${inMembers}`,
          )
          .bind(logSince, ...membersValues),
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

/** The rows of a read, by member and child. */
function indexRows(rows: ChunkRows) {
  return {
    topicsOf: groupBy(rows.topics, (row) => row.user_id),
    hplOf: new Map(rows.hpl.map((row) => [row.user_id, row])),
    childOf: new Map(rows.children.map((row) => [row.id, row])),
    dosesOf: groupBy(rows.doses, (row) => row.child_id),
    checksOf: groupBy(rows.checks, (row) => row.child_id),
    weighedOf: groupBy(rows.weighed, (row) => row.child_id),
    logOf: groupBy(rows.log, (row) => row.user_id),
  };
}

/** A member's items on her local `today`: the pregnancy's and her children's topics turned on. */
function memberItems(index: ReturnType<typeof indexRows>, user: DueUser, today: IsoDate): ReminderItem[] {
  const topics = index.topicsOf.get(user.user_id) ?? [];
  const items: ReminderItem[] = [];
  const hpl = index.hplOf.get(user.user_id);
  if (topics.some((t) => t.child_id === null) && hpl) {
    items.push(
      ...pregnancyItems(
        {
          input: JSON.parse(hpl.input_data),
          birthDate: (user.birth_date as IsoDate | null) ?? null,
          historyId: hpl.id,
        },
        today,
      ),
    );
  }
  for (const [childId, chosen] of groupBy(
    topics.filter((t) => t.child_id !== null),
    (t) => t.child_id as number,
  )) {
    const child = index.childOf.get(childId);
    if (!child || child.user_id !== user.user_id) continue;
    const facts: ChildFacts = {
      id: child.id,
      name: child.name,
      birthDate: child.birth_date as IsoDate,
      gestationalWeeks: child.gestational_weeks,
      doses: (index.dosesOf.get(childId) ?? []).map((d) => ({
        id: d.id,
        dose: d.dose,
        givenOn: d.given_on,
        place: null,
      })),
      checks: (index.checksOf.get(childId) ?? []).map((c) => ({ checkpoint: c.checkpoint, checkedOn: c.checked_on })),
      weighedOn: (index.weighedOf.get(childId) ?? []).map((w) => w.measured_on),
    };
    items.push(
      ...childItems(
        facts,
        chosen.map((t) => t.topic as ChildTopic),
        today,
      ),
    );
  }
  return items;
}

/** Each member's mail for her local today (or none), from the chunk's rows. */
function planChunk(rows: ChunkRows, now: number): MemberPlan[] {
  const index = indexRows(rows);
  return rows.users.map((user) => {
    const local = localTime(now, user.time_zone);
    try {
      const items = memberItems(index, user, local.date);
      const log: MailedItem[] = (index.logOf.get(user.user_id) ?? []).map((row) => ({
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

// ---------------------------------------------------------------------------------------------
// The private calendar address (decision 077)

/** Where a member's calendar is served: `/pengingat/kalender/<token>.ics`. */
export const FEED_PATH = "/pengingat/kalender";
/** A token: 32 random bytes, base64url (43 characters). Anything else is refused before D1. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The SHA-256 of a token, as stored: the database never holds an address that works. */
export async function feedTokenHash(token: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(token)));
}

/** The https and webcal:// addresses of a token. */
export function feedUrls(origin: string, token: string): { https: string; webcal: string } {
  const https = `${origin}${FEED_PATH}/${token}.ics`;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

/**
 * Makes her a new address (replacing the old one, which stops at once) and returns its token, to
 * be shown once. `names`: her children's names in the events.
 */
export async function createFeed(db: Db, userId: string, names: boolean): Promise<string> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)).buffer);
  const tokenHash = await feedTokenHash(token);
  await db
    .insert(reminderFeeds)
    .values({ userId, tokenHash, names })
    .onConflictDoUpdate({ target: reminderFeeds.userId, set: { tokenHash, names, createdAt: new Date() } });
  return token;
}

/** Names on or off in her address's events; false when she has no address. */
export async function setFeedNames(db: Db, userId: string, names: boolean): Promise<boolean> {
  const rows = await db
    .update(reminderFeeds)
    .set({ names })
    .where(eq(reminderFeeds.userId, userId))
    .returning({ userId: reminderFeeds.userId });
  return rows.length > 0;
}

/** Stops her address (the calendar programs get "not found" from now on). */
export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.delete(reminderFeeds).where(eq(reminderFeeds.userId, userId));
}

/**
 * The calendar behind an address's token at `now`, or null for a token no address has (malformed
 * ones without asking D1). One round trip; nothing is written.
 */
export async function feedCalendar(env: Pick<Env, "DB">, token: string, now: number, origin: string) {
  if (!FEED_TOKEN.test(token)) return null;
  const hash = await feedTokenHash(token);
  // A made-up token costs one indexed read, not the whole batch: the batch only for an address.
  const known = await env.DB.prepare("SELECT 1 AS found FROM reminder_feeds WHERE token_hash = ?").bind(hash).first();
  if (!known) return null;
  const rows = await readMembers(env.DB, "SELECT user_id FROM reminder_feeds WHERE token_hash = ?", [hash], {
    weighSince: weighingSince(localTime(now, "WIB").date),
  });
  const user = rows.users[0];
  if (!user || user.feed_names === null) return null;
  if (!user.feed_names) {
    rows.children = rows.children.map((child, i, all) => ({ ...child, name: anonymousChildName(i, all.length) }));
  }
  const today = localTime(now, user.time_zone).date;
  // What a calendar holds: the last month and the next 13 (a child's lists for years ahead come as
  // their time nears), each linking to the reminders page, not to a record's number.
  const from = addDays(today, -31);
  const until = addCalendarMonths(today, 13);
  const items = memberItems(indexRows(rows), user, today)
    .filter((item) => item.end >= from && item.start <= until)
    .map((item) => ({ ...item, path: "/dashboard/pengingat" }));
  const uids = new Map<string, string>();
  for (const key of new Set(items.map(eventKey))) {
    uids.set(key, (await feedTokenHash(`${hash}:${key}`)).slice(0, 32));
  }
  return reminderCalendar(items, { now: new Date(now), uid: (key) => uids.get(key)!, origin });
}

/**
 * The new address's token, carried once from the post to the page (post/redirect/get): signed,
 * HttpOnly, two minutes, only under /dashboard; the page clears it as it shows the address.
 */
const newFeedCookie = (env: Pick<Env, "SESSION_SECRET">, request: Request) =>
  signedCookie(env, request, "bidanku_kalender_baru", { path: "/dashboard", maxAge: 120 });

export async function newFeedHeader(env: Pick<Env, "SESSION_SECRET">, request: Request, token: string) {
  return newFeedCookie(env, request).serialize(token);
}

/** The token a post just made, if the cookie carries one (and the header that clears it). */
export async function readNewFeed(
  env: Pick<Env, "SESSION_SECRET">,
  request: Request,
): Promise<{ token: string | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("bidanku_kalender_baru=")) return { token: null, headers };
  const cookie = newFeedCookie(env, request);
  const value: unknown = await cookie.parse(cookieHeader);
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { token: typeof value === "string" && FEED_TOKEN.test(value) ? value : null, headers };
}
