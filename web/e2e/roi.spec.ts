import { expect, test } from './fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('ROI calculator: defaults, live edits, the below-100% hint, reset and share', async ({ signedInPage: page }) => {
  await page.goto('/roi-calculator');
  // antd's Statistic gives a figure no role or label: it is the element whose text is its title
  // and then its value, so a figure shows `value` when its whole text is the title then `value`.
  const figure = (title: string) => page.getByText(new RegExp(`^${title}(?=[-$\\d])`));
  const expectFigure = (title: string, value: string) => expect(figure(title)).toHaveText(`${title}${value}`);
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
