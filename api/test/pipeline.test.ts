// The pipeline (DESIGN §11.2), against the real api, MySQL, Redis and a worker process (an acceptance's
// news draws its PDF): every state a proposal moves through as its client opens the link, asks,
// hears back and accepts, or lets it expire; the figures from the pricing function; the order, the
// counts, the author and client filters and the cursor; "waiting on you"; the per-member read marks;
// and that another workspace's proposals are never listed nor marked.
import { insertGenerationIdempotent } from '@growth-suite/db';
import { NOT_A_MEMBER, WORKSPACE_HEADER } from '@growth-suite/shared';
import { HistoryItemsResponseSchema, HistoryListResponseSchema, PipelineResponseSchema, ReadMarkResponseSchema, WaitingResponseSchema, type PipelineResponse } from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema, requestPricing } from '@growth-suite/shared/tools/proposal';
import { monthlyValue, recommendedFee } from '@growth-suite/shared/tools/proposal/pricing';
import { startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';
import { join, person, team } from './teams.ts';

const TOOL = 'proposal' as const;
let t: TestApp;
let worker: ChildHandle;
type Person = Awaited<ReturnType<typeof person>>;
let ann: Person;
let colleague: Person;
let outsider: Person;
let teamId = 0;

const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS[TOOL], clientCompany: 'Brightside Digital', currency: 'GBP', locale: 'en-GB', valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 30, annualCostPerPerson: 5_200_000 }] }, floor: 90_000 });
const acceptedInputs = { drivers: [{ kind: 'time' as const, people: 1, hoursPerWeek: 30, annualCostPerPerson: 6_000_000 }] };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SHARED_PER_IP: '1000', RATE_LIMIT_SENT_WRITES_PER_IP: '1000' });
  worker = await startWorkerProcess(workerEnv(t.services));
  ann = await person(t, 'ann');
  colleague = await person(t, 'colleague');
  outsider = await person(t, 'outsider');
  teamId = (await team(ann.browser, 'Pipeline Growth')).id;
  await join(ann.browser, teamId, colleague);
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

/** A person's requests in a workspace: the team (X-Workspace), or their personal one. */
const as = (who: Person, workspace: 'team' | 'personal' = 'personal') => {
  const scoped = <R extends { set(name: string, value: string): R }>(r: R) => (workspace === 'team' ? r.set(WORKSPACE_HEADER, String(teamId)) : r);
  return {
    get: (url: string) => scoped(who.browser.get(url)),
    post: (url: string) => scoped(who.browser.post(url)),
    put: (url: string) => scoped(who.browser.put(url)),
    patch: (url: string) => scoped(who.browser.patch(url)),
    delete: (url: string) => scoped(who.browser.delete(url)),
  };
};
type As = ReturnType<typeof as>;

let made = 0;
async function proposalOf(who: Person, workspaceId?: number, clientId?: number): Promise<number> {
  const results = demoResult(TOOL, request);
  return insertGenerationIdempotent(t.db.knex, { jobId: `pipeline-${process.pid}-${made++}`, userId: who.id, workspaceId, clientId, tool: TOOL, request, results, provider: 'demo', model: 'demo' });
}
const client = () => t.agent().set('User-Agent', 'Mozilla/5.0 (iPhone) PipelineClient');
const send = async (by: As, id: number) => (await by.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string; version: number };
const pipeline = async (by: As, query = '') => expectShape(PipelineResponseSchema, (await by.get(`/api/proposals${query}`).expect(200)).body);
const itemOf = (page: PipelineResponse, id: number) => page.items.find((item) => item.id === id);
const stateOf = async (by: As, id: number) => itemOf(await pipeline(by, '?limit=100'), id)?.state;

