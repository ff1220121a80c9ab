// Live generation in the browser: the result fills in while the model writes it (before the POST
// answers), the form is locked, nothing moves when the final result replaces the partial one, a
// generation can be cancelled, and without the event stream the screen still works.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillColdEmailBuilder, fillNicheAnswers, fillOfferForm } from './support.ts';

async function fillNicheForm(page: Page) {
  await page.goto('/ai-niche-finder');
  await page.getByLabel('Email').fill('ann@example.com');
  await fillNicheAnswers(page);
}

/** Whether the generation's POST has answered yet. */
function watchPost(page: Page, tool: string) {
  const state = { answered: false };
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && res.url().endsWith(`/api/tools/${tool}`)) state.answered = true;
  });
  return state;
}

/**
 * What a generation run leaves in the browser's console, and the job-status or stream requests the
 * server answered 404 (a job asked for before it exists, or after it is gone).
 */
function watchConsole(page: Page) {
  const seen = { errors: [] as string[], missingJobs: [] as string[], jobRequestsOpen: 0 };
  const isJobRequest = (url: string) => new URL(url).pathname.startsWith('/api/tools/jobs/');
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('response', (res) => {
    if (res.status() === 404 && isJobRequest(res.url())) seen.missingJobs.push(`${res.request().method()} ${res.url()}`);
  });
  // Job-status and stream requests sent and not yet ended (answered in full, or failed).
  page.on('request', (req) => void (isJobRequest(req.url()) && (seen.jobRequestsOpen += 1)));
  const ended = (req: Request) => void (isJobRequest(req.url()) && (seen.jobRequestsOpen -= 1));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return seen;
}

