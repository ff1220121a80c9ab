// The brand becomes the workspace's: each account's brand, logo and money included, moves to its
// personal workspace; a team starts with none of its own; deleting a workspace deletes its brand.
import { expect, it } from 'vitest';
import { findBrand, findBrandLogo, saveBrandTexts } from '../repositories/brands.ts';
import { personalScope } from '../repositories/workspaces.ts';
import { testUser, withTestDatabase } from '../test/database.ts';
import { down as downLater, up as upLater } from './20261207000041_brand_tax.ts';
import { down as downThis, up as upThis } from './20261203000031_workspace_brands.ts';

// A later migration adds columns to workspace_brands: rolled back first and applied again after, as
// knex would run them in order.
const down = async (knex: Parameters<typeof downThis>[0]) => {
  await downLater(knex);
  await downThis(knex);
};
const up = async (knex: Parameters<typeof upThis>[0]) => {
  await upThis(knex);
  await upLater(knex);
};

const db = withTestDatabase();

it('moves each account’s brand to its personal workspace, and back', async () => {
  const { knex } = db();
  const ann = await testUser(db(), 'brand-ann');
  const bob = await testUser(db(), 'brand-bob');
  await down(knex);
  // As the database was before: one brand row per account (Bob never set one).
  const logo = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
  await knex('user_brands').insert({ user_id: ann, firm_name: 'Ann & Co', accent_color: '#123456', sender_name: 'Ann', signature: 'Best, Ann', currency: 'GBP', locale: 'en-GB', terms: 'Net 30', logo, logo_type: 'image/png', logo_updated_at: new Date() });
  await up(knex);

  const annScope = await personalScope(knex, ann);
  expect(await findBrand(knex, annScope)).toMatchObject({ firmName: 'Ann & Co', accentColor: '#123456', senderName: 'Ann', signature: 'Best, Ann', currency: 'GBP', locale: 'en-GB', terms: 'Net 30', logo: { type: 'image/png' } });
  expect((await findBrandLogo(knex, annScope))?.data).toEqual(logo);
  expect((await knex('workspace_brands').where({ workspace_id: annScope.workspaceId }).first('updated_by')).updated_by).toBe(ann);
  expect(await findBrand(knex, await personalScope(knex, bob))).toMatchObject({ firmName: '', currency: '', logo: null, updatedAt: null });

  // A team's brand is its own; deleting the team deletes it.
  const team = Number((await knex('workspaces').insert({ slug: 'brand-team', name: 'Brand team' }))[0]);
  await saveBrandTexts(knex, { userId: ann, workspaceId: team, role: 'owner' }, { firmName: 'Team Co', accentColor: '', senderName: '', signature: '' });
  expect((await findBrand(knex, { workspaceId: team })).firmName).toBe('Team Co');
  expect((await findBrand(knex, annScope)).firmName).toBe('Ann & Co');
  await knex('workspaces').where({ id: team }).delete();
  expect(await knex('workspace_brands').where({ workspace_id: team })).toEqual([]);

  // Down keeps the personal brands.
  await down(knex);
  expect(await knex('user_brands').where({ user_id: ann }).first('firm_name', 'currency')).toEqual({ firm_name: 'Ann & Co', currency: 'GBP' });
  await up(knex);
});
