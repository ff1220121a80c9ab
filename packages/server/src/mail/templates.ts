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
