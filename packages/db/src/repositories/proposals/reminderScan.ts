// Reminders to the client of a sent proposal (DESIGN §11): by default 3 and 7 days after sending, and 2
// days before the link expires (REMINDERS), to each address it was e-mailed to; never once it is
// accepted, withdrawn, expired or sent again in a newer version; each at most once per address (the
// outbox's event key). The author switches them off per proposal; the client stops those to their
// address with the message's unsubscribe link. The scan is the `reminder-scan` job of the `scans` queue
// (REMINDER_SCAN_MS): one job per period for the whole cluster, run by a worker.
import { reminderUnsubscribeToken, unsubscribePagePath, unsubscribePath } from '@growth-suite/server';
import { DAY_MS, formatValidUntil, REMINDERS, type ReminderKey } from '@growth-suite/shared';
import { proposalReminderMail } from '@growth-suite/shared/tools/proposal/mail';
import type { ScanDeps } from '../../toolScan.ts';
import { findBrand } from '../brands.ts';
import { existingEventKeys } from '../mail.ts';
import { reminderCandidates, type ReminderCandidate } from './reminders.ts';

/** The reminders due at `now` for one e-mailed send (not yet asking whether they were written). */
export function dueReminders(candidate: Pick<ReminderCandidate, 'sentAt' | 'expiresAt'>, now: Date): ReminderKey[] {
  return REMINDERS.filter((reminder) =>
    'afterSentDays' in reminder
      ? now.getTime() >= candidate.sentAt.getTime() + reminder.afterSentDays * DAY_MS
      : candidate.expiresAt !== null && now.getTime() >= candidate.expiresAt.getTime() - reminder.beforeExpiryDays * DAY_MS,
  ).map((reminder) => reminder.key);
}

/**
 * One message per number of reminders due: when a second comes due, a second message. Reminders missed
 * while the service was down fold into one (the count jumps), instead of arriving minutes apart.
 */
const eventKey = (candidate: ReminderCandidate, dueCount: number) => `reminder-${candidate.sendId}-${dueCount}-${candidate.to.toLowerCase()}`.slice(0, 191);

/** Writes every reminder due at `now` that was not written yet; how many. */
export async function remindDue(deps: ScanDeps, now: Date): Promise<number> {
  let written = 0;
  for (const candidate of await reminderCandidates(deps.knex, now)) {
    const due = dueReminders(candidate, now);
    if (due.length === 0) continue;
    const key = eventKey(candidate, due.length);
    if ((await existingEventKeys(deps.knex, [key])).size > 0) continue;
    const frozen = candidate.frozen as { title?: string; locale?: string };
    const brand = await findBrand(deps.knex, { workspaceId: candidate.workspaceId });
    const senderName = brand.senderName.trim() || brand.firmName.trim() || 'Your consultant';
    const expiresOn = candidate.expiresAt ? formatValidUntil(candidate.expiresAt, frozen.locale || 'en-US') : null;
    // Every link on the configured public origin (APP_URL), never one a request once carried: the
    // stored link keeps only its path.
    const origin = deps.appUrl;
    const url = `${origin}${new URL(candidate.linkUrl).pathname}`;
    const token = reminderUnsubscribeToken(deps.secret, candidate.sendId, candidate.to);
    const unsubscribeUrl = `${origin}${unsubscribePath(token)}`;
    const message = proposalReminderMail(
      { title: frozen.title ?? 'Your proposal', url, senderName, expiresOn, beforeExpiry: due.includes('before-expiry'), unsubscribeUrl: `${origin}${unsubscribePagePath(token)}` },
      { firmName: brand.firmName, accentColor: brand.accentColor },
    );
    const sent = await deps.mail.send({ kind: 'sent-reminder', to: candidate.to, fromName: senderName, ...message, workspaceId: candidate.workspaceId, generationId: candidate.generationId, sendId: candidate.sendId, eventKey: key, unsubscribeUrl, replyTo: candidate.replyTo });
    if (sent.mailId) written += 1;
  }
  return written;
}
