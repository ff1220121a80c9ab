import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { cookieKeys } from './cookieKeys.ts';

describe('cookieKeys', () => {
  const data = 'gs.sid=Qm9vdHN0cmFwcGVkIHNlc3Npb24gaWQgZm9yIGEgdGVzdA';

  it('signs exactly as keygrip does, so cookies signed before the change still verify (and the other way)', () => {
    const ours = cookieKeys(['first-secret']);
    const theirs = new Keygrip(['first-secret']);
    expect(ours.sign(data)).toBe(theirs.sign(data));
    expect(ours.verify(data, theirs.sign(data))).toBe(true);
    expect(theirs.verify(data, ours.sign(data))).toBe(true);
  });

  it('refuses a signature of other data, another secret, another length or nothing', () => {
    const keys = cookieKeys(['first-secret']);
    const digest = keys.sign(data);
    expect(keys.index(`${data}x`, digest)).toBe(-1);
    expect(keys.index(data, cookieKeys(['other-secret']).sign(data))).toBe(-1);
    expect(keys.index(data, digest.slice(1))).toBe(-1);
    expect(keys.index(data, `${digest}A`)).toBe(-1);
    expect(keys.index(data, '')).toBe(-1);
    expect(keys.verify(data, `${digest.slice(0, -1)}${digest.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
  });

  it('signs with the first secret and verifies with any, naming which (a rotation)', () => {
    const rotated = cookieKeys(['new-secret', 'old-secret']);
    expect(rotated.index(data, cookieKeys(['old-secret']).sign(data))).toBe(1);
    expect(rotated.index(data, rotated.sign(data))).toBe(0);
    expect(rotated.sign(data)).toBe(cookieKeys(['new-secret']).sign(data));
    expect(() => cookieKeys([])).toThrow();
  });
});