describe('a proposal’s state', () => {
  it('moves draft → sent → opened → asking → opened (answered) → asking (client replies) → accepted, with its figures from the pricing', async () => {
    const me = as(ann);
    const id = await proposalOf(ann);
    const draft = itemOf(await pipeline(me), id)!;
    const inputs = request.valueInputs;
    expect(draft).toMatchObject({ state: 'draft', title: expect.any(String), currency: 'GBP', value: monthlyValue(inputs), fee: recommendedFee(requestPricing(request)).monthly, unread: 0, authorId: ann.id });
    expect(draft.fee).toBeGreaterThan(0);

    const { token } = await send(me, id);
    expect(await stateOf(me, id)).toBe('sent');
    // The owner's own preview is not an open; the client's is.
    await client().get(`/api/p/${token}`).expect(200);
    expect(await stateOf(me, id)).toBe('opened');

    const asked = (await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Is onboarding included?', kind: 'question' }).expect(201)).body as { id: number };
    const asking = itemOf(await pipeline(me), id)!;
    expect(asking).toMatchObject({ state: 'asking', unread: 1 });
    expect(Date.parse(asking.lastActivityAt)).toBeGreaterThanOrEqual(Date.parse(draft.lastActivityAt));

    // The consultant answers in the thread: the last word is theirs, so nothing waits on them.
    await me.post(`/api/proposals/${id}/change-requests/${asked.id}/replies`).send({ text: 'Yes, in the first phase.' }).expect(201);
    expect(await stateOf(me, id)).toBe('opened');
    await client().post(`/api/p/${token}/change-requests/${asked.id}/replies`).send({ text: 'And training?' }).expect(201);
    expect(await stateOf(me, id)).toBe('asking');
    // Answered (closed) by the consultant: no longer asking.
    await me.patch(`/api/proposals/${id}/change-requests/${asked.id}`).send({ state: 'answered', answeredInVersion: 1 }).expect(200);
    expect(await stateOf(me, id)).toBe('opened');

    const quote = (await client().post(`/api/p/${token}/quote`).send({ inputs: acceptedInputs }).expect(200)).body as { tiers: { name: string; monthly: number }[] };
    const tier = request.tiers[1].name;
    await client().post(`/api/p/${token}/accept`).send({ tier, inputs: acceptedInputs, fullName: 'Dana Whitfield', email: 'dana@brightside.test', consent: true }).expect(201);
    const accepted = itemOf(await pipeline(me), id)!;
    // The accepted tier's fee at the inputs the client chose, and their value: not the draft's.
    expect(accepted).toMatchObject({ state: 'accepted', value: monthlyValue(acceptedInputs), fee: quote.tiers.find((q) => q.name === tier)!.monthly });
    expect(accepted.value).not.toBe(draft.value);
    // A question after acceptance waits on the consultant, but the proposal stays accepted.
    await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'When do we start?', kind: 'question' }).expect(201);
    expect(await stateOf(me, id)).toBe('accepted');
  });

  it('is expired once no link is live: the last one ran out, or was withdrawn', async () => {
    const me = as(ann);
    const ranOut = await proposalOf(ann);
    await send(me, ranOut);
    await t.db.knex('proposal_sends').where({ generation_id: ranOut }).update({ expires_at: new Date(Date.now() - 1000) });
    expect(await stateOf(me, ranOut)).toBe('expired');

    const withdrawn = await proposalOf(ann);
    const link = await send(me, withdrawn);
    await client().get(`/api/p/${link.token}`).expect(200);
    expect(await stateOf(me, withdrawn)).toBe('opened');
    await me.delete(`/api/proposals/${withdrawn}/sends/${link.version}`).expect(204);
    expect(await stateOf(me, withdrawn)).toBe('expired');
  });

  it('refuses a bad state, author, cursor or limit with 400, and another workspace’s client with 404', async () => {
    const me = as(ann);
    for (const query of ['?state=won', '?author=someone', '?cursor=abc', '?cursor=9.1.1', '?limit=0', '?limit=101', '?limit=x']) {
      const res = await me.get(`/api/proposals${query}`).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(JSON.stringify(res.body)).not.toMatch(/SELECT|stack/i);
    }
    const theirs = (await outsider.browser.post('/api/clients').send({ name: 'Not yours' }).expect(201)).body as { id: number };
    await me.get(`/api/proposals?clientId=${theirs.id}`).expect(404);
    await t.agent().get('/api/proposals').expect(401);
  });
});

