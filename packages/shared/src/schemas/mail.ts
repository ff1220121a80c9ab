// Requests about mail (DESIGN §11): a sent document e-mailed to its client.
import { z } from 'zod';
import { MAIL_NOTE_MAX } from '../mail/index.ts';
import { email, isStorableText, INVALID_CHARACTERS } from './fields.ts';

export const SentEmailRequestSchema = z.strictObject({
  to: email(),
  /** Plain text: it is never read as HTML, and a line break stays a line break. */
  message: z
    .string({ error: 'The message must be text' })
    .refine(isStorableText, { error: INVALID_CHARACTERS })
    .max(MAIL_NOTE_MAX, { error: `The message must be at most ${MAIL_NOTE_MAX} characters` })
    .optional(),
});

export type SentEmailRequest = z.infer<typeof SentEmailRequestSchema>;
