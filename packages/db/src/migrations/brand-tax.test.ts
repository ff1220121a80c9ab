// The tax on the fees (issue 52): a brand from before states none (rate 0, not included, no name) and
// reads as before; a saved rate of two decimals comes back exact (basis points); an acceptance keeps
// the tax it was accepted under, and one from before has none; down keeps the rest of the brand.
import { expect, it } from 'vitest';
import { findBrand, saveBrandTexts } from '../repositories/brands.ts';
import { insertGenerationIdempotent } from '../repositories/generations.ts';
import { acceptSend, findAcceptance, sendCurrentVersion } from '../repositories/proposals/index.ts';
import { personalScope } from '../repositories/workspaces.ts';
import { testUser, withTestDatabase } from '../test/database.ts';
import { down, up } from './20261207000041_brand_tax.ts';

const db = withTestDatabase();

it('adds the tax to the brand (none stated on existing brands) and to acceptances, and back', async () => {
  const { knex } = db();
  const userId = await testUser(db(), 'brand-tax');
  const scope = await personalScope(knex, userId);
  await down(knex);
  // As the database was before: a brand in pounds, nothing about tax.
  await knex('workspace_brands').insert({ workspace_id: scope.workspaceId, firm_name: 'Reed Advisory', signature: '', currency: 'GBP', locale: 'en-GB' });
  await up(knex);
  expect(await findBrand(knex, scope)).toMatchObject({ firmName: 'Reed Advisory', currency: 'GBP', taxIncluded: false, taxRate: 0, taxName: '' });

  // Two decimals of a percent are stored exactly; a save without the tax fields keeps them.
  await saveBrandTexts(knex, scope, { firmName: 'Reed Advisory', accentColor: '', senderName: '', signature: '', taxIncluded: true, taxRate: 7.25, taxName: 'Sales tax' });
  expect(await knex('workspace_brands').where({ workspace_id: scope.workspaceId }).first('tax_rate_bp')).toEqual({ tax_rate_bp: 725 });
  await saveBrandTexts(knex, scope, { firmName: 'Reed & Co', accentColor: '', senderName: '', signature: '' });
  expect(await findBrand(knex, scope)).toMatchObject({ firmName: 'Reed & Co', taxIncluded: true, taxRate: 7.25, taxName: 'Sales tax' });

  // An acceptance keeps the tax it was accepted under; one written without states none.
  const generationId = await insertGenerationIdempotent(knex, { jobId: 'brand-tax-1', userId, tool: 'proposal', request: {}, results: {}, provider: 'demo', model: 'demo' });
  const { send } = (await sendCurrentVersion(knex, scope, { generationId, token: 'brand-tax-token-1', now: new Date(), expiresAt: null, freeze: () => ({ snapshot: '{}', hash: 'h', frozen: '{}' }) }))!;
  const tax = { included: false, rate: 20, name: 'VAT' };
  await acceptSend(knex, send, { tier: 'Growth', inputs: {}, fullName: 'Dana', email: 'd@example.com', ip: '127.0.0.1', userAgent: 't', now: new Date(), tax });
  expect((await findAcceptance(knex, generationId, 1))?.tax).toEqual(tax);
  await knex('proposal_acceptances').where({ generation_id: generationId }).update({ tax: null });
  expect((await findAcceptance(knex, generationId, 1))?.tax).toBeNull();

  await down(knex);
  expect(await knex('workspace_brands').where({ workspace_id: scope.workspaceId }).first('firm_name', 'currency')).toEqual({ firm_name: 'Reed & Co', currency: 'GBP' });
  await up(knex);
});
