// Terms beside the acceptance and the client's confirmation (issue 53), against the real api, MySQL,
// Redis, a worker process (PDF renderer and mail sender) and a real SMTP server started here: a send
// freezes the brand's terms, the client's page shows them as frozen (a later brand change alters
// nothing sent), the acceptance keeps the SHA-256 of the terms the page showed once it matches the
// send's, and the client gets one confirmation with her copy of the accepted PDF, however often she
// presses accept; the consultants still get theirs.
import { createHash } from 'node:crypto';
import { insertGenerationIdempotent } from '@growth-suite/db';
import { pdfPages } from '@growth-suite/documents/testing';
import { DEFAULT_TERMS } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { TERMS_MISMATCH } from '@growth-suite/shared/tools/proposal/send';
import { SentResponseSchema } from '@growth-suite/shared/tools/proposal/wire';
import { startSmtpServer, startWorkerProcess, workerEnv, type ChildHandle, type TestSmtp } from '@growth-suite/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';
import { person } from './teams.ts';

let smtp: TestSmtp;
let t: TestApp;
let worker: ChildHandle;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_SHARED_PER_IP: '1000', RATE_LIMIT_SENT_WRITES_PER_IP: '1000' });
  worker = await startWorkerProcess(workerEnv(t.services, { SMTP_URL: smtp.url, MAIL_FROM: 'Growth Suite <mail@growth.test>' }));
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Harbour Physio' });
let made = 0;
const proposalIn = (userId: number, workspaceId: number) =>
  insertGenerationIdempotent(t.db.knex, { jobId: `terms-${process.pid}-${(made += 1)}`, userId, workspaceId, tool: 'proposal', request, results: demoResult('proposal', request), provider: 'demo', model: 'demo' });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const arrivedFor = (address: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(address));
