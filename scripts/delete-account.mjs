// Deletes a member's account and everything kept about them, on their request (privacy policy
// section 5: within 30 days; decision 052). Run it, then delete older SQL exports (docs/backup.md).
//   node scripts/delete-account.mjs --local someone@example.com
//   node scripts/delete-account.mjs --remote someone@example.com
import { execFileSync } from "node:child_process";
import { accountDeletionStatements } from "./delete-account-sql.mjs";

const args = process.argv.slice(2);
const target = args.includes("--remote") ? "--remote" : args.includes("--local") ? "--local" : null;
const email = args
  .find((arg) => !arg.startsWith("--"))
  ?.trim()
  .toLowerCase();
if (!target || !email?.includes("@")) {
  console.error("Usage: node scripts/delete-account.mjs --local|--remote EMAIL");
  process.exit(1);
}

const output = execFileSync(
  "npx",
  [
    "wrangler",
    "d1",
    "execute",
    "DB",
    target,
    "--command",
    accountDeletionStatements(email).join("\n"),
    "--json",
    "--yes",
  ],
  { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
);
const deleted = JSON.parse(output).flatMap((result) => result.results ?? []);
console.log(
  deleted.length > 0
    ? `${email}: account and its data deleted.`
    : `${email}: no account; questions and mail sent from this address (if any) deleted.`,
);
