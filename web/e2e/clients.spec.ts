// Client screens (issue: client workspaces): add a client, find it in the list, open it, edit it, see
// a result made for it in its timeline, filter History by it, download all, and delete it (its
// results stay in History). Screens are captured at 1280 and 390 px wide.
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choose, generateViaApi, openFromNav, untilStill } from './support.ts';

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

async function offerForClient(page: Page, clientId: number) {
  const res = await page.request.post('/api/tools/offer-creator', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ...SAMPLE_REQUESTS['offer-creator'], context: { clientId } },
    timeout: 30_000,
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { historyId: number }).historyId;
}

test('a client from its empty list to its page, edited, with its work in the timeline and History, then deleted', async ({ signedInPage: page }) => {
  // A long walk through five screens, each captured at two widths.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await openFromNav(page, 'Clients');
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByText('No clients yet')).toBeVisible();
  const empty = page.locator('.ant-empty');
  await expect(empty.getByRole('link', { name: 'New client from a call' })).toHaveAttribute('href', '/clients/from-call');
  await shot(page, 'clients-empty');

  // New client: the name is required, the limits are said, a call is added.
  await empty.getByRole('link', { name: 'Add a client' }).click();
  await expect(page).toHaveURL(/\/clients\/new$/);
  await page.getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Please enter the client's company name" })).toBeVisible();
  await expect(page.getByText('Up to 50 calls, each up to 50,000 characters.')).toBeVisible();
  await page.getByLabel('Company name (required)').fill('Acme Analytics');
  await page.getByLabel('Industry').fill('Retail analytics');
  await page.getByLabel('Contact name').fill('Dana Reyes');
  await page.getByLabel('Title', { exact: true }).fill('VP Sales');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Pains').fill('Churn after onboarding');
  await page.getByRole('button', { name: 'Add a call' }).click();
  await page.getByLabel('Transcript').fill('Dana: we lose a third of new accounts in the first 90 days.');
  await page.getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
  await page.getByLabel('E-mail').fill('dana@acme.example');
  await shot(page, 'client-new');
  await page.getByRole('button', { name: 'Save client' }).click();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  const clientId = Number(/\/clients\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Acme Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText('Calls (1)')).toBeVisible();
  await expect(page.getByText('Nothing made for this client yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all' })).toBeDisabled();

  // Listed, and found by name.
  await page.getByRole('link', { name: 'Back to clients' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Acme Analytics' })).toBeVisible();
  await expect(table).toContainText('Dana Reyes, VP Sales');
  await page.getByLabel('Search clients by name').fill('zzz');
  await expect(page.getByText('No client named like “zzz”')).toBeVisible();
  await page.getByLabel('Search clients by name').fill('acme');
  await shot(page, 'clients-list');
  await table.getByRole('link', { name: 'Acme Analytics' }).click();

  // Edited: a field changed, the call kept.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/edit$`));
  await page.getByLabel('Annual revenue').fill('$5M');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}$`));
  await expect(page.getByText('$5M')).toBeVisible();
  await expect(page.getByText('Calls (1)')).toBeVisible();

  // A result made for the client (through the api, as a tool with context.clientId) is in its timeline.
  await generateViaApi(page, 'offer-creator'); // one for no client, left out below
  const offerId = await offerForClient(page, clientId);
  await page.reload();
  const timeline = page.locator('.ant-card').filter({ hasText: 'Made for this client (1)' });
  await expect(timeline.getByText('Offer Creator', { exact: true })).toBeVisible();
  await expect(timeline.locator(`a[href="/ai-offer-creator/${offerId}"]`)).toBeVisible();
  // The suggestion opens a tool for this client (which one follows the tools' prefill: unit-tested).
  await expect(page.locator('.next-step-card').getByRole('link')).toHaveAttribute('href', new RegExp(`\\?client=${clientId}(&|$)`));
  const workOn = page.locator('.ant-card').filter({ hasText: 'Work on this client' });
  await expect(workOn.getByRole('link', { name: /Niche Finder/ })).toHaveAttribute('href', `/ai-niche-finder?client=${clientId}`);
  await expect(workOn.getByRole('link', { name: /ROI Calculator/ })).toHaveAttribute('href', `/roi-calculator?client=${clientId}`);
  await shot(page, 'client-page');

  // Download all: one Word document for the client.
  await expect(page.getByRole('button', { name: 'Download all' })).toBeEnabled();
  await page.getByRole('button', { name: 'Download all' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Word (.docx)' }).click()]);
  // After the client, as every download of its work (issue 33).
  expect(download.suggestedFilename()).toBe('Acme Analytics - All work.docx');

  // History: filtered by the client, its row names it.
  await page.goto('/history');
  await page.getByRole('tab', { name: /Offer Creator/ }).click();
  const offers = page.getByRole('tabpanel');
  await expect(offers.locator('.ant-list-item')).toHaveCount(2);
  await expect(offers.getByRole('link', { name: 'Acme Analytics' })).toHaveCount(1);
  await choose(page, 'Client', 'Acme Analytics');
  await expect(offers.locator('.ant-list-item')).toHaveCount(1);
  await expect(offers.getByText('For Acme Analytics')).toBeVisible();
  await shot(page, 'history-by-client');

  // Delete: the dialog says the results stay; they do, with no client.
  await page.goto(`/clients/${clientId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The result made for this client is kept in History, no longer linked to a client.');
  await untilStill(page);
  await dialog.getByRole('button', { name: 'Delete client' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('No clients yet')).toBeVisible();
  const item = await page.request.get(`/api/history/offer-creator/${offerId}`);
  expect(((await item.json()) as { clientId: number | null }).clientId).toBeNull();
});

test('on a phone the clients are a list that wraps, and the menu has Clients', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Northwind Traders International Holdings', 'Beta Co']) {
    const res = await page.request.post('/api/clients', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { name, industry: 'Wholesale distribution of speciality foods', contactName: 'Sam Long-Name' } });
    expect(res.status()).toBe(201);
  }
  await page.goto('/clients');
  await expect(page.getByRole('table')).toHaveCount(0);
  const long = page.getByRole('link', { name: 'Northwind Traders International Holdings' });
  await expect(long).toBeVisible();
  // Whole, not cut short: the link is as wide as its text needs, within the screen.
  const box = (await long.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await long.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Clients' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('menu-390.png') });
  await page.getByRole('dialog').getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);

  // Archived: out of the list until asked for, and back with Unarchive.
  await page.getByRole('link', { name: 'Beta Co' }).click();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Client archived')).toBeVisible();
  await page.getByRole('link', { name: 'Back to clients' }).click();
  await expect(page.getByRole('link', { name: 'Northwind Traders International Holdings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beta Co' })).toHaveCount(0);
  await page.getByLabel('Show archived').click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Beta Co' }).getByText('Archived')).toBeVisible();
  await page.getByRole('link', { name: 'Beta Co' }).click();
  await page.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByText('Client restored')).toBeVisible();
});
