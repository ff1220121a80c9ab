// The conversation on a sent proposal by e-mail (DESIGN §11.2), through a real SMTP server started here
// (smtp-server, read back with mailparser), a real worker process per app and the `mail` queue: every
// message written in a thread reaches the other side exactly once, with its words and a link to its
// section, and Reply-To the other person; messages for one recipient within MAIL_BATCH_S are one mail
// (appended to atomically, even when they race), MAIL_BATCH_S=0 sends each at once, and a reset is never
// held back by a batch.
import { insertGenerationIdempotent } from '@growth-suite/db';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { startSmtpServer, startWorkerProcess, workerEnv, type ChildHandle, type TestSmtp } from '@growth-suite/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';
import { person } from './teams.ts';

type ParsedMail = TestSmtp['messages'][number];

/** The batching window of the batching app: long enough for a few requests on a busy machine. */
const BATCH_S = 6;

let smtp: TestSmtp;
/** MAIL_BATCH_S=0: each message at once. */
let now: TestApp;
/** MAIL_BATCH_S=BATCH_S. */
let batched: TestApp;
let workers: ChildHandle[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  const env = { SMTP_URL: smtp.url, RATE_LIMIT_SENT_WRITES_PER_IP: '500' };
  [now, batched] = await Promise.all([createTestApp({ ...env, MAIL_BATCH_S: '0' }), createTestApp({ ...env, MAIL_BATCH_S: String(BATCH_S) })]);
  workers = await Promise.all([now, batched].map((t) => startWorkerProcess(workerEnv(t.services, { SMTP_URL: smtp.url, MAIL_FROM: 'Growth Suite <mail@growth.test>' }))));
}, 90_000);
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await now?.close();
  await batched?.close();
  await smtp?.close();
});

const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Harbour Physio' });
let made = 0;
/** A proposal of `who`'s personal workspace, sent: its id and link. */
async function sentProposal(t: TestApp, who: Awaited<ReturnType<typeof person>>) {
  const workspaceId = (await who.browser.get('/api/workspaces').expect(200)).body[0].id as number;
  const id = await insertGenerationIdempotent(t.db.knex, { jobId: `thread-mail-${process.pid}-${(made += 1)}`, userId: who.id, workspaceId, tool: 'proposal', request, results: demoResult('proposal', request), provider: 'demo', model: 'demo' });
  const link = (await who.browser.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string; url: string; version: number };
  return { id, link };
}

