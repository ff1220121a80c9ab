// Outside testers: a demo redraft wrote "(v2: …)" into the content and rotated the bullets, whatever
// was asked; later its "[Demo mode …]" note landed in documents. It now applies what code can, leaves
// the rest as it was, and writes nothing of its own into the text (the dialog says what it cannot do).
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

  // Issue 52: "[Demo mode: not applied.]" was saved in the part and went on into the client's documents.
  it('what it cannot do leaves the words as they were: no note in the text, no "(v2)" mark, no rotated list', () => {
    const { before, after } = redraft('offer-creator', 'offerStructure/bonuses', 'mention the free audit');
    expect(after).toEqual(before);
    for (const tool of ['growth-plan', 'cold-email', 'niche-finder', 'offer-creator', 'proposal'] as const) {
      const results = sample(tool);
      const path = tool === 'growth-plan' ? 'strategy/phases/0' : tool === 'cold-email' ? 'sequence/1' : tool === 'niche-finder' ? 'recommendedNiches/0' : tool === 'proposal' ? 'nextSteps' : 'marketingAngles/0';
      for (const instruction of [undefined, 'shorter, and mention the free audit', 'punchier']) {
        const revised = demoRefine(tool, { results, path, instruction });
        expect(JSON.stringify(revised), `${tool} ${instruction}`).not.toMatch(/\(v\d|Demo mode|\[Demo/);
        if (instruction !== 'shorter, and mention the free audit') expect(revised, `${tool} ${instruction}`).toEqual(valueAt(results, parsePath(path)!));
      }
    }
  });

  it('a new draft without an instruction keeps the words, and removes a note an earlier demo saved in them', () => {
    const once = redraft('offer-creator', 'offerStructure/valueProposition');
    expect(once.after).toBe(once.before);
    const results = structuredClone(sample('offer-creator')) as { offerStructure: { valueProposition: string; bonuses: string[] } };
    const plain = results.offerStructure.valueProposition;
    for (const note of ['[Demo mode: not applied.]', '[Demo mode: no AI model is connected, so a new draft keeps these words.]', '[Demo mode could not apply “punchier”: an AI model would.]']) {
      results.offerStructure.valueProposition = `${plain} ${note}`;
      expect(redraft('offer-creator', 'offerStructure/valueProposition', undefined, results).after).toBe(plain);
      expect(redraft('offer-creator', 'offerStructure/valueProposition', 'punchier', results).after).toBe(plain);
    }
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
