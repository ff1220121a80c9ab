// One submission is one generation: a double click, or two submits in the same task (before React
// re-renders and disables the button), send one POST, call the LLM once and save one History row.
import type { Page } from '@playwright/test';
import { expect, test, type FakeLlm } from './fixtures.ts';

const TRANSCRIPT =
  'Prospect: We get leads but most never book a call. Our team spends hours on follow-ups and we lose deals to cheaper competitors every month.';

/** Fills the offer form and counts the generation POSTs the page sends from then on. */
async function offerFormReady(page: Page, fakeLlm: FakeLlm) {
  await page.goto('/ai-offer-creator');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Full name').fill('Ann Lee');
  await page.getByLabel('Call or podcast transcript').fill(TRANSCRIPT);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/tools/')) posts.push(request.url());
  });
  // Latency keeps the first generation pending while the second submit arrives.
  await fakeLlm.delay(1500);
  return { posts, llmCallsBefore: await fakeLlm.calls() };
}

async function expectOneGeneration(page: Page, fakeLlm: FakeLlm, posts: string[], llmCallsBefore: number) {
  await expect(page.getByText('Offer Created')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/ai-offer-creator\/\d+$/);
  // A wait for something that must not happen (a late second request): nothing to wait on
  // instead, so the page gets a fixed second to send it before the counts are taken.
  await page.waitForTimeout(1000);
  expect(posts).toHaveLength(1);
  expect((await fakeLlm.calls()) - llmCallsBefore).toBe(1);
  const saved = await page.request.get('/api/history/offer-creator');
  expect(await saved.json()).toHaveLength(1);
  await page.goto('/history');
  await page.getByRole('tab', { name: 'Offer Creator' }).click();
  await expect(page.getByRole('link', { name: /^View / })).toHaveCount(1);
}

test('a double click on Generate sends one request and saves one History row', async ({ signedInPage: page, fakeLlm }) => {
  const { posts, llmCallsBefore } = await offerFormReady(page, fakeLlm);
  await page.getByRole('button', { name: 'Create My Offer' }).dblclick();
  await expectOneGeneration(page, fakeLlm, posts, llmCallsBefore);
});

test('two submits before React re-renders send one request', async ({ signedInPage: page, fakeLlm }) => {
  const { posts, llmCallsBefore } = await offerFormReady(page, fakeLlm);
  // Same task, so the button cannot have been disabled in between: only the hook can refuse.
  await page.getByRole('form', { name: 'Offer creator' }).evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expectOneGeneration(page, fakeLlm, posts, llmCallsBefore);
});
