import { inArray, lt } from "drizzle-orm";
import { mailOutbox } from "~drizzle/schema";
import { SITE_NAME } from "~/messages";
import { type ChunkOptions, deleteInChunks, getDb } from "./db.server";
import { isLocalAddress } from "./http.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a reminder's List-Unsubscribe pair). */
  headers?: Record<string, string>;
}

type MailEnv = Pick<Env, "DB" | "RESEND_API_KEY" | "MAIL_FROM" | "PUBLIC_URL">;

/** Which transport sends mail: Resend when its key is set, else the local outbox. */
export function mailTransport(env: Pick<Env, "RESEND_API_KEY">): "resend" | "outbox" {
  return env.RESEND_API_KEY ? "resend" : "outbox";
}

/** A message as Resend's API takes it. */
function resendMessage(env: Pick<Env, "MAIL_FROM">, message: MailMessage) {
  return {
    from: env.MAIL_FROM || `${SITE_NAME} <noreply@bidanku.id>`,
    to: [message.to],
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.headers ? { headers: message.headers } : {}),
  };
}

/**
 * Sends one message. With RESEND_API_KEY set it goes through Resend's HTTP API (plain fetch,
 * fine on Workers); otherwise it is stored in the local outbox table and printed to the console,
 * where developers and tests read it.
 */
export async function sendMail(env: MailEnv, message: MailMessage): Promise<void> {
  if (mailTransport(env) === "resend") {
    const response = await fetch("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify(resendMessage(env, message)),
    });
    if (!response.ok) {
      throw new Error(`Resend menolak email (${response.status}): ${await response.text()}`);
    }
    return;
  }
  if (!isLocalAddress(env.PUBLIC_URL)) {
    // A deployed site without a provider cannot reach anyone: say so loudly in the logs.
    console.error("RESEND_API_KEY is not set: mail is only stored in the local outbox and never sent");
  }
  await getDb(env)
    .insert(mailOutbox)
    .values({ ...message, headers: message.headers ? JSON.stringify(message.headers) : null });
  // Locally the console is where a developer reads the links. Anywhere else a mail holds reset
  // and verification links, which never go into logs (decision 038).
  if (isLocalAddress(env.PUBLIC_URL)) {
    console.log(`[outbox] To: ${message.to}\n[outbox] Subject: ${message.subject}\n${message.text}\n`);
  }
}

/** Outbox rows written by one statement (each message is a few kilobytes). */
const OUTBOX_ROWS_PER_STATEMENT = 25;

/** Resend's batch endpoint takes at most 100 messages; its default limit is 2 requests a second. */
export const MAIL_BATCH = { size: 100, pauseMs: 600 } as const;

/**
 * Sends many messages, as the reminder cron does (decision 075): through Resend's batch endpoint,
 * 100 at a time with a pause between calls, or into the local outbox in one statement. Returns,
 * for each message in order, whether it was accepted. Nothing is printed: the outbox is read at
 * /__dev/outbox.
 */
export async function sendMails(
  env: MailEnv,
  batch: readonly MailMessage[],
  options: { idempotencyKey?: string } = {},
): Promise<boolean[]> {
  if (batch.length === 0) return [];
  if (mailTransport(env) === "outbox") {
    if (!isLocalAddress(env.PUBLIC_URL)) {
      console.error("RESEND_API_KEY is not set: mail is only stored in the local outbox and never sent");
    }
    const rows = batch.map((message) => ({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ? JSON.stringify(message.headers) : null,
    }));
    // One bound value per statement (D1 allows 100), 25 messages each (a value may hold 2 MB at
    // most), all statements in one batch: one round trip.
    const statements = [];
    for (let from = 0; from < rows.length; from += OUTBOX_ROWS_PER_STATEMENT) {
      statements.push(
        env.DB.prepare(
          `INSERT INTO mail_outbox ("to", subject, text, html, headers)
           SELECT json_extract(value, '$.to'), json_extract(value, '$.subject'), json_extract(value, '$.text'),
                  json_extract(value, '$.html'), json_extract(value, '$.headers')
           FROM json_each(?)`,
        ).bind(JSON.stringify(rows.slice(from, from + OUTBOX_ROWS_PER_STATEMENT))),
      );
    }
    await env.DB.batch(statements);
    return batch.map(() => true);
  }
  const accepted: boolean[] = [];
  for (let from = 0; from < batch.length; from += MAIL_BATCH.size) {
    if (from > 0) await new Promise((resolve) => setTimeout(resolve, MAIL_BATCH.pauseMs));
    const part = batch.slice(from, from + MAIL_BATCH.size);
    const body = JSON.stringify(part.map((message) => resendMessage(env, message)));
    const headers: Record<string, string> = {
      Authorization: `Bearer ${env.RESEND_API_KEY}`,
      "Content-Type": "application/json",
    };
    // The same key on a retry: Resend sends a batch it already accepted only once.
    if (options.idempotencyKey) headers["Idempotency-Key"] = `${options.idempotencyKey}-${from}`;
    let ok = false;
    // A refusal for the rate or a server error is tried once more after a pause; others are final.
    for (let attempt = 0; attempt < 2 && !ok; attempt += 1) {
      try {
        const response = await fetch("https://api.resend.com/emails/batch", { method: "POST", headers, body });
        ok = response.ok;
        await response.body?.cancel();
        if (ok) break;
        console.error(`Resend menolak ${part.length} email pengingat (${response.status})`);
        if (response.status !== 429 && response.status < 500) break;
        const wait = Math.min(Number(response.headers.get("Retry-After")) || 1, 5);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      } catch (error) {
        console.error("Gagal menghubungi Resend", error instanceof Error ? error.message : "galat");
      }
    }
    accepted.push(...part.map(() => ok));
  }
  return accepted;
}

/**
 * How long the outbox keeps a message. Its rows hold verification and reset links, which expire
 * after 24 h and 1 h; a week leaves time to read a local run's mail and nothing more.
 */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Deletes outbox messages older than `OUTBOX_RETENTION_MS` at `now`, in chunks like
 * `deleteExpiredRateLimits`. Run by the Worker's hourly Cron Trigger (decision 030); logs and
 * returns how many rows went.
 */
export async function purgeOldOutboxMail(
  env: Pick<Env, "DB">,
  now: number = Date.now(),
  options: ChunkOptions = {},
): Promise<number> {
  const db = getDb(env);
  const cutoff = new Date(now - OUTBOX_RETENTION_MS);
  const deleted = await deleteInChunks(async (limit) => {
    const old = db.select({ id: mailOutbox.id }).from(mailOutbox).where(lt(mailOutbox.createdAt, cutoff)).limit(limit);
    return (await db.delete(mailOutbox).where(inArray(mailOutbox.id, old)).run()).meta.changes ?? 0;
  }, options);
  if (deleted > 0) console.log(`mail_outbox: ${deleted} rows older than 7 days deleted`);
  return deleted;
}