describe('the list', () => {
  it('orders by what needs the consultant, counts every state, and pages with the cursor without gaps or repeats', async () => {
    // A workspace of its own, so the counts are exact.
    const owner = await person(t, 'orderer');
    const me = as(owner);
    const draft = await proposalOf(owner);
    const sentId = await proposalOf(owner);
    await send(me, sentId);
    const openedId = await proposalOf(owner);
    const opened = await send(me, openedId);
    await client().get(`/api/p/${opened.token}`).expect(200);
    const askingOld = await proposalOf(owner);
    const oldLink = await send(me, askingOld);
    await client().post(`/api/p/${oldLink.token}/change-requests`).send({ path: 'headline', comment: 'First question', kind: 'question' }).expect(201);
    const askingNew = await proposalOf(owner);
    const newLink = await send(me, askingNew);
    await client().post(`/api/p/${newLink.token}/change-requests`).send({ path: 'headline', comment: 'A change please', kind: 'change' }).expect(201);
    // Sent with a shorter link: it comes before the 30-day one.
    const soon = await proposalOf(owner);
    await me.post(`/api/proposals/${soon}/send`).send({ expiresInDays: 7 }).expect(201);
    const expired = await proposalOf(owner);
    await send(me, expired);
    await t.db.knex('proposal_sends').where({ generation_id: expired }).update({ expires_at: new Date(Date.now() - 1000) });

    const all = await pipeline(me);
    expect(all.items.map((item) => item.id)).toEqual([askingOld, askingNew, openedId, soon, sentId, draft, expired]);
    expect(all.counts).toEqual({ asking: 2, opened: 1, sent: 2, draft: 1, expired: 1, accepted: 0, declined: 0 });
    expect(all.nextCursor).toBeNull();

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: PipelineResponse = await pipeline(me, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.counts).toEqual(all.counts);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((item) => item.id));

    const asking = await pipeline(me, '?state=asking');
    expect(asking.items.map((item) => item.id)).toEqual([askingOld, askingNew]);
    expect(asking.counts).toEqual(all.counts);
    expect((await pipeline(me, '?state=declined')).items).toEqual([]);
  });

  it('filters by author in a team, and by client', async () => {
    const mine = as(ann, 'team');
    const theirs = as(colleague, 'team');
    const teamClient = (await mine.post('/api/clients').send({ name: 'Harbour Dental' }).expect(201)).body as { id: number };
    const byAnn = await proposalOf(ann, teamId, teamClient.id);
    const byColleague = await proposalOf(colleague, teamId);

    const everyone = await pipeline(theirs);
    expect(everyone.items.map((item) => item.id).sort()).toEqual([byAnn, byColleague].sort());
    expect(itemOf(everyone, byAnn)).toMatchObject({ authorId: ann.id, clientId: teamClient.id, clientName: 'Harbour Dental' });
    expect((await pipeline(theirs, '?author=mine')).items.map((item) => item.id)).toEqual([byColleague]);
    expect((await pipeline(theirs, `?author=${ann.id}`)).items.map((item) => item.id)).toEqual([byAnn]);
    const forClient = await pipeline(mine, `?clientId=${teamClient.id}`);
    expect(forClient.items.map((item) => item.id)).toEqual([byAnn]);
    expect(forClient.counts.draft).toBe(1);
  });

  it('never lists another workspace’s proposals; a workspace the caller is not in is 404', async () => {
    const personal = await proposalOf(ann);
    const inTeam = await proposalOf(ann, teamId);
    const teamIds = (await pipeline(as(ann, 'team'), '?limit=100')).items.map((item) => item.id);
    expect(teamIds).toContain(inTeam);
    expect(teamIds).not.toContain(personal);
    const personalIds = (await pipeline(as(ann), '?limit=100')).items.map((item) => item.id);
    expect(personalIds).toContain(personal);
    expect(personalIds).not.toContain(inTeam);
    expect((await pipeline(as(outsider))).items.map((item) => item.id)).not.toContain(personal);
    const refused = await outsider.browser.get('/api/proposals').set(WORKSPACE_HEADER, String(teamId)).expect(404);
    expect(refused.body.message).toBe(NOT_A_MEMBER);
    await outsider.browser.get('/api/proposals/waiting').set(WORKSPACE_HEADER, String(teamId)).expect(404);
    // Marking another workspace's proposal read: not found, and no mark is written.
    await outsider.browser.put(`/api/proposals/${personal}/read`).send({}).expect(404);
    expect(await t.db.knex('proposal_reads').where({ generation_id: personal, user_id: outsider.id }).first()).toBeUndefined();
  });
});

