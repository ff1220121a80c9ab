// One client per Idempotency-Key (issue 53): clients from before have no key and read as before; a key
// finds the client it made in its workspace only; down keeps every client.
import { expect, it } from 'vitest';
import { createClientWithinLimit, findClient } from '../repositories/clients.ts';
import { createTeam, personalScope } from '../repositories/workspaces.ts';
import { testUser, withTestDatabase } from '../test/database.ts';
import { down, up } from './20261207000080_clients_create_key.ts';

const db = withTestDatabase();
const FIELDS = { industry: '', website: '', size: '' as const, contactName: '', contactTitle: '', contactEmail: '', revenue: '', offering: '', pains: '', goals: '', budgetSignals: '', objections: '', notes: '', currency: '' as const, calls: [] };

it('adds the key (none on existing clients), finds a client by its key in its workspace only, and back', async () => {
  const { knex } = db();
  const userId = await testUser(db(), 'create-key');
  const scope = await personalScope(knex, userId);
  await down(knex);
  const [before] = await knex('clients').insert({ user_id: userId, workspace_id: scope.workspaceId, name: 'From before', offering: '', pains: '', goals: '', budget_signals: '', objections: '', notes: '' });
  await up(knex);
  expect((await findClient(knex, scope, Number(before)))?.name).toBe('From before');
  expect(await knex('clients').where({ id: before }).first('create_key')).toEqual({ create_key: null });

  const made = await createClientWithinLimit(knex, scope, { name: 'Keyed', ...FIELDS }, 10, 'key-0001');
  const again = await createClientWithinLimit(knex, scope, { name: 'Keyed again', ...FIELDS }, 10, 'key-0001');
  expect(made).toMatchObject({ name: 'Keyed', created: true });
  expect(again).toMatchObject({ id: made !== 'limit' ? made.id : 0, name: 'Keyed', created: false });
  // Exactly: another case is another key.
  expect(await createClientWithinLimit(knex, scope, { name: 'Other case', ...FIELDS }, 10, 'KEY-0001')).toMatchObject({ created: true });
  // Another workspace's key is not this one's.
  const team = await createTeam(knex, userId, { name: 'Key Team' }, 10);
  const inTeam = { userId, workspaceId: 'id' in team ? team.id : 0, role: 'owner' as const };
  expect(await createClientWithinLimit(knex, inTeam, { name: 'Team keyed', ...FIELDS }, 10, 'key-0001')).toMatchObject({ name: 'Team keyed', created: true });

  await down(knex);
  expect(await knex('clients').where({ user_id: userId }).count<{ n: number }[]>('* as n')).toEqual([{ n: 4 }]);
  await up(knex);
});