async function eventually(check: () => boolean, what: string) {
  for (let i = 0; i < 150 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!check()) throw new Error(`never arrived: ${what}`);
}
/** PDF text joins words with plain spaces and may break lines anywhere: compare with spaces squeezed. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

const TERMS = '## Payment\nFees are due **within 30 days** of each invoice.\n\n- Notice: 60 days, in writing.\n- <script>alert(1)</script> is text here.';
const brand = { firmName: 'Lee Advisory', senderName: 'Ann Lee', signature: '', accentColor: '#225577' };

describe('terms where the client accepts, and her confirmation', () => {
  it('freezes the brand’s terms with the send, keeps the hash of the terms shown, and mails the client once with her PDF', async () => {
    const owner = await person(t, 'termsowner');
    const personal = (await owner.browser.get('/api/workspaces').expect(200)).body[0].id as number;
    await owner.browser.put('/api/account/brand').send({ ...brand, terms: TERMS }).expect(200);
    const id = await proposalIn(owner.id, personal);
    const link = (await owner.browser.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string; url: string };
    // The brand's terms change after sending: what was sent keeps the terms it was sent with.
    await owner.browser.put('/api/account/brand').send({ ...brand, terms: 'Changed later: everything is free.' }).expect(200);
    const client = () => t.agent().set('User-Agent', 'ClientPhone/1.0');
    const page = expectShape(SentResponseSchema, (await client().get(`/api/p/${link.token}`).expect(200)).body);
    expect(page.terms).toEqual({ text: TERMS, hash: sha256(TERMS) });
    // The owner's preview of the next send shows the brand's terms as they are now.
    expect((await owner.browser.get(`/api/proposals/${id}/preview`).expect(200)).body.terms.text).toBe('Changed later: everything is free.');

    const tier = request.tiers[1].name;
    const accept = { tier, inputs: request.valueInputs, fullName: 'Dana Whitfield', email: 'dana@harbour.test', consent: true };
    // Terms other than the send's are refused, and nothing is written.
    const wrong = await client().post(`/api/p/${link.token}/accept`).send({ ...accept, termsHash: sha256('Changed later: everything is free.') }).expect(400);
    expect(wrong.body.fieldErrors).toEqual({ termsHash: TERMS_MISMATCH });
    await client().post(`/api/p/${link.token}/accept`).send({ ...accept, termsHash: 'not-a-hash' }).expect(400);
    expect(await t.db.knex('proposal_acceptances').where({ generation_id: id }).count({ n: '*' }).first()).toEqual({ n: 0 });

    // Accepted with the terms shown; a double press answers the same acceptance.
    await client().post(`/api/p/${link.token}/accept`).send({ ...accept, termsHash: page.terms!.hash }).expect(201);
    await client().post(`/api/p/${link.token}/accept`).send({ ...accept, termsHash: page.terms!.hash }).expect(200);
    const row = await t.db.knex('proposal_acceptances').where({ generation_id: id }).first('terms_hash', 'email');
    expect(row).toEqual({ terms_hash: sha256(TERMS), email: 'dana@harbour.test' });

    // Her confirmation: to the address she typed, from the brand's sender, her PDF attached.
    await eventually(() => arrivedFor('dana@harbour.test').length >= 1, 'the confirmation');
    await eventually(() => arrivedFor(owner.email).some((m) => (m.subject ?? '').startsWith('Accepted:')), 'the owner’s news');
    const [confirmation] = arrivedFor('dana@harbour.test');
    expect(confirmation!.subject).toBe(`You accepted ${page.title}`);
    expect(confirmation!.from?.value[0]).toEqual({ name: 'Ann Lee', address: 'mail@growth.test' });
    expect(confirmation!.text).toContain(`Thank you, Dana Whitfield. You accepted ${page.title} (version 1) from Ann Lee: ${tier}`);
    expect(confirmation!.text).toContain(link.url);
    expect(confirmation!.html).toContain('Lee Advisory');
    expect(confirmation!.attachments).toHaveLength(1);
    const [pdf] = confirmation!.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toBe('Harbour Physio - Proposal v1 (accepted).pdf');
    const text = squeeze((await pdfPages(pdf!.content)).join('\n'));
    // The terms as sent (not the brand's later ones), and the acceptance page: her name, never her address or browser.
    expect(text).toContain('Fees are due within 30 days of each invoice.');
    expect(text).toContain('<script>alert(1)</script> is text here.');
    expect(text).not.toContain('everything is free');
    expect(text).toContain('Acceptance Accepted by: Dana Whitfield Accepted at:');
    expect(text).not.toContain('dana@harbour.test');
    expect(text).not.toContain('ClientPhone');
    // The consultants' copy still carries their record.
    const news = arrivedFor(owner.email).find((m) => (m.subject ?? '').startsWith('Accepted:'))!;
    expect(news.attachments).toHaveLength(1);
    expect(squeeze((await pdfPages(news.attachments[0]!.content)).join('\n'))).toContain('ClientPhone');

    // Exactly once, however often she pressed: one outbox row, one message.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(arrivedFor('dana@harbour.test')).toHaveLength(1);
    expect(await t.db.knex('mail_outbox').where({ kind: 'acceptance-confirmation', generation_id: id }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('a brand without terms sends the standard ones; an acceptance that names none records none; a send frozen before terms shows none', async () => {
    const owner = await person(t, 'plainowner');
    const personal = (await owner.browser.get('/api/workspaces').expect(200)).body[0].id as number;
    await owner.browser.put('/api/account/brand').send({ ...brand, terms: '' }).expect(200);
    const id = await proposalIn(owner.id, personal);
    const link = (await owner.browser.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string };
    const page = expectShape(SentResponseSchema, (await t.agent().get(`/api/p/${link.token}`).expect(200)).body);
    // The documents close with the standard terms when the brand has none: the page shows those.
    expect(page.terms).toEqual({ text: DEFAULT_TERMS, hash: sha256(DEFAULT_TERMS) });
    const accept = { tier: request.tiers[0].name, inputs: request.valueInputs, fullName: 'Lee Park', email: 'lee@park.test', consent: true };
    await t.agent().post(`/api/p/${link.token}/accept`).send(accept).expect(201);
    expect((await t.db.knex('proposal_acceptances').where({ generation_id: id }).first('terms_hash')).terms_hash).toBeNull();
    await eventually(() => arrivedFor('lee@park.test').length === 1, 'the confirmation');

    // A send frozen before terms were: no terms on its page, and none can be named in accepting it.
    const older = await proposalIn(owner.id, personal);
    const oldLink = (await owner.browser.post(`/api/proposals/${older}/send`).send({}).expect(201)).body as { token: string };
    const send = await t.db.knex('proposal_sends').where({ token: oldLink.token }).first('id', 'frozen');
    const { terms: _terms, ...before } = typeof send.frozen === 'string' ? JSON.parse(send.frozen) : send.frozen;
    await t.db.knex('proposal_sends').where({ id: send.id }).update({ frozen: JSON.stringify(before) });
    expect((await t.agent().get(`/api/p/${oldLink.token}`).expect(200)).body.terms).toBeNull();
    const refused = await t.agent().post(`/api/p/${oldLink.token}/accept`).send({ ...accept, termsHash: sha256(DEFAULT_TERMS) }).expect(400);
    expect(refused.body.fieldErrors).toEqual({ termsHash: TERMS_MISMATCH });
  });
});
