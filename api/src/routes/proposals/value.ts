// PUT /api/history/proposal/:id/value (DESIGN §11.2, issue 52): the consultant corrects the value a
// saved proposal's fees rest on; code re-prices it as a new version (the tool's settle writes the
// figures from the version's own value), with no model call. Made from a version that is no longer
// the current one, or from one the client accepted, it is refused with 409 as every change is.
import { appendVersion, findGeneration } from '@growth-suite/db';
import { ACCEPTED_VERSION_MESSAGE, STALE_VERSION_MESSAGE } from '@growth-suite/shared/contract';
import { ProposalValueRequestSchema, VALUE_EDIT_LABEL, withValue, type ProposalResult } from '@growth-suite/shared/tools/proposal';
import { conflict, notFound } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

const ITEM_NOT_FOUND = 'History item not found';

export function valueRoutes({ knex }: RouteDeps): RouteDef[] {
  return [
    route('put', '/history/proposal/:id/value', 'member', async (ctx) => {
      const { baseVersion, drivers, budget } = parseBody(ProposalValueRequestSchema, ctx.request.body);
      const id = parseId(ctx.params.id, ITEM_NOT_FOUND);
      const item = await findGeneration(knex, ctx.state.scope, 'proposal', id);
      if (!item) throw notFound(ITEM_NOT_FOUND);
      const results = withValue(item.results as ProposalResult, { drivers, budget: budget ?? null });
      const outcome = await appendVersion(knex, {
        workspaceId: ctx.state.scope.workspaceId,
        tool: 'proposal',
        generationId: id,
        baseVersion,
        results,
        author: 'user',
        kind: 'edit',
        label: VALUE_EDIT_LABEL,
      });
      if (outcome.outcome === 'missing') throw notFound(ITEM_NOT_FOUND);
      if (outcome.outcome === 'stale') throw conflict(STALE_VERSION_MESSAGE, { currentVersion: outcome.currentVersion });
      if (outcome.outcome === 'locked') throw conflict(ACCEPTED_VERSION_MESSAGE, { acceptedVersion: outcome.lockedVersion });
      ctx.body = { version: outcome.version, results: outcome.results };
    }),
  ];
}