describe('History', () => {
  it('gives each proposal’s row its pipeline state, in one tool’s list and across tools; other tools’ rows have none', async () => {
    const owner = await person(t, 'historian');
    const me = as(owner);
    const draft = await proposalOf(owner);
    const sentId = await proposalOf(owner);
    await send(me, sentId);
    const other = await insertGenerationIdempotent(t.db.knex, { jobId: `pipeline-other-${process.pid}`, userId: owner.id, tool: 'niche-finder', request: SAMPLE_REQUESTS['niche-finder'], results: demoResult('niche-finder', SAMPLE_REQUESTS['niche-finder']), provider: 'demo', model: 'demo' });
    const list = expectShape(HistoryListResponseSchema, (await me.get('/api/history/proposal').expect(200)).body);
    expect(list.map((row) => [row.id, row.state])).toEqual([
      [sentId, 'sent'],
      [draft, 'draft'],
    ]);
    const items = expectShape(HistoryItemsResponseSchema, (await me.get('/api/history').expect(200)).body).items;
    expect(items.map((item) => [item.id, item.state])).toEqual([
      [other, undefined],
      [sentId, 'sent'],
      [draft, 'draft'],
    ]);
    expect(expectShape(HistoryListResponseSchema, (await me.get('/api/history/niche-finder').expect(200)).body)[0]).not.toHaveProperty('state');
  });
});

describe('unread and waiting on you', () => {
  it('counts what the client did after each member’s read mark; opening the proposal marks it read for that member only', async () => {
    const mine = as(ann, 'team');
    const theirs = as(colleague, 'team');
    const id = await proposalOf(ann, teamId);
    const { token } = await send(mine, id);
    const asked = (await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Why this price?', kind: 'question' }).expect(201)).body as { id: number };
    await client().post(`/api/p/${token}/change-requests/${asked.id}/replies`).send({ text: 'Any news?' }).expect(201);
    expect(itemOf(await pipeline(mine, '?limit=100'), id)!.unread).toBe(2);

    const marked = expectShape(ReadMarkResponseSchema, (await mine.put(`/api/proposals/${id}/read`).send({}).expect(200)).body);
    expect(marked).toEqual({ unread: 2, since: null });
    expect(itemOf(await pipeline(mine, '?limit=100'), id)!.unread).toBe(0);
    // The colleague has not opened it: still unread for them.
    expect(itemOf(await pipeline(theirs, '?limit=100'), id)!.unread).toBe(2);
    // The consultant's own reply is not unread; the client's next one is.
    await mine.post(`/api/proposals/${id}/change-requests/${asked.id}/replies`).send({ text: 'Because of the value.' }).expect(201);
    expect(itemOf(await pipeline(mine, '?limit=100'), id)!.unread).toBe(0);
    await client().post(`/api/p/${token}/change-requests/${asked.id}/replies`).send({ text: 'Thanks!' }).expect(201);
    expect(itemOf(await pipeline(mine, '?limit=100'), id)!.unread).toBe(1);
    const again = expectShape(ReadMarkResponseSchema, (await mine.put(`/api/proposals/${id}/read`).send({}).expect(200)).body);
    expect(again.unread).toBe(1);
    expect(again.since).toEqual(expect.any(String));
    await mine.put('/api/proposals/999999/read').send({}).expect(404);
  });

  it('lists the open questions and changes waiting on the consultant, oldest first, each leaving once answered', async () => {
    const owner = await person(t, 'waiter');
    const me = as(owner);
    expect(expectShape(WaitingResponseSchema, (await me.get('/api/proposals/waiting').expect(200)).body)).toEqual({ items: [], total: 0 });
    const first = await proposalOf(owner);
    const second = await proposalOf(owner);
    const a = await send(me, first);
    const b = await send(me, second);
    const question = (await client().post(`/api/p/${a.token}/change-requests`).send({ path: 'headline', comment: 'Who runs it?', kind: 'question' }).expect(201)).body as { id: number };
    const change = (await client().post(`/api/p/${b.token}/change-requests`).send({ path: 'headline', comment: 'Shorter headline', kind: 'change' }).expect(201)).body as { id: number };
    const waiting = expectShape(WaitingResponseSchema, (await me.get('/api/proposals/waiting').expect(200)).body);
    expect(waiting.total).toBe(2);
    expect(waiting.items.map((item) => [item.id, item.generationId, item.kind, item.comment])).toEqual([
      [question.id, first, 'question', 'Who runs it?'],
      [change.id, second, 'change', 'Shorter headline'],
    ]);
    await me.post(`/api/proposals/${first}/change-requests/${question.id}/replies`).send({ text: 'Our senior team.' }).expect(201);
    await me.patch(`/api/proposals/${second}/change-requests/${change.id}`).send({ state: 'declined' }).expect(200);
    expect((await me.get('/api/proposals/waiting').expect(200)).body).toEqual({ items: [], total: 0 });
  });
});
