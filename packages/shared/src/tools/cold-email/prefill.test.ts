import { describe, expect, it } from 'vitest';
import { acme, bare, saved } from '../../test/prefillFrom.ts';
import type { OfferCreatorResult } from '../offer-creator/schemas.ts';
import { coldEmail } from './index.ts';
import { buyersOf, coldEmailPrefill } from './prefill.ts';
import { ColdEmailRequestSchema } from './schemas.ts';

const fits = (values: Record<string, unknown>) =>
  Object.entries(values).filter(([field, value]) => !ColdEmailRequestSchema.shape[field as 'prospectRole'].safeParse(value).success);

describe('cold email prefill', () => {
  it('from a client: the prospect’s role, industry, company size and pains', () => {
    const values = coldEmailPrefill.values({ client: acme, sources: [] });
    expect(values).toEqual({ prospectRole: 'Clinic Director', prospectIndustry: 'Physiotherapy clinics', companySize: 'small', painPoints: acme.pains });
    expect(fits(values)).toEqual([]);
  });

  it('from an offer: the offer becomes the product, its value proposition the value propositions', () => {
    const offer = saved('offer-creator', 12);
    const o = (offer.results as unknown as OfferCreatorResult).offerStructure;
    const values = coldEmailPrefill.values({ sources: [offer] });
    // The offer's name when it leads with one ("Booked Calls Sprint: a 90-day…"), else the offer cut to fit.
    expect(o.mainOffer.startsWith(`${values.productName}: `)).toBe(true);
    const unnamed = coldEmailPrefill.values({ sources: [{ ...offer, results: { offerStructure: { mainOffer: 'x'.repeat(300) } } }] });
    expect(unnamed.productName).toHaveLength(200);
    expect(values.valueProps?.startsWith(o.valueProposition)).toBe(true);
    expect(values.uniqueFeatures).toContain(`Bonus: ${o.bonuses[0]}`);
    expect(values.uniqueFeatures).toContain(`Guarantee: ${o.guarantees[0]}`);
    expect(fits(values)).toEqual([]);
  });

  it('from both: the client’s prospect with the offer’s product; nothing from an unrelated result', () => {
    const values = coldEmailPrefill.values({ client: acme, sources: [saved('niche-finder', 3), saved('offer-creator', 12)] });
    expect(Object.keys(values).sort()).toEqual(['companySize', 'painPoints', 'productName', 'prospectIndustry', 'prospectRole', 'uniqueFeatures', 'valueProps']);
    expect(coldEmailPrefill.values({ client: bare, sources: [saved('niche-finder', 3)] })).toEqual({});
  });

  it('reads offers', () => expect(coldEmailPrefill.from).toEqual(['offer-creator']));

  it('in the pack: the client’s outreach to whom it sells, selling what it sells — not to people like the client', () => {
    const sells = { ...acme, name: 'Acme Analytics', offering: 'We sell dashboards to retail chains' };
    const values = coldEmailPrefill.packValues!({ client: sells, sources: [saved('offer-creator', 12)] });
    expect(values).toMatchObject({ outreachFor: 'Acme Analytics', prospectRole: 'Decision maker', prospectIndustry: 'Retail chains', productName: 'Acme Analytics' });
    expect(values.painPoints).toContain('We sell dashboards to retail chains');
    expect(values).not.toHaveProperty('companySize'); // the client's own size says nothing of its buyers'
    expect(fits(values)).toEqual([]);
    expect(coldEmail.documentName({ request: values, results: {} })).toBe('Outreach for Acme Analytics to retail chains');
    // A file that says nothing of what the client sells: only whose outreach it is; without a client, as the form.
    expect(coldEmailPrefill.packValues!({ client: { ...bare, offering: '' }, sources: [] })).toEqual({ outreachFor: bare.name, productName: bare.name });
    expect(coldEmailPrefill.packValues!({ sources: [saved('offer-creator', 12)] })).toEqual(coldEmailPrefill.values({ sources: [saved('offer-creator', 12)] }));
  });

  it('whom a client sells to: its offering’s "to/for …", else a group its file names, else its customers', () => {
    expect(buyersOf({ ...acme, offering: 'Bookkeeping for independent coaches, so they can stop chasing invoices' })).toBe('independent coaches');
    expect(buyersOf({ ...acme, offering: 'Sports injury rehab', goals: 'More patients from local gyms and clinics' })).toBe('independent clinics');
    expect(buyersOf(acme)).toBe('customers of Whitfield Physio');
  });
});
