// The pack (issue 24: "one pack from one call, a few clicks") in Chromium against the real API, a
// worker and the fake OpenAI server: from the dashboard → paste a call → "Analyse call" → "Build the
// pack" → every step done → the pack ends on the proposal as the client will see it → "Copy the link
// instead" (DESIGN §11.1: read before it is sent; Send itself e-mails, mail-on.spec.ts): four clicks from the dashboard. The pack's page ("Done") links to
// each result. Clicks are counted and the wall time with the fake LLM is asserted; screenshots at 1280
// and 390 px.
import { mkdirSync } from 'node:fs';
import { PACK_CANCELLED, PACK_STEPS } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Locator, Page } from '@playwright/test';
import { axe } from './axe.ts';
import { expect, test } from './fixtures.ts';

/** The intake tool (the catalog's INTAKE_TOOL, checked in catalog.test.ts). */
const INTAKE_TOOL = 'client-intake' as const;

const TRANSCRIPT = (SAMPLE_REQUESTS[INTAKE_TOOL] as { transcript: string }).transcript;
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });
/** With the fake LLM answering at once, the whole flow (intake + five steps) stays well under this. */
const WALL_MS = 15_000;
/** A full-page screenshot from the top (the sticky header otherwise lands mid-page). */
const shot = async (page: Page, path: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
};
/** No serious or critical WCAG 2.1 AA finding on the page as it stands. */
const audit = async (page: Page) => {
  const result = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
};
const STEP_TITLES = ['AI Offer Creator', 'AI Cold Email Writer', 'AI Growth Plan Creator', 'ROI Calculator', 'AI Proposal Builder'];

