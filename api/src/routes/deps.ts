import type { ApiMetrics } from '../lib/metrics.ts';
import type { SettingsCache } from '../lib/publicSettings.ts';
import type { DrawGate } from '../middleware/drawGate.ts';
import type { RateLimiter } from '../lib/rateLimit.ts';
import type { SessionStore } from '../lib/sessionStore.ts';
import type { AppDeps } from '../types.ts';

/** What route modules get: the app's dependencies plus the per-app services built on them. */
export interface RouteDeps extends AppDeps {
  sessions: SessionStore;
  limiter: RateLimiter;
  metrics: ApiMetrics;
  settingsCache: SettingsCache;
  /** Pages drawn on the server: the settings routes forget the kept signed-out ones when a setting changes. */
  drawnPages: Pick<DrawGate, 'clear'>;
}
