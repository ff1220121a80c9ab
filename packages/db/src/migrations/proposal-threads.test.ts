// The migration that makes change requests threads runs on a database holding requests: each keeps its
// words, becomes a `change`, and is `answered` only where a version had been recorded as answering it.
import { expect, it } from 'vitest';
import { insertGenerationIdempotent } from '../repositories/generations.ts';
import { findThreads, sendCurrentVersion } from '../repositories/proposals/index.ts';
import { personalScope } from '../repositories/workspaces.ts';
import { testUser, withTestDatabase } from '../test/database.ts';
import { down, up } from './20261201000026_proposal_threads.ts';

const db = withTestDatabase();

it('keeps existing requests: changes, open unless an answering version was recorded', async () => {
  const { knex } = db();
  const userId = await testUser(db(), 'threads');
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
