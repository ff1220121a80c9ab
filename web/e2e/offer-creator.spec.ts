// AI Offer Creator in Chromium against the real API, a worker and the fake OpenAI server.
import { expect, test } from './fixtures.ts';
import { untilAlive } from './support.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Offer Creator: tabs, Copy All, Create Another Offer, and the error toast', async ({ signedInPage: page, fakeLlm }) => {
  await page.goto('/ai-offer-creator');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Full name').fill('Ann Lee');
  await page.getByLabel('Call or podcast transcript').fill('too short');
  await page.getByRole('button', { name: 'Create My Offer' }).click();
  await expect(page.getByText('Please provide at least 100 characters for accurate analysis')).toBeVisible();
  await page
    .getByLabel('Call or podcast transcript')
    .fill('Prospect: We get leads but most never book a call. Our team spends hours on follow-ups and we lose deals to cheaper competitors every month.');

  await fakeLlm.fail('server-error');
  await page.getByRole('button', { name: 'Create My Offer' }).click();
  await expect(page.getByText('The AI service could not produce a result. Please try again.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Full name')).toHaveValue('Ann Lee');

  await fakeLlm.recover();
  await page.getByRole('button', { name: 'Create My Offer' }).click();
  await expect(page.getByText('Offer Created')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Offer Structure' })).toBeVisible();
  await page.getByRole('tab', { name: 'Marketing Angles' }).click();
  await page.getByRole('tab', { name: 'Conversion Data' }).click();
  await expect(page.getByText(/Expected conversion rate: \d+%/)).toBeVisible();
  await page.getByRole('button', { name: 'Copy All' }).click();
  await expect(page.getByText('Content copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Main offer:');

  await page.getByRole('button', { name: 'Create Another Offer' }).click();
  await expect(page).toHaveURL(/\/ai-offer-creator$/);
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('keyboard only: the offer form, submit with Enter, and the result tabs', async ({ signedInPage: page }) => {
  await page.goto('/ai-offer-creator');
  // Keys go to the focused element, and the page takes focus once the app has hydrated it.
  await untilAlive(page);
  await page.getByLabel('Email').focus();
  await page.keyboard.press('ControlOrMeta+A'); // over the account's e-mail, filled in already
  await page.keyboard.type('ann@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ann Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Prospect: our pipeline is unpredictable, follow-ups eat hours every week, and cheaper rivals keep winning deals from us.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create My Offer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Offer Created')).toBeVisible({ timeout: 20_000 });
  const tabs = page.getByRole('tab', { name: 'Offer Structure' });
  await tabs.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Marketing Angles' })).toHaveAttribute('aria-selected', 'true');
});
