// "Made from" both ways (DESIGN §10): one saved item names its client, the results it was made from
// and the results made from it since, each titled as History lists it — and only the caller's.
import { TOOL_CATALOG } from '@growth-suite/shared';
import { ClientResponseSchema, historyItemResponseSchema } from '@growth-suite/shared/contract';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { expectShape, type TestApp } from './support.ts';
import { withGeneratingApp, type Browser } from './suite.ts';

let t: TestApp;
let ann: Browser;
let bob: Browser;
withGeneratingApp((app) => ({ t, ann, bob } = app));

const titleOf = async (tool: 'offer-creator' | 'cold-email' | 'growth-plan', id: number) => {
  const row = await t.db.knex('generations').where({ id }).first('request', 'results');
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return TOOL_CATALOG[tool].historyRow({ request: json(row.request), results: json(row.results) }).title;
};

describe('an item’s context: client, made from, used in', () => {
  it('names the client and links both ways, titled as History lists them', async () => {
    const client = expectShape(ClientResponseSchema, (await ann.post('/api/clients').send({ name: 'Whitfield Physio' }).expect(201)).body);
    const offer = (await ann.post('/api/tools/offer-creator').send({ ...SAMPLE_REQUESTS['offer-creator'], context: { clientId: client.id } }).expect(200)).body.historyId as number;
    const email = (await ann.post('/api/tools/cold-email').send({ ...SAMPLE_REQUESTS['cold-email'], context: { clientId: client.id, sourceIds: [offer] } }).expect(200)).body
      .historyId as number;
    const plan = (await ann.post('/api/tools/growth-plan').send({ ...SAMPLE_REQUESTS['growth-plan'], context: { sourceIds: [offer] } }).expect(200)).body.historyId as number;

    const offerItem = expectShape(historyItemResponseSchema('offer-creator'), (await ann.get(`/api/history/offer-creator/${offer}`).expect(200)).body);
    expect(offerItem.context).toEqual({
      client: { id: client.id, name: 'Whitfield Physio' },
      sources: [],
      usedBy: [
        { id: email, tool: 'cold-email', title: await titleOf('cold-email', email) },
        { id: plan, tool: 'growth-plan', title: await titleOf('growth-plan', plan) },
      ],
    });
    const emailItem = expectShape(historyItemResponseSchema('cold-email'), (await ann.get(`/api/history/cold-email/${email}`).expect(200)).body);
    expect(emailItem.context).toEqual({ client: { id: client.id, name: 'Whitfield Physio' }, sources: [{ id: offer, tool: 'offer-creator', title: await titleOf('offer-creator', offer) }], usedBy: [] });
    expect(emailItem.context.sources[0]!.title).not.toBe('');
    const planItem = (await ann.get(`/api/history/growth-plan/${plan}`).expect(200)).body;
    expect(planItem.context).toMatchObject({ client: null, sources: [{ id: offer, tool: 'offer-creator' }], usedBy: [] });

    // A deleted client and a deleted result leave no dangling names.
    await ann.delete(`/api/clients/${client.id}`).expect(204);
    await ann.post('/api/history/clear/cold-email').expect(200);
    expect((await ann.get(`/api/history/offer-creator/${offer}`).expect(200)).body.context).toEqual({
      client: null,
      sources: [],
      usedBy: [{ id: plan, tool: 'growth-plan', title: await titleOf('growth-plan', plan) }],
    });
  });

  it('never names another user’s result or client, even if a link to it existed', async () => {
    const annsOffer = (await ann.post('/api/tools/offer-creator').send(SAMPLE_REQUESTS['offer-creator']).expect(200)).body.historyId as number;
    const bobsClient = (await bob.post('/api/clients').send({ name: 'Bob’s client' }).expect(201)).body.id as number;
    const bobsEmail = (await bob.post('/api/tools/cold-email').send({ ...SAMPLE_REQUESTS['cold-email'], context: { clientId: bobsClient } }).expect(200)).body.historyId as number;
    // The api refuses such a link (404); one written around it must still not leak.
    await bob.post('/api/tools/cold-email').send({ ...SAMPLE_REQUESTS['cold-email'], context: { sourceIds: [annsOffer] } }).expect(404);
    await t.db.knex('generation_sources').insert({ generation_id: bobsEmail, source_id: annsOffer });

    expect((await ann.get(`/api/history/offer-creator/${annsOffer}`).expect(200)).body.context).toEqual({ client: null, sources: [], usedBy: [] });
    expect((await bob.get(`/api/history/cold-email/${bobsEmail}`).expect(200)).body.context).toEqual({ client: { id: bobsClient, name: 'Bob’s client' }, sources: [], usedBy: [] });
    expect((await bob.get(`/api/history/offer-creator/${annsOffer}`).expect(404)).body.message).toBe('History item not found');
  });
});
