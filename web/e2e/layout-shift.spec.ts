// Layout shift (issue: outside testers measured 0.24–0.5 on /auth and the dashboard): what is on
// screen must not move while a screen's code and data arrive. Measured in the browser with the
// Layout Instability API, on a phone and a desktop viewport, with the CPU slowed down 4× so the
// screen is drawn in the stages a real phone sees. Lighthouse's figures are in bench/ (BENCH_ONLY=lighthouse).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilStill } from './support.ts';

const WIDTHS = [390, 1280] as const;

/** Sum of the unexpected layout shifts since the page started loading (the CLS of a short visit). */
async function layoutShift(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await ready(page);
  // Anything still arriving (fonts, data, a late chunk) shows up in the sum: the network has been quiet
  // for 500 ms, the fonts are in and nothing moves any more.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => void (await document.fonts.ready));
  await untilStill(page);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  console.log(`layout shift of ${path} at ${page.viewportSize()?.width} px: ${shift.toFixed(3)}`);
  return shift;
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('the sign-in page does not move while it loads', async ({ page }) => {
      const shift = await layoutShift(page, '/auth', (p) => expect(p.getByRole('tab', { name: 'Sign In' })).toBeVisible());
      expect(shift).toBeLessThanOrEqual(0.1);
    });

    test('the dashboard does not move while it loads', async ({ signedInPage: page }) => {
      const shift = await layoutShift(page, '/', (p) => expect(p.getByRole('link', { name: /^Try Now: / }).first()).toBeVisible());
      expect(shift).toBeLessThanOrEqual(0.1);
    });

    test('a tool page does not move while it loads', async ({ signedInPage: page }) => {
      const shift = await layoutShift(page, '/ai-offer-creator', (p) => expect(p.getByRole('heading', { name: 'AI Offer Creator' })).toBeVisible());
      expect(shift).toBeLessThanOrEqual(0.1);
    });
  });
}
