// Team workspaces (DESIGN §11) at 1280 and 390 px: an owner creates a team from the user menu and
// invites a colleague's address; someone else holding the link is told it is not for their address;
// the colleague signs up from the link, comes back to it and accepts; the owner sees them, makes them
// an admin, then removes them; the colleague's open tab then says they are no longer a member. Nothing
// on the way scrolls sideways.
import type { Browser, Page } from '@playwright/test';
import { axe } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { choose, signUpViaApi, uniqueName } from './support.ts';

/** A screenshot's path: in SHOTS_DIR when set (to look at them together), else the test's output. */
const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Serious and critical WCAG 2.1 AA findings of axe on the page as it is (as e2e/a11y.spec.ts audits pages). */
async function accessibilityProblems(page: Page) {
  const audit = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The members' table (or, on a phone, its one stacked column): one row per member. */
const memberRows = (page: Page) => page.locator('.ant-card').filter({ has: page.getByText('Members', { exact: true }) }).locator('tbody tr.ant-table-row');

for (const width of [1280, 390]) {
  test(`a team at ${width} px: create, invite, accept from the link, change a role, remove`, async ({ browser }) => {
    test.setTimeout(150_000);
    const owner = await newPage(browser, width);
    const colleague = await newPage(browser, width);
    const stranger = await newPage(browser, width);
    try {
      // The owner creates a team from the user menu ("Teams" → "Create a team").
      const page = owner.page;
      await signUpViaApi(page, 'teamowner');
      await page.goto('/');
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByText('Teams', { exact: true })).toBeVisible();
      await page.screenshot({ path: shot(`teams-menu-${width}.png`) });
      await page.getByRole('menuitem', { name: /Create a team/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create a team' })).toBeVisible();
      const teamName = `Brightside ${uniqueName('')}`;
      await page.getByLabel('Team name').fill(teamName);
      await expect(page.getByLabel('Address (optional)')).toHaveValue(/^brightside-/);
      await page.screenshot({ path: shot(`teams-new-${width}.png`) });
      await page.getByRole('button', { name: 'Create team' }).click();
      await expect(page.getByText('Team created')).toBeVisible();
      await expect(page).toHaveURL(/\/t\/brightside-[a-z0-9-]+\/team$/);
      const teamUrl = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
      await expect(memberRows(page)).toHaveCount(1);

      // The team is in the user menu now (it opens the team's dashboard), and on a phone in the menu
      // drawer too; "Team settings" comes back to this page.
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.getByRole('menuitem', { name: teamName }).click();
      await expect(page.getByRole('menuitem', { name: teamName })).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${teamUrl.replace(/\/team$/, '')}$`));
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Workspaces' }).getByRole('link', { name: teamName })).toBeVisible();
        await page.screenshot({ path: shot(`teams-drawer-${width}.png`) });
        await page.getByRole('navigation', { name: 'Workspaces' }).getByRole('link', { name: 'Team settings' }).click();
        await expect(page.getByRole('navigation', { name: 'Workspaces' })).toBeHidden();
      } else {
        await page.getByRole('button', { name: /^Account menu/ }).click();
        await page.getByRole('menuitem', { name: 'Team settings' }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${teamUrl}$`));

      // The colleague's address is invited; the link is shown once and copied.
      const colleagueName = uniqueName('colleague');
      const colleagueEmail = `${colleagueName}@example.com`;
      await page.getByLabel('E-mail address').fill(colleagueEmail);
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      await expect(page.getByText(`Invitation link for ${colleagueEmail}`)).toBeVisible();
      await expect(page.getByText(/valid for 7 days and only that address can use it/)).toBeVisible();
      await page.getByRole('button', { name: /Copy link/ }).click();
      await expect(page.getByText('Copied!')).toBeVisible();
      const url = await page.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(/\/invitations\/[A-Za-z0-9_-]{43}$/);
      await expect(page.getByRole('button', { name: `Revoke the invitation for ${colleagueEmail}` })).toBeVisible();
      expect(await overflowOf(page)).toBe(0);
      await page.screenshot({ path: shot(`teams-invited-${width}.png`), fullPage: true });
      const link = new URL(url).pathname;

      // Someone else holding the link, signed in with another address, is told it is not theirs.
      await signUpViaApi(stranger.page, 'stranger');
      await stranger.page.goto(link);
      await expect(stranger.page.getByText(teamName)).toBeVisible();
      await stranger.page.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(stranger.page.getByRole('alert').filter({ hasText: /This invitation is for c\*\*\*@example\.com: sign in with that address/ })).toBeVisible();
      await expect(stranger.page.getByRole('button', { name: 'Use another account' })).toBeVisible();
      expect(await overflowOf(stranger.page)).toBe(0);
      await stranger.page.screenshot({ path: shot(`teams-not-your-address-${width}.png`), fullPage: true });

      // The colleague opens the link signed out, signs up from it, comes back and accepts.
      const other = colleague.page;
      await other.goto(link);
      await expect(other.getByText(/invited you to join/)).toContainText(teamName);
      await expect(other.getByText('c***@example.com')).toBeVisible();
      expect(await overflowOf(other)).toBe(0);
      await other.screenshot({ path: shot(`teams-invitation-${width}.png`), fullPage: true });
      expect(await accessibilityProblems(other)).toEqual([]);
      await other.getByRole('link', { name: 'Sign up' }).click();
      const form = other.getByRole('form', { name: 'Create account' });
      await form.getByLabel('Username').fill(colleagueName);
      await form.getByLabel('Email').fill(colleagueEmail);
      await form.getByLabel('Password', { exact: true }).fill('secret-123');
      await form.getByLabel('Confirm password').fill('secret-123');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(other).toHaveURL(new RegExp(`${link}$`));
      await other.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(other.getByText('Welcome to the team')).toBeVisible();
      await expect(other).toHaveURL(new RegExp(`${teamUrl}$`));
      await expect(other.getByText('Member', { exact: true }).first()).toBeVisible();

      // The owner sees two members, makes the colleague an admin, then removes them.
      await page.reload();
      await expect(memberRows(page)).toHaveCount(2);
      await expect(page.getByRole('button', { name: `Transfer ownership to ${colleagueName}` })).toBeVisible();
      expect(await overflowOf(page)).toBe(0);
      await page.screenshot({ path: shot(`teams-members-${width}.png`), fullPage: true });
      expect(await accessibilityProblems(page)).toEqual([]);
      await choose(page, `Role of ${colleagueName}`, 'Admin');
      await expect(page.getByText(`${colleagueName} is now an admin.`)).toBeVisible();
      await page.getByRole('button', { name: `Remove ${colleagueName}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Member removed')).toBeVisible();
      await expect(memberRows(page)).toHaveCount(1);

      // The colleague, still on the team's page, opens its History: the api refuses, and the page says
      // why, with the way back to their own dashboard.
      await other.getByRole('link', { name: 'History' }).first().click();
      await expect(other.getByRole('heading', { level: 1, name: 'You are not a member of this workspace' })).toBeVisible();
      await other.screenshot({ path: shot(`teams-removed-${width}.png`), fullPage: true });
      await other.getByRole('link', { name: 'Go to your dashboard' }).click();
      await expect(other).toHaveURL(/\/$/);
      await expect(other.getByRole('link', { name: 'Try Now: AI Offer Creator' })).toHaveAttribute('href', '/ai-offer-creator');

      // The colleague's page of the team is gone for them.
      await other.goto(teamUrl);
      await expect(other.getByText('404 Page Not Found')).toBeVisible();
    } finally {
      await Promise.all([owner.close(), colleague.close(), stranger.close()]);
    }
  });
}
