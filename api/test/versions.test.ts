// Versions of a saved result (DESIGN §10) without the AI: the list and one version, a hand edit
// (validated like a form, 409 when stale), a restore, exports and share links of a version, the
// owner-only rule on every route, and pruning past VERSIONS_MAX.
import { appendVersion, insertGenerationIdempotent, personalScope } from '@growth-suite/db';
import { TOOLS, VERSIONS_MAX, type ToolSlug } from '@growth-suite/shared';
import {
  CreateShareResponseSchema,
  historyItemResponseSchema,
  SharedItemResponseSchema,
  STALE_VERSION_MESSAGE,
  StaleVersionResponseSchema,
  VersionChangeResponseSchema,
  VersionResponseSchema,
  VersionsResponseSchema,
} from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { ColdEmailResult } from '@growth-suite/shared/tools/cold-email';
import { describe, expect, it } from 'vitest';
import { expectShape, type TestApp } from './support.ts';
import { withSignedInApp, type Browser } from './suite.ts';

let t: TestApp;
let ann: Browser;
let bob: Browser;
let annId: number;
let seq = 0;
withSignedInApp({ RATE_LIMIT_SHARED_PER_IP: '1000' }, (app) => ({ t, ann, bob, annId } = app));

const TOOL = 'cold-email' satisfies ToolSlug;

/** A saved cold-email sequence of ann's (version 1, the original). */
async function saveItem() {
  const request = TOOLS[TOOL].requestSchema.parse(SAMPLE_REQUESTS[TOOL]);
  const results = demoResult(TOOL, request);
  const id = await insertGenerationIdempotent(t.db.knex, { jobId: `versions-${(seq += 1)}`, userId: annId, tool: TOOL, request, results, provider: 'demo', model: 'demo' });
  return { id, results, base: `/api/history/${TOOL}/${id}` };
}

/** `results` with email `i`'s subject replaced. */
const withSubject = (results: ColdEmailResult, i: number, subject: string): ColdEmailResult => ({
  ...results,
  sequence: results.sequence.map((step, n) => (n === i ? { ...step, email: { ...step.email, subject } } : step)),
});

const stored = async (id: number) => {
  const row = await t.db.knex('generations').where({ id }).first('results', 'current_version');
  return { results: (typeof row.results === 'string' ? JSON.parse(row.results) : row.results) as unknown, version: row.current_version as number };
};
const versionCount = async (id: number) => Number((await t.db.knex('generation_versions').where({ generation_id: id }).count('* as n'))[0]!.n);

const markdown = async (base: string, query = '') => {
  const res = await ann.get(`${base}/export?format=md${query}`).buffer(true);
  return res;
};

describe('list and get', () => {
  it('a new item has version 1, the original by the AI; one version carries its results', async () => {
    const item = await saveItem();
    const list = await ann.get(`${item.base}/versions`).expect(200);
    expectShape(VersionsResponseSchema, list.body);
    expect(list.body).toEqual([{ number: 1, author: 'ai', kind: 'original', createdAt: expect.any(String) }]);
    const one = await ann.get(`${item.base}/versions/1`).expect(200);
    expectShape(VersionResponseSchema, one.body);
    expect(one.body.results).toEqual(item.results);
    expect((await ann.get(`${item.base}/versions/2`).expect(404)).body).toEqual({ message: 'Version not found' });
    expect((await ann.get(`${item.base}/versions/0`).expect(404)).body).toEqual({ message: 'Version not found' });
    expect((await ann.get(`${item.base}/versions/abc`).expect(404)).body).toEqual({ message: 'Version not found' });
    expect((await ann.get(`/api/history/${TOOL}/999999/versions`).expect(404)).body).toEqual({ message: 'History item not found' });
    // The wrong tool for the id is not that item.
    expect((await ann.get(`/api/history/offer-creator/${item.id}/versions`).expect(404)).body).toEqual({ message: 'History item not found' });
  });
});

