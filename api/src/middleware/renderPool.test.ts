// The drawing threads, with small page bundles written for the test: a page's queries answered by the
// api's thread, a drawing stopped by its signal, a thread that dies replaced, a bundle that cannot load.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderPool } from './renderPool.ts';

const dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A page bundle whose `render` is `body` (it gets url, apiFetch, signal). */
function bundle(name: string, body: string) {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `import { threadId } from 'node:worker_threads';\nexport async function render(url, apiFetch, signal) {\n${body}\n}\n`);
  return file;
}

const logger = { warn: () => {} };
const noApi = async () => new Response('{}');

describe('createRenderPool', () => {
  it("draws on another thread, its queries answered by the api's own thread with the reader's answers", async () => {
    const entry = bundle('asks', `const res = await apiFetch('/api/user', { method: 'GET' }); return { html: url + ' ' + (await res.text()) + ' ' + res.status, styles: '', state: String(threadId), screens: ['home'] };`);
    const pool = createRenderPool(entry, 1, logger);
    const asked: string[] = [];
    const apiFetch = async (path: string) => {
      asked.push(path);
      return new Response('{"username":"ann"}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const page = await (await pool.thread()).draw('http://site/', apiFetch, new AbortController().signal);
    expect(page).toEqual({ html: 'http://site/ {"username":"ann"} 200', styles: '', state: expect.any(String), screens: ['home'] });
    expect(Number(page!.state)).not.toBe(threadId);
    expect(asked).toEqual(['/api/user']);
  });

  it('a drawing its signal aborts stops there, and the thread draws the next page', async () => {
    const entry = bundle(
      'waits',
      `if (url.endsWith('/slow')) await new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
       return { html: 'fast', styles: '', state: '{}', screens: [] };`,
    );
    const pool = createRenderPool(entry, 1, logger);
    const abort = new AbortController();
    const slow = (await pool.thread()).draw('http://site/slow', noApi, abort.signal);
    abort.abort(new Error('past its budget'));
    await expect(slow).rejects.toThrow('past its budget');
    expect(await (await pool.thread()).draw('http://site/', noApi, new AbortController().signal)).toMatchObject({ html: 'fast' });
  });

  it('a thread that dies fails its drawing; a new thread draws the next page', async () => {
    const entry = bundle('dies', `if (url.endsWith('/die')) process.exit(3); return { html: 'alive', styles: '', state: '{}', screens: [] };`);
    const pool = createRenderPool(entry, 1, logger);
    await expect((await pool.thread()).draw('http://site/die', noApi, new AbortController().signal)).rejects.toThrow(/exited/);
    expect(await (await pool.thread()).draw('http://site/', noApi, new AbortController().signal)).toMatchObject({ html: 'alive' });
  });

  it('a bundle that cannot be loaded: no thread to draw on', async () => {
    const entry = join(dir, 'broken.mjs');
    writeFileSync(entry, 'throw new Error("broken bundle");\n');
    await expect(createRenderPool(entry, 1, logger).thread()).rejects.toThrow();
  });
});
