// The drawing threads, with small page bundles written for the test: a page's queries answered by the
// api's thread, a drawing stopped by its signal, a thread that dies replaced, a bundle that cannot load.
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

const logger = { warn: () => {} };
const one = { threads: 1, nice: 0 };
const noApi = async () => new Response('{}');

describe('createRenderPool', () => {
  it("draws on another thread, its queries answered by the api's own thread with the reader's answers", async () => {
    const entry = bundle('asks', `const res = await apiFetch('/api/user', { method: 'GET' }); return [url, await res.text(), res.status, threadId, shell.chunks.home[0], 'é'].join(' ');`);
    const pool = createRenderPool(entry, shell, one, logger);
    const asked: string[] = [];
    const apiFetch = async (path: string) => {
      asked.push(path);
      return new Response('{"username":"ann"}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const page = await (await pool.thread()).draw('http://site/', apiFetch, new AbortController().signal);
    // The page whole, as the thread's UTF-8 bytes, drawn with the shell it was given.
    const [url, answer, status, drawnOn, chunk, accent] = html(page)!.split(' ');
    expect(page!.styles).toEqual({ name: 'styles-of-http:', css: Buffer.from('.a{color:red}') });
    expect([url, answer, status, chunk, accent]).toEqual(['http://site/', '{"username":"ann"}', '200', '/assets/home.js', 'é']);
    expect(Number(drawnOn)).not.toBe(threadId);
    expect(asked).toEqual(['/api/user']);
  });

  it('a drawing its signal aborts stops there, and the thread draws the next page', async () => {
    const entry = bundle(
      'waits',
      `if (url.endsWith('/slow')) await new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
       return 'fast';`,
    );
    const pool = createRenderPool(entry, shell, one, logger);
    const abort = new AbortController();
    const slow = (await pool.thread()).draw('http://site/slow', noApi, abort.signal);
    abort.abort(new Error('past its budget'));
    await expect(slow).rejects.toThrow('past its budget');
    expect(await (await pool.thread()).draw('http://site/', noApi, new AbortController().signal).then(html)).toBe('fast');
  });

  it("a page that carries its styles inline hands over none to keep", async () => {
    const file = join(dir, 'inline.mjs');
    writeFileSync(file, "export async function drawPage() { return { html: '<style>.a{}</style>', styles: null }; }\n");
    const page = await (await createRenderPool(file, shell, one, logger).thread()).draw('http://site/s/token', noApi, new AbortController().signal);
    expect(html(page)).toBe('<style>.a{}</style>');
    expect(page!.styles).toBeNull();
  });

  it('a page not drawn on the server (a guard sends the reader elsewhere) comes back as null', async () => {
    const pool = createRenderPool(bundle('none', 'return null;'), shell, one, logger);
    expect(await (await pool.thread()).draw('http://site/admin', noApi, new AbortController().signal)).toBeNull();
  });

  it('a thread that dies fails its drawing; a new thread draws the next page', async () => {
    const entry = bundle('dies', `if (url.endsWith('/die')) process.exit(3); return 'alive';`);
    const pool = createRenderPool(entry, shell, one, logger);
    await expect((await pool.thread()).draw('http://site/die', noApi, new AbortController().signal)).rejects.toThrow(/exited/);
    expect(await (await pool.thread()).draw('http://site/', noApi, new AbortController().signal).then(html)).toBe('alive');
  });

  it.runIf(process.platform === 'linux')("drawing threads run at the nice value they are given; the api's thread keeps its own", async () => {
    const entry = bundle('nice', `const { getPriority } = await import('node:os'); return 'nice ' + getPriority();`);
    const before = getPriority();
    const page = await (await createRenderPool(entry, shell, { threads: 1, nice: 7 }, logger).thread()).draw('http://site/', noApi, new AbortController().signal);
    expect(html(page)).toBe('nice 7');
    expect(getPriority()).toBe(before);
  });

  it('a bundle that cannot be loaded: no thread to draw on', async () => {
    const entry = join(dir, 'broken.mjs');
    writeFileSync(entry, 'throw new Error("broken bundle");\n');
    await expect(createRenderPool(entry, shell, one, logger).thread()).rejects.toThrow();
  });
});
