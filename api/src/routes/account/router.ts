// The request's workspace's brand (issue 25, DESIGN §11): GET/PUT /api/account/brand (texts) and
// GET/PUT/DELETE /api/account/brand/logo (the image's own bytes, PNG or JPEG, ≤ 200 KB, ≤ 1000 px).
// Every member reads it; its admins and owners change it.
import { deleteBrandLogo, findBrand, findBrandLogo, saveBrandLogo, saveBrandTexts, type BrandRecord } from '@growth-suite/db';
import { BrandUpdateRequestSchema, checkLogo, LOGO_MAX_BYTES, LOGO_MESSAGES, moneySettings } from '@growth-suite/shared';
import type { BrandResponse } from '@growth-suite/shared/contract';
import type { Context } from 'koa';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { parseBody } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { logoUrl } from './brand.ts';

export const LOGO_PATH = '/api/account/brand/logo';
const NO_LOGO = 'The brand has no logo';

/**
 * The logo's address names its workspace: an <img> cannot send X-Workspace, so the guard reads a GET's
 * `?workspace=` instead (routes/guards.ts).
 */
const present = (brand: BrandRecord, workspaceId: number): BrandResponse => ({
  firmName: brand.firmName,
  senderName: brand.senderName,
  signature: brand.signature,
  accentColor: brand.accentColor,
  ...moneySettings(brand),
  terms: brand.terms,
  taxIncluded: brand.taxIncluded,
  taxRate: brand.taxRate,
  taxName: brand.taxName,
  logo: brand.logo ? { type: brand.logo.type as 'image/png' | 'image/jpeg', url: logoUrl(`${LOGO_PATH}?workspace=${workspaceId}`, brand.logo)!, updatedAt: brand.logo.updatedAt } : null,
  updatedAt: brand.updatedAt,
});

/** The request's bytes, stopping (413) as soon as they pass `limit`: a huge upload is never held whole. */
async function readBody(ctx: Context, limit: number): Promise<Buffer> {
  if (Number(ctx.get('Content-Length') || 0) > limit) throw new HttpError(413, LOGO_MESSAGES.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, LOGO_MESSAGES.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** An image answer: its own type, never sniffed, never run as a page. */
export function sendImage(ctx: Context, logo: { data: Buffer; type: string }, cache: string) {
  ctx.set('Cache-Control', cache);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Content-Disposition', 'inline');
  ctx.type = logo.type;
  ctx.body = logo.data;
}

export function accountRoutes({ knex }: RouteDeps): RouteDef[] {
  return [
    route('get', '/account/brand', 'member', async (ctx) => {
      ctx.body = present(await findBrand(knex, ctx.state.scope), ctx.state.scope.workspaceId);
    }),

    route('put', '/account/brand', 'workspace-admin', async (ctx) => {
      const input = parseBody(BrandUpdateRequestSchema, ctx.request.body);
      ctx.body = present(await saveBrandTexts(knex, ctx.state.scope, input), ctx.state.scope.workspaceId);
    }),

    route('put', '/account/brand/logo', 'workspace-admin', async (ctx) => {
      // The bytes decide what the image is; a Content-Type that is not an image is refused before reading.
      if (!ctx.is('image/png', 'image/jpeg')) throw badRequest(LOGO_MESSAGES.notImage, { logo: LOGO_MESSAGES.notImage });
      const data = await readBody(ctx, LOGO_MAX_BYTES);
      const checked = checkLogo(data);
      if (!checked.ok) throw badRequest(checked.message, { logo: checked.message });
      ctx.body = present(await saveBrandLogo(knex, ctx.state.scope, { data, type: checked.logo.type }), ctx.state.scope.workspaceId);
    }),

    route('delete', '/account/brand/logo', 'workspace-admin', async (ctx) => {
      if (!(await deleteBrandLogo(knex, ctx.state.scope))) throw notFound(NO_LOGO);
      ctx.status = 204;
    }),

    route('get', '/account/brand/logo', 'member', async (ctx) => {
      const logo = await findBrandLogo(knex, ctx.state.scope);
      if (!logo) throw notFound(NO_LOGO);
      // The address carries the logo's version (?v=), so the browser may keep this one a day.
      sendImage(ctx, logo, 'private, max-age=86400');
    }),
  ];
}
