// A team's screens (DESIGN §11) at 1280 and 390 px: an owner creates a team, opens it from the header,
// adds a client in it, and every link and address on the way stays under /t/:slug; History in the team
// has its "Everyone / Mine" filter; the personal workspace shows none of the team's clients. Nothing on
// the way scrolls sideways.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpViaApi, uniqueName } from './support.ts';

/** A screenshot's path: in SHOTS_DIR when set (to look at them together), else the test's output. */
const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Every in-app link of the header's tool nav (the drawer's on a phone) and of the page's main part. */
async function appLinks(page: Page) {
  return page.locator('header nav a[href^="/"], main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Opens a workspace from the header: the account menu on a desktop, the menu drawer on a phone. */
async function openWorkspace(page: Page, width: number, name: string) {
  if (width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Workspaces' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name }).click();
  }
}

for (const width of [1280, 390]) {
  test(`a team's work at ${width} px: open it from the header, add a client, stay in the team; personal shows none of it`, async ({ browser }) => {
    test.setTimeout(120_000);
    const owner = await newPage(browser, width);
    try {
      const page = owner.page;
      await signUpViaApi(page, 'teamwork');
      await page.goto('/teams/new');
      const teamName = `Northwind ${uniqueName('')}`;
      await page.getByLabel('Team name').fill(teamName);
      await page.getByRole('button', { name: 'Create team' }).click();
      await expect(page).toHaveURL(/\/t\/[a-z0-9-]+\/team$/);
      const slug = new URL(page.url()).pathname.split('/')[2]!;
      const team = `/t/${slug}`;

      // From the personal dashboard, the header opens the team's dashboard.
      await page.goto('/');
      await expect(page.locator('.workspace-name')).toHaveCount(0);
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const workspaces = page.getByRole('navigation', { name: 'Workspaces' });
        await expect(workspaces.getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'true');
        await expect(workspaces.getByRole('link', { name: teamName })).toBeVisible();
        await page.screenshot({ path: shot(`team-switcher-${width}.png`) });
        await workspaces.getByRole('link', { name: teamName }).click();
      } else {
        await page.getByRole('button', { name: /^Account menu/ }).click();
        await expect(page.getByRole('menuitem', { name: 'Personal' })).toBeVisible();
        await page.screenshot({ path: shot(`team-switcher-${width}.png`) });
        await page.getByRole('menuitem', { name: teamName }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${team}$`));
      await expect(page.getByRole('link', { name: 'Try Now: AI Offer Creator' })).toHaveAttribute('href', new RegExp(`^${team}/`));
      if (width >= 768) await expect(page.locator('.workspace-name')).toHaveText(teamName);
      else {
        // On a phone the drawer says which workspace the tab is in, and leads to the team's settings.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: teamName })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Workspaces' }).getByRole('link', { name: 'Team settings' })).toHaveAttribute('href', `${team}/team`);
        await page.screenshot({ path: shot(`team-drawer-${width}.png`) });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: teamName })).toBeHidden();
      }
      for (const href of await appLinks(page)) expect(href, href).toMatch(new RegExp(`^${team}(/|$)`));
      expect(await overflowOf(page)).toBe(0);
      await page.screenshot({ path: shot(`team-dashboard-${width}.png`), fullPage: true });

      // Clients, from the header's nav (the drawer on a phone), then a new client: all in the team.
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Clients' }).click();
      } else await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Clients' }).click();
      await expect(page).toHaveURL(new RegExp(`${team}/clients$`));
      await page.getByRole('link', { name: 'Add a client' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${team}/clients/new$`));
      const clientName = `Team client ${uniqueName('')}`;
      await page.getByLabel('Company name (required)').fill(clientName);
      await page.getByRole('button', { name: 'Save client' }).click();
      await expect(page).toHaveURL(new RegExp(`${team}/clients/\\d+$`));
      await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
      for (const href of await appLinks(page)) expect(href, href).not.toMatch(/^\/(clients|history|ai-|roi-calculator)/);

      // The team's list has it, with who added it and the "Everyone / Mine" filter.
      await page.goto(`${team}/clients`);
      await expect(page.getByRole('link', { name: clientName })).toHaveAttribute('href', new RegExp(`^${team}/clients/\\d+$`));
      await expect(page.getByText('Mine', { exact: true })).toBeVisible();

      // History in the team: the filter, Everyone first.
      await page.getByRole('link', { name: 'History' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${team}/history$`));
      await expect(page.getByRole('radiogroup', { name: 'Whose results' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Everyone' })).toBeChecked();
      expect(await overflowOf(page)).toBe(0);
      await page.screenshot({ path: shot(`team-history-${width}.png`), fullPage: true });

      // Back to the personal workspace: its dashboard, and none of the team's clients.
      await openWorkspace(page, width, 'Personal');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('.workspace-name')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Try Now: AI Offer Creator' })).toHaveAttribute('href', '/ai-offer-creator');
      await page.goto('/clients');
      await expect(page.getByText(/No clients yet/)).toBeVisible();
      await expect(page.getByText(clientName)).toHaveCount(0);
      await expect(page.getByText('Mine', { exact: true })).toHaveCount(0);
      await page.screenshot({ path: shot(`personal-clients-${width}.png`), fullPage: true });
    } finally {
      await owner.close();
    }
  });
}

test('an address naming no team of the user is the not-found page, its way back the personal dashboard', async ({ signedInPage: page }) => {
  await page.goto('/t/no-such-team/history');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
});
