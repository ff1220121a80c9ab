// Versions of the caller's own saved result (DESIGN §10): the list, one version, a hand edit and a
// restore. (The AI regeneration of a part is a queued job: tools/.) Every change names the version
// it was made from; when that is no longer the current one, nothing is written and the answer is
// 409 with the current number, so the screen can reload instead of overwriting another tab's change.
import { isDeepStrictEqual } from 'node:util';
import { acceptedCurrentVersion, appendVersion, findGeneration, findVersion, listVersions, type AppendOutcome, type NewVersion } from '@growth-suite/db';
import { partLabel, resolvePart, type ToolSlug } from '@growth-suite/shared';
import { ACCEPTED_VERSION_MESSAGE, EditResultsRequestSchema, RestoreRequestSchema, STALE_VERSION_MESSAGE } from '@growth-suite/shared/contract';
import type { Context } from 'koa';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { parseBody, parseId, parseResults } from '../../lib/validate.ts';
import type { AppState } from '../../types.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { toolParam } from '../tools/router.ts';
import { nameVersion } from '@growth-suite/db';
import { VersionNameRequestSchema } from '@growth-suite/shared/contract';

const ITEM_NOT_FOUND = 'History item not found';
export const VERSION_NOT_FOUND = 'Version not found';

type Ctx = Context & { state: AppState };

/** The answer to a change: the new current version, a 404 when the item went, or the 409. */
function changed(outcome: AppendOutcome) {
  if (outcome.outcome === 'missing') throw notFound(ITEM_NOT_FOUND);
  if (outcome.outcome === 'stale') throw conflict(STALE_VERSION_MESSAGE, { currentVersion: outcome.currentVersion });
  if (outcome.outcome === 'accepted') throw conflict(ACCEPTED_VERSION_MESSAGE, { acceptedVersion: outcome.acceptedVersion });
  return { version: outcome.version, results: outcome.results };
}

/**
 * A version a client accepted never changes: a change made from it answers 409 (with the accepted
 * version) until the caller says it means a new version to send again (`newVersion: true`).
 */
export async function refuseAccepted(knex: RouteDeps['knex'], generationId: number) {
  const acceptedVersion = await acceptedCurrentVersion(knex, generationId);
  if (acceptedVersion !== null) throw conflict(ACCEPTED_VERSION_MESSAGE, { acceptedVersion });
}

export function versionRoutes({ knex }: RouteDeps): RouteDef[] {
  /** The tool, id and the caller's own item (404 for anyone else's). */
  async function ownItem(ctx: Ctx) {
    const tool = toolParam(ctx.params.tool);
    const id = parseId(ctx.params.id, ITEM_NOT_FOUND);
    const item = await findGeneration(knex, ctx.state.user!.id, tool, id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return { tool, id, item };
  }

  /** A change the caller made by hand (an edit, a restore), written from `baseVersion`. */
  async function byUser(ctx: Ctx, tool: ToolSlug, generationId: number, baseVersion: number, change: Pick<NewVersion, 'results' | 'kind' | 'path' | 'label' | 'restoredFrom'>, newVersion?: true) {
    // An accepted version is refused where the version is written, under the lock an acceptance takes,
    // so no acceptance slips in between a check and the write.
    return changed(await appendVersion(knex, { ...change, userId: ctx.state.user!.id, tool, generationId, baseVersion, author: 'user', keepAccepted: !newVersion }));
  }

  async function ownVersion(ctx: Ctx, tool: ToolSlug, id: number) {
    const number = parseId(ctx.params.number, VERSION_NOT_FOUND);
    const version = await findVersion(knex, ctx.state.user!.id, tool, id, number);
    if (!version) throw notFound(VERSION_NOT_FOUND);
    return version;
  }

  return [
    route('get', '/history/:tool/:id/versions', 'user', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      const id = parseId(ctx.params.id, ITEM_NOT_FOUND);
      const list = await listVersions(knex, ctx.state.user!.id, tool, id);
      if (!list) throw notFound(ITEM_NOT_FOUND);
      ctx.body = list;
    }),

    route('get', '/history/:tool/:id/versions/:number', 'user', async (ctx) => {
      const { tool, id } = await ownItem(ctx);
      ctx.body = await ownVersion(ctx, tool, id);
    }),

    route('put', '/history/:tool/:id/results', 'user', async (ctx) => {
      const body = parseBody(EditResultsRequestSchema, ctx.request.body);
      const { tool, id, item } = await ownItem(ctx);
      const results = parseResults(tool, body.results);
      if (body.path !== undefined && !resolvePart(tool, body.path, results)) {
        throw badRequest('Choose a part of this result', { path: 'Choose a part of this result' });
      }
      // Saving what is already there adds no version (a Save pressed without a change).
      if (isDeepStrictEqual(results, item.results)) {
        ctx.body = { version: item.version, results: item.results };
        return;
      }
      ctx.body = await byUser(ctx, tool, id, body.baseVersion, {
        results,
        kind: 'edit',
        path: body.path,
        label: body.path === undefined ? undefined : partLabel(tool, body.path, results),
      }, body.newVersion);
    }),

    route('post', '/history/:tool/:id/versions/:number/restore', 'user', async (ctx) => {
      const { baseVersion, newVersion } = parseBody(RestoreRequestSchema, ctx.request.body);
      const { tool, id, item } = await ownItem(ctx);
      const version = await ownVersion(ctx, tool, id);
      if (version.number === item.version) {
        ctx.body = { version: item.version, results: item.results };
        return;
      }
      ctx.body = await byUser(ctx, tool, id, baseVersion, { results: version.results, kind: 'restore', restoredFrom: version.number }, newVersion);
    }),

    // A version's name is the user's label for it, not a change of the result: it needs no
    // baseVersion and makes no version, and a version a client accepted can be named too.
    route('patch', '/history/:tool/:id/versions/:number', 'user', async (ctx) => {
      const { name } = parseBody(VersionNameRequestSchema, ctx.request.body);
      const { tool, id } = await ownItem(ctx);
      const number = parseId(ctx.params.number, VERSION_NOT_FOUND);
      const version = await nameVersion(knex, ctx.state.user!.id, tool, id, number, name);
      if (!version) throw notFound(VERSION_NOT_FOUND);
      ctx.body = version;
    }),
  ];
}
