// What the proposal's browser tests share: the owner's branded proposal on its screen, its share link,
// and the accessibility check the client's page must pass.
import { samplePng } from '@growth-suite/documents/testing';
import { TOOL_CATALOG } from '@growth-suite/shared';
import { expect, type Page } from '@playwright/test';
import { axe } from './axe.ts';
import { generateViaApi } from './support.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * The owner's brand (with a logo), which heads the client's page, and a saved proposal on its screen.
 * `extra`: more of the brand (the tax on the fees, say).
 */
export async function ownerProposal(page: Page, width = 1280, extra: Record<string, unknown> = {}): Promise<number> {
  const brand = await page.request.put('/api/account/brand', { headers: XHR, data: { firmName: 'Lee Consulting', senderName: 'Ann Lee', signature: '', accentColor: '#1f6f43', ...extra } });
  expect(brand.status()).toBe(200);
  const logo = await page.request.put('/api/account/brand/logo', { headers: { ...XHR, 'Content-Type': 'image/png' }, data: await samplePng(240, 80, [31, 111, 67]) });
  expect(logo.status()).toBe(200);
  const id = await generateViaApi(page, 'proposal');
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${TOOL_CATALOG.proposal.route}/${id}`);
  return id;
}

/** The owner's saved proposal on its screen, shared: the link the Share button copied. */
export async function shareProposal(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const panel = page.getByRole('region', { name: 'Share with your client' });
  await panel.getByRole('button', { name: 'Share proposal' }).click();
  const link = panel.getByRole('textbox', { name: 'Proposal link' });
  await expect(link).toHaveValue(/\/p\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  return url;
}

/** No serious or critical WCAG 2.1 AA finding on the page as it stands. */
export async function auditSerious(page: Page) {
  const result = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
