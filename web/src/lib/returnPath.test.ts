import { describe, expect, it } from 'vitest';
import { authLink, isSafeReturnPath, returnPathOf } from './returnPath.ts';

describe('the return path after signing in', () => {
  it('keeps a path of this site', () => {
    expect(returnPathOf({ search: '?from=%2Finvitations%2Fabc', state: null })).toBe('/invitations/abc');
    expect(returnPathOf({ search: '', state: { from: '/clients?archived=1' } })).toBe('/clients?archived=1');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\t/evil.example', '/auth', '/auth?from=/x', '', 42])('never goes to %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
    expect(returnPathOf({ search: `?from=${encodeURIComponent(String(path))}`, state: { from: path } })).toBe('/');
  });

  it('makes a link to /auth that opens sign-up and comes back', () => {
    const link = authLink('/invitations/abc', { register: true });
    expect(link).toBe('/auth?tab=register&from=%2Finvitations%2Fabc');
    expect(returnPathOf({ search: link.slice('/auth'.length), state: null })).toBe('/invitations/abc');
  });
});
