// The signed-in user's brand (issue 25): GET/PUT /api/account/brand (texts) and
// GET/PUT/DELETE /api/account/brand/logo (the image's own bytes, PNG or JPEG, ≤ 200 KB, ≤ 1000 px).
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
const NO_LOGO = 'You have no logo';

const present = (brand: BrandRecord): BrandResponse => ({
  firmName: brand.firmName,
  senderName: brand.senderName,
  signature: brand.signature,
  accentColor: brand.accentColor,
  ...moneySettings(brand),
  terms: brand.terms,
  logo: brand.logo ? { type: brand.logo.type as 'image/png' | 'image/jpeg', url: logoUrl(LOGO_PATH, brand.logo)!, updatedAt: brand.logo.updatedAt } : null,
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
    route('get', '/account/brand', 'user', async (ctx) => {
      ctx.body = present(await findBrand(knex, ctx.state.user.id));
    }),

    route('put', '/account/brand', 'user', async (ctx) => {
      const input = parseBody(BrandUpdateRequestSchema, ctx.request.body);
      ctx.body = present(await saveBrandTexts(knex, ctx.state.user.id, input));
    }),

    route('put', '/account/brand/logo', 'user', async (ctx) => {
      // The bytes decide what the image is; a Content-Type that is not an image is refused before reading.
      if (!ctx.is('image/png', 'image/jpeg')) throw badRequest(LOGO_MESSAGES.notImage, { logo: LOGO_MESSAGES.notImage });
      const data = await readBody(ctx, LOGO_MAX_BYTES);
      const checked = checkLogo(data);
      if (!checked.ok) throw badRequest(checked.message, { logo: checked.message });
      ctx.body = present(await saveBrandLogo(knex, ctx.state.user.id, { data, type: checked.logo.type }));
    }),

    route('delete', '/account/brand/logo', 'user', async (ctx) => {
      if (!(await deleteBrandLogo(knex, ctx.state.user.id))) throw notFound(NO_LOGO);
      ctx.status = 204;
    }),

    route('get', '/account/brand/logo', 'user', async (ctx) => {
      const logo = await findBrandLogo(knex, ctx.state.user.id);
      if (!logo) throw notFound(NO_LOGO);
      // The address carries the logo's version (?v=), so the browser may keep this one a day.
      sendImage(ctx, logo, 'private, max-age=86400');
    }),
  ];
}
