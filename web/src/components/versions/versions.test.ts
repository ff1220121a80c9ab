// How the version panel words versions, and how a part's edit form is read from its schema.
import { resolvePart, TOOLS } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { describeVersion } from './describeVersion.ts';
import { editMessage, fieldShape } from './fieldShape.ts';

const V1 = demoResult('cold-email', TOOLS['cold-email'].requestSchema.parse(SAMPLE_REQUESTS['cold-email']));
const AT = '2026-11-25T09:00:00.000Z';

describe('version words and edit forms', () => {
  it('describes each kind of version', () => {
    const base = { number: 2, author: 'user' as const, createdAt: AT };
    expect(describeVersion('growth-plan', { ...base, kind: 'edit', path: 'strategy/phases/1', label: 'Phase 2 · Growth' }, {})).toBe('Edited Phase 2 · Growth');
    expect(describeVersion('cold-email', { ...base, kind: 'restore', restoredFrom: 3 }, {})).toBe('Restored version 3');
    expect(describeVersion('growth-plan', { ...base, kind: 'change-request', path: 'strategy/phases/1', label: 'Phase 2 · Growth', instruction: 'Can it start in May?' }, {})).toBe('Redrafted Phase 2 · Growth for the client\'s request — “Can it start in May?”');
    expect(describeVersion('cold-email', { ...base, kind: 'regenerate', path: 'sequence/1', instruction: 'x'.repeat(80) }, V1)).toMatch(/^Regenerated Email 2 — “x+…”$/);
  });

  it('reads the form from the part’s schema: texts, lists with their limits, objects', () => {
    const part = resolvePart('growth-plan', 'strategy/kpis', { strategy: { phases: [], kpis: ['a'], milestones: [] } })!;
    expect(fieldShape(part.schema)).toEqual({ kind: 'list', item: { kind: 'text', max: 500 }, min: 1, max: 15 });
    const email = fieldShape(resolvePart('cold-email', 'sequence/0', V1)!.schema);
    expect(email.kind === 'object' && email.fields.map((f) => f.label)).toEqual(['Timing', 'Email', 'Follow up conditions']);
    expect(editMessage({ code: 'too_small', origin: 'string', minimum: 1 })).toBe('This field is required');
    expect(editMessage({ code: 'too_big', origin: 'array', maximum: 15 })).toBe('Keep at most 15 entries');
  });
});
