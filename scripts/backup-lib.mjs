// Shared by the backup, restore, restore check and load test scripts: running wrangler against a
// local D1 kept in any directory (`--persist-to`), exporting it, putting an export back in the
// order SQLite accepts, and serving the built Worker on a loopback port for a bounded time.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { assertPortFree, freePort } from "./ports.mjs";

export const ROOT = resolve(import.meta.dirname, "..");
export const DEFAULT_PERSIST = join(ROOT, ".wrangler/state");
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Runs `npx wrangler ...args` in the project and returns its standard output. */
export function wrangler(args, { quiet = true, timeout = 300_000 } = {}) {
  return execFileSync("npx", ["wrangler", ...args], {
    cwd: ROOT,
    env: WRANGLER_ENV,
    encoding: "utf8",
    timeout,
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", quiet ? "pipe" : "inherit"],
  });
}

/** The value after `--name`, or undefined. */
export function option(args, name) {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) {
    console.error(`${name} needs a value.`);
    process.exit(2);
  }
  return value;
}

/** A UTC timestamp for file names: 2026-11-24-201530. */
export function stamp(date = new Date()) {
  return date.toISOString().slice(0, 19).replace("T", "-").replaceAll(":", "");
}

/** Rows of one query on a local D1 (`wrangler d1 execute --json`). */
export function localQuery(persistTo, sql) {
  const out = wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql]);
  const parsed = JSON.parse(out.slice(out.indexOf("[")));
  return parsed.flatMap((result) => result.results ?? []);
}

/** Our tables in a local D1 (not SQLite's, not Cloudflare's `_cf_` ones). */
export function userTables(persistTo) {
  return localQuery(
    persistTo,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).map((row) => row.name);
}

/**
 * `wrangler d1 export --local` has no `--persist-to`: it always reads `.wrangler/state` next to
 * the config file. For another directory, a copy of wrangler.toml goes into a temporary folder
 * whose `.wrangler/state` points at that directory.
 */
