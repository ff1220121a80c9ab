// The drawing threads, with small page bundles and an answers module written for the test: a page's
// queries answered on its thread as its reader, a setting forgotten before the next page, a drawing
// stopped by its signal, a thread that dies replaced, a bundle that cannot load.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderPool, type DrawnPage } from './renderPool.ts';

const dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A page bundle whose `drawPage` is `body` (it gets url, apiFetch, shell, signal; returns the page's
 * HTML, or null), its styles named after the page.
 */
function bundle(name: string, body: string) {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { threadId } from 'node:worker_threads';\nasync function draw(url, apiFetch, shell, signal) {\n${body}\n}\nexport async function drawPage(...args) {\n  const html = await draw(...args);\n  return html === null ? null : { html, styles: { name: 'styles-of-' + html.slice(0, 5), css: '.a{color:red}' } };\n}\n`,
  );
  return file;
}

const shell = { template: '<html><!--app-head--><div id="root"><!--app-html--></div><!--app-state--></html>', chunks: { home: ['/assets/home.js'] } };
const html = (page: DrawnPage | null) => page?.html.toString('utf8');

/**
 * The test's answers module (drawingApi.ts's place): each answer names the path, the reader, the thread
 * it was made on, the config the module was given and how many times it was told to forget.
 */
const answersFile = join(dir, 'answers.mjs');
writeFileSync(
  answersFile,
  `import { threadId } from 'node:worker_threads';
export async function createAnswers(config) {
  let forgotten = 0;
  return {
    async answer(path, method, reader) {
      return new Response(JSON.stringify({ path, method, reader, threadId, config, forgotten }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
    forget() { forgotten += 1; },
  };
}
`,
);
const answers = { file: answersFile, config: { site: 'test' } };
const logger = { warn: () => {} };
const one = { threads: 1, nice: 0, answers };
const ann = { address: '203.0.113.7', host: 'site', protocol: 'https', cookie: 'gs.sid=ann', userAgent: 'phone' };

describe('createRenderPool', () => {
  it('draws on another thread, its queries answered on that thread as the reader', async () => {
    const entry = bundle('asks', `const res = await apiFetch('/api/user', { method: 'GET' }); return [url, await res.text(), res.status, threadId, shell.chunks.home[0], 'é'].join(' ');`);
    const pool = createRenderPool(entry, shell, one, logger);
    const page = await (await pool.thread()).draw('http://site/', ann, new AbortController().signal);
    // The page whole, as the thread's UTF-8 bytes, drawn with the shell it was given.
    const [url, answer, status, drawnOn, chunk, accent] = html(page)!.split(' ');
    expect(page!.styles).toEqual({ name: 'styles-of-http:', css: Buffer.from('.a{color:red}') });
    expect([url, status, chunk, accent]).toEqual(['http://site/', '200', '/assets/home.js', 'é']);
    expect(Number(drawnOn)).not.toBe(threadId);
    // Answered by the answers module on the drawing's own thread, as the reader the page was drawn for.
    const answered = JSON.parse(answer!) as { path: string; method: string; reader: unknown; threadId: number; config: unknown };
    expect(answered).toMatchObject({ path: '/api/user', method: 'GET', reader: ann, config: { site: 'test' } });
    expect(answered.threadId).toBe(Number(drawnOn));
  });

  it('a setting forgotten is forgotten by every thread before the next page is drawn', async () => {
    const entry = bundle('forgets', `const res = await apiFetch('/api/settings', {}); const { forgotten } = await res.json(); await new Promise((resolve) => setTimeout(resolve, 50)); return forgotten + ' ' + threadId;`);
    const pool = createRenderPool(entry, shell, { ...one, threads: 2 }, logger);
    // Two pages at once: one on each thread (the second goes to the one with fewer drawings in progress).
    const both = async () => {
      const a = (await pool.thread()).draw('http://site/', ann, new AbortController().signal);
      const b = (await pool.thread()).draw('http://site/', ann, new AbortController().signal);
      return [html(await a)!.split(' '), html(await b)!.split(' ')];
    };
    const before = await both();
    expect(before.map(([forgotten]) => forgotten)).toEqual(['0', '0']);
    expect(before[0]![1]).not.toBe(before[1]![1]);
    pool.forget();
    expect((await both()).map(([forgotten]) => forgotten)).toEqual(['1', '1']);
  });

  it('a drawing its signal aborts stops there, and the thread draws the next page', async () => {
    const entry = bundle(
      'waits',
      `if (url.endsWith('/slow')) await new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
       return 'fast';`,
    );
    const pool = createRenderPool(entry, shell, one, logger);
    const abort = new AbortController();
    const slow = (await pool.thread()).draw('http://site/slow', ann, abort.signal);
    abort.abort(new Error('past its budget'));
    await expect(slow).rejects.toThrow('past its budget');
    expect(await (await pool.thread()).draw('http://site/', ann, new AbortController().signal).then(html)).toBe('fast');
  });

  it('a drawing stuck in a synchronous loop: told to stop, its thread is ended and a fresh one draws the next page', async () => {
    const entry = bundle('hangs', `if (url.endsWith('/hang')) for (;;) {} return 'drawn on ' + threadId;`);
    const pool = createRenderPool(entry, shell, one, logger);
    const stuckOn = (await pool.thread()).draw('http://site/', ann, new AbortController().signal).then(html);
    const abort = new AbortController();
    const hung = (await pool.thread()).draw('http://site/hang', ann, abort.signal);
    abort.abort(new Error('past its budget'));
    // A loop never reads the message that stops it: the thread itself is ended.
    await expect(hung).rejects.toThrow(/did not stop/);
    const t0 = performance.now();
    const next = await (await pool.thread()).draw('http://site/', ann, new AbortController().signal).then(html);
    expect(next).toMatch(/^drawn on \d+$/);
    expect(next).not.toBe(await stuckOn);
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it("a page that carries its styles inline hands over none to keep", async () => {
    const file = join(dir, 'inline.mjs');
    writeFileSync(file, "export async function drawPage() { return { html: '<style>.a{}</style>', styles: null }; }\n");
    const page = await (await createRenderPool(file, shell, one, logger).thread()).draw('http://site/s/token', ann, new AbortController().signal);
    expect(html(page)).toBe('<style>.a{}</style>');
    expect(page!.styles).toBeNull();
  });

  it('a page not drawn on the server (a guard sends the reader elsewhere) comes back as null', async () => {
    const pool = createRenderPool(bundle('none', 'return null;'), shell, one, logger);
    expect(await (await pool.thread()).draw('http://site/admin', ann, new AbortController().signal)).toBeNull();
  });

  it('a thread that dies fails its drawing; a new thread draws the next page', async () => {
    const entry = bundle('dies', `if (url.endsWith('/die')) process.exit(3); return 'alive';`);
    const pool = createRenderPool(entry, shell, one, logger);
    await expect((await pool.thread()).draw('http://site/die', ann, new AbortController().signal)).rejects.toThrow(/exited/);
    expect(await (await pool.thread()).draw('http://site/', ann, new AbortController().signal).then(html)).toBe('alive');
  });

  it.runIf(process.platform === 'linux')("drawing threads run at the nice value they are given; the api's thread keeps its own", async () => {
    const entry = bundle('nice', `const { getPriority } = await import('node:os'); return 'nice ' + getPriority();`);
    const before = getPriority();
    const page = await (await createRenderPool(entry, shell, { ...one, nice: 7 }, logger).thread()).draw('http://site/', ann, new AbortController().signal);
    expect(html(page)).toBe('nice 7');
    expect(getPriority()).toBe(before);
  });

  it('a bundle that cannot be loaded: no thread to draw on', async () => {
    const entry = join(dir, 'broken.mjs');
    writeFileSync(entry, 'throw new Error("broken bundle");\n');
    await expect(createRenderPool(entry, shell, one, logger).thread()).rejects.toThrow();
  });

  it('an answers module that cannot be loaded: no thread to draw on', async () => {
    const broken = join(dir, 'broken-answers.mjs');
    writeFileSync(broken, 'export async function createAnswers() { throw new Error("no database"); }\n');
    await expect(createRenderPool(bundle('fine', "return 'fine';"), shell, { ...one, answers: { file: broken, config: {} } }, logger).thread()).rejects.toThrow();
  });
});
