// A client's change request or question is a thread (DESIGN §11.1), against the real api, MySQL, Redis
// and a worker process (the PDF renderer and the redraft): replies from both sides seen on the client's
// page and in the owner's activity, the state set by the owner only (answered names a version that
// exists), questions after acceptance while changes are refused, the client's PDF, and opens counted
// as unique visitors per day.
import { insertGenerationIdempotent, recordView } from '@growth-suite/db';
import { pdfPages } from '@growth-suite/documents/testing';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema, type ProposalResult } from '@growth-suite/shared/tools/proposal';
import {
  CHANGE_AFTER_ACCEPTANCE_MESSAGE,
  NO_SUCH_VERSION_MESSAGE,
  REPLIES_PER_THREAD,
  SENT_NOT_FOUND,
  type SentProposal,
} from '@growth-suite/shared/tools/proposal/send';
import { ActivityResponseSchema, ChangeRequestResponseSchema, ThreadReplyResponseSchema } from '@growth-suite/shared/contract';
import { SentResponseSchema } from '@growth-suite/shared/tools/proposal/wire';
import { startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';
import { clientPdfFileName } from '../src/routes/proposals/public.ts';

const TOOL = 'proposal' as const;
let t: TestApp;
let worker: ChildHandle;
let ann: Awaited<ReturnType<TestApp['signedIn']>>;
let bob: Awaited<ReturnType<TestApp['signedIn']>>;
let annId: number;

const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS[TOOL], clientCompany: 'Brightside Digital', currency: 'GBP', locale: 'en-GB', valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 30, annualCostPerPerson: 5_200_000 }] }, floor: 90_000 }); // £3,250 a month: carries all three tiers' floors (issue 52)
const CLIENT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) ClientPhone';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SHARED_PER_IP: '1000', RATE_LIMIT_SENT_WRITES_PER_IP: '1000' });
  worker = await startWorkerProcess(workerEnv(t.services));
  ann = await t.signedIn('ann');
  bob = await t.signedIn('bob');
  annId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

