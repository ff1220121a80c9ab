import { describe, expect, it } from 'vitest';
import { demoResult, SAMPLE_REQUESTS } from './demo.ts';
import { TOOL_SLUGS } from './catalog.ts';
import { TOOLS } from './tools.ts';

describe('demo provider', () => {
  for (const tool of TOOL_SLUGS) {
    it(`${tool}: the sample request is valid and the demo result passes the result schema`, () => {
      const request = TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]);
      const result = demoResult(tool, request);
      expect(TOOLS[tool].resultSchema.safeParse(result).success).toBe(true);
      expect(demoResult(tool, request)).toEqual(result); // deterministic
    });
  }
  it('stays schema-valid for many different requests', () => {
    for (let i = 0; i < 200; i += 1) {
      const request = TOOLS['niche-finder'].requestSchema.parse({ ...SAMPLE_REQUESTS['niche-finder'], targetMarket: `Market number ${i} ${'x'.repeat(i % 50)}` });
      expect(TOOLS['niche-finder'].resultSchema.safeParse(demoResult('niche-finder', request)).success).toBe(true);
    }
  });

  it('derives the result from the request', () => {
    const request = TOOLS['cold-email'].requestSchema.parse({ ...SAMPLE_REQUESTS['cold-email'], sequenceLength: '6' });
    const result = demoResult('cold-email', request) as { sequence: unknown[] };
    expect(result.sequence).toHaveLength(6);
    const other = TOOLS['niche-finder'].requestSchema.parse({ ...SAMPLE_REQUESTS['niche-finder'], industry: 'healthcare' });
    expect(JSON.stringify(demoResult('niche-finder', other))).toContain('Healthcare');
  });
});
