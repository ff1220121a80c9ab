// The proposal (issue 24) in Chromium against the real API, a worker and the fake OpenAI server: the
// form's value model previews the three fees as it is typed (the pricing function the worker uses),
// and the generated proposal shows those same fees, values and ROI on its three tier cards.
import { formatCurrency, TOOL_CATALOG } from '@growth-suite/shared';
import { DEFAULT_VALUE_MODEL, priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { expect, test } from './fixtures.ts';

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

  const preview = page.getByRole('region', { name: 'Fee preview' });
  const fees = (salary: number, hours: number, floor = DEFAULT_VALUE_MODEL.floor) => priceTiers({ ...DEFAULT_VALUE_MODEL, floor }, { annualSalary: salary, weeklyHours: hours });
  await fill('Annual salary (USD)', '52000');
  await fill('Hours saved a week', '12');
  for (const quote of fees(52_000, 12)) await expect(preview.getByLabel(`Preview ${quote.name}`)).toContainText(`${formatCurrency(quote.monthly)}/mo`);
  // More hours saved: higher fees, at once; a higher floor lifts the ones below it.
  await fill('Annual salary (USD)', '120000');
  await fill('Hours saved a week', '30');
  await fill('Lowest monthly fee (USD)', '1200');
  const quotes = fees(120_000, 30, 1200);
  for (const quote of quotes) await expect(preview.getByLabel(`Preview ${quote.name}`)).toContainText(`${formatCurrency(quote.monthly)}/mo`);
  expect(quotes.map((q) => q.atFloor)).toEqual([true, false, false]);
  await expect(preview.getByLabel(`Preview ${quotes[0]!.name}`)).toContainText('at your floor');
  // A value outside the limits gets its message.
  await fill('Hours saved a week', '50');
  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  await expect(page.getByText('The hours saved a week must be at most 40')).toBeVisible();
  await fill('Hours saved a week', '30');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  await expect(page.getByText('Proposal Generated')).toBeVisible({ timeout: 20_000 });
  const investment = page.getByRole('region', { name: 'Investment' });
  const checkTiers = async () => {
    for (const quote of quotes) {
      const card = investment.getByRole('group', { name: `Tier ${quote.name}` });
      await expect(card.getByTestId('tier-fee')).toContainText(formatCurrency(quote.monthly));
      await expect(card).toContainText(`Value ${formatCurrency(quote.value)}/mo`);
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
