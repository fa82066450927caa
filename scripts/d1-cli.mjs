// What the one-account scripts (promote.mjs, delete-account.mjs) share: `--local|--remote EMAIL`
// from the command line, and SQL run on that database through wrangler, answering its rows.
import { execFileSync } from "node:child_process";

/** The database flag and the lower-cased address, or the usage line and exit code 1. */
export function accountArguments(script) {
  const args = process.argv.slice(2);
  const target = args.includes("--remote") ? "--remote" : args.includes("--local") ? "--local" : null;
  const email = args
    .find((arg) => !arg.startsWith("--"))
    ?.trim()
    .toLowerCase();
  if (!target || !email?.includes("@")) {
    console.error(`Usage: node scripts/${script} --local|--remote EMAIL`);
    process.exit(1);
  }
  return { target, email };
}

/** Runs `sql` on the local or remote D1 and returns every row its statements answered. */
export function runD1(target, sql) {
  const output = execFileSync("npx", ["wrangler", "d1", "execute", "DB", target, "--command", sql, "--json", "--yes"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(output).flatMap((result) => result.results ?? []);
}
