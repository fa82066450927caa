/**
 * Counts D1 round trips in one request: every statement run on its own counts one, a batch
 * counts one however many statements it holds (and each of them as a query). Tests read the total from a response header to
 * prove each page stays within its query budget.
 */
export interface RoundTrips {
  /** Round trips to D1: one per statement run alone, one per batch. */
  count: number;
  /** SQL statements sent, a batch's each counted. */
  queries: number;
}

const RUNNERS = new Set(["all", "first", "run", "raw"]);

function wrapStatement(statement: D1PreparedStatement, trips: RoundTrips): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property, receiver) {
      if (property === UNWRAP) return target;
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "bind") {
        return (...args: unknown[]) => wrapStatement(value.apply(target, args), trips);
      }
      if (typeof property === "string" && RUNNERS.has(property)) {
        return (...args: unknown[]) => {
          trips.count += 1;
          trips.queries += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

const UNWRAP = Symbol("unwrap");

function unwrap(statement: D1PreparedStatement): D1PreparedStatement {
  return (statement as D1PreparedStatement & { [UNWRAP]?: D1PreparedStatement })[UNWRAP] ?? statement;
}

export function countRoundTrips(db: D1Database, trips: RoundTrips): D1Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "prepare") {
        return (query: string) => wrapStatement(target.prepare(query), trips);
      }
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips.count += 1;
          trips.queries += statements.length;
          return target.batch(statements.map(unwrap));
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
