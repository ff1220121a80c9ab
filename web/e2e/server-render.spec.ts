// Pages drawn on the server (issue: phones): the page is there before the app's code runs, the app
// then hydrates it without a mismatch (also for a reader far from the server's time zone), and it is
// inert until then. At 1280 and 390 px.
import { formatDate, TOOL_CATALOG, TOOL_SLUGS } from '@growth-suite/shared';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DASHBOARD_CARDS, generateViaApi, untilAlive } from './support.ts';

const WIDTHS = [1280, 390] as const;

/** A second browser with the page's session, set up as given (no JavaScript, another time zone). */
async function sameUser(browser: Browser, page: Page, options: BrowserContextOptions & { baseURL: string }) {
  const context = await browser.newContext(options);
  await context.addCookies(await page.context().cookies());
  return context;
}

/** Every error the page logs or throws (a hydration mismatch is one). */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('with JavaScript off, the dashboard and the sign-in form are there: the server drew them', async ({ signedInPage: page, user, browser, baseURL }, testInfo) => {
      await page.goto('/');
      const context = await sameUser(browser, page, { javaScriptEnabled: false, viewport: { width, height: 900 }, baseURL: baseURL! });
      const noScript = await context.newPage();
      await noScript.goto(page.url());
      // The page is inert until the app runs (never, here), so it is found by its elements, not its roles.
      await expect(noScript.locator('h1', { hasText: 'Grow your business with AI' })).toBeVisible();
      await expect(noScript.locator('a', { hasText: 'Try Now' })).toHaveCount(DASHBOARD_CARDS);
      await expect(noScript.locator('footer')).toContainText('Built with advanced AI technologies');
      await expect(noScript.locator('#root')).toHaveAttribute('inert', '');
      expect(await noScript.locator('header').innerHTML()).toContain(user.username);
      await noScript.screenshot({ path: testInfo.outputPath(`dashboard-no-js-${width}.png`) });
      await context.clearCookies();
      await noScript.goto('/auth');
      await expect(noScript.locator('[role="tab"]', { hasText: 'Create Account' })).toBeVisible();
      await expect(noScript.locator('form input[type="password"]').first()).toBeVisible();
      await noScript.screenshot({ path: testInfo.outputPath(`auth-no-js-${width}.png`) });
      await context.close();
    });

    test("the sign-in page is painted with the antd styles it links, and the app's antd does not draw them again", async ({ page }) => {
      const primary = 'rgb(9, 88, 217)'; // the theme's colorPrimary (app/theme.ts)
      const submit = () => page.locator('form button[type="submit"]').first();
      await page.route('**/boot.js', (route) => route.abort());
      // Before any of the app's code: the linked stylesheet alone styles the form.
      await page.goto('/auth');
      await expect(submit()).toHaveCSS('background-color', primary);
      await page.unroute('**/boot.js');
      // The app's antd found the components' styles it needed in that stylesheet: it adds none of them
      // to the page (only the theme's CSS variables, a few lines per component, which it always writes).
      await page.goto('/auth');
      await untilAlive(page);
      await expect(submit()).toHaveCSS('background-color', primary);
      const drawnAgain = await page.evaluate(() => [...document.querySelectorAll('style')].filter((style) => /(^|\})\s*\.ant-(btn|input|tabs|form)\{/.test(style.textContent ?? '')).length);
      expect(drawnAgain).toBe(0);
    });

    test('far from the server’s time zone, the dashboard and a shared result hydrate without an error and show local times', async ({ signedInPage: page, browser, baseURL }, testInfo) => {
      const id = await generateViaApi(page, 'offer-creator');
      const item = (await (await page.request.get(`/api/history/offer-creator/${id}`)).json()) as { createdAt: string };
      const share = await page.request.post(`/api/history/offer-creator/${id}/shares`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: {} });
      const { token } = (await share.json()) as { token: string };
      await page.goto('/');
      const context = await sameUser(browser, page, { timezoneId: 'Pacific/Auckland', viewport: { width, height: 900 }, baseURL: baseURL! });
      const far = await context.newPage();
      const errors = errorsOf(far);
      // Written in the workspace brand's locale, which the shared page carries too.
      const { locale } = (await (await page.request.get('/api/account/brand')).json()) as { locale: string };
      const local = formatDate(item.createdAt, { locale, timeZone: 'Pacific/Auckland' });

      await far.goto(page.url());
      await untilAlive(far);
      await expect(far.locator('.recent-work')).toContainText(local);
      await far.screenshot({ path: testInfo.outputPath(`dashboard-auckland-${width}.png`) });

      await far.goto(`/s/${token}`);
      await untilAlive(far);
      await expect(far.getByText(`created ${local}`, { exact: false })).toBeVisible();
      await far.screenshot({ path: testInfo.outputPath(`shared-auckland-${width}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });

    test('the first pages hydrate without an error, and come alive', async ({ signedInPage: page }) => {
      const errors = errorsOf(page);
      // Every tool's page (from the catalog, the ROI calculator among them) among the others.
      for (const path of ['/', ...TOOL_SLUGS.map((tool) => TOOL_CATALOG[tool].route), '/history', '/clients', '/contact', '/no/such/page']) {
        await page.goto(path);
        await untilAlive(page);
        // Alive: the page's own links and buttons work (the header's History link navigates).
        expect(errors, path).toEqual([]);
      }
      await page.getByRole('link', { name: 'History' }).first().click();
      await expect(page).toHaveURL(/\/history$/);
    });

    test("a saved item's page is drawn with its result (its route's loader fetched it) and hydrates without an error", async ({ signedInPage: page }) => {
      const errors = errorsOf(page);
      for (const tool of TOOL_SLUGS) {
        const id = await generateViaApi(page, tool);
        const path = `${TOOL_CATALOG[tool].route}/${id}`;
        expect(await (await page.request.get(path)).text(), path).toContain(`"queryKey":["history","${tool}","item",${id}]`);
        await page.goto(path);
        await untilAlive(page);
        expect(errors, path).toEqual([]);
      }
    });

    test("a tool page's chunks are preloaded once, with the app's: the app adds no link of its own as it comes alive", async ({ signedInPage: page }) => {
      await page.goto('/ai-niche-finder');
      await untilAlive(page);
      const { listed, links } = await page.evaluate(() => ({
        listed: ['data-preload', 'data-screens'].flatMap((name) => (document.querySelector('script[data-preload]')?.getAttribute(name) ?? '').split(' ').filter(Boolean)).length,
        links: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => (link as HTMLLinkElement).href),
      }));
      expect(listed).toBeGreaterThan(10);
      expect(links).toHaveLength(listed);
      expect(new Set(links).size).toBe(links.length);
    });
  });
}
