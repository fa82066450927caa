import { env, exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost:8787";

/** Applies the same seed statements `npm start` applies, in one batch. */
export async function seedDatabase() {
  await env.DB.batch(env.TEST_SEED.map((statement) => env.DB.prepare(statement)));
}

/** Sends a request to the built Worker. */
export function request(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }));
}

export async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}
