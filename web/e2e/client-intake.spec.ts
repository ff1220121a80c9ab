// The AI client intake (issue 23) in Chromium against the real API, a worker and the fake OpenAI
// server: paste a call → Analyse → review each field with the lines it was read from → save it as a
// new client, or merge it into one.
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { expect, test } from './fixtures.ts';
import { choose, generateViaApi } from './support.ts';

/** The intake tool (the catalog's INTAKE_TOOL, checked in catalog.test.ts). */
const INTAKE_TOOL = 'client-intake' as const;

const TRANSCRIPT = (SAMPLE_REQUESTS[INTAKE_TOOL] as { transcript: string }).transcript;
const SHOTS = process.env.SHOTS_DIR;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('paste a call, Analyse, check the evidence, Save as new client: the client has the fields and the call', async ({ signedInPage: page, fakeLlm }) => {
  await page.goto('/clients/from-call');
  await expect(page.getByRole('heading', { name: 'AI Client Intake' })).toBeVisible();
  await expect(page.getByText('Paste the whole call, from 100 to 50,000 characters.', { exact: false })).toBeVisible();
  // Not one of the generators of the header nav.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Client Intake' })).toHaveCount(0);
  await page.getByLabel('Call transcript').fill('Too short.');
  await page.getByRole('button', { name: 'Analyse call' }).click();
  await expect(page.getByText('Please paste the call transcript (at least 100 characters)')).toBeVisible();
  await page.getByLabel('Call transcript').fill(TRANSCRIPT);
  await expect(page.getByLabel('Call date')).toHaveValue(/^\d{4}-\d\d-\d\d$/);
  await page.getByLabel('Call date').fill('2026-11-20');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-1280.png`, fullPage: true });
  // A few seconds of writing: the client file fills in as the model writes it.
  await fakeLlm.stream({ firstTokenMs: 200, tokenDelayMs: 150, chunkChars: 40 });
  await page.getByRole('button', { name: 'Analyse call' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toHaveAttribute('aria-busy', 'true');
  await expect(result.getByText('Client file from the call')).toBeVisible();
  await expect(result.getByText('Acme Analytics').first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/writing-1280.png` });

  await expect(page.getByText('Call analysed')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/clients\/from-call\/\d+$/);
  const review = page.getByRole('form', { name: 'Review the client file' });
  await expect(review.getByLabel('Company name', { exact: true })).toHaveValue('Acme Analytics');
  await expect(review.getByLabel('Annual revenue', { exact: true })).toHaveValue('$4M');
  await expect(review.getByLabel('Contact name', { exact: true })).toHaveValue('Dana Reyes');
  // Each fact with the line it was read from; a fact the call does not state is said to be so.
  await expect(review.getByRole('list', { name: 'What the call said: Annual revenue' })).toHaveText('Dana Reyes: Revenue last year was around $4M.');
  await expect(review.getByRole('list', { name: 'What the call said: Pains' })).toContainText('we lose a third of new accounts');
  await expect(review.getByLabel('Notes', { exact: true })).toHaveValue('');
  await expect(review.getByText('Not stated in the call')).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-1280.png`, fullPage: true });

  await review.getByLabel('Annual revenue', { exact: true }).fill('$4.2M');
  await review.getByLabel('Notes', { exact: true }).fill('Met at the retail summit.');
  await review.getByRole('button', { name: 'Save as new client' }).click();
  await expect(page.getByText('Client saved')).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  const id = Number(/\/clients\/(\d+)$/.exec(page.url())![1]);

  const client = await (await page.request.get(`/api/clients/${id}`, { headers: XHR })).json();
  expect(client).toMatchObject({
    name: 'Acme Analytics',
    industry: 'Technology',
    size: 'medium',
    contactName: 'Dana Reyes',
    contactTitle: 'VP of Sales',
    contactEmail: 'dana@acme.example',
    revenue: '$4.2M',
    notes: 'Met at the retail summit.',
  });
  expect(client.pains).toContain('churn');
  expect(client.calls).toEqual([{ id: expect.any(Number), date: '2026-11-20', transcript: TRANSCRIPT }]);
  // The intake itself stays in History, under its own tab.
  await page.goto('/history');
  await page.getByRole('tab', { name: 'Client Intake' }).click();
  await expect(page.getByText('Acme Analytics').first()).toBeVisible();
});

test('Merge into… an existing client: only the ticked fields are written, the call is added', async ({ signedInPage: page }) => {
  const created = await page.request.post('/api/clients', { headers: XHR, data: { name: 'Acme Group', pains: 'Slow onboarding' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const historyId = await generateViaApi(page, INTAKE_TOOL);
  await page.goto(`/clients/from-call/${historyId}`);
  const review = page.getByRole('form', { name: 'Review the client file' });
  await expect(review.getByLabel('Company name', { exact: true })).toHaveValue('Acme Analytics', { timeout: 20_000 });
  await review.getByRole('radio', { name: 'Merge into an existing client' }).click();
  await review.getByRole('button', { name: 'Merge into client' }).click();
  await expect(review.getByText('Choose the client to merge into')).toBeVisible();
  // The client list loads when the picker opens: a pick made while it arrives can be lost, so pick until it holds.
  await expect(async () => {
    await choose(page, 'Merge into…', 'Acme Group');
    await expect(review.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: 'Acme Group' }).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  // The name is not ticked (the client keeps its own); the pains are unticked by the user.
  await expect(review.getByRole('checkbox', { name: 'Write “Company name” into the client' })).not.toBeChecked();
  await review.getByRole('checkbox', { name: 'Write “Pains” into the client' }).uncheck();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/merge-1280.png`, fullPage: true });
  await review.getByRole('button', { name: 'Merge into client' }).click();
  await expect(page.getByText('Client updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clients/${id}$`));

  const client = await (await page.request.get(`/api/clients/${id}`, { headers: XHR })).json();
  expect(client).toMatchObject({ name: 'Acme Group', pains: 'Slow onboarding', revenue: '$4M', contactName: 'Dana Reyes', size: 'medium' });
  expect(client.calls).toHaveLength(1);
  expect(client.calls[0]).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), transcript: TRANSCRIPT });
});

