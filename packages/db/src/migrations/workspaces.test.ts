// The migration that brings workspaces runs on a database holding accounts: each gets its personal
// workspace with itself as owner, and a new account gets one when it is made.
import { expect, it } from 'vitest';
import { listWorkspaces } from '../repositories/workspaces.ts';
import { createUser } from '../repositories/users.ts';
import { withTestDatabase } from '../test/database.ts';
import { down, up } from './20261202000029_workspaces.ts';
import * as ownedByWorkspace from './20261202000030_owned_by_workspace.ts';
import * as workspaceBrands from './20261203000031_workspace_brands.ts';
import * as mail from './20261203000032_mail.ts';

const db = withTestDatabase();

it('gives every existing account its personal workspace, and every new one too', async () => {
  const { knex } = db();
  // The later migrations that refer to workspaces first.
  await mail.down(knex);
  await workspaceBrands.down(knex);
  await ownedByWorkspace.down(knex);
  await down(knex);
  // As the database was before: accounts, one of them made by hand (the seed's way).
  await knex('users').insert([
    { username: 'old-1', email: 'old-1@example.com', password_hash: 'x', role: 'user' },
    { username: 'old-2', email: 'old-2@example.com', password_hash: 'x', role: 'admin' },
  ]);
  await up(knex);
  await ownedByWorkspace.up(knex);
  await workspaceBrands.up(knex);
  await mail.up(knex);
  const accounts = await knex('users').orderBy('id').select('id');
  const rows = await knex('workspaces as w').join('workspace_members as m', 'm.workspace_id', 'w.id').orderBy('m.user_id').select('w.slug', 'w.name', 'w.personal_user_id', 'm.user_id', 'm.role');
  expect(rows).toEqual(accounts.map(({ id }) => ({ slug: `personal-${id}`, name: 'Personal', personal_user_id: id, user_id: id, role: 'owner' })));

  const made = await createUser(knex, { username: 'new', email: 'new@example.com', fullName: null, passwordHash: 'x', role: 'user' });
  expect(await listWorkspaces(knex, made.id)).toEqual([{ id: expect.any(Number), slug: `personal-${made.id}`, name: 'Personal', personal: true, role: 'owner', members: 1 }]);
  // An account made by hand after the migration gets one on its first read; deleting the account deletes it.
  const [byHand] = await knex('users').insert({ username: 'hand', email: 'hand@example.com', password_hash: 'x', role: 'user' });
  expect((await listWorkspaces(knex, Number(byHand))).map((w) => w.personal)).toEqual([true]);
  await knex('users').where({ id: byHand }).delete();
  expect(await knex('workspaces').where({ personal_user_id: byHand })).toEqual([]);
});