let made = 0;
async function proposalOfAnn(): Promise<{ id: number; results: ProposalResult }> {
  const results = demoResult(TOOL, request);
  const id = await insertGenerationIdempotent(t.db.knex, { jobId: `threads-${process.pid}-${made++}`, userId: annId, tool: TOOL, request, results, provider: 'demo', model: 'demo' });
  return { id, results };
}
const client = (ua = CLIENT_UA) => t.agent().set('User-Agent', ua);
const send = async (id: number) => (await ann.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string; version: number };
const page = async (token: string) => expectShape(SentResponseSchema, (await client().get(`/api/p/${token}`).expect(200)).body) as SentProposal;
const activityOf = async (id: number) => expectShape(ActivityResponseSchema, (await ann.get(`/api/proposals/${id}/activity`).expect(200)).body);
const acceptBody = () => ({ tier: request.tiers[1].name, inputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 30, annualCostPerPerson: 6_000_000 }] }, fullName: 'Dana Whitfield', email: 'dana@brightside.test', consent: true });
const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('a thread on a section', () => {
  it('the client asks and replies, the owner replies: both see the thread, in order, with who wrote what', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    const asked = expectShape(ChangeRequestResponseSchema, (await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Name our studio in it' }).expect(201)).body);
    expect(asked).toMatchObject({ kind: 'change', state: 'open', answeredInVersion: null, replies: [] });

    const theirs = await ann.post(`/api/proposals/${id}/change-requests/${asked.id}/replies`).send({ text: 'Will do: Brightside or Brightside Digital?' }).expect(201);
    expectShape(ThreadReplyResponseSchema, theirs.body);
    expect(theirs.body).toMatchObject({ author: 'consultant', text: 'Will do: Brightside or Brightside Digital?' });
    const mine = await client().post(`/api/p/${token}/change-requests/${asked.id}/replies`).send({ text: '  Brightside Digital, please  ' }).expect(201);
    expect(mine.body).toMatchObject({ author: 'client', text: 'Brightside Digital, please' });

    const seen = await page(token);
    expect(seen.threads).toHaveLength(1);
    expect(seen.threads[0]).toMatchObject({ id: asked.id, path: 'headline', label: 'Headline', comment: 'Name our studio in it', kind: 'change', state: 'open' });
    expect(seen.threads[0]!.replies.map((r) => [r.author, r.text])).toEqual([
      ['consultant', 'Will do: Brightside or Brightside Digital?'],
      ['client', 'Brightside Digital, please'],
    ]);
    expect(seen.pdfUrl).toBe(`/api/p/${token}/pdf`);
    // Nothing private reaches the page: the owner's request e-mail never does.
    expect(JSON.stringify(seen)).not.toContain(request.email);

    const activity = await activityOf(id);
    expect(activity.changeRequests[0]!.replies.map((r: { author: string }) => r.author)).toEqual(['consultant', 'client']);
  });

  it('checks the words as other free text, and keeps threads to their own proposal and owner', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    const other = await proposalOfAnn();
    const otherLink = await send(other.id);
    const asked = (await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Shorter please' }).expect(201)).body;
    const onOther = (await client().post(`/api/p/${otherLink.token}/change-requests`).send({ path: 'headline', comment: 'Longer please' }).expect(201)).body;

    for (const text of ['', '   ', 'x'.repeat(501), 'bad \u0000 byte']) {
      const res = await client().post(`/api/p/${token}/change-requests/${asked.id}/replies`).send({ text }).expect(400);
      expect(res.body.fieldErrors).toHaveProperty('text');
      await ann.post(`/api/proposals/${id}/change-requests/${asked.id}/replies`).send({ text }).expect(400);
    }
    // Another proposal's thread through this link, an unknown thread, a wrong token: 404.
    await client().post(`/api/p/${token}/change-requests/${onOther.id}/replies`).send({ text: 'Hello' }).expect(404);
    await client().post(`/api/p/${token}/change-requests/999999/replies`).send({ text: 'Hello' }).expect(404);
    expect((await client().post(`/api/p/${'A'.repeat(43)}/change-requests/${asked.id}/replies`).send({ text: 'Hello' }).expect(404)).body.message).toBe(SENT_NOT_FOUND);
    // Another user's proposal and thread: 404 for replies and state; the owner's thread under another proposal: 404.
    await bob.post(`/api/proposals/${id}/change-requests/${asked.id}/replies`).send({ text: 'Hi' }).expect(404);
    await bob.patch(`/api/proposals/${id}/change-requests/${asked.id}`).send({ state: 'declined' }).expect(404);
    await ann.post(`/api/proposals/${id}/change-requests/${onOther.id}/replies`).send({ text: 'Hi' }).expect(404);
    await ann.patch(`/api/proposals/${id}/change-requests/${onOther.id}`).send({ state: 'declined' }).expect(404);
    await t.agent().post(`/api/proposals/${id}/change-requests/${asked.id}/replies`).send({ text: 'Hi' }).expect(401);
    expect((await page(token)).threads[0]!.replies).toEqual([]);
    expect((await page(token)).threads.map((thread) => thread.id)).toEqual([asked.id]);
  });

  it(`holds at most ${REPLIES_PER_THREAD} replies in a thread`, async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    const asked = (await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Shorter please' }).expect(201)).body;
    const rows = Array.from({ length: REPLIES_PER_THREAD }, (_, i) => ({ change_request_id: asked.id, send_id: null, author: 'consultant', text: `Reply ${i}`, created_at: new Date() }));
    await t.db.knex('proposal_change_request_replies').insert(rows);
    expect((await client().post(`/api/p/${token}/change-requests/${asked.id}/replies`).send({ text: 'One more' }).expect(429)).body.message).toMatch(/full/);
    await ann.post(`/api/proposals/${id}/change-requests/${asked.id}/replies`).send({ text: 'One more' }).expect(429);
  });
});

describe('the state is the owner’s to set', () => {
  it('sending a new version answers nothing; answered names an existing version (else 400); declined and open again', async () => {
    const { id, results } = await proposalOfAnn();
    const v1 = await send(id);
    const asked = (await client().post(`/api/p/${v1.token}/change-requests`).send({ path: 'headline', comment: 'Shorter please' }).expect(201)).body;
    await ann.put(`/api/history/${TOOL}/${id}/results`).send({ results: { ...results, headline: 'Short' }, baseVersion: 1, path: 'headline' }).expect(200);
    const v2 = await send(id);
    expect(v2.version).toBe(2);
    expect((await activityOf(id)).changeRequests[0]).toMatchObject({ state: 'open', answeredInVersion: null });
    expect((await page(v2.token)).threads[0]).toMatchObject({ id: asked.id, state: 'open', answeredInVersion: null });

    const missing = await ann.patch(`/api/proposals/${id}/change-requests/${asked.id}`).send({ state: 'answered', answeredInVersion: 7 }).expect(400);
    expect(missing.body).toMatchObject({ message: NO_SUCH_VERSION_MESSAGE, fieldErrors: { answeredInVersion: NO_SUCH_VERSION_MESSAGE } });
    await ann.patch(`/api/proposals/${id}/change-requests/${asked.id}`).send({ state: 'done' }).expect(400);
    await ann.patch(`/api/proposals/${id}/change-requests/${asked.id}`).send({ state: 'answered', answeredInVersion: 0 }).expect(400);

    const answered = expectShape(ChangeRequestResponseSchema, (await ann.patch(`/api/proposals/${id}/change-requests/${asked.id}`).send({ state: 'answered', answeredInVersion: 2 }).expect(200)).body);
    expect(answered).toMatchObject({ state: 'answered', answeredInVersion: 2 });
    // The client sees it on either link.
    expect((await page(v1.token)).threads[0]).toMatchObject({ state: 'answered', answeredInVersion: 2 });
    // Left out: the current version.
    expect((await ann.patch(`/api/proposals/${id}/change-requests/${asked.id}`).send({ state: 'answered' }).expect(200)).body.answeredInVersion).toBe(2);
    expect((await ann.patch(`/api/proposals/${id}/change-requests/${asked.id}`).send({ state: 'declined' }).expect(200)).body).toMatchObject({ state: 'declined', answeredInVersion: null });
    expect((await ann.patch(`/api/proposals/${id}/change-requests/${asked.id}`).send({ state: 'open' }).expect(200)).body).toMatchObject({ state: 'open', answeredInVersion: null });
  });
});

describe('after acceptance', () => {
  it('the client may still ask a question (201) but not request a change (409)', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    await client().post(`/api/p/${token}/accept`).send(acceptBody()).expect(201);
    const refused = await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Shorter please', kind: 'change' }).expect(409);
    expect(refused.body.message).toBe(CHANGE_AFTER_ACCEPTANCE_MESSAGE);
    await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Shorter please' }).expect(409);
    const question = await client().post(`/api/p/${token}/change-requests`).send({ path: 'scope/phases/0', comment: 'When does phase 1 start?', kind: 'question' }).expect(201);
    expect(question.body).toMatchObject({ kind: 'question', state: 'open' });
    await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Hmm?', kind: 'gossip' }).expect(400);
    const threads = (await page(token)).threads;
    expect(threads.map((thread) => [thread.kind, thread.path])).toEqual([['question', 'scope/phases/0']]);
    // Private to the owner: the e-mail the client typed when accepting.
    expect(JSON.stringify(await page(token))).not.toContain('dana@brightside.test');
  });
});

