import { describe, expect, it } from 'vitest';
import { acme, bare } from '../../test/prefillFrom.ts';
import { industryOption } from '../prefillRead.ts';
import { nicheFinderPrefill } from './prefill.ts';
import { NicheFinderRequestSchema } from './schemas.ts';

describe('niche finder prefill', () => {
  it('from a client: its industry as the form’s option and its market in its own words', () => {
    const values = nicheFinderPrefill.values({ client: acme, sources: [] });
    expect(values).toEqual({ industry: 'healthcare', targetMarket: 'Physiotherapy clinics, Small (11-50)' });
    for (const [field, value] of Object.entries(values)) expect(NicheFinderRequestSchema.shape[field as 'industry'].safeParse(value).success).toBe(true);
  });

  it('offers nothing it does not know: no client, or a client without an industry', () => {
    expect(nicheFinderPrefill.values({ sources: [] })).toEqual({});
    expect(nicheFinderPrefill.values({ client: bare, sources: [] })).toEqual({});
  });

  it('places a free-text industry in an option, and in “other” when none fits', () => {
    expect(['B2B SaaS', 'Dental practice', 'Online store for shoes', 'Accounting firm', 'Corporate training', 'SEO agency', 'Finance', 'Plumbing', ''].map(industryOption)).toEqual([
      'technology',
      'healthcare',
      'ecommerce',
      'finance',
      'education',
      'marketing',
      'finance',
      'other',
      '',
    ]);
  });

  it('reads no upstream result', () => expect(nicheFinderPrefill.from).toEqual([]));
});
