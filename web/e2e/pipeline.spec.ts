// The pipeline (DESIGN §11.2) in Chromium against the real API, a worker and the fake OpenAI server, at
// 1280 and 390 px: a sent proposal's state follows its client as they open the link, ask a question and
// accept (the client's side through its /api/p/:token routes); the question waits on the dashboard
// ("Waiting on you") and links to its thread, where it is marked new; the pipeline's unread count goes
// once the proposal is opened; the filter by state is in the address; the client's page lists it too.
import { TOOL_CATALOG } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { auditSerious } from './proposals.ts';
import { generateViaApi } from './support.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** A screenshot's path: in SHOTS_DIR when set (to look at them together), else the test's output. */
const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));
const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

/** The client: their own browser's requests (never the owner's session), so their open counts. */
async function clientOf(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) PipelineClient' });
  return context.request;
}

/** The row of the proposal in the pipeline (a table row on a wide screen, a list item on a phone). */
const rowOf = (within: Page | Locator, title: string, width: number) => (width >= 768 ? within.getByRole('row') : within.getByTestId('pipeline-row')).filter({ hasText: title });

for (const width of [1280, 390]) {
  test(`the pipeline follows the client as they open, ask and accept, and the dashboard waits on the question, at ${width} px`, async ({ signedInPage: owner, browser }) => {
    test.setTimeout(120_000);
    await owner.setViewportSize({ width, height: 900 });
    const id = await generateViaApi(owner, 'proposal');
    const sent = await owner.request.post(`/api/proposals/${id}/send`, { headers: XHR, data: {} });
    expect(sent.status()).toBe(201);
    const { token } = (await sent.json()) as { token: string };
    const listed = await owner.request.get('/api/proposals');
    const title = ((await listed.json()) as { items: { id: number; title: string }[] }).items.find((item) => item.id === id)!.title;

    // Sent: in the pipeline, reached from the main navigation.
    await owner.goto('/');
    if (width < 576) {
      // A phone's header has no room for it: the menu's drawer lists it.
      await owner.getByRole('button', { name: 'Open menu' }).click();
      await owner.getByRole('dialog').getByRole('link', { name: 'Pipeline' }).click();
    } else {
      await owner.getByRole('banner').getByRole('link', { name: 'Pipeline' }).click();
    }
    await expect(owner).toHaveURL(/\/proposals$/);
    await expect(owner.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
    const row = rowOf(owner, title, width);
    await expect(row).toContainText('Sent');

    // The client opens the link: opened.
    const theClient = await clientOf(browser);
    const page = await theClient.get(`/api/p/${token}`);
    expect(page.status()).toBe(200);
    const { inputs } = (await page.json()) as { inputs: unknown };
    await owner.reload();
    await expect(row).toContainText('Opened');

    // They ask a question: asking, with one unread; the dashboard waits on it.
    const asked = await theClient.post(`/api/p/${token}/change-requests`, { headers: XHR, data: { path: 'headline', comment: 'Does this include onboarding?', kind: 'question' } });
    expect(asked.status()).toBe(201);
    const threadId = ((await asked.json()) as { id: number }).id;
    await owner.reload();
    await expect(row).toContainText('Asking');
    await expect(row.getByLabel('1 unread')).toBeVisible();
    await noSideScroll(owner);
    await auditSerious(owner);
    await owner.screenshot({ path: shot(`pipeline-asking-${width}.png`), fullPage: true });

    // The filter by state is in the address, and survives a reload.
    await owner.goto('/proposals?state=accepted');
    await expect(owner.getByText('Nothing accepted here')).toBeVisible();
    await owner.goto('/proposals?state=asking');
    await expect(rowOf(owner, title, width)).toBeVisible();

    await owner.goto('/');
    const waiting = owner.getByRole('region', { name: /^Waiting on you/ });
    await expect(waiting).toContainText('Does this include onboarding?');
    await noSideScroll(owner);
    await owner.screenshot({ path: shot(`pipeline-dashboard-${width}.png`), fullPage: true });
    await waiting.getByRole('link', { name: /Does this include onboarding\?/ }).click();
    await expect(owner).toHaveURL(new RegExp(`${TOOL_CATALOG.proposal.route}/${id}#thread-${threadId}$`));
    // Opened: what the client did is marked new here, and read from now on.
    const activity = owner.getByRole('region', { name: 'Activity' });
    await expect(activity.getByTestId('activity-unread')).toContainText('1 new');
    const thread = activity.getByRole('article', { name: 'Question on Headline' });
    await expect(thread).toContainText('New');
    await owner.screenshot({ path: shot(`pipeline-proposal-unread-${width}.png`) });

    // The owner answers; the client accepts: accepted, read, and no longer waiting.
    await thread.getByRole('textbox', { name: 'Reply to the client' }).fill('Yes: the first two weeks.');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread.getByRole('list', { name: 'Conversation' })).toContainText('Yes: the first two weeks.');
    const quote = await theClient.post(`/api/p/${token}/quote`, { headers: XHR, data: { inputs } });
    const tier = ((await quote.json()) as { tiers: { name: string }[] }).tiers[0]!.name;
    const accepted = await theClient.post(`/api/p/${token}/accept`, { headers: XHR, data: { tier, inputs, fullName: 'Dana Whitfield', email: 'dana@acme.test', consent: true } });
    expect(accepted.status()).toBe(201);

    await owner.goto('/proposals');
    const acceptedRow = rowOf(owner, title, width);
    await expect(acceptedRow).toContainText('Accepted');
    // The acceptance came after the owner's read mark: one unread again.
    await expect(acceptedRow.getByLabel('1 unread')).toBeVisible();
    await owner.screenshot({ path: shot(`pipeline-accepted-${width}.png`), fullPage: true });
    await owner.goto('/');
    await expect(owner.getByRole('heading', { level: 2, name: 'Recent work' })).toBeVisible();
    await expect(owner.getByRole('region', { name: /^Waiting on you/ })).toHaveCount(0);
  });
}

