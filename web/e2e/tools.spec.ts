// The four generators in Chromium against the real API, a worker and the fake OpenAI server.
import { controlFakeLlm } from '@growth-suite/fake-llm';
import { expect, test, type Page } from '@playwright/test';
import { choose, FAKE_LLM_URL, signUpViaApi } from './support.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.afterEach(async () => {
  await controlFakeLlm(FAKE_LLM_URL, { mode: 'ok', latencyMs: 300, script: [] });
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('Niche Finder: validation, generation, reopen from History, download, clear', async ({ page }) => {
  await signUpViaApi(page, 'niche');
  await page.goto('/ai-niche-finder');
  await expect(page.getByRole('heading', { name: 'AI Niche Finder' })).toBeVisible();

  await page.getByRole('button', { name: 'Find My Niche' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please select at least one geographic area')).toBeVisible();
  await expect(page.getByText('Please select at least one competitive factor')).toBeVisible();

  await page.getByLabel('Email').fill('ann@example.com');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0); // re-validates on change
  await page.getByLabel('Full name').fill('Ann Lee');
  await choose(page, 'Industry', 'Technology');
  await page.getByLabel('Target market').fill('Small marketing agencies');
  await choose(page, 'Business approach', 'Consulting/Services');
  await page.getByLabel('Why this business approach?').fill('I ran an agency for ten years and know it well.');
  const regions = page.getByRole('group', { name: 'Geographic focus' });
  await regions.getByRole('button', { name: 'North America' }).click();
  await regions.getByRole('button', { name: 'Europe' }).click();
  await regions.getByRole('button', { name: 'Europe' }).click(); // toggles off again
  await expect(page.getByLabel('Selected Geographic focus')).toHaveText('North America');
  await page.getByRole('group', { name: 'Competitive factors' }).getByRole('button', { name: 'Quality Focus' }).click();

  await controlFakeLlm(FAKE_LLM_URL, { latencyMs: 1500 });
  await page.getByRole('button', { name: 'Find My Niche' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  await expect(page.getByText(/elapsed/)).toBeVisible();
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your niche analysis has been generated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/ai-niche-finder\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByText(/^\d+\/100$/).first()).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2}[KMBT]$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Market Analysis' })).toBeVisible();

  // A reload keeps the result: the URL is the saved item's.
  await page.reload();
  await expect(page.getByText(`Viewing History Item #${id}`)).toBeVisible();
  await expect(page.getByLabel('Target market')).toHaveValue('Small marketing agencies');
  await expect(page.getByRole('heading', { name: 'Recommended Niches' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to History' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('link', { name: 'View Technology' })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Technology' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^niche-finder-technology-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'));
  expect(saved.recommendedNiches.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'View Technology' }).click();
  await expect(page).toHaveURL(new RegExp(`/ai-niche-finder/${id}$`));
  await expect(page.getByText(`Viewing History Item #${id}`)).toBeVisible();

  await page.goto('/history');
  await page.getByRole('button', { name: 'Clear History' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('History Cleared')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('No niche finder results found')).toBeVisible();
});

test('Offer Creator: tabs, Copy All, Create Another Offer, and the error toast', async ({ page }) => {
  await signUpViaApi(page, 'offer');
  await page.goto('/ai-offer-creator');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Full name').fill('Ann Lee');
  await page.getByLabel('Call or podcast transcript').fill('too short');
  await page.getByRole('button', { name: 'Create My Offer' }).click();
  await expect(page.getByText('Please provide at least 100 characters for accurate analysis')).toBeVisible();
  await page
    .getByLabel('Call or podcast transcript')
    .fill('Prospect: We get leads but most never book a call. Our team spends hours on follow-ups and we lose deals to cheaper competitors every month.');

  await controlFakeLlm(FAKE_LLM_URL, { mode: 'server-error' });
  await page.getByRole('button', { name: 'Create My Offer' }).click();
  await expect(page.getByText('The AI service could not produce a result. Please try again.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Full name')).toHaveValue('Ann Lee');

  await controlFakeLlm(FAKE_LLM_URL, { mode: 'ok' });
  await page.getByRole('button', { name: 'Create My Offer' }).click();
  await expect(page.getByText('Offer Created')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Offer Structure' })).toBeVisible();
  await page.getByRole('tab', { name: 'Marketing Angles' }).click();
  await page.getByRole('tab', { name: 'Conversion Data' }).click();
  await expect(page.getByText(/Expected conversion rate: \d+%/)).toBeVisible();
  await page.getByRole('button', { name: 'Copy All' }).click();
  await expect(page.getByText('Content copied to clipboard.')).toBeVisible();
  expect(await clipboard(page)).toContain('Main offer:');

  await page.getByRole('button', { name: 'Create Another Offer' }).click();
  await expect(page).toHaveURL(/\/ai-offer-creator$/);
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('Growth Plan Creator: phases, KPIs, milestones and Create Another Plan', async ({ page }) => {
  await signUpViaApi(page, 'plan');
  await page.goto('/ai-growth-plan-creator');
  await page.getByRole('button', { name: 'Generate Growth Plan' }).click();
  await expect(page.getByText('Please enter the client company name')).toBeVisible();
  await expect(page.getByText('Please enter the current annual revenue')).toBeVisible();

  const fill = async (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill('Email', 'ann@example.com');
  await fill('Full name', 'Ann Lee');
  await fill('Your company name', 'Lee Consulting');
  await fill('Client company', 'Acme Analytics');
  await fill('Client industry', 'B2B SaaS');
  await fill("Prospect's name", 'Bob Smith');
  await fill("Prospect's job title", 'CEO');
  await fill('Current annual revenue (USD)', '1200000');
  await fill('Growth goals', 'Reach two million in annual recurring revenue within a year.');
  await fill('Available resources', 'A sales team of four and a monthly budget of 20k.');
  await fill('Current challenges', 'Long sales cycles and churn among small customers.');
  await page.getByRole('button', { name: 'Generate Growth Plan' }).click();
  await expect(page.getByText('Growth Plan Generated')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Foundation')).toBeVisible();
  await expect(page.getByText('Monthly recurring revenue')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Deadline' })).toBeVisible();

  await page.goto('/history');
  await page.getByRole('tab', { name: 'Growth Plan' }).click();
  await expect(page.getByText('Acme Analytics')).toBeVisible();
  await page.getByRole('link', { name: 'View Acme Analytics' }).click();
  await expect(page.getByText(/Viewing History Item #\d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Create Another Plan' }).click();
  await expect(page.getByLabel('Client company', { exact: true })).toHaveValue('');
});

test('Cold Email Writer: builder, per-email tabs, Copy, A/B variants and tips', async ({ page }) => {
  await signUpViaApi(page, 'email');
  await page.goto('/ai-cold-email-writer');
  await expect(page.getByText('Personalised emails have 26% higher open rates.')).toBeHidden();
  await page.getByRole('tab', { name: 'Email Tips' }).click();
  await expect(page.getByText('Keep subject lines under 50 characters.')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Email Sequence' }).click();
  await expect(page.getByText('Please specify the target role')).toBeVisible();
  await expect(page.getByText('Please select a sequence length')).toBeVisible();
  await page.getByLabel('Target role').fill('Head of Marketing');
  await page.getByLabel('Industry', { exact: true }).fill('E-commerce');
  await choose(page, 'Company size', 'Small (11-50)');
  await page.getByLabel('Pain points').fill('Rising ad costs and flat conversion on product pages.');
  await page.getByLabel('Product or service name').fill('ConvertLab');
  await page.getByLabel('Value propositions').fill('Lifts product-page conversion by testing copy.');
  await page.getByLabel('Unique features').fill('AI copy variants tested live with statistics.');
  await choose(page, 'Campaign goal', 'Schedule a Demo');
  await choose(page, 'Email tone', 'Friendly');
  await choose(page, 'Sequence length', '5 emails');
  await page.getByRole('button', { name: 'Generate Email Sequence' }).click();
  await expect(page.getByText('Email Sequence Generated')).toBeVisible({ timeout: 20_000 });

  for (let i = 1; i <= 5; i += 1) await expect(page.getByRole('tab', { name: `Email ${i}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Email 1' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Email 3' }).click();
  await page.getByRole('button', { name: 'Copy email 3' }).click();
  expect(await clipboard(page)).toContain('Subject: Re: ConvertLab (3/5)');
  await page.getByRole('button', { name: 'Copy All' }).click();
  expect(await clipboard(page)).toContain('Email 5');
  await page.getByRole('tab', { name: 'A/B Test Variants' }).click();
  await expect(page.getByText(/Subject line as a question/)).toBeVisible();
});

test('History: empty states link to the tools, and Clear All History', async ({ page }) => {
  await signUpViaApi(page, 'hist');
  await page.goto('/history');
  await expect(page.getByText('No niche finder results found')).toBeVisible();
  await page.getByRole('tab', { name: 'Cold Email' }).click();
  await expect(page.getByText('No cold email sequences found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All History' }).click();
  await expect(page.getByRole('dialog')).toContainText('every saved generation');
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('History Cleared')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('keyboard only: the offer form, submit with Enter, and the result tabs', async ({ page }) => {
  await signUpViaApi(page, 'keys');
  await page.goto('/ai-offer-creator');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('ann@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ann Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Prospect: our pipeline is unpredictable, follow-ups eat hours every week, and cheaper rivals keep winning deals from us.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create My Offer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Offer Created')).toBeVisible({ timeout: 20_000 });
  const tabs = page.getByRole('tab', { name: 'Offer Structure' });
  await tabs.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Marketing Angles' })).toHaveAttribute('aria-selected', 'true');
});
