// The statements that delete an account on request (privacy policy section 5, decision 052),
// shared by scripts/delete-account.mjs and its integration test. Pure: no wrangler, no Node.

/** An SQL string literal; an address with a NUL or a line break is refused, never rewritten. */
function literal(text) {
  if (/[\0\r\n]/.test(text)) throw new Error("an email address cannot hold control characters");
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * In order: the member's questions and messages (kept by `set null` for a deleted user, so they
 * go first, with their public answers in Tanya Jawab and those answers' search counts; also
 * those sent with the same address before signing up), the mail still queued to
 * the address, then the user: sessions, password, calculator history, reading list, comments,
 * children with their measurements, doses and development checks, reminder settings, topics and
 * the record of reminder mails go with it (`on delete cascade`);
 * an admin's articles and audit lines stay without a name (`set null`).
 */
export function accountDeletionStatements(email) {
  const address = literal(String(email).trim().toLowerCase());
  const user = `(SELECT id FROM users WHERE lower(email) = ${address})`;
  const questions = `(SELECT id FROM questions WHERE user_id IN ${user} OR lower(email) = ${address})`;
  const answers = `(SELECT id FROM qa_entries WHERE question_id IN ${questions})`;
  return [
    // Her questions' public answers in Tanya Jawab go with them (cascade); the search vocabulary
    // first counts them out, once per answer that has an entry (decision 081).
    `UPDATE search_vocabulary SET articles = articles - (SELECT count(*) FROM qa_search_entries s WHERE s.entry = search_vocabulary.entry AND s.qa_id IN ${answers}) WHERE entry IN (SELECT entry FROM qa_search_entries WHERE qa_id IN ${answers});`,
    `DELETE FROM questions WHERE user_id IN ${user} OR lower(email) = ${address};`,
    "DELETE FROM search_vocabulary WHERE articles <= 0;",
    `INSERT INTO search_meta (name, value) VALUES ('articles', (SELECT count(*) FROM articles) + (SELECT count(*) FROM qa_entries)) ON CONFLICT (name) DO UPDATE SET value = excluded.value;`,
    `DELETE FROM mail_outbox WHERE lower("to") = ${address};`,
    `DELETE FROM users WHERE lower(email) = ${address} RETURNING email;`,
  ];
}
