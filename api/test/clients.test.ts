// Client files (DESIGN §10) end to end: the /api/clients routes on real MySQL, and a generation made
// for a client and from earlier results through the real queue, a real worker process and the fake LLM.
import type { FakeLlm } from '@growth-suite/fake-llm';
import { CLIENT_CALLS_LIMIT_MESSAGE, CLIENT_CALLS_MAX, CLIENTS_LIMIT_MESSAGE, CLIENTS_MAX } from '@growth-suite/shared';
import { ClientListResponseSchema, ClientResponseSchema, historyItemResponseSchema, HistoryListResponseSchema } from '@growth-suite/shared/contract';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { expectShape, type TestApp } from './support.ts';
import { withGeneratingApp, type Browser } from './suite.ts';

let t: TestApp;
let fake: FakeLlm;
let ann: Browser;
let bob: Browser;
withGeneratingApp((app) => ({ t, fake, ann, bob } = app));

const ACME = {
  name: 'Acme Analytics',
  industry: 'technology',
  website: 'https://acme.example',
  size: 'medium',
  contactName: 'Dana Reyes',
  contactTitle: 'VP Sales',
  contactEmail: 'dana@acme.example',
  revenue: '$4M',
  offering: 'Dashboards for retail chains',
  pains: 'Churn after onboarding',
  goals: 'Double pipeline in two quarters',
  budgetSignals: 'Budget approved for Q3',
  objections: 'Worried about set-up time',
  notes: 'Prefers e-mail',
};
const CALL = { date: '2026-11-20', transcript: 'Dana: we lose a third of new accounts in the first 90 days.' };

const create = async (browser: typeof ann, body: object = ACME) => expectShape(ClientResponseSchema, (await browser.post('/api/clients').send(body).expect(201)).body);
const userIdOf = async (browser: typeof ann) => (await browser.get('/api/user').expect(200)).body.id as number;

