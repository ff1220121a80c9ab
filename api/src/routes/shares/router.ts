// Read-only share links (DESIGN §9). Members list and create links to one of their workspace's items
// and revoke their own (an admin or owner anyone's: DESIGN §11); anyone holding a live link reads that item's result, and nothing else, at GET /api/shared/:token.
import { randomBytes } from 'node:crypto';
import { createShareWithinLimit, deleteShare, findBrand, findBrandLogo, findGeneration, findShareWorkspace, findSharedGeneration, listShares, type ShareRecord } from '@growth-suite/db';
import { CreateShareRequestSchema, DAY_MS, isToolSlug, roleNeeded, MAX_LIVE_SHARES_PER_ITEM, toolDefinition, SHARE_LIMIT_MESSAGE, SHARE_NOT_FOUND, SHARE_TOKEN_PATTERN, sharePath, type Share } from '@growth-suite/shared';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { route, type MemberContext, type RouteDef } from '../route.ts';
import { toolParam } from '../tools/router.ts';
import { logoUrl, madeWithShown } from '../account/brand.ts';
import { sendImage } from '../account/router.ts';

/** 32 random bytes: 256 bits, far past guessing (the contract asks for ≥ 128). */
const newToken = () => randomBytes(32).toString('base64url');

/** The link's absolute address on the configured public origin (APP_URL), never a request's Host. */
const withUrl = (origin: string, share: ShareRecord): Share => ({ ...share, url: `${origin}${sharePath(share.token)}` });

export function shareRoutes({ knex, limiter, config }: RouteDeps): RouteDef[] {
  /** The workspace's item, or 404 as for any history item that is not the workspace's. */
  async function ownItem(ctx: MemberContext) {
    const tool = toolParam(ctx.params.tool);
    const id = parseId(ctx.params.id, 'History item not found');
    const record = await findGeneration(knex, ctx.state.scope, tool, id);
    if (!record) throw notFound('History item not found');
    return record;
  }

  return [
    route('get', '/history/:tool/:id/shares', 'member', async (ctx) => {
      const item = await ownItem(ctx);
      ctx.body = (await listShares(knex, ctx.state.scope, item.id)).map((share) => withUrl(config.appUrl, share));
    }),

    route('post', '/history/:tool/:id/shares', 'member', async (ctx) => {
      const { expiresInDays, version } = parseBody(CreateShareRequestSchema, ctx.request.body ?? {});
      const item = await ownItem(ctx);
      const now = new Date();
      // The cap is checked and the link inserted in one locked transaction, so a burst cannot pass it.
      const share = await createShareWithinLimit(
        knex,
        ctx.state.scope,
        {
          token: newToken(),
          generationId: item.id,
          createdAt: now,
          expiresAt: expiresInDays ? new Date(now.getTime() + expiresInDays * DAY_MS) : null,
          version,
        },
        MAX_LIVE_SHARES_PER_ITEM,
      );
      if (share === 'limit') throw conflict(SHARE_LIMIT_MESSAGE);
      if (share === 'not-found') throw notFound('History item not found');
      if (share === 'version-not-found') throw notFound('Version not found');
      ctx.status = 201;
      ctx.body = withUrl(config.appUrl, share);
    }),

    route('delete', '/shares/:token', 'member', async (ctx) => {
      const token = ctx.params.token ?? '';
      const outcome = SHARE_TOKEN_PATTERN.test(token) ? await deleteShare(knex, ctx.state.scope, token) : 'not-found';
      if (outcome === 'not-found') throw notFound('Share link not found');
      if (outcome === 'forbidden') throw forbidden(roleNeeded('admin'));
      ctx.status = 204;
    }),

    route('get', '/shared/:token', 'public', async (ctx) => {
      // Search engines must not index a shared result, even if a link leaks onto a public page.
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
      // Counted before the lookup, per client IP: guessing tokens costs a request each and stops here.
      await limiter.consume(`shared:ip:${ctx.ip}`, config.rateLimits.shared);
      const token = ctx.params.token ?? '';
      const item = SHARE_TOKEN_PATTERN.test(token) ? await findSharedGeneration(knex, token, new Date()) : null;
      if (!item) throw notFound(SHARE_NOT_FOUND);
      // The workspace's brand is its to show (issue 25): the firm, its accent and logo, never a person.
      const [brand, madeWith] = await Promise.all([findBrand(knex, item), madeWithShown(knex)]);
      // The result and what the document is; the request itself (who made it, for whom) stays here.
      const asRow = (value: unknown) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
      const title = isToolSlug(item.tool) ? toolDefinition(item.tool).documentName({ request: asRow(item.request), results: asRow(item.results) }) : '';
      ctx.body = {
        tool: item.tool,
        title,
        createdAt: item.createdAt,
        results: item.results,
        brand: { firmName: brand.firmName, accentColor: brand.accentColor, logoUrl: logoUrl(`/api/shared/${token}/logo`, brand.logo), madeWith, locale: brand.locale },
      };
    }),

    // The share page's logo, through the link: only while the link lives, and only its workspace's.
    route('get', '/shared/:token/logo', 'public', async (ctx) => {
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
      await limiter.consume(`shared:ip:${ctx.ip}`, config.rateLimits.shared);
      const token = ctx.params.token ?? '';
      const workspace = SHARE_TOKEN_PATTERN.test(token) ? await findShareWorkspace(knex, token, new Date()) : null;
      const logo = workspace === null ? null : await findBrandLogo(knex, workspace);
      if (!logo) throw notFound('No logo here');
      // Kept briefly: a revoked link's logo should stop showing soon after.
      sendImage(ctx, logo, 'private, max-age=300');
    }),
  ];
}
