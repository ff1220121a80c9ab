// The stylesheets drawn pages link, kept for every api process: one process keeps what its page
// links, another serves it (real Redis); a name nobody kept is not found; Redis is told again, at most
// every 6 hours, while pages are drawn with it.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createDrawnStyles } from '../src/lib/drawnStyles.ts';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `gs-test-drawn-styles-${randomBytes(3).toString('hex')}`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('drawn styles', () => {
  it("one process keeps a page's styles, another (a replica) serves them; an unknown name is not found", async () => {
    const css = Buffer.from('.ant-btn{color:var(--ant-color-primary)}');
    await createDrawnStyles(redis, prefix).keep('a'.repeat(22), css);
    const replica = createDrawnStyles(redis, prefix);
    expect(await replica.find('a'.repeat(22))).toEqual(css);
    expect(await replica.find('b'.repeat(22))).toBeNull();
    // Kept for a while, not forever: a day after the last page drawn with it.
    const ttl = await redis.ttl(`${prefix}:drawn-styles:${'a'.repeat(22)}`);
    expect(ttl).toBeGreaterThan(23 * 3600);
    expect(ttl).toBeLessThanOrEqual(24 * 3600);
  });

  it('tells Redis again every 6 hours while pages are drawn with them, not on every page', async () => {
    let now = Date.parse('2026-12-05T00:00:00Z');
    const styles = createDrawnStyles(redis, prefix, () => now);
    const name = 'c'.repeat(22);
    const key = `${prefix}:drawn-styles:${name}`;
    await styles.keep(name, Buffer.from('.x{}'));
    await redis.expire(key, 100);
    now += 5 * 3600_000;
    await styles.keep(name, Buffer.from('.x{}'));
    expect(await redis.ttl(key)).toBeLessThanOrEqual(100);
    now += 3600_000;
    await styles.keep(name, Buffer.from('.x{}'));
    expect(await redis.ttl(key)).toBeGreaterThan(23 * 3600);
  });
});