test('a call analysed for a client (Work for a client) is merged into that client by default', async ({ signedInPage: page }) => {
  const created = await page.request.post('/api/clients', { headers: XHR, data: { name: 'Acme Group' } });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/clients/from-call?client=${id}`);
  await page.getByLabel('Call transcript').fill(TRANSCRIPT);
  await page.getByRole('button', { name: 'Analyse call' }).click();
  const review = page.getByRole('form', { name: 'Review the client file' });
  await expect(review.getByRole('radio', { name: 'Merge into an existing client' })).toBeChecked({ timeout: 20_000 });
  await expect(review.getByRole('combobox', { name: 'Merge into…' })).toBeVisible();
  await review.getByRole('button', { name: 'Merge into client' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${id}$`));
  const client = await (await page.request.get(`/api/clients/${id}`, { headers: XHR })).json();
  expect(client).toMatchObject({ name: 'Acme Group', revenue: '$4M' });
  expect(client.calls).toHaveLength(1);
});

test('on a phone (390 px): the form and the review fit, the evidence is collapsed until opened', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/clients/from-call');
  await expect(page.getByLabel('Call transcript')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-390.png`, fullPage: true });
  const historyId = await generateViaApi(page, INTAKE_TOOL);
  await page.goto(`/clients/from-call/${historyId}`);
  const review = page.getByRole('form', { name: 'Review the client file' });
  await expect(review.getByLabel('Company name', { exact: true })).toHaveValue('Acme Analytics', { timeout: 20_000 });
  const revenueQuotes = review.locator('details').filter({ has: page.locator('[aria-label="What the call said: Annual revenue"]') });
  await expect(revenueQuotes).not.toHaveAttribute('open');
  await expect(review.getByRole('list', { name: 'What the call said: Annual revenue' })).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-390.png`, fullPage: true });
  await revenueQuotes.locator('summary').click();
  await expect(review.getByRole('list', { name: 'What the call said: Annual revenue' })).toHaveText('Dana Reyes: Revenue last year was around $4M.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The name is the one required field: without it nothing is sent, and the field says why.
  await review.getByLabel('Company name', { exact: true }).fill('');
  await review.getByLabel('Contact e-mail', { exact: true }).fill('dana at acme');
  await review.getByRole('button', { name: 'Save as new client' }).click();
  await expect(review.getByText("Please enter the client's company name")).toBeVisible();
  await expect(review.getByText('Please enter a valid email address')).toBeVisible();
  await expect(review.getByLabel('Company name', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/clients/from-call/${historyId}$`));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-390-open.png` });
});
