// AI Niche Finder in Chromium against the real API, a worker and the fake OpenAI server.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { choose } from './support.ts';

test('Niche Finder: validation, generation, reopen from History, download, clear', async ({ signedInPage: page, fakeLlm }) => {
  await page.goto('/ai-niche-finder');
  await expect(page.getByRole('heading', { name: 'AI Niche Finder' })).toBeVisible();

  // The account's e-mail comes filled in (prefill.spec); emptied, it is an error like any other field.
  await expect(page.getByLabel('Email')).not.toHaveValue('');
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Find My Niche' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please select at least one geographic area')).toBeVisible();
  await expect(page.getByText('Please select at least one competitive factor')).toBeVisible();

  await page.getByLabel('Email').fill('ann@example.com');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0); // re-validates on change
  await page.getByLabel('Full name').fill('Ann Lee');
  await choose(page, 'Industry', 'Technology');
  await page.getByLabel('Target market').fill('Small marketing agencies');
  await choose(page, 'Business approach', 'Consulting/Services');
  await page.getByLabel('Why this business approach?').fill('I ran an agency for ten years and know it well.');
  const regions = page.getByRole('group', { name: 'Geographic focus' });
  await regions.getByRole('button', { name: 'North America' }).click();
  await regions.getByRole('button', { name: 'Europe' }).click();
  await regions.getByRole('button', { name: 'Europe' }).click(); // toggles off again
  // A chosen value shows once, as its pressed chip (worded as the spec's badge): no second tag repeats it.
  await expect(regions.getByRole('button', { pressed: true })).toHaveText(['North America']);
  await expect(page.getByText('North America', { exact: true })).toHaveCount(1);
  await page.getByRole('group', { name: 'Competitive factors' }).getByRole('button', { name: 'Quality Focus' }).click();

  await fakeLlm.delay(1500); // long enough to see the pending state
  await page.getByRole('button', { name: 'Find My Niche' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  await expect(page.getByText(/elapsed/)).toBeVisible();
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your niche analysis has been generated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/ai-niche-finder\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByText(/^\d+\/100$/).first()).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2}[KMBT]$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Market Analysis' })).toBeVisible();

  // A reload keeps the result: the URL is the saved item's.
  await page.reload();
  await expect(page.getByText(`Viewing History Item #${id}`)).toBeVisible();
  await expect(page.getByLabel('Target market')).toHaveValue('Small marketing agencies');
  await expect(page.getByRole('heading', { name: 'Recommended Niches' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to History' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('link', { name: 'View Technology' })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Technology' }).click();
  await page.getByRole('menuitem', { name: 'JSON (.json)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^niche-finder-technology-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(saved.recommendedNiches.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'View Technology' }).click();
  await expect(page).toHaveURL(new RegExp(`/ai-niche-finder/${id}$`));
  await expect(page.getByText(`Viewing History Item #${id}`)).toBeVisible();

  await page.goto('/history');
  await page.getByRole('button', { name: 'Clear Niche Finder History' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('History Cleared')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('No niche finder results found')).toBeVisible();
});
