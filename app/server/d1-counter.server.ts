/**
 * Counts D1 use: every statement run on its own is one round trip, a batch is one however many
 * statements it holds (each of them a query). A statement is a write unless it is a SELECT (or a
 * WITH … SELECT that changes nothing). Test runs count each request (headers X-D1-Round-Trips,
 * X-D1-Queries, X-D1-Writes) and everything the Worker does, background work, the cron and the
 * queue consumer included, in `d1Totals` (read at /__test/d1 by `npm run bench`).
 */
export interface RoundTrips {
  /** Round trips to D1: one per statement run alone, one per batch. */
  count: number;
  /** SQL statements sent, a batch's each counted. */
  queries: number;
  /** Statements that may change a row (INSERT, UPDATE, DELETE, …). */
  writes: number;
}

export function noTrips(): RoundTrips {
  return { count: 0, queries: 0, writes: 0 };
}

/** Everything this isolate sent to D1 while counting was on (test runs only). */
export const d1Totals: RoundTrips = noTrips();

const RUNNERS = new Set(["all", "first", "run", "raw"]);

/** True for a statement that can change a row; a plain read is SELECT or a WITH that only selects. */
export function isWrite(sql: string): boolean {
  const text = sql.trimStart().toLowerCase();
  if (text.startsWith("select")) return false;
  if (text.startsWith("with")) return /\b(insert|update|delete|replace)\b/.test(text);
  return true;
}

function add(trips: RoundTrips[], count: number, queries: number, writes: number) {
  for (const trip of trips) {
    trip.count += count;
    trip.queries += queries;
    trip.writes += writes;
  }
}

const UNWRAP = Symbol("unwrap");
const WRITES = Symbol("writes");

type Wrapped = D1PreparedStatement & { [UNWRAP]?: D1PreparedStatement; [WRITES]?: boolean };

function wrapStatement(statement: D1PreparedStatement, writes: boolean, trips: RoundTrips[]): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property, receiver) {
      if (property === UNWRAP) return target;
      if (property === WRITES) return writes;
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "bind") {
        return (...args: unknown[]) => wrapStatement(value.apply(target, args), writes, trips);
      }
      if (typeof property === "string" && RUNNERS.has(property)) {
        return (...args: unknown[]) => {
          add(trips, 1, 1, writes ? 1 : 0);
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

/**
 * `db` (a database or a Sessions API session) counting into every one of `trips`. Only
 * `prepare` and `batch` are used by the site; other members pass through.
 */
export function countRoundTrips<T extends D1Database | D1DatabaseSession>(db: T, ...trips: RoundTrips[]): T {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "prepare") {
        return (query: string) => wrapStatement(target.prepare(query), isWrite(query), trips);
      }
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const writes = statements.filter((s) => (s as Wrapped)[WRITES] ?? true).length;
          add(trips, 1, statements.length, writes);
          return target.batch(statements.map((s) => (s as Wrapped)[UNWRAP] ?? s));
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
