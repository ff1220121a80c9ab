// The migration that gives every owned row its workspace runs on a database holding every kind of row:
// each moves to its author's personal workspace; new rows are written with theirs.
import { expect, it } from 'vitest';
import { createClientWithinLimit } from '../repositories/clients.ts';
import { insertGenerationIdempotent } from '../repositories/generations.ts';
import { createPack } from '../repositories/packs.ts';
import { createShareWithinLimit } from '../repositories/shares.ts';
import { personalScope } from '../repositories/workspaces.ts';
import { testUser, withTestDatabase } from '../test/database.ts';
import { down, up } from './20261202000030_owned_by_workspace.ts';

const db = withTestDatabase();

const OWNED = ['clients', 'generations', 'packs', 'shares', 'proposal_sends'] as const;
const personalOf = async (userId: number) => (await db().knex('workspaces').where({ personal_user_id: userId }).first('id')).id as number;

it('moves every kind of owned row to its author’s personal workspace', async () => {
  const { knex } = db();
  const ann = await testUser(db(), 'ann');
  const bob = await testUser(db(), 'bob');
  await down(knex);
  // As the database was before: rows keyed on their author only.
  for (const userId of [ann, bob]) {
    const [clientId] = await knex('clients').insert({ user_id: userId, name: `Client of ${userId}`, offering: '', pains: '', goals: '', budget_signals: '', objections: '', notes: '' });
    const [generationId] = await knex('generations').insert({ job_id: `job-${userId}`, user_id: userId, tool: 'proposal', request: '{}', results: '{}', provider: 'demo', model: 'demo', client_id: clientId });
    await knex('packs').insert({ user_id: userId, client_id: clientId, state: 'completed', steps: '[]' });
    await knex('shares').insert({ token: `share-${userId}`, generation_id: generationId, user_id: userId, created_at: new Date() });
    await knex('proposal_sends').insert({ token: `send-${userId}`, generation_id: generationId, user_id: userId, version: 1, snapshot: '{}', hash: 'h'.repeat(64), frozen: '{}', sent_at: new Date() });
  }
  await up(knex);
  for (const name of OWNED) {
    const rows = await knex(name).orderBy('user_id').select('user_id', 'workspace_id');
    expect(rows, name).toEqual([
      { user_id: ann, workspace_id: await personalOf(ann) },
      { user_id: bob, workspace_id: await personalOf(bob) },
    ]);
  }
  // Deleting a workspace deletes what it owns.
  const team = Number((await knex('workspaces').insert({ slug: 'team-x', name: 'Team' }))[0]);
  await knex('clients').where({ user_id: bob }).update({ workspace_id: team });
  await knex('workspaces').where({ id: team }).delete();
  expect(await knex('clients').where({ user_id: bob })).toEqual([]);
});

it('writes new rows with the workspace of their request (here the personal one), and a job queued without one into its client’s', async () => {
  const { knex } = db();
  const cy = await testUser(db(), 'cy');
  const personal = await personalOf(cy);
  const scope = await personalScope(knex, cy);
  const client = await createClientWithinLimit(knex, scope, { name: 'Acme', industry: '', website: '', size: '', contactName: '', contactTitle: '', contactEmail: '', revenue: '', offering: '', pains: '', goals: '', budgetSignals: '', objections: '', notes: '', currency: '', calls: [] }, 10);
  if (client === 'limit') throw new Error('limit');
  const generationId = await insertGenerationIdempotent(knex, { jobId: 'cy-1', userId: cy, tool: 'niche-finder', request: {}, results: {}, provider: 'demo', model: 'demo', clientId: client.id });
  const pack = await createPack(knex, scope, { clientId: client.id, transcript: null, steps: [] });
  await createShareWithinLimit(knex, scope, { token: 'cy-share', generationId, createdAt: new Date(), expiresAt: null }, 10);
  for (const [name, id] of [['clients', client.id], ['generations', generationId], ['packs', pack.packId]] as const) expect((await knex(name).where({ id }).first('workspace_id')).workspace_id, name).toBe(personal);
  expect((await knex('shares').where({ token: 'cy-share' }).first('workspace_id')).workspace_id).toBe(personal);

  // A team's client: a job naming the team links it; a job queued before jobs named a workspace goes to
  // its client's; a job naming another workspace never links a client that is not that workspace's.
  const team = Number((await knex('workspaces').insert({ slug: 'cy-team', name: 'Cy team' }))[0]);
  await knex('workspace_members').insert({ workspace_id: team, user_id: cy, role: 'owner' });
  const teamClient = await createClientWithinLimit(knex, { userId: cy, workspaceId: team, role: 'owner' }, { name: 'Team client', industry: '', website: '', size: '', contactName: '', contactTitle: '', contactEmail: '', revenue: '', offering: '', pains: '', goals: '', budgetSignals: '', objections: '', notes: '', currency: '', calls: [] }, 10);
  if (teamClient === 'limit') throw new Error('limit');
  const job = (jobId: string, workspaceId?: number) => insertGenerationIdempotent(knex, { jobId, userId: cy, workspaceId, tool: 'niche-finder', request: {}, results: {}, provider: 'demo', model: 'demo', clientId: teamClient.id });
  const row = async (id: number) => knex('generations').where({ id }).first('workspace_id', 'client_id');
  expect(await row(await job('cy-team-1', team))).toEqual({ workspace_id: team, client_id: teamClient.id });
  expect(await row(await job('cy-team-2'))).toEqual({ workspace_id: team, client_id: teamClient.id });
  expect(await row(await job('cy-team-3', personal))).toEqual({ workspace_id: personal, client_id: null });
});
