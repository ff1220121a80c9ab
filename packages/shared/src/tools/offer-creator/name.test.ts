// An offer's document title: its name whole, never cut with "…" (outside testers saw "…turns more of the…").
import { describe, expect, it } from 'vitest';
import { offerCreator, offerName } from './index.ts';

const titleOf = (mainOffer: string) => offerCreator.documentName({ request: {}, results: { offerStructure: { mainOffer } } });

describe('the offer document’s title', () => {
  it('is the offer’s own name, before its description', () => {
    expect(titleOf('Booked Calls Sprint: a 90-day done-with-you programme that turns more of the leads you already have into booked sales calls')).toBe('Offer: Booked Calls Sprint');
    expect(offerName('Client Rescue Plan — six weeks to a steadier pipeline for coaches who sell by referral only')).toBe('Client Rescue Plan');
  });

  it('is a short offer whole, and "Offer" alone rather than a long one cut', () => {
    expect(titleOf('Weekly growth reviews')).toBe('Offer: Weekly growth reviews');
    const long = 'A programme '.repeat(20).trim();
    expect(titleOf(long)).toBe('Offer');
    for (const offer of [long, 'x'.repeat(200), `${'Name '.repeat(30)}: and more`]) expect(titleOf(offer)).not.toContain('…');
  });
});
