// Makes an existing user super_admin: the way to get the first super_admin on a new database.
//   node scripts/promote.mjs --local someone@example.com
//   node scripts/promote.mjs --remote someone@example.com
import { accountArguments, runD1 } from "./d1-cli.mjs";
import { sqlValue } from "./seed-sql.mjs";

const { target, email } = accountArguments("promote.mjs");
const rows = runD1(
  target,
  `UPDATE users SET role = 'super_admin', updated_at = ${Date.now()} WHERE lower(email) = ${sqlValue(email)} RETURNING email, role;`,
);
if (rows.length === 0) {
  console.error(`No user with email ${email}. Register first, then run this again.`);
  process.exit(1);
}
console.log(`${rows[0].email} is now super_admin.`);
