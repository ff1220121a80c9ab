// Every signed-in screen fits a 375 px phone and a desktop without sideways scrolling.
// Screenshots land in test-results/screens for review.
import { expect, test } from './fixtures.ts';

const SCREENS = ['/', '/ai-niche-finder', '/ai-offer-creator', '/ai-cold-email-writer', '/ai-growth-plan-creator', '/roi-calculator', '/history'];

for (const [device, width, height] of [['phone', 375, 812], ['desktop', 1280, 900]] as const) {
  test(`screens fit a ${device} (${width} px)`, async ({ signedInPage: page }) => {
    await page.setViewportSize({ width, height });
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways on a ${device}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens/${device}${path === '/' ? '-dashboard' : path.replace(/\//g, '-')}.png`, fullPage: true });
    }
  });
}
