import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('ROI calculator: defaults, live edits, the below-100% hint, reset and share', async ({ page }) => {
  await signUpViaApi(page, 'roi');
  await page.goto('/roi-calculator');
  const figure = (label: string) => page.locator('.ant-statistic').filter({ hasText: label }).locator('.ant-statistic-content');
  await expect(figure('Monthly cost savings')).toHaveText('$10,000');
  await expect(figure('Recommended monthly retainer')).toHaveText('$3,333');
  await expect(figure("Client's net savings")).toHaveText('$6,667');
  await expect(figure('ROI')).toHaveText('200%');
  await expect(page.getByRole('progressbar', { name: 'ROI' })).toHaveAttribute('aria-valuenow', '200');

  await page.getByLabel('Desired ROI multiple', { exact: true }).fill('1.5');
  await page.getByLabel('Desired ROI multiple', { exact: true }).blur();
  await expect(figure('ROI')).toHaveText('50%');
  await expect(page.getByText('Below 100%: consider raising the ROI multiple or reducing the fee.')).toBeVisible();

  await page.getByLabel('Weekly hours removed', { exact: true }).fill('10');
  await page.getByLabel('Weekly hours removed', { exact: true }).blur();
  await expect(figure('Monthly cost savings')).toHaveText('$5,000');

  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  await expect(figure('ROI')).toHaveText('200%');
  await expect(page.getByText('Below 100%', { exact: false })).toHaveCount(0);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Results copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Recommended monthly retainer: $3,333');
  expect(copied).toContain('ROI: 200%');
});

test('ROI calculator works on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page, 'roiphone');
  await page.goto('/roi-calculator');
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
