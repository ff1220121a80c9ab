import { describe, expect, it } from 'vitest';
import { demoResult, SAMPLE_REQUESTS } from './demo.ts';
import { TOOL_SLUGS } from './catalog.ts';
import { resultAsText } from './resultText.ts';
import { TOOLS, type ToolResult } from './tools.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sample = <T extends (typeof TOOL_SLUGS)[number]>(tool: T) => TOOLS[tool].resultSchema.parse(demoResult(tool, SAMPLE_REQUESTS[tool])) as ToolResult<T>;

describe('Copy All text', () => {
  it.each(TOOL_SLUGS)('%s: headings and lists, every generated text included, no raw JSON', (tool) => {
    const results = sample(tool);
    const text = resultAsText(tool, results);
    expect(text).toMatch(/^# /);
    expect(text).not.toMatch(/"\w+":|undefined|\[object Object\]/);
    // Every string of the result reaches the text (nothing silently left out), and a list of texts in
    // the result reads as a list, each item on its own "- " line (a result without one has none).
    const strings: string[] = [];
    const listed: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      else if (Array.isArray(value)) {
        if (value.length > 0 && value.every((item) => typeof item === 'string')) listed.push(...value);
        value.forEach(walk);
      } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(results);
    for (const value of strings) expect(text).toContain(value);
    for (const item of listed) expect(text).toMatch(new RegExp(`^(- |\\d+\\. ).*${escapeRegExp(item.slice(0, 40))}`, 'm'));
  });

  it('niche finder: numbered niches with score, market size as an estimate, and the analysis', () => {
    const results = sample('niche-finder');
    const text = resultAsText('niche-finder', results);
    expect(text).toContain(`## 1. ${results.recommendedNiches[0]!.nicheName}`);
    expect(text).toMatch(/Score: \d+\/100/);
    expect(text).toMatch(/Market size \(estimate\): \$\d+\.\d{2}[KMBT]/);
    expect(text).toContain('# Market analysis');
  });

  it('growth plan: phases with their timeline, KPIs and dated milestones', () => {
    const results = sample('growth-plan');
    const text = resultAsText('growth-plan', results);
    const phase = results.strategy.phases[0]!;
    expect(text).toContain(`## ${phase.phase} (${phase.timeline})`);
    expect(text).toContain('# KPIs');
    const milestone = results.strategy.milestones[0]!;
    expect(text).toContain(`- ${milestone.description}: ${milestone.target} (by ${milestone.deadline})`);
  });

  it('cold email: each email numbered with its timing, subject, body and call to action', () => {
    const results = sample('cold-email');
    const text = resultAsText('cold-email', results);
    results.sequence.forEach((item, i) => {
      expect(text).toContain(`## Email ${i + 1} (${item.timing})\n\nSubject: ${item.email.subject}\n\n${item.email.body}\n\n${item.email.callToAction}`);
    });
  });
});
