// The settings a category holds, kept in memory: public ones are read on every page load. A write
// through this process forgets them at once (settings routes); other api processes, and the drawing
// threads of this one until told (middleware/renderThread.mjs), see it within PUBLIC_SETTINGS_CACHE_MS.
// While the database is down an expired entry is still served.
import { listSettingsByCategory, type Knex } from '@growth-suite/db';
import type { PublicSetting, SettingCategory } from '@growth-suite/shared';

export const PUBLIC_SETTINGS_CACHE_MS = 30_000;

export interface SettingsCache {
  read(category: SettingCategory): Promise<PublicSetting[]>;
  /** A setting changed: the next read asks the database. */
  forget(): void;
}

export function createSettingsCache(knex: Knex): SettingsCache {
  const cache = new Map<SettingCategory, { value: PublicSetting[]; expires: number }>();
  return {
    async read(category) {
      const hit = cache.get(category);
      if (hit && hit.expires > Date.now()) return hit.value;
      let value: PublicSetting[];
      try {
        value = await listSettingsByCategory(knex, category);
      } catch (error) {
        // While MySQL is down, pages keep the links and texts they had (stale beats a 503 here).
        if (hit) return hit.value;
        throw error;
      }
      cache.set(category, { value, expires: Date.now() + PUBLIC_SETTINGS_CACHE_MS });
      return value;
    },
    forget: () => cache.clear(),
  };
}
