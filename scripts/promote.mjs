// Makes an existing user super_admin: the way to get the first super_admin on a new database.
//   node scripts/promote.mjs --local someone@example.com
//   node scripts/promote.mjs --remote someone@example.com
import { execFileSync } from "node:child_process";
import { sqlValue } from "./seed-sql.mjs";

const args = process.argv.slice(2);
const target = args.includes("--remote") ? "--remote" : args.includes("--local") ? "--local" : null;
const email = args
  .find((arg) => !arg.startsWith("--"))
  ?.trim()
  .toLowerCase();
if (!target || !email?.includes("@")) {
  console.error("Usage: node scripts/promote.mjs --local|--remote EMAIL");
  process.exit(1);
}

const sql = `UPDATE users SET role = 'super_admin', updated_at = ${Date.now()} WHERE lower(email) = ${sqlValue(email)} RETURNING email, role;`;
const output = execFileSync("npx", ["wrangler", "d1", "execute", "DB", target, "--command", sql, "--json", "--yes"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
const rows = JSON.parse(output).flatMap((result) => result.results ?? []);
if (rows.length === 0) {
  console.error(`No user with email ${email}. Register first, then run this again.`);
  process.exit(1);
}
console.log(`${rows[0].email} is now super_admin.`);
