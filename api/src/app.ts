// createApp builds the Koa app without listening, so tests drive it with supertest against
// real MySQL and Redis; index.ts adds the HTTP server and the shutdown sequence.
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import { drawingAnswers } from './drawingApi.ts';
import { csrfGuard, jsonBody } from './middleware/body.ts';
import { compression } from './middleware/compression.ts';
import { errorHandler } from './middleware/errors.ts';
import { requestContext } from './middleware/requestContext.ts';
import { securityHeaders } from './middleware/security.ts';
import { currentUser, sessions } from './middleware/session.ts';
import { createDrawGate } from './middleware/drawGate.ts';
import { createDrawnStyles } from './lib/drawnStyles.ts';
import { spa } from './middleware/spa.ts';
import { createApiMetrics } from './lib/metrics.ts';
import { createRateLimiter } from './lib/rateLimit.ts';
import { createSessionStore } from './lib/sessionStore.ts';
import { allowedMethods, createApiRouter } from './routes/index.ts';
import { createSettingsCache, PUBLIC_SETTINGS_CACHE_MS } from './lib/publicSettings.ts';
import type { AppDeps, AppState } from './types.ts';
import { cookieKeys } from './lib/cookieKeys.ts';

export type { AppDeps } from './types.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function createApp(deps: AppDeps): Koa<AppState> {
  const { config, logger } = deps;
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: config.trustProxyHops });
  app.silent = true; // errors are logged by errorHandler with their correlation id
  app.keys = cookieKeys([config.sessionSecret]); // signs the session cookie (lib/cookieKeys.ts)
  const sessionStore = createSessionStore(deps.redis, config.redisPrefix);
  const limiter = createRateLimiter(deps.redis, config.redisPrefix);
  const metrics = deps.metrics ?? createApiMetrics(deps);
  // Kept signed-out pages show the public settings: a setting's change forgets them (settings routes).
  const drawGate = createDrawGate({ concurrency: config.serverRender.concurrency, queue: config.serverRender.queue, keepMs: PUBLIC_SETTINGS_CACHE_MS });
  const settingsCache = deps.settingsCache ?? createSettingsCache(deps.knex);
  const api = createApiRouter({ ...deps, sessions: sessionStore, limiter, metrics, settingsCache, drawnPages: drawGate });

  app.use(requestContext(logger, metrics));
  app.use(compression());
  app.use(errorHandler());
  app.use(securityHeaders({ hsts: config.production && config.trustProxy }));
  app.use(csrfGuard());
  app.use(jsonBody());
  app.use(sessions(app, sessionStore));
  app.use(currentUser(deps));
  app.use(api.routes());
  app.use(allowedMethods(api)); // 405 for a known path with the wrong method
  // A drawn page's queries are answered by this app itself, in-process (drawingApi.ts).
  const drawing = { ...config.serverRender.drawing, answers: drawingAnswers(() => app.callback()) };
  app.use(spa(config.webDist ?? DEFAULT_WEB_DIST, logger, { budget: { limiter, limit: config.rateLimits.drawnPages }, gate: drawGate, drawing, styles: createDrawnStyles(deps.redis, config.redisPrefix) }));
  app.use((ctx) => {
    // Unknown /api paths (and non-GET outside /api) stay JSON.
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  });
  return app;
}
