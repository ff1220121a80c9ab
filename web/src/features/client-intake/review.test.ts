import { clientValueTexts, ClientCreateRequestSchema, ClientUpdateRequestSchema, statedValue } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { UK_CALL } from '@growth-suite/shared/test/ukCall';
import { createBody, mergeBody, reviewValues, seedValue } from './review.ts';

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

describe('the value on the review', () => {
  const GBP_CALL = { date: '2026-11-20', transcript: UK_CALL };
  const read = demoResult('client-intake', GBP_CALL);

  it('starts from the intake’s reading, its quotes and checks as they came', () => {
    const value = seedValue(read, UK_CALL, 'GBP');
    expect(value.drivers).toEqual(read.value!.drivers);
    expect(value.budget).toEqual(read.value!.budget);
  });

  it('an intake saved before it read the value starts from the app’s reading of the call', () => {
    const { value: _none, ...older } = read;
    const value = seedValue(older as typeof read, UK_CALL, 'GBP');
    // The same reading the pack makes of a file without a value (statedValue), each figure with its line.
    const stated = statedValue(clientValueTexts({ budgetSignals: older.budgetSignals.value, pains: older.pains.value, notes: older.notes.value, goals: older.goals.value }, UK_CALL), 'GBP');
    expect(value.drivers.length).toBeGreaterThan(0);
    expect(value).toEqual({ drivers: stated.drivers, budget: stated.budget });
    expect(value.drivers.every((driver) => (driver.evidence ?? []).length > 0)).toBe(true);
  });

  it('saves the value with the file; a merge with no value leaves the client’s own', () => {
    const drivers = [{ kind: 'cost' as const, amount: 120_000, period: 'month' as const, confirmed: true }];
    const values = reviewValues(results, { drivers, budget: null });
    expect(createBody(values, CALL).value).toEqual({ drivers, budget: null });
    expect(mergeBody(values, CALL).value).toEqual({ drivers, budget: null });
    expect(mergeBody(reviewValues(results), CALL)).not.toHaveProperty('value');
  });
});
