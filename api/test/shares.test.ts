// Share links (DESIGN §9): the access matrix (owner, other user, anonymous, revoked, expired), what a
// public read reveals, the limits, and that deleting the item or the account kills its links.
import { insertGenerationIdempotent } from '@growth-suite/db';
import { MAX_LIVE_SHARES_PER_ITEM, SHARE_NOT_FOUND, SHARE_TOKEN_PATTERN, TOOLS, type Share, type ToolSlug } from '@growth-suite/shared';
import { CreateShareResponseSchema, SharedItemResponseSchema, SharesResponseSchema } from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';
import { withSignedInApp, type Browser } from './suite.ts';

let t: TestApp;
let ann: Browser;
let bob: Browser;
let annId: number;
let seq = 0;
withSignedInApp({ RATE_LIMIT_SHARED_PER_IP: '1000' }, (app) => ({ t, ann, bob, annId } = app));

async function saveItem(tool: ToolSlug = 'offer-creator', userId = annId) {
  const request = TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]);
  const results = demoResult(tool, request);
  const id = await insertGenerationIdempotent(t.db.knex, { jobId: `share-${tool}-${(seq += 1)}`, userId, tool, request, results, provider: 'demo', model: 'demo' });
  return { id, tool, request, results };
}

const share = async (tool: ToolSlug, id: number, body: object = {}, browser = ann) => {
  const res = await browser.post(`/api/history/${tool}/${id}/shares`).send(body);
  return res;
};

