// A proposal sent to its client (issue 24), against the real api, MySQL, Redis and a worker process
// (the PDF renderer): who may do what, the frozen snapshot and its hash (recomputed here from the
// stored row), accepting once, 409 on changes to an accepted version, the change-request round trip
// to a second version accepted with its own hash, and the rules for counting opens.
import { createHash } from 'node:crypto';
import { insertGenerationIdempotent } from '@growth-suite/db';
import { pdfPages } from '@growth-suite/documents/testing';
import { formatValidUntil } from '@growth-suite/shared';
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { DEFAULT_TERMS } from '@growth-suite/shared';
import { ProposalRequestSchema, type ProposalResult } from '@growth-suite/shared/tools/proposal';
import { ACCEPTED_VERSION_MESSAGE, SENT_NOT_FOUND, SUPERSEDED_MESSAGE, type SentProposal } from '@growth-suite/shared/tools/proposal/send';
import { startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';
import { AcceptResponseSchema, ActivityResponseSchema, ChangeRequestResponseSchema, QuoteResponseSchema, SentLinkResponseSchema, SentUpdatesResponseSchema } from '@growth-suite/shared/contract';
import { SentResponseSchema } from '@growth-suite/shared/tools/proposal/wire';

const TOOL = 'proposal' as const;
let t: TestApp;
let worker: ChildHandle;
let ann: Awaited<ReturnType<TestApp['signedIn']>>;
let bob: Awaited<ReturnType<TestApp['signedIn']>>;
let annId: number;

// A UK consultant's proposal: pounds in en-GB, its value one person's hours (DESIGN §11.1).
const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS[TOOL], clientCompany: 'Whitfield Physio', currency: 'GBP', locale: 'en-GB', valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 30, annualCostPerPerson: 5_200_000 }] }, floor: 90_000 }); // £3,250 a month: carries all three tiers' floors (issue 52)
const model = { floor: request.floor, tiers: request.tiers };
const CLIENT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) ClientPhone';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SHARED_PER_IP: '1000', RATE_LIMIT_SENT_WRITES_PER_IP: '1000' });
  worker = await startWorkerProcess(workerEnv(t.services));
  ann = await t.signedIn('ann');
  bob = await t.signedIn('bob');
  annId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
  await ann.put('/api/account/brand').send({ firmName: 'Lee Advisory', senderName: 'Ann Lee', signature: '', accentColor: '#225577' }).expect(200);
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

let made = 0;
/** A saved proposal of Ann's (version 1), as the worker would have written it. */
async function proposalOfAnn(): Promise<{ id: number; results: ProposalResult }> {
  const results = demoResult(TOOL, request);
  const id = await insertGenerationIdempotent(t.db.knex, { jobId: `sends-${process.pid}-${made++}`, userId: annId, tool: TOOL, request, results, provider: 'demo', model: 'demo' });
  return { id, results };
}

/** A visitor's browser: no session, its own user agent. */
const client = (ua = CLIENT_UA) => {
  const browser = t.agent();
  browser.set('User-Agent', ua);
  return browser;
};

const send = async (id: number) => (await ann.post(`/api/proposals/${id}/send`).send({})).body as { token: string; url: string; version: number; hash: string };

