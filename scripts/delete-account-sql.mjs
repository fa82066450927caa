// The statements that delete an account on request (privacy policy section 5, decision 052),
// shared by scripts/delete-account.mjs and its integration test. Pure: no wrangler, no Node.

/** An SQL string literal; an address with a NUL or a line break is refused, never rewritten. */
function literal(text) {
  if (/[\0\r\n]/.test(text)) throw new Error("an email address cannot hold control characters");
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * In order: the member's questions and messages (kept by `set null` for a deleted user, so they
 * go first, also those sent with the same address before signing up), the mail still queued to
 * the address, then the user: sessions, password, calculator history, reading list, comments,
 * children with their measurements, doses and development checks, reminder settings, topics and
 * the record of reminder mails go with it (`on delete cascade`);
 * an admin's articles and audit lines stay without a name (`set null`).
 */
export function accountDeletionStatements(email) {
  const address = literal(String(email).trim().toLowerCase());
  const user = `(SELECT id FROM users WHERE lower(email) = ${address})`;
  return [
    `DELETE FROM questions WHERE user_id IN ${user} OR lower(email) = ${address};`,
    `DELETE FROM mail_outbox WHERE lower("to") = ${address};`,
    `DELETE FROM users WHERE lower(email) = ${address} RETURNING email;`,
  ];
}
