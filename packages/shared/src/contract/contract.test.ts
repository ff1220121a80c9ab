import { describe, expect, expectTypeOf, it } from 'vitest';
import { TOOL_SLUGS } from '../catalog.ts';
import { demoResult, SAMPLE_REQUESTS } from '../demo.ts';
import type { HistoryRecord, HistorySummary, Meta, PublicSetting, Setting, ContactSubmission } from '../entities.ts';
import { TOOLS, type ToolRequest, type ToolResult } from '../tools.ts';
import type { PublicUser } from '../user.ts';
import {
  AdminUsersResponseSchema,
  CategorySettingsResponseSchema,
  ContractError,
  ContactSubmissionsResponseSchema,
  CurrentUserResponseSchema,
  HistoryListResponseSchema,
  HistorySummaryResponseSchema,
  historyItemResponseSchema,
  MetaResponseSchema,
  SettingsResponseSchema,
  toolResponseSchema,
  type CurrentUserResponse,
  type HistoryItemResponse,
  type HistorySummaryResponse,
  type MetaResponse,
  type ToolResponse,
} from './index.ts';

const user = { id: 1, username: 'ann', email: 'ann@example.com', fullName: null, role: 'user', isAdmin: false, createdAt: '2026-11-24T10:00:00.000Z' };

describe('the HTTP contract', () => {
  it('describes the same shapes as the types the api and the db use', () => {
    expectTypeOf<CurrentUserResponse>().toEqualTypeOf<PublicUser>();
    expectTypeOf<MetaResponse>().toEqualTypeOf<Meta>();
    expectTypeOf<HistorySummaryResponse>().toEqualTypeOf<HistorySummary>();
    expectTypeOf(SettingsResponseSchema.parse([])).toEqualTypeOf<Setting[]>();
    expectTypeOf(CategorySettingsResponseSchema.parse([])).toEqualTypeOf<PublicSetting[]>();
    expectTypeOf(ContactSubmissionsResponseSchema.parse([])).toEqualTypeOf<ContactSubmission[]>();
    expectTypeOf<HistoryItemResponse<'growth-plan'>>().toExtend<HistoryRecord<ToolRequest<'growth-plan'>, ToolResult<'growth-plan'>>>();
    expectTypeOf<ToolResponse<'cold-email'>>().toEqualTypeOf<ToolResult<'cold-email'> & { historyId: number }>();
  });

  it('accepts the user as the api shows it, and nothing that is not it', () => {
    expect(CurrentUserResponseSchema.parse(user)).toEqual(user);
    // Extra fields never reach the screen (the api's tests refuse them: see expectShape).
    expect(CurrentUserResponseSchema.parse({ ...user, passwordHash: 'x' })).toEqual(user);
    expect(CurrentUserResponseSchema.safeParse({ ...user, isAdmin: 'no' }).success).toBe(false);
    expect(CurrentUserResponseSchema.safeParse({ ...user, createdAt: '24/11/2026' }).success).toBe(false);
    expect(CurrentUserResponseSchema.safeParse({ ...user, id: 0 }).success).toBe(false);
  });

  it('says which field does not fit, and throws only from parse', () => {
    const bad = CurrentUserResponseSchema.safeParse({ ...user, fullName: 3 });
    expect(bad.success).toBe(false);
    expect(!bad.success && bad.error).toMatchObject({ name: 'ContractError', path: 'fullName' });
    expect(() => AdminUsersResponseSchema.parse([{ ...user, teams: [] }, { ...user, teams: [], email: null }])).toThrow('[1].email: expected a string');
    expect(() => CurrentUserResponseSchema.parse(null)).toThrow(ContractError);
    expect(() => CurrentUserResponseSchema.parse([user])).toThrow('answer: expected an object');
  });

  it('wants a count for every tool in the history summary', () => {
    const counts = Object.fromEntries(TOOL_SLUGS.map((tool, i) => [tool, i % 3]));
    expect(HistorySummaryResponseSchema.safeParse({ counts, recent: [] }).success).toBe(true);
    expect(HistorySummaryResponseSchema.safeParse({ counts: { 'niche-finder': 1 }, recent: [] }).success).toBe(false);
    expect(MetaResponseSchema.safeParse({ aiProvider: 'other', version: '1' }).success).toBe(false);
  });

  it('checks a saved item and a generation against the tool’s own schemas', () => {
    const request = TOOLS['offer-creator'].requestSchema.parse(SAMPLE_REQUESTS['offer-creator']);
    const results = demoResult('offer-creator', request) as ToolResult<'offer-creator'>;
    const item = { id: 7, tool: 'offer-creator', createdAt: '2026-11-24T10:00:00.000Z', request, results };
    // One saved item also names its current version, its client and its sources (DESIGN §10); a list row does not.
    const context = { client: { id: 2, name: 'Acme' }, sources: [{ id: 5, tool: 'niche-finder', title: 'Healthcare' }], usedBy: [] };
    const one = { ...item, version: 3, clientId: 2, sources: [5, 6], context };
    const none = { ...one, clientId: null, sources: [], context: { client: null, sources: [], usedBy: [] } };
    expect(historyItemResponseSchema('offer-creator').parse(none)).toEqual(none);
    expect(historyItemResponseSchema('offer-creator').safeParse({ ...one, context: { ...context, usedBy: [{ id: 9, tool: 'nope', title: '' }] } }).success).toBe(false);
    expect(historyItemResponseSchema('offer-creator').safeParse({ ...item, version: 3 }).success).toBe(false);
    expect(historyItemResponseSchema('offer-creator').parse(one)).toEqual(one);
    expect(historyItemResponseSchema('offer-creator').safeParse(item).success).toBe(false);
    expect(historyItemResponseSchema('offer-creator').safeParse({ ...one, tool: 'cold-email' }).success).toBe(false);
    expect(historyItemResponseSchema('offer-creator').safeParse({ ...one, results: {} }).success).toBe(false);
    expect(toolResponseSchema('offer-creator').parse({ ...results, historyId: 7 })).toEqual({ ...results, historyId: 7 });
    expect(toolResponseSchema('offer-creator').safeParse(results).success).toBe(false);
    const author = { id: 2, name: 'Ann' };
    expect(HistoryListResponseSchema.parse([{ ...item, clientId: 4, author }])).toEqual([{ ...item, clientId: 4, author }]);
    expect(HistoryListResponseSchema.safeParse([{ ...item, author }]).success).toBe(false); // no clientId
    expect(HistoryListResponseSchema.safeParse([{ ...item, clientId: 4 }]).success).toBe(false); // no author
  });
});
