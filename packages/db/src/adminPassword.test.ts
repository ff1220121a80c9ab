// `npm run admin:reset-password` run as a real command against a real database and Redis.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REDIS_URL } from '@growth-suite/server';
import { RESERVED_ADMIN_USERNAME } from '@growth-suite/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The api's own session store writes the sessions, so a change in its key layout fails here.
import { createSessionStore } from '../../../api/src/lib/sessionStore.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { seed } from './seed.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OLD_PASSWORD = 'old-admin-secret';
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
const prefix = `gs-test-reset-${Date.now()}-${process.pid}`;

let db: TestDatabase;
let redis: Redis;
const sessions = () => createSessionStore(redis, prefix);

function resetPassword(adminPassword = '') {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'reset-admin-password'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: db.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, ADMIN_PASSWORD: adminPassword },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

const adminHash = async () => (await db.knex('users').where({ username: RESERVED_ADMIN_USERNAME }).first('password_hash')).password_hash as string;
const adminId = async () => (await db.knex('users').where({ username: RESERVED_ADMIN_USERNAME }).first('id')).id as number;

beforeAll(async () => {
  db = await createTestDatabase();
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await seed(db.knex, { adminPassword: OLD_PASSWORD });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await db.drop();
});

describe('admin password reset command', () => {
  beforeEach(async () => {
    await db.knex('users').where({ username: RESERVED_ADMIN_USERNAME }).update({ password_hash: await hashPassword(OLD_PASSWORD) });
  });

  it('sets ADMIN_PASSWORD, ends every session of the administrator and leaves other users signed in', async () => {
    const id = await adminId();
    await sessions().set('admin-phone', { userId: id }, 60_000);
    await sessions().set('admin-laptop', { userId: id }, 60_000);
    await sessions().set('someone-else', { userId: id + 1000 }, 60_000);
    const before = await adminHash();

    const { status, output } = resetPassword('brand-new-secret');

    expect(status, output).toBe(0);
    expect(output).toContain('ended 2 session(s)');
    expect(output).not.toContain('brand-new-secret');
    const after = await adminHash();
    expect(after).not.toBe(before);
    expect(await verifyPassword(after, 'brand-new-secret')).toBe(true);
    expect(await verifyPassword(after, OLD_PASSWORD)).toBe(false);
    expect(await sessions().get('admin-phone')).toBeNull();
    expect(await sessions().get('admin-laptop')).toBeNull();
    expect(await redis.exists(`${prefix}:user-sessions:${id}`)).toBe(0);
    expect(await sessions().get('someone-else')).toEqual({ userId: id + 1000 });
  });

  it('without ADMIN_PASSWORD generates a password and prints it once', async () => {
    const before = await adminHash();
    const { status, output } = resetPassword();
    expect(status, output).toBe(0);
    const printed = /password \(shown once\): (\S+)/.exec(output)?.[1];
    expect(printed).toMatch(/^[\w-]{20}$/);
    expect(output.split(printed!)).toHaveLength(2);
    const after = await adminHash();
    expect(after).not.toBe(before);
    expect(await verifyPassword(after, printed!)).toBe(true);
  });

  it('refuses a password the sign-in form would refuse, and keeps the old one', async () => {
    const before = await adminHash();
    const { status, output } = resetPassword('short');
    expect(status).toBe(1);
    expect(output).toContain('Password must be at least 6 characters');
    expect(await adminHash()).toBe(before);
  });
});