describe('client files', () => {
  it('creates, reads, edits, archives, lists and deletes a client, its calls with it', async () => {
    const created = await create(ann, { ...ACME, calls: [CALL] });
    expect(created).toMatchObject({ ...ACME, archivedAt: null, calls: [{ ...CALL, id: expect.any(Number) }] });
    expect((await ann.get(`/api/clients/${created.id}`).expect(200)).body).toEqual(created);

    // Only a name is needed; every other fact is an empty string.
    const minimal = await create(ann, { name: '  Beta Co ' });
    expect(minimal).toMatchObject({ name: 'Beta Co', industry: '', size: '', contactEmail: '', notes: '', calls: [] });

    // A change names only what changes; calls are added and removed by id in the same request.
    const callId = created.calls[0]!.id;
    const second = { date: '2026-11-22', transcript: 'Dana: the board wants a plan by March.' };
    const edited = expectShape(
      ClientResponseSchema,
      (await ann.patch(`/api/clients/${created.id}`).send({ notes: '', revenue: '$5M', addCalls: [second], removeCallIds: [callId] }).expect(200)).body,
    );
    expect(edited).toMatchObject({ ...ACME, notes: '', revenue: '$5M', calls: [{ ...second, id: expect.any(Number) }] });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(await t.db.knex('client_calls').where({ id: callId })).toHaveLength(0);

    // Newest change first; archived clients leave the default list and come back with ?archived=1.
    let list = expectShape(ClientListResponseSchema, (await ann.get('/api/clients').expect(200)).body);
    expect(list.map((client) => client.id)).toEqual([created.id, minimal.id]);
    expect(list[0]).toMatchObject({ callCount: 1 });
    expect(list[0]).not.toHaveProperty('calls');
    const archived = (await ann.patch(`/api/clients/${minimal.id}`).send({ archived: true }).expect(200)).body;
    expect(archived.archivedAt).toEqual(expect.any(String));
    list = (await ann.get('/api/clients').expect(200)).body;
    expect(list.map((client) => client.id)).toEqual([created.id]);
    list = (await ann.get('/api/clients?archived=1').expect(200)).body;
    expect(list.map((client) => client.id)).toEqual([minimal.id, created.id]);
    await ann.get('/api/clients?archived=yes').expect(400);
    expect((await ann.patch(`/api/clients/${minimal.id}`).send({ archived: false }).expect(200)).body.archivedAt).toBeNull();

    await ann.delete(`/api/clients/${created.id}`).expect(204);
    await ann.get(`/api/clients/${created.id}`).expect(404);
    await ann.delete(`/api/clients/${created.id}`).expect(404);
    expect(await t.db.knex('client_calls').where({ client_id: created.id })).toHaveLength(0);
  });

  it('answers bad input with 400 and the field that is wrong, writing nothing', async () => {
    const count = async () => Number((await t.db.knex('clients').count('* as n'))[0]!.n);
    const before = await count();
    const cases: [object, string, string][] = [
      [{}, 'name', "Please enter the client's company name"],
      [{ name: '   ' }, 'name', "Please enter the client's company name"],
      [{ name: 'A', size: 'huge' }, 'size', 'Please select a company size'],
      [{ name: 'A', contactEmail: 'not-an-email' }, 'contactEmail', 'Please enter a valid email address'],
      [{ name: 'A', notes: 'x'.repeat(5001) }, 'notes', 'Must be at most 5000 characters'],
      [{ name: 'A', industry: 'tech\u0000' }, 'industry', 'Contains invalid characters. Please remove them and try again.'],
      [{ name: 'A', calls: [{ date: '2026-02-30', transcript: 'hello' }] }, 'calls', 'Enter a real calendar date'],
      [{ name: 'A', calls: [{ date: '2026-11-20', transcript: 'x'.repeat(50_001) }] }, 'calls', 'Must be at most 50000 characters'],
      [{ name: 'A', owner: 3 }, 'owner', 'Unknown field: owner'],
    ];
    for (const [body, field, message] of cases) {
      const res = await ann.post('/api/clients').send(body).expect(400);
      expect({ field, message: res.body.fieldErrors?.[field] }).toEqual({ field, message });
    }
    const client = await create(ann, { name: 'Gamma' });
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ archived: 'yes' }, 'archived'],
      [{ removeCallIds: ['a'] }, 'removeCallIds'],
      [{ addCalls: [{ date: 'today', transcript: 'x' }] }, 'addCalls'],
    ] as const) {
      const res = await ann.patch(`/api/clients/${client.id}`).send(body).expect(400);
      expect(res.body.fieldErrors).toHaveProperty(field);
    }
    // A call id that is not this client's: 404, and the calls added beside it are not written.
    await ann.patch(`/api/clients/${client.id}`).send({ addCalls: [CALL], removeCallIds: [999_999] }).expect(404);
    expect((await ann.get(`/api/clients/${client.id}`).expect(200)).body.calls).toEqual([]);
    expect(await count()).toBe(before + 1);
    await ann.get('/api/clients/abc').expect(404);
  });

  it('keeps at most 500 clients per user and 50 calls per client', async () => {
    const carl = await t.signedIn('carl');
    const carlId = await userIdOf(carl);
    const workspaceId = (await t.db.knex('workspaces').where({ personal_user_id: carlId }).first('id')).id as number;
    await t.db.knex('clients').insert(
      Array.from({ length: CLIENTS_MAX - 1 }, (_, i) => ({ user_id: carlId, workspace_id: workspaceId, name: `Client ${i}`, offering: '', pains: '', goals: '', budget_signals: '', objections: '', notes: '' })),
    );
    const last = await create(carl, { name: 'The last one' });
    const refused = await carl.post('/api/clients').send({ name: 'One too many' }).expect(409);
    expect(refused.body.message).toBe(CLIENTS_LIMIT_MESSAGE);
    // Another user's count is their own.
    await create(ann, { name: 'Ann still can' });

    const calls = Array.from({ length: CLIENT_CALLS_MAX }, (_, i) => ({ date: '2026-11-01', transcript: `Call ${i}` }));
    expect((await carl.post('/api/clients').send({ name: 'Too many calls', calls: [...calls, CALL] }).expect(400)).body.fieldErrors.calls).toBe(CLIENT_CALLS_LIMIT_MESSAGE);
    const full = (await carl.patch(`/api/clients/${last.id}`).send({ addCalls: calls }).expect(200)).body;
    expect(full.calls).toHaveLength(CLIENT_CALLS_MAX);
    expect((await carl.patch(`/api/clients/${last.id}`).send({ addCalls: [CALL] }).expect(409)).body.message).toBe(CLIENT_CALLS_LIMIT_MESSAGE);
    // Removing one in the same request makes room.
    const swapped = (await carl.patch(`/api/clients/${last.id}`).send({ addCalls: [CALL], removeCallIds: [full.calls[0].id] }).expect(200)).body;
    expect(swapped.calls).toHaveLength(CLIENT_CALLS_MAX);
  });

  it('another user’s client is 404 on every route, and is never changed', async () => {
    const mine = await create(ann, { name: 'Ann’s client' });
    for (const res of [
      await bob.get(`/api/clients/${mine.id}`),
      await bob.patch(`/api/clients/${mine.id}`).send({ notes: 'mine now' }),
      await bob.patch(`/api/clients/${mine.id}`).send({ archived: true }),
      await bob.delete(`/api/clients/${mine.id}`),
      await bob.get(`/api/history/offer-creator?clientId=${mine.id}`),
    ]) {
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: 'Client not found' });
    }
    expect((await bob.get('/api/clients?archived=1').expect(200)).body.map((client: { id: number }) => client.id)).not.toContain(mine.id);
    expect((await ann.get(`/api/clients/${mine.id}`).expect(200)).body).toEqual(mine);
    await t.agent().get('/api/clients').expect(401);
  });
});

