import { TOOL_MENU_ORDER, type ToolSlug } from '@growth-suite/shared';
import { describe, expect, it } from 'vitest';
import { nextSuggestedStep, type MadeResult } from './nextStep.ts';

// The flow of the issue: niche → offer, offer → cold email and growth plan, growth plan → ROI.
const FLOW: Partial<Record<ToolSlug, ToolSlug[]>> = {
  'niche-finder': ['offer-creator'],
  'offer-creator': ['growth-plan', 'cold-email'],
  'growth-plan': ['roi-calculator'],
};
const stepsOf = (tool: ToolSlug) => FLOW[tool] ?? [];
const made = (...results: [ToolSlug, number][]): MadeResult[] => results.map(([tool, id]) => ({ tool, id }));

describe('next suggested step for a client', () => {
  it('nothing made yet: the Offer Creator (the first tool another leads to), from nothing', () => {
    expect(nextSuggestedStep([], stepsOf)).toEqual({ target: 'offer-creator' });
  });

  it('an offer but no emails or plan: the offer’s next tool, from that offer', () => {
    expect(nextSuggestedStep(made(['offer-creator', 7]), stepsOf)).toEqual({ target: 'growth-plan', from: { tool: 'offer-creator', id: 7 } });
    // The plan's own next step (the ROI calculator) made too: the offer's other next tool is left.
    expect(nextSuggestedStep(made(['roi-calculator', 10], ['growth-plan', 9], ['offer-creator', 7]), stepsOf)).toEqual({ target: 'cold-email', from: { tool: 'offer-creator', id: 7 } });
  });

  it('follows on from the latest result of a tool, not an older one', () => {
    expect(nextSuggestedStep(made(['offer-creator', 12], ['niche-finder', 3], ['offer-creator', 5]), stepsOf)).toEqual({
      target: 'growth-plan',
      from: { tool: 'offer-creator', id: 12 },
    });
  });

  it('a niche alone leads to the offer made from it', () => {
    expect(nextSuggestedStep(made(['niche-finder', 2]), stepsOf)).toEqual({ target: 'offer-creator', from: { tool: 'niche-finder', id: 2 } });
  });

  it('the ROI calculator follows on from a growth plan like any next step', () => {
    expect(nextSuggestedStep(made(['growth-plan', 9], ['cold-email', 8], ['offer-creator', 7]), stepsOf)).toEqual({ target: 'roi-calculator', from: { tool: 'growth-plan', id: 9 } });
  });

  it('a saved ROI calculation counts as made: it is not suggested again', () => {
    expect(nextSuggestedStep(made(['roi-calculator', 10], ['growth-plan', 9], ['cold-email', 8], ['offer-creator', 7]), stepsOf)).toEqual({ target: 'niche-finder' });
  });

  it('with nothing to follow on from, a tool not made yet', () => {
    expect(nextSuggestedStep(made(['cold-email', 8]), stepsOf)).toEqual({ target: 'offer-creator' });
    expect(nextSuggestedStep(made(['cold-email', 8], ['offer-creator', 7], ['growth-plan', 6]), () => [])).toEqual({ target: 'niche-finder' });
  });

  it('every tool made (the ROI calculator among them): nothing to suggest', () => {
    expect(nextSuggestedStep(TOOL_MENU_ORDER.map((tool, i) => ({ tool, id: i + 1 })), () => [])).toBeNull();
  });

  it('reads the tools’ own prefill by default: no offer yet → Offer Creator; an offer but no emails → Cold Email; emails → the proposal', () => {
    expect(nextSuggestedStep([])).toEqual({ target: 'offer-creator' });
    expect(nextSuggestedStep(made(['offer-creator', 7]))).toEqual({ target: 'cold-email', from: { tool: 'offer-creator', id: 7 } });
    // The proposal reads the sequence (its prefill's `from`), so it follows on from the newest result.
    expect(nextSuggestedStep(made(['cold-email', 8], ['offer-creator', 7]))).toEqual({ target: 'proposal', from: { tool: 'cold-email', id: 8 } });
    expect(nextSuggestedStep(made(['proposal', 9], ['cold-email', 8], ['offer-creator', 7]))).toEqual({ target: 'growth-plan', from: { tool: 'offer-creator', id: 7 } });
    // A growth plan leads to the proposal, then to the ROI calculator once the proposal is made.
    expect(nextSuggestedStep(made(['growth-plan', 10], ['proposal', 9], ['cold-email', 8], ['offer-creator', 7]))).toEqual({ target: 'roi-calculator', from: { tool: 'growth-plan', id: 10 } });
  });
});
