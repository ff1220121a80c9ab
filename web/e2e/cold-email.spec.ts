// AI Cold Email Writer in Chromium against the real API, a worker and the fake OpenAI server.
import { expect, test } from './fixtures.ts';
import { fillColdEmailBuilder } from './support.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Cold Email Writer: builder, per-email tabs, Copy, A/B variants and tips', async ({ signedInPage: page }) => {
  await page.goto('/ai-cold-email-writer');
  await expect(page.getByText('Personalised emails have 26% higher open rates.')).toBeHidden();
  await page.getByRole('tab', { name: 'Email Tips' }).click();
  await expect(page.getByText('Keep subject lines under 50 characters.')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Email Sequence' }).click();
  await expect(page.getByText('Please specify the target role')).toBeVisible();
  await expect(page.getByText('Please select a sequence length')).toBeVisible();
  await fillColdEmailBuilder(page, '5 emails');
  await page.getByRole('button', { name: 'Generate Email Sequence' }).click();
  await expect(page.getByText('Email Sequence Generated')).toBeVisible({ timeout: 20_000 });

  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  for (let i = 1; i <= 5; i += 1) await expect(page.getByRole('tab', { name: `Email ${i}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Email 1' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Email 3' }).click();
  await page.getByRole('button', { name: 'Copy email 3' }).click();
  expect(await clipboard()).toContain('Subject: How are you handling rising ad costs?');
  await page.getByRole('button', { name: 'Copy All' }).click();
  expect(await clipboard()).toContain('Email 5');
  await page.getByRole('tab', { name: 'A/B Test Variants' }).click();
  await expect(page.getByText(/Subject line as a question/)).toBeVisible();
});
