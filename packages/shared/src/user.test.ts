import { describe, expect, it } from 'vitest';
import { isAdminUser, isReservedUsername } from './user.ts';

describe('who is an admin', () => {
  it('role admin in any case', () => {
    expect(isAdminUser({ username: 'ann', role: 'admin' })).toBe(true);
    expect(isAdminUser({ username: 'ann', role: 'ADMIN' })).toBe(true);
    expect(isAdminUser({ username: 'ann', role: 'user' })).toBe(false);
    expect(isAdminUser({ username: 'ann', role: null })).toBe(false);
  });
  it('the reserved administrator account whatever its role', () => {
    expect(isAdminUser({ username: 'administrator', role: 'user' })).toBe(true);
  });
  it('recognises the reserved name in any case or spacing', () => {
    expect(isReservedUsername('Administrator')).toBe(true);
    expect(isReservedUsername(' admin istrator ')).toBe(true);
    expect(isReservedUsername('administrators')).toBe(false);
  });
});
