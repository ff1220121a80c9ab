// Requests about mail (DESIGN §11): a proposal e-mailed to its client, and the notification choices.
import { z } from 'zod';
import { MAIL_NOTE_MAX, NOTIFICATION_KINDS, type NotificationKind } from '../mail.ts';
import { email, isStorableText, INVALID_CHARACTERS } from './fields.ts';

export const ProposalEmailRequestSchema = z.strictObject({
  to: email(),
  /** Plain text: it is never read as HTML, and a line break stays a line break. */
  message: z
    .string({ error: 'The message must be text' })
    .refine(isStorableText, { error: INVALID_CHARACTERS })
    .max(MAIL_NOTE_MAX, { error: `The message must be at most ${MAIL_NOTE_MAX} characters` })
    .optional(),
});

export const NotificationPrefsRequestSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ error: `${kind} must be true or false` })])) as Record<NotificationKind, z.ZodBoolean>,
);

export type ProposalEmailRequest = z.infer<typeof ProposalEmailRequestSchema>;
