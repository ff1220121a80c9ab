import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { createContactSubmission, listContactSubmissions, updateContactStatus } from './contactSubmissions.ts';
import {
  clearGenerations,
  findGeneration,
  findGenerationByJobId,
  insertGenerationIdempotent,
  listGenerationsJson,
} from './generations.ts';
import { personalScope } from './workspaces.ts';
import { insertLlmCall, listLlmCalls } from './llmCalls.ts';
import { createSetting, findSetting, listSettingsByCategory, updateSettingValue } from './settings.ts';
import { countAdmins, createUser, deleteUser, findUserByLogin, toPublicUser } from './users.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const newUser = (name: string, role: 'user' | 'admin' = 'user') =>
  createUser(db.knex, { username: name, email: `${name}@example.com`, fullName: null, passwordHash: 'x', role });

describe('users', () => {
  it('finds by username or e-mail ignoring case and spaces, and never exposes the hash', async () => {
    const ann = await newUser('ann');
    expect((await findUserByLogin(db.knex, ' ANN '))?.id).toBe(ann.id);
    expect((await findUserByLogin(db.knex, 'Ann@Example.com'))?.id).toBe(ann.id);
    expect(toPublicUser(ann)).not.toHaveProperty('passwordHash');
    expect(toPublicUser(ann)).toMatchObject({ username: 'ann', isAdmin: false, fullName: null });
  });
  it('refuses a username that differs only in case', async () => {
    await expect(newUser('ANN')).rejects.toMatchObject({ code: 'ER_DUP_ENTRY' });
  });
  it('counts admins by the server rule', async () => {
    const before = await countAdmins(db.knex);
    await newUser('boss', 'admin');
    expect(await countAdmins(db.knex)).toBe(before + 1);
  });
});

describe('settings', () => {
  it('keys are case-sensitive', async () => {
    await createSetting(db.knex, { key: 'PRIVACY_POLICY_URL', value: '/a', description: null, category: 'links' });
    await createSetting(db.knex, { key: 'privacy_policy_url', value: '/b', description: null, category: 'links' });
    expect((await findSetting(db.knex, 'PRIVACY_POLICY_URL'))?.value).toBe('/a');
    expect((await findSetting(db.knex, 'privacy_policy_url'))?.value).toBe('/b');
    expect(await listSettingsByCategory(db.knex, 'links')).toEqual([
      { key: 'PRIVACY_POLICY_URL', value: '/a' },
      { key: 'privacy_policy_url', value: '/b' },
    ]);
  });
  it('updating an unknown key finds nothing', async () => {
    expect(await updateSettingValue(db.knex, 'NOPE', 'x')).toBeNull();
    expect((await updateSettingValue(db.knex, 'PRIVACY_POLICY_URL', '/c'))?.value).toBe('/c');
  });
});

describe('contact submissions', () => {
  it('are listed newest first and change status', async () => {
    const first = await createContactSubmission(db.knex, { name: 'A', email: 'a@x.co', subject: 'Hello', message: 'First message' });
    const second = await createContactSubmission(db.knex, { name: 'B', email: 'b@x.co', subject: 'Hello', message: 'Second message' });
    expect(first.status).toBe('new');
    expect((await listContactSubmissions(db.knex)).map((s) => s.id)).toEqual([second.id, first.id]);
    expect((await updateContactStatus(db.knex, first.id, 'read'))?.status).toBe('read');
    expect(await updateContactStatus(db.knex, 99999, 'read')).toBeNull();
  });
});

describe('generations', () => {
  it('one job id gives one row, however often it is written', async () => {
    const user = await newUser('gen1');
    const row = { jobId: 'gen-x-1', userId: user.id, tool: 'niche-finder' as const, request: { a: [1] }, results: { b: 2 }, provider: 'demo', model: 'demo' };
    const id = await insertGenerationIdempotent(db.knex, row);
    expect(await insertGenerationIdempotent(db.knex, { ...row, results: { b: 3 } })).toBe(id);
    expect(await db.knex('generations').where({ job_id: 'gen-x-1' }).count({ n: '*' }).first()).toEqual({ n: 1 });
    const stored = await findGenerationByJobId(db.knex, 'gen-x-1');
    expect(stored).toMatchObject({ id, userId: user.id, request: { a: [1] }, results: { b: 2 } });
  });

  it("lists a user's own records newest first with paging, and hides other users' records", async () => {
    const owner = await newUser('gen2');
    const other = await newUser('gen3');
    const scope = await personalScope(db.knex, owner.id);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await insertGenerationIdempotent(db.knex, { jobId: `gen-o-${i}`, userId: owner.id, tool: 'cold-email', request: { i }, results: [], provider: 'demo', model: 'm' }));
    }
    const theirs = await insertGenerationIdempotent(db.knex, { jobId: 'gen-t-1', userId: other.id, tool: 'cold-email', request: {}, results: [], provider: 'demo', model: 'm' });
    const list = async (page: { limit: number; before?: number }) => JSON.parse(await listGenerationsJson(db.knex, scope, 'cold-email', page)) as { id: number }[];
    const page1 = await list({ limit: 2 });
    expect(page1.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page1[0]).toMatchObject({ tool: 'cold-email', clientId: null, author: { id: owner.id, name: 'gen2' }, request: { i: 2 }, results: [] });
    const page2 = await list({ limit: 2, before: ids[1]! });
    expect(page2.map((r) => r.id)).toEqual([ids[0]]);
    expect(await findGeneration(db.knex, scope, 'cold-email', theirs)).toBeNull();
    expect(await findGeneration(db.knex, scope, 'niche-finder', ids[0]!)).toBeNull();
    expect((await findGeneration(db.knex, scope, 'cold-email', ids[0]!))?.request).toEqual({ i: 0 });
  });

  it("clears one tool or all of one user's records, never another user's", async () => {
    const a = await newUser('gen4');
    const b = await newUser('gen5');
    const add = (userId: number, tool: 'offer-creator' | 'growth-plan', n: number) =>
      insertGenerationIdempotent(db.knex, { jobId: `gen-c-${userId}-${tool}-${n}`, userId, tool, request: {}, results: {}, provider: 'demo', model: 'm' });
    await add(a.id, 'offer-creator', 1);
    await add(a.id, 'growth-plan', 1);
    await add(b.id, 'offer-creator', 1);
    const scopeA = await personalScope(db.knex, a.id);
    expect(await clearGenerations(db.knex, scopeA, 'offer-creator')).toBe(1);
    expect(await clearGenerations(db.knex, scopeA)).toBe(1);
    expect(JSON.parse(await listGenerationsJson(db.knex, await personalScope(db.knex, b.id), 'offer-creator', { limit: 10 }))).toHaveLength(1);
  });

  it("deleting a user deletes that user's history", async () => {
    const user = await newUser('gen6');
    await insertGenerationIdempotent(db.knex, { jobId: 'gen-d-1', userId: user.id, tool: 'growth-plan', request: {}, results: {}, provider: 'demo', model: 'm' });
    await deleteUser(db.knex, user.id);
    expect(await findGenerationByJobId(db.knex, 'gen-d-1')).toBeNull();
  });
});

describe('llm calls', () => {
  it('records each call', async () => {
    await insertLlmCall(db.knex, { jobId: 'gen-l-1', tool: 'niche-finder', provider: 'openai', model: 'm', status: 'error', durationMs: 12.6, inputTokens: null, outputTokens: null, errorKind: 'rate_limit' });
    expect(await listLlmCalls(db.knex, 'gen-l-1')).toMatchObject([{ status: 'error', durationMs: 13, errorKind: 'rate_limit' }]);
  });
});
