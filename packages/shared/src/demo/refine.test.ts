// Outside testers: a demo redraft wrote "(v2: …)" into the content and rotated the bullets, whatever
// was asked. It now applies what code can, says what it cannot, and marks nothing.
import { describe, expect, it } from 'vitest';
import { demoRefine, demoResult, SAMPLE_REQUESTS } from '../demo.ts';
import { valueAt, parsePath } from '../parts.ts';
import type { ToolSlug } from '../catalog.ts';

const sample = (tool: ToolSlug) => demoResult(tool, SAMPLE_REQUESTS[tool]) as unknown;
const redraft = (tool: ToolSlug, path: string, instruction?: string, results = sample(tool)) => ({
  before: valueAt(results, parsePath(path)!),
  after: demoRefine(tool, { results, path, instruction }),
});
const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []);

describe('the demo redraft', () => {
  it('a start month: the plan’s relative months become calendar months from it', () => {
    const { before, after } = redraft('growth-plan', 'strategy/phases/1', 'start in May');
    expect((before as { timeline: string }).timeline).toBe('Months 3-6');
    expect((after as { timeline: string }).timeline).toBe('July–October');
    const first = redraft('growth-plan', 'strategy/phases/0', 'Start in May').after as { timeline: string };
    expect(first.timeline).toBe('May–June');
  });

  it('a currency word: the amounts are written in it (the offer’s tiers in euros)', () => {
    const { before, after } = redraft('offer-creator', 'offerStructure/pricingStrategy', 'in euros');
    expect(before).toMatch(/\$\d/);
    expect(after).not.toMatch(/\$/);
    expect(after).toBe((before as string).replace(/\$/g, '€'));
  });

  it('"shorter": each text without its last sentence, a list without its last item, nothing reordered', () => {
    const email = redraft('cold-email', 'sequence/0', 'shorter');
    const [was, now] = [email.before as { email: { body: string } }, email.after as { email: { body: string } }];
    expect(now.email.body.length).toBeLessThan(was.email.body.length);
    expect(was.email.body.startsWith(now.email.body.slice(0, 20))).toBe(true);
    const bonuses = redraft('offer-creator', 'offerStructure/bonuses', 'make it shorter');
    expect(bonuses.after).toEqual((bonuses.before as string[]).slice(0, -1));
  });

  it('what it cannot do, it says in the result — never a "(v2)" mark, never a rotated list', () => {
    const { before, after } = redraft('offer-creator', 'offerStructure/bonuses', 'mention the free audit');
    const items = after as string[];
    expect(items.slice(1)).toEqual((before as string[]).slice(1));
    expect(items[0]).toBe(`${(before as string[])[0]} [Demo mode could not apply “mention the free audit”: an AI model would.]`);
    for (const tool of ['growth-plan', 'cold-email', 'niche-finder', 'offer-creator', 'proposal'] as const) {
      const results = sample(tool);
      const path = tool === 'growth-plan' ? 'strategy/phases/0' : tool === 'cold-email' ? 'sequence/1' : tool === 'niche-finder' ? 'recommendedNiches/0' : tool === 'proposal' ? 'nextSteps' : 'marketingAngles/0';
      for (const instruction of [undefined, 'shorter, and mention the free audit', 'punchier']) {
        const revised = demoRefine(tool, { results, path, instruction });
        expect(JSON.stringify(revised), `${tool} ${instruction}`).not.toMatch(/\(v\d/);
        expect(revised).not.toEqual(valueAt(results, parsePath(path)!));
      }
    }
  });

  it('a new draft without an instruction says the demo keeps the words; a second one adds nothing more', () => {
    const once = redraft('offer-creator', 'offerStructure/valueProposition');
    expect(once.after).toBe(`${once.before as string} [Demo mode: no AI model is connected, so a new draft keeps these words.]`);
    const results = structuredClone(sample('offer-creator')) as { offerStructure: { valueProposition: string } };
    results.offerStructure.valueProposition = once.after as string;
    expect(redraft('offer-creator', 'offerStructure/valueProposition', undefined, results).after).toBe(once.after);
  });

  it('an earlier demo’s "(v2: …)" mark is removed when the part is redrafted again', () => {
    const results = structuredClone(sample('offer-creator')) as { offerStructure: { pricingStrategy: string } };
    const plain = results.offerStructure.pricingStrategy;
    results.offerStructure.pricingStrategy = `${plain} (v2: cheaper)`;
    expect(texts(demoRefine('offer-creator', { results, path: 'offerStructure/pricingStrategy', instruction: 'in pounds' }))[0]).toBe(plain.replace(/\$/g, '£'));
  });
});

it('reads a month only where the instruction names a start ("so it may read better" is no month)', () => {
  const results = sample('growth-plan');
  const revised = demoRefine('growth-plan', { results, path: 'strategy/phases/1', instruction: 'shorter so it may read better' }) as { timeline: string };
  expect(revised.timeline).toBe('Months 3-6');
  expect((demoRefine('growth-plan', { results, path: 'strategy/phases/1', instruction: 'starting September' }) as { timeline: string }).timeline).toBe('November–February');
});
