// A team takes existing work (DESIGN §11.2) at 1280 and 390 px: a new team starts from its creator's
// brand (ticked by default); the creator, an admin of both, moves a client from its page into the team
// ("Move to team…"), lands on it under /t/:slug/…, and a link made before the move still opens. A member
// of a team sees only the actions the api lets them take: no Delete for a colleague's client, no Revoke
// for a colleague's link, no brand or team settings to change; their own client they may delete.
import type { Browser, Page } from '@playwright/test';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { expect, test } from './fixtures.ts';
import { auditSerious } from './proposals.ts';
import { signUpViaApi, uniqueName } from './support.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const inTeam = (id: number) => ({ ...XHR, 'X-Workspace': String(id) });

/** A screenshot's path: in SHOTS_DIR when set (to look at them together), else the test's output. */
const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { page: await context.newPage(), close: () => context.close() };
}

async function json<T>(answer: Promise<{ status(): number; json(): Promise<unknown> }>, status: number): Promise<T> {
  const response = await answer;
  expect(response.status()).toBe(status);
  return (await response.json()) as T;
}

/** A niche of the sample request for `clientId`, saved through the api in workspace `headers`; its id. */
async function nicheFor(page: Page, clientId: number, headers: Record<string, string> = XHR) {
  const made = await json<{ historyId: number }>(page.request.post('/api/tools/niche-finder', { headers, data: { ...SAMPLE_REQUESTS['niche-finder'], context: { clientId } }, timeout: 30_000 }), 200);
  return made.historyId;
}

