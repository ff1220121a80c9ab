// Mail (DESIGN §11): every message is a row of the outbox, sent by a worker from the `mail` queue. The
// api writes the row and queues its job; with no SMTP server set the row is kept, not sent, and the
// site's admins see it. Zod-free: the api and the worker read these.
export const MAIL_QUEUE = 'mail';

/** The job: send outbox row `mailId`. One job per row and attempt of a resend, so one event is one message. */
export interface MailJobData {
  mailId: number;
}

export const mailJobId = (mailId: number, resend = 0) => (resend === 0 ? `mail-${mailId}` : `mail-${mailId}-r${resend}`);

/** What a message is (its template). */
export const MAIL_KINDS = ['invitation', 'password-reset', 'proposal', 'proposal-opened', 'proposal-accepted', 'change-requested', 'invitation-accepted'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The messages a user may switch off (DESIGN §11 `/api/account/notifications`); the others are security or asked for. */
export const NOTIFICATION_KINDS = ['proposalOpened', 'proposalAccepted', 'changeRequested', 'invitationAccepted'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationPrefs = Record<NotificationKind, boolean>;

/** Which preference a notification's message answers to. */
export const NOTIFICATION_OF: Partial<Record<MailKind, NotificationKind>> = {
  'proposal-opened': 'proposalOpened',
  'proposal-accepted': 'proposalAccepted',
  'change-requested': 'changeRequested',
  'invitation-accepted': 'invitationAccepted',
};

/** A personal note written beside a sent proposal: plain text, this long at most. */
export const MAIL_NOTE_MAX = 2000;

/** queued: waiting for a worker · sending: a worker has it · sent · failed (permanently, or out of retries) · not-configured: no SMTP server. */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed', 'not-configured'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** The outbox row's note when mail is off. */
export const MAIL_NOT_CONFIGURED = 'not sent: mail is not configured';

/** A one-time link's words in a message kept after sending (the link itself is not kept). */
export const LINK_REMOVED = '[the link is not kept after sending]';

/** How a failed attempt is retried (temporary failures: a 4xx reply, a lost connection). */
export const MAIL_ATTEMPTS = 5;
export const MAIL_BACKOFF_MS = 2000;
