// Every route, at a desktop and a phone width: axe finds no serious or critical violation, the page
// has exactly one h1 and its own document title, and nothing scrolls sideways.
import { TOOL_CATALOG, TOOL_SLUGS, TOOLS, type ToolSlug } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Locator, Page } from '@playwright/test';
import { axe } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { generateViaApi, signUpViaApi, untilAlive } from './support.ts';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * `ready`: what must be on screen before the audit (data drawn after the page settles);
 * `strict`: axe rules whose every violation fails the page, whatever its impact (heading-order is a
 * moderate best practice, outside the WCAG tags).
 */
async function checkPage(page: Page, path: string, title: RegExp, { ready, strict = [] }: { ready?: Locator; strict?: string[] } = {}) {
  await page.goto(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(title);
  // Let lazy routes and their data settle before auditing (the h1 alone can come first).
  await page.waitForLoadState('networkidle');
  if (ready) await expect(ready).toBeVisible();
  const audit = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const extra = strict.length > 0 ? (await axe(page).withRules(strict).analyze()).violations : [];
  const serious = [...audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'), ...extra]
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `${path}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('public pages', async ({ page }) => {
      await checkPage(page, '/auth', /^Sign In · /);
      await checkPage(page, '/privacy-policy', /^Privacy Policy · /);
      await checkPage(page, '/terms-of-service', /^Terms of Service · /);
      await checkPage(page, '/contact', /^Contact Us · /);
      await checkPage(page, '/no/such/page', /^Page not found · /);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    });

    test('signed-in pages, every tool empty and with a result', async ({ page }) => {
      // Two audited pages and a generation per tool: the budget grows with the catalog.
      test.setTimeout(60_000 + TOOL_SLUGS.length * 25_000);
      await signUpViaApi(page, 'a11y');
      await checkPage(page, '/', /^Dashboard · /);
      await checkPage(page, '/history', /^Generation History · /);
      await checkPage(page, '/roi-calculator', /^ROI Calculator · /);
      for (const tool of TOOL_SLUGS) {
        const { route, title } = TOOL_CATALOG[tool];
        await checkPage(page, route, new RegExp(`^${title} · `));
        const id = await generateViaApi(page, tool);
        await checkPage(page, `${route}/${id}`, new RegExp(`^${title} · `));
      }
      await checkPage(page, TOOL_CATALOG['niche-finder'].route + '/99999', /^AI Niche Finder · /);
    });

    // Issue 35: History's rows skipped heading levels, and the Activity's green tags were 3.37:1.
    test('History with saved rows, and a proposal whose Activity shows an acceptance', async ({ page, browser }) => {
      await signUpViaApi(page, 'a11yrows');
      await generateViaApi(page, 'niche-finder');
      await generateViaApi(page, 'niche-finder');
      await checkPage(page, '/history', /^Generation History · /, { ready: page.getByRole('link', { name: /^View / }).first(), strict: ['heading-order'] });
      const id = await generateViaApi(page, 'proposal');
      const sent = await page.request.post(`/api/proposals/${id}/send`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      expect(sent.status()).toBe(201);
      const { token } = (await sent.json()) as { token: string };
      // The client accepts from a browser of their own, never signed in.
      const client = await browser.newContext();
      // The middle tier, at the sample's own figures (which carry all three tiers).
      const sample = SAMPLE_REQUESTS.proposal as { tiers: { name: string }[]; valueInputs: unknown };
      const tier = sample.tiers[1]!.name;
      const accepted = await client.request.post(`/api/p/${token}/accept`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { tier, inputs: sample.valueInputs, fullName: 'Dana Whitfield', email: 'dana@whitfield.test', consent: true },
      });
      expect(accepted.status()).toBe(201);
      await client.close();
      const { route, title } = TOOL_CATALOG.proposal;
      const acceptances = page.getByRole('group', { name: 'Acceptances' });
      await checkPage(page, `${route}/${id}`, new RegExp(`^${title} · `), { ready: acceptances.getByText('Accepted', { exact: true }), strict: ['color-contrast'] });
    });

    test('the brand screen', async ({ page }) => {
      await signUpViaApi(page, 'a11ybrand');
      await checkPage(page, '/account/brand', /^Your brand · /);
    });

    test('a shared result and a dead share link (no app chrome, one h1, noindex)', async ({ page, browser }) => {
      await signUpViaApi(page, 'a11yshare');
      const links: string[] = [];
      for (const tool of TOOL_SLUGS) {
        const id = await generateViaApi(page, tool);
        const res = await page.request.post(`/api/history/${tool}/${id}/shares`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: {} });
        expect(res.status()).toBe(201);
        links.push(new URL(((await res.json()) as { url: string }).url).pathname);
      }
      // A visitor: a browser of their own, never signed in.
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const visitor = await context.newPage();
      for (const [i, tool] of TOOL_SLUGS.entries()) {
        // Its title names the document ("Growth plan for …"), as its h1 does, then the owner's firm if
        // they set one: never the product (issue 25).
        await checkPage(visitor, links[i]!, new RegExp(`^${escapeRegExp(documentNameOf(tool))}$`));
        await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      }
      await checkPage(visitor, `/s/${'A'.repeat(43)}`, /^Link not available$/);
      await context.close();
    });

    test('admin pages', async ({ page, asAdmin }) => {
      await asAdmin(page);
      await checkPage(page, '/admin', /^Admin Panel · /);
      await checkPage(page, '/admin/users', /^User Management · /);
      await checkPage(page, '/admin/contact', /^Contact Submissions · /);
      await checkPage(page, '/admin/queue', /^Generation Queue · /);
      await checkPage(page, '/admin/workspaces', /^Workspaces · /);
      // One workspace opened (read-only): the first one listed — at least the administrator's own.
      const [first] = (await (await page.request.get('/api/admin/workspaces')).json()) as { id: number; name: string }[];
      await checkPage(page, `/admin/workspaces/${first!.id}`, new RegExp(`^${escapeRegExp(first!.name)} · Workspaces · `), { ready: page.getByRole('group', { name: 'What it holds' }) });
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-workspace-${size.width}.png`, fullPage: true });
    });
  });
}

test('a skip link is the first stop of the keyboard and moves focus to the page', async ({ page }) => {
  await signUpViaApi(page, 'skip');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await untilAlive(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is inside the page, past the header's links.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

/** The shared page's title for a sample generation of `tool` (the fake LLM answers with the demo result). */
function documentNameOf(tool: ToolSlug): string {
  const request = TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]) as Record<string, unknown>;
  return TOOLS[tool].documentName({ request, results: demoResult(tool, request) as Record<string, unknown> });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
