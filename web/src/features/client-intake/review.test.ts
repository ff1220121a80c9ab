import { ClientCreateRequestSchema, ClientUpdateRequestSchema } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { createBody, mergeBody, reviewValues } from './review.ts';

const sample = SAMPLE_REQUESTS['client-intake'] as { transcript: string };
const CALL = { date: '2026-11-20', transcript: sample.transcript };
const results = demoResult('client-intake', sample);

describe('the intake review', () => {
  it('starts from the values the call stated; a merge ticks them all but the name', () => {
    const values = reviewValues(results);
    expect(values.name).toBe('Acme Analytics');
    expect(values.notes).toBe('');
    expect(values.use.name).toBe(false);
    expect(values.use.revenue).toBe(true);
    expect(values.use.notes).toBe(false);
  });

  it('saves a new client with every field that has a value, and the call', () => {
    const values = { ...reviewValues(results), revenue: '  $4.2M ', industry: '' };
    const body = createBody(values, CALL);
    expect(body).toMatchObject({ name: 'Acme Analytics', revenue: '$4.2M', size: 'medium', calls: [CALL] });
    expect(body).not.toHaveProperty('industry');
    expect(body).not.toHaveProperty('notes');
    expect(ClientCreateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('merges only the ticked fields with a value, never clears one, and appends the call', () => {
    const base = reviewValues(results);
    const values = { ...base, pains: '', use: { ...base.use, revenue: false, pains: true } };
    const body = mergeBody(values, CALL);
    expect(body.addCalls).toEqual([CALL]);
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('revenue');
    expect(body).not.toHaveProperty('pains');
    expect(body.goals).toBe(results.goals.value);
    expect(ClientUpdateRequestSchema.safeParse(body).success).toBe(true);
  });
});
