// The messages, one template per kind (DESIGN §11), each returning its subject and both parts; a
// tool's own messages are in its folder. Server-side only: the layout escapes with escape-html.
export { renderMail, type MailBrand } from './layout.ts';
import { PASSWORD_RESET_MINUTES } from '../schemas/password.ts';
import { INVITATION_DAYS } from '../schemas/workspaces.ts';
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
