import { z } from 'zod';
import { CONTACT_STATUSES, LIMITS } from '../constants.ts';
import { email, text } from './fields.ts';

export const ContactRequestSchema = z.strictObject({
  name: text(2, 'Name must be at least 2 characters'),
  email: email(),
  subject: text(5, 'Subject must be at least 5 characters'),
  message: text(10, 'Message must be at least 10 characters', LIMITS.long),
});

export const ContactStatusRequestSchema = z.strictObject({
  status: z.enum(CONTACT_STATUSES, { error: 'Status must be new, read or responded' }),
});

export type ContactRequest = z.infer<typeof ContactRequestSchema>;
export type ContactStatusRequest = z.infer<typeof ContactStatusRequestSchema>;
