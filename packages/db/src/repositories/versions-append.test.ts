// appendVersion as refinements use it: idempotent by job id, stale from an old base, and pruned to
// VERSIONS_MAX (the oldest AI regenerations first; the original and the current version stay).
import { VERSIONS_MAX } from '@growth-suite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { insertGenerationIdempotent } from './generations.ts';
import { createUser } from './users.ts';
import { appendVersion, findVersionByJobId } from './versions.ts';

let db: TestDatabase;
let userId: number;
beforeAll(async () => {
  db = await createTestDatabase();
  userId = (await createUser(db.knex, { username: 'versions-user', email: 'v@example.com', fullName: null, passwordHash: 'x', role: 'user' })).id;
});
afterAll(() => db.drop());

const newGeneration = (jobId: string) =>
  insertGenerationIdempotent(db.knex, { jobId, userId, tool: 'growth-plan', request: {}, results: { n: 0 }, provider: 'demo', model: 'demo' });

const change = (generationId: number, baseVersion: number, extra: { jobId?: string; kind?: 'regenerate' | 'edit' } = {}) => ({
  userId,
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
    expect(await appendVersion(db.knex, { ...change(id, 2), userId: userId + 1 })).toEqual({ outcome: 'missing' });
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
