// Mail (DESIGN §11): the admins' outbox and "Forgot password?". Built with ./check.ts.
import { MAIL_KINDS, MAIL_STATES } from '../mail/index.ts';
import { array, count, id, nullable, object, oneOf, string, timestamp, type Infer } from './check.ts';

const MailRowSchema = object({
  id: id(),
  kind: oneOf(MAIL_KINDS),
  to: string(),
  subject: string(),
  state: oneOf(MAIL_STATES),
  attempts: count(),
  createdAt: timestamp(),
  sentAt: nullable(timestamp()),
  error: nullable(string()),
});

/** GET /api/admin/mail?state=&cursor=: the outbox, newest first; `nextCursor` is passed back as `cursor`. */
export const AdminMailResponseSchema = object({ items: array(MailRowSchema), nextCursor: nullable(string()), enabled: oneOf(['on', 'off'] as const) });

/** GET /api/admin/mail/:id: one message with both parts (a one-time link it held is gone once sent). */
/** One message's parts; `attachment` names the file it carries (or carried), if any. */
export const AdminMailMessageResponseSchema = object({ message: MailRowSchema, text: string(), html: string(), attachment: nullable(string()) });

/** POST /api/password/forgot → 202, the same for every address: whether mail is on. */
export const PasswordForgotResponseSchema = object({ mail: oneOf(['on', 'off'] as const) });

export type AdminMailResponse = Infer<typeof AdminMailResponseSchema>;
export type AdminMailRow = AdminMailResponse['items'][number];
export type AdminMailMessageResponse = Infer<typeof AdminMailMessageResponseSchema>;
export type PasswordForgotResponse = Infer<typeof PasswordForgotResponseSchema>;
