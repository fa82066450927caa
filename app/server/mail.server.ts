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
}

type MailEnv = Pick<Env, "DB" | "RESEND_API_KEY" | "MAIL_FROM" | "PUBLIC_URL">;

/** Which transport sends mail: Resend when its key is set, else the local outbox. */
export function mailTransport(env: Pick<Env, "RESEND_API_KEY">): "resend" | "outbox" {
  return env.RESEND_API_KEY ? "resend" : "outbox";
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
      body: JSON.stringify({
        from: env.MAIL_FROM || `${SITE_NAME} <noreply@bidanku.id>`,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
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
  await getDb(env).insert(mailOutbox).values(message);
  // Locally the console is where a developer reads the links. Anywhere else a mail holds reset
  // and verification links, which never go into logs (decision 038).
  if (isLocalAddress(env.PUBLIC_URL)) {
    console.log(`[outbox] To: ${message.to}\n[outbox] Subject: ${message.subject}\n${message.text}\n`);
  }
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
