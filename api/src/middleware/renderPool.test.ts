// The drawing threads, with small page bundles and answers written for the test: a page's queries asked
// of the api's thread and answered there as its reader (in its workspace), a drawing stopped by its
// signal, a stuck thread and a thread that dies replaced, a bundle that cannot load.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderPool, type DrawingAnswers, type DrawnPage } from './renderPool.ts';

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
 * The test's answers (drawingApi.ts's place), on the api's thread: each names the query, the reader and
 * the thread it was made on.
 */
const answers: DrawingAnswers = async (query, reader) => {
  const body = new TextEncoder().encode(JSON.stringify({ query, reader, threadId }));
  return { status: 200, headers: { 'content-type': 'application/json' }, body: new Uint8Array(body) };
};
const logger = { warn: () => {} };
const one = { threads: 1, nice: 0, answers };
const ann = { address: '203.0.113.7', host: 'site', protocol: 'https', cookie: 'gs.sid=ann', userAgent: 'phone' };

describe('createRenderPool', () => {
  it("draws on another thread, its queries answered on the api's thread as the reader, in the page's workspace", async () => {
    const entry = bundle('asks', `const res = await apiFetch('/api/user', { method: 'GET', headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Workspace': '42' } }); return [url, await res.text(), res.status, threadId, shell.chunks.home[0], 'é'].join(' ');`);
    const pool = createRenderPool(entry, shell, one, logger);
    const page = await (await pool.thread()).draw('http://site/', ann, new AbortController().signal);
    // The page whole, as the thread's UTF-8 bytes, drawn with the shell it was given.
    const [url, answer, status, drawnOn, chunk, accent] = html(page)!.split(' ');
    expect(page!.styles).toEqual({ name: 'styles-of-http:', css: Buffer.from('.a{color:red}') });
    expect([url, status, chunk, accent]).toEqual(['http://site/', '200', '/assets/home.js', 'é']);
    expect(Number(drawnOn)).not.toBe(threadId);
    // Answered on the api's thread (the app lives there alone), as the reader the page was drawn for;
    // of the page's headers, only its workspace is passed on.
    const answered = JSON.parse(answer!) as { query: unknown; reader: unknown; threadId: number };
    expect(answered).toEqual({ query: { path: '/api/user', method: 'GET', workspace: '42' }, reader: ann, threadId });
  });

  it('two pages at once are drawn on two threads, each asking as its own reader', async () => {
    const entry = bundle('two', `const res = await apiFetch('/api/session', {}); const { reader } = await res.json(); await new Promise((resolve) => setTimeout(resolve, 50)); return reader.cookie + ' ' + threadId;`);
    const pool = createRenderPool(entry, shell, { ...one, threads: 2 }, logger);
    // The second goes to the thread with fewer drawings in progress.
    const a = (await pool.thread()).draw('http://site/', ann, new AbortController().signal);
    const b = (await pool.thread()).draw('http://site/', { ...ann, cookie: 'gs.sid=bob' }, new AbortController().signal);
    const [[aCookie, aThread], [bCookie, bThread]] = [html(await a)!.split(' '), html(await b)!.split(' ')];
    expect([aCookie, bCookie]).toEqual(['gs.sid=ann', 'gs.sid=bob']);
    expect(aThread).not.toBe(bThread);
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

  it('a drawing that does not heed its signal but leaves its thread free is stopped there; the thread is kept', async () => {
    const entry = bundle('deaf', `if (url.endsWith('/deaf')) await new Promise(() => {}); return 'drawn on ' + threadId;`);
    const pool = createRenderPool(entry, shell, one, logger);
    const before = await (await pool.thread()).draw('http://site/', ann, new AbortController().signal).then(html);
    const abort = new AbortController();
    const deaf = (await pool.thread()).draw('http://site/deaf', ann, abort.signal);
    abort.abort(new Error('past its budget'));
    await expect(deaf).rejects.toThrow('past its budget');
    // The same thread draws the next page: only a thread that does not answer is ended.
    expect(await (await pool.thread()).draw('http://site/', ann, new AbortController().signal).then(html)).toBe(before);
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

  it('a query the api cannot answer is refused to the page, which draws on', async () => {
    const refusing: DrawingAnswers = async () => {
      throw new Error('no database');
    };
    const entry = bundle('refused', `try { await apiFetch('/api/x', {}); return 'answered'; } catch (error) { return 'refused: ' + error.message; }`);
    const page = await (await createRenderPool(entry, shell, { ...one, answers: refusing }, logger).thread()).draw('http://site/', ann, new AbortController().signal);
    expect(html(page)).toBe('refused: no database');
  });
});
