import type { ProposalActivity } from '@growth-suite/shared/tools/proposal/send';
import { describe, expect, it } from 'vitest';
import { eventsOf, newEvents } from './activityEvents.ts';
import { instructionFrom } from './useRedraft.ts';

const activity = (over: Partial<ProposalActivity> = {}): ProposalActivity => ({
  opens: 1,
  firstOpenedAt: '2026-11-26T10:00:00.000Z',
  lastOpenedAt: '2026-11-26T10:00:00.000Z',
  sends: [],
  acceptances: [],
  changeRequests: [],
  ...over,
});
const acceptance = { version: 1, tier: 'Growth', inputs: { annualSalary: 52_000, weeklyHours: 12 }, fullName: 'Dana Whitfield', email: 'dana@example.com', acceptedAt: '2026-11-26T11:00:00.000Z', hash: 'ab'.repeat(32) };
const request = { id: 7, version: 1, path: 'scope/phases/1', label: 'Phase 2: Build', comment: 'Can phase 2 start in May?', createdAt: '2026-11-26T10:30:00.000Z', answeredInVersion: null };

describe('the activity’s notifications', () => {
  it('announces nothing of what was there when the screen opened', () => {
    expect(newEvents(null, activity({ acceptances: [acceptance], changeRequests: [request] }), 'Acme')).toEqual([]);
  });

  it('announces a new acceptance and a new change request once, named by the client company', () => {
    const before = new Set(eventsOf(activity(), 'Acme').map((e) => e.key));
    const now = activity({ acceptances: [acceptance], changeRequests: [request] });
    const fresh = newEvents(before, now, 'Acme');
    expect(fresh.map((e) => e.title)).toEqual(['Acme asked for a change to Phase 2: Build', 'Acme accepted Growth']);
    const seen = new Set(eventsOf(now, 'Acme').map((e) => e.key));
    expect(newEvents(seen, now, 'Acme')).toEqual([]);
  });

  it('names the person who accepted when the client company is not known', () => {
    expect(eventsOf(activity({ acceptances: [acceptance] }), '')[0]!.title).toBe('Dana Whitfield accepted Growth');
  });
});

describe('a change request as a redraft’s instruction', () => {
  it('carries the client’s words, within the instruction’s limit', () => {
    expect(instructionFrom('  Can phase 2 start in May? ')).toBe('The client asked: Can phase 2 start in May?');
    const long = instructionFrom('word '.repeat(300));
    expect(long.length).toBeLessThanOrEqual(500);
    expect(long.endsWith('…')).toBe(true);
  });
});
