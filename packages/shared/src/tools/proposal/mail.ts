// The proposal's messages (DESIGN §11): the proposal e-mailed to its client, its news for the
// consultants, and the names DESIGN gives the notification choices on the wire
// (`GET/PUT /api/account/notifications`). Server-side only: the layout escapes with escape-html.
import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPrefs } from '../../mail/index.ts';
import { renderMail, type MailBrand, type MailItem } from '../../mail/layout.ts';

/** Each choice's name on the wire. */
export const NOTIFICATION_NAMES = {
  'sent-opened': 'proposalOpened',
  'sent-accepted': 'proposalAccepted',
  'change-requested': 'changeRequested',
  'invitation-accepted': 'invitationAccepted',
} as const satisfies Record<NotificationKind, string>;
type WireName = (typeof NOTIFICATION_NAMES)[NotificationKind];
export type NotificationChoices = Record<WireName, boolean>;

export const NotificationChoicesRequestSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [NOTIFICATION_NAMES[kind], z.boolean({ error: `${NOTIFICATION_NAMES[kind]} must be true or false` })])) as Record<WireName, z.ZodBoolean>,
);

export const toChoices = (prefs: NotificationPrefs): NotificationChoices =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [NOTIFICATION_NAMES[kind], prefs[kind]])) as NotificationChoices;
export const fromChoices = (choices: NotificationChoices): NotificationPrefs =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, choices[NOTIFICATION_NAMES[kind]]])) as NotificationPrefs;

/** A proposal sent to its client: the consultant's own words (plain text), then the link. */
export function proposalMail(input: { title: string; note: string; url: string; expiresOn: string | null; senderName: string }, brand: MailBrand) {
  const lines = input.note.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return renderMail(
    {
      subject: input.title,
      paragraphs: [...lines, `${input.senderName} sent you a proposal: read it, choose the option that suits you, and accept it online or ask for a change.`],
      action: { label: 'Read the proposal', url: input.url },
      footnote: input.expiresOn ? `The link works until ${input.expiresOn}.` : 'The link works until it is withdrawn.',
    },
    brand,
  );
}

/**
 * The client's confirmation of her acceptance, to the address she typed: what she accepted, at which
 * fee, and the accepted proposal as a PDF (her copy: her name, never her address or browser).
 */
export function acceptanceConfirmationMail(input: { title: string; version: number; fullName: string; detail: string; senderName: string; url: string; attached: boolean }, brand: MailBrand) {
  return renderMail(
    {
      subject: `You accepted ${input.title}`,
      paragraphs: [
        `Thank you, ${input.fullName}. You accepted ${input.title} (version ${input.version}) from ${input.senderName}: ${input.detail}.`,
        input.attached ? 'The proposal as you accepted it is attached as a PDF, with its terms and its acceptance page.' : 'The proposal as you accepted it, with its terms, stays at the link below.',
      ],
      action: { label: 'Open the proposal', url: input.url },
      footnote: `You get this because this address was given when the proposal was accepted online. If that was not you, please tell ${input.senderName}.`,
    },
    brand,
  );
}

/** News of a proposal for its author and its team's admins (the client's thread messages: threadMail). */
export function proposalNewsMail(
  input: { kind: 'sent-opened' | 'sent-accepted'; title: string; version: number; who: string; detail: string; words: string; url: string; unsubscribeUrl: string; attached?: boolean },
  brand: MailBrand,
) {
  const subject = input.kind === 'sent-opened' ? `Opened: ${input.title}` : `Accepted: ${input.title}`;
  const paragraphs =
    input.kind === 'sent-opened'
      ? [`${input.title} (version ${input.version}) was opened by its reader for the first time.`]
      : [`${input.who || 'The client'} accepted ${input.title} (version ${input.version}): ${input.detail}.`, ...(input.attached ? ['The accepted proposal is attached as a PDF, with its acceptance page.'] : [])];
  return renderMail(
    { subject, paragraphs, action: { label: 'Open the proposal', url: input.url }, footnote: 'You get this because you made this proposal or help run its team.', unsubscribeUrl: input.unsubscribeUrl },
    brand,
  );
}

