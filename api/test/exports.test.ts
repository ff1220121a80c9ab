// GET /api/history/:tool/:id/export: the caller's own item as Markdown, Word, PDF or the sequencer
// CSV. Word and PDF come from a real worker process over the `render` queue; every file is opened.
import { insertGenerationIdempotent } from '@growth-suite/db';
import { csvRecords, docxFooterText, docxHeadings, docxParagraphs, markdownTokens, parseCsv, pdfInfo, pdfPages } from '@growth-suite/documents/testing';
import { CSV_PARTS, MADE_WITH_SETTING, MADE_WITH_TEXT, PRODUCT_NAME, TOOL_CATALOG, TOOL_SLUGS, TOOLS, type ToolSlug } from '@growth-suite/shared';
import { type ColdEmailResult } from '@growth-suite/shared/tools/cold-email';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.ts';
import { createRenderQueue } from '../src/lib/renderQueue.ts';
import { createTestApp, type TestApp } from './support.ts';

let t: TestApp;
let worker: ChildHandle;
let ann: Awaited<ReturnType<TestApp['signedIn']>>;
let bob: Awaited<ReturnType<TestApp['signedIn']>>;
const ids = {} as Record<ToolSlug, number>;
const results = {} as Record<ToolSlug, unknown>;
const BRAND = { firmName: 'Acme Growth Partners', senderName: 'Ann Lee', signature: 'Ann Lee, Acme Growth Partners', accentColor: '#7a1f5c' };

beforeAll(async () => {
  t = await createTestApp();
  worker = await startWorkerProcess(workerEnv(t.services));
  ann = await t.signedIn('ann');
  bob = await t.signedIn('bob');
  // The site's own name must not reach a user's documents (issue 25): only the user's brand does.
  await t.db.knex('settings').where({ key: 'COMPANY_NAME' }).update({ value: 'Site Owner Inc' });
  await ann.put('/api/account/brand').send(BRAND).expect(200);
  const annId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
  for (const tool of TOOL_SLUGS) {
    const request = TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]);
    results[tool] = demoResult(tool, request);
    ids[tool] = await insertGenerationIdempotent(t.db.knex, { jobId: `export-${tool}`, userId: annId, tool, request, results: results[tool], provider: 'demo', model: 'demo' });
  }
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

/** Binary bodies as a Buffer (supertest would otherwise try to parse them). */
const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
const exportOf = (tool: ToolSlug, query: string, browser = ann, id = ids[tool]) => browser.get(`/api/history/${tool}/${id}/export?${query}`).buffer(true).parse(binary as never);
const utcDay = () => new Date().toISOString().slice(0, 10);
/** "Acme Analytics - Growth plan.docx" for a sample that names a client company, else ''. */
const clientFileOf = (tool: ToolSlug, ext: string) => {
  const company = (SAMPLE_REQUESTS[tool] as { clientCompany?: string }).clientCompany;
  return company ? `${company} - ${TOOL_CATALOG[tool].documentLabel}.${ext}` : '';
};
const nameOf = (tool: ToolSlug) => TOOLS[tool].documentName({ request: SAMPLE_REQUESTS[tool] as Record<string, unknown>, results: results[tool] as Record<string, unknown> });

describe('access', () => {
  it('anonymous → 401; another user’s item, an unknown id or the wrong tool → 404', async () => {
    expect((await t.agent().get(`/api/history/niche-finder/${ids['niche-finder']}/export?format=md`)).status).toBe(401);
    const other = await exportOf('niche-finder', 'format=md', bob);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body.toString())).toEqual({ message: 'History item not found' });
    expect((await exportOf('niche-finder', 'format=pdf', bob)).status).toBe(404);
    expect((await exportOf('niche-finder', 'format=md', ann, 999999)).status).toBe(404);
    expect((await ann.get(`/api/history/offer-creator/${ids['niche-finder']}/export?format=md`)).status).toBe(404);
    expect((await ann.get(`/api/history/nope/${ids['niche-finder']}/export?format=md`)).status).toBe(404);
  });

  it('bad queries are 400 with a clear message', async () => {
    const message = async (tool: ToolSlug, query: string) => {
      const res = await exportOf(tool, query);
      expect(res.status).toBe(400);
      return JSON.parse(res.body.toString()).message as string;
    };
    expect(await message('niche-finder', 'format=xlsx')).toBe('format must be one of md, docx, pdf, csv');
    expect(await message('niche-finder', '')).toBe('format must be one of md, docx, pdf, csv');
    expect(await message('niche-finder', 'format=csv')).toBe('CSV export is only available for cold email sequences');
    expect(await message('growth-plan', 'format=csv')).toBe('CSV export is only available for cold email sequences');
    expect(await message('niche-finder', 'format=md&includeEmail=yes')).toBe('includeEmail must be true or false');
    expect(await message('niche-finder', 'format=md&tz=Mars%2FOlympus')).toBe('tz must be a time zone such as Europe/Paris');
    expect(await message('niche-finder', 'format=md&part=variants')).toBe('part applies to the csv format only');
    expect(await message('cold-email', 'format=csv&part=nope')).toBe(
      'part must be one of sequence, variants, lemlist, instantly, apollo, smartlead, lemlist-steps, instantly-steps, apollo-steps, smartlead-steps',
    );
  });
});

