import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDatabase, ensureDatabase } from './database.ts';
import { createKnex, DatabaseConfigError, parseDatabaseUrl } from './knex.ts';
import { migrateLatest } from './migrate.ts';
import { seed } from './seed.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';
import { verifyPassword } from './passwords.ts';
import { findUserByLogin } from './repositories/users.ts';

describe('database set-up', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('migrates twice without harm and creates every table', async () => {
    await migrateLatest(db.knex);
    for (const table of ['users', 'settings', 'contact_submissions', 'generations', 'llm_calls']) {
      expect(await db.knex.schema.hasTable(table)).toBe(true);
    }
  });

  it('seeds the administrator once, with the given password, and never overwrites settings', async () => {
    const lines: string[] = [];
    const first = await seed(db.knex, { adminPassword: 'admin-secret', log: (line) => lines.push(line) });
    expect(first).toEqual({ createdAdmin: true });
    expect(lines).toContain('created the administrator account');
    expect(lines.join('\n')).not.toContain('admin-secret');
    await db.knex('settings').where({ key: 'COMPANY_NAME' }).update({ value: 'Acme Growth' });
    const second = await seed(db.knex, { adminPassword: 'other' });
    expect(second).toEqual({ createdAdmin: false });
    const admin = await findUserByLogin(db.knex, 'ADMINISTRATOR');
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'admin-secret')).toBe(true);
    const company = await db.knex('settings').where({ key: 'COMPANY_NAME' }).first();
    expect(company.value).toBe('Acme Growth');
    expect(await db.knex('users').count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('generates an administrator password when none is given', async () => {
    const other = await createTestDatabase();
    try {
      const result = await seed(other.knex);
      expect(result.createdAdmin).toBe(true);
      expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
      const admin = await findUserByLogin(other.knex, 'administrator');
      expect(await verifyPassword(admin!.passwordHash, result.generatedPassword!)).toBe(true);
    } finally {
      await other.drop();
    }
  });
});

describe('configuration errors are one clear line', () => {
  it('an unreachable server', async () => {
    const error = await ensureDatabase('mysql://root@127.0.0.1:1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseConfigError);
    expect((error as Error).message).toBe('Cannot reach MySQL at 127.0.0.1:1 (ECONNREFUSED). Is it running? Check DATABASE_URL.');
  });
  it('credentials the server refuses', async () => {
    const error = await ensureDatabase('mysql://root:definitely-wrong@127.0.0.1:3306/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseConfigError);
    expect((error as Error).message).toMatch(/^MySQL refused the credentials in DATABASE_URL \(ER_ACCESS_DENIED[A-Z_]*\)\.$/);
  });
  it('a pool that cannot connect', async () => {
    const knex = createKnex('mysql://root@127.0.0.1:1/x');
    await expect(checkDatabase(knex)).rejects.toThrow('Cannot reach MySQL at 127.0.0.1:1');
    await knex.destroy();
  });
  it('a bad URL', () => {
    expect(() => parseDatabaseUrl('postgres://x/y')).toThrow('DATABASE_URL must start with mysql://');
    expect(() => parseDatabaseUrl('nonsense')).toThrow('DATABASE_URL is not a valid mysql:// URL.');
    expect(() => parseDatabaseUrl('mysql://root@localhost/')).toThrow(/must name a database/);
  });
});
