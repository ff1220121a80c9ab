import { expect, test } from '@playwright/test';

test('the SPA loads in Chromium and the API is healthy', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  const ready = await request.get('/api/ready');
  expect(await ready.json()).toEqual({ status: 'ok', mysql: 'ok', redis: 'ok' });

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  // A visitor is sent to sign in; the layout and footer are there.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Empowering businesses with AI-driven growth strategies', { exact: false })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Growth Suite. All rights reserved.`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?', { exact: false })).toBeVisible();
});
