// Public pages, settings, the contact inbox and stored-XSS attempts, in Chromium.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, uniqueName } from './support.ts';

/** Fails the test if any script dialog opens. */
function forbidDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('legal pages show the built-in defaults with the company name and support e-mail', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('Last Updated: April 9, 2025')).toBeVisible();
  for (const section of ['Introduction', 'Collection of Your Information', 'Use of Your Information', 'Disclosure of Your Information', 'Security of Your Information', 'Your Rights', 'Contact Us']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'support@growthsuite.example' })).toHaveAttribute('href', 'mailto:support@growthsuite.example');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page.getByText(/non-refundable/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Governing Law' })).toBeVisible();
});

test('a visitor sends a message; the admin reads it (new → read → responded)', async ({ page, browser }) => {
  const dialogs = forbidDialogs(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Monday to Friday, 9AM to 5PM ET')).toBeVisible();
  await expect(page.getByText('How quickly will I get a response?')).toBeVisible();
  await expect(page.getByText('New York, NY 10001', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
  const subject = uniqueName('Question ');
  await page.getByLabel('Name', { exact: true }).fill('<img src=x onerror=alert(1)>');
  await page.getByLabel('Email', { exact: true }).fill('visitor@example.com');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('<script>alert(2)</script> How does pricing work?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminDialogs = forbidDialogs(admin);
  await signIn(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/admin/contact');
  const row = admin.getByRole('row', { name: new RegExp(subject) });
  await expect(row.getByText('New')).toBeVisible();
  await row.getByRole('button', { name: /View message/ }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('<script>alert(2)</script> How does pricing work?')).toBeVisible();
  await expect(dialog.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  await expect(row.getByText('Read')).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark as Responded' }).click();
  await expect(admin.getByText('Status updated')).toBeVisible();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByText('Responded')).toBeVisible();
  await row.getByRole('button', { name: /View message/ }).click();
  await expect(admin.getByRole('dialog').getByRole('button', { name: 'Mark as Responded' })).toHaveCount(0);
  expect(await admin.evaluate(() => document.querySelectorAll('img[src="x"], script:not([src])').length)).toBe(0);
  expect(adminDialogs).toEqual([]);
  expect(dialogs).toEqual([]);
  await adminContext.close();
});

test('the admin edits privacy_policy_content and the public page shows it; hostile markdown and links stay inert', async ({ page, browser }) => {
  const dialogs = forbidDialogs(page);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByRole('tabpanel', { name: 'System' }).getByText('No settings found in this category')).toBeVisible();
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Add New Setting' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Key').fill('privacy_policy_content');
  await modal.getByLabel('Value').fill('# Our Promise\\n\\nWe never sell your data.');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Setting created')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorDialogs = forbidDialogs(visitor);
  await visitor.goto('/privacy-policy');
  await expect(visitor.getByRole('heading', { name: 'Our Promise' })).toBeVisible();
  await expect(visitor.getByText('We never sell your data.')).toBeVisible();
  await expect(visitor.getByText('Last Updated: April 9, 2025')).toHaveCount(0);

  // Edit: a _content key gets the large editor.
  await page.getByRole('button', { name: 'Edit privacy_policy_content' }).click();
  const value = page.getByRole('dialog').getByLabel('Value');
  await expect(value).toHaveAttribute('rows', '16');
  await value.fill('Safe text <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> [click me](javascript:window.__xss=3) [home](/contact)');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Setting updated')).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText('Safe text', { exact: false })).toBeVisible();
  expect(await visitor.evaluate(() => document.querySelectorAll('.markdown img, .markdown script').length)).toBe(0);
  const clickMe = visitor.getByText('click me');
  await expect(clickMe).toBeVisible();
  expect(await clickMe.evaluate((el) => el.closest('a')?.getAttribute('href') ?? '')).not.toMatch(/javascript/i);
  await clickMe.click();
  expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // A javascript: link setting is refused; the footer keeps a safe link.
  await page.getByRole('tab', { name: 'Links' }).click();
  await page.getByRole('button', { name: 'Edit CONTACT_US_URL' }).click();
  await page.getByRole('dialog').getByLabel('Value').fill('javascript:alert(document.cookie)');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to update setting')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Links must start with http://, https://, mailto: or /')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await visitor.goto('/');
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

  // Delete puts the default text back.
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Delete privacy_policy_content' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Setting deleted')).toBeVisible();
  await visitor.goto('/privacy-policy');
  await expect(visitor.getByText('Last Updated: April 9, 2025')).toBeVisible();

  expect(dialogs).toEqual([]);
  expect(visitorDialogs).toEqual([]);
  await visitorContext.close();
});

test('the footer company name comes from settings', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Links' }).click();
  await page.getByRole('button', { name: 'Edit COMPANY_NAME' }).click();
  await page.getByRole('dialog').getByLabel('Value').fill('Acme Growth Partners');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Setting updated')).toBeVisible();
  await page.goto('/terms-of-service');
  await expect(page.getByText(`© ${new Date().getFullYear()} Acme Growth Partners. All rights reserved.`)).toBeVisible();
  // Put it back for the other tests.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Links' }).click();
  await page.getByRole('button', { name: 'Edit COMPANY_NAME' }).click();
  await page.getByRole('dialog').getByLabel('Value').fill('Growth Suite');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Setting updated')).toBeVisible();
});

test('the admin sees the generation queue; a plain user cannot', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Generation Queue' }).click();
  await expect(page.getByRole('heading', { name: 'Generation Queue' })).toBeVisible();
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Failed' })).toBeVisible();
  await page.getByRole('tab', { name: 'Failed' }).click();
});
