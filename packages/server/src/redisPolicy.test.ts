import { describe, expect, it } from 'vitest';
import { redisPolicyWarnings } from './redisPolicy.ts';

describe('Redis policy check', () => {
  it('is quiet for noeviction with append-only persistence', () => {
    expect(redisPolicyWarnings({ maxmemoryPolicy: 'noeviction', appendonly: 'yes', save: '' }, { production: true })).toEqual([]);
  });
  it('warns about any evicting policy', () => {
    const [warning] = redisPolicyWarnings({ maxmemoryPolicy: 'allkeys-lru', appendonly: 'yes', save: '' }, { production: false });
    expect(warning).toMatch(/maxmemory-policy is "allkeys-lru".*Set maxmemory-policy noeviction/);
  });
  it('warns about missing persistence only in production', () => {
    const facts = { maxmemoryPolicy: 'noeviction', appendonly: 'no', save: '' };
    expect(redisPolicyWarnings(facts, { production: false })).toEqual([]);
    expect(redisPolicyWarnings(facts, { production: true })[0]).toMatch(/no persistence.*Set appendonly yes/);
    expect(redisPolicyWarnings({ ...facts, save: '3600 1' }, { production: true })).toEqual([]);
  });
});
