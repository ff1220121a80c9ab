import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../constants.ts';
import { acme, bare, saved } from '../../test/prefillFrom.ts';
import { offerCreatorPrefill } from './prefill.ts';
import { OfferCreatorRequestSchema } from './schemas.ts';

describe('offer creator prefill', () => {
  it('from a client: the latest call’s transcript, prepared for its contact', () => {
    const values = offerCreatorPrefill.values({ client: acme, sources: [] });
    expect(values).toEqual({ fullName: 'Dana Whitfield', email: 'dana@whitfield.example', transcript: acme.calls[0]!.transcript });
    expect(OfferCreatorRequestSchema.safeParse(values).success).toBe(true);
  });

  it('from a niche result: the top niche and the market analysis, after the call when there is one', () => {
    const niche = saved('niche-finder', 7);
    const top = (niche.results.recommendedNiches as { nicheName: string }[])[0]!.nicheName;
    const alone = offerCreatorPrefill.values({ sources: [niche] });
    expect(alone.transcript).toContain(`Niche: ${top}`);
    expect(alone.transcript).toContain('Opportunities:');
    expect(OfferCreatorRequestSchema.shape.transcript.safeParse(alone.transcript).success).toBe(true);
    const both = offerCreatorPrefill.values({ client: acme, sources: [niche] });
    expect(both.transcript?.startsWith(acme.calls[0]!.transcript)).toBe(true);
    expect(both.transcript).toContain(`Niche: ${top}`);
  });

  it('keeps a call of the maximum size whole and within the limit', () => {
    const long = { ...acme, calls: [{ date: '2026-11-20', transcript: 'word '.repeat(LIMITS.transcript / 5 + 100).trim() }] };
    const values = offerCreatorPrefill.values({ client: long, sources: [saved('niche-finder', 7)] });
    expect(values.transcript!.length).toBeLessThanOrEqual(LIMITS.transcript);
    expect(values.transcript).not.toContain('Niche:');
  });

  it('a client with no call and no contact offers nothing', () => {
    expect(offerCreatorPrefill.values({ client: bare, sources: [] })).toEqual({});
  });

  it('reads niche results (and is so a next step of the niche finder)', () => expect(offerCreatorPrefill.from).toEqual(['niche-finder']));
});
