// Settings (DESIGN §4, §7): `links` and `content` are public (the footer, legal and contact pages
// read them); `environment`, `system` and the full list are admin-only.
import { createSetting, deleteSetting, isDuplicateKey, listSettings, updateSettingValue } from '@growth-suite/db';
import {
  PUBLIC_SETTING_CATEGORIES,
  SETTING_CATEGORIES,
  SettingCreateRequestSchema,
  settingValueError,
  SettingUpdateRequestSchema,
} from '@growth-suite/shared';
import type { Middleware } from 'koa';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { isOneOf, parseBody } from '../../lib/validate.ts';
import type { AppState } from '../../types.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

export function settingRoutes({ knex, drawnPages, settingsCache }: RouteDeps): RouteDef[] {
  /** A setting changed: what shows the public ones is read again (the cache, the signed-out pages kept drawn). */
  const forget = () => {
    settingsCache.forget();
    drawnPages.clear();
  };

  const byCategory: Middleware<AppState> = async (ctx) => {
    const category = ctx.params.category;
    if (!isOneOf(SETTING_CATEGORIES, category)) throw notFound('Unknown settings category');
    ctx.body = await settingsCache.read(category);
  };

  const checkValue = (key: string, value: string) => {
    const problem = settingValueError(key, value);
    if (problem) throw badRequest(problem, { value: problem });
  };

  return [
    ...PUBLIC_SETTING_CATEGORIES.map((category) =>
      route('get', `/admin/settings/category/${category}`, 'public', (ctx, next) => {
        ctx.params = { ...ctx.params, category };
        return byCategory(ctx, next);
      }),
    ),
    route('get', '/admin/settings/category/:category', 'admin', byCategory),

    route('get', '/admin/settings', 'admin', async (ctx) => {
      ctx.body = await listSettings(knex);
    }),

    route('post', '/admin/settings', 'admin', async (ctx) => {
      const input = parseBody(SettingCreateRequestSchema, ctx.request.body);
      checkValue(input.key, input.value);
      try {
        ctx.body = await createSetting(knex, input);
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict('A setting with this key already exists');
        throw error;
      }
      forget();
      ctx.status = 201;
    }),

    route('put', '/admin/settings/:key', 'admin', async (ctx) => {
      const key = ctx.params.key ?? '';
      const { value } = parseBody(SettingUpdateRequestSchema, ctx.request.body);
      checkValue(key, value);
      const setting = await updateSettingValue(knex, key, value);
      if (!setting) throw notFound('Setting not found');
      forget();
      ctx.body = setting;
    }),

    route('delete', '/admin/settings/:key', 'admin', async (ctx) => {
      if (!(await deleteSetting(knex, ctx.params.key ?? ''))) throw notFound('Setting not found');
      forget();
      ctx.status = 204;
    }),
  ];
}
