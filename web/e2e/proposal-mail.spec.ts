// A proposal by e-mail and the notification choices (DESIGN §11) at 1280 and 390 px, against the real
// api with mail off (the default): the owner shares a proposal, e-mails its link and is told to copy the
// link instead; the activity lists the message as not sent; a notification choice switched off from the
// account menu (the drawer on a phone) is still off after a reload; an unsubscribe link that is not
// valid says so. Nothing scrolls sideways, and axe finds nothing serious.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { auditSerious, ownerProposal, shareProposal } from './proposals.ts';

/** A screenshot's path: in SHOTS_DIR when set (to look at them together), else the test's output. */
const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));
const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const width of [1280, 390]) {
  test(`e-mail a proposal with mail off, then switch a notification off and keep it (${width} px)`, async ({ signedInPage: page }) => {
    await ownerProposal(page, width);
    await shareProposal(page);

    const form = page.getByRole('form', { name: 'E-mail to the client' });
    await form.getByLabel('To').fill('dana@client.test');
    await form.getByLabel('Message (optional)').fill('Hi Dana,\nhere is the proposal we talked about.');
    await expect(form.getByText('46 / 2000')).toBeVisible();
    await page.getByRole('region', { name: 'Share with your client' }).screenshot({ path: shot(`mail-form-${width}.png`) });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('E-mail is not set up on this site: copy the link and send it yourself.')).toBeVisible();
    await noSideScroll(page);

    const mails = page.getByRole('region', { name: 'Activity' }).getByRole('group', { name: 'E-mails sent' });
    await expect(mails).toContainText('E-mailed to dana@client.test');
    await expect(mails).toContainText('Not sent: mail is off');
    await page.getByRole('region', { name: 'Activity' }).screenshot({ path: shot(`mail-activity-${width}.png`) });
    await auditSerious(page);

    // The account's notification settings: from the account menu, or the drawer on a phone.
    await page.goto('/');
    if (width > 500) {
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Notifications' }).click();
    } else {
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Notifications' }).click();
    }
    await expect(page).toHaveURL(/\/account\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const change = page.getByRole('switch', { name: 'A client asks for a change' });
    await expect(change).toHaveAttribute('aria-checked', 'true');
    await change.click();
    await expect(page.getByText('You will not get these e-mails')).toBeVisible();
    await expect(change).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'A client asks for a change' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'A client accepts a document you sent' })).toHaveAttribute('aria-checked', 'true');
    await noSideScroll(page);
    await auditSerious(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot(`mail-notifications-${width}.png`), fullPage: true });

    await page.goto(`/unsubscribe/${'x'.repeat(43)}`);
    await expect(page.getByText('This unsubscribe link is not valid')).toBeVisible();
    await noSideScroll(page);
    await page.screenshot({ path: shot(`mail-unsubscribe-${width}.png`), fullPage: true });
  });
}
