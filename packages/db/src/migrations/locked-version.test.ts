// The migration that adds `generations.locked_version` locks what was accepted before it existed: a
// generation's latest accepted version; a generation nobody accepted stays unlocked.
import { expect, it } from 'vitest';
import { insertGenerationIdempotent } from '../repositories/generations.ts';
import { sendCurrentVersion } from '../repositories/proposals/index.ts';
import { personalScope } from '../repositories/workspaces.ts';
import { testUser, withTestDatabase } from '../test/database.ts';
import { down, up } from './20261130000024_generations_locked_version.ts';

const db = withTestDatabase();

it('backfills the latest accepted version of each generation', async () => {
  const { knex } = db();
  const userId = await testUser(db(), 'backfill');
  const generation = (jobId: string) => insertGenerationIdempotent(knex, { jobId, userId, tool: 'proposal', request: {}, results: {}, provider: 'demo', model: 'demo' });
  const [accepted, untouched] = [await generation('backfill-1'), await generation('backfill-2')];
  const send = async (generationId: number, token: string) =>
    (await sendCurrentVersion(knex, await personalScope(knex, userId), { generationId, token, now: new Date(), expiresAt: null, freeze: () => ({ snapshot: '{}', hash: 'h', frozen: '{}' }) }))!.send;
  const first = await send(accepted, 'backfill-token-1');
  await knex('generations').where({ id: accepted }).update({ current_version: 2 });
  const second = await send(accepted, 'backfill-token-2');

  // As the database was before the migration: acceptances, no column.
  await down(knex);
  for (const [sent, version] of [[first, 1], [second, 2]] as const) {
    await knex('proposal_acceptances').insert({ send_id: sent.id, generation_id: accepted, version, tier: 'Growth', inputs: '{}', full_name: 'Dana', email: 'd@example.com', ip: '127.0.0.1', user_agent: 't', hash: 'h', accepted_at: new Date() });
  }
  await up(knex);

  const locked = async (id: number) => (await knex('generations').where({ id }).first('locked_version')).locked_version;
  expect(await locked(accepted)).toBe(2);
  expect(await locked(untouched)).toBeNull();
});