const to = (address: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(address));
const replyToOf = (message: ParsedMail) => message.replyTo?.value.map((v) => v.address);
async function eventually(check: () => boolean, what: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`never arrived: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** Nothing more arrives for a while (a second message would have come by then). */
const settle = (ms = 1500) => new Promise((resolve) => setTimeout(resolve, ms));
const client = (t: TestApp) => t.agent().set('User-Agent', 'ClientPhone/1.0');

describe('MAIL_BATCH_S=0: each thread message mails the other side once, at once', () => {
  it('the client’s question, change and reply reach the consultant; the consultant’s replies reach the client’s address; Reply-To the other person', async () => {
    const t = now;
    const author = await person(t, 'threadauthor');
    const { id, link } = await sentProposal(t, author);
    // E-mailed to the client: her reply to that mail reaches the consultant who sent it.
    await author.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).send({ to: 'dana@harbour.test' }).expect(202);
    await eventually(() => to('dana@harbour.test').length === 1, 'the proposal');
    expect(replyToOf(to('dana@harbour.test')[0]!)).toEqual([author.email]);

    // A question with her address (on a phase), then a change without one.
    const question = (await client(t).post(`/api/p/${link.token}/change-requests`).send({ path: 'scope/phases/1', comment: 'Who is needed in phase 2?', kind: 'question', email: 'dana.q@harbour.test' }).expect(201)).body as { id: number };
    await eventually(() => to(author.email).some((m) => m.subject?.startsWith('Question:')), 'the question');
    const asked = to(author.email).find((m) => m.subject?.startsWith('Question:'))!;
    expect(asked.text).toContain('Who is needed in phase 2?');
    expect(asked.text).toContain(`${t.config.appUrl}/ai-proposal/${id}`);
    expect(replyToOf(asked)).toEqual(['dana.q@harbour.test']);
    const change = (await client(t).post(`/api/p/${link.token}/change-requests`).send({ path: 'headline', comment: 'Name our clinic in it' }).expect(201)).body as { id: number };
    await eventually(() => to(author.email).some((m) => m.subject?.startsWith('Change asked:')), 'the change');
    const changed = to(author.email).find((m) => m.subject?.startsWith('Change asked:'))!;
    expect(changed.text).toContain('Name our clinic in it');
    // No address given on this thread: the one the proposal was e-mailed to.
    expect(replyToOf(changed)).toEqual(['dana@harbour.test']);

    // Her reply in the question's thread.
    await client(t).post(`/api/p/${link.token}/change-requests/${question.id}/replies`).send({ text: 'Also: can we start in May?' }).expect(201);
    await eventually(() => to(author.email).some((m) => m.subject?.startsWith('Reply:')), 'her reply');
    const replied = to(author.email).find((m) => m.subject?.startsWith('Reply:'))!;
    expect(replied.text).toContain('Also: can we start in May?');
    expect(replyToOf(replied)).toEqual(['dana.q@harbour.test']);

    // The consultant's replies: to the address she gave in that thread, else the one it was e-mailed to.
    await author.browser.post(`/api/proposals/${id}/change-requests/${question.id}/replies`).send({ text: 'Your office manager, two hours a week.' }).expect(201);
    await eventually(() => to('dana.q@harbour.test').length === 1, 'the answer to the question');
    const answer = to('dana.q@harbour.test')[0]!;
    expect(answer.subject).toMatch(/^Reply: /);
    expect(answer.text).toContain('Your office manager, two hours a week.');
    expect(answer.text).toContain(`${link.url}#section-scope-phases-1`);
    expect(answer.html).toContain(`href="${link.url}#section-scope-phases-1"`);
    expect(new URL(link.url).origin).toBe(t.config.appUrl);
    expect(replyToOf(answer)).toEqual([author.email]);
    await author.browser.post(`/api/proposals/${id}/change-requests/${change.id}/replies`).send({ text: 'Done in version 2.' }).expect(201);
    await eventually(() => to('dana@harbour.test').some((m) => m.subject?.startsWith('Reply:')), 'the answer to the change');
    expect(to('dana@harbour.test').find((m) => m.subject?.startsWith('Reply:'))!.text).toContain('Done in version 2.');

    // Exactly once each: one per event, nothing more.
    await settle();
    const subjects = (address: string) => to(address).map((m) => m.subject!.split(':')[0]).sort();
    expect(subjects(author.email)).toEqual(['Change asked', 'Question', 'Reply']);
    expect(subjects('dana.q@harbour.test')).toEqual(['Reply']);
    expect(to('dana@harbour.test').filter((m) => m.subject?.startsWith('Reply:'))).toHaveLength(1);
    expect(to('dana@harbour.test')).toHaveLength(2); // the proposal, and that reply
    // Her page never shows the address she gave (anyone holding the link reads it).
    expect((await client(t).get(`/api/p/${link.token}`).expect(200)).text).not.toContain('dana.q@harbour.test');
    // Two of her messages in a row: two mails (no window).
    await client(t).post(`/api/p/${link.token}/change-requests/${question.id}/replies`).send({ text: 'First' }).expect(201);
    await client(t).post(`/api/p/${link.token}/change-requests/${question.id}/replies`).send({ text: 'Second' }).expect(201);
    await eventually(() => to(author.email).filter((m) => m.subject?.startsWith('Reply:')).length === 3, 'two replies, two mails');
  }, 90_000);

  it('a bad address is refused with a field error and nothing is written; a consultant’s reply with no address to send to mails nobody', async () => {
    const t = now;
    const author = await person(t, 'threadbad');
    const { id, link } = await sentProposal(t, author);
    const refused = await client(t).post(`/api/p/${link.token}/change-requests`).send({ path: 'headline', comment: 'A change please', email: 'not-an-address' }).expect(400);
    expect(refused.body.fieldErrors.email).toBe('Please enter a valid email address');
    const count = async (table: string, where: Record<string, unknown>) => Number((await t.db.knex(table).where(where).count<{ n: number }[]>('* as n'))[0]!.n);
    expect(await count('proposal_change_requests', { generation_id: id })).toBe(0);
    // A blank address is none.
    const thread = (await client(t).post(`/api/p/${link.token}/change-requests`).send({ path: 'headline', comment: 'A change please', email: '  ' }).expect(201)).body as { id: number };
    await client(t).post(`/api/p/${link.token}/change-requests/${thread.id}/replies`).send({ text: 'x', email: 'bad' }).expect(400);
    // The consultant's reply: she gave no address, never accepted, was never e-mailed — kept on her page only.
    await author.browser.post(`/api/proposals/${id}/change-requests/${thread.id}/replies`).send({ text: 'Noted.' }).expect(201);
    await settle();
    expect(await count('mail_outbox', { generation_id: id, kind: 'thread-reply' })).toBe(0);
  });
});