describe('redrafting with the owner’s own instruction', () => {
  it('the redraft’s instruction is the client’s words, then the owner’s addition, each labelled', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    const asked = (await client().post(`/api/p/${token}/change-requests`).send({ path: 'headline', comment: 'Name our studio in it' }).expect(201)).body;
    const done = await ann
      .post(`/api/history/${TOOL}/${id}/refine`)
      .set('Idempotency-Key', crypto.randomUUID())
      .send({ path: 'headline', baseVersion: 1, changeRequestId: asked.id, instruction: 'Keep it under eight words' })
      .expect(200);
    expect(done.body.version).toBe(2);
    const [latest] = (await ann.get(`/api/history/${TOOL}/${id}/versions`).expect(200)).body;
    expect(latest).toMatchObject({ number: 2, kind: 'change-request', instruction: "Client's request: Name our studio in it\n\nConsultant's instruction: Keep it under eight words" });
    // Redrafting answers nothing by itself.
    expect((await activityOf(id)).changeRequests[0]).toMatchObject({ state: 'open', answeredInVersion: null });
  });
});

describe('the client’s PDF', () => {
  it('is the sent version as application/pdf named after the client and the document; after acceptance, with the acceptance page but no e-mail', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    const first = await client().get(`/api/p/${token}/pdf`).buffer(true).parse(binary as never).expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain('filename="Brightside Digital - Proposal v1.pdf"');
    const before = await pdfPages(first.body as Buffer);
    expect(before.join('\n')).not.toContain('Acceptance');

    await client().post(`/api/p/${token}/accept`).send(acceptBody()).expect(201);
    const accepted = await client().get(`/api/p/${token}/pdf`).buffer(true).parse(binary as never).expect(200);
    expect(accepted.headers['content-disposition']).toContain('filename="Brightside Digital - Proposal v1 (accepted).pdf"');
    const pages = await pdfPages(accepted.body as Buffer);
    const last = pages.at(-1)!;
    expect(last).toContain('Acceptance');
    expect(last).toContain('Dana Whitfield');
    expect(last).not.toContain('dana@brightside.test');
    expect(last).not.toContain('ClientPhone');
  });

  it('is 404 for an unknown or withdrawn link', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    expect((await client().get(`/api/p/${'B'.repeat(43)}/pdf`).expect(404)).body.message).toBe(SENT_NOT_FOUND);
    await ann.delete(`/api/proposals/${id}/sends/1`).expect(204);
    await client().get(`/api/p/${token}/pdf`).expect(404);
  });

  it('names the file in safe characters', () => {
    expect(clientPdfFileName('Brightside Digital', 3, false)).toBe('Brightside Digital - Proposal v3.pdf');
    expect(clientPdfFileName('Café "Noir"/../x\r\n', 2, false)).toBe('Café Noir .. x - Proposal v2.pdf');
    expect(clientPdfFileName('***', 1, true)).toBe('Proposal v1 (accepted).pdf');
  });
});

describe('opens are unique visitors per day', () => {
  it('many loads by one visitor count once a day; another visitor, or the same one another day, once more; the owner never', async () => {
    const { id } = await proposalOfAnn();
    const { token } = await send(id);
    for (let i = 0; i < 5; i += 1) await client().get(`/api/p/${token}`).expect(200);
    await ann.get(`/api/p/${token}`).expect(200);
    expect((await activityOf(id)).opens).toBe(1);
    await client('Another browser/1.0').get(`/api/p/${token}`).expect(200);
    await client('Another browser/1.0').get(`/api/p/${token}`).expect(200);
    expect((await activityOf(id)).opens).toBe(2);
    // The same visitor (its daily value) on an earlier day: one more visitor-day, however many loads.
    const yesterday = new Date(Date.now() - 86_400_000);
    await recordView(t.db.knex, id, 'f'.repeat(64), yesterday);
    await recordView(t.db.knex, id, 'f'.repeat(64), yesterday);
    expect((await activityOf(id)).opens).toBe(3);
  });
});
