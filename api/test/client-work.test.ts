// A client's work across tools (DESIGN §10): GET /api/history listing by client with its cursor and
// counts, the summary at its own path, and the client's "download all" as Word and PDF (drawn by a
// real worker process over the `render` queue, and opened again).
import { insertGenerationIdempotent } from '@growth-suite/db';
import { docxHeadings, docxParagraphs, pdfInfo, pdfPages } from '@growth-suite/documents/testing';
import { TOOL_CATALOG, TOOL_MENU_ORDER, TOOL_SLUGS, TOOLS, type ToolSlug } from '@growth-suite/shared';
import { ClientResponseSchema, HistoryItemsResponseSchema, HistorySummaryResponseSchema } from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';

let t: TestApp;
let worker: ChildHandle;
let ann: Awaited<ReturnType<TestApp['signedIn']>>;
let bob: Awaited<ReturnType<TestApp['signedIn']>>;
let acme: number;
let beta: number;
let bobsClient: number;
/** Ann's results for Acme, oldest first: one per tool, then a second offer. */
const acmeIds: number[] = [];
let firstOffer: number;
let secondOffer: number;
let unlinked: number;
let betaNiche: number;

const userIdOf = async (name: string) => (await t.db.knex('users').where({ username: name }).first()).id as number;
const createClient = async (browser: typeof ann, name: string) => expectShape(ClientResponseSchema, (await browser.post('/api/clients').send({ name }).expect(201)).body).id;
let seq = 0;
async function save(userId: number, tool: ToolSlug, clientId?: number) {
  const request = TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]);
  seq += 1;
  return insertGenerationIdempotent(t.db.knex, { jobId: `client-work-${seq}`, userId, tool, request, results: demoResult(tool, request), provider: 'demo', model: 'demo', clientId });
}

