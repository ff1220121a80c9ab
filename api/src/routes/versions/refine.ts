// POST /api/history/:tool/:id/refine (DESIGN §10): regenerate one part of a saved result with AI.
// It is a generation in every way that matters (an LLM call that costs money): the same queue,
// admission limits, Idempotency-Key, deadline, event stream and cancel (tools/service.ts). The worker
// answers the part, splices it in and writes the next version; this route only checks what can be
// checked before paying: the item is the caller's, the path names one of its parts, and the change
// is made from the current version.
import { findChangeRequest, findGeneration, lockedCurrentVersion } from '@growth-suite/db';
import { resolvePart, type ToolSlug } from '@growth-suite/shared';
import { ACCEPTED_VERSION_MESSAGE, redraftInstruction, RefineRequestSchema, STALE_VERSION_MESSAGE } from '@growth-suite/shared/contract/versions';
import { badRequest, conflict, HttpError, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { requestIdFrom, toolParam } from '../tools/router.ts';
import { createGenerationService, HISTORY_ITEM_NOT_FOUND } from '../tools/service.ts';

export const NO_SUCH_PART_MESSAGE = 'This result has no such part';
const CHANGE_REQUEST_NOT_FOUND = 'Change request not found';
const CHANGE_REQUEST_PATH = 'A change request is answered on its own section';

export function refineRoutes(deps: RouteDeps): RouteDef[] {
  const generation = createGenerationService(deps);
  const { knex } = deps;

  /** 409 with the version the caller should reload. */
  const stale = (currentVersion: number) => conflict(STALE_VERSION_MESSAGE, { currentVersion });

  return [
    route('post', '/history/:tool/:id/refine', 'member', async (ctx) => {
      const tool: ToolSlug = toolParam(ctx.params.tool);
      const id = parseId(ctx.params.id, HISTORY_ITEM_NOT_FOUND);
      const body = parseBody(RefineRequestSchema, ctx.request.body);
      const { requestId, fresh } = requestIdFrom(ctx.get('Idempotency-Key'));
      const { scope } = ctx.state;
      // The item and whether a client accepted its current version, read together (one round trip's
      // wait): the second answer is used only once the first shows the item is the workspace's.
      const [owned, lockedAtStart] = await Promise.all([findGeneration(knex, scope, tool, id), body.newVersion ? null : lockedCurrentVersion(knex, id)]);
      if (!owned) throw notFound(HISTORY_ITEM_NOT_FOUND);
      // Answering a client's change request: its section, and its words as the instruction.
      const answering = body.changeRequestId === undefined ? null : await findChangeRequest(knex, scope, id, body.changeRequestId);
      if (body.changeRequestId !== undefined && !answering) throw notFound(CHANGE_REQUEST_NOT_FOUND);
      if (answering && answering.path !== body.path) throw badRequest(CHANGE_REQUEST_PATH, { path: CHANGE_REQUEST_PATH });
      // The client's words first; the owner's own instruction beside them, labelled (never instead of them).
      const instruction = answering ? redraftInstruction(answering.comment, body.instruction) : body.instruction;
      try {
        const outcome = await generation.run({
          userId: scope.userId,
          workspaceId: scope.workspaceId,
          tool,
          request: null, // the worker reads the saved request
          requestId,
          fresh,
          refine: {
            generationId: id,
            path: body.path,
            baseVersion: body.baseVersion,
            ...(instruction ? { instruction } : {}),
            ...(answering ? { kind: 'change-request' as const } : {}),
            ...(body.newVersion ? { newVersion: true as const } : {}),
          },
          // Only a new job: a replay of a finished one answers its version though the result moved on.
          beforeAdd: async () => {
            if (!resolvePart(tool, body.path, owned.results)) throw badRequest(NO_SUCH_PART_MESSAGE, { path: NO_SUCH_PART_MESSAGE });
            if (owned.version !== body.baseVersion) throw stale(owned.version);
            // Refused early so that it is not paid for; the worker's write refuses it under the lock too
            // (a client accepting during the LLM call).
            if (lockedAtStart !== null) throw conflict(ACCEPTED_VERSION_MESSAGE, { acceptedVersion: lockedAtStart });
          },
        });
        if (outcome.version === undefined) throw new Error('A refinement ended without a version');
        ctx.body = { version: outcome.version, results: outcome.results };
      } catch (error) {
        // The worker found the result changed meanwhile: say which version is current now.
        if (error instanceof HttpError && error.status === 409 && error.message === STALE_VERSION_MESSAGE && error.extra.body === undefined) {
          const now = await findGeneration(knex, scope, tool, id);
          if (!now) throw notFound(HISTORY_ITEM_NOT_FOUND);
          throw stale(now.version);
        }
        // A client accepted the version while the model wrote: nothing was written; say which version.
        if (error instanceof HttpError && error.status === 409 && error.message === ACCEPTED_VERSION_MESSAGE && error.extra.body === undefined) {
          const locked = await lockedCurrentVersion(knex, id);
          throw conflict(ACCEPTED_VERSION_MESSAGE, locked === null ? {} : { acceptedVersion: locked });
        }
        throw error;
      }
    }),
  ];
}
