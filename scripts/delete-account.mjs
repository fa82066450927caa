// Deletes a member's account and everything kept about them, on their request (privacy policy
// section 5: within 30 days; decision 052). Run it, then delete older SQL exports (docs/backup.md).
//   node scripts/delete-account.mjs --local someone@example.com
//   node scripts/delete-account.mjs --remote someone@example.com
import { accountArguments, runD1 } from "./d1-cli.mjs";
import { accountDeletionStatements } from "./delete-account-sql.mjs";

const { target, email } = accountArguments("delete-account.mjs");
const deleted = runD1(target, accountDeletionStatements(email).join("\n"));
console.log(
  deleted.length > 0
    ? `${email}: account and its data deleted.`
    : `${email}: no account; questions and mail sent from this address (if any) deleted.`,
);
