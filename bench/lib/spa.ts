// The SPA in headless Chromium: the gzipped JS a signed-in user downloads for `/`, and the time
// until 'Try Now' is visible (cold cache), also with 4× CPU throttling.
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { median } from './stats.ts';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Also loads a static page holding just a 'Try Now' button from a bare server, the same way:
 * the floor of this browser on this machine, printed as the baseline.
 */
export async function measureSpa(base: string, credentials: { username: string; password: string }, floorUrl: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const timings: number[] = [];
    const throttled: number[] = [];
    let gzipBytes = 0;
    for (let run = 0; run < 10; run += 1) {
      const context = await browser.newContext();
      await context.request.post(`${base}/api/login`, { data: credentials, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      const page = await context.newPage();
      const slow = run >= 5;
      if (slow) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      const scripts: Promise<number>[] = [];
      const countScript = (res: Response) => {
        if (res.request().resourceType() === 'script') scripts.push(res.body().then((body) => gzipSync(body).length));
      };
      if (run === 0) page.on('response', countScript);
      const t0 = Date.now();
      await page.goto(`${base}/`);
      await page.getByRole('link', { name: 'Try Now' }).first().waitFor({ state: 'visible' });
      (slow ? throttled : timings).push(Date.now() - t0);
      if (run === 0) {
        // The page is drawn on the server, so Try Now shows before every script has arrived: count
        // until it has come alive (the root loses \`inert\` once hydrated, which needs all of them),
        // then stop, so that no body is read after the page is closed.
        await page.waitForSelector('#root:not([inert])');
        page.off('response', countScript);
        gzipBytes = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
      }
      await context.close();
    }
    const floor: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const t0 = Date.now();
      await page.goto(floorUrl);
      await page.getByRole('link', { name: 'Try Now' }).first().waitFor({ state: 'visible' });
      floor.push(Date.now() - t0);
      await context.close();
    }
    return { gzipKb: gzipBytes / 1024, visibleMs: median(timings), throttledMs: median(throttled), floorMs: median(floor) };
  } finally {
    await browser.close();
  }
}
