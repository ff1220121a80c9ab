import { describe, expect, it } from 'vitest';
import { INTAKE_TOOL, isModelTool, PACK_STEPS, TOOL_CATALOG, TOOL_MENU_ORDER, TOOL_SLUGS, toolOfPath } from './catalog.ts';
import { calculateRoi } from './roi.ts';
import { toolDefinition } from './tools.ts';
import { parseRequestBlock, requestBlock, toolFromSchemaName, toolSchemaName } from './prompt.ts';

describe('the tool catalog', () => {
  it('has one entry per tool, keyed by its slug, with its own route and names', () => {
    expect(Object.keys(TOOL_CATALOG).sort()).toEqual([...TOOL_SLUGS].sort());
    for (const slug of TOOL_SLUGS) expect(TOOL_CATALOG[slug].slug).toBe(slug);
    const routes = TOOL_SLUGS.map((slug) => TOOL_CATALOG[slug].route);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...TOOL_MENU_ORDER].sort()).toEqual(TOOL_SLUGS.filter((slug) => slug !== INTAKE_TOOL).sort());
    // The spec's generators keep their order (spec §2); a new tool takes its own place by its navOrder.
    const spec = ['Niche Finder', 'Offer Creator', 'Cold Email', 'Growth Plan', 'Proposal'];
    expect(TOOL_MENU_ORDER.map((slug) => TOOL_CATALOG[slug].shortName).filter((name) => spec.includes(name))).toEqual(spec);
  });

  it('keeps the client intake out of the menus (meta `menu: false`), at its own route and History tab', () => {
    expect(INTAKE_TOOL).toBe('client-intake');
    expect(TOOL_SLUGS).toContain(INTAKE_TOOL);
    expect(TOOL_MENU_ORDER).not.toContain(INTAKE_TOOL);
    expect(toolOfPath('/clients/from-call/3')).toBe(INTAKE_TOOL);
    expect(TOOL_CATALOG['client-intake'].historyRow({ request: { date: '2026-11-20' }, results: { name: { value: 'Acme', evidence: ['x'] } } })).toEqual({ title: 'Acme', detail: 'Call of 2026-11-20' });
    expect(TOOL_CATALOG['client-intake'].historyRow({ request: { transcript: 'Dana: hello' }, results: { name: { value: '', evidence: [] } } })).toEqual({ title: 'Client intake', detail: 'Dana: hello' });
  });

  it("keeps History's tab order (spec §8) from each meta's historyOrder, not from the folders' names", () => {
    const spec = ['niche-finder', 'offer-creator', 'growth-plan', 'cold-email', 'client-intake', 'proposal', 'roi-calculator'];
    expect(TOOL_SLUGS.filter((slug) => spec.includes(slug))).toEqual(spec); // a new tool takes its own place
  });

  it("takes the pack's steps from the meta of the tool it is for: tools, ending with that tool", () => {
    expect(PACK_STEPS).toEqual(['offer-creator', 'cold-email', 'growth-plan', 'roi-calculator', 'proposal']);
    expect(TOOL_SLUGS.filter((slug) => TOOL_CATALOG[slug].pack)).toEqual([PACK_STEPS.at(-1)]);
  });

  it('finds the tool of a path by route prefix, never by a mere name prefix', () => {
    expect(toolOfPath('/ai-offer-creator')).toBe('offer-creator');
    expect(toolOfPath('/ai-offer-creator/12')).toBe('offer-creator');
    expect(toolOfPath('/ai-offer-creator-old')).toBeUndefined();
    expect(toolOfPath('/history')).toBeUndefined();
  });

  it('says how a saved generation reads in History (spec §2)', () => {
    expect(TOOL_CATALOG['niche-finder'].historyRow({ request: { industry: 'ecommerce' }, results: { recommendedNiches: [{ nicheName: 'A' }, { nicheName: 'B' }] } })).toEqual({ title: 'E-commerce', detail: 'A, B' });
    expect(TOOL_CATALOG['offer-creator'].historyRow({ request: {}, results: {} }).title).toBe('Offer');
    expect(TOOL_CATALOG['cold-email'].historyRow({ request: { prospectRole: 'CTO', prospectIndustry: 'SaaS' }, results: {} })).toEqual({ title: 'CTO', detail: 'SaaS' });
  });
});

describe('who writes a result', () => {
  it("computes a code tool's result by its definition (and only a code tool's), the same result its settle writes", () => {
    for (const slug of TOOL_SLUGS) expect(Boolean(toolDefinition(slug).compute), slug).toBe(!isModelTool(slug));
    expect(isModelTool('roi-calculator')).toBe(false);
    const calculator = toolDefinition('roi-calculator');
    const request = calculator.requestSchema.parse({ annualSalary: 120_000, weeklyHours: 10, roiMultiple: 2.5, currency: 'USD', locale: 'en-US' });
    const result = calculator.compute!(request);
    expect(result).toEqual({ currency: 'USD', locale: 'en-US', annualSalary: 120_000, weeklyHours: 10, roiMultiple: 2.5, ...calculateRoi({ annualSalary: 120_000, weeklyHours: 10, roiMultiple: 2.5 }) });
    // No hand or API body sets a figure: settle works it out again from the request.
    expect(calculator.settle!(request, { ...(result as object), recommendedMonthlyRetainer: 1 })).toEqual(result);
  });
});

describe('the prompt contract between the worker and any model', () => {
  it('names the structured-output schema after the tool, and reads it back', () => {
    for (const slug of TOOL_SLUGS) {
      expect(toolSchemaName(slug)).toMatch(/^[a-z_]+$/);
      expect(toolFromSchemaName(toolSchemaName(slug))).toBe(slug);
    }
    expect(toolFromSchemaName('not_a_tool')).toBeNull();
    expect(toolFromSchemaName(undefined)).toBeNull();
  });

  it('carries the request as one JSON element that parses back, even when the text mentions the tag', () => {
    const request = { transcript: 'They said "<request>" and </request> in the call', n: 1 };
    const prompt = `Create an offer.\n${requestBlock(request)}`;
    expect(parseRequestBlock(prompt)).toEqual(request);
    expect(parseRequestBlock('no element here')).toBeNull();
    expect(parseRequestBlock('<request>{broken</request>')).toBeNull();
  });
});
