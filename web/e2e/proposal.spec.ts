// The proposal (issue 24, DESIGN §11.1) in Chromium against the real API, a worker and the fake OpenAI
// server: the form's value drivers preview the three fees as they are typed, in the proposal's currency
// (the pricing function the worker uses), and the generated proposal shows those same fees, values and
// ROI on its three tier cards.
import { formatMoney, TOOL_CATALOG, type ValueDriver } from '@growth-suite/shared';
import { defaultValueModel, priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { expect, test } from './fixtures.ts';
import { choose } from './support.ts';

const SHOTS = process.env.SHOTS_DIR;
const { route } = TOOL_CATALOG.proposal;

test('fill the form, watch the fees follow the value model, generate: the three tiers show the computed fees at 1280 and 390', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(route);
  await expect(page.getByRole('heading', { name: 'AI Proposal Builder' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  await expect(page.getByText('Please enter the client company name')).toBeVisible();

  const fill = async (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill('Email', 'ann@example.com');
  await fill('Full name', 'Ann Lee');
  await fill('Your company name', 'Lee Consulting');
  await fill('Client company', 'Whitfield Physio');
  await fill("Prospect's name", 'Dana Whitfield');
  await fill("Prospect's job title", 'Clinic Director');
  await fill('What the client needs', 'Pains: half of new patients never book a second session. Goals: grow repeat bookings.');
  await fill('Offer summary', 'Offer: Follow-Up Autopilot. Value: follow-ups run themselves.');

  // Priced in pounds: every figure on the form, the preview and the result (the account writes en-US).
  await choose(page, 'Currency', 'GBP');
  const preview = page.getByRole('region', { name: 'Fee preview' });
  const model = defaultValueModel('GBP');
  const pounds = (minor: number) => formatMoney(minor, 'GBP', 'en-US');
  const time = (annualCostPerPerson: number, hoursPerWeek: number): ValueDriver => ({ kind: 'time', people: 1, hoursPerWeek, annualCostPerPerson });
  const fees = (drivers: ValueDriver[], floor = model.floor) => priceTiers({ ...model, floor }, { drivers }, 'GBP').tiers;
  await expect(preview).toContainText('once each source of value has its figures');
  await fill('Yearly cost of one person (GBP)', '52000');
  await fill('Hours a week', '12');
  // £1,300 a month carries no tier's floor: one offer, a pilot, and the words that say why (issue 52).
  const pilot = fees([time(5_200_000, 12)]);
  expect(pilot).toHaveLength(1);
  for (const quote of pilot) await expect(preview.getByLabel(`Preview ${quote.name}`)).toContainText(`${pounds(quote.monthly)}/mo`);
  await expect(preview.getByTestId('shortfall')).toContainText('does not carry any tier at its floor');
  await expect(preview.getByLabel('Preview Growth')).toHaveCount(0);
  if (SHOTS) await preview.screenshot({ path: `${SHOTS}/form-shortfall-1280.png` });
  // More value: higher fees, at once; a second source of value adds to it; a higher floor lifts the ones below it.
  await fill('Yearly cost of one person (GBP)', '120000');
  await fill('Hours a week', '30');
  await page.getByRole('button', { name: 'Add revenue gained' }).click();
  await fill('Extra customers a month', '2');
  await fill('Value of one customer (GBP)', '4000');
  await fill('Margin', '40');
  await fill('Lowest monthly fee (GBP)', '1200');
  const drivers: ValueDriver[] = [time(12_000_000, 30), { kind: 'revenue', unitsPerMonth: 2, valuePerUnit: 400_000, margin: 0.4 }];
  const quotes = fees(drivers, 120_000);
  for (const quote of quotes) await expect(preview.getByLabel(`Preview ${quote.name}`)).toContainText(`${pounds(quote.monthly)}/mo`);
  expect(new Set(quotes.map((q) => q.monthly)).size).toBe(3);
  await expect(preview.getByTestId('shortfall')).toHaveCount(0);
  await expect(preview).not.toContainText('$');
  // A value outside the limits gets its message.
  await fill('Hours a week', '61');
  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  await expect(page.getByText('The hours a week must be at most 60')).toBeVisible();
  await fill('Hours a week', '30');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  await expect(page.getByText('Proposal Generated')).toBeVisible({ timeout: 20_000 });
  const investment = page.getByRole('region', { name: 'Investment' });
  const checkTiers = async () => {
    for (const quote of quotes) {
      const card = investment.getByRole('group', { name: `Tier ${quote.name}` });
      await expect(card.getByTestId('tier-fee')).toContainText(pounds(quote.monthly));
      await expect(card).toContainText(`Value ${pounds(quote.value)}/mo`);
      await expect(card).toContainText(`ROI ${quote.roi}%`);
    }
  };
  await checkTiers();
  await expect(page.getByText('Executive summary')).toBeVisible();
  await expect(page.getByText('Discovery and baseline', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Copy All/ })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/result-1280.png`, fullPage: true });

  // Reopened on a phone: the same figures, nothing wider than the screen.
  await expect(page).toHaveURL(new RegExp(`${route}/\\d+$`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await checkTiers();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/result-390.png`, fullPage: true });
  await page.goto(route);
  await expect(page.getByRole('button', { name: 'Generate Proposal' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-390.png`, fullPage: true });
});
