// Readings and shares are counted outside the request's D1 path (issue 32, decision 067): the
// request puts a message on the counts queue (after its answer, `ctx.waitUntil`), and the queue's
// consumer, this Worker's `queue` export, writes a batch of them as sums in one D1 batch. A
// reading page therefore never writes, whether it came from the edge cache, a replica or a render.
import { and, eq, sql } from "drizzle-orm";
import { type CountMessage, tallyCounts } from "~/domain/reading-counts";
import { articleReads, articles, users } from "~drizzle/schema";
import { getDb } from "./db.server";
import { loggable } from "./log.server";
import { isPublished } from "./articles.server";

/**
 * Test runs only: the counts this isolate sent (the queue took them), newest last (at most 10 000), read at /__test/d1,
 * so a test sees what a page put on the queue without waiting for the consumer.
 */
export const sentCounts: CountMessage[] = [];

/** Puts one count on the queue; a failure is only logged (a lost count never breaks a page). */
export async function sendCount(env: Pick<Env, "COUNTS" | "ENABLE_TEST_ROUTES">, message: CountMessage) {
  try {
    await env.COUNTS.send(message, { contentType: "json" });
    if (env.ENABLE_TEST_ROUTES === "true") {
      sentCounts.push(message);
      if (sentCounts.length > 10_000) sentCounts.splice(0, sentCounts.length - 10_000);
    }
  } catch (error) {
    console.error("Gagal mengirim hitungan", loggable(error));
  }
}

/**
 * Writes a batch of counts: per article one UPDATE adding its views and shares (public articles
 * only), per reader and article one reading-list row (kept once, only while both exist). One D1
 * batch, so it lands whole or not at all; the queue retries a batch that failed.
 */
export async function writeCounts(env: Pick<Env, "DB">, bodies: readonly unknown[], now = new Date()) {
  const tally = tallyCounts(bodies);
  const db = getDb(env);
  const statements = [
    ...[...tally.articles].map(([id, { views, shares }]) =>
      db
        .update(articles)
        .set({ views: sql`${articles.views} + ${views}`, shares: sql`${articles.shares} + ${shares}` })
        .where(and(eq(articles.id, id), isPublished(now))),
    ),
    ...tally.reads.map(({ user, article }) =>
      db
        .insert(articleReads)
        .select(
          db
            .select({ userId: users.id, articleId: articles.id, createdAt: sql`${now.getTime()}`.as("created_at") })
            .from(users)
            .innerJoin(articles, eq(articles.id, article))
            .where(eq(users.id, user)),
        )
        .onConflictDoNothing(),
    ),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  if (tally.malformed > 0) console.error(`counts: ${tally.malformed} malformed messages dropped`);
  return { articles: tally.articles.size, reads: tally.reads.length, malformed: tally.malformed };
}
