// Reminders to the client of a sent proposal (DESIGN §11): by default 3 and 7 days after sending, and 2
// days before the link expires (REMINDERS), to each address it was e-mailed to; never once it is
// accepted, withdrawn, expired or sent again in a newer version; each at most once per address (the
// outbox's event key, so several api processes scanning at once still write one). The author switches
// them off per proposal; the client stops those to their address with the message's unsubscribe link.
// A scan runs every REMINDER_SCAN_MS in each api process.
import { existingEventKeys, findBrand, reminderCandidates, setReminders, type Knex, type ReminderCandidate } from '@growth-suite/db';
import { DAY_MS, formatDateIn, REMINDERS, type ReminderKey } from '@growth-suite/shared';
import { proposalReminderMail } from '@growth-suite/shared/tools/proposal/mail';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailQueue } from '../../lib/mailQueue.ts';
import { reminderUnsubscribeToken, unsubscribePagePath, unsubscribePath } from '../../lib/unsubscribe.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route } from '../route.ts';

const RemindersRequestSchema = z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

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
export async function remindDue(deps: { knex: Knex; mail: MailQueue; secret: string }, now: Date): Promise<number> {
  let written = 0;
  for (const candidate of await reminderCandidates(deps.knex, now)) {
    const due = dueReminders(candidate, now);
    if (due.length === 0) continue;
    const key = eventKey(candidate, due.length);
    if ((await existingEventKeys(deps.knex, [key])).size > 0) continue;
    const frozen = candidate.frozen as { title?: string; locale?: string };
    const brand = await findBrand(deps.knex, { workspaceId: candidate.workspaceId });
    const senderName = brand.senderName.trim() || brand.firmName.trim() || 'Your consultant';
    const expiresOn = candidate.expiresAt ? formatDateIn(candidate.expiresAt, frozen.locale || 'en-US', { withTime: false }) : null;
    // The link's own site: the address the client was sent is where their unsubscribe works.
    const origin = new URL(candidate.linkUrl).origin;
    const token = reminderUnsubscribeToken(deps.secret, candidate.sendId, candidate.to);
    const unsubscribeUrl = `${origin}${unsubscribePath(token)}`;
    const message = proposalReminderMail(
      { title: frozen.title ?? 'Your proposal', url: candidate.linkUrl, senderName, expiresOn, beforeExpiry: due.includes('before-expiry'), unsubscribeUrl: `${origin}${unsubscribePagePath(token)}` },
      { firmName: brand.firmName, accentColor: brand.accentColor },
    );
    const sent = await deps.mail.send({ kind: 'sent-reminder', to: candidate.to, fromName: senderName, ...message, workspaceId: candidate.workspaceId, generationId: candidate.generationId, sendId: candidate.sendId, eventKey: key, unsubscribeUrl });
    if (sent.mailId) written += 1;
  }
  return written;
}

/** The scan in this api process, every `everyMs`; stopped with the returned function. */
export function startReminders(deps: { knex: Knex; mail: MailQueue; logger: Logger; secret: string }, everyMs: number): () => void {
  if (!deps.mail.enabled) return () => {};
  const timer = setInterval(() => {
    remindDue(deps, new Date()).catch((error: unknown) => deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'reminders: the scan failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function remindersRoute({ knex }: RouteDeps) {
  return route('put', '/proposals/:id/reminders', 'member', async (ctx) => {
    const { enabled } = parseBody(RemindersRequestSchema, ctx.request.body);
    if (!(await setReminders(knex, ctx.state.scope, parseId(ctx.params.id, 'Proposal not found'), enabled))) throw notFound('Proposal not found');
    ctx.status = 204;
  });
}
