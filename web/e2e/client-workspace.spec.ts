// Client workspaces end to end (issue 23), as a consultant works, at 1280 and 390 px: paste a call →
// intake → save the client → Offer for that client → "Use in next step" to the cold email and the
// growth plan with no field typed by hand (a select picked is not typing) → the client page shows the
// three results, each linked to the ones it was made from.
import { TOOL_CATALOG } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choose, uniqueName } from './support.ts';

/** The intake tool (the catalog's INTAKE_TOOL, checked in catalog.test.ts). */
const INTAKE_TOOL = 'client-intake' as const;

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const CALL = (SAMPLE_REQUESTS[INTAKE_TOOL] as { transcript: string }).transcript;

/** A consultant's account: their name (the growth plan's author) and their firm. */
async function consultant(page: Page) {
  const username = uniqueName('workspace');
  const res = await page.request.post('/api/register', {
    headers: XHR,
    data: { username, email: `${username}@example.com`, fullName: 'Pat Doe', password: 'secret-123', confirmPassword: 'secret-123' },
  });
  expect(res.status()).toBe(201);
  // The firm, set once in the account's brand, is the growth plan's "your company".
  const brand = await page.request.put('/api/account/brand', { headers: XHR, data: { firmName: 'Doe Growth Partners', senderName: 'Pat Doe', signature: '', accentColor: '' } });
  expect(brand.status()).toBe(200);
}

/** Every text field and text area of the form that is empty (what the user would have to type). */
const emptyFields = (page: Page) =>
  page.locator('form input[type="text"], form input[type="email"], form input:not([type]), form textarea').evaluateAll((els) =>
    els.filter((el) => (el as HTMLInputElement).value.trim() === '' && !el.closest('.ant-select')).map((el) => el.id || (el as HTMLInputElement).name),
  );

async function useInNextStep(page: Page, title: string) {
  await page.getByRole('button', { name: 'Use in next step' }).click();
  await page.getByRole('menuitem', { name: title }).click();
}

for (const width of [1280, 390]) {
  test(`from a call to an offer, a sequence and a plan for one client, nothing typed but the call (${width} px)`, async ({ page, fakeLlm }) => {
    test.setTimeout(180_000);
    await fakeLlm.recover();
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    await consultant(page);

    // The call, read into a client file and saved.
    await page.goto('/clients');
    await page.getByRole('link', { name: 'New client from a call' }).first().click();
    await page.getByLabel('Call transcript').fill(CALL);
    await page.getByRole('button', { name: 'Analyse call' }).click();
    await expect(page.getByText('Call analysed')).toBeVisible({ timeout: 30_000 });
    const review = page.getByRole('form', { name: 'Review the client file' });
    await expect(review.getByLabel('Company name', { exact: true })).toHaveValue('Acme Analytics');
    await review.getByRole('button', { name: 'Save as new client' }).click();
    await expect(page).toHaveURL(/\/clients\/\d+$/);
    const clientId = Number(/\/clients\/(\d+)$/.exec(page.url())![1]);

    // The offer, for that client: the form is the client's (the latest call, its contact).
    await page.locator('.ant-card').filter({ hasText: 'Work on this client' }).getByRole('link', { name: TOOL_CATALOG['offer-creator'].shortName, exact: true }).click();
    await expect(page).toHaveURL(`${TOOL_CATALOG['offer-creator'].route}?client=${clientId}`);
    await expect(page.getByLabel('Call or podcast transcript')).toHaveValue(CALL);
    expect(await emptyFields(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create My Offer' }).click();
    await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 30_000 });
    const offerUrl = page.url();
    const offerId = Number(/\/(\d+)$/.exec(offerUrl)![1]);

    // The cold email, from the offer and the client.
    await useInNextStep(page, TOOL_CATALOG['cold-email'].title);
    await expect(page).toHaveURL(`${TOOL_CATALOG['cold-email'].route}?client=${clientId}&from=offer-creator:${offerId}`);
    await expect(page.getByLabel('Target role')).toHaveValue('VP of Sales');
    expect(await emptyFields(page)).toEqual([]);
    await choose(page, 'Campaign goal', 'Book a Meeting');
    await choose(page, 'Email tone', 'Conversational');
    await choose(page, 'Sequence length', '3 emails');
    await shot('cold-email-prefilled');
    await page.getByRole('button', { name: 'Generate Email Sequence' }).click();
    await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.item-links').getByRole('link', { name: /^Offer Creator · / })).toHaveAttribute('href', `${TOOL_CATALOG['offer-creator'].route}/${offerId}`);

    // The growth plan, from the same offer.
    await page.goto(offerUrl);
    await useInNextStep(page, TOOL_CATALOG['growth-plan'].title);
    await expect(page.getByLabel('Client company')).toHaveValue('Acme Analytics');
    await expect(page.getByLabel('Current annual revenue (USD)')).toHaveValue('4000000');
    expect(await emptyFields(page)).toEqual([]);
    await shot('growth-plan-prefilled');
    await page.getByRole('button', { name: /Generate|Create/ }).last().click();
    await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.item-links').getByRole('link', { name: /^Offer Creator · / })).toBeVisible();

    // The client page: the three results, newest first, each a link; the offer names what it was used in.
    await page.goto(`/clients/${clientId}`);
    const timeline = page.locator('.client-timeline-item');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(0)).toContainText(TOOL_CATALOG['growth-plan'].shortName);
    await expect(timeline.nth(1)).toContainText(TOOL_CATALOG['cold-email'].shortName);
    await expect(timeline.nth(2)).toContainText(TOOL_CATALOG['offer-creator'].shortName);
    await shot('client-page');
    await timeline.nth(2).getByRole('link').click();
    const usedIn = page.locator('.item-links');
    await expect(usedIn.getByRole('link', { name: /^Cold Email · / })).toBeVisible();
    await expect(usedIn.getByRole('link', { name: /^Growth Plan · / })).toBeVisible();
    await shot('offer-used-in');
  });
}
