// Every signed-in screen fits a 375 px phone and a desktop without sideways scrolling.
// Screenshots land in test-results/screens for review.
import { TOOL_CATALOG, TOOL_MENU_ORDER } from '@growth-suite/shared';
import { expect, test } from './fixtures.ts';
import { signIn } from './support.ts';

// The dashboard, every tool in the menu (from the catalog: a new tool is checked too, the ROI
// calculator among them) and History.
const SCREENS = ['/', ...TOOL_MENU_ORDER.map((tool) => TOOL_CATALOG[tool].route), '/history'];

for (const [device, width, height] of [['phone', 375, 812], ['desktop', 1280, 900]] as const) {
  test(`screens fit a ${device} (${width} px)`, async ({ signedInPage: page }) => {
    // A budget per screen (a full-page screenshot each): the list grows with the catalog.
    test.setTimeout(SCREENS.length * 20_000);
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

// Issue (outside testers): on a phone a toast covered the page title for seconds. There it appears at
// the bottom of the screen, clear of the title.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a toast does not cover the page title', async ({ page, user }) => {
    await page.context().clearCookies(); // signed out, to sign in through the form and get its toast
    await signIn(page, user.username, user.password);
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Login successful' });
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    // Measured once it has slid fully into the window (it enters from below).
    await expect(toast).toBeInViewport({ ratio: 1 });
    const [t, h] = [(await toast.boundingBox())!, (await title.boundingBox())!];
    const overlaps = t.x < h.x + h.width && h.x < t.x + t.width && t.y < h.y + h.height && h.y < t.y + t.height;
    expect(overlaps).toBe(false);
    await page.screenshot({ path: test.info().outputPath('toast-390.png') });
  });
});
