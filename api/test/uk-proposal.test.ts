// A proposal a UK consultant sends as is (issue: the sendable proposal, DESIGN §11.1), end to end
// through the real api, queue, worker and fake model: a British call → the client file → the pack →
// a proposal in pounds priced from the value the call states, the middle tier inside the stated
// budget → sent → quoted, accepted, and every document and answer the client or consultant gets
// (the page, the quote, both PDFs, the Word file, the sequence's CSV) free of dollars.
import { INTAKE_FIELDS } from '@growth-suite/shared/tools/client-intake';
import { PackResponseSchema, PACK_STEPS, type PackResponse } from '@growth-suite/shared';
import { defaultValueModel, priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { pdfPages, docxParagraphs } from '@growth-suite/documents/testing';
import { UK_CALL } from '@growth-suite/shared/test/ukCall';
import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectShape, type TestApp } from './support.ts';
import { withGeneratingApp, type Browser } from './suite.ts';

let t: TestApp;
let ann: Browser;
withGeneratingApp((app) => ({ t, ann } = app));

const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

async function waitForPack(packId: number): Promise<PackResponse> {
  const end = Date.now() + 30_000;
  for (;;) {
    const pack = expectShape(PackResponseSchema, (await ann.get(`/api/packs/${packId}`).expect(200)).body);
    if (pack.state === 'completed' || pack.state === 'failed') return pack;
    if (Date.now() > end) throw new Error(`pack ${packId} still ${pack.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a UK consultant’s proposal, from the call to the signed PDF', () => {
  it('is priced in pounds from the call’s value, the middle tier inside the stated £3.5–5k, and nothing the client or consultant gets says “$”', async () => {
    await ann.put('/api/account/brand').send({ firmName: 'Reed Advisory', senderName: 'Tom Reed', signature: '', accentColor: '#225577', currency: 'GBP', locale: 'en-GB' }).expect(200);
    // The call → the client file (as the intake's review saves it) → the pack.
    const intake = (await ann.post('/api/tools/client-intake').send({ transcript: UK_CALL }).expect(200)).body as Record<string, { value: string }>;
    const fields = Object.fromEntries(INTAKE_FIELDS.map((field) => [field, intake[field]!.value]));
    const clientId = (await ann.post('/api/clients').send({ ...fields, calls: [{ date: '2026-11-18', transcript: UK_CALL }] }).expect(201)).body.id as number;
    const started = await ann.post('/api/tools/pack').send({ clientId });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const pack = await waitForPack(started.body.packId as number);
    expect(pack.state).toBe('completed');
    const proposalStep = pack.steps.at(-1)!;
    const saved = (await ann.get(`/api/history/${proposalStep.tool}/${proposalStep.generationId}`).expect(200)).body;

    // Priced from what the call states, in pounds: the MD's hours, two new clients a month, the freelancer.
    expect(saved.request).toMatchObject({ currency: 'GBP', locale: 'en-GB', clientCompany: 'Brightside Digital', prospectName: 'Sarah Whitfield' });
    expect(saved.request.valueInputs.drivers.map((driver: { kind: string }) => driver.kind).sort()).toEqual(['cost', 'revenue', 'time']);
    expect(saved.request.valueInputs.budget).toMatchObject({ min: 350_000, max: 500_000, period: 'month' });
    const fees = saved.results.investment.tiers.map((tier: { monthly: number }) => tier.monthly) as number[];
    expect(fees).toEqual(priceTiers(defaultValueModel('GBP'), saved.request.valueInputs, 'GBP').tiers.map((quote) => quote.monthly));
    expect(fees[1]).toBeGreaterThanOrEqual(350_000);
    expect(fees[1]).toBeLessThanOrEqual(500_000);
    expect(fees[0]).toBeLessThan(fees[1]!);
    expect(fees[2]).toBeGreaterThan(fees[1]!);
    expect(saved.results.investment).toMatchObject({ currency: 'GBP', locale: 'en-GB' });
    expect(proposalStep.value?.currency).toBe('GBP');

    // Sent; the client's page, a quote and an acceptance.
    const id = proposalStep.generationId!;
    const link = (await ann.post(`/api/proposals/${id}/send`).send({ expiresInDays: 14 }).expect(201)).body as { token: string };
    const client = t.agent();
    const page = (await client.get(`/api/p/${link.token}`).expect(200)).body;
    expect(page).toMatchObject({ currency: 'GBP', locale: 'en-GB' });
    const quote = (await client.post(`/api/p/${link.token}/quote`).send({ inputs: page.inputs }).expect(200)).body;
    expect(quote.tiers.map((tier: { monthly: number }) => tier.monthly)).toEqual(fees);
    const growth = saved.results.investment.tiers[1].name as string;
    await client.post(`/api/p/${link.token}/accept`).send({ tier: growth, inputs: page.inputs, fullName: 'Sarah Whitfield', email: 'sarah@brightside.example', consent: true }).expect(201);

    // Every document, in pounds and en-GB, never in dollars.
    const get = (browser: typeof client, url: string) => browser.get(url).buffer(true).parse(binary as never).expect(200);
    const accepted = (await pdfPages((await get(ann, `/api/proposals/${id}/acceptances/1/pdf`)).body as Buffer)).join('\n');
    const clientPdf = (await pdfPages((await get(client, `/api/p/${link.token}/pdf`)).body as Buffer)).join('\n');
    const word = (await docxParagraphs((await get(ann, `/api/history/${proposalStep.tool}/${id}/export?format=docx`)).body as Buffer)).join('\n');
    const emails = pack.steps.find((step) => step.tool === PACK_STEPS[1])!;
    const csv = ((await get(ann, `/api/history/${emails.tool}/${emails.generationId}/export?format=csv`)).body as Buffer).toString('utf8');
    const answers = JSON.stringify([page, quote, saved.results]);
    for (const [name, text] of Object.entries({ accepted, clientPdf, word, csv, answers })) expect(text, name).not.toContain('$');
    for (const text of [accepted, clientPdf, word]) expect(text).toContain(`£${(fees[1]! / 100).toLocaleString('en-GB')}`);
    expect(accepted).toContain('Accepted by');
    expect(clientPdf).toMatch(/Valid until/);
  });
});
