// The news a user may switch off (DESIGN §11), by kind: each one's words on the settings page and on an
// unsubscribe link's page, and its name on the wire — the tools' own (their web entry points) and the
// team invitation's.
import { NOTIFICATION_KINDS, type NotificationKind } from '@growth-suite/shared';
import { boolean, object, oneOf, record, string } from '@growth-suite/shared/contract/check';
import { TOOL_WEB } from '../../generated/tools.ts';

/** A switch's label on /account/notifications. */
export const CHOICE_LABELS: Record<NotificationKind, string> = {
  'sent-opened': 'A client opens a document you sent for the first time',
  'sent-accepted': 'A client accepts a document you sent',
  'change-requested': 'A client asks for a change, asks a question or replies',
  'invitation-accepted': 'Someone accepts my team invitation',
};

/** What an unsubscribe link stops (its page says so before the button). */
export const STOPPED: Record<NotificationKind, string> = {
  'sent-opened': 'E-mails when a client first opens a document you sent',
  'sent-accepted': 'E-mails when a client accepts a document you sent',
  'change-requested': 'E-mails when a client asks for a change, asks a question or replies',
  'invitation-accepted': 'E-mails when someone accepts your team invitation',
};

const wireNames: Partial<Record<NotificationKind, string>> = Object.assign(
  { 'invitation-accepted': 'invitationAccepted' },
  ...Object.values(TOOL_WEB).map((tool: { notificationNames?: Partial<Record<NotificationKind, string>> }) => tool.notificationNames ?? {}),
);

/** The choices in the page's order: kind, wire name, label. */
export const CHOICES = NOTIFICATION_KINDS.flatMap((kind) => {
  const name = wireNames[kind];
  return name ? [{ kind, name, label: CHOICE_LABELS[kind] }] : [];
});

/** GET/PUT /api/account/notifications: one boolean per choice. */
export const ChoicesResponseSchema = record(CHOICES.map((choice) => choice.name), boolean());
export type Choices = Record<string, boolean>;

/** What a reminder's link stops: the reminders of one document to the client's address. */
export const REMINDERS_STOPPED = 'Reminders about this document';
/** An unsubscribe link names an account's kind of news, or a client's reminders. */
const LINK_KINDS = [...NOTIFICATION_KINDS, 'sent-reminder'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** GET /api/unsubscribe/:token: what the link stops, for whom (masked), and whether it is on. */
export const UnsubscribeResponseSchema = object({ kind: oneOf(LINK_KINDS), email: string(), on: boolean() });
/** POST /api/unsubscribe/:token → 200. */
export const UnsubscribedResponseSchema = object({ kind: oneOf(LINK_KINDS), on: boolean() });
