import { describe, expect, it } from 'vitest';
import { CLIENT_CALLS_MAX, ClientCreateRequestSchema, ClientUpdateRequestSchema, GenerationContextSchema, SOURCES_MAX } from './clients.ts';

describe('client file schemas', () => {
  it('creates with a name alone, every other fact empty', () => {
    expect(ClientCreateRequestSchema.parse({ name: ' Acme ' })).toMatchObject({ name: 'Acme', industry: '', size: '', contactEmail: '', notes: '', calls: [] });
  });

  it('takes a call date only as a real ISO day', () => {
    const call = (date: string) => ClientCreateRequestSchema.safeParse({ name: 'A', calls: [{ date, transcript: 'x' }] }).success;
    expect(call('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', '0999-01-01', 'today', '2026-11-20T10:00:00Z']) expect({ bad, ok: call(bad) }).toEqual({ bad, ok: false });
  });

  it('updates any subset, refuses unknown fields and a cleared name, and dedupes call ids', () => {
    expect(ClientUpdateRequestSchema.parse({})).toEqual({});
    expect(ClientUpdateRequestSchema.parse({ notes: '', removeCallIds: [3, 3, 4] })).toEqual({ notes: '', removeCallIds: [3, 4] });
    expect(ClientUpdateRequestSchema.safeParse({ userId: 2 }).success).toBe(false);
    expect(ClientUpdateRequestSchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(ClientUpdateRequestSchema.safeParse({ size: 'huge' }).success).toBe(false);
    expect(ClientUpdateRequestSchema.safeParse({ addCalls: Array.from({ length: CLIENT_CALLS_MAX + 1 }, () => ({ date: '2026-01-01', transcript: 'x' })) }).success).toBe(false);
  });

  it('a tool request’s context: positive ids, at most SOURCES_MAX distinct sources, nothing else', () => {
    expect(GenerationContextSchema.parse({ clientId: 3, sourceIds: [5, 5, 6] })).toEqual({ clientId: 3, sourceIds: [5, 6] });
    for (const bad of [{ clientId: 0 }, { clientId: '3' }, { sourceIds: [1.5] }, { other: 1 }, { sourceIds: Array.from({ length: SOURCES_MAX + 1 }, (_, i) => i + 1) }]) {
      expect(GenerationContextSchema.safeParse(bad).success).toBe(false);
    }
  });
});
