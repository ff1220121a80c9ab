// How the version panel words versions, and how a part's edit form is read from its schema.
import { resolvePart, TOOLS } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { compareResults, partText, plain } from './compare.ts';
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

describe('two versions compared by part', () => {
  it('reads a part as text, not Markdown or JSON: labelled fields, bullets, no emphasis marks', () => {
    expect(plain('## Plan\n**Bold** move\n- one\n* two')).toBe('Plan\nBold move\n• one\n• two');
    expect(partText({ timing: 'Day 1', email: { subject: 'Hi', body: 'Line 1\nLine 2', callToAction: 'Book a call' }, followUpConditions: ['No reply'] })).toBe(
      'Timing: Day 1\nSubject: Hi\nBody\nLine 1\nLine 2\nCall to action: Book a call\nFollow up conditions\n• No reply',
    );
    expect(partText(['a', 'b'])).toBe('• a\n• b');
  });

  it('marks the parts that changed, were added or removed, and says when something outside them changed', () => {
    const edited = { ...V1, sequence: V1.sequence.map((step, i) => (i === 1 ? { ...step, email: { ...step.email, subject: 'Shorter' } } : step)) };
    const one = compareResults('cold-email', 1, 2, V1, edited);
    expect([...one.changes.values()].map((c) => [c.path, c.label, c.kind])).toEqual([['sequence/1', 'Email 2', 'changed']]);
    expect(one.changes.get('sequence/1')!.after).toContain('Subject: Shorter');
    expect(one.otherChanges).toBe(false);
    expect(compareResults('cold-email', 1, 1, V1, V1).changes.size).toBe(0);

    const shorter = { ...V1, sequence: V1.sequence.slice(0, -1) };
    const gone = compareResults('cold-email', 1, 2, V1, shorter);
    expect([...gone.changes.values()].map((c) => c.kind)).toEqual(['removed']);
    expect(compareResults('cold-email', 2, 3, shorter, V1).changes.get(`sequence/${V1.sequence.length - 1}`)!.kind).toBe('added');
    // The keys' order is not a change.
    const reordered = { abTestVariants: V1.abTestVariants, sequence: V1.sequence };
    expect(compareResults('cold-email', 1, 2, V1, reordered).changes.size).toBe(0);
  });
});
