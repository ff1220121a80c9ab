// Mail (DESIGN §11): every message is a row of the outbox, sent by a worker from the `mail` queue. The
// api writes the row and queues its job; with no SMTP server set the row is kept, not sent, and the
// site's admins see it. Zod-free: the api and the worker read these.
export const MAIL_QUEUE = 'mail';

/** The job: look at outbox row `mailId` and send it if it is due. Its `resend`-th job (a resend or the sweeper's) has its own id. */
export interface MailJobData {
  mailId: number;
}

export const mailJobId = (mailId: number, resend = 0) => (resend === 0 ? `mail-${mailId}` : `mail-${mailId}-r${resend}`);

/**
 * What a message is (its template): a team invitation, a password reset, the notice that an invitation
 * was accepted; and for a document sent to a client (DESIGN §10's sends): the document e-mailed to the
 * client (`sent`) and reminded (`sent-reminder`), and its news for the consultants — first opened, accepted, and
 * the client's messages in its threads (`change-requested`: a change asked, a question, her reply); the
 * consultants' replies to the client (`thread-reply`). Thread messages are batched per recipient (MAIL_BATCH_S).
 */
// 'acceptance-confirmation': the client's own copy of what she accepted (the PDF attached), to the address she typed.
export const MAIL_KINDS = ['invitation', 'password-reset', 'invitation-accepted', 'sent', 'sent-reminder', 'sent-opened', 'sent-accepted', 'change-requested', 'thread-reply', 'acceptance-confirmation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The messages a user may switch off; the others are security messages or were asked for. One choice,
 * `change-requested`, covers every message a client writes in a thread (a change, a question, a reply).
 */
export const NOTIFICATION_KINDS = ['sent-opened', 'sent-accepted', 'change-requested', 'invitation-accepted'] as const satisfies readonly MailKind[];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationPrefs = Record<NotificationKind, boolean>;

export const isNotificationKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** A personal note written beside a document e-mailed to a client: plain text, this long at most. */
export const MAIL_NOTE_MAX = 2000;

/** queued: waiting for a worker · sending: a worker has it · sent · failed (permanently, or out of retries) · not-configured: no SMTP server. */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed', 'not-configured'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** The outbox row's note when mail is off. */
export const MAIL_NOT_CONFIGURED = 'not sent: mail is not configured';

/** A one-time link's words in a message kept after sending (the link itself is not kept). */
export const LINK_REMOVED = '[the link is not kept after sending]';

/** A one-time link's words in the admins' preview of a message not sent yet: admins never see it. */
export const LINK_HIDDEN = '[one-time link: only its recipient sees it]';

// How a failed attempt is retried: the worker's MAIL_RETRY_* (packages/server/src/queues.ts, mailBackoff).

/**
 * When a sent document's client is reminded, if it is still neither accepted, withdrawn nor expired:
 * days after sending, and days before its link expires. Each at most once per address.
 */
export const REMINDERS = [
  { key: 'day-3', afterSentDays: 3 },
  { key: 'day-7', afterSentDays: 7 },
  { key: 'before-expiry', beforeExpiryDays: 2 },
] as const;
export type ReminderKey = (typeof REMINDERS)[number]['key'];
