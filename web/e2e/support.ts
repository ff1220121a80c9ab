import { TOOL_MENU_ORDER, type ToolSlug } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fakeLlmPort, stackPort, workerStack } from './stacks.ts';

/** The dashboard's cards (spec §2): one per tool of the menus (the ROI calculator among them) and History. */
export const DASHBOARD_CARDS = TOOL_MENU_ORDER.length + 1;

export const ADMIN = { username: 'administrator', password: process.env.ADMIN_PASSWORD ?? 'admin-e2e-password' };

let counter = 0;
/** A username no other test (or earlier run against the same database) has used. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

/**
 * Waits until the app has hydrated a page the server drew (it is inert until then). Clicks and typing
 * wait for that by themselves; a key pressed on the page itself (Tab) does not.
 */
export async function untilAlive(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/**
 * Waits until nothing on the page is still moving. antd's dialogs zoom in from the click that opened
 * them: a click aimed at a button while it still grows can land beside it (on the mask, which a confirm
 * ignores), though the button looked stable for two frames. Endless animations (a spinner) are not waited for.
 */
export async function untilStill(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or email').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/**
 * Signs in through the API, as the sign-in form does (POST /api/login with the CSRF header): the session
 * cookie lands in the context `page` (or the request context) belongs to. For tests whose subject is not
 * the form; accounts.spec.ts drives the form itself.
 */
export async function signInViaApi(page: Page | APIRequestContext, username: string, password: string) {
  const request = 'request' in page ? page.request : page;
  const res = await request.post('/api/login', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { username, password } });
  expect(res.status(), `sign-in of ${username}`).toBe(200);
}

export async function register(page: Page, username: string, password = 'secret-123') {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
}

/** A fresh signed-in user, made through the API (the browser keeps the cookie). */
export async function signUpViaApi(page: Page, prefix = 'user') {
  const username = uniqueName(prefix);
  const res = await page.request.post('/api/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { username, email: `${username}@example.com`, password: 'secret-123', confirmPassword: 'secret-123' },
  });
  expect(res.status()).toBe(201);
  return username;
}

/** Saves a generation of the tool's sample request through the API; returns its History id. */
export async function generateViaApi(page: Page, tool: ToolSlug): Promise<number> {
  const res = await page.request.post(`/api/tools/${tool}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: SAMPLE_REQUESTS[tool],
    timeout: 30_000,
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { historyId: number }).historyId;
}

/**
 * Picks an option of an antd Select found by its label. The open list's options have no role:
 * antd's listbox holds only hidden stand-ins for screen readers (the active option and its
 * neighbours), so the option is the visible element titled with its text.
 */
export async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  const field = page.locator('.ant-select').filter({ has: select });
  // A click on an option while its list still slides open can land beside it (seen at 390 px under
  // load): the pick is checked on the select itself and made again until it holds.
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await expect(select).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    await page.locator('.ant-select-item-option').filter({ visible: true }).and(page.getByTitle(option, { exact: true })).click({ timeout: 2_000 });
    await expect(field).toContainText(option, { timeout: 2_000 });
    await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The Niche Finder's answers but the e-mail (the account's fills it), on its open form; not submitted. */
export async function fillNicheAnswers(page: Page) {
  await page.getByLabel('Full name').fill('Ann Lee');
  await choose(page, 'Industry', 'Technology');
  await page.getByLabel('Target market').fill('Small marketing agencies');
  await choose(page, 'Business approach', 'Consulting/Services');
  await page.getByLabel('Why this business approach?').fill('I ran an agency for ten years and know it well.');
  await page.getByRole('group', { name: 'Geographic focus' }).getByRole('button', { name: 'North America' }).click();
  await page.getByRole('group', { name: 'Competitive factors' }).getByRole('button', { name: 'Quality Focus' }).click();
}

/** The Cold Email Writer's builder filled in, on its open form (`emails`: the sequence length's option); not submitted. */
export async function fillColdEmailBuilder(page: Page, emails: string) {
  await page.getByLabel('Target role').fill('Head of Marketing');
  await page.getByLabel('Industry', { exact: true }).fill('E-commerce');
  await choose(page, 'Company size', 'Small (11-50)');
  await page.getByLabel('Pain points').fill('Rising ad costs and flat conversion on product pages.');
  await page.getByLabel('Product or service name').fill('ConvertLab');
  await page.getByLabel('Value propositions').fill('Lifts product-page conversion by testing copy.');
  await page.getByLabel('Unique features').fill('AI copy variants tested live with statistics.');
  await choose(page, 'Campaign goal', 'Schedule a Demo');
  await choose(page, 'Email tone', 'Friendly');
  await choose(page, 'Sequence length', emails);
}

/** This worker's stack's api (stacks.ts), the config's baseURL. */
export const APP_URL = `http://127.0.0.1:${stackPort(workerStack())}`;

/** This worker's stack's fake LLM (stacks.ts). */
export const FAKE_LLM_URL = `http://127.0.0.1:${fakeLlmPort(workerStack())}/v1`;

/** The Offer Creator's form opened and filled in as Ann Lee, ann@example.com; not submitted. */
export async function fillOfferForm(page: Page) {
  await page.goto('/ai-offer-creator');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Full name').fill('Ann Lee');
  await page
    .getByLabel('Call or podcast transcript')
    .fill('Prospect: We get leads but most never book a call. Our team spends hours on follow-ups and we lose deals to cheaper competitors every month.');
}

/** A fresh offer made through the form, as a user would (Ann Lee, ann@example.com), until it is saved. */
export async function createOfferThroughTheForm(page: Page) {
  await fillOfferForm(page);
  await page.getByRole('button', { name: 'Create My Offer' }).click();
  await expect(page.getByText('Saved to History')).toBeVisible({ timeout: 20_000 });
}

/**
 * Opens a screen from the header's Tools nav as a person would: its link in the bar, or, when the bar is too
 * narrow for it (a long account name at 1280 px), from the "···" submenu the bar folds it into.
 */
export async function openFromNav(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Tools' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  // The bar folds what does not fit once the page is alive: asked before, a link it is about to fold
  // looks visible, and the click then waits for it forever.
  await untilAlive(page);
  const link = nav.getByRole('link', { name, exact: true });
  // The bar can still measure itself again while the submenu opens (and leave the popup under its own
  // links), or fold a link just as it is clicked (the click then lands on nothing and the page stays):
  // then the submenu is closed and the bar asked again. Every caller goes to another page.
  const from = page.url();
  for (let attempt = 1; ; attempt += 1) {
    const timeout = attempt < 3 ? 5_000 : undefined;
    try {
      if (await link.isVisible()) await link.click();
      else {
        await nav.locator('.ant-menu-overflow-item-rest').click();
        await page.locator('.ant-menu-submenu-popup').getByRole('link', { name, exact: true }).click({ timeout });
      }
      await page.waitForURL((url) => url.href !== from, { timeout });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
