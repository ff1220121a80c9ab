// Client files (DESIGN §10, §11): the request's workspace's clients, which every member edits; a
// member deletes only the files they made. Another workspace's client is 404, on every route.
// Deleting a client deletes its file and calls; the results made for it are kept and unlinked
// (their client becomes none: generations.client_id is set to NULL by the foreign key), so nothing
// the user paid for is lost with a client file.
import { clientAuthor, createClientWithinLimit, deleteClient, findBrand, findClient, listClients, updateClient } from '@growth-suite/db';
import {
  CLIENT_CALLS_LIMIT_MESSAGE,
  CLIENT_CALLS_MAX,
  CLIENT_NOT_FOUND,
  CLIENTS_LIMIT_MESSAGE,
  CLIENTS_MAX,
  ClientCreateRequestSchema,
  ClientUpdateRequestSchema,
  clientValueSource,
  moneySettings,
  recheckValue,
  type ClientFields,
  type ReadValue,
} from '@growth-suite/shared';
import type { Knex } from 'knex';
import type { Scope } from '@growth-suite/db';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { parseAuthorFilter, parseBody, parseId } from '../../lib/validate.ts';
import { assertMayDelete } from '../guards.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

export const CALL_NOT_FOUND = 'Call not found';

/** `?archived=1` lists archived clients too; absent or 0, only the active ones. */
function includeArchived(value: unknown): boolean {
  if (value === undefined || value === '0') return false;
  if (value === '1') return true;
  throw badRequest('archived must be 1 or 0');
}

/**
 * A value as the consultant sent it, checked by the server against the file and its calls (DESIGN
 * §11.2): `verified` is code's, `confirmed` stays theirs. In the file's money (its own, else the brand's).
 */
async function checkedValue(knex: Knex, scope: Scope, value: ReadValue | null | undefined, file: Partial<ClientFields> & { calls: readonly { transcript: string }[] }): Promise<ReadValue | null | undefined> {
  if (!value) return value;
  const brand = await findBrand(knex, scope);
  const { currency } = moneySettings({ currency: file.currency || brand.currency, locale: brand.locale });
  const source = clientValueSource({ budgetSignals: file.budgetSignals ?? '', pains: file.pains ?? '', notes: file.notes ?? '', goals: file.goals ?? '', calls: file.calls.map((call) => ({ date: '', transcript: call.transcript })) });
  return recheckValue(value, source, currency);
}

export function clientRoutes({ knex }: RouteDeps): RouteDef[] {
  return [
    route('get', '/clients', 'member', async (ctx) => {
      ctx.body = await listClients(knex, ctx.state.scope, { includeArchived: includeArchived(ctx.query.archived), author: parseAuthorFilter(ctx.query.author) });
    }),

    route('post', '/clients', 'member', async (ctx) => {
      const client = parseBody(ClientCreateRequestSchema, ctx.request.body);
      const value = await checkedValue(knex, ctx.state.scope, client.value as ReadValue | null | undefined, client);
      const created = await createClientWithinLimit(knex, ctx.state.scope, { ...client, value }, CLIENTS_MAX);
      if (created === 'limit') throw conflict(CLIENTS_LIMIT_MESSAGE);
      ctx.status = 201;
      ctx.body = created;
    }),

    route('get', '/clients/:id', 'member', async (ctx) => {
      const client = await findClient(knex, ctx.state.scope, parseId(ctx.params.id, CLIENT_NOT_FOUND));
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      ctx.body = client;
    }),

    route('patch', '/clients/:id', 'member', async (ctx) => {
      const id = parseId(ctx.params.id, CLIENT_NOT_FOUND);
      const { archived, addCalls, removeCallIds, value: sent, ...fields } = parseBody(ClientUpdateRequestSchema, ctx.request.body);
      // A value is checked against the file as it will be: its fields and calls after this change.
      let value: ReadValue | null | undefined = sent as ReadValue | null | undefined;
      if (sent) {
        const current = await findClient(knex, ctx.state.scope, id);
        if (!current) throw notFound(CLIENT_NOT_FOUND);
        const removed = new Set(removeCallIds ?? []);
        value = await checkedValue(knex, ctx.state.scope, value, { ...current, ...fields, calls: [...(addCalls ?? []), ...current.calls.filter((call) => !removed.has(call.id))] });
      }
      const updated = await updateClient(knex, ctx.state.scope, id, { fields, value, archived, addCalls, removeCallIds }, CLIENT_CALLS_MAX);
      if (updated === 'not-found') throw notFound(CLIENT_NOT_FOUND);
      if (updated === 'call-not-found') throw notFound(CALL_NOT_FOUND);
      if (updated === 'calls-limit') throw conflict(CLIENT_CALLS_LIMIT_MESSAGE);
      ctx.body = updated;
    }),

    // The client's results stay in History, with no client (see the top of this file).
    route('delete', '/clients/:id', 'member', async (ctx) => {
      const id = parseId(ctx.params.id, CLIENT_NOT_FOUND);
      const author = await clientAuthor(knex, ctx.state.scope, id);
      if (author === null) throw notFound(CLIENT_NOT_FOUND);
      assertMayDelete(ctx.state.scope, author);
      if (!(await deleteClient(knex, ctx.state.scope, id))) throw notFound(CLIENT_NOT_FOUND);
      ctx.status = 204;
    }),
  ];
}
