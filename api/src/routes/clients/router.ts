// Client files (DESIGN §10): the caller's own clients. Another user's client is 404, on every route.
// Deleting a client deletes its file and calls; the results made for it are kept and unlinked
// (their client becomes none: generations.client_id is set to NULL by the foreign key), so nothing
// the user paid for is lost with a client file.
import { createClientWithinLimit, deleteClient, findClient, listClients, updateClient } from '@growth-suite/db';
import {
  CLIENT_CALLS_LIMIT_MESSAGE,
  CLIENT_CALLS_MAX,
  CLIENT_NOT_FOUND,
  CLIENTS_LIMIT_MESSAGE,
  CLIENTS_MAX,
  ClientCreateRequestSchema,
  ClientUpdateRequestSchema,
} from '@growth-suite/shared';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

export const CALL_NOT_FOUND = 'Call not found';

/** `?archived=1` lists archived clients too; absent or 0, only the active ones. */
function includeArchived(value: unknown): boolean {
  if (value === undefined || value === '0') return false;
  if (value === '1') return true;
  throw badRequest('archived must be 1 or 0');
}

export function clientRoutes({ knex }: RouteDeps): RouteDef[] {
  return [
    route('get', '/clients', 'user', async (ctx) => {
      ctx.body = await listClients(knex, ctx.state.user.id, { includeArchived: includeArchived(ctx.query.archived) });
    }),

    route('post', '/clients', 'user', async (ctx) => {
      const client = parseBody(ClientCreateRequestSchema, ctx.request.body);
      const created = await createClientWithinLimit(knex, ctx.state.user.id, client, CLIENTS_MAX);
      if (created === 'limit') throw conflict(CLIENTS_LIMIT_MESSAGE);
      ctx.status = 201;
      ctx.body = created;
    }),

    route('get', '/clients/:id', 'user', async (ctx) => {
      const client = await findClient(knex, ctx.state.user.id, parseId(ctx.params.id, CLIENT_NOT_FOUND));
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      ctx.body = client;
    }),

    route('patch', '/clients/:id', 'user', async (ctx) => {
      const id = parseId(ctx.params.id, CLIENT_NOT_FOUND);
      const { archived, addCalls, removeCallIds, ...fields } = parseBody(ClientUpdateRequestSchema, ctx.request.body);
      const updated = await updateClient(knex, ctx.state.user.id, id, { fields, archived, addCalls, removeCallIds }, CLIENT_CALLS_MAX);
      if (updated === 'not-found') throw notFound(CLIENT_NOT_FOUND);
      if (updated === 'call-not-found') throw notFound(CALL_NOT_FOUND);
      if (updated === 'calls-limit') throw conflict(CLIENT_CALLS_LIMIT_MESSAGE);
      ctx.body = updated;
    }),

    // The client's results stay in History, with no client (see the top of this file).
    route('delete', '/clients/:id', 'user', async (ctx) => {
      if (!(await deleteClient(knex, ctx.state.user.id, parseId(ctx.params.id, CLIENT_NOT_FOUND)))) throw notFound(CLIENT_NOT_FOUND);
      ctx.status = 204;
    }),
  ];
}
