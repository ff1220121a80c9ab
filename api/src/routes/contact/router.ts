// The public contact form and the admin's inbox (DESIGN §4).
import { createContactSubmission, listContactSubmissions, updateContactStatus } from '@growth-suite/db';
import { CONTACT_THANKS, ContactRequestSchema, ContactStatusRequestSchema } from '@growth-suite/shared';
import { notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

export function contactRoutes({ knex, limiter, config }: RouteDeps): RouteDef[] {
  return [
    route('post', '/contact', 'public', async (ctx) => {
      const input = parseBody(ContactRequestSchema, ctx.request.body);
      await limiter.consume(`contact:ip:${ctx.ip}`, config.rateLimits.contact);
      await createContactSubmission(knex, input);
      ctx.status = 201;
      ctx.body = { message: CONTACT_THANKS };
    }),

    route('get', '/admin/contact-submissions', 'admin', async (ctx) => {
      ctx.body = await listContactSubmissions(knex);
    }),

    route('patch', '/admin/contact-submissions/:id/status', 'admin', async (ctx) => {
      const id = parseId(ctx.params.id, 'Submission not found');
      const { status } = parseBody(ContactStatusRequestSchema, ctx.request.body);
      const submission = await updateContactStatus(knex, id, status);
      if (!submission) throw notFound('Submission not found');
      ctx.body = submission;
    }),
  ];
}