/** SHA-256 of JSON with every object's keys sorted: written here again, apart from the product's. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
const sha256 = (value: unknown) => createHash('sha256').update(sortedJson(value)).digest('hex');

const acceptBody = (tier = request.tiers[1].name) => ({ tier, inputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 30, annualCostPerPerson: 6_000_000 }] }, fullName: 'Dana Whitfield', email: 'dana@whitfield.test', consent: true });

const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('who may send and follow a proposal', () => {
  it('the owner sends (201, then 200 with the same link); another user, a visitor and a non-proposal are 404/401', async () => {
    const { id } = await proposalOfAnn();
    const first = await ann.post(`/api/proposals/${id}/send`).send({}).expect(201);
    expectShape(SentLinkResponseSchema, first.body);
    expect(first.body).toMatchObject({ version: 1, url: expect.stringMatching(new RegExp(`/p/${first.body.token}$`)) });
    const again = await ann.post(`/api/proposals/${id}/send`).send({}).expect(200);
    expect(again.body.token).toBe(first.body.token);
    await bob.post(`/api/proposals/${id}/send`).send({}).expect(404);
    await t.agent().post(`/api/proposals/${id}/send`).send({}).expect(401);
    await bob.get(`/api/proposals/${id}/activity`).expect(404);
    await bob.delete(`/api/proposals/${id}/sends/1`).expect(404);
    await bob.get(`/api/proposals/${id}/acceptances/1/pdf`).expect(404);
    // Another tool's item is not a proposal.
    const niche = await insertGenerationIdempotent(t.db.knex, { jobId: `sends-niche-${process.pid}`, userId: annId, tool: 'niche-finder', request: SAMPLE_REQUESTS['niche-finder'], results: demoResult('niche-finder', SAMPLE_REQUESTS['niche-finder'] as never), provider: 'demo', model: 'demo' });
    await ann.post(`/api/proposals/${niche}/send`).send({}).expect(404);
    await ann.get(`/api/proposals/${niche}/activity`).expect(404);
    await ann.post(`/api/proposals/${id}/send`).send({ expiresInDays: 0 }).expect(400);
  });

  it('a withdrawn, an expired and an unknown link are the same 404 on every public route', async () => {
    const { id } = await proposalOfAnn();
    const link = await send(id);
    await client().get(`/api/p/${link.token}`).expect(200);
    await ann.delete(`/api/proposals/${id}/sends/1`).expect(204);
    const expired = await send(id); // a new link for the same version, then made to expire
    await t.db.knex('proposal_sends').where({ token: expired.token }).update({ expires_at: new Date(Date.now() - 1000) });
    for (const token of [link.token, expired.token, 'A'.repeat(43), 'short']) {
      for (const res of [
        await client().get(`/api/p/${token}`),
        await client().post(`/api/p/${token}/quote`).send({ inputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 10, annualCostPerPerson: 5_000_000 }] } }),
        await client().post(`/api/p/${token}/accept`).send(acceptBody()),
        await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Shorter please' }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(SENT_NOT_FOUND);
      }
    }
  });
});

describe('sending freezes the version', () => {
  it('stores the results as they were with the SHA-256 of their canonical JSON; later edits do not reach the link', async () => {
    const { id, results } = await proposalOfAnn();
    const link = await send(id);
    const row = await t.db.knex('proposal_sends').where({ token: link.token }).first();
    const stored = JSON.parse(row.snapshot);
    expect(stored).toEqual(results);
    expect(row.hash).toBe(sha256(stored));
    expect(link.hash).toBe(row.hash);

    await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: { ...results, headline: 'A changed headline' }, baseVersion: 1 }).expect(200);
    const page = (await client().get(`/api/p/${link.token}`).expect(200)) as Response;
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const body = expectShape(SentResponseSchema, page.body) as SentProposal;
    expect(body.proposal.headline).toBe(results.headline);
    expect(body.version).toBe(1);
    expect(body.hash).toBe(row.hash);
    expect(body.title).toBe('Proposal for Whitfield Physio');
    expect(body.preparedBy).toMatchObject({ firmName: 'Lee Advisory', senderName: 'Ann Lee' });
    // Without a brand, the firm the proposal's form named.
    await ann.put('/api/account/brand').send({ firmName: '', senderName: '', signature: '', accentColor: '' }).expect(200);
    try {
      expect(((await client().get(`/api/p/${link.token}`).expect(200)).body as SentProposal).preparedBy.firmName).toBe(request.companyName);
    } finally {
      await ann.put('/api/account/brand').send({ firmName: 'Lee Advisory', senderName: 'Ann Lee', signature: '', accentColor: '#225577' }).expect(200);
    }
    expect(body.valueModel).toEqual(model);
    expect(body.inputs).toEqual(request.valueInputs);
    expect(body.sections.map((s) => s.path)).toContain('scope/phases/0');
    // The owner's request (who they are, their e-mail) never reaches the client.
    expect(JSON.stringify(body)).not.toContain(request.email);
  });

  it('quotes with the shared pricing function, never below the floor, with field errors outside the limits', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    const inputs = { drivers: [{ kind: 'time' as const, people: 1, hoursPerWeek: 1, annualCostPerPerson: 2_000_000 }] };
    const quote = await client().post(`/api/p/${token}/quote`).send({ inputs }).expect(200);
    expectShape(QuoteResponseSchema, quote.body);
    expect(quote.body.tiers).toEqual(priceTiers(model, inputs, 'GBP').tiers);
    expect(quote.body.tiers.every((tier: { monthly: number }) => tier.monthly >= request.floor)).toBe(true);
    const bad = await client().post(`/api/p/${token}/quote`).send({ inputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 99, annualCostPerPerson: -5 }] } }).expect(400);
    // Field errors are keyed by the body's top-level field (DESIGN §4), with the first message.
    expect(bad.body.fieldErrors).toEqual({ inputs: 'The hours a week must be at most 60' });
  });
});

describe('accepting', () => {
  it('accepts once: a double click gives one acceptance, stored with who, where and the hash', async () => {
    const { id } = await proposalOfAnn();
    const link = await send(id);
    const [a, b] = await Promise.all([client().post(`/api/p/${link.token}/accept`).send(acceptBody()), client().post(`/api/p/${link.token}/accept`).send(acceptBody())]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expectShape(AcceptResponseSchema, a.body);
    expect(a.body.acceptedAt).toBe(b.body.acceptedAt);
    expect(a.body.hash).toBe(link.hash);
    const rows = await t.db.knex('proposal_acceptances').where({ generation_id: id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tier: request.tiers[1].name, full_name: 'Dana Whitfield', email: 'dana@whitfield.test', user_agent: CLIENT_UA, hash: link.hash, version: 1 });
    expect(rows[0].ip).not.toBe('');
    expect(JSON.parse(rows[0].inputs)).toEqual(acceptBody().inputs);
    const page = (await client().get(`/api/p/${link.token}`).expect(200)).body as SentProposal;
    expect(page.acceptance).toMatchObject({ tier: request.tiers[1].name, inputs: acceptBody().inputs, fullName: 'Dana Whitfield', hash: link.hash });
    expect(page.acceptance).not.toHaveProperty('email');
  });

  it('refuses a tier the proposal does not have, and an acceptance without consent, with field errors', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    expect((await client().post(`/api/p/${token}/accept`).send(acceptBody('Platinum')).expect(400)).body.fieldErrors).toHaveProperty('tier');
    expect((await client().post(`/api/p/${token}/accept`).send({ ...acceptBody(), consent: false }).expect(400)).body.fieldErrors).toHaveProperty('consent');
    // A tier of the proposal that the client's figures do not carry is not offered (issue 52): £125 a
    // month carries no tier's floor, so only the first, as a pilot.
    const small = { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 2, annualCostPerPerson: 3_000_000 }] };
    const notOffered = await client().post(`/api/p/${token}/accept`).send({ ...acceptBody(), inputs: small }).expect(400);
    expect(notOffered.body).toMatchObject({ message: 'Please choose one of the tiers offered', fieldErrors: { tier: 'Please choose one of the tiers offered' } });
    expect((await client().post(`/api/p/${token}/quote`).send({ inputs: small }).expect(200)).body.tiers.map((tier: { name: string }) => tier.name)).toEqual([request.tiers[0].name]);
    expect(await t.db.knex('proposal_acceptances').where({ generation_id: id })).toHaveLength(0);
  });

  it('an accepted version never changes: edits, restores and AI redrafts answer 409 until a new version is asked for', async () => {
    const { id, results } = await proposalOfAnn();
    await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: { ...results, headline: 'Version two' }, baseVersion: 1 }).expect(200);
    const link = await send(id);
    expect(link.version).toBe(2);
    await client().post(`/api/p/${link.token}/accept`).send(acceptBody()).expect(201);

    const edit = await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: { ...results, headline: 'Version three' }, baseVersion: 2 }).expect(409);
    expect(edit.body).toEqual({ message: ACCEPTED_VERSION_MESSAGE, acceptedVersion: 2 });
    expect((await ann.post(`/api/history/${TOOL}/${id}/versions/1/restore`).send({ baseVersion: 2 }).expect(409)).body.acceptedVersion).toBe(2);
    expect((await ann.post(`/api/history/${TOOL}/${id}/refine`).send({ path: 'headline', baseVersion: 2 }).expect(409)).body.message).toBe(ACCEPTED_VERSION_MESSAGE);
    expect((await ann.get(`/api/history/${TOOL}/${id}`).expect(200)).body.results.headline).toBe('Version two');

    const fresh = await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: { ...results, headline: 'Version three' }, baseVersion: 2, newVersion: true }).expect(200);
    expect(fresh.body.version).toBe(3);
    // The accepted snapshot is untouched.
    const page = (await client().get(`/api/p/${link.token}`).expect(200)).body as SentProposal;
    expect(page.proposal.headline).toBe('Version two');
  });

  it('a version superseded by a newer send cannot be accepted', async () => {
    const { id, results } = await proposalOfAnn();
    const v1 = await send(id);
    await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: { ...results, headline: 'Better' }, baseVersion: 1 }).expect(200);
    const v2 = await send(id);
    const old = (await client().get(`/api/p/${v1.token}`).expect(200)).body as SentProposal;
    // (Each supertest request reaches the app on its own port: compare the path.)
    expect(old.newer?.version).toBe(2);
    expect(new URL(old.newer!.url).pathname).toBe(`/p/${v2.token}`);
    expect((await client().post(`/api/p/${v1.token}/accept`).send(acceptBody()).expect(409)).body.message).toBe(SUPERSEDED_MESSAGE);
    await client().post(`/api/p/${v2.token}/accept`).send(acceptBody()).expect(201);
  });

  it('the owner downloads the accepted proposal as a PDF with an acceptance page', async () => {
    const { id } = await proposalOfAnn();
    const link = await send(id);
    await ann.get(`/api/proposals/${id}/acceptances/1/pdf`).expect(404);
    await client().post(`/api/p/${link.token}/accept`).send(acceptBody()).expect(201);
    const res = await ann.get(`/api/proposals/${id}/acceptances/1/pdf`).buffer(true).parse(binary as never).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(res.body as Buffer);
    expect(pages.length).toBeGreaterThan(1);
    const last = pages.at(-1)!;
    expect(last).toContain('Acceptance');
    expect(last).toContain('Dana Whitfield');
    expect(last).toContain(link.hash);
    expect(last).toContain('matches');
    // Until when the link offered it (DESIGN §11.1).
    expect(last).toContain(`Valid until: ${formatValidUntil((link as unknown as { expiresAt: string }).expiresAt)}`);
    expect(pages[0]).not.toContain('Acceptance');
    // The proposal closes as an agreement: the terms (the default ones: the brand has none), how long
    // the link stood, and the signature block with who accepted, when, and the hash.
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(DEFAULT_TERMS.split('\n')[0]!.replace(/^- /, ''));
    expect(text).toContain('Valid until:');
    expect(text).toContain(`Name: ${request.prospectName}`);
    // In the proposal’s locale (en-GB): 28 Nov 2026, 09:30.
    expect(text).toMatch(/Accepted by: Dana Whitfield on \d{1,2} \w{3} \d{4}, \d\d:\d\d/);
    expect(text.indexOf('Signature')).toBeLessThan(text.lastIndexOf('Acceptance'));
    // Named after the client and the document.
    expect(res.headers['content-disposition']).toBe('attachment; filename="Whitfield Physio - Accepted proposal v1.pdf"');
  });
});

describe('a change request round trip', () => {
  it('client asks for a change on a phase → owner makes and sends version 2 → client sees the diff and accepts with a new hash; v1 stays readable with its acceptance', async () => {
    const { id, results } = await proposalOfAnn();
    const v1 = await send(id);
    await client().post(`/api/p/${v1.token}/accept`).send(acceptBody(request.tiers[0].name)).expect(201);
    // Accepted: a change is refused, a question is still welcome (DESIGN §11.1).
    await client().post(`/api/p/${v1.token}/change-requests`).send({ path: 'scope/phases/1', comment: 'Start phase 2 in May' }).expect(409);
    const asked = await client().post(`/api/p/${v1.token}/change-requests`).send({ path: 'scope/phases/1', comment: 'Can phase 2 start in May?', kind: 'question' }).expect(201);
    expectShape(ChangeRequestResponseSchema, asked.body);
    expect(asked.body).toMatchObject({ version: 1, path: 'scope/phases/1', comment: 'Can phase 2 start in May?', answeredInVersion: null });
    await client().post(`/api/p/${v1.token}/change-requests`).send({ path: 'no/such/part', comment: 'Hmm' }).expect(400);

    let activity = (await ann.get(`/api/proposals/${id}/activity`).expect(200)).body;
    expect(activity.changeRequests).toHaveLength(1);
    expect(activity.changeRequests[0].label).toMatch(/^Phase 2/);

    const phases = results.scope.phases.map((phase, i) => (i === 1 ? { ...phase, timeline: 'May to June' } : phase));
    await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: { ...results, scope: { phases } }, baseVersion: 1, path: 'scope/phases/1', newVersion: true }).expect(200);
    const v2 = await send(id);
    expect(v2.version).toBe(2);
    expect(v2.hash).not.toBe(v1.hash);

    const page = (await client().get(`/api/p/${v2.token}`).expect(200)).body as SentProposal;
    expect(page.changes).toEqual([{ path: 'scope/phases/1', label: expect.stringMatching(/^Phase 2/), before: expect.stringContaining(results.scope.phases[1]!.timeline), after: expect.stringContaining('May to June') }]);
    expect(page.acceptance).toBeNull();
    const accepted = await client().post(`/api/p/${v2.token}/accept`).send(acceptBody()).expect(201);
    expect(accepted.body.hash).toBe(v2.hash);

    const old = (await client().get(`/api/p/${v1.token}`).expect(200)).body as SentProposal;
    expect(old.proposal.scope.phases[1]!.timeline).toBe(results.scope.phases[1]!.timeline);
    expect(old.acceptance).toMatchObject({ version: 1, hash: v1.hash, tier: request.tiers[0].name });

    activity = expectShape(ActivityResponseSchema, (await ann.get(`/api/proposals/${id}/activity`).expect(200)).body);
    expect(activity.acceptances.map((a: { version: number; hash: string }) => [a.version, a.hash])).toEqual([
      [2, v2.hash],
      [1, v1.hash],
    ]);
    // Sending version 2 does not answer the request: only the owner says which version does.
    expect(activity.changeRequests[0]).toMatchObject({ answeredInVersion: null, state: 'open' });
    await ann.patch(`/api/proposals/${id}/change-requests/${asked.body.id}`).send({ state: 'answered', answeredInVersion: 2 }).expect(200);
    activity = (await ann.get(`/api/proposals/${id}/activity`).expect(200)).body;
    expect(activity.changeRequests[0].answeredInVersion).toBe(2);
  });
});

describe('counting opens', () => {
  it('once per visitor per day, the owner never, and no raw address stored', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    await client().get(`/api/p/${token}`).expect(200);
    await client().get(`/api/p/${token}`).expect(200);
    await ann.get(`/api/p/${token}`).expect(200);
    let activity = (await ann.get(`/api/proposals/${id}/activity`).expect(200)).body;
    expect(activity.opens).toBe(1);
    const first = activity.firstOpenedAt;
    expect(first).toEqual(expect.any(String));
    await client('Another browser/1.0').get(`/api/p/${token}`).expect(200);
    activity = (await ann.get(`/api/proposals/${id}/activity`).expect(200)).body;
    expect(activity.opens).toBe(2);
    expect(activity.firstOpenedAt).toBe(first);
    expect(Date.parse(activity.lastOpenedAt)).toBeGreaterThanOrEqual(Date.parse(first));
    const rows = await t.db.knex('proposal_views').where({ generation_id: id });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain('127.0.0.1');
      expect(JSON.stringify(row)).not.toContain('Another browser');
    }
  });
});

describe('the public routes are rate-limited', () => {
  it('answers 429 past the write limit per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SENT_WRITES_PER_IP: '2' });
    try {
      const owner = await limited.signedIn('ann');
      const ownerId = (await limited.db.knex('users').where({ username: 'ann' }).first()).id as number;
      const pid = await insertGenerationIdempotent(limited.db.knex, { jobId: `sends-limit-${process.pid}`, userId: ownerId, tool: TOOL, request, results: demoResult(TOOL, request), provider: 'demo', model: 'demo' });
      const { token } = (await owner.post(`/api/proposals/${pid}/send`).send({}).expect(201)).body;
      const ask = () => limited.agent().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Shorter, please' });
      expect((await ask()).status).toBe(201);
      expect((await ask()).status).toBe(201);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('the owner hears of it at once', () => {
  it('lists acceptances, change requests, questions and the client’s replies on their own proposals since a time, and nobody else’s', async () => {
    const since = (await ann.get('/api/proposals/updates').expect(200)).body.now as string;
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    const asked = (await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Name our clinic in it' }).expect(201)).body as { id: number };
    // The owner's own reply is no news to them; the client's answer to it is.
    await ann.post(`/api/proposals/${id}/change-requests/${asked.id}/replies`).send({ text: 'Which name should it use?' }).expect(201);
    await client().post(`/api/p/${token}/change-requests/${asked.id}/replies`).send({ text: 'Whitfield Physio, please' }).expect(201);
    await client().post(`/api/p/${token}/accept`).send(acceptBody()).expect(201);
    await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'When do we start?', kind: 'question' }).expect(201);
    const updates = expectShape(SentUpdatesResponseSchema, (await ann.get(`/api/proposals/updates?since=${encodeURIComponent(since)}`).expect(200)).body);
    expect(updates.items.map((u: { kind: string; link: string; title: string; who: string; detail: string }) => [u.kind, u.link, u.title, u.who, u.detail])).toEqual([
      ['question', `/ai-proposal/${id}`, 'Proposal for Whitfield Physio', '', 'Headline'],
      ['accepted', `/ai-proposal/${id}`, 'Proposal for Whitfield Physio', 'Dana Whitfield', request.tiers[1].name],
      ['reply', `/ai-proposal/${id}`, 'Proposal for Whitfield Physio', '', 'Headline'],
      ['change-request', `/ai-proposal/${id}`, 'Proposal for Whitfield Physio', '', 'Headline'],
    ]);
    expect((await bob.get(`/api/proposals/updates?since=${encodeURIComponent(since)}`).expect(200)).body.items).toEqual([]);
    expect((await ann.get(`/api/proposals/updates?since=${encodeURIComponent(updates.now)}`).expect(200)).body.items).toEqual([]);
    await ann.get('/api/proposals/updates?since=yesterday').expect(400);
    await t.agent().get('/api/proposals/updates').expect(401);
  });
});

describe('answering a change request with AI', () => {
  it('redrafts the asked section with the request as the instruction, recorded as a change-request version', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    await client().post(`/api/p/${token}/accept`).send(acceptBody()).expect(201);
    const asked = (await client().post(`/api/p/${token}/change-requests`).send({ path: 'scope/phases/1', comment: 'Can phase 2 start in May?', kind: 'question' }).expect(201)).body;
    const refine = (body: Record<string, unknown>, browser = ann) => browser.post(`/api/history/${TOOL}/${id}/refine`).set('Idempotency-Key', crypto.randomUUID()).send({ path: 'scope/phases/1', baseVersion: 1, ...body });
    // Accepted: a new version must be asked for; the request must be this item's and answered on its section.
    expect((await refine({ changeRequestId: asked.id })).status).toBe(409);
    expect((await refine({ changeRequestId: asked.id, newVersion: true, path: 'headline' })).status).toBe(400);
    expect((await refine({ changeRequestId: asked.id + 1000, newVersion: true })).status).toBe(404);
    expect((await refine({ changeRequestId: asked.id, newVersion: true }, bob)).status).toBe(404);
    const done = await refine({ changeRequestId: asked.id, newVersion: true });
    expect(done.status).toBe(200);
    expect(done.body.version).toBe(2);
    const [latest] = (await ann.get(`/api/history/${TOOL}/${id}/versions`).expect(200)).body;
    expect(latest).toMatchObject({ number: 2, kind: 'change-request', path: 'scope/phases/1', instruction: 'Can phase 2 start in May?', author: 'ai' });
  });
});

describe('the owner preview and the link\'s expiry (DESIGN §11.1)', () => {
  const DAY = 86_400_000;
  const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

  it('the preview is the current version as the client page will show it, with no link made; another user and a visitor are 404/401', async () => {
    const { id, results } = await proposalOfAnn();
    const preview = expectShape(SentResponseSchema, (await ann.get(`/api/proposals/${id}/preview`).expect(200)).body);
    expect(preview).toMatchObject({ proposal: results, version: 1, hash: sha256(results), expiresAt: null, clientCompany: 'Whitfield Physio', newer: null, acceptance: null });
    expect(preview.preparedBy).toMatchObject({ firmName: 'Lee Advisory', senderName: 'Ann Lee', accentColor: '#225577' });
    expect(preview.sections.length).toBeGreaterThan(0);
    // Nothing was sent: no link, and the sent page's first send still makes version 1's.
    expect(await t.db.knex('proposal_sends').where({ generation_id: id }).count({ n: '*' }).first()).toMatchObject({ n: 0 });
    expect((await ann.get(`/api/proposals/${id}/activity`).expect(200)).body.sends).toEqual([]);
    // The preview matches what the client then reads.
    const link = await send(id);
    const sent = expectShape(SentResponseSchema, (await client().get(`/api/p/${link.token}`).expect(200)).body);
    // (Its PDF is the link's: a preview has none yet.)
    expect(preview.pdfUrl).toBe('');
    expect({ ...sent, sentAt: '', expiresAt: null, pdfUrl: '' }).toEqual({ ...preview, sentAt: '', preparedBy: { ...preview.preparedBy, logoUrl: sent.preparedBy.logoUrl } });
    expect((await bob.get(`/api/proposals/${id}/preview`).expect(404)).body).toEqual({ message: 'Proposal not found' });
    await t.agent().get(`/api/proposals/${id}/preview`).expect(401);
    await ann.get('/api/proposals/999999999/preview').expect(404);
  });

  it('sends for 7, 14, 30 or 60 days, or to a chosen last day, and the client page shows when it ends', async () => {
    for (const days of [7, 14, 30, 60]) {
      const { id } = await proposalOfAnn();
      const before = Date.now();
      const link = (await ann.post(`/api/proposals/${id}/send`).send({ expiresInDays: days }).expect(201)).body as { token: string; expiresAt: string };
      const expiresAt = Date.parse(link.expiresAt);
      expect(expiresAt).toBeGreaterThanOrEqual(before + days * DAY - 1000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + days * DAY + 1000);
      expect((await client().get(`/api/p/${link.token}`).expect(200)).body.expiresAt).toBe(link.expiresAt);
    }
    const { id } = await proposalOfAnn();
    const day = dayAhead(45);
    const link = (await ann.post(`/api/proposals/${id}/send`).send({ expiresOn: day }).expect(201)).body as { token: string; expiresAt: string };
    expect(link.expiresAt).toBe(`${day}T23:59:59.999Z`);
    expect((await client().get(`/api/p/${link.token}`).expect(200)).body.expiresAt).toBe(`${day}T23:59:59.999Z`);
    // Without a choice: 30 days.
    const other = await proposalOfAnn();
    const plain = (await ann.post(`/api/proposals/${other.id}/send`).send({}).expect(201)).body as { expiresAt: string };
    expect(Math.abs(Date.parse(plain.expiresAt) - (Date.now() + 30 * DAY))).toBeLessThan(5000);
  });

  it('an invalid expiry is a 400 that says what is wrong, and nothing is sent', async () => {
    const { id } = await proposalOfAnn();
    const refused = async (body: object) => (await ann.post(`/api/proposals/${id}/send`).send(body).expect(400)).body as { message: string; fieldErrors: Record<string, string> };
    expect(await refused({ expiresOn: dayAhead(0) })).toMatchObject({ message: 'The last day must be after today', fieldErrors: { expiresOn: 'The last day must be after today' } });
    expect((await refused({ expiresOn: dayAhead(-3) })).message).toBe('The last day must be after today');
    expect((await refused({ expiresOn: dayAhead(366) })).message).toBe('The last day can be at most 365 days from today');
    expect((await refused({ expiresOn: '2026-02-30' })).message).toBe('Choose the last day as YYYY-MM-DD');
    expect((await refused({ expiresOn: '12/12/2026' })).message).toBe('Choose the last day as YYYY-MM-DD');
    expect((await refused({ expiresOn: dayAhead(10), expiresInDays: 7 })).message).toBe('Choose either a number of days or a last day, not both');
    expect((await refused({ expiresInDays: 366 })).message).toBe('At most 365 days');
    expect(await t.db.knex('proposal_sends').where({ generation_id: id }).count({ n: '*' }).first()).toMatchObject({ n: 0 });
    // The furthest day allowed is accepted.
    await ann.post(`/api/proposals/${id}/send`).send({ expiresOn: dayAhead(365) }).expect(201);
  });
});