test('the result fills in before the POST answers, the form is locked, and nothing moves at the end', async ({ signedInPage: page, fakeLlm }) => {
  // About 5 s of writing (the test server's LLM timeout is 15 s): time enough to look at the screen while it is written.
  await fakeLlm.stream({ firstTokenMs: 300, tokenDelayMs: 60, chunkChars: 24 });
  await fillNicheForm(page);
  const post = watchPost(page, 'niche-finder');
  await page.getByRole('button', { name: 'Find My Niche' }).click();

  await expect(page.getByText('Writing… the result appears as it is written')).toBeVisible();
  const firstNiche = page.getByRole('region', { name: 'Result' }).getByRole('heading', { level: 3 }).first();
  await expect(firstNiche).not.toBeEmpty({ timeout: 10_000 });
  const partialName = await firstNiche.innerText();
  expect(post.answered).toBe(false); // seen while the POST still waits
  await expect(page.getByRole('status').filter({ hasText: 'Writing…' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  // The result being written is where the user looks, its actions wait for the end.
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toHaveAttribute('aria-busy', 'true');
  await expect(result).toBeFocused();
  await expect(result.getByRole('heading', { name: 'Recommended Niches' })).toBeInViewport();
  await expect(result.getByRole('button', { name: 'Copy All' })).toBeDisabled();
  const top = (await result.boundingBox())!.y;
  const during = { title: (await page.getByRole('heading', { level: 1 }).boundingBox())!, niche: (await firstNiche.boundingBox())! };

  await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 20_000 });
  expect(post.answered).toBe(true);
  const finalName = await firstNiche.innerText();
  expect(finalName.startsWith(partialName.replace(/…$/, ''))).toBe(true);
  expect(finalName.length).toBeGreaterThanOrEqual(partialName.length);
  const after = { title: (await page.getByRole('heading', { level: 1 }).boundingBox())!, niche: (await firstNiche.boundingBox())! };
  expect(Math.abs(after.title.y - during.title.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(after.niche.x - during.niche.x)).toBeLessThanOrEqual(1);
  await expect(page.getByText('Writing… the result appears as it is written')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(result).toBeFocused();
  await expect(result).toHaveAttribute('aria-busy', 'false');
  await expect(result.getByRole('button', { name: 'Copy All' })).toBeEnabled();
  expect(Math.abs((await result.boundingBox())!.y - top)).toBeLessThanOrEqual(1); // the view did not move
});

test('a tab opened while the offer is written stays open when it is complete', async ({ signedInPage: page, fakeLlm }) => {
  await fakeLlm.stream({ firstTokenMs: 300, tokenDelayMs: 40, chunkChars: 24 });
  await fillOfferForm(page);
  const post = watchPost(page, 'offer-creator');
  await page.getByRole('button', { name: 'Create My Offer' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('Main offer')).toBeVisible({ timeout: 10_000 });
  expect(post.answered).toBe(false);
  await expect(result.getByRole('button', { name: 'Create Another Offer' })).toBeDisabled();
  await result.getByRole('tab', { name: 'Marketing Angles' }).click();
  await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 20_000 });
  await expect(result.getByRole('tab', { name: 'Marketing Angles' })).toHaveAttribute('aria-selected', 'true');
  await expect(result.getByRole('button', { name: 'Create Another Offer' })).toBeEnabled();
});

test('Cancel on a phone: the generation stops, nothing is saved, the inputs stay', async ({ signedInPage: page, fakeLlm }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await fakeLlm.stream({ firstTokenMs: 200, tokenDelayMs: 200, chunkChars: 8 }); // minutes of writing
  await fillNicheForm(page);
  await page.getByRole('button', { name: 'Find My Niche' }).click();
  await expect(page.getByText('Writing… the result appears as it is written')).toBeVisible({ timeout: 10_000 });

  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await cancel.click();
  await expect(page.getByText('Generation cancelled')).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('Nothing was saved. Your inputs are still in the form.')).toBeVisible();
  await expect(page.getByText('Saved to History')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeEnabled();
  await expect(page.getByLabel('Target market')).toHaveValue('Small marketing agencies');
  await expect(page).toHaveURL(/\/ai-niche-finder$/);
  const summary = await page.request.get('/api/history/summary');
  expect(((await summary.json()) as { counts: Record<string, number> }).counts['niche-finder']).toBe(0);
});

test('without the event stream (blocked by a proxy, say) the screen works as before', async ({ signedInPage: page, fakeLlm }) => {
  await page.route('**/api/tools/jobs/*/events', (route) => route.abort());
  await fakeLlm.stream({ firstTokenMs: 300, tokenDelayMs: 10, chunkChars: 24 });
  await fillNicheForm(page);
  const seen = watchConsole(page);
  await page.getByRole('button', { name: 'Find My Niche' }).click();
  await expect(page.getByText(/elapsed/)).toBeVisible();
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Recommended Niches' })).toBeVisible();
  await expect(page.getByText('Saved to History')).toBeVisible();
  // The status polls that stand in for the stream never ask for a job that is not there.
  expect(seen.missingJobs).toEqual([]);
});

test('a generation run leaves no error in the console and asks for no job that does not exist', async ({ signedInPage: page, fakeLlm }) => {
  await fakeLlm.stream({ firstTokenMs: 300, tokenDelayMs: 40, chunkChars: 24 });
  await fillNicheForm(page);
  const seen = watchConsole(page);
  await page.getByRole('button', { name: 'Find My Niche' }).click();
  await expect(page.getByText('Writing… the result appears as it is written')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/ai-niche-finder\/\d+$/);
  // A status poll (or the stream) still on its way when the job ended has been answered.
  await expect.poll(() => seen.jobRequestsOpen).toBe(0);
  expect(seen.missingJobs).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('a cold email sequence appears email by email; its actions wait for the finished sequence', async ({ signedInPage: page, fakeLlm }) => {
  await fakeLlm.stream({ firstTokenMs: 200, tokenDelayMs: 100, chunkChars: 64 }); // about 5 s, inside the test server's 15 s LLM timeout
  await page.goto('/ai-cold-email-writer');
  await fillColdEmailBuilder(page, '4 emails');
  await page.getByRole('button', { name: 'Generate Email Sequence' }).click();

  // While the sequence is written, its emails appear one by one, and Copy All waits for the end.
  await expect(async () => {
    await expect(page.getByText(/^(Writing|Generating)…/).first()).toBeVisible({ timeout: 100 });
    expect(await page.getByRole('tab', { name: /^Email \d$/ }).count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('button', { name: 'Copy All' })).toBeDisabled({ timeout: 100 });
  }).toPass({ timeout: 15_000, intervals: [50] });
  await expect(page.getByText('Email Sequence Generated')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Email 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Copy All' })).toBeVisible();
});
