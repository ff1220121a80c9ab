// The tax on the fees (issue 52), against the real api, MySQL, Redis and a worker process (the PDF
// renderer): the brand states it; the proposal's documents, the client's page, the client's PDF and the
// acceptance carry "excl. VAT" with the tax line; a sent proposal keeps the tax it was sent with after
// the brand changes, and the acceptance keeps the one it was accepted under.
import { insertGenerationIdempotent } from '@growth-suite/db';
import { pdfPages } from '@growth-suite/documents/testing';
import { feeTax, formatMoney, TAX_RATE_MESSAGE } from '@growth-suite/shared';
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { BrandResponseSchema } from '@growth-suite/shared/contract';
import { SentResponseSchema } from '@growth-suite/shared/tools/proposal/wire';
import { startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';

const TOOL = 'proposal' as const;
let t: TestApp;
let worker: ChildHandle;
let ann: Awaited<ReturnType<TestApp['signedIn']>>;
let annId: number;

const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS[TOOL], clientCompany: 'Whitfield Physio', currency: 'GBP', locale: 'en-GB', valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 30, annualCostPerPerson: 5_200_000 }] }, floor: 90_000 });
const brand = { firmName: 'Lee Advisory', senderName: 'Ann Lee', signature: '', accentColor: '#225577', currency: 'GBP', locale: 'en-GB' };
const VAT = { included: false, rate: 20, name: 'VAT' };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SHARED_PER_IP: '1000', RATE_LIMIT_SENT_WRITES_PER_IP: '1000' });
  worker = await startWorkerProcess(workerEnv(t.services));
  ann = await t.signedIn('ann');
  annId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
const pdfText = async (browser: ReturnType<TestApp['agent']>, url: string) => (await pdfPages((await browser.get(url).buffer(true).parse(binary as never).expect(200)).body as Buffer)).join('\n');
const markdown = async (id: number) => (await ann.get(`/api/history/${TOOL}/${id}/export?format=md`).expect(200)).text;
/** PDF text joins words with plain spaces and may break lines anywhere: compare with spaces squeezed. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('the tax on the fees', () => {
  it('is the brand’s: stored, answered, and refused with a clear message when out of range', async () => {
    const saved = expectShape(BrandResponseSchema, (await ann.put('/api/account/brand').send({ ...brand, taxIncluded: false, taxRate: 20, taxName: 'VAT' }).expect(200)).body);
    expect(saved).toMatchObject({ taxIncluded: false, taxRate: 20, taxName: 'VAT' });
    expect((await ann.get('/api/account/brand').expect(200)).body).toMatchObject({ taxIncluded: false, taxRate: 20, taxName: 'VAT' });
    const refused = await ann.put('/api/account/brand').send({ ...brand, taxRate: 120 }).expect(400);
    expect(refused.body.fieldErrors).toMatchObject({ taxRate: TAX_RATE_MESSAGE });
    // A form that says nothing of tax keeps what is stored.
    expect((await ann.put('/api/account/brand').send(brand).expect(200)).body).toMatchObject({ taxRate: 20, taxName: 'VAT' });
  });

  it('is on every fee the client reads, and a sent proposal keeps the tax it was sent with after the brand changes', async () => {
    await ann.put('/api/account/brand').send({ ...brand, taxIncluded: false, taxRate: 20, taxName: 'VAT' }).expect(200);
    const results = demoResult(TOOL, request);
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: `tax-${process.pid}`, userId: annId, tool: TOOL, request, results, provider: 'demo', model: 'demo' });
    const fees = priceTiers({ floor: request.floor, tiers: request.tiers }, request.valueInputs, 'GBP').tiers;
    expect(fees).toHaveLength(3);
    const middle = fees[1]!;
    const vatLine = (fee: number) => `${formatMoney(fee, 'GBP', 'en-GB')} ${feeTax(fee, VAT, 'GBP', 'en-GB').text}`;
    // £… excl. VAT (VAT 20%: £… · total £…): the shared function's figures, fee + 20%.
    expect(feeTax(middle.monthly, VAT, 'GBP', 'en-GB').amounts.total).toBe(middle.monthly + Math.round(middle.monthly / 5));

    // The documents: each tier's fee with its tax line, and the note under the table.
    const md = await markdown(id);
    for (const fee of fees) expect(md).toContain(vatLine(fee.monthly));
    expect(md).toContain('Fees exclude VAT at 20%.');

    // Sent: the client's page carries the tax; so does its PDF.
    const link = (await ann.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string };
    const client = t.agent();
    const page = expectShape(SentResponseSchema, (await client.get(`/api/p/${link.token}`).expect(200)).body);
    expect(page.tax).toEqual(VAT);

    // The brand now states GST included: new documents say so, the sent proposal does not change.
    await ann.put('/api/account/brand').send({ ...brand, taxIncluded: true, taxRate: 15, taxName: 'GST' }).expect(200);
    expect(await markdown(id)).toContain(`${formatMoney(middle.monthly, 'GBP', 'en-GB')} incl. GST (includes GST 15%:`);
    expect((await ann.get(`/api/proposals/${id}/preview`).expect(200)).body.tax).toEqual({ included: true, rate: 15, name: 'GST' });
    expect((await client.get(`/api/p/${link.token}`).expect(200)).body.tax).toEqual(VAT);
    const clientPdf = squeeze(await pdfText(client, `/api/p/${link.token}/pdf`));
    expect(clientPdf).toContain(squeeze(vatLine(middle.monthly)));
    expect(clientPdf).not.toContain('GST');

    // Accepted under the tax it was sent with: the record keeps it, the acceptance page states it.
    await client.post(`/api/p/${link.token}/accept`).send({ tier: middle.name, inputs: page.inputs, fullName: 'Dana Whitfield', email: 'dana@whitfield.test', consent: true }).expect(201);
    const stored = await t.db.knex('proposal_acceptances').where({ generation_id: id }).first('tax');
    expect(JSON.parse(stored.tax as string)).toEqual(VAT);
    await ann.put('/api/account/brand').send({ ...brand, taxRate: 0 }).expect(200);
    expect((await client.get(`/api/p/${link.token}`).expect(200)).body.acceptance.tax).toEqual(VAT);
    const accepted = squeeze(await pdfText(ann, `/api/proposals/${id}/acceptances/1/pdf`));
    expect(accepted).toContain(squeeze(`${middle.name}: ${vatLine(middle.monthly)} a month`));

    // With no tax stated (a rate of 0), the documents state none.
    const none = await markdown(id);
    expect(none).not.toMatch(/excl\.|incl\.|VAT|GST/);
  });
});
