import { describe, expect, it } from 'vitest';
import { downloadFileName, formatIsoDay } from '@growth-suite/shared';
import { describeRecord } from './historyRows.ts';

const record = (request: object, results: object) => ({ id: 7, tool: 'niche-finder' as const, createdAt: '2026-01-05T15:04:00Z', request, results }) as never;

describe('history rows', () => {
  it('niche finder shows the industry and the niche names', () => {
    expect(describeRecord('niche-finder', record({ industry: 'ecommerce' }, { recommendedNiches: [{ nicheName: 'A' }, { nicheName: 'B' }] }))).toEqual({
      title: 'E-commerce',
      detail: 'A, B',
    });
  });
  it('offer shows the main offer, growth plan the client company, cold email the prospect role', () => {
    expect(describeRecord('offer-creator', record({ fullName: 'Ann' }, { offerStructure: { mainOffer: 'The offer' } })).title).toBe('The offer');
    expect(describeRecord('growth-plan', record({ clientCompany: 'Acme' }, {})).title).toBe('Acme');
    expect(describeRecord('cold-email', record({ prospectRole: 'CTO' }, {})).title).toBe('CTO');
  });
  it('names downloads from the tool, a request field and the day (the shared rule every download follows)', () => {
    const day = formatIsoDay(new Date(2026, 10, 22));
    expect(downloadFileName('growth-plan', record({ clientCompany: 'Acme Analytics, Inc.' }, {}), 'json', day)).toBe('growth-plan-acme-analytics-inc-2026-11-22.json');
    expect(downloadFileName('cold-email', record({ prospectRole: 'Head of Marketing' }, {}), 'json', day)).toBe('cold-email-head-of-marketing-2026-11-22.json');
    expect(downloadFileName('niche-finder', record({}, {}), 'json', day)).toBe('niche-finder-7-2026-11-22.json');
  });
});
