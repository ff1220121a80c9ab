// The contact form and the admin's inbox (DESIGN §4). Requests: `ContactRequestSchema` and
// `ContactStatusRequestSchema` (schemas/contact.ts).
import { CONTACT_STATUSES } from '../constants.ts';
import { array, id, object, oneOf, string, timestamp, type Infer } from './check.ts';

export const ContactSubmissionSchema = object({
  id: id(),
  name: string(),
  email: string(),
  subject: string(),
  message: string(),
  status: oneOf(CONTACT_STATUSES),
  createdAt: timestamp(),
});

/** POST /api/contact → 201 the thanks (`CONTACT_THANKS`). */
export const ContactResponseSchema = object({ message: string() });
/** GET /api/admin/contact-submissions: newest first. */
export const ContactSubmissionsResponseSchema = array(ContactSubmissionSchema);
/** PATCH /api/admin/contact-submissions/:id/status → 200 the submission. */
export const ContactStatusResponseSchema = ContactSubmissionSchema;

export type ContactResponse = Infer<typeof ContactResponseSchema>;
export type ContactSubmissionsResponse = Infer<typeof ContactSubmissionsResponseSchema>;
export type ContactStatusResponse = Infer<typeof ContactStatusResponseSchema>;
