import { z } from "~/schemas/zod";

/**
 * What a reading or a share leaves behind (issue 32, decision 067): a message on the counts queue,
 * never a D1 write in the request. The queue's consumer adds a batch of them up (`tallyCounts`)
 * and writes the sums in one D1 batch.
 */
export const countMessageSchema = z.discriminatedUnion("kind", [
  /** An anonymous or signed-in reading of a public article (a GET, also from the edge cache). */
  z.object({ kind: z.literal("view"), article: z.number().int().positive() }),
  /** A share counted by /artikel/:id/bagikan. */
  z.object({ kind: z.literal("share"), article: z.number().int().positive() }),
  /** A signed-in reader opened the article: her reading list ("Artikel yang pernah dibaca"). */
  z.object({ kind: z.literal("read"), article: z.number().int().positive(), user: z.string().min(1).max(64) }),
]);

export type CountMessage = z.infer<typeof countMessageSchema>;

export interface CountTally {
  /** Per article: views and shares to add. */
  articles: Map<number, { views: number; shares: number }>;
  /** Reading-list entries, each pair once. */
  reads: { user: string; article: number }[];
  /** Messages that were not a count (dropped, never retried). */
  malformed: number;
}

/** Adds a batch of queue messages up: one entry per article, one per reader and article. */
export function tallyCounts(bodies: readonly unknown[]): CountTally {
  const tally: CountTally = { articles: new Map(), reads: [], malformed: 0 };
  const seenReads = new Set<string>();
  for (const body of bodies) {
    const parsed = countMessageSchema.safeParse(body);
    if (!parsed.success) {
      tally.malformed += 1;
      continue;
    }
    const message = parsed.data;
    if (message.kind === "read") {
      const key = `${message.user}\u0000${message.article}`;
      if (!seenReads.has(key)) {
        seenReads.add(key);
        tally.reads.push({ user: message.user, article: message.article });
      }
      continue;
    }
    const sums = tally.articles.get(message.article) ?? { views: 0, shares: 0 };
    if (message.kind === "view") sums.views += 1;
    else sums.shares += 1;
    tally.articles.set(message.article, sums);
  }
  return tally;
}
