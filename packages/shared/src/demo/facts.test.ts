// Outside testers: the demo wrote an offer "for boutique agencies" from a call with an independent
// coach. Each tool's demo result speaks of the request's own facts — its industry, market, company
// and people, and the budget where there is one — visibly, in the words a reader checks first.
import { describe, expect, it } from 'vitest';
import { demoResult, SAMPLE_REQUESTS } from '../demo.ts';
import type { ToolSlug } from '../catalog.ts';
import { TOOLS } from '../tools.ts';

const run = <T extends ToolSlug>(tool: T, change: Record<string, unknown>) => demoResult(tool, TOOLS[tool].requestSchema.parse({ ...SAMPLE_REQUESTS[tool], ...change }));
const all = (value: unknown) => JSON.stringify(value);

describe('demo results follow the request’s own facts', () => {
  it('niche finder: the target market as typed, and niches of the chosen industry', () => {
    const result = run('niche-finder', { industry: 'healthcare', targetMarket: 'Independent physiotherapy clinics in Ireland' });
    expect(result.marketAnalysis.opportunities[0]).toBe('Demand from independent physiotherapy clinics in Ireland, your target market, that generalist providers serve poorly');
    expect(result.recommendedNiches.every((n) => /clinic|practice|patient|care|health/i.test(n.nicheName))).toBe(true);
    const agencies = run('niche-finder', { targetMarket: 'Small marketing agencies' });
    expect(agencies.marketAnalysis.opportunities[0]).toContain('small marketing agencies in North America and Europe');
  });

  it('offer: for the prospect’s own audience, not a group the consultant or a past vendor is', () => {
    const call = [
      'Host: Thanks for joining. I run Brightside, a marketing agency.',
      'Prospect: I am an independent coach. Most coaches I work with get leads but never book calls. We tried an agency once.',
      'Prospect: Coaches like me can spend about £2,000 a month.',
    ].join('\n');
    const offer = run('offer-creator', { transcript: call });
    expect(offer.offerStructure.mainOffer).toMatch(/, for independent coaches\.$/);
    expect(offer.offerStructure.pricingStrategy).toContain('Core at £2,000');
    // No labels: the group mentioned most.
    const plain = run('offer-creator', { transcript: 'We tried a marketing agency last year. As coaches, we coach other coaches and our leads never book a call.' });
    expect(plain.offerStructure.mainOffer).toContain('for independent coaches');
    // No known group: what they say they run.
    const bakery = run('offer-creator', { transcript: 'We are a small bakery business with two shops. Our leads never book a call and follow-ups take hours every week.' });
    expect(bakery.offerStructure.mainOffer).toContain('for small bakeries.');
  });

  it('growth plan: the client company, its person, its industry and its revenue', () => {
    const plan = all(run('growth-plan', { clientCompany: 'Brightside Digital', clientIndustry: 'Dental clinics', prospectName: 'Maria Lopez', prospectTitle: 'Practice Manager', currentRevenue: '750000' }));
    for (const fact of ['Brightside Digital', 'Maria Lopez (Practice Manager)', 'dental clinics', '$750,000']) expect(plan).toContain(fact);
  });

  it('cold email: the prospects’ role and industry, and the product by name', () => {
    const sequence = all(run('cold-email', { prospectRole: 'Practice Manager', prospectIndustry: 'Dental clinics', productName: 'Chair Filler' }));
    for (const fact of ['Practice Managers', 'dental clinics', 'Chair Filler']) expect(sequence).toContain(fact);
  });

  it('proposal: the client company and the person it is for', () => {
    const proposal = run('proposal', { clientCompany: 'Brightside Digital', prospectName: 'Maria Lopez' });
    expect(proposal.headline).toContain('Brightside Digital');
    expect(proposal.clientSnapshot).toContain('Maria Lopez');
    expect(proposal.nextSteps.join(' ')).toContain('Brightside Digital');
  });
});
