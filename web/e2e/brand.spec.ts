// The consultant's brand (issue 25): set on /account/brand (texts, accent colour with its contrast
// check, a logo), then carried by a downloaded PDF, the growth plan form and a shared page at 1280
// and 390 px; the administrator's made-with switch takes the product's name off the shared page.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { pdfPages, samplePng } from '@growth-suite/documents/testing';
import { ACCENT_CONTRAST, LOGO_MESSAGES, TAX_RATE_MESSAGE } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { generateViaApi } from './support.ts';

const SHOTS = process.env.SHOTS_DIR;
const FIRM = 'Lee & Partners Consulting';
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function openAsVisitor(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('set a brand with a logo; the PDF, the growth plan form and a shared page carry it', async ({ signedInPage: page, browser, admin }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Your Brand' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your brand' })).toBeVisible();

  await page.getByLabel('Firm name').fill(FIRM);
  await page.getByLabel('Sender name').fill('Ann Lee');
  await page.getByLabel('Signature').fill('Ann Lee\nLee & Partners Consulting');

  // A colour too light to read on white is refused with the reason, at once.
  const pick = async (hex: string) => {
    await page.getByRole('button', { name: /^Accent colour/ }).click();
    const input = page.locator('.ant-color-picker-input input').first();
    await input.fill(hex);
    await input.press('Enter');
    await page.keyboard.press('Escape');
  };
  await pick('ffee58');
  await expect(page.getByText(ACCENT_CONTRAST)).toBeVisible();
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText('Brand saved')).toHaveCount(0);
  await pick('7a1f5c');
  await expect(page.getByText(ACCENT_CONTRAST)).toHaveCount(0);
  await expect(page.getByText(/Contrast on white \d+\.\d:1/)).toBeVisible();
  // The tax on the fees (issue 52): a rate over 100 is refused with its reason; 20% VAT on top of the
  // fees is shown as the client will read a fee.
  await page.getByLabel('Tax rate').fill('120');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText(TAX_RATE_MESSAGE)).toBeVisible();
  await page.getByLabel('Tax rate').fill('20');
  await page.getByLabel('Tax name').fill('VAT');
  await expect(page.getByText(TAX_RATE_MESSAGE)).toHaveCount(0);
  await expect(page.getByTestId('tax-example')).toContainText('excl. VAT (VAT 20%:');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText('Brand saved')).toBeVisible();

  // A logo: a GIF is refused with its reason; a PNG is shown.
  const files = page.locator('input[type=file]');
  await files.setInputFiles({ name: 'logo.gif', mimeType: 'image/png', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') });
  await expect(page.getByRole('alert').filter({ hasText: LOGO_MESSAGES.notImage })).toBeVisible();
  await files.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await samplePng(240, 80, [122, 31, 92]) });
  await expect(page.getByText('Logo saved')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Your logo' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  // It stays after a reload.
  await page.reload();
  await expect(page.getByLabel('Firm name')).toHaveValue(FIRM);
  await expect(page.getByRole('button', { name: 'Accent colour: #7a1f5c' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await expect(page.getByLabel('Tax rate')).toHaveValue('20');
  await expect(page.getByLabel('Fees exclude tax (it is added)')).toBeChecked();
  await page.getByTestId('tax-example').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('brand-tax-1280.png') });
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/brand-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/brand-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The growth plan form starts "Your company name" with the firm.
  await page.goto('/ai-growth-plan-creator');
  await expect(page.getByLabel('Your company name')).toHaveValue(FIRM);

  // A PDF: "Prepared for {client} by {firm}", drawn to PNG to look at.
  const id = await generateViaApi(page, 'growth-plan');
  const client = String(SAMPLE_REQUESTS['growth-plan'].clientCompany);
  const res = await page.request.get(`/api/history/growth-plan/${id}/export?format=pdf`);
  expect(res.status()).toBe(200);
  const pdf = await res.body();
  const text = (await pdfPages(pdf)).join('\n');
  expect(text).toContain(`Prepared for ${client} by ${FIRM}`);
  expect(text).toContain(`${FIRM} · Made with Growth Suite`);
  expect(text).not.toContain('AI Growth Plan Creator');
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await writeFile(`${SHOTS}/growth-plan.pdf`, pdf);
    await promisify(execFile)('pdftoppm', ['-png', '-r', '60', `${SHOTS}/growth-plan.pdf`, `${SHOTS}/growth-plan-page`]);
    expect((await readFile(`${SHOTS}/growth-plan-page-1.png`)).subarray(1, 4).toString()).toBe('PNG');
  }

  // The shared page: firm, logo, accent and footer, at 1280 and 390 px.
  const share = await page.request.post(`/api/history/growth-plan/${id}/shares`, { headers: HEADERS, data: {} });
  const { url } = (await share.json()) as { url: string };
  for (const width of [1280, 390]) {
    const visitor = await openAsVisitor(browser, url, width);
    await expect(visitor.page.getByRole('heading', { level: 1, name: `Growth plan for ${client}` })).toBeVisible();
    const header = visitor.page.getByRole('banner');
    await expect(header.getByText(FIRM)).toBeVisible();
    const logo = header.getByRole('img', { name: `${FIRM} logo` });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await expect(visitor.page.getByRole('contentinfo').getByText(FIRM)).toBeVisible();
    await expect(visitor.page.getByText('Made with Growth Suite')).toBeVisible();
    expect(await visitor.page.locator('h1').evaluate((h) => getComputedStyle(h).color)).toBe('rgb(122, 31, 92)');
    await expect(visitor.page).toHaveTitle(`Growth plan for ${client} · ${FIRM}`);
    expect(await overflowOf(visitor.page)).toBeLessThanOrEqual(0);
    if (SHOTS) await visitor.page.screenshot({ path: `${SHOTS}/share-${width}.png`, fullPage: true });
    await visitor.close();
  }

  // The administrator turns the made-with line off: the shared page no longer names the product.
  await admin.goto('/admin');
  const madeWith = admin.getByRole('switch', { name: 'Show "Made with Growth Suite" on documents and shared pages' });
  await expect(madeWith).toBeChecked();
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-1280.png` });
  await madeWith.click();
  await expect(madeWith).not.toBeChecked();
  try {
    const visitor = await openAsVisitor(browser, url, 1280);
    await expect(visitor.page.getByRole('contentinfo').getByText(FIRM)).toBeVisible();
    await expect(visitor.page.getByText('Made with Growth Suite')).toHaveCount(0);
    expect(await visitor.page.locator('body').innerText()).not.toContain('Growth Suite');
    await visitor.close();
  } finally {
    await madeWith.click();
    await expect(madeWith).toBeChecked();
    // Back to no setting at all (the default, on), as the run had it: other specs read the System tab.
    const removed = await admin.request.delete('/api/admin/settings/made_with_line', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(removed.status()).toBe(204);
  }
});
