// AI Growth Plan Creator in Chromium against the real API, a worker and the fake OpenAI server.
import { expect, test } from './fixtures.ts';

test('Growth Plan Creator: phases, KPIs, milestones and Create Another Plan', async ({ signedInPage: page }) => {
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
