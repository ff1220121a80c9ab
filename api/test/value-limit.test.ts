// Value inputs whose total the pricing cannot price exactly are refused with 400 before anything runs
// (issue: six revenue drivers at their per-field maxima gave fees above 2^53; the generation failed as 502
// after the model call was paid, and the client's quote route answered with inexact fees).
import { insertGenerationIdempotent } from '@growth-suite/db';
import { DRIVER_LIMITS, GENERATION_QUEUE, VALUE_TOO_LARGE } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { producerConnection } from '@growth-suite/server';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';
import { person } from './teams.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SHARED_PER_IP: '1000' });
}, 60_000);
afterAll(() => t?.close());

const maxed = Array.from({ length: 6 }, () => ({ kind: 'revenue', unitsPerMonth: DRIVER_LIMITS.unitsPerMonth.max, valuePerUnit: DRIVER_LIMITS.amount.max, margin: 1 }));
const atLimit = [{ kind: 'revenue', unitsPerMonth: 100_000, valuePerUnit: DRIVER_LIMITS.monthlyValue.max / 100_000, margin: 1 }];

it('a proposal asked for with a value past the limit is 400 and never queued; the client’s quote too', async () => {
  const who = await person(t, 'valuelimit');
  const queue = new Queue(GENERATION_QUEUE, { connection: producerConnection(t.config.redisUrl), prefix: t.config.redisPrefix });
  try {
    const refused = await who.browser.post('/api/tools/proposal').send({ ...SAMPLE_REQUESTS.proposal, valueInputs: { drivers: maxed } }).expect(400);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(refused.body)).toContain(VALUE_TOO_LARGE);
    const counts = await queue.getJobCounts();
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(0);
    expect(await t.db.knex('generations').where({ user_id: who.id }).count<{ n: number }[]>('* as n')).toEqual([{ n: 0 }]);
  } finally {
    await queue.close();
  }

  // A sent proposal's client moves the figures past the limit: 400, no quote; at the limit, exact fees.
  const personal = (await who.browser.get('/api/workspaces').expect(200)).body[0].id as number;
  const request = ProposalRequestSchema.parse(SAMPLE_REQUESTS.proposal);
  const id = await insertGenerationIdempotent(t.db.knex, { jobId: `value-limit-${process.pid}`, userId: who.id, workspaceId: personal, tool: 'proposal', request, results: demoResult('proposal', request), provider: 'demo', model: 'demo' });
  const link = (await who.browser.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string };
  const quote = await t.agent().post(`/api/p/${link.token}/quote`).send({ inputs: { drivers: maxed } }).expect(400);
  expect(JSON.stringify(quote.body)).toContain(VALUE_TOO_LARGE);
  const exact = (await t.agent().post(`/api/p/${link.token}/quote`).send({ inputs: { drivers: atLimit } }).expect(200)).body as { tiers: { monthly: number; value: number; roi: number }[] };
  for (const tier of exact.tiers) for (const figure of [tier.monthly, tier.value, tier.roi]) expect(Number.isSafeInteger(figure)).toBe(true);
});
