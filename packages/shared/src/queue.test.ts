import { describe, expect, it } from 'vitest';
import { GENERATION_QUEUE, generationDeadline, GenerationJobDataSchema, generationJobId, REQUEST_ID_PATTERN } from './queue.ts';
import { isToolSlug, TOOL_CATALOG, TOOL_SLUGS } from './catalog.ts';

describe('queue contract', () => {
  it('names the queue and the jobs after the tools', () => {
    expect(GENERATION_QUEUE).toBe('generation');
    // Every tool of the catalog, once, each under its own meta's slug (the job name and the route's).
    expect(new Set(TOOL_SLUGS).size).toBe(Object.keys(TOOL_CATALOG).length);
    for (const slug of TOOL_SLUGS) expect(TOOL_CATALOG[slug].slug).toBe(slug);
    expect(isToolSlug('cold-email')).toBe(true);
    expect(isToolSlug('roi')).toBe(false);
  });
  it('keys a job by user and request id', () => {
    expect(generationJobId(7, 'abcdefgh-1')).toBe('gen-7-abcdefgh-1');
  });
  it('accepts only safe request ids of 8 to 100 characters', () => {
    expect(REQUEST_ID_PATTERN.test('a'.repeat(8))).toBe(true);
    expect(REQUEST_ID_PATTERN.test('a'.repeat(7))).toBe(false);
    expect(REQUEST_ID_PATTERN.test('a'.repeat(101))).toBe(false);
    expect(REQUEST_ID_PATTERN.test('abc:defgh')).toBe(false);
  });
  it('validates job payloads', () => {
    expect(GenerationJobDataSchema.safeParse({ tool: 'niche-finder', userId: 1, requestId: 'abcdefgh', request: {} }).success).toBe(true);
    expect(GenerationJobDataSchema.safeParse({ tool: 'roi', userId: 1, requestId: 'abcdefgh', request: {} }).success).toBe(false);
    expect(GenerationJobDataSchema.safeParse({ tool: 'niche-finder', userId: 0, requestId: 'abcdefgh', request: {} }).success).toBe(false);
  });

  it('gives every job a deadline before the API stops waiting, with room to save the result', () => {
    expect(generationDeadline(1_000_000, 120_000)).toBe(1_000_000 + 115_000); // 5 s margin at most
    expect(generationDeadline(0, 2000)).toBe(1500); // a quarter of short waits
    expect(generationDeadline(0, 1000)).toBe(750); // never less than 250 ms
    for (const wait of [1000, 1500, 10_000, 60_000, 600_000]) {
      const deadline = generationDeadline(0, wait);
      expect(deadline).toBeGreaterThan(0);
      expect(deadline).toBeLessThan(wait);
    }
  });
});

