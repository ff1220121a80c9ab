// Liveness, readiness and the facts the SPA needs at start.
import { checkDatabase } from '@growth-suite/db';
import type { Meta } from '@growth-suite/shared';
import { route, type RouteDef } from '../route.ts';
import type { RouteDeps } from '../deps.ts';
import { VERSION } from '../../version.ts';

const CHECK_TIMEOUT_MS = 2000;

const withTimeout = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);

export function systemRoutes({ knex, redis, config }: RouteDeps): RouteDef[] {
  return [
    route('get', '/health', 'public', (ctx) => {
      ctx.body = { status: 'ok' };
    }),
    route('get', '/ready', 'public', async (ctx) => {
      const [mysql, cache] = await Promise.all([
        withTimeout(checkDatabase(knex)).then(() => 'ok' as const, () => 'down' as const),
        withTimeout(redis.ping()).then(() => 'ok' as const, () => 'down' as const),
      ]);
      const ready = mysql === 'ok' && cache === 'ok';
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ok' : 'unavailable', mysql, redis: cache };
    }),
    route('get', '/meta', 'public', (ctx) => {
      const meta: Meta = { aiProvider: config.aiProvider, version: VERSION };
      ctx.body = meta;
    }),
  ];
}