describe('the owner', () => {
  it('creates a link: 201, an unguessable token, the absolute /s/ address on APP_URL, no expiry by default', async () => {
    const item = await saveItem();
    const res = await share(item.tool, item.id);
    expect(res.status).toBe(201);
    const link = res.body as Share;
    expectShape(CreateShareResponseSchema, res.body);
    expect(link.token).toMatch(SHARE_TOKEN_PATTERN);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    // On the configured public origin (APP_URL), not the host the request came to.
    expect(link.url).toBe(`${t.config.appUrl}/s/${link.token}`);
    expect(link.expiresAt).toBeNull();
    expect(Date.parse(link.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // Two links to the same item never share a token.
    const second = (await share(item.tool, item.id)).body as Share;
    expect(second.token).not.toBe(link.token);
  });

  it('an expiry in days sets expiresAt that many days ahead; bad expiries are 400 with a clear message', async () => {
    const item = await saveItem();
    const res = await share(item.tool, item.id, { expiresInDays: 7 });
    expect(res.status).toBe(201);
    expectShape(CreateShareResponseSchema, res.body);
    const days = (Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    for (const expiresInDays of [0, 366, 1.5, '7']) {
      const bad = await share(item.tool, item.id, { expiresInDays });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBeTruthy();
      expect(bad.text).not.toMatch(/ZodError|at .*\.ts/);
    }
    expect((await share(item.tool, item.id, { expiresInDays: null })).body.expiresAt).toBeNull();
  });

  it('lists the item’s links newest first, only that item’s', async () => {
    const item = await saveItem();
    const other = await saveItem();
    const first = (await share(item.tool, item.id)).body as Share;
    const second = (await share(item.tool, item.id, { expiresInDays: 30 })).body as Share;
    await share(other.tool, other.id);
    const list = await ann.get(`/api/history/${item.tool}/${item.id}/shares`).expect(200);
    expect((list.body as Share[]).map((s) => s.token)).toEqual([second.token, first.token]);
    expectShape(SharesResponseSchema, list.body);
    // (supertest serves each request on a new port, so the address is compared by its path)
    const withoutHost = (s: Share) => ({ ...s, url: new URL(s.url).pathname });
    expect(withoutHost(list.body[0])).toEqual(withoutHost(second));
    expect(withoutHost(second).url).toBe(`/s/${second.token}`);
  });

  it('revokes a link: 204, then the public read is a plain 404 and the list no longer has it', async () => {
    const item = await saveItem();
    const link = (await share(item.tool, item.id)).body as Share;
    await t.agent().get(`/api/shared/${link.token}`).expect(200);
    await ann.delete(`/api/shares/${link.token}`).expect(204);
    const gone = await t.agent().get(`/api/shared/${link.token}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: SHARE_NOT_FOUND });
    expect((await ann.get(`/api/history/${item.tool}/${item.id}/shares`)).body).toEqual([]);
    expect((await ann.delete(`/api/shares/${link.token}`)).status).toBe(404);
  });

  it(`has at most ${MAX_LIVE_SHARES_PER_ITEM} live links per item (409 after); expired ones do not count`, async () => {
    const item = await saveItem();
    const tokens: string[] = [];
    for (let i = 0; i < MAX_LIVE_SHARES_PER_ITEM; i += 1) tokens.push(((await share(item.tool, item.id)).body as Share).token);
    const refused = await share(item.tool, item.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Revoke one first/);
    await t.db.knex('shares').where({ token: tokens[0] }).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await share(item.tool, item.id)).status).toBe(201);
  });

  it(`40 parallel creates make exactly ${MAX_LIVE_SHARES_PER_ITEM} links (201), the rest 409: the cap holds under a race`, async () => {
    const item = await saveItem();
    const answers = await Promise.all(Array.from({ length: 40 }, () => share(item.tool, item.id)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_LIVE_SHARES_PER_ITEM);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40 - MAX_LIVE_SHARES_PER_ITEM);
    expect(await t.db.knex('shares').where({ generation_id: item.id }).count<{ n: number }[]>('* as n')).toEqual([{ n: MAX_LIVE_SHARES_PER_ITEM }]);
  });
});

describe('the access matrix', () => {
  it('another user: 404 on list, create and revoke, and the link still works for everyone', async () => {
    const item = await saveItem();
    const link = (await share(item.tool, item.id)).body as Share;
    expect((await bob.get(`/api/history/${item.tool}/${item.id}/shares`)).status).toBe(404);
    expect((await share(item.tool, item.id, {}, bob)).status).toBe(404);
    const revoke = await bob.delete(`/api/shares/${link.token}`);
    expect(revoke.status).toBe(404);
    expect(revoke.body).toEqual({ message: 'Share link not found' });
    await t.agent().get(`/api/shared/${link.token}`).expect(200);
  });

  it('anonymous: 401 on list, create and revoke', async () => {
    const item = await saveItem();
    const link = (await share(item.tool, item.id)).body as Share;
    const anon = t.agent();
    expect((await anon.get(`/api/history/${item.tool}/${item.id}/shares`)).status).toBe(401);
    expect((await anon.post(`/api/history/${item.tool}/${item.id}/shares`).send({})).status).toBe(401);
    expect((await anon.delete(`/api/shares/${link.token}`)).status).toBe(401);
  });

  it('the wrong tool in the path, an unknown id or a bad tool: 404', async () => {
    const item = await saveItem('growth-plan');
    expect((await ann.get(`/api/history/offer-creator/${item.id}/shares`)).status).toBe(404);
    expect((await share('offer-creator', item.id)).status).toBe(404);
    expect((await ann.get(`/api/history/growth-plan/99999999/shares`)).status).toBe(404);
    expect((await ann.get(`/api/history/nope/${item.id}/shares`)).status).toBe(404);
  });

  it('anyone with a live link reads the result and nothing that identifies the owner', async () => {
    const item = await saveItem('cold-email');
    const link = (await share(item.tool, item.id)).body as Share;
    const res = await t.agent().get(`/api/shared/${link.token}`).expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(res.body).sort()).toEqual(['brand', 'createdAt', 'results', 'title', 'tool']);
    // Without a brand, nothing about who made it; the made-with line is the admin's default.
    expect(res.body.brand).toEqual({ firmName: '', accentColor: '', logoUrl: null, madeWith: true, locale: expect.any(String) });
    expect(res.body.tool).toBe('cold-email');
    // The heading names the document by what it is for, never by who made it.
    expect(res.body.title).toBe(`Cold email sequence for ${SAMPLE_REQUESTS['cold-email'].prospectRole}`);
    expect(res.body.results).toEqual(item.results);
    expectShape(SharedItemResponseSchema, res.body);
    expect(res.text).not.toContain('ann@example.com');
    expect(res.text).not.toContain('"id"');
  });

  it('an expired link, an unknown token and a malformed token are the same plain 404', async () => {
    const item = await saveItem();
    const link = (await share(item.tool, item.id, { expiresInDays: 1 })).body as Share;
    await t.agent().get(`/api/shared/${link.token}`).expect(200);
    await t.db.knex('shares').where({ token: link.token }).update({ expires_at: new Date(Date.now() - 1000) });
    for (const token of [link.token, 'A'.repeat(43), 'short', `${link.token}x`]) {
      const res = await t.agent().get(`/api/shared/${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: SHARE_NOT_FOUND });
    }
    // The owner still sees the expired link (to know it ended) and can remove it.
    const list = (await ann.get(`/api/history/${item.tool}/${item.id}/shares`)).body as Share[];
    expect(list.map((s) => s.token)).toEqual([link.token]);
    await ann.delete(`/api/shares/${link.token}`).expect(204);
  });
});

describe('links die with what they share', () => {
  it('a token with its letters’ case flipped is another token: 404 to read, 404 to revoke', async () => {
    const item = await saveItem();
    const link = (await share(item.tool, item.id)).body as Share;
    const flipped = [...link.token].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
    expect(flipped).not.toBe(link.token);
    expect(flipped.toLowerCase()).toBe(link.token.toLowerCase());
    const res = await t.agent().get(`/api/shared/${flipped}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: SHARE_NOT_FOUND });
    expect((await ann.delete(`/api/shares/${flipped}`)).status).toBe(404);
    await t.agent().get(`/api/shared/${link.token}`).expect(200);
  });

  it('clearing the item from History kills its links', async () => {
    const item = await saveItem('niche-finder');
    const link = (await share(item.tool, item.id)).body as Share;
    await ann.post('/api/history/clear/niche-finder').expect(200);
    expect((await t.agent().get(`/api/shared/${link.token}`)).status).toBe(404);
    expect(await t.db.knex('shares').where({ token: link.token }).first()).toBeUndefined();
  });

  it('deleting the account kills its links', async () => {
    const carol = await t.signedIn('carol');
    const carolId = (await t.db.knex('users').where({ username: 'carol' }).first()).id as number;
    const item = await saveItem('growth-plan', carolId);
    const link = (await share(item.tool, item.id, {}, carol)).body as Share;
    await t.agent().get(`/api/shared/${link.token}`).expect(200);
    const admin = await t.signedIn('administrator', 'admin', 'admin-password');
    await admin.delete(`/api/admin/users/${carolId}`).expect(204);
    expect((await t.agent().get(`/api/shared/${link.token}`)).status).toBe(404);
    expect(await t.db.knex('shares').where({ user_id: carolId }).first()).toBeUndefined();
  });
});

describe('rate limit', () => {
  it('public reads are limited per client IP (429 with Retry-After), hits and misses alike', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SHARED_PER_IP: '3' });
    try {
      const anon = limited.agent();
      for (let i = 0; i < 3; i += 1) expect((await anon.get(`/api/shared/${'B'.repeat(43)}`)).status).toBe(404);
      const refused = await anon.get(`/api/shared/${'B'.repeat(43)}`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
