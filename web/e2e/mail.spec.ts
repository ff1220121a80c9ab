// Mail (DESIGN §11) in the browser at 1280 and 390 px, against the real api with mail off (the default):
// "Forgot password?" from the sign-in form tells the reader to ask an administrator; a reset link that
// does not work says so and leads back; a team invitation is kept in the outbox, where the site's admin
// sees it under the mail-off banner, previews it, and is told why it cannot be sent again. Nothing on
// the way scrolls sideways, and axe finds nothing serious.
import type { Browser, Page } from '@playwright/test';
import { axe } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signUpViaApi, uniqueName } from './support.ts';

/** A screenshot's path: in SHOTS_DIR when set (to look at them together), else the test's output. */
const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { page: await context.newPage(), close: () => context.close() };
}

async function accessibilityProblems(page: Page) {
  const audit = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const width of [1280, 390]) {
  test(`Forgot password? and a reset link at ${width} px, with mail off`, async ({ browser }) => {
    const visitor = await newPage(browser, width);
    try {
      const page = visitor.page;
      await page.goto('/auth');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('E-mail address').fill(`${uniqueName('forgot')}@example.com`);
      await page.screenshot({ path: shot(`mail-forgot-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByText('E-mail is not set up on this site: ask an administrator to reset your password.')).toBeVisible();
      expect(await overflowOf(page)).toBe(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.screenshot({ path: shot(`mail-forgot-answer-${width}.png`), fullPage: true });

      // A link of the right shape that the api does not know: the form, then the api's refusal.
      await page.goto(`/reset-password/${'x'.repeat(43)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('new-secret-1');
      await page.getByLabel('Confirm new password').fill('new-secret-1');
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.screenshot({ path: shot(`mail-reset-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible();
      expect(await overflowOf(page)).toBe(0);
      await page.screenshot({ path: shot(`mail-reset-invalid-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    } finally {
      await visitor.close();
    }
  });

  test(`the admins' outbox at ${width} px keeps a team invitation while mail is off`, async ({ browser, asAdmin }) => {
    // A team invites a colleague through the api: with mail off the message is kept, not sent.
    const owner = await newPage(browser, width);
    const admin = await newPage(browser, width);
    try {
      await signUpViaApi(owner.page, 'mailowner');
      const teamName = `Outbox ${uniqueName('')}`;
      const created = await owner.page.request.post('/api/workspaces', { headers: XHR, data: { name: teamName } });
      expect(created.status()).toBe(201);
      const team = (await created.json()) as { id: number };
      const invitee = `${uniqueName('invitee')}@example.com`;
      const invited = await owner.page.request.post(`/api/workspaces/${team.id}/invitations`, { headers: XHR, data: { email: invitee, role: 'member' } });
      expect(invited.status()).toBe(201);
      expect(((await invited.json()) as { mailed: boolean }).mailed).toBe(false);

      const page = admin.page;
      await asAdmin(page);
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Mail Outbox' }).click();
      await expect(page).toHaveURL(/\/admin\/mail$/);
      await expect(page.getByText('Mail is off: messages are kept, not sent. Set SMTP_URL to send them.')).toBeVisible();
      const row = page.locator('tbody tr.ant-table-row').filter({ hasText: invitee });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Not configured', { exact: true })).toBeVisible();
      await expect(row.getByText(teamName, { exact: false })).toBeVisible();
      expect(await overflowOf(page)).toBe(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.screenshot({ path: shot(`mail-outbox-${width}.png`), fullPage: true });

      // The filter asks the api for that state only.
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.locator('.ant-select-item-option').filter({ visible: true }).and(page.getByTitle('Sent', { exact: true })).click();
      await expect(page).toHaveURL(/\/admin\/mail\?state=sent$/);
      await expect(page.locator('tbody tr.ant-table-row').filter({ hasText: invitee })).toHaveCount(0);
      await page.goto('/admin/mail?state=not-configured');
      await expect(row).toHaveCount(1);

      // The preview: the message's HTML in its sandboxed frame, and its text.
      await row.getByRole('button', { name: `Preview the message to ${invitee}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(teamName, { exact: false }).first()).toBeVisible();
      const frame = dialog.locator('iframe[title="The message as HTML"]');
      await expect(frame).toHaveAttribute('sandbox', '');
      await expect(page.frameLocator('iframe[title="The message as HTML"]').getByText(teamName, { exact: false }).first()).toBeVisible();
      await page.screenshot({ path: shot(`mail-preview-${width}.png`) });
      await dialog.getByRole('tab', { name: 'Plain text' }).click();
      await expect(dialog.getByLabel('The message as plain text')).toContainText(teamName);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      // Sending it again needs SMTP: the api's reason, as a toast.
      await row.getByRole('button', { name: `Send again the message to ${invitee}` }).click();
      await expect(page.getByText('Mail is not configured: set SMTP_URL, then send it again')).toBeVisible();
    } finally {
      await admin.close();
      await owner.close();
    }
  });
}
