import type { RouteConfigEntry } from "@react-router/dev/routes";
import { env } from "cloudflare:workers";
import routes from "~/routes";
import { DEMO, freshIp, login, mergeCookies, ORIGIN, postForm, request } from "./helpers";

// Shared by the hostile-input suites (issue 14): the route table as data, which route modules
// have an action, a count of the rows written to every table, and the kinds of signed-in and
// signed-out people.

/** One route of app/routes.ts: its URL pattern (leading slash) and its module file. */
export interface RouteEntry {
  path: string;
  file: string;
}

function flatten(entries: RouteConfigEntry[], parent = ""): RouteEntry[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    const own = entry.path !== undefined || entry.index ? [{ path: `/${path}`, file: entry.file }] : [];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

/** Every route of app/routes.ts, as written there (a module used twice is listed twice). */
export const ROUTES: readonly RouteEntry[] = flatten(routes);

// The route modules' source text, read at build time of the test (not the built Worker).
const SOURCES = import.meta.glob("../../app/routes/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

function sourceOf(file: string): string {
  const source = SOURCES[`../../app/${file}`];
  if (source === undefined) throw new Error(`no source for app/${file}`);
  return source;
}

/** Whether a route module exports an action (a POST handler). */
export function hasAction(file: string): boolean {
  return /^export\s+(?:async\s+)?(?:function\s+action\b|const\s+action\b)/m.test(sourceOf(file));
}

/** Tables whose rows change without any form being accepted: sign-ins and their limits. */
export const VOLATILE_TABLES = ["sessions", "verifications", "rate_limits", "d1_migrations"] as const;

const WRITES_TABLE = "_test_writes";
let counting: Promise<void> | undefined;

/**
 * Counts every row written in this file's database, by table: a trigger after each INSERT,
 * UPDATE and DELETE on every table adds one to the table's count (issue 30: reading every row of
 * every table after each request made the hostile suites a third of the run). Installed once per
 * database (each test file has its own).
 */
function countWrites(): Promise<void> {
  counting ??= (async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> ? ORDER BY name",
    )
      .bind(WRITES_TABLE)
      .all<{ name: string }>();
    const statements = [
      env.DB.prepare(`CREATE TABLE IF NOT EXISTS "${WRITES_TABLE}" (name TEXT PRIMARY KEY, n INTEGER NOT NULL)`),
    ];
    for (const { name } of results) {
      statements.push(env.DB.prepare(`INSERT OR IGNORE INTO "${WRITES_TABLE}" (name, n) VALUES (?, 0)`).bind(name));
      for (const event of ["INSERT", "UPDATE", "DELETE"]) {
        statements.push(
          env.DB.prepare(
            `CREATE TRIGGER IF NOT EXISTS "_test_${event.toLowerCase()}_${name}" AFTER ${event} ON "${name}" BEGIN UPDATE "${WRITES_TABLE}" SET n = n + 1 WHERE name = '${name}'; END`,
          ),
        );
      }
    }
    await env.DB.batch(statements);
  })();
  return counting;
}

/**
 * How many rows each table (except `skip`) has had written since the database was made, by table
 * name, so a difference names the table a request wrote to. A request that writes nothing leaves
 * every count as it was; one that writes a row, even the same values again, moves its table's.
 */
export async function tableWrites(skip: readonly string[] = VOLATILE_TABLES): Promise<Record<string, number>> {
  await countWrites();
  const { results } = await env.DB.prepare(`SELECT name, n FROM "${WRITES_TABLE}" ORDER BY name`).all<{
    name: string;
    n: number;
  }>();
  return Object.fromEntries(results.filter(({ name }) => !skip.includes(name)).map(({ name, n }) => [name, n]));
}

/** Every object key in the image bucket. */
export async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.IMAGES.list({ cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

export type Actor = "visitor" | "unverified" | "member" | "admin" | "super_admin";

/**
 * Someone who registered and never verified the email: the registration's pending-verification
 * cookie, and a session of the account made while it was briefly marked verified (so the test
 * also covers a session whose account is not, or no longer, verified).
 */
export async function unverifiedCookie(): Promise<string> {
  const email = `belum.verifikasi.${Date.now()}.${Math.floor(Math.random() * 1e6)}@contoh.id`;
  const password = "rahasia123";
  const registered = await postForm("/register", {
    name: "Belum Verifikasi",
    email,
    phone: "0812 3456 7890",
    password,
    confirmPassword: password,
    terms: "on",
  });
  if (registered.status !== 302) throw new Error(`register answered ${registered.status}`);
  const pending = mergeCookies("", registered)
    .split("; ")
    .filter((pair) => !pair.startsWith("bidanku_toast="))
    .join("; ");
  await env.DB.prepare("UPDATE users SET email_verified = 1 WHERE email = ?").bind(email).run();
  const session = await login(email, password);
  await env.DB.prepare("UPDATE users SET email_verified = 0 WHERE email = ?").bind(email).run();
  return [pending, session].filter(Boolean).join("; ");
}

/** A cookie for each kind of person (the visitor's is empty). */
export async function actorCookies(): Promise<Record<Actor, string>> {
  return {
    visitor: "",
    unverified: await unverifiedCookie(),
    member: await login(DEMO.member.email, DEMO.member.password),
    admin: await login(DEMO.admin.email, DEMO.admin.password),
    super_admin: await login(DEMO.superAdmin.email, DEMO.superAdmin.password),
  };
}

/** A POST with any body and content type, from the site's own origin and a fresh address. */
export function postRaw(path: string, body: BodyInit | null, contentType: string | null, cookie = "") {
  const headers = new Headers({ Cookie: cookie, Origin: ORIGIN, "CF-Connecting-IP": freshIp() });
  if (contentType !== null) headers.set("Content-Type", contentType);
  return request(path, { method: "POST", body, headers });
}
