import { describe, expect, it } from 'vitest';
import { acme, bare, saved } from '../../test/prefillFrom.ts';
import type { OfferCreatorResult } from '../offer-creator/schemas.ts';
import { growthPlanPrefill } from './prefill.ts';
import { GrowthPlanRequestSchema } from './schemas.ts';

const misfits = (values: Record<string, unknown>) =>
  Object.entries(values).filter(([field, value]) => !GrowthPlanRequestSchema.shape[field as 'clientCompany'].safeParse(value).success);

describe('growth plan prefill', () => {
  it('from a client: company, industry, prospect, revenue, goals and challenges', () => {
    const values = growthPlanPrefill.values({ client: acme, sources: [] });
    expect(values).toEqual({
      clientCompany: 'Whitfield Physio',
      clientIndustry: 'Physiotherapy clinics',
      prospectName: 'Dana Whitfield',
      prospectTitle: 'Clinic Director',
      currentRevenue: '1200000',
      growthGoals: acme.goals,
      challenges: acme.pains,
    });
    expect(misfits(values)).toEqual([]);
  });

  it('turns the revenue the file states into the form’s plain amount, and leaves it empty when none is stated', () => {
    const revenue = (text: string) => growthPlanPrefill.values({ client: { ...bare, revenue: text }, sources: [] }).currentRevenue;
    expect(['$4M', 'about 800k', '1,250,000 USD', 'Revenue of 2.5 million in 2025', '$950,000 a year'].map(revenue)).toEqual(['4000000', '800000', '1250000', '2500000', '950000']);
    expect(revenue('not disclosed')).toBeUndefined();
    expect(misfits(growthPlanPrefill.values({ client: { ...acme, revenue: 'about $1.2M in the last financial year, mostly from rehab and classes' }, sources: [] }))).toEqual([]);
  });

  it('from an offer: what we bring becomes the resources', () => {
    const offer = saved('offer-creator', 12);
    const o = (offer.results as unknown as OfferCreatorResult).offerStructure;
    const values = growthPlanPrefill.values({ client: bare, sources: [offer] });
    expect(values).toEqual({ clientCompany: 'Whitfield Physio', resources: expect.stringContaining(o.mainOffer) });
    expect(values.resources).toContain(`Value: ${o.valueProposition}`);
    expect(misfits(values)).toEqual([]);
  });

  it('reads offers', () => expect(growthPlanPrefill.from).toEqual(['offer-creator']));
});
