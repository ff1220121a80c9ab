import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Where screenshots go for review, when asked for. */
const SHOTS = process.env.SHOTS_DIR;
/** Full-page screenshots of the page at a desktop's width and a phone's, from the top. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

// antd's Statistic gives a figure no role or label: it is the element whose text is its title
// and then its value, so a figure shows `value` when its whole text is the title then `value`.
const figureOn = (page: Page, title: string) => page.getByText(new RegExp(`^${title}(?=[-$\\d])`));
const expectFigureOn = (page: Page, title: string, value: string) => expect(figureOn(page, title)).toHaveText(`${title}${value}`);

test('ROI calculator: defaults, live edits, the below-100% hint, reset and share', async ({ signedInPage: page }) => {
  await page.goto('/roi-calculator');
  const expectFigure = (title: string, value: string) => expectFigureOn(page, title, value);
  await expectFigure('Monthly cost savings', '$10,000');
  await expectFigure('Recommended monthly retainer', '$3,333');
  await expectFigure("Client's net savings", '$6,667');
  await expectFigure('ROI', '200%');
  await expect(page.getByRole('progressbar', { name: 'ROI' })).toHaveAttribute('aria-valuenow', '200');

  await page.getByLabel('Desired ROI multiple', { exact: true }).fill('1.5');
  await page.getByLabel('Desired ROI multiple', { exact: true }).blur();
  await expectFigure('ROI', '50%');
  await expect(page.getByText('Below 100%: consider raising the ROI multiple or reducing the fee.')).toBeVisible();

  await page.getByLabel('Weekly hours removed', { exact: true }).fill('10');
  await page.getByLabel('Weekly hours removed', { exact: true }).blur();
  await expectFigure('Monthly cost savings', '$5,000');

  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  await expectFigure('ROI', '200%');
  await expect(page.getByText('Below 100%', { exact: false })).toHaveCount(0);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Results copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Recommended monthly retainer: $3,333');
  expect(copied).toContain('ROI: 200%');
});

test('ROI calculator works on a 375 px phone', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/roi-calculator');
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('ROI calculator: Save to History keeps the calculation, History lists it, and it reopens with the same figures', async ({ signedInPage: page }) => {
  await page.goto('/roi-calculator');
  await page.getByLabel('Weekly hours removed', { exact: true }).fill('10');
  await page.getByLabel('Weekly hours removed', { exact: true }).blur();
  await expectFigureOn(page, 'Monthly cost savings', '$5,000');
  await expectFigureOn(page, 'Recommended monthly retainer', '$1,667');
  await shoot(page, 'roi-calculator');
  await page.getByRole('button', { name: 'Save to History' }).click();

  // Saved: the URL becomes the calculation's, and the figures saved are the ones just worked out.
  await expect(page).toHaveURL(/\/roi-calculator\/\d+$/, { timeout: 20_000 });
  const id = page.url().split('/').pop()!;
  await expect(page.locator('.ant-tag').getByText('Saved to History')).toBeVisible();
  const saved = {
    'Annual salary': '$240,000',
    'Weekly hours removed': '10',
    'Desired ROI multiple': '3x',
    'Monthly cost savings': '$5,000',
    'Recommended monthly retainer': '$1,667',
    "Client's net savings": '$3,333',
    ROI: '200%',
  };
  const expectSaved = async () => {
    for (const [title, value] of Object.entries(saved)) await expect(page.getByText(`${title}${value}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'ROI' })).toHaveAttribute('aria-valuenow', '200');
  };
  await expectSaved();
  await shoot(page, 'roi-saved');
  // The saved calculation is read only: the inputs give way to it.
  await expect(page.getByLabel('Weekly hours removed', { exact: true })).toHaveCount(0);

  // History has the calculator's own tab, which lists it.
  await page.goto('/history');
  await page.getByRole('tab', { name: /^ROI Calculator/ }).click();
  const row = page.getByRole('link', { name: /ROI 200%/ }).and(page.locator(`[href$="/roi-calculator/${id}"]`));
  await expect(row).toBeVisible();
  await row.click();

  // Reopened: the same figures, as a history item, with a way to start a new calculation from them.
  await expect(page).toHaveURL(new RegExp(`/roi-calculator/${id}$`));
  await expect(page.getByText(`Viewing History Item #${id}`)).toBeVisible();
  await expectSaved();
  await shoot(page, 'roi-reopened');
  await page.getByRole('button', { name: 'New Calculation' }).click();
  await expect(page).toHaveURL(/\/roi-calculator$/);
  await expect(page.getByLabel('Weekly hours removed', { exact: true })).toHaveValue('10');
  await expectFigureOn(page, 'Monthly cost savings', '$5,000');
});