describe('hand edit', () => {
  it('writes a new version by the user; History, the list and the version follow it', async () => {
    const item = await saveItem();
    const edited = withSubject(item.results, 1, 'A better subject');
    const res = await ann.put(`${item.base}/results`).send({ results: edited, baseVersion: 1, path: 'sequence/1' }).expect(200);
    expectShape(VersionChangeResponseSchema, res.body);
    expect(res.body).toEqual({ version: 2, results: edited });

    const history = await ann.get(item.base).expect(200);
    expectShape(historyItemResponseSchema(TOOL), history.body);
    expect(history.body.version).toBe(2);
    expect(history.body.results).toEqual(edited);

    const list = await ann.get(`${item.base}/versions`).expect(200);
    expectShape(VersionsResponseSchema, list.body);
    expect(list.body.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(list.body[0]).toEqual({ number: 2, author: 'user', kind: 'edit', path: 'sequence/1', label: 'Email 2', createdAt: expect.any(String) });
    expect((await ann.get(`${item.base}/versions/1`).expect(200)).body.results).toEqual(item.results);
    expect((await ann.get(`${item.base}/versions/2`).expect(200)).body.results).toEqual(edited);
  });

  it('invalid results → 400 with fieldErrors by the path of the bad field; nothing is written', async () => {
    const item = await saveItem();
    const emptyBody = { ...item.results, sequence: item.results.sequence.map((s, n) => (n === 1 ? { ...s, email: { ...s.email, body: '' } } : s)) };
    const bad = await ann.put(`${item.base}/results`).send({ results: emptyBody, baseVersion: 1 }).expect(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['sequence/1/email/body']);
    expect(bad.body.message).toBe(bad.body.fieldErrors['sequence/1/email/body']);

    const tooShort = await ann.put(`${item.base}/results`).send({ results: { ...item.results, sequence: item.results.sequence.slice(0, 2) }, baseVersion: 1 }).expect(400);
    expect(Object.keys(tooShort.body.fieldErrors)).toEqual(['sequence']);
    const missing = await ann.put(`${item.base}/results`).send({ results: { sequence: item.results.sequence }, baseVersion: 1 }).expect(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(['abTestVariants']);
    // The request's own fields are checked as any form's.
    const noBase = await ann.put(`${item.base}/results`).send({ results: item.results }).expect(400);
    expect(Object.keys(noBase.body.fieldErrors)).toEqual(['baseVersion']);
    expect(bad.text + tooShort.text).not.toMatch(/ZodError|at .*\.ts/);

    expect(await versionCount(item.id)).toBe(1);
    expect(await stored(item.id)).toEqual({ results: item.results, version: 1 });
  });

  it('a path that names no part of the new result → 400 on `path`; nothing is written', async () => {
    const item = await saveItem();
    const edited = withSubject(item.results, 0, 'Changed');
    for (const path of [`sequence/${item.results.sequence.length}`, 'nonsense', 'sequence', 'sequence/0/email', '../x']) {
      const res = await ann.put(`${item.base}/results`).send({ results: edited, baseVersion: 1, path }).expect(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['path']);
    }
    expect(await versionCount(item.id)).toBe(1);
    expect(await stored(item.id)).toEqual({ results: item.results, version: 1 });
  });

  it('saving the current results again writes nothing and answers the current version', async () => {
    const item = await saveItem();
    const res = await ann.put(`${item.base}/results`).send({ results: item.results, baseVersion: 1 }).expect(200);
    expect(res.body).toEqual({ version: 1, results: item.results });
    expect(await versionCount(item.id)).toBe(1);
  });

  it('stale baseVersion → 409 with currentVersion; nothing is written', async () => {
    const item = await saveItem();
    await ann.put(`${item.base}/results`).send({ results: withSubject(item.results, 0, 'Tab one'), baseVersion: 1 }).expect(200);
    const before = await stored(item.id);
    const res = await ann.put(`${item.base}/results`).send({ results: withSubject(item.results, 0, 'Tab two'), baseVersion: 1 }).expect(409);
    expectShape(StaleVersionResponseSchema, res.body);
    expect(res.body).toEqual({ message: STALE_VERSION_MESSAGE, currentVersion: 2 });
    expect(await stored(item.id)).toEqual(before);
    expect(await versionCount(item.id)).toBe(2);
  });
});

describe('restore', () => {
  it('brings an old version back as a new one (restoredFrom), and History shows it', async () => {
    const item = await saveItem();
    const edited = withSubject(item.results, 0, 'Edited');
    await ann.put(`${item.base}/results`).send({ results: edited, baseVersion: 1 }).expect(200);
    const res = await ann.post(`${item.base}/versions/1/restore`).send({ baseVersion: 2 }).expect(200);
    expectShape(VersionChangeResponseSchema, res.body);
    expect(res.body).toEqual({ version: 3, results: item.results });
    expect((await ann.get(item.base).expect(200)).body).toMatchObject({ version: 3, results: item.results });
    const three = await ann.get(`${item.base}/versions/3`).expect(200);
    expectShape(VersionResponseSchema, three.body);
    expect(three.body).toMatchObject({ number: 3, author: 'user', kind: 'restore', restoredFrom: 1, results: item.results });
  });

  it('the current version → 200 current, nothing written; an unknown one → 404; stale → 409', async () => {
    const item = await saveItem();
    expect((await ann.post(`${item.base}/versions/1/restore`).send({ baseVersion: 1 }).expect(200)).body).toEqual({ version: 1, results: item.results });
    expect(await versionCount(item.id)).toBe(1);
    expect((await ann.post(`${item.base}/versions/7/restore`).send({ baseVersion: 1 }).expect(404)).body).toEqual({ message: 'Version not found' });
    expect((await ann.post(`${item.base}/versions/1/restore`).send({}).expect(400)).body.fieldErrors).toHaveProperty('baseVersion');

    const edited = withSubject(item.results, 0, 'Edited');
    await ann.put(`${item.base}/results`).send({ results: edited, baseVersion: 1 }).expect(200);
    await ann.put(`${item.base}/results`).send({ results: withSubject(edited, 1, 'Again'), baseVersion: 2 }).expect(200);
    const stale = await ann.post(`${item.base}/versions/1/restore`).send({ baseVersion: 2 }).expect(409);
    expectShape(StaleVersionResponseSchema, stale.body);
    expect(stale.body).toEqual({ message: STALE_VERSION_MESSAGE, currentVersion: 3 });
    expect(await versionCount(item.id)).toBe(3);
    expect((await stored(item.id)).version).toBe(3);
  });
});

describe('another user', () => {
  it('gets 404 on every route for ann’s item and its versions, and writes nothing', async () => {
    const item = await saveItem();
    const notFound = { message: 'History item not found' };
    expect((await bob.get(`${item.base}/versions`).expect(404)).body).toEqual(notFound);
    expect((await bob.get(`${item.base}/versions/1`).expect(404)).body).toEqual(notFound);
    expect((await bob.put(`${item.base}/results`).send({ results: withSubject(item.results, 0, 'Bob'), baseVersion: 1 }).expect(404)).body).toEqual(notFound);
    expect((await bob.post(`${item.base}/versions/1/restore`).send({ baseVersion: 1 }).expect(404)).body).toEqual(notFound);
    expect(JSON.parse((await bob.get(`${item.base}/export?format=md&version=1`).buffer(true).expect(404)).text)).toEqual(notFound);
    expect((await bob.post(`${item.base}/shares`).send({ version: 1 }).expect(404)).body).toEqual(notFound);
    expect(await versionCount(item.id)).toBe(1);
    expect(await t.db.knex('shares').where({ generation_id: item.id }).first()).toBeUndefined();
    // Signed out: 401 before anything else.
    expect((await t.agent().get(`${item.base}/versions`)).status).toBe(401);
  });
});

describe('exports of a version', () => {
  it('follow the current version; ?version=N exports version N; bad or unknown N is 400 / 404', async () => {
    const item = await saveItem();
    await ann.put(`${item.base}/results`).send({ results: withSubject(item.results, 0, 'Subject of version two'), baseVersion: 1 }).expect(200);
    const current = await markdown(item.base);
    expect(current.status).toBe(200);
    expect(current.text).toContain('Subject of version two');
    const original = await markdown(item.base, '&version=1');
    expect(original.status).toBe(200);
    expect(original.text).not.toContain('Subject of version two');
    expect(original.text).toContain(item.results.sequence[0]!.email.subject);
    expect(original.headers['content-disposition']).toMatch(/-v1\.md"$/);
    expect((await markdown(item.base, '&version=2')).text).toBe(current.text);
    const csv = await ann.get(`${item.base}/export?format=csv&version=1`).buffer(true).expect(200);
    expect(csv.text).toContain(item.results.sequence[0]!.email.subject);
    expect(csv.text).not.toContain('Subject of version two');

    for (const bad of ['0', 'x', '-1', '1.5', '']) {
      const res = await markdown(item.base, `&version=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(JSON.parse(res.text).message).toBe('version must be a version number');
    }
    const unknown = await markdown(item.base, '&version=9');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({ message: 'Version not found' });
  });
});

describe('share links of a version', () => {
  const open = async (token: string) => {
    const res = await t.agent().get(`/api/shared/${token}`).expect(200);
    return expectShape(SharedItemResponseSchema, res.body).results;
  };

  it('a plain link follows the current version; a link made for version 1 keeps showing it after edits', async () => {
    const item = await saveItem();
    const follows = await ann.post(`${item.base}/shares`).send({}).expect(201);
    expectShape(CreateShareResponseSchema, follows.body);
    expect(follows.body.version).toBeNull();
    const pinned = await ann.post(`${item.base}/shares`).send({ version: 1 }).expect(201);
    expectShape(CreateShareResponseSchema, pinned.body);
    expect(pinned.body.version).toBe(1);

    const edited = withSubject(item.results, 2, 'Shared after the edit');
    await ann.put(`${item.base}/results`).send({ results: edited, baseVersion: 1 }).expect(200);
    expect(await open(follows.body.token)).toEqual(edited);
    expect(await open(pinned.body.token)).toEqual(item.results);

    const listed = await ann.get(`${item.base}/shares`).expect(200);
    expect(listed.body.map((s: { version: number | null }) => s.version)).toEqual([1, null]);
  });

  it('an unknown version → 404, a malformed one → 400; no link is made', async () => {
    const item = await saveItem();
    expect((await ann.post(`${item.base}/shares`).send({ version: 2 }).expect(404)).body).toEqual({ message: 'Version not found' });
    for (const version of [0, -1, 1.5, '1']) {
      const res = await ann.post(`${item.base}/shares`).send({ version }).expect(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['version']);
    }
    expect(await t.db.knex('shares').where({ generation_id: item.id }).first()).toBeUndefined();
  });
});

describe('pruning', () => {
  it(`keeps ${VERSIONS_MAX}: version 1, the current and a version a link shows stay; the oldest AI regenerations go first`, async () => {
    const item = await saveItem();
    const change = async (number: number, kind: 'regenerate' | 'edit') =>
      appendVersion(t.db.knex, { workspaceId: (await personalScope(t.db.knex, annId)).workspaceId, tool: TOOL, generationId: item.id, baseVersion: number - 1, results: { n: number }, author: kind === 'edit' ? 'user' : 'ai', kind });
    const numbers = async () => (await t.db.knex('generation_versions').where({ generation_id: item.id }).orderBy('number').pluck('number')) as number[];
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

    // 2–11 regenerations, then edits up to VERSIONS_MAX: nothing pruned yet.
    for (let n = 2; n <= VERSIONS_MAX; n += 1) expect((await change(n, n <= 11 ? 'regenerate' : 'edit')).outcome).toBe('written');
    expect(await numbers()).toEqual(range(1, VERSIONS_MAX));
    // A link to regeneration 8 keeps it.
    await ann.post(`${item.base}/shares`).send({ version: 8 }).expect(201);

    // Each new version past the cap removes the oldest regeneration not shown by a link.
    const next = VERSIONS_MAX + 1;
    for (let n = next; n < next + 5; n += 1) await change(n, 'edit');
    expect(await numbers()).toEqual([1, 7, 8, 9, 10, 11, ...range(12, next + 4)]);
    // Then the oldest others; version 1 stays throughout.
    for (let n = next + 5; n < next + 10; n += 1) await change(n, 'edit');
    const kept = await numbers();
    expect(kept).toHaveLength(VERSIONS_MAX);
    expect(kept).toEqual([1, 8, ...range(13, next + 9)]);
    expect((await stored(item.id)).version).toBe(next + 9);
    // The pinned link still shows version 8 as it was.
    const links = (await ann.get(`${item.base}/shares`).expect(200)).body as { token: string }[];
    expect((await t.agent().get(`/api/shared/${links[0]!.token}`).expect(200)).body.results).toEqual({ n: 8 });
  }, 60_000);
});
