// A team's screens (DESIGN §11) at 1280 and 390 px: an owner creates a team, opens it from the header,
// adds a client in it, and every link and address on the way stays under /t/:slug; History in the team
// has its "Everyone / Mine" filter; the personal workspace shows none of the team's clients. Nothing on
// the way scrolls sideways. Then a colleague's work in the team: what they make is the team's, with
// their name on it, and a removed colleague's open tab says they are no longer a member.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { TOOL_CATALOG } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { shareProposal } from './proposals.ts';
import { fillNicheAnswers, generateViaApi, openFromNav, signUpViaApi, uniqueName } from './support.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

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
      await expect(page.locator('.workspace-name')).toHaveText(teamName);
      if (width < 768) {
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
      } else await openFromNav(page, 'Clients');
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

test('a colleague runs a tool in the team: the owner sees it with its author, Mine leaves it out, personal work stays apart; removed, their tab says so', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await newPage(browser, 1280);
  const colleague = await newPage(browser, 1280);
  try {
    // The owner's team, and the colleague invited to it (through the api: teams.spec walks these screens).
    await signUpViaApi(owner.page, 'teamowner');
    const teamName = `Harbour ${uniqueName('')}`;
    const created = (await (await owner.page.request.post('/api/workspaces', { headers: XHR, data: { name: teamName } })).json()) as { id: number; slug: string };
    const team = `/t/${created.slug}`;
    const name = await signUpViaApi(colleague.page, 'colleague');
    const invited = await owner.page.request.post(`/api/workspaces/${created.id}/invitations`, { headers: XHR, data: { email: `${name}@example.com`, role: 'member' } });
    expect(invited.status()).toBe(201);
    const { url } = (await invited.json()) as { url: string };

    // The colleague accepts, opens the team from the header and runs the Niche Finder there.
    const page = colleague.page;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(url, 'http://localhost').pathname);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page).toHaveURL(new RegExp(`${team}/team$`));
    await openWorkspace(page, 1280, teamName);
    await expect(page).toHaveURL(new RegExp(`${team}$`));
    await openFromNav(page, 'Niche Finder');
    await expect(page).toHaveURL(new RegExp(`${team}/ai-niche-finder$`));
    await fillNicheAnswers(page);
    await page.getByRole('button', { name: 'Find My Niche' }).click();
    await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`${team}/ai-niche-finder/\\d+$`));
    // A team's page drawn by the server hydrates without an error.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Market Analysis' })).toBeVisible();
    expect(errors).toEqual([]);

    // The owner sees it in the team's History with the colleague's name; Mine leaves it out.
    await owner.page.goto(`${team}/history`);
    await expect(owner.page.getByText(`By ${name}`)).toBeVisible();
    await owner.page.screenshot({ path: shot('team-history-author-1280.png'), fullPage: true });
    await owner.page.getByText('Mine', { exact: true }).click();
    await expect(owner.page.getByText(`By ${name}`)).toHaveCount(0);
    await expect(owner.page.getByText(/You have made nothing with the Niche Finder here yet/)).toBeVisible();
    // The team's dashboard lists it, and only it: not the owner's own work of their personal workspace.
    await generateViaApi(owner.page, 'offer-creator');
    await owner.page.goto(team);
    const recent = owner.page.getByRole('region', { name: 'Recent work' });
    await expect(recent).toContainText(name);
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    // The personal History has the owner's offer, and none of the team's niches.
    await owner.page.goto('/history');
    await expect(owner.page.getByText(`By ${name}`)).toHaveCount(0);
    await expect(owner.page.getByRole('link', { name: /^View / })).toHaveCount(0);

    // Removed from the team, the colleague's open tab says so at its next request.
    const members = (await (await owner.page.request.get(`/api/workspaces/${created.id}/members`)).json()) as { userId: number; username: string }[];
    const them = members.find((member) => member.username === name)!;
    expect((await owner.page.request.delete(`/api/workspaces/${created.id}/members/${them.userId}`, { headers: XHR })).status()).toBe(204);
    await page.getByRole('link', { name: 'History' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are not a member of this workspace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
  } finally {
    await Promise.all([owner.close(), colleague.close()]);
  }
});

