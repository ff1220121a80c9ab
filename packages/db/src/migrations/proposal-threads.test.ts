// The migration that makes change requests threads runs on a database holding requests: each keeps its
// words, becomes a `change`, and is `answered` only where a version had been recorded as answering it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertGenerationIdempotent } from '../repositories/generations.ts';
import { findThreads, sendCurrentVersion } from '../repositories/proposals.ts';
import { createUser } from '../repositories/users.ts';
import { personalScope } from '../repositories/workspaces.ts';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { down, up } from './20261201000026_proposal_threads.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

it('keeps existing requests: changes, open unless an answering version was recorded', async () => {
  const { knex } = db;
  const userId = (await createUser(knex, { username: 'threads', email: 't@example.com', fullName: null, passwordHash: 'x', role: 'user' })).id;
  const generationId = await insertGenerationIdempotent(knex, { jobId: 'threads-1', userId, tool: 'proposal', request: {}, results: {}, provider: 'demo', model: 'demo' });
  const { send } = (await sendCurrentVersion(knex, await personalScope(knex, userId), { generationId, token: 'threads-token-1', now: new Date(), expiresAt: null, freeze: () => ({ snapshot: '{}', hash: 'h', frozen: '{}' }) }))!;

  // As the database was before the migration: requests without kind or state, no replies table.
  await down(knex);
  const row = (comment: string, answered: number | null) => ({ send_id: send.id, generation_id: generationId, version: 1, path: 'headline', label: 'Headline', comment, created_at: new Date(), answered_in_version: answered });
  await knex('proposal_change_requests').insert([row('Shorter', null), row('Warmer', 2)]);
  await up(knex);

  const threads = await findThreads(knex, generationId);
  expect(threads.map((t) => [t.comment, t.kind, t.state, t.answeredInVersion, t.replies])).toEqual([
    ['Warmer', 'change', 'answered', 2, []],
    ['Shorter', 'change', 'open', null, []],
  ]);
});
