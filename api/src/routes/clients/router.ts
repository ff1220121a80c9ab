// Client files (DESIGN §10, §11): the request's workspace's clients, which every member edits; a
// member deletes only the files they made. Another workspace's client is 404, on every route.
// Deleting a client deletes its file and calls; the results made for it are kept and unlinked
// (their client becomes none: generations.client_id is set to NULL by the foreign key), so nothing
// the user paid for is lost with a client file.
import { clientAuthor, createClientWithinLimit, deleteClient, findBrand, findClient, listClients, moveClient, updateClient } from '@growth-suite/db';
import {
  CLIENT_CALLS_LIMIT_MESSAGE,
  CLIENT_CALLS_MAX,
  CLIENT_MOVE_PACK_RUNNING,
  CLIENT_MOVE_SAME_WORKSPACE,
  CLIENT_NOT_FOUND,
  ClientMoveRequestSchema,
  CLIENTS_LIMIT_MESSAGE,
  CLIENTS_MAX,
  ClientCreateRequestSchema,
  ClientUpdateRequestSchema,
  clientValueSource,
  moneySettings,
  recheckValue,
  type ClientFields,
  type ReadValue,
  REQUEST_ID_PATTERN,
  roleAtLeast,
  roleNeeded,
} from '@growth-suite/shared';
import type { Knex } from 'knex';
import type { Scope } from '@growth-suite/db';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { parseAuthorFilter, parseBody, parseId } from '../../lib/validate.ts';
import { assertMayDelete } from '../guards.ts';
import { memberOf } from '../workspaces/access.ts';
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

export function clientRoutes({ knex, config, logger }: RouteDeps): RouteDef[] {
  return [
    route('get', '/clients', 'member', async (ctx) => {
      ctx.body = await listClients(knex, ctx.state.scope, { includeArchived: includeArchived(ctx.query.archived), author: parseAuthorFilter(ctx.query.author) });
    }),

    route('post', '/clients', 'member', async (ctx) => {
      const client = parseBody(ClientCreateRequestSchema, ctx.request.body);
      const value = await checkedValue(knex, ctx.state.scope, client.value as ReadValue | null | undefined, client);
      // An Idempotency-Key makes one client of one request however often it arrives (a second press
      // of "Build the pack", a double submit, a retry): the same request again answers 200 with the
      // client it made. The body of a replay is not compared: the key names the creation.
      const key = ctx.get('Idempotency-Key');
      if (key && !REQUEST_ID_PATTERN.test(key)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, _ or -');
      const made = await createClientWithinLimit(knex, ctx.state.scope, { ...client, value }, CLIENTS_MAX, key || undefined);
      if (made === 'limit') throw conflict(CLIENTS_LIMIT_MESSAGE);
      const { created, ...record } = made;
      ctx.status = created ? 201 : 200;
      ctx.body = record;
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

    // A team takes existing work (DESIGN §11.2): the client of the request's workspace moves into
    // `workspaceId` with everything made for it (what moves: db/repositories/clientMove.ts). The caller
    // is an admin or owner of both: a client or workspace they cannot see is 404, a role too low 403.
    route('post', '/clients/:id/move', 'member', async (ctx) => {
      const id = parseId(ctx.params.id, CLIENT_NOT_FOUND);
      const { workspaceId } = parseBody(ClientMoveRequestSchema, ctx.request.body);
      const scope = ctx.state.scope;
      if (!(await clientAuthor(knex, scope, id))) throw notFound(CLIENT_NOT_FOUND);
      if (!roleAtLeast(scope.role, 'admin')) throw forbidden(roleNeeded('admin'));
      const target = await memberOf(knex, scope.userId, String(workspaceId), 'admin');
      if (target.id === scope.workspaceId) throw badRequest(CLIENT_MOVE_SAME_WORKSPACE, { workspaceId: CLIENT_MOVE_SAME_WORKSPACE });
      const moved = await moveClient(knex, scope, id, target.id, { limit: CLIENTS_MAX, packStaleMs: config.generationWaitMs + 60_000 });
      if (moved === 'not-found') throw notFound(CLIENT_NOT_FOUND);
      if (moved === 'limit') throw conflict(`${target.name} already has ${CLIENTS_MAX} clients: delete one there before moving this one`);
      if (moved === 'pack-running') throw conflict(CLIENT_MOVE_PACK_RUNNING);
      logger.info({ clientId: id, from: scope.workspaceId, to: target.id, moved: moved.moved }, 'client moved');
      ctx.body = moved.client;
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
