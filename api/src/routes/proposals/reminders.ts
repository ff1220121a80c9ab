// Reminders to the client of a sent proposal (DESIGN §11): the author switches them off per proposal.
// The reminders themselves are written by the `reminder-scan` job (remindDue in @growth-suite/db), run
// by a worker once per REMINDER_SCAN_MS for the whole cluster, never by the api.
import { setReminders } from '@growth-suite/db';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route } from '../route.ts';

const RemindersRequestSchema = z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

export function remindersRoute({ knex }: RouteDeps) {
  return route('put', '/proposals/:id/reminders', 'member', async (ctx) => {
    const { enabled } = parseBody(RemindersRequestSchema, ctx.request.body);
    if (!(await setReminders(knex, ctx.state.scope, parseId(ctx.params.id, 'Proposal not found'), enabled))) throw notFound('Proposal not found');
    ctx.status = 204;
  });
}
