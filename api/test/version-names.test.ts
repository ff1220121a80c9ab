// A version's name (PATCH /api/history/:tool/:id/versions/:number): set, trimmed, cleared, listed;
// validated like a form (400 with fieldErrors); another user's item or version is 404 and unnamed.
import { insertGenerationIdempotent } from '@growth-suite/db';
import { TOOLS, VERSION_NAME_MAX, type ToolSlug } from '@growth-suite/shared';
import { VersionNameResponseSchema, VersionsResponseSchema } from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { expectShape, type TestApp } from './support.ts';
import { withSignedInApp, type Browser } from './suite.ts';

let t: TestApp;
let ann: Browser;
let bob: Browser;
let annId: number;
let seq = 0;
withSignedInApp({}, (app) => ({ t, ann, bob, annId } = app));

const TOOL = 'cold-email' satisfies ToolSlug;

/** A saved item of ann's with two versions (the original and a hand edit). */
async function saveItem() {
  const request = TOOLS[TOOL].requestSchema.parse(SAMPLE_REQUESTS[TOOL]);
  const results = demoResult(TOOL, request);
  const id = await insertGenerationIdempotent(t.db.knex, { jobId: `version-names-${(seq += 1)}`, userId: annId, tool: TOOL, request, results, provider: 'demo', model: 'demo' });
  const base = `/api/history/${TOOL}/${id}`;
  const edited = { ...results, sequence: results.sequence.map((step, n) => (n === 0 ? { ...step, email: { ...step.email, subject: 'Edited' } } : step)) };
  await ann.put(`${base}/results`).send({ results: edited, baseVersion: 1, path: 'sequence/0' }).expect(200);
  return { id, base };
}

const storedName = async (id: number, number: number) => (await t.db.knex('generation_versions').where({ generation_id: id, number }).first('name'))?.name as string | null;

describe('naming a version', () => {
  it('sets a trimmed name, shows it in the list and on the version, and clears it with "" or null', async () => {
    const item = await saveItem();
    const named = await ann.patch(`${item.base}/versions/1`).send({ name: '  Sent to Dana  ' }).expect(200);
    expectShape(VersionNameResponseSchema, named.body);
    expect(named.body).toEqual({ number: 1, author: 'ai', kind: 'original', name: 'Sent to Dana', createdAt: expect.any(String) });
    expect(await storedName(item.id, 1)).toBe('Sent to Dana');

    const list = await ann.get(`${item.base}/versions`).expect(200);
    expectShape(VersionsResponseSchema, list.body);
    expect(list.body.map((v: { number: number; name?: string }) => [v.number, v.name])).toEqual([
      [2, undefined],
      [1, 'Sent to Dana'],
    ]);
    expect((await ann.get(`${item.base}/versions/1`).expect(200)).body.name).toBe('Sent to Dana');
    // The same name again answers the same (MySQL reports no changed row).
    expect((await ann.patch(`${item.base}/versions/1`).send({ name: 'Sent to Dana' }).expect(200)).body.name).toBe('Sent to Dana');

    // Naming is not a change of the result: no new version, the current one stays.
    expect((await ann.get(`${item.base}/versions`).expect(200)).body).toHaveLength(2);
    expect((await ann.get(item.base).expect(200)).body.version).toBe(2);

    const cleared = await ann.patch(`${item.base}/versions/1`).send({ name: '   ' }).expect(200);
    expect(cleared.body).not.toHaveProperty('name');
    expect(await storedName(item.id, 1)).toBeNull();
    await ann.patch(`${item.base}/versions/2`).send({ name: 'Shorter' }).expect(200);
    const nulled = await ann.patch(`${item.base}/versions/2`).send({ name: null }).expect(200);
    expect(nulled.body).not.toHaveProperty('name');
    expect(await storedName(item.id, 2)).toBeNull();
  });

  it(`takes ${VERSION_NAME_MAX} characters; longer, a missing or non-text name → 400 on name, nothing stored`, async () => {
    const item = await saveItem();
    const longest = 'x'.repeat(VERSION_NAME_MAX);
    expect((await ann.patch(`${item.base}/versions/1`).send({ name: longest }).expect(200)).body.name).toBe(longest);
    // Spaces around do not count against the limit.
    expect((await ann.patch(`${item.base}/versions/2`).send({ name: ` ${longest} ` }).expect(200)).body.name).toBe(longest);

    const tooLong = await ann.patch(`${item.base}/versions/1`).send({ name: 'y'.repeat(VERSION_NAME_MAX + 1) }).expect(400);
    expect(Object.keys(tooLong.body.fieldErrors)).toEqual(['name']);
    expect(tooLong.body.fieldErrors.name).toBe(`Keep the name under ${VERSION_NAME_MAX} characters`);
    const missing = await ann.patch(`${item.base}/versions/1`).send({}).expect(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(['name']);
    const number = await ann.patch(`${item.base}/versions/1`).send({ name: 42 }).expect(400);
    expect(Object.keys(number.body.fieldErrors)).toEqual(['name']);
    expect(tooLong.text + missing.text + number.text).not.toMatch(/ZodError|at .*\.ts/);
    expect(await storedName(item.id, 1)).toBe(longest);
  });

  it('an unknown or malformed version → 404 Version not found', async () => {
    const item = await saveItem();
    expect((await ann.patch(`${item.base}/versions/3`).send({ name: 'No' }).expect(404)).body).toEqual({ message: 'Version not found' });
    expect((await ann.patch(`${item.base}/versions/abc`).send({ name: 'No' }).expect(404)).body).toEqual({ message: 'Version not found' });
    expect((await ann.patch(`/api/history/offer-creator/${item.id}/versions/1`).send({ name: 'No' }).expect(404)).body).toEqual({ message: 'History item not found' });
  });

  it('another user’s item → 404 and its versions keep their names; signed out → 401', async () => {
    const item = await saveItem();
    await ann.patch(`${item.base}/versions/1`).send({ name: 'Ann’s' }).expect(200);
    expect((await bob.patch(`${item.base}/versions/1`).send({ name: 'Bob’s' }).expect(404)).body).toEqual({ message: 'History item not found' });
    expect((await bob.patch(`${item.base}/versions/2`).send({ name: null }).expect(404)).body).toEqual({ message: 'History item not found' });
    expect(await storedName(item.id, 1)).toBe('Ann’s');
    expect(await storedName(item.id, 2)).toBeNull();
    expect((await t.agent().patch(`${item.base}/versions/1`).send({ name: 'Anyone' })).status).toBe(401);
    expect(await storedName(item.id, 1)).toBe('Ann’s');
  });
});
