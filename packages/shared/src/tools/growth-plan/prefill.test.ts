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
      currentRevenue: '$1.2M a year',
      growthGoals: acme.goals,
      challenges: acme.pains,
    });
    expect(misfits(values)).toEqual([]);
  });

  it('clips a long revenue to the field’s 50 characters', () => {
    const values = growthPlanPrefill.values({ client: { ...acme, revenue: 'About one point two million dollars in the last financial year, mostly from rehab' }, sources: [] });
    expect(values.currentRevenue!.length).toBeLessThanOrEqual(50);
    expect(misfits(values)).toEqual([]);
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