/** One message written in a thread on a sent proposal, as a (batched) mail lists it. */
export interface ThreadMailEvent {
  /** Names the event: the same event is never listed twice in one message. */
  key: string;
  /** A change asked or a question (a new thread), or a reply in a thread. */
  kind: 'change' | 'question' | 'reply';
  version: number;
  /** The section's label. */
  section: string;
  words: string;
  /** Where to read it: that section on the client's page, or the proposal's screen in the app. */
  url: string;
}

const eventHeading = (event: ThreadMailEvent, audience: 'consultants' | 'client') =>
  audience === 'client'
    ? `On "${event.section}"`
    : event.kind === 'change'
      ? `A change asked in "${event.section}" (version ${event.version})`
      : event.kind === 'question'
        ? `A question about "${event.section}" (version ${event.version})`
        : `A reply on "${event.section}"`;

const CONSULTANT_SUBJECT = { change: 'Change asked', question: 'Question', reply: 'Reply' } as const;

/**
 * The messages written in a proposal's threads, for the other side: the client's (a change, a question,
 * a reply) for its consultants, the consultants' replies for the client. One message lists every event
 * of its batch (DESIGN §11.2), each with its words and a link to its section.
 */
export function threadMail(
  input: { audience: 'consultants' | 'client'; title: string; who: string; events: readonly ThreadMailEvent[]; url: string; unsubscribeUrl?: string | undefined },
  brand: MailBrand,
) {
  const { events, audience, title } = input;
  const one = events.length === 1 ? events[0]! : null;
  const subject =
    audience === 'client'
      ? one
        ? `Reply: ${title}`
        : `${events.length} replies: ${title}`
      : one
        ? `${CONSULTANT_SUBJECT[one.kind]}: ${title}`
        : `${events.length} new messages: ${title}`;
  const lead =
    audience === 'client'
      ? `${input.who} ${one ? 'replied' : `wrote ${events.length} replies`} about ${title}:`
      : `${input.who || 'The client'} ${one ? 'wrote' : `wrote ${events.length} messages`} on ${title}:`;
  const items: MailItem[] = events.map((event) => ({
    heading: eventHeading(event, audience),
    words: event.words,
    // Her messages each link to her section of her page; the consultants' screen is one link, the button's.
    link: audience === 'client' ? { label: 'Read it and reply', url: event.url } : undefined,
  }));
  return renderMail(
    {
      subject,
      paragraphs: [lead],
      items,
      action: { label: audience === 'client' ? 'Read the proposal' : 'Open the proposal', url: input.url },
      footnote:
        audience === 'client'
          ? 'Reply on the proposal’s page, or answer this e-mail.'
          : 'You get this because you made this proposal or help run its team.',
      unsubscribeUrl: input.unsubscribeUrl,
    },
    brand,
  );
}

/** A reminder to the client of a proposal not accepted yet. */
export function proposalReminderMail(input: { title: string; url: string; senderName: string; expiresOn: string | null; beforeExpiry: boolean; unsubscribeUrl: string }, brand: MailBrand) {
  return renderMail(
    {
      subject: `Reminder: ${input.title}`,
      paragraphs: [
        input.beforeExpiry && input.expiresOn
          ? `The proposal ${input.senderName} sent you can be accepted until ${input.expiresOn}.`
          : `A reminder of the proposal ${input.senderName} sent you: read it, choose the option that suits you, and accept it online or ask for a change.`,
      ],
      action: { label: 'Read the proposal', url: input.url },
      footnote: input.expiresOn ? `The link works until ${input.expiresOn}.` : 'The link works until it is withdrawn.',
      unsubscribeUrl: input.unsubscribeUrl,
    },
    brand,
  );
}
