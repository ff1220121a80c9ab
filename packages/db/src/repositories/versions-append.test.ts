// appendVersion as refinements use it: idempotent by job id, stale from an old base, and pruned to
// VERSIONS_MAX (the oldest AI regenerations first; the original and the current version stay); and
// a change that keeps an accepted version sees an acceptance that lands while it waits for the lock;
// any change of any tool is refused from a locked version unless it is a new version.
import { VERSIONS_MAX } from '@growth-suite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { insertGenerationIdempotent } from './generations.ts';
import { acceptSend, sendCurrentVersion } from './proposals/index.ts';
import { createUser } from './users.ts';
import { personalScope } from './workspaces.ts';
import type { Scope } from '../scope.ts';
import { appendVersion, findVersionByJobId } from './versions.ts';

let db: TestDatabase;
let userId: number;
let scope: Scope;
beforeAll(async () => {
  db = await createTestDatabase();
  userId = (await createUser(db.knex, { username: 'versions-user', email: 'v@example.com', fullName: null, passwordHash: 'x', role: 'user' })).id;
  scope = await personalScope(db.knex, userId);
});
afterAll(() => db.drop());

const newGeneration = (jobId: string) =>
  insertGenerationIdempotent(db.knex, { jobId, userId, tool: 'growth-plan', request: {}, results: { n: 0 }, provider: 'demo', model: 'demo' });

const change = (generationId: number, baseVersion: number, extra: { jobId?: string; kind?: 'regenerate' | 'edit' } = {}) => ({
  workspaceId: scope.workspaceId,
  tool: 'growth-plan' as const,
  generationId,
  baseVersion,
  results: { n: baseVersion },
  author: 'ai' as const,
  kind: extra.kind ?? ('regenerate' as const),
  path: 'strategy/kpis',
  jobId: extra.jobId,
});

describe('appendVersion', () => {
  it('the same job id twice finds its version (even from a base that is no longer current); another base is stale', async () => {
    const id = await newGeneration('versions-idem');
    expect(await appendVersion(db.knex, change(id, 1, { jobId: 'refine-job-1' }))).toEqual({ outcome: 'written', version: 2, results: { n: 1 } });
    expect(await appendVersion(db.knex, change(id, 1, { jobId: 'refine-job-1' }))).toEqual({ outcome: 'written', version: 2, results: { n: 1 } });
    expect(await appendVersion(db.knex, change(id, 1, { jobId: 'refine-job-2' }))).toEqual({ outcome: 'stale', currentVersion: 2 });
    expect(await appendVersion(db.knex, { ...change(id, 2), workspaceId: scope.workspaceId + 1000 })).toEqual({ outcome: 'missing' });
    expect(await findVersionByJobId(db.knex, 'refine-job-1')).toEqual({ generationId: id, number: 2, results: { n: 1 } });
    expect(await db.knex('generation_versions').where({ generation_id: id })).toHaveLength(2);
  });

  it(`keeps at most ${VERSIONS_MAX}: the oldest AI regenerations go first, the original and the current stay`, async () => {
    const id = await newGeneration('versions-prune');
    // Version 2 is a hand edit, the rest AI regenerations.
    await appendVersion(db.knex, change(id, 1, { kind: 'edit' }));
    for (let base = 2; base < VERSIONS_MAX + 5; base += 1) await appendVersion(db.knex, change(id, base));
    const numbers: number[] = (await db.knex('generation_versions').where({ generation_id: id }).orderBy('number').pluck('number')).map(Number);
    const current = VERSIONS_MAX + 5;
    expect(numbers).toHaveLength(VERSIONS_MAX);
    expect(numbers[0]).toBe(1);
    expect(numbers).toContain(2); // the hand edit stays: AI drafts are pruned before it, though it is older
    expect(numbers.at(-1)).toBe(current);
    // What went: the five oldest AI regenerations (3–7).
    expect(numbers.slice(1, 3)).toEqual([2, 8]);
    expect((await db.knex('generations').where({ id }).first()).current_version).toBe(current);
  }, 60_000);
});

describe('appendVersion of an accepted proposal', () => {
  const proposal = (jobId: string) =>
    insertGenerationIdempotent(db.knex, { jobId, userId, tool: 'proposal', request: {}, results: { n: 0 }, provider: 'demo', model: 'demo' });
  const edit = (generationId: number, keepAccepted: boolean) => ({ workspaceId: scope.workspaceId, tool: 'proposal' as const, generationId, baseVersion: 1, results: { n: 1 }, author: 'user' as const, kind: 'edit' as const, newVersion: !keepAccepted });
  const acceptance = { tier: 'Growth', inputs: {}, fullName: 'Dana Client', email: 'dana@example.com', ip: '127.0.0.1', userAgent: 'test', now: new Date() };
  const sendOf = async (generationId: number, token: string) =>
    (await sendCurrentVersion(db.knex, scope, { generationId, token, now: new Date(), expiresAt: null, freeze: () => ({ snapshot: '{}', hash: 'h', frozen: '{}' }) }))!.send;

  it('is refused when the client accepted the current version, unless a new version is meant', async () => {
    const id = await proposal('versions-accepted');
    expect((await acceptSend(db.knex, await sendOf(id, 'accepted-token-1'), acceptance)).outcome).toBe('accepted');
    expect(await appendVersion(db.knex, edit(id, true))).toEqual({ outcome: 'locked', lockedVersion: 1 });
    expect(await appendVersion(db.knex, edit(id, false))).toEqual({ outcome: 'written', version: 2, results: { n: 1 } });
    // An AI change (a redraft's write) is held to the same rule: locked again at version 3, refused.
    await acceptSend(db.knex, await sendOf(id, 'accepted-token-3'), acceptance);
    expect(await appendVersion(db.knex, { ...change(id, 2), tool: 'proposal' as const, jobId: 'redraft-of-accepted' })).toEqual({ outcome: 'locked', lockedVersion: 2 });
    expect(await findVersionByJobId(db.knex, 'redraft-of-accepted')).toBeNull();
  });

  it('sees an acceptance that held the lock while the change waited for it', async () => {
    const id = await proposal('versions-accept-race');
    const send = await sendOf(id, 'accepted-token-2');
    // An acceptance in flight: it holds the proposal's lock (as acceptSend does) while the change starts.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const accepting = db.knex.transaction(async (trx) => {
      await trx('generations').where({ id }).forUpdate().first('id');
      locked();
      await held;
      await trx('proposal_acceptances').insert({ send_id: send.id, generation_id: id, version: 1, tier: 'Growth', inputs: '{}', full_name: 'Dana', email: 'd@example.com', ip: '127.0.0.1', user_agent: 't', hash: 'h', accepted_at: new Date() });
      await trx('generations').where({ id }).update({ locked_version: 1 }); // as acceptSend locks it
    });
    await lockTaken;
    const change = appendVersion(db.knex, edit(id, true));
    await new Promise((resolve) => setTimeout(resolve, 200)); // the change is now waiting for the lock
    release();
    await accepting;
    expect(await change).toEqual({ outcome: 'locked', lockedVersion: 1 });
    expect((await db.knex('generations').where({ id }).first()).current_version).toBe(1);
  });
});
