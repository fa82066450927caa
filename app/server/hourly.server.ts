import { deleteExpiredSessions, deleteExpiredVerifications, deleteOldAuditRows } from "./housekeeping.server";
import { purgeOldOutboxMail } from "./mail.server";
import { deleteExpiredQuestions } from "./questions.server";
import { deleteExpiredRateLimits } from "./rate-limit.server";
import { deleteOldReminderMails, type ReminderRunResult, runReminders } from "./reminders.server";

/**
 * The hourly Cron Trigger's work (wrangler.toml; workers/app.ts `scheduled`) at `now`: clears
 * rate-limit counters whose window ended, visitors' questions past retention, outbox mail older
 * than a week, expired sign-in sessions and verification tokens (decision 064), audit rows older
 * than 12 months (decision 065) and reminder mail records older than 400 days; then sends the
 * reminders due (decision 075). The local outbox page runs it with the reminders at a chosen time
 * (`remindersAt`); the housekeeping always runs at `now`, so a time ahead never expires a
 * developer's own sessions.
 */
export async function runHourly(
  env: Pick<Env, "DB" | "RESEND_API_KEY" | "MAIL_FROM" | "PUBLIC_URL" | "SESSION_SECRET">,
  now: number,
  { remindersAt = now }: { remindersAt?: number } = {},
): Promise<ReminderRunResult> {
  const deleted = await deleteExpiredRateLimits(env, now);
  console.log(`rate_limits: ${deleted} expired rows deleted`);
  const questionsDeleted = await deleteExpiredQuestions(env, now);
  if (questionsDeleted > 0) console.log(`questions: ${questionsDeleted} past retention deleted`);
  await purgeOldOutboxMail(env, now);
  const sessionsDeleted = await deleteExpiredSessions(env, now);
  const tokensDeleted = await deleteExpiredVerifications(env, now);
  if (sessionsDeleted + tokensDeleted > 0) {
    console.log(`sessions: ${sessionsDeleted} expired deleted; verifications: ${tokensDeleted} expired deleted`);
  }
  const auditDeleted = await deleteOldAuditRows(env, now);
  if (auditDeleted > 0) console.log(`audit_log: ${auditDeleted} past retention deleted`);
  const remindersDeleted = await deleteOldReminderMails(env, now);
  if (remindersDeleted > 0) console.log(`reminder_mails: ${remindersDeleted} past retention deleted`);
  const reminders = await runReminders(env, remindersAt);
  if (reminders.members > 0) {
    console.log(
      `reminders: ${reminders.members} members looked at in ${reminders.chunks} chunks; ${reminders.mails} mails sent, ${reminders.failed} failed`,
    );
  }
  return reminders;
}