function configFor(persistTo) {
  if (resolve(persistTo) === DEFAULT_PERSIST) return { config: join(ROOT, "wrangler.toml"), cleanup: () => {} };
  const dir = mkdtempSync(join(tmpdir(), "bidanku-export-"));
  copyFileSync(join(ROOT, "wrangler.toml"), join(dir, "wrangler.toml"));
  mkdirSync(join(dir, ".wrangler"));
  symlinkSync(resolve(persistTo), join(dir, ".wrangler/state"), "dir");
  return { config: join(dir, "wrangler.toml"), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Exports the whole database (schema and data) to `output` with `wrangler d1 export`. */
export function exportDatabase({ remote = false, persistTo = DEFAULT_PERSIST, output }) {
  if (remote) {
    wrangler(["d1", "export", "DB", "--remote", "--output", output, "--skip-confirmation"], { quiet: false });
    return;
  }
  if (!existsSync(persistTo)) throw new Error(`No local state in ${persistTo}.`);
  const { config, cleanup } = configFor(persistTo);
  try {
    wrangler(["d1", "export", "DB", "--local", "--config", config, "--output", resolve(output)]);
  } finally {
    cleanup();
  }
}

/** Splits SQL text into statements at top-level semicolons (quotes, identifiers and comments respected). */
export function splitStatements(sql) {
  const statements = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"' || c === "`") {
      const end = sql.indexOf(c, i + 1);
      // A doubled quote ('') is an escaped quote: the scan simply continues after it.
      i = end < 0 ? sql.length : end + 1;
    } else if (c === "[") {
      const end = sql.indexOf("]", i + 1);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === "/" && sql[i + 1] === "*") {
      const end = sql.indexOf("*/", i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (c === ";") {
      const text = sql.slice(start, i).trim();
      if (text) statements.push(text);
      start = ++i;
    } else i++;
  }
  const rest = sql.slice(start).trim();
  if (rest) statements.push(rest);
  return statements;
}

/**
 * An export in the order a fresh database accepts it. `wrangler d1 export` writes each table's
 * rows right after its CREATE TABLE, in creation order, so a child table's rows (accounts) can
 * come before its parent table (users) exists, and SQLite refuses them ("no such table:
 * main.users"), deferred foreign keys or not. Here: pragmas, every table, every index (a
 * foreign key to `categories.name` needs its unique index before the first row), every row, then
 * views and triggers (a trigger must not fire on restored rows).
 */
export function orderForRestore(sql) {
  const groups = { pragma: [], table: [], index: [], data: [], late: [] };
  for (const statement of splitStatements(sql)) {
    const head = statement.slice(0, 40).toUpperCase();
    if (head.startsWith("PRAGMA")) groups.pragma.push(statement);
    else if (head.startsWith("CREATE TABLE")) groups.table.push(statement);
    else if (/^CREATE (UNIQUE )?INDEX/.test(head)) groups.index.push(statement);
    else if (/^CREATE (TEMP |TEMPORARY )?(VIEW|TRIGGER)/.test(head)) groups.late.push(statement);
    else groups.data.push(statement);
  }
  const ordered = [...groups.pragma, ...groups.table, ...groups.index, ...groups.data, ...groups.late];
  return ordered.map((statement) => `${statement};`).join("\n");
}

/** A wrangler error without its colours and log-file line, for our own messages. */
export function wranglerError(error) {
  const text = error.stderr?.toString() || error.message;
  return text
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => line.trim() && !line.includes("Logs were written") && !line.startsWith("npm warn"))
    .join("\n")
    .trim();
}

/** A fresh local D1 in `persistTo`: every migration, then the seed (with the demo accounts). */
export function freshSeededDatabase(persistTo) {
  rmSync(persistTo, { recursive: true, force: true });
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  execFileSync(process.execPath, ["scripts/seed.mjs", "--local", "--persist-to", persistTo], {
    cwd: ROOT,
    env: WRANGLER_ENV,
    stdio: ["ignore", "ignore", "inherit"],
    timeout: 300_000,
  });
}

/** Builds the Worker when `build/` is missing (or when asked), so the scripts serve what is deployed. */
export function ensureBuild(force = false) {
  execFileSync(process.execPath, ["scripts/ensure-dev-vars.mjs"], { cwd: ROOT, stdio: "inherit" });
  if (!force && existsSync(join(ROOT, "build/server/index.js"))) return;
  console.log("Building the Worker (npm run build)...");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], timeout: 600_000 });
}

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\]|::1)$/;

/** Refuses any host that is not this machine's loopback. */
export function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!LOOPBACK.test(host)) throw new Error(`Refusing a target that is not loopback: ${host}`);
}

const servers = new Set();

function killAll() {
  for (const server of servers) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  }
  servers.clear();
}
process.on("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/**
 * Serves the built Worker with `wrangler dev` on 127.0.0.1 over the local D1 in `persistTo`,
 * with the test routes on: on `port` when given (refused at once if another program holds it),
 * else on a free port. Resolves once `readyPath` answers; fails after `timeoutMs`. The server
 * runs in its own process group and is stopped with `stop()` or when this process ends.
 */
export async function startServer({ port: wanted, persistTo, timeoutMs = 120_000, log = false, readyPath = "/" }) {
  if (wanted !== undefined) await assertPortFree(wanted);
  const port = wanted ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  assertLoopback(url);
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persistTo,
      "--inspector-port",
      String(await freePort()),
      "--var",
      "ENABLE_TEST_ROUTES:true",
      "--show-interactive-dev-session=false",
      "--log-level",
      log ? "log" : "error",
    ],
    { cwd: ROOT, env: WRANGLER_ENV, detached: true, stdio: ["ignore", log ? "inherit" : "ignore", "inherit"] },
  );
  servers.add(child);
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const stop = async () => {
    if (!servers.delete(child) || exited) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
    const deadline = Date.now() + 10_000;
    while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!exited) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`wrangler dev on port ${port} exited before it answered.`);
    try {
      const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return { url, port, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`wrangler dev on port ${port} did not answer within ${timeoutMs / 1000} s.`);
}

/** Merges Set-Cookie headers into a Cookie header value. */
export function mergeCookies(current, response) {
  const jar = new Map(
    current
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    const name = pair.slice(0, pair.indexOf("=")).trim();
    const value = pair.slice(pair.indexOf("=") + 1);
    if (value === "" || /max-age=0\b/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Signs in through the login form like a browser (own client address) and returns the session cookie. */
export async function signIn(url, email, password, ip) {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email, password, remember: "on" }),
    headers: { Origin: url, "CF-Connecting-IP": ip, "Content-Type": "application/x-www-form-urlencoded" },
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`login for ${email} answered ${response.status}`);
  return mergeCookies("", response)
    .split("; ")
    .filter((pair) => !pair.startsWith("bidanku_toast="))
    .join("; ");
}