for (const width of [1280, 390]) {
  test(`a colleague works on the owner's client at ${width} px: opens it, makes its proposal and sends it; the owner sees it under Everyone and in its activity`, async ({ browser }) => {
    test.setTimeout(150_000);
    const owner = await newPage(browser, width);
    const colleague = await newPage(browser, width);
    try {
      // The owner's team and client, and the colleague in it (teams.spec walks the invitation's screens).
      await signUpViaApi(owner.page, 'clientowner');
      const teamName = `Brightside ${uniqueName('')}`;
      const created = (await (await owner.page.request.post('/api/workspaces', { headers: XHR, data: { name: teamName } })).json()) as { id: number; slug: string };
      const team = `/t/${created.slug}`;
      const inTeam = { ...XHR, 'X-Workspace': String(created.id) };
      const client = (await (await owner.page.request.post('/api/clients', { headers: inTeam, data: { name: 'Acme Analytics', contactEmail: 'dana@acme.test', pains: 'Slow onboarding' } })).json()) as { id: number };
      const name = await signUpViaApi(colleague.page, 'colleague');
      const invited = (await (await owner.page.request.post(`/api/workspaces/${created.id}/invitations`, { headers: XHR, data: { email: `${name}@example.com`, role: 'member' } })).json()) as { url: string };
      const token = new URL(invited.url).pathname.split('/').pop();
      expect((await colleague.page.request.post(`/api/invitations/${token}/accept`, { headers: XHR, data: {} })).status()).toBe(200);

      // The colleague opens the team's clients and the owner's client file.
      const page = colleague.page;
      await page.goto(`${team}/clients`);
      await page.getByRole('link', { name: 'Acme Analytics' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${team}/clients/${client.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Acme Analytics' })).toBeVisible();
      // Makes its proposal in the team (the queue, a worker and the model behind it, as the form's button does).
      const made = await page.request.post('/api/tools/proposal', { headers: inTeam, data: { ...SAMPLE_REQUESTS.proposal, context: { clientId: client.id } }, timeout: 30_000 });
      expect(made.status()).toBe(200);
      const id = ((await made.json()) as { historyId: number }).historyId;
      // The client's page lists it; the colleague opens it from there and sends it.
      await page.reload();
      // Its link stays in the team.
      await page.locator(`main a[href="${team}${TOOL_CATALOG.proposal.route}/${id}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${team}${TOOL_CATALOG.proposal.route}/${id}$`));
      const link = await shareProposal(page);
      expect(await overflowOf(page)).toBe(0);
      await page.screenshot({ path: shot(`team-colleague-sent-${width}.png`), fullPage: true });

      // The owner sees it under Everyone, by the colleague, and its link in the proposal's activity.
      await owner.page.goto(`${team}/history`);
      // The Proposal tab: a tab on a desktop, the tool picker (a native select) on a phone.
      if (width < 768) await owner.page.locator('main select.tabs-select').selectOption('proposal');
      else await owner.page.getByRole('tab', { name: /^Proposal/ }).click();
      await expect(owner.page.getByText(`By ${name}`).first()).toBeVisible();
      await owner.page.screenshot({ path: shot(`team-owner-everyone-${width}.png`), fullPage: true });
      await owner.page.goto(`${team}${TOOL_CATALOG.proposal.route}/${id}`);
      const activity = owner.page.getByRole('region', { name: 'Activity', exact: true });
      const sent = activity.getByRole('group', { name: 'Links sent' });
      await expect(sent).toContainText('Version 1');
      await expect(sent.getByRole('button', { name: 'Copy the link to version 1' })).toBeVisible();
      expect(link).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
      await activity.screenshot({ path: shot(`team-owner-activity-${width}.png`) });
    } finally {
      await Promise.all([owner.close(), colleague.close()]);
    }
  });
}
