// A drawing stuck in a synchronous loop (issue: the next pages waited their whole budget and went out
// plain until a restart). The real web build, served by the api with real MySQL and Redis, its page
// bundle wrapped by one written for this test alone: one address loops for ever, every other page is the
// real bundle's. Nothing of it is in the product: the api is pointed at the wrapper by WEB_DIST.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDER_TIMEOUT_MS } from '../src/middleware/serverRender.ts';
import { createTestApp, type TestApp } from './support.ts';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const SERVER_ENTRY = join(WEB, 'dist-server', 'entry-server.js');
const STUCK_PATH = '/stuck-for-this-test';

const dir = mkdtempSync(join(tmpdir(), 'gs-stuck-'));
let t: TestApp;
beforeAll(async () => {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build the web app first (npm run build -w @growth-suite/web); npm test does.');
  mkdirSync(join(dir, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(dir, 'dist-server'));
  copyFileSync(join(WEB, 'dist', 'index.html'), join(dir, 'dist', 'index.html'));
  copyFileSync(join(WEB, 'dist', '.vite', 'screens.json'), join(dir, 'dist', '.vite', 'screens.json'));
  writeFileSync(
    join(dir, 'dist-server', 'entry-server.js'),
    `import { drawPage as real } from ${JSON.stringify(pathToFileURL(SERVER_ENTRY).href)};
export async function drawPage(url, ...rest) {
  if (new URL(url).pathname === ${JSON.stringify(STUCK_PATH)}) for (;;) {}
  return real(url, ...rest);
}
`,
  );
  t = await createTestApp({ WEB_DIST: join(dir, 'dist'), SERVER_RENDER_THREADS: '1' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const drawn = (html: string) => html.includes('<div id="root" inert>') && html.includes('id="server-state"');

describe('a drawing stuck in a synchronous loop', () => {
  it('goes out plain at its budget; its thread is replaced, and the next page is drawn', { timeout: 40_000 }, async () => {
    // The thread up and warm first: the sign-in page drawn (a cold thread's first drawing, which compiles
    // the bundle's code, may pass its budget on a busy machine).
    await expect.poll(async () => drawn((await t.agent().get('/auth?warm').expect(200)).text), { timeout: 15_000, interval: 100 }).toBe(true);

    const t0 = performance.now();
    const stuck = await t.agent().get(STUCK_PATH).expect(200);
    expect(drawn(stuck.text)).toBe(false);
    expect(stuck.text).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(performance.now() - t0).toBeLessThan(SERVER_RENDER_TIMEOUT_MS + 1000);

    // The next page, asked at once: drawn by the thread that replaced the stuck one (which still loops
    // without the fix, and would send this page out plain after its whole budget).
    const t1 = performance.now();
    const next = await t.agent().get('/auth?after=stuck').expect(200);
    expect(drawn(next.text)).toBe(true);
    expect(next.text).toContain('Sign In');
    // Within the grace a stuck thread has and a fresh thread's start (its bundle loaded, one drawing to
    // warm it): seconds on a busy 2-core host, not a budget's worth of plain pages.
    expect(performance.now() - t1).toBeLessThan(15_000);
  });
});
