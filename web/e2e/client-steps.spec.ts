// Client workspaces (issue 23): an offer made for a client → "Use in next step" → the cold email form
// is filled from the offer and the client's file with no field typed → generate → the cold email
// says it was made from the offer, and the offer says it was used in the cold email.
import { stepLink, TOOL_CATALOG } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choose } from './support.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const CLIENT = {
  name: 'Whitfield Physio',
  industry: 'Physiotherapy clinics',
  size: 'small',
  contactName: 'Dana Whitfield',
  contactTitle: 'Clinic Director',
  revenue: '$1.2M a year',
  pains: 'Half of new patients never book a second session, and the front desk loses hours to phone tag.',
};

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an offer for a client feeds the cold email, and each names the other', async ({ signedInPage: page }) => {
  const client = (await (await page.request.post('/api/clients', { headers: XHR, data: CLIENT })).json()) as { id: number };
  const made = await page.request.post('/api/tools/offer-creator', { headers: XHR, data: { ...SAMPLE_REQUESTS['offer-creator'], context: { clientId: client.id } }, timeout: 30_000 });
  expect(made.status()).toBe(200);
  const offer = (await made.json()) as { historyId: number; offerStructure: { mainOffer: string; valueProposition: string } };

  await page.goto(`${TOOL_CATALOG['offer-creator'].route}/${offer.historyId}`);
  await expect(page.getByRole('link', { name: 'Whitfield Physio' })).toHaveAttribute('href', `/clients/${client.id}`);
  await page.getByRole('button', { name: 'Use in next step' }).click();
  await page.getByRole('menuitem', { name: TOOL_CATALOG['cold-email'].title }).click();

  await expect(page).toHaveURL(`${TOOL_CATALOG['cold-email'].route}?client=${client.id}&from=offer-creator:${offer.historyId}`);
  // The offer's name becomes the product, its value proposition the value propositions.
  const product = page.getByLabel('Product or service name');
  await expect(product).not.toHaveValue('');
  expect(offer.offerStructure.mainOffer.startsWith(await product.inputValue())).toBe(true);
  await expect(page.getByLabel('Value propositions')).toHaveValue(new RegExp(`^${offer.offerStructure.valueProposition.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.getByLabel('Target role')).toHaveValue('Clinic Director');
  await expect(page.getByLabel('Industry')).toHaveValue('Physiotherapy clinics');
  await expect(page.getByLabel('Pain points')).toHaveValue(CLIENT.pains);
  await expect(page.getByLabel('Unique features')).toHaveValue(/Bonus: /);
  await expect(page.getByText("Filled in from Whitfield Physio's file and Offer Creator")).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Work for a client' })).toBeVisible();
  await shoot(page, 'cold-email-prefilled');

  // What a client file cannot say: the campaign's own choices (picked, not typed).
  await choose(page, 'Campaign goal', 'Book a Meeting');
  await choose(page, 'Email tone', 'Conversational');
  await choose(page, 'Sequence length', '3 emails');
  await page.getByRole('button', { name: 'Generate Email Sequence' }).click();
  await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 20_000 });

  const madeFrom = page.locator('.item-links');
  await expect(madeFrom.getByRole('link', { name: /^Offer Creator · / })).toHaveAttribute('href', `${TOOL_CATALOG['offer-creator'].route}/${offer.historyId}`);
  await expect(madeFrom.getByRole('link', { name: 'Whitfield Physio' })).toBeVisible();
  await shoot(page, 'cold-email-made-from');

  await madeFrom.getByRole('link', { name: /^Offer Creator · / }).click();
  await expect(page).toHaveURL(`${TOOL_CATALOG['offer-creator'].route}/${offer.historyId}`);
  await expect(page.locator('.item-links').getByRole('link', { name: 'Cold Email · Clinic Director' })).toBeVisible();
  await shoot(page, 'offer-used-in');

  // The offer's other next step: the growth plan, filled from the client's file and the offer.
  await page.getByRole('button', { name: 'Use in next step' }).click();
  await page.getByRole('menuitem', { name: TOOL_CATALOG['growth-plan'].title }).click();
  await expect(page.getByLabel('Client company')).toHaveValue('Whitfield Physio');
  await expect(page.getByLabel("Prospect's name")).toHaveValue('Dana Whitfield');
  await expect(page.getByLabel('Current challenges')).toHaveValue(CLIENT.pains);
  await expect(page.getByLabel('Current annual revenue (USD)')).toHaveValue('1,200,000'.replace(/,/g, ''));
  await expect(page.getByLabel('Available resources')).toHaveValue(new RegExp(`^Our offer:\n${offer.offerStructure.mainOffer.slice(0, 30)}`));
  await shoot(page, 'growth-plan-prefilled');
});

test('the ROI calculator opens for a client with the figures its file states; the picker fills a form; an unknown client fills nothing', async ({ signedInPage: page }) => {
  const data = { name: 'Harbour Dental', industry: 'Dental practices', size: 'medium', budgetSignals: 'Their practice manager is paid $52,000 a year.', pains: 'Staff lose about 15 hours a week to rebooking.' };
  const client = (await (await page.request.post('/api/clients', { headers: XHR, data })).json()) as { id: number };
  await page.goto(stepLink('roi-calculator', { clientId: client.id }));
  await expect(page.getByLabel('Weekly hours removed', { exact: true })).toHaveValue('15');
  await expect(page.getByLabel('Annual salary', { exact: true })).toHaveValue('$ 52,000');
  await expect(page.getByRole('combobox', { name: 'Work for a client' })).toBeVisible();
  await shoot(page, 'roi-for-client');
  // Another user's (or an unknown) client in a link fills nothing and says so.
  await page.goto(stepLink('roi-calculator', { clientId: 999_999 }));
  await expect(page.getByText('That client was not found. It may have been deleted.')).toBeVisible();
  await expect(page.getByLabel('Weekly hours removed', { exact: true })).toHaveValue('20');

  // Picked on the form rather than linked: the niche finder takes the client's industry and market.
  await page.goto(TOOL_CATALOG['niche-finder'].route);
  await page.getByLabel('Target market').fill('typed before picking');
  await choose(page, 'Work for a client', 'Harbour Dental');
  await expect(page).toHaveURL(`${TOOL_CATALOG['niche-finder'].route}?client=${client.id}`);
  await expect(page.getByLabel('Target market')).toHaveValue('Dental practices, Medium (51-200)');
  await expect(page.getByRole('combobox', { name: 'Industry', exact: true })).toBeVisible();
  await expect(page.locator('.ant-form-item', { hasText: 'Industry' }).getByTitle('Healthcare')).toBeVisible();
  await shoot(page, 'niche-picked');
});
