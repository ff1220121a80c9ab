// Outside testers: reload, Back/Forward or closing the tab while a generation runs lost the screen
// (an empty form, no sign the job still ran) while it completed into History. The tool screen now
// reattaches to its running job (the inputs back in the form, the result resuming where it was),
// and the dashboard lists what still runs, with a link.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillNicheAnswers } from './support.ts';

const TRANSCRIPT = 'Prospect: We get leads but most never book a call. Our team spends hours on follow-ups and we lose deals to cheaper competitors every month.';

async function startOffer(page: Page) {
  await page.goto('/ai-offer-creator');
  await page.getByLabel('Full name').fill('Ann Lee');
  await page.getByLabel('Call or podcast transcript').fill(TRANSCRIPT);
  await page.getByRole('button', { name: 'Create My Offer' }).click();
  // Writing has begun: the first part of the result is on screen.
  await expect(page.getByRole('region', { name: 'Result' }).getByText('Main offer')).toBeVisible({ timeout: 10_000 });
}

/** The user's saved offers, through the api (one generation must never become two). */
async function savedOffers(page: Page) {
  const res = await page.request.get('/api/history/offer-creator');
  expect(res.status()).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

/** The job was reattached: it is still being written here, with the inputs it was started with. */
async function expectReattached(page: Page) {
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(page.getByText('Writing… the result appears as it is written')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Result' }).getByText('Main offer')).toBeVisible();
  await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/ai-offer-creator\/\d+$/);
  expect(await savedOffers(page)).toBe(1);
}

test.beforeEach(async ({ fakeLlm }) => {
  // About 9 s of writing (the test server's LLM timeout is 15 s): time to reload, go back, close.
  await fakeLlm.stream({ firstTokenMs: 300, tokenDelayMs: 100, chunkChars: 16 });
});

test('a reload while the offer is written reattaches the screen to the job', async ({ signedInPage: page }) => {
  await startOffer(page);
  await page.reload();
  await expectReattached(page);
});

test('Back to the dashboard shows the job running with a link, the screen is not pulled back, and the link reattaches', async ({ signedInPage: page }) => {
  await page.goto('/');
  await startOffer(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const running = page.getByRole('region', { name: 'Running now' });
  await expect(running.getByRole('link', { name: 'AI Offer Creator' })).toBeVisible();
  await expect(running).toContainText('Writing…');
  await page.screenshot({ path: test.info().outputPath('dashboard-running.png') });
  await running.getByRole('link', { name: 'AI Offer Creator' }).click();
  await expect(page).toHaveURL(/\/ai-offer-creator$/);
  await expectReattached(page);
});

test('leaving the screen does not pull the user back when the job ends, and the dashboard lists it as done', async ({ signedInPage: page }) => {
  await startOffer(page);
  await page.getByRole('link', { name: 'History', exact: true }).first().click();
  await expect(page).toHaveURL(/\/history$/);
  // The job ends while the user is elsewhere: they stay where they are.
  await expect.poll(() => savedOffers(page), { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/history$/);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Running now' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recent work' })).toBeVisible();
});

test('closing the tab and opening the tool in a new one reattaches (the form holds the inputs if it is cancelled)', async ({ signedInPage: page }) => {
  await startOffer(page);
  const next = await page.context().newPage();
  await page.close();
  await next.goto('/ai-offer-creator');
  await expect(next.getByText('Writing… the result appears as it is written')).toBeVisible();
  await expect(next.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await next.screenshot({ path: test.info().outputPath('reattached.png') });
  await next.getByRole('button', { name: 'Cancel' }).click();
  await expect(next.getByText('Generation cancelled')).toBeVisible({ timeout: 10_000 });
  // Nothing was saved, and the inputs it was started with are in the form.
  await expect(next.getByLabel('Call or podcast transcript')).toHaveValue(TRANSCRIPT);
  expect(await savedOffers(next)).toBe(0);
  // A screen opened now has nothing to reattach to.
  await next.reload();
  await expect(next.getByLabel('Call or podcast transcript')).toHaveValue('');
  await expect(next.getByRole('button', { name: 'Create My Offer' })).toBeEnabled();
});

test('Back then Forward while a niche analysis is written shows the inputs and the running job, then the result', async ({ signedInPage: page, fakeLlm }) => {
  // About 7 s of writing. The Niche Finder keeps its form on screen beside the result being written.
  await fakeLlm.stream({ firstTokenMs: 300, tokenDelayMs: 60, chunkChars: 16 });
  // The screen is opened once before the job begins: the browser keeps that page, with the server's
  // answer to "what is running?" in it, and shows it again on Forward; it must not be trusted.
  await page.goto('/');
  await page.goto('/ai-niche-finder');
  await fillNicheAnswers(page);
  await page.getByRole('button', { name: 'Find My Niche' }).click();
  const firstNiche = page.getByRole('region', { name: 'Result' }).getByRole('heading', { level: 3 }).first();
  await expect(firstNiche).not.toBeEmpty({ timeout: 10_000 });

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Running now' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/ai-niche-finder$/);
  // The inputs it was started with, locked while it runs, and the running job.
  await expect(page.getByLabel('Full name')).toHaveValue('Ann Lee');
  await expect(page.getByLabel('Target market')).toHaveValue('Small marketing agencies');
  await expect(page.getByLabel('Target market')).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Competitive factors' }).getByRole('button', { pressed: true })).toHaveText(['Quality Focus']);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(page.getByText('Writing… the result appears as it is written')).toBeVisible();
  // Then the result, saved once.
  await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/ai-niche-finder\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Recommended Niches' })).toBeVisible();
  const saved = await page.request.get('/api/history/niche-finder');
  expect(((await saved.json()) as unknown[]).length).toBe(1);
});
