import { describe, expect, it } from 'vitest';
import { TOOL_CATALOG } from './catalog.ts';
import { parseStepQuery, resultLink, stepLink } from './steps.ts';

describe('step links', () => {
  it('open a tool for a client and from results, and read back the same', () => {
    const link = stepLink('cold-email', { clientId: 3, from: [{ tool: 'offer-creator', id: 12 }, { tool: 'niche-finder', id: 4 }] });
    expect(link).toBe('/ai-cold-email-writer?client=3&from=offer-creator:12,niche-finder:4');
    expect(parseStepQuery(link.split('?')[1]!)).toEqual({ clientId: 3, from: [{ tool: 'offer-creator', id: 12 }, { tool: 'niche-finder', id: 4 }] });
    expect(stepLink('roi-calculator', { clientId: 5 })).toBe('/roi-calculator?client=5');
    expect(stepLink('niche-finder')).toBe('/ai-niche-finder');
  });

  it('drop what is malformed rather than guess', () => {
    expect(parseStepQuery('?client=0&from=offer-creator:x,nope:3,cold-email:7,cold-email:7')).toEqual({ from: [{ tool: 'cold-email', id: 7 }] });
    expect(parseStepQuery('client=12abc')).toEqual({ from: [] });
  });
});

describe('resultLink', () => {
  it('is the tool’s route and the id', () => {
    expect(resultLink('cold-email', 12)).toBe(`${TOOL_CATALOG['cold-email'].route}/12`);
  });
});
