import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AcceptRequestSchema, canonicalJson, ChangeRequestSchema, SEND_TOKEN_PATTERN } from './send.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('gives the same hash for the same value written in another key order', () => {
    const hash = (v: unknown) => createHash('sha256').update(canonicalJson(v)).digest('hex');
    expect(hash({ x: 1, y: [1, 2] })).toBe(hash({ y: [1, 2], x: 1 }));
    expect(hash({ x: 1, y: [1, 2] })).not.toBe(hash({ x: 1, y: [2, 1] }));
  });
});

describe('accept and change-request bodies', () => {
  const good = { tier: 'Growth', inputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 10, annualCostPerPerson: 8_000_000 }], budget: null }, fullName: 'Dana Client', email: 'dana@acme.test', consent: true };

  it('takes a complete acceptance', () => {
    expect(AcceptRequestSchema.safeParse(good).success).toBe(true);
  });

  it('refuses one without consent, with the field named', () => {
    const parsed = AcceptRequestSchema.safeParse({ ...good, consent: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['consent']);
  });

  it('holds the inputs to the drivers’ limits', () => {
    const parsed = AcceptRequestSchema.safeParse({ ...good, inputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 99, annualCostPerPerson: 8_000_000 }] } });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['inputs.drivers.0.hoursPerWeek']);
  });

  it('needs a real comment for a change', () => {
    expect(ChangeRequestSchema.safeParse({ path: 'scope/phases/1', comment: '  ' }).success).toBe(false);
    expect(ChangeRequestSchema.safeParse({ path: 'scope/phases/1', comment: 'Can phase 2 start in May?' }).success).toBe(true);
  });

  it('knows a token from a guess', () => {
    expect(SEND_TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(SEND_TOKEN_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(SEND_TOKEN_PATTERN.test(`${'a'.repeat(42)}/`)).toBe(false);
  });
});