test('paste a call, Analyse call, Build the pack: every step done, ≤ 4 clicks with preview and Send, within the wall time', async ({ signedInPage: page }) => {
  expect(PACK_STEPS).toHaveLength(STEP_TITLES.length);
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  await page.goto('/');
  await click(page.getByRole('link', { name: 'Start from a sales call' }));
  await expect(page).toHaveURL(/\/clients\/from-call$/);
  await page.getByLabel('Call transcript').fill(TRANSCRIPT);
  const started = Date.now();
  await click(page.getByRole('button', { name: 'Analyse call' }));
  await expect(page.getByText('Call analysed')).toBeVisible({ timeout: 20_000 });
  const review = page.getByRole('form', { name: 'Review the client file' });
  await click(review.getByRole('button', { name: 'Build the pack' }));

  await expect(page).toHaveURL(/\/clients\/\d+\/pack\/\d+$/);
  await expect(page.getByRole('heading', { name: /^(Building the pack|Done)$/ })).toBeVisible();
  const packUrl = page.url();
  // Watched to its end, the pack lands on the proposal as the client will see it, Send there.
  await expect(page).toHaveURL(/\/ai-proposal\/\d+\/preview$/, { timeout: 30_000 });
  const wallMs = Date.now() - started;
  console.log(`[pack] call → all steps done, proposal previewed: ${wallMs} ms, ${clicks} clicks`);
  expect(wallMs).toBeLessThan(WALL_MS);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await click(page.getByRole('button', { name: 'Copy the link instead' }));
  await expect(page.getByText(/Sent\. The link is on your clipboard/)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('textbox', { name: 'Proposal link' })).toHaveValue(link);
  const shareMs = Date.now() - started;
  console.log(`[pack] dashboard → link copied: ${shareMs} ms, ${clicks} clicks`);
  expect(clicks).toBeLessThanOrEqual(4);
  expect(shareMs).toBeLessThan(WALL_MS);
  await shot(page, `${SHOTS}/pack-shared-1280.png`);

  // The pack's page, opened done: every step, each linking to its result (it stays there).
  await page.goto(packUrl);
  await expect(page.getByText('All 5 steps are done')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Done' })).toBeVisible();
  const steps = page.getByLabel('Pack steps');
  for (const title of STEP_TITLES) await expect(steps.getByText(title, { exact: true })).toBeVisible();
  // Each step links to its saved result, the ROI calculation too (saved like any other).
  await expect(page.getByRole('link', { name: 'Open the result' })).toHaveCount(5);
  const roiStep = steps.locator('.ant-steps-item').nth(STEP_TITLES.indexOf('ROI Calculator'));
  await expect(roiStep.getByRole('link', { name: 'Open the result' })).toHaveAttribute('href', /^\/roi-calculator\/\d+$/);
  // The proposal's step says what the call's value drivers are worth a month, in the brand's money.
  const proposalStep = steps.locator('.ant-steps-item').nth(STEP_TITLES.indexOf('AI Proposal Builder'));
  await expect(proposalStep.getByText(/^Worth about \$[\d,]+ a month to the client, from what the call states$/)).toBeVisible();
  // One price per pack (issue 52): the ROI step prices from the same value and says the same figure.
  const worth = page.getByText(/^Worth about /);
  await expect(worth).toHaveCount(2);
  const [roiWorth, proposalWorth] = await Promise.all([roiStep.getByText(/^Worth about /).textContent(), proposalStep.getByText(/^Worth about /).textContent()]);
  expect(roiWorth?.match(/\$[\d,]+/)?.[0]).toBe(proposalWorth?.match(/\$[\d,]+/)?.[0]);
  await shot(page, `${SHOTS}/pack-done-1280.png`);
  // The link opens the client's page, for anyone.
  const visitor = await page.context().browser()!.newContext();
  const publicPage = await visitor.newPage();
  const token = link.split('/p/')[1];
  expect((await publicPage.request.get(`/api/p/${token}`)).status()).toBe(200);
  await visitor.close();

  // A reload shows the same progress: the page reads the pack by its id.
  const url = packUrl;
  await page.goto(url);
  await expect(page.getByText('All 5 steps are done')).toBeVisible();
  expect(page.url()).toBe(url);
  await audit(page);

  // The client's page shows everything the pack made.
  const clientId = /\/clients\/(\d+)\/pack/.exec(url)![1];
  await page.getByRole('link', { name: 'Open the result' }).last().click();
  await expect(page).toHaveURL(/\/ai-proposal\/\d+$/);
  await page.goto(`/clients/${clientId}`);
  await expect(page.getByText('Acme Analytics').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  await expect(page.getByText('All 5 steps are done')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview and send the proposal' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, `${SHOTS}/pack-done-390.png`);
});

test('a failed step shows its error and Retry; the retry finishes the pack, the done steps kept', async ({ signedInPage: page, fakeLlm }) => {
  await page.goto('/clients/from-call');
  await page.getByLabel('Call transcript').fill(TRANSCRIPT);
  await page.getByRole('button', { name: 'Analyse call' }).click();
  await expect(page.getByText('Call analysed')).toBeVisible({ timeout: 20_000 });
  await fakeLlm.failTools(['growth-plan']);
  await page.getByRole('form', { name: 'Review the client file' }).getByRole('button', { name: 'Build the pack' }).click();
  await expect(page.getByText('2 of 5 steps done. Retry')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The AI service could not produce a result. Please try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the result' })).toHaveCount(2);
  await audit(page);
  const before = await page.getByRole('link', { name: 'Open the result' }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await shot(page, `${SHOTS}/pack-failed-1280.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${SHOTS}/pack-failed-390.png`);
  await page.setViewportSize({ width: 1280, height: 720 });

  await fakeLlm.failTools([]);
  const packUrl = page.url();
  await page.getByRole('button', { name: 'Retry' }).click();
  // Retried to its end, the pack lands on the proposal's preview; its page keeps the steps done before.
  await expect(page).toHaveURL(/\/ai-proposal\/\d+\/preview$/, { timeout: 30_000 });
  await page.goto(packUrl);
  await expect(page.getByText('All 5 steps are done')).toBeVisible();
  const after = await page.getByRole('link', { name: 'Open the result' }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(after.slice(0, 2)).toEqual(before);
});

test('Cancel stops a running pack at its step; Retry carries on from there', async ({ signedInPage: page, fakeLlm }) => {
  await page.goto('/clients/from-call');
  await page.getByLabel('Call transcript').fill(TRANSCRIPT);
  await page.getByRole('button', { name: 'Analyse call' }).click();
  await expect(page.getByText('Call analysed')).toBeVisible({ timeout: 20_000 });
  await fakeLlm.delay(5000);
  await page.getByRole('form', { name: 'Review the client file' }).getByRole('button', { name: 'Build the pack' }).click();
  await expect(page.getByText('Writing…')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(PACK_CANCELLED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await fakeLlm.delay(0);
  const packUrl = page.url();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/ai-proposal\/\d+\/preview$/, { timeout: 30_000 });
  await page.goto(packUrl);
  await expect(page.getByText('All 5 steps are done')).toBeVisible();
});

test('another user’s pack is not found', async ({ signedInPage: page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
  const name = `packowner${Date.now().toString(36)}`;
  await otherPage.request.post('/api/register', { headers: xhr, data: { username: name, email: `${name}@example.com`, password: 'secret-123', confirmPassword: 'secret-123' } });
  const client = await (await otherPage.request.post('/api/clients', { headers: xhr, data: { name: 'Theirs Ltd', industry: 'Analytics', contactName: 'Terry Theirs', contactTitle: 'Founder', pains: 'Reporting takes the team two days every single month.', goals: 'Close the books in a day and grow the client base.', offering: 'Reporting software for accountancy firms', calls: [{ date: '2026-11-20', transcript: TRANSCRIPT }] } })).json();
  const started = await otherPage.request.post('/api/tools/pack', { headers: xhr, data: { clientId: client.id } });
  expect(started.status()).toBe(202);
  const { packId } = await started.json();
  await other.close();
  await page.goto(`/clients/${client.id}/pack/${packId}`);
  await expect(page.getByRole('heading', { name: 'Pack not found' })).toBeVisible();
});
