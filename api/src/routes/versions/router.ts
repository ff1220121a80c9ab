// Versions of a saved result of the request's workspace (DESIGN §10, §11): the list, one version, a hand edit and a
// restore. (The AI regeneration of a part is a queued job: tools/.) Every change names the version
// it was made from; when that is no longer the current one, nothing is written and the answer is
// 409 with the current number, so the screen can reload instead of overwriting another tab's change.
// A version a client accepted, and the tool's computed figures, are the versions layer's rules
// (appendVersion): checked and applied there, under the lock, for every change alike.
import { isDeepStrictEqual } from 'node:util';
import { appendVersion, findGeneration, findVersion, listVersions, type AppendOutcome, type NewVersion } from '@growth-suite/db';
import { partLabel, resolvePart, settleResults, spliceResult, valueAt, type ToolSlug } from '@growth-suite/shared';
import { ACCEPTED_VERSION_MESSAGE, EditResultsRequestSchema, RestoreRequestSchema, STALE_VERSION_MESSAGE } from '@growth-suite/shared/contract';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { parseBody, parseId, parseResults } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type MemberContext, type RouteDef } from '../route.ts';
import { toolParam } from '../tools/router.ts';
import { nameVersion } from '@growth-suite/db';
import { VersionNameRequestSchema } from '@growth-suite/shared/contract';

const ITEM_NOT_FOUND = 'History item not found';
export const VERSION_NOT_FOUND = 'Version not found';

type Ctx = MemberContext;

/** The answer to a change: the new current version, a 404 when the item went, or the 409. */
function changed(outcome: AppendOutcome) {
  if (outcome.outcome === 'missing') throw notFound(ITEM_NOT_FOUND);
  if (outcome.outcome === 'stale') throw conflict(STALE_VERSION_MESSAGE, { currentVersion: outcome.currentVersion });
  if (outcome.outcome === 'locked') throw conflict(ACCEPTED_VERSION_MESSAGE, { acceptedVersion: outcome.lockedVersion });
  return { version: outcome.version, results: outcome.results };
}

const CHOOSE_PART = 'Choose a part of this result';

export function versionRoutes({ knex }: RouteDeps): RouteDef[] {
  /** The tool, id and the workspace's item (404 for another workspace's). */
  async function ownItem(ctx: Ctx) {
    const tool = toolParam(ctx.params.tool);
    const id = parseId(ctx.params.id, ITEM_NOT_FOUND);
    const item = await findGeneration(knex, ctx.state.scope, tool, id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return { tool, id, item };
  }

  /** A change the caller made by hand (an edit, a restore), written from `baseVersion`. */
  async function byUser(ctx: Ctx, tool: ToolSlug, generationId: number, baseVersion: number, change: Pick<NewVersion, 'results' | 'kind' | 'path' | 'label' | 'restoredFrom'>, newVersion?: true) {
    return changed(await appendVersion(knex, { ...change, workspaceId: ctx.state.scope.workspaceId, tool, generationId, baseVersion, author: 'user', newVersion }));
  }

  async function ownVersion(ctx: Ctx, tool: ToolSlug, id: number) {
    const number = parseId(ctx.params.number, VERSION_NOT_FOUND);
    const version = await findVersion(knex, ctx.state.scope, tool, id, number);
    if (!version) throw notFound(VERSION_NOT_FOUND);
    return version;
  }

  return [
    route('get', '/history/:tool/:id/versions', 'member', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      const id = parseId(ctx.params.id, ITEM_NOT_FOUND);
      const list = await listVersions(knex, ctx.state.scope, tool, id);
      if (!list) throw notFound(ITEM_NOT_FOUND);
      ctx.body = list;
    }),

    route('get', '/history/:tool/:id/versions/:number', 'member', async (ctx) => {
      const { tool, id } = await ownItem(ctx);
      ctx.body = await ownVersion(ctx, tool, id);
    }),

    route('put', '/history/:tool/:id/results', 'member', async (ctx) => {
      const body = parseBody(EditResultsRequestSchema, ctx.request.body);
      const { tool, id, item } = await ownItem(ctx);
      const sent = parseResults(tool, body.results);
      // With a path, only that part is the caller's change: it is spliced into the current version
      // (what the caller sent elsewhere is not taken). Made from another version, the change is stale
      // and appendVersion says so, whatever it holds.
      const part = body.path === undefined ? null : resolvePart(tool, body.path, sent);
      if (body.path !== undefined && (!part || !resolvePart(tool, body.path, item.results))) throw badRequest(CHOOSE_PART, { path: CHOOSE_PART });
      let edited = sent;
      if (body.path !== undefined && part) {
        try {
          edited = spliceResult(tool, item.results, body.path, valueAt(sent, part.segments));
        } catch {
          // The part fits its own schema but not a rule of the whole as it is now.
          throw badRequest(CHOOSE_PART, { path: CHOOSE_PART });
        }
      }
      // Saving what is already there adds no version (a Save pressed without a change, or a change of
      // computed figures only, which are the tool's to write).
      if (item.version === body.baseVersion && isDeepStrictEqual(settleResults(tool, item.request, edited), item.results)) {
        ctx.body = { version: item.version, results: item.results };
        return;
      }
      ctx.body = await byUser(ctx, tool, id, body.baseVersion, {
        results: edited,
        kind: 'edit',
        path: body.path,
        label: body.path === undefined ? undefined : partLabel(tool, body.path, edited),
      }, body.newVersion);
    }),

    route('post', '/history/:tool/:id/versions/:number/restore', 'member', async (ctx) => {
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
    route('patch', '/history/:tool/:id/versions/:number', 'member', async (ctx) => {
      const { name } = parseBody(VersionNameRequestSchema, ctx.request.body);
      const { tool, id } = await ownItem(ctx);
      const number = parseId(ctx.params.number, VERSION_NOT_FOUND);
      const version = await nameVersion(knex, ctx.state.scope, tool, id, number, name);
      if (!version) throw notFound(VERSION_NOT_FOUND);
      ctx.body = version;
    }),
  ];
}