beforeAll(async () => {
  t = await createTestApp();
  worker = await startWorkerProcess(workerEnv(t.services));
  ann = await t.signedIn('ann');
  bob = await t.signedIn('bob');
  acme = await createClient(ann, 'Acme Analytics');
  beta = await createClient(ann, 'Beta Co');
  bobsClient = await createClient(bob, 'Bob’s client');
  const annId = await userIdOf('ann');
  unlinked = await save(annId, 'niche-finder');
  for (const tool of TOOL_SLUGS) acmeIds.push(await save(annId, tool, acme));
  betaNiche = await save(annId, 'niche-finder', beta);
  secondOffer = await save(annId, 'offer-creator', acme);
  acmeIds.push(secondOffer);
  firstOffer = acmeIds[TOOL_SLUGS.indexOf('offer-creator')]!;
  await save(await userIdOf('bob'), 'offer-creator', bobsClient);
  // A second version of Acme's first result (as an edit would write it).
  const first = await t.db.knex('generations').where({ id: acmeIds[0] }).first('results');
  await t.db.knex('generation_versions').insert({ generation_id: acmeIds[0], number: 2, author: 'user', kind: 'edit', results: first.results });
  await t.db.knex('generations').where({ id: acmeIds[0] }).update({ current_version: 2 });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

const list = async (query: string, browser = ann) => expectShape(HistoryItemsResponseSchema, (await browser.get(`/api/history?${query}`).expect(200)).body);

describe('GET /api/history across tools', () => {
  it('lists one client’s results of every tool, newest first, page by page, with counts and version counts', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`clientId=${acme}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.counts).toEqual({ ...Object.fromEntries(TOOL_SLUGS.map((tool) => [tool, 1])), 'offer-creator': 2 });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(seen).toEqual([...acmeIds].reverse());
    expect(pages).toBe(Math.ceil(acmeIds.length / 2));

    const page = await list(`clientId=${acme}`);
    const first = page.items.find((item) => item.id === acmeIds[0])!;
    expect(first).toMatchObject({ tool: TOOL_SLUGS[0], clientId: acme, versions: 2 });
    expect(page.items.filter((item) => item.id !== acmeIds[0]).every((item) => item.versions === 1)).toBe(true);
    // Each item is titled as its History row.
    const request = TOOLS[first.tool].requestSchema.parse(SAMPLE_REQUESTS[first.tool]);
    expect({ title: first.title, detail: first.detail }).toEqual(TOOL_CATALOG[first.tool].historyRow({ request, results: demoResult(first.tool, request) as Record<string, unknown> }));
    expect(Date.parse(first.createdAt)).not.toBeNaN();
  });

  it('filters by tool within a client (counts stay per tool), and lists every result without a client filter', async () => {
    const offers = await list(`clientId=${acme}&tool=offer-creator`);
    expect(offers.items.map((item) => item.id)).toEqual([secondOffer, firstOffer]);
    expect(offers.counts['offer-creator']).toBe(2);
    expect(offers.counts['niche-finder']).toBe(1);

    const all = await list('');
    expect(all.items.map((item) => item.id)).toEqual([unlinked, ...acmeIds.slice(0, -1), betaNiche, secondOffer].sort((a, b) => b - a));
    expect(all.items.find((item) => item.id === unlinked)!.clientId).toBeNull();
    expect(all.items.find((item) => item.id === betaNiche)!.clientId).toBe(beta);
    expect(all.counts['niche-finder']).toBe(3);
    expect(all.nextCursor).toBeNull();
    expect((await list(`clientId=${beta}`)).items.map((item) => item.id)).toEqual([betaNiche]);
  });

  it('another user’s or an unknown client is 404; bad parameters are 400; signed out is 401', async () => {
    for (const clientId of [bobsClient, 999_999, 'abc']) {
      const res = await ann.get(`/api/history?clientId=${clientId}`).expect(404);
      expect(res.body.message).toBe('Client not found');
    }
    expect((await list(`clientId=${bobsClient}`, bob)).items).toHaveLength(1);
    await bob.get(`/api/history?clientId=${acme}`).expect(404);
    expect((await ann.get('/api/history?tool=nope').expect(400)).body.message).toBe('tool must be a tool slug');
    expect((await ann.get('/api/history?cursor=x').expect(400)).body.message).toMatch(/cursor/);
    expect((await ann.get('/api/history?limit=0').expect(400)).body.message).toMatch(/limit/);
    await t.agent().get('/api/history').expect(401);
  });

  it('keeps the summary (History’s tab counts, the dashboard’s recent work) at /api/history/summary', async () => {
    const summary = expectShape(HistorySummaryResponseSchema, (await ann.get('/api/history/summary').expect(200)).body);
    expect(summary.counts['offer-creator']).toBe(2);
    expect(summary.recent.map((item) => item.id)).toEqual([secondOffer, betaNiche, ...acmeIds.slice(0, -1).reverse()].slice(0, 5));
    await t.agent().get('/api/history/summary').expect(401);
  });
});

/** Binary bodies as a Buffer (supertest would otherwise try to parse them). */
const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
const exportOf = (id: number, format: string, browser = ann) => browser.get(`/api/clients/${id}/export?format=${format}`).buffer(true).parse(binary as never);
const messageOf = (res: { body: Buffer }) => JSON.parse(res.body.toString()).message as string;

describe('GET /api/clients/:id/export (download all)', () => {
  it('Word: one document titled for the client, one section per tool with its latest result', async () => {
    const res = await exportOf(acme, 'docx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // Named after the client and the document (it was "client-acme-analytics-<day>.docx").
    expect(res.headers['content-disposition']).toBe('attachment; filename="Acme Analytics - All work.docx"');
    expect(res.body.subarray(0, 2).toString()).toBe('PK');
    expect(res.body.length).toBeGreaterThan(5000);
    const headings = await docxHeadings(res.body);
    expect(headings.find((h) => h.style === 'Title')?.text).toBe('Work for Acme Analytics');
    const sections = headings.filter((h) => h.style === 'Heading1').map((h) => h.text);
    // One section per tool of the menu (the intake's result quotes the call: working material, not
    // work for the client), each named by what it is, never by the tool (issue 25).
    expect(sections).toHaveLength(TOOL_MENU_ORDER.length);
    for (const tool of TOOL_SLUGS) expect(sections.join('\n')).not.toContain(TOOL_CATALOG[tool].title);
    expect(sections).toContain('Growth plan for Acme Analytics');
    expect((await docxParagraphs(res.body)).join('\n')).toContain('Prepared for Acme Analytics');
  });

  it('PDF: the same document, opened again', async () => {
    const res = await exportOf(acme, 'pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfInfo(res.body)).title).toBe('Work for Acme Analytics');
    const text = (await pdfPages(res.body)).join('\n');
    for (const tool of TOOL_SLUGS) expect(text).not.toContain(TOOL_CATALOG[tool].title);
    expect(text).toContain('Prepared for Acme Analytics');
  });

  it('a client with nothing made yet is 404 saying so; another user’s client 404; a bad format 400', async () => {
    const empty = await createClient(ann, 'Empty Inc');
    const none = await exportOf(empty, 'pdf');
    expect(none.status).toBe(404);
    expect(messageOf(none)).toBe('Nothing has been made for this client yet: run a tool for them first');
    const other = await exportOf(acme, 'docx', bob);
    expect(other.status).toBe(404);
    expect(messageOf(other)).toBe('Client not found');
    expect((await exportOf(999_999, 'docx')).status).toBe(404);
    const bad = await exportOf(acme, 'md');
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toBe('format must be one of docx, pdf');
    expect((await t.agent().get(`/api/clients/${acme}/export?format=pdf`)).status).toBe(401);
  });
});