test('each client’s page lists its own proposals in the pipeline, with their state', async ({ signedInPage: owner }) => {
  test.setTimeout(90_000);
  const made = async (name: string) => ((await (await owner.request.post('/api/clients', { headers: XHR, data: { name } })).json()) as { id: number }).id;
  const mine = await made('Brightside Dental');
  const other = await made('Harbour Bakery');
  // A proposal made for the first client (its request's context names it).
  const res = await owner.request.post('/api/tools/proposal', { headers: XHR, data: { ...SAMPLE_REQUESTS.proposal, context: { clientId: mine } }, timeout: 30_000 });
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as { historyId: number }).historyId;
  const answer = await owner.request.get(`/api/proposals?clientId=${mine}`);
  const items = ((await answer.json()) as { items: { id: number; title: string }[] }).items;
  expect(items.map((item) => item.id)).toEqual([id]);

  for (const width of [1280, 390]) {
    await owner.setViewportSize({ width, height: 900 });
    await owner.goto(`/clients/${mine}`);
    const card = owner.locator('.ant-card').filter({ has: owner.locator('.ant-card-head-title', { hasText: /^Pipeline$/ }) });
    await expect(rowOf(card, items[0]!.title, width)).toContainText('Draft');
    await noSideScroll(owner);
    await card.screenshot({ path: shot(`pipeline-client-${width}.png`) });
    // The timeline of what was made for the client says the state too (History's rows carry it).
    await expect(owner.locator('.client-timeline-item').filter({ hasText: items[0]!.title })).toContainText('Draft');
  }
  await owner.goto(`/clients/${other}`);
  await expect(owner.getByText('Nothing made for this client is in the pipeline yet.')).toBeVisible();

  // A team's pipeline is under its prefix, with the author filter; the personal proposal is not in it.
  const team = await owner.request.post('/api/workspaces', { headers: XHR, data: { name: 'Pipeline Team' } });
  expect(team.status()).toBe(201);
  const { slug } = (await team.json()) as { slug: string };
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto(`/t/${slug}/proposals`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  await expect(owner.getByRole('combobox', { name: 'Filter by author' })).toBeVisible();
  await expect(owner.getByText(/^Nothing here yet/)).toBeVisible();
  await auditSerious(owner);
});