describe('files', () => {
  it('Markdown: attachment named by the spec rule, headings, the niche table, the company, no e-mail', async () => {
    const res = await exportOf('niche-finder', 'format=md').expect(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="niche-finder-technology-${utcDay()}.md"`);
    const text = res.body.toString();
    const tokens = markdownTokens(text);
    expect(tokens.find((x) => x.type === 'heading')).toMatchObject({ depth: 1, text: nameOf('niche-finder') });
    const table = tokens.find((x) => x.type === 'table') as unknown as { header: { text: string }[]; rows: unknown[] };
    expect(table.header.map((h) => h.text)).toContain('Market size (estimate)');
    expect(table.rows).toHaveLength((results['niche-finder'] as { recommendedNiches: unknown[] }).recommendedNiches.length);
    expect(text).toContain('Acme Growth Partners');
    expect(text).not.toContain('ann@example.com');
    expect((await exportOf('niche-finder', 'format=md&inputs=true&includeEmail=true').expect(200)).body.toString()).toContain('ann@example.com');
  });

  it('the reader’s time zone sets the date in the document and the file name', async () => {
    const res = await exportOf('offer-creator', 'format=md&tz=Pacific%2FKiritimati').expect(200); // UTC+14
    const row = await t.db.knex('generations').where({ id: ids['offer-creator'] }).first();
    const local = new Date(new Date(row.created_at).getTime() + 14 * 3600_000);
    expect(res.body.toString()).toContain(`${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][local.getUTCMonth()]} ${local.getUTCDate()}, ${local.getUTCFullYear()}`);
    const localToday = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
    // A result for no client: spec §7's name, by its id — never the consultant's name (it was "offer-creator-ann-lee-…").
    expect(res.headers['content-disposition']).toBe(`attachment; filename="offer-creator-${ids['offer-creator']}-${localToday}.md"`);
  });

  it('Word and PDF write the date as the brand’s locale does (issue 53), in the reader’s time zone', async () => {
    const row = await t.db.knex('generations').where({ id: ids['growth-plan'] }).first();
    const created = new Date(row.created_at as string);
    const written = async (locale: string) => {
      await ann.put('/api/account/brand').send({ ...BRAND, locale }).expect(200);
      const query = 'inputs=true&tz=America%2FNew_York';
      const word = (await docxParagraphs((await exportOf('growth-plan', `format=docx&${query}`).expect(200)).body)).join('\n');
      const pdf = (await pdfPages((await exportOf('growth-plan', `format=pdf&${query}`).expect(200)).body)).join('\n');
      return { word, pdf };
    };
    // The moment as New York reads it, written out by hand for each locale.
    const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).formatToParts(created).map((p) => [p.type, p.value]));
    const hour = Number(parts.hour) % 24;
    const gb = `${parts.day} ${parts.month} ${parts.year}, ${String(hour).padStart(2, '0')}:${parts.minute}`;
    const us = `${parts.month} ${parts.day}, ${parts.year}, ${hour % 12 === 0 ? 12 : hour % 12}:${parts.minute} ${hour < 12 ? 'AM' : 'PM'}`;
    try {
      const british = await written('en-GB');
      for (const text of [british.word, british.pdf]) {
        expect(text).toContain(gb);
        expect(text).not.toContain(us);
      }
      const american = await written('en-US');
      for (const text of [american.word, american.pdf]) {
        expect(text).toContain(us);
        expect(text).not.toContain(gb);
      }
    } finally {
      await ann.put('/api/account/brand').send({ ...BRAND, locale: 'en-US' }).expect(200);
    }
  });

  it('Word from the worker: a real .docx with the plan’s phases, KPIs and milestones', async () => {
    const res = await exportOf('growth-plan', 'format=docx&inputs=true').expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // Made for a client company: named after it and the document (it was "growth-plan-<company>-<day>.docx").
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${clientFileOf('growth-plan', 'docx')}"`);
    const headings = await docxHeadings(res.body);
    expect(headings[0]).toEqual({ style: 'Title', text: nameOf('growth-plan') });
    expect(headings.map((h) => h.text)).toEqual(expect.arrayContaining(['Inputs', 'Phases', 'KPIs', 'Milestones']));
    const text = (await docxParagraphs(res.body)).join('\n');
    expect(text).toContain('Acme Growth Partners');
    expect(text).not.toContain('ann@example.com');
  });

  it('is for the client unless asked: no inputs by default, and inputs=true for an internal copy', async () => {
    const client = (await exportOf('growth-plan', 'format=md').expect(200)).body.toString();
    expect(client).not.toMatch(/^## Inputs$/m);
    const internal = (await exportOf('growth-plan', 'format=md&inputs=true').expect(200)).body.toString();
    expect(internal).toMatch(/^## Inputs$/m);
    const bad = await exportOf('growth-plan', 'format=md&inputs=maybe').expect(400);
    expect(JSON.parse(bad.body.toString()).message).toBe('inputs must be true or false');
  });

  it.each(TOOL_SLUGS)('PDF of %s from the worker: its text and metadata', async (tool) => {
    const res = await exportOf(tool, 'format=pdf').expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Named after the client and the document when the result is for one, else spec §7's name.
    if (clientFileOf(tool, 'pdf')) expect(res.headers['content-disposition']).toBe(`attachment; filename="${clientFileOf(tool, 'pdf')}"`);
    else expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${tool}-[a-z0-9-]+-\\d{4}-\\d\\d-\\d\\d\\.pdf"$`));
    const text = (await pdfPages(res.body)).join('\n');
    // A long title wraps: compare the words, not the line breaks.
    expect(text.replace(/\s+/g, ' ')).toContain(nameOf(tool).replace(/\s+/g, ' '));
    expect(text).not.toContain(TOOLS[tool].title);
    expect(text).toContain('Acme Growth Partners');
    expect(text).not.toContain('Site Owner Inc');
    expect(text).not.toContain('ann@example.com');
    expect((await pdfInfo(res.body)).author).toBe('Acme Growth Partners');
  });

  it('the sequencer CSV and the A/B variants file parse back to the sequence', async () => {
    const sequence = results['cold-email'] as ColdEmailResult;
    const res = await exportOf('cold-email', 'format=csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cold-email-head-of-marketing-\d{4}-\d\d-\d\d\.csv"$/);
    const rows = parseCsv(res.body.toString());
    expect(rows.map((r) => r.subject)).toEqual(sequence.sequence.map((s) => s.email.subject));
    // `day` is the timing's own count (the demo's first email is "Day 1"), not a second count from 0.
    expect(rows[0]).toMatchObject({ step: '1', wait: 'Send first', wait_days: '0', day: '1', body: sequence.sequence[0]!.email.body });
    expect(rows.map((r) => `Day ${r.day}`)).toEqual(sequence.sequence.map((s) => s.timing.match(/Day \d+/)![0]));
    // Each later step waits after the one before it (how lemlist and Instantly count), and the days add up.
    for (let i = 1; i < rows.length; i += 1) {
      expect(Number(rows[i]!.day)).toBe(Number(rows[i - 1]!.day) + Number(rows[i]!.wait_days));
      if (rows[i]!.wait_days !== '0') expect(rows[i]!.wait).toBe(`Wait ${rows[i]!.wait_days} day${rows[i]!.wait_days === '1' ? '' : 's'} after the previous step`);
    }
    const variants = await exportOf('cold-email', 'format=csv&part=variants').expect(200);
    expect(variants.headers['content-disposition']).toMatch(/-ab-variants\.csv"$/);
    expect(parseCsv(variants.body.toString()).map((r) => r.change)).toEqual(sequence.abTestVariants.map((v) => v.variant));
  });

  // Issue 35: the lead row carries values only (a variable inside a custom column is expanded by no
  // sequencer reliably); the texts, in the sequencer's own variables, come in its steps file.
  it.each([
    ['lemlist', 'email', /\{\{firstName\}\}/],
    ['instantly', 'email', /\{\{firstName\}\}/],
    ['apollo', 'Email', /\{\{first_name\}\}/],
    ['smartlead', 'email', /\{\{first_name\}\}/],
  ])('%s: a leads template of columns only, and its steps with each text in its variable syntax', async (part, emailColumn, firstName) => {
    const sequence = results['cold-email'] as ColdEmailResult;
    const leads = await exportOf('cold-email', `format=csv&part=${part}`).expect(200);
    expect(leads.headers['content-disposition']).toMatch(new RegExp(`-${part}-leads\\.csv"$`));
    const [header, ...rows] = csvRecords(leads.body.toString());
    expect(header![0]).toBe(emailColumn);
    expect(rows).toEqual([]);
    expect(header!.join(' ')).not.toMatch(/step|subject|body/i);
    const steps = await exportOf('cold-email', `format=csv&part=${part}-steps`).expect(200);
    expect(steps.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="cold-email-[a-z0-9-]+-\\d{4}-\\d\\d-\\d\\d-${part}-steps\\.csv"$`));
    const stepRows = parseCsv(steps.body.toString());
    expect(stepRows.map((r) => r.step)).toEqual(sequence.sequence.map((_, i) => String(i + 1)));
    expect(stepRows[0]!.wait_days).toBe('0');
    expect(stepRows.map((r) => r.body).join('\n')).toMatch(firstName);
    expect(stepRows[0]!.body).toContain(`\n\n${sequence.sequence[0]!.email.callToAction.slice(0, 10)}`);
  });

  it('a subject the model wrote as a formula comes out neutralised with a leading quote', async () => {
    const annId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
    const sequence = structuredClone(results['cold-email']) as ColdEmailResult;
    sequence.sequence[0]!.email.subject = '=HYPERLINK("http://x")';
    const request = TOOLS['cold-email'].requestSchema.parse(SAMPLE_REQUESTS['cold-email']);
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: 'export-cold-email-formula', userId: annId, tool: 'cold-email', request, results: sequence, provider: 'demo', model: 'demo' });
    const res = await exportOf('cold-email', 'format=csv', ann, id).expect(200);
    expect(parseCsv(res.body.toString())[0]!.subject).toBe('\'=HYPERLINK("http://x")');
    expect(res.body.toString()).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  // Issue 35: a bare line feed in a cell was left unquoted, so a spreadsheet ended the row there and ran
  // the next line ("=1+1") as a formula. Every CSV part, read back the spreadsheet's way.
  it.each(CSV_PARTS)('the %s CSV of a result with line breaks: one row per record, no cell starting a formula', async (part) => {
    const annId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
    const sequence = structuredClone(results['cold-email']) as ColdEmailResult;
    sequence.sequence[0]!.email.body = 'Hello {{firstName}}\n=1+1';
    sequence.sequence[0]!.email.callToAction = 'Reply\r\n@SUM(A1)';
    sequence.sequence[1]!.email.subject = 'Two\n-lines';
    sequence.abTestVariants[0]!.variant = 'Try\n=2+2';
    const request = TOOLS['cold-email'].requestSchema.parse(SAMPLE_REQUESTS['cold-email']);
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: `export-cold-email-lines-${part}`, userId: annId, tool: 'cold-email', request, results: sequence, provider: 'demo', model: 'demo' });
    const text = (await exportOf('cold-email', `format=csv&part=${part}`, ann, id).expect(200)).body.toString();
    const records = csvRecords(text);
    expect(records.slice(1), text).toHaveLength(TOOLS['cold-email'].csv!(sequence, part).rows.length);
    expect(new Set(records.map((r) => r.length)).size, text).toBe(1);
    for (const cell of records.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('render jobs are removed as soon as they finish', async () => {
    await exportOf('offer-creator', 'format=pdf').expect(200);
    const counts = await t.render.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });
});

describe('the brand (issue 25)', () => {
  it('Word and PDF say "Prepared for {client} by {firm}" with the client file’s name; the product only in the made-with line', async () => {
    const annId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
    const client = (await ann.post('/api/clients').send({ name: 'Whitfield Physio' }).expect(201)).body as { id: number };
    const request = TOOLS['growth-plan'].requestSchema.parse(SAMPLE_REQUESTS['growth-plan']);
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: 'export-brand', userId: annId, tool: 'growth-plan', request, results: results['growth-plan'], provider: 'demo', model: 'demo', clientId: client.id });
    const docx = await exportOf('growth-plan', 'format=docx', ann, id).expect(200);
    const paragraphs = (await docxParagraphs(docx.body)).join('\n');
    expect(paragraphs).toContain('Prepared for Whitfield Physio by Acme Growth Partners');
    expect(paragraphs).not.toContain(TOOLS['growth-plan'].title);
    expect(await docxFooterText(docx.body)).toContain(`Acme Growth Partners · ${MADE_WITH_TEXT}`);
    const pdf = (await pdfPages((await exportOf('growth-plan', 'format=pdf', ann, id).expect(200)).body)).join('\n');
    expect(pdf).toContain('Prepared for Whitfield Physio by Acme Growth Partners');
    expect(pdf.replaceAll(MADE_WITH_TEXT, '')).not.toContain(PRODUCT_NAME);
    expect(pdf).toContain(MADE_WITH_TEXT);
  });

  it('the admin turns the made-with line off: no document names the product', async () => {
    const admin = await t.signedIn('administrator');
    await admin.put(`/api/admin/settings/${MADE_WITH_SETTING}`).send({ value: 'maybe' }).expect(400);
    await admin.put(`/api/admin/settings/${MADE_WITH_SETTING}`).send({ value: 'false' }).expect(200);
    try {
      expect((await pdfPages((await exportOf('growth-plan', 'format=pdf').expect(200)).body)).join('\n')).not.toContain(PRODUCT_NAME);
      expect(await docxFooterText((await exportOf('growth-plan', 'format=docx').expect(200)).body)).not.toContain(PRODUCT_NAME);
      expect((await exportOf('growth-plan', 'format=md').expect(200)).body.toString()).not.toContain(PRODUCT_NAME);
    } finally {
      await admin.put(`/api/admin/settings/${MADE_WITH_SETTING}`).send({ value: 'true' }).expect(200);
    }
  });

  it('without a brand: who it is for and the made-with line, never the site’s company name', async () => {
    const request = TOOLS['growth-plan'].requestSchema.parse(SAMPLE_REQUESTS['growth-plan']);
    const bobId = (await t.db.knex('users').where({ username: 'bob' }).first()).id as number;
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: 'export-nobrand', userId: bobId, tool: 'growth-plan', request, results: results['growth-plan'], provider: 'demo', model: 'demo' });
    const text = (await pdfPages((await exportOf('growth-plan', 'format=pdf', bob, id).expect(200)).body)).join('\n');
    expect(text).toContain(`Prepared for ${request.clientCompany}`);
    expect(text).not.toContain('Site Owner Inc');
    expect(text).toContain(MADE_WITH_TEXT);
    expect(text.replaceAll(MADE_WITH_TEXT, '')).not.toContain(PRODUCT_NAME);
  });

  it('a cold email sequence ends with the sender’s signature', async () => {
    const paragraphs = await docxParagraphs((await exportOf('cold-email', 'format=docx').expect(200)).body);
    expect(paragraphs.at(-1)).toBe('Ann Lee, Acme Growth Partners');
  });
});

describe('when no worker draws the file', () => {
  it('the wait ends with a 503 and the job is withdrawn', async () => {
    const lonely = createRenderQueue({ redisUrl: t.config.redisUrl, prefix: `${t.config.redisPrefix}-noworker`, logger: createLogger('silent') });
    await lonely.ready();
    try {
      const brand = { firmName: 'C', senderName: '', signature: '', accentColor: '#1f4e79', logo: null, madeWith: true };
      const doc = { title: 'T', subtitle: 'S', name: 'N', brand, date: 'D', blocks: [] };
      await expect(lonely.render('pdf', doc, 300)).rejects.toMatchObject({ status: 503, message: 'The file could not be created right now. Please try again in a minute.' });
      expect(await lonely.queue.count()).toBe(0);
    } finally {
      await lonely.queue.obliterate({ force: true }).catch(() => {});
      await lonely.close();
    }
  });
});
