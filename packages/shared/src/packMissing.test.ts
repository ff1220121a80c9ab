import { describe, expect, it } from 'vitest';
import { PACK_STEPS } from './catalog.ts';
import { packStepRequest } from './pack.ts';
import { packMissing, standInResults } from './packMissing.ts';
import type { PrefillClient } from './tools.ts';

const account = { email: 'owner@example.com', fullName: 'Olive Owner', companyName: 'Owner Consulting', currency: 'GBP' as const, locale: 'en-GB' };
const call = { date: '2026-01-05', transcript: 'We talked about their booking problems and how many hours the front desk loses every week. '.repeat(3) };
const sparse: PrefillClient = { name: 'Acme Clinics', industry: '', website: '', size: '', contactName: '', contactTitle: '', contactEmail: '', revenue: '', offering: '', pains: '', goals: '', budgetSignals: '', objections: '', notes: '', currency: '', calls: [call] };
const full: PrefillClient = { ...sparse, industry: 'Physiotherapy clinics', contactName: 'Dana Doe', contactTitle: 'Operations director', pains: 'Front desk loses 20 hours a week to phone bookings and no-shows.', goals: 'Fill the diary and cut no-shows by half this year.', budgetSignals: 'Their receptionist is paid £28,000 a year and spends 20 hours a week on phone bookings.', offering: 'Physiotherapy for runners and office workers' };

describe('packMissing', () => {
  it('names every field a sparse file lacks, across all the steps, each once with the file field that fills it', () => {
    const missing = packMissing({ client: sparse, account });
    // The value the proposal is priced from too: nothing on the call states it, so it is asked for where
    // the consultant writes it (the budget signals), never made up.
    expect(missing.map((item) => item.field).sort()).toEqual(['budgetSignals', 'contactName', 'contactTitle', 'goals', 'industry', 'offering', 'pains']);
    for (const item of missing) {
      expect(item.label.length).toBeGreaterThan(1);
      expect(PACK_STEPS).toContain(item.step);
    }
    // Not only the first step's: a later step's field is named too.
    expect(new Set(missing.map((item) => item.step)).size).toBeGreaterThan(1);
  });

  it('asks for nothing the earlier results will fill, and nothing once the file is complete', () => {
    expect(packMissing({ client: full, account })).toEqual([]);
    // The same file builds every step with the earlier results present (as the worker will).
    const done = PACK_STEPS.map((tool, i) => ({ id: i + 1, tool, request: {}, results: standInResults(tool) }));
    for (const tool of PACK_STEPS) expect(packStepRequest(tool, { client: full, account, done }).success).toBe(true);
  });

  it('counts a text too short for its field as missing', () => {
    expect(packMissing({ client: { ...full, pains: 'Slow' }, account }).map((item) => item.field)).toEqual(['pains']);
  });
});
