// The History page's empty states and Clear All (the tools' specs cover it with their results).
import { expect, test } from './fixtures.ts';
import { generateViaApi } from './support.ts';

test('History: empty states link to the tools, and Clear All History', async ({ signedInPage: page }) => {
  // Clear All is off while there is nothing to clear: one growth plan leaves the tabs below empty.
  await generateViaApi(page, 'growth-plan');
  await page.goto('/history');
  await expect(page.getByText('No niche finder results found')).toBeVisible();
  await page.getByRole('tab', { name: 'Cold Email' }).click();
  await expect(page.getByText('No cold email sequences found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All History' }).click();
  await expect(page.getByRole('dialog')).toContainText('every saved generation');
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('History Cleared')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('History open in another tab shows a generation made meanwhile when the user comes back to it', async ({ signedInPage: history }) => {
  await history.goto('/history');
  await history.getByRole('tab', { name: /Offer Creator/ }).click();
  const list = history.getByRole('tabpanel');
  await expect(list.getByRole('link', { name: 'Try AI Offer Creator' })).toBeVisible();
  // The offer is made in a second tab of the same browser (through the api: the form is offer-creator.spec.ts's).
  const tool = await history.context().newPage();
  await generateViaApi(tool, 'offer-creator');
  // Back to the History tab: the browser reports the page visible again, as a tab switch does.
  await history.bringToFront();
  await history.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(list.getByRole('link', { name: /^View / })).toHaveCount(1);
  await expect(history.getByRole('tab', { name: /Offer Creator/ })).toContainText('1');
});

// Issue 35: at 390 px a row's Download and Share went onto a second line under View.
for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1280, 900]] as const) {
  test(`a History row's actions stay on one line on a ${device} (${width} px)`, async ({ signedInPage: page }) => {
    await page.setViewportSize({ width, height });
    await generateViaApi(page, 'niche-finder');
    await page.goto('/history');
    const actions = [page.getByRole('link', { name: /^View / }), page.getByRole('button', { name: /^Download / }), page.getByRole('button', { name: /^Share / })];
    for (const action of actions) await expect(action).toBeVisible();
    const boxes = await Promise.all(actions.map(async (action) => (await action.boundingBox())!));
    // One line: every action has the same top, each starts right of the one before, and the last ends inside the window.
    for (const box of boxes) expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThanOrEqual(1);
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width);
    expect(boxes[boxes.length - 1]!.x + boxes[boxes.length - 1]!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`history-${width}.png`), fullPage: true });
  });
}
