// The messages, one template per kind (DESIGN §11). Each returns its subject and both parts.
import { INVITATION_DAYS, PASSWORD_RESET_MINUTES } from '@growth-suite/shared';
import { renderMail, type MailBrand } from './layout.ts';

export function invitationMail(input: { workspaceName: string; inviterName: string; role: string; url: string }, brand: MailBrand) {
  return renderMail(
    {
      subject: `${input.inviterName} invited you to ${input.workspaceName} on Growth Suite`,
      paragraphs: [`${input.inviterName} invited you to join the team ${input.workspaceName} as ${input.role === 'admin' ? 'an admin' : 'a member'}.`, 'Accept with an account under this e-mail address: sign up from the link if you have none yet.'],
      action: { label: 'Accept the invitation', url: input.url },
      footnote: `The link works for ${INVITATION_DAYS} days, once, and only for this address. If you did not expect it, ignore this message.`,
    },
    brand,
  );
}

export function passwordResetMail(input: { username: string; url: string }, brand: MailBrand) {
  return renderMail(
    {
      subject: 'Reset your Growth Suite password',
      paragraphs: [`Someone asked to reset the password of the account ${input.username}. If it was you, choose a new one from the link.`],
      action: { label: 'Choose a new password', url: input.url },
      footnote: `The link works for ${PASSWORD_RESET_MINUTES} minutes and once; using it signs the account out everywhere. If you did not ask, ignore this message: your password stays as it is.`,
    },
    brand,
  );
}

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

/** News of a proposal for its author and its team's admins. */
export function proposalNewsMail(
  input: { kind: 'proposal-opened' | 'proposal-accepted' | 'change-requested'; title: string; version: number; who: string; detail: string; words: string; url: string; unsubscribeUrl: string },
  brand: MailBrand,
) {
  const subject =
    input.kind === 'proposal-opened' ? `Opened: ${input.title}` : input.kind === 'proposal-accepted' ? `Accepted: ${input.title}` : `Change asked: ${input.title}`;
  const paragraphs =
    input.kind === 'proposal-opened'
      ? [`${input.title} (version ${input.version}) was opened by its reader for the first time.`]
      : input.kind === 'proposal-accepted'
        ? [`${input.who || 'The client'} accepted ${input.title} (version ${input.version}): ${input.detail}.`]
        : [`A change was asked on ${input.title} (version ${input.version}), in "${input.detail}":`, input.words];
  return renderMail(
    { subject, paragraphs, action: { label: 'Open the proposal', url: input.url }, footnote: 'You get this because you made this proposal or help run its team.', unsubscribeUrl: input.unsubscribeUrl },
    brand,
  );
}

/** To the inviter: the invited person joined. */
export function invitationAcceptedMail(input: { who: string; workspaceName: string; url: string; unsubscribeUrl: string }, brand: MailBrand) {
  return renderMail(
    {
      subject: `${input.who} joined ${input.workspaceName}`,
      paragraphs: [`${input.who} accepted your invitation and is now a member of ${input.workspaceName}.`],
      action: { label: 'See the team', url: input.url },
      footnote: 'You get this because you sent the invitation.',
      unsubscribeUrl: input.unsubscribeUrl,
    },
    brand,
  );
}
