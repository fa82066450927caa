// Kept apart from db.server.ts (which imports the schema through a path alias), so the search
// index's statements also load in Node, for `npm run search:rebuild`.

/**
 * A raw statement (`db.all(sql…)`, `db.run(sql…)`) that can go into `db.batch` with bound
 * values. drizzle-orm 0.45's D1 batch binds a statement's values through its `stmt`, which only
 * query builders have; a raw one with values fails there ("reading 'bind'"). Giving it the
 * prepared statement keeps every value bound, never spliced into the SQL.
 */
export function batchable<T extends { getQuery(): { sql: string } }>(db: { $client: D1Database }, raw: T): T {
  Object.assign(raw, { stmt: db.$client.prepare(raw.getQuery().sql) });
  return raw;
}