describe('a generation for a client, made from earlier results', () => {
  const offer = SAMPLE_REQUESTS['offer-creator'];

  it('stores its client and sources with the generation, shows them on the item, and History lists by client', async () => {
    const client = await create(ann, { name: 'Linked Ltd' });
    const first = (await ann.post('/api/tools/offer-creator').send({ ...offer, context: { clientId: client.id } }).expect(200)).body.historyId as number;
    const unrelated = (await ann.post('/api/tools/offer-creator').send(offer).expect(200)).body.historyId as number;
    const next = (await ann
      .post('/api/tools/cold-email')
      .send({ ...SAMPLE_REQUESTS['cold-email'], context: { clientId: client.id, sourceIds: [first, unrelated, first] } })
      .expect(200)).body.historyId as number;

    const rows = await t.db.knex('generations').whereIn('id', [first, unrelated, next]).orderBy('id').select('id', 'client_id');
    expect(rows).toEqual([
      { id: first, client_id: client.id },
      { id: unrelated, client_id: null },
      { id: next, client_id: client.id },
    ]);
    expect(await t.db.knex('generation_sources').where({ generation_id: next }).orderBy('source_id').pluck('source_id')).toEqual([first, unrelated]);

    const item = expectShape(historyItemResponseSchema('cold-email'), (await ann.get(`/api/history/cold-email/${next}`).expect(200)).body);
    expect(item).toMatchObject({ clientId: client.id, sources: [first, unrelated] });
    // The request saved is the tool's own: the context is not part of it.
    expect(item.request).not.toHaveProperty('context');
    expect((await ann.get(`/api/history/offer-creator/${unrelated}`).expect(200)).body).toMatchObject({ clientId: null, sources: [] });

    const byClient = expectShape(HistoryListResponseSchema, (await ann.get(`/api/history/offer-creator?clientId=${client.id}`).expect(200)).body);
    expect(byClient.map((row) => row.id)).toEqual([first]);
    expect((await ann.get('/api/history/offer-creator').expect(200)).body.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([first, unrelated]));
    await ann.get('/api/history/offer-creator?clientId=999999').expect(404);
    await ann.get('/api/history/offer-creator?clientId=abc').expect(404);

    // Deleting a source unlinks it; the result made from it stays.
    await t.db.knex('generations').where({ id: unrelated }).delete();
    expect((await ann.get(`/api/history/cold-email/${next}`).expect(200)).body.sources).toEqual([first]);

    // Deleting the client keeps its results, unlinked.
    await ann.delete(`/api/clients/${client.id}`).expect(204);
    expect(await t.db.knex('generations').whereIn('id', [first, next]).orderBy('id').select('id', 'client_id')).toEqual([
      { id: first, client_id: null },
      { id: next, client_id: null },
    ]);
    expect((await ann.get(`/api/history/offer-creator/${first}`).expect(200)).body.clientId).toBeNull();
  });

  it('refuses another user’s client or result in a request (404), and a bad context (400), before the LLM is paid', async () => {
    const bobsClient = await create(bob, { name: 'Bob’s client' });
    const bobsResult = (await bob.post('/api/tools/offer-creator').send(offer).expect(200)).body.historyId as number;
    const annsClient = await create(ann, { name: 'Ann’s own' });
    fake.reset();
    const before = await t.db.knex('generations').count('* as n');
    for (const [context, message] of [
      [{ clientId: bobsClient.id }, 'Client not found'],
      [{ clientId: 999_999 }, 'Client not found'],
      [{ clientId: annsClient.id, sourceIds: [bobsResult] }, 'Source result not found'],
    ] as const) {
      const res = await ann.post('/api/tools/offer-creator').send({ ...offer, context }).expect(404);
      expect(res.body.message).toBe(message);
    }
    for (const context of [{ clientId: 'x' }, { sourceIds: [0] }, { other: 1 }, 'acme']) {
      const res = await ann.post('/api/tools/offer-creator').send({ ...offer, context }).expect(400);
      expect(res.body.fieldErrors).toHaveProperty('context');
    }
    expect(fake.state.calls).toBe(0);
    expect(await t.db.knex('generations').count('* as n')).toEqual(before);
  });

  it('deleting the client while its generation runs: the result is still saved, with no client', async () => {
    const client = await create(ann, { name: 'Short-lived' });
    fake.configure({ latencyMs: 1500 });
    const pending = ann.post('/api/tools/offer-creator').send({ ...offer, context: { clientId: client.id } }).then((res) => res);
    // Wait until the worker is asking the model, then delete the client under it.
    const until = Date.now() + 8000;
    while (fake.state.calls === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(fake.state.calls).toBe(1);
    await ann.delete(`/api/clients/${client.id}`).expect(204);
    const res = await pending;
    expect(res.status).toBe(200);
    const row = await t.db.knex('generations').where({ id: res.body.historyId }).first('client_id', 'user_id');
    expect(row).toEqual({ client_id: null, user_id: await userIdOf(ann) });
    expect((await ann.get(`/api/history/offer-creator/${res.body.historyId}`).expect(200)).body.clientId).toBeNull();
  });
});
