import { describe, expect, it } from 'vitest';
import { demoResult, SAMPLE_REQUESTS } from './demo.ts';
import { completePartial, sanitizePartialResult } from './partial.ts';
import { TOOLS } from './tools.ts';
import { TOOL_SLUGS, type ToolSlug } from './catalog.ts';

describe('sanitizePartialResult', () => {
  it('keeps a prefix as it is written: known keys, the items so far, strings mid-word', () => {
    const partial = sanitizePartialResult('niche-finder', {
      recommendedNiches: [{ nicheName: 'Cybersecurity read', score: 71, entryBarriers: ['Security cert'] }],
    });
    expect(partial).toEqual({ recommendedNiches: [{ nicheName: 'Cybersecurity read', score: 71, entryBarriers: ['Security cert'] }] });
  });

  it('drops what has the wrong shape or is unknown, at every depth', () => {
    const partial = sanitizePartialResult('niche-finder', {
      recommendedNiches: [{ nicheName: 42, score: '71', marketSize: Number.NaN, competitionLevel: null, extra: 'x' }, 'not a niche', null],
      marketAnalysis: 'soon',
      injected: { a: 1 },
    });
    expect(partial).toEqual({ recommendedNiches: [{}] });
    expect(sanitizePartialResult('offer-creator', '{"offerStr')).toBeUndefined();
    expect(sanitizePartialResult('offer-creator', [])).toBeUndefined();
  });

  it('leaves every complete result as it is', () => {
    for (const tool of TOOL_SLUGS) {
      const full = demoResult(tool, TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]));
      expect(sanitizePartialResult(tool, full)).toEqual(full);
    }
  });
});

// What the web's tool screen does with a partial result (useToolScreen: the tool's own result schema).
const completePartialResult = (tool: ToolSlug, partial: unknown) => completePartial(TOOLS[tool].resultSchema, partial);

describe('completePartial', () => {
  it('fills what is missing with empty values so the result components can draw it', () => {
    expect(completePartialResult('offer-creator', { offerStructure: { mainOffer: 'A 90-day' } })).toEqual({
      offerStructure: { mainOffer: 'A 90-day', valueProposition: '', pricingStrategy: '', bonuses: [], guarantees: [] },
      marketingAngles: [],
      conversionEstimates: { expectedRate: 0, confidenceLevel: 0 },
    });
    expect(completePartialResult('cold-email', { sequence: [{ timing: 'Day 1' }] })).toEqual({
      sequence: [{ timing: 'Day 1', email: { subject: '', body: '', callToAction: '' }, followUpConditions: [] }],
      abTestVariants: [],
    });
    expect(completePartialResult('growth-plan', undefined)).toEqual({ strategy: { phases: [], kpis: [], milestones: [] } });
  });

  it('a complete result stays the same', () => {
    for (const tool of TOOL_SLUGS) {
      const full = demoResult(tool, TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]));
      expect(completePartialResult(tool, full)).toEqual(full);
    }
  });
});