for (const width of [1280, 390]) {
  test(`an admin moves a client into a team from its page at ${width} px; the team started from their brand; links still open`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, close } = await newPage(browser, width);
    try {
      await signUpViaApi(page, 'mover');
      await json(page.request.put('/api/account/brand', { headers: XHR, data: { firmName: 'Finch Advisory', senderName: 'Fran Finch', signature: '', accentColor: '' } }), 200);

      // A new team, from the screen: "Start from my brand" is ticked unless unticked.
      await page.goto('/teams/new');
      const teamName = `Hollis ${uniqueName('')}`;
      await page.getByLabel('Team name').fill(teamName);
      await expect(page.getByRole('checkbox', { name: /Start from my brand/ })).toBeChecked();
      expect(await overflowOf(page)).toBe(0);
      await auditSerious(page);
      await page.screenshot({ path: shot(`move-new-team-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Create team' }).click();
      await expect(page).toHaveURL(/\/t\/[a-z0-9-]+\/team$/);
      const slug = new URL(page.url()).pathname.split('/')[2]!;
      const teams = await json<{ id: number; slug: string }[]>(page.request.get('/api/workspaces'), 200);
      const teamId = teams.find((one) => one.slug === slug)!.id;
      expect((await json<{ firmName: string; senderName: string }>(page.request.get('/api/account/brand', { headers: inTeam(teamId) }), 200)).firmName).toBe('Finch Advisory');

      // A client of the personal workspace, with a result and a link to it.
      const client = await json<{ id: number }>(page.request.post('/api/clients', { headers: XHR, data: { name: 'Hollis & Finch', pains: 'Slow quotes' } }), 201);
      const niche = await nicheFor(page, client.id);
      const share = await json<{ token: string }>(page.request.post(`/api/history/niche-finder/${niche}/shares`, { headers: XHR, data: {} }), 201);

      await page.goto(`/clients/${client.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Hollis & Finch' })).toBeVisible();
      // By keyboard: the button opens the dialog, whose only team is chosen already, and Move client moves it.
      await page.getByRole('button', { name: 'Move to team…' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Move Hollis & Finch to a team' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.ant-select')).toContainText(teamName);
      await auditSerious(page);
      await page.screenshot({ path: shot(`move-dialog-${width}.png`) });
      await dialog.getByRole('button', { name: 'Move client' }).focus();
      await page.keyboard.press('Enter');

      await expect(page.getByText('Client moved')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/t/${slug}/clients/${client.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Hollis & Finch' })).toBeVisible();
      await expect(page.getByText('Made for this client (1)')).toBeVisible();
      expect(await overflowOf(page)).toBe(0);
      await page.screenshot({ path: shot(`move-done-${width}.png`), fullPage: true });

      // The link made before the move still opens, now in the team's brand; the personal workspace has nothing left.
      const shared = await json<{ brand: { firmName: string } }>(page.request.get(`/api/shared/${share.token}`), 200);
      expect(shared.brand.firmName).toBe('Finch Advisory');
      expect((await page.request.get(`/api/clients/${client.id}`)).status()).toBe(404);
      await page.goto('/clients');
      await expect(page.getByText(/No clients yet/)).toBeVisible();
    } finally {
      await close();
    }
  });

  test(`a team member at ${width} px sees no Delete, Revoke or settings the api would refuse; their own client they may delete`, async ({ browser }) => {
    test.setTimeout(120_000);
    const owner = await newPage(browser, width);
    const member = await newPage(browser, width);
    try {
      // The owner's team with a client, a result for it and a link to it (through the api).
      await signUpViaApi(owner.page, 'teamowner');
      const created = await json<{ id: number; slug: string }>(owner.page.request.post('/api/workspaces', { headers: XHR, data: { name: `Harbour ${uniqueName('')}` } }), 201);
      const team = `/t/${created.slug}`;
      const client = await json<{ id: number }>(owner.page.request.post('/api/clients', { headers: inTeam(created.id), data: { name: 'Brightside Dental' } }), 201);
      const niche = await nicheFor(owner.page, client.id, inTeam(created.id));
      await json(owner.page.request.post(`/api/history/niche-finder/${niche}/shares`, { headers: inTeam(created.id), data: {} }), 201);
      // A member joins by invitation.
      const name = await signUpViaApi(member.page, 'member');
      const invited = await json<{ url: string }>(owner.page.request.post(`/api/workspaces/${created.id}/invitations`, { headers: XHR, data: { email: `${name}@example.com`, role: 'member' } }), 201);
      await json(member.page.request.post(`/api/invitations/${new URL(invited.url, 'http://localhost').pathname.split('/').pop()}/accept`, { headers: XHR, data: {} }), 200);
      const page = member.page;

      // The colleague's client: they edit it, but Delete and Move are not offered.
      await page.goto(`${team}/clients/${client.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Brightside Dental' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Archive/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Move to team…' })).toHaveCount(0);
      expect(await overflowOf(page)).toBe(0);
      await page.screenshot({ path: shot(`member-client-${width}.png`), fullPage: true });

      // The colleague's link: Copy, but no Revoke.
      await page.goto(`${team}/ai-niche-finder/${niche}`);
      await page.getByRole('button', { name: 'Share', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Share this result' });
      await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /Revoke link|Remove link/ })).toHaveCount(0);
      await page.screenshot({ path: shot(`member-share-${width}.png`) });
      // A link they make themself they may revoke.
      await dialog.getByRole('button', { name: 'Create link' }).click();
      await expect(dialog.getByRole('button', { name: 'Revoke link' })).toHaveCount(1);
      await page.keyboard.press('Escape');

      // The team's brand is read, not edited; the team's page has no invitations or settings to change.
      await page.goto(`${team}/account/brand`);
      await expect(page.getByText(/An admin of this team edits its brand/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save brand' })).toHaveCount(0);
      await page.goto(`${team}/team`);
      await expect(page.getByRole('button', { name: 'Leave team' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete team' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

      // Their own client in the team: Delete is theirs.
      const own = await json<{ id: number }>(page.request.post('/api/clients', { headers: inTeam(created.id), data: { name: 'Mine Dental' } }), 201);
      await page.goto(`${team}/clients/${own.id}`);
      await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    } finally {
      await Promise.all([owner.close(), member.close()]);
    }
  });
}

test('Build the pack pressed twice — a double click, then again after going back to the review — makes one client', async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  const transcript = (SAMPLE_REQUESTS['client-intake'] as { transcript: string }).transcript;
  await page.goto('/clients/from-call');
  await page.getByLabel('Call transcript').fill(transcript);
  await page.getByRole('button', { name: 'Analyse call' }).click();
  await expect(page.getByText('Call analysed')).toBeVisible({ timeout: 20_000 });
  const review = page.getByRole('form', { name: 'Review the client file' });
  await review.getByRole('button', { name: 'Build the pack' }).dblclick();
  await expect(page).toHaveURL(/\/clients\/\d+\/pack\/\d+$/);
  const clientId = Number(new URL(page.url()).pathname.split('/')[2]);
  const clients = async () => json<{ id: number }[]>(page.request.get('/api/clients'), 200);
  expect((await clients()).map((client) => client.id)).toEqual([clientId]);

  // Back on the same review (a new screen, the same analysis): the same client, not a second one.
  await page.goBack();
  await review.getByRole('button', { name: 'Build the pack' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}(/pack/\\d+)?$`));
  expect((await clients()).map((client) => client.id)).toEqual([clientId]);
});