describe(`MAIL_BATCH_S=${BATCH_S}: one mail per recipient for the messages of a window`, () => {
  it('two of the client’s messages within the window are one mail listing both; a reset is not held back; a later message is a new mail', async () => {
    const t = batched;
    const author = await person(t, 'batchauthor');
    const { id, link } = await sentProposal(t, author);
    const opened = Date.now();
    const thread = (await client(t).post(`/api/p/${link.token}/change-requests`).send({ path: 'headline', comment: 'Name our clinic in it', email: 'dana@batch.test' }).expect(201)).body as { id: number };
    await client(t).post(`/api/p/${link.token}/change-requests/${thread.id}/replies`).send({ text: 'And shorter, please.' }).expect(201);
    // A password reset asked meanwhile goes at once, while the batch waits.
    await t.agent().post('/api/password/forgot').send({ email: author.email }).expect(202);
    await eventually(() => to(author.email).some((m) => m.subject === 'Reset your Growth Suite password'), 'the reset');
    const waiting = await t.db.knex('mail_outbox').where({ generation_id: id, kind: 'change-requested' }).select('state', 'batch_key');
    if (Date.now() - opened < BATCH_S * 1000 - 500) expect(waiting).toEqual([{ state: 'queued', batch_key: expect.any(String) }]);
    await eventually(() => to(author.email).some((m) => m.subject?.includes('new messages:')), 'the batch', 30_000);
    await settle();
    const news = to(author.email).filter((m) => m.subject !== 'Reset your Growth Suite password');
    expect(news).toHaveLength(1);
    expect(news[0]!.subject).toMatch(/^2 new messages: /);
    expect(news[0]!.text).toContain('Name our clinic in it');
    expect(news[0]!.text).toContain('And shorter, please.');
    expect(replyToOf(news[0]!)).toEqual(['dana@batch.test']);
    // Sent, its batch closed: the next message opens a new one.
    expect(await t.db.knex('mail_outbox').where({ generation_id: id, kind: 'change-requested' }).select('state', 'batch_key')).toEqual([{ state: 'sent', batch_key: null }]);
    await client(t).post(`/api/p/${link.token}/change-requests/${thread.id}/replies`).send({ text: 'One more thing.' }).expect(201);
    await eventually(() => to(author.email).filter((m) => m.subject !== 'Reset your Growth Suite password').length === 2, 'the next batch', 30_000);
    expect(to(author.email).at(-1)!.subject).toMatch(/^Reply: /);
    expect(to(author.email).at(-1)!.text).toContain('One more thing.');
    expect(to(author.email).at(-1)!.text).not.toContain('Name our clinic in it');
  }, 90_000);

  it('messages racing into one window are all in one mail, none lost or twice; the consultant’s two replies are one mail to the client', async () => {
    const t = batched;
    const author = await person(t, 'raceauthor');
    const { id, link } = await sentProposal(t, author);
    const thread = (await client(t).post(`/api/p/${link.token}/change-requests`).send({ path: 'goals', comment: 'About the goals', kind: 'question', email: 'race@client.test' }).expect(201)).body as { id: number };
    const words = Array.from({ length: 6 }, (_, i) => `Parallel reply number ${i + 1}`);
    await Promise.all(words.map((text) => client(t).post(`/api/p/${link.token}/change-requests/${thread.id}/replies`).send({ text }).expect(201)));
    await author.browser.post(`/api/proposals/${id}/change-requests/${thread.id}/replies`).send({ text: 'Answer one' }).expect(201);
    await author.browser.post(`/api/proposals/${id}/change-requests/${thread.id}/replies`).send({ text: 'Answer two' }).expect(201);
    await eventually(() => to(author.email).length >= 1 && to('race@client.test').length >= 1, 'both batches', 30_000);
    await settle(BATCH_S * 1000);
    // Every one of her messages, each once, whichever mail it went in (a slow request may miss the first window).
    const toTeam = to(author.email);
    const all = toTeam.map((m) => m.text ?? '').join('\n');
    for (const text of ['About the goals', ...words]) expect(all.split(text).length - 1, text).toBe(1);
    expect(toTeam.length).toBeLessThanOrEqual(2);
    const toClient = to('race@client.test');
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.subject).toMatch(/^2 replies: /);
    expect(toClient[0]!.text).toContain('Answer one');
    expect(toClient[0]!.text).toContain('Answer two');
    expect(replyToOf(toClient[0]!)).toEqual([author.email]);
  }, 90_000);
});
