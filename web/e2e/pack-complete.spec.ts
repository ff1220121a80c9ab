// A pack from a realistic, sparse client file (DESIGN §11.1), in Chromium against the real API, a
// worker and the fake OpenAI server: from the dashboard → Clients → "Build the pack" → one form with
// every field the pack lacks (nothing spent yet) → the pack runs to "Done" → the proposal's preview,
// drawn as the client will see it → its link made for 14 days (Copy the link instead) → the client's link says until when it is valid.
// At 1280 and 390 px, with screenshots of the form, the Done page and the preview; clicks counted.
import { mkdirSync } from 'node:fs';
import { formatValidUntil, PACK_STEPS } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openFromNav } from './support.ts';

const TRANSCRIPT = (SAMPLE_REQUESTS['client-intake'] as { transcript: string }).transcript;
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
const DAY_MS = 86_400_000;

const shot = async (page: Page, path: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
};
const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const width of [1280, 390]) {
  test(`a sparse client file: one form, the pack completes, preview, Send for 14 days (${width} px)`, async ({ signedInPage: page, fakeLlm }) => {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    // A client as a consultant first types it: a name and the call, nothing else.
    const name = `Sparse Physio ${width}`;
    const made = await page.request.post('/api/clients', { headers: xhr, data: { name, calls: [{ date: '2026-11-20', transcript: TRANSCRIPT }] } });
    expect(made.status()).toBe(201);
    const callsBefore = await fakeLlm.calls();

    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    await page.goto('/');
    if (width > 500) {
      // The bar shows Clients, or folds it under '···' when the tools take its room (the account's name decides).
      clicks += 1;
      await openFromNav(page, 'Clients');
    }    else {
      await click(page.getByRole('button', { name: /menu/i }).first());
      await click(page.getByRole('link', { name: 'Clients', exact: true }).last());
    }
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await click(page.getByRole('button', { name: `Build the pack for ${name}` }));

    // One form, every field the pack lacks, before anything is spent.
    const form = page.getByRole('form', { name: 'What the pack needs' });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/clients\/\d+\/pack$/);
    for (const label of ['Industry', 'Contact name', 'Contact title', 'What they sell', 'Pains', 'Goals']) await expect(form.getByLabel(`${label} (required)`)).toBeVisible();
    expect(await fakeLlm.calls()).toBe(callsBefore);
    await noSideScroll(page);
    await shot(page, `${SHOTS}/pack-missing-${width}.png`);
    // Submitted empty (a check, not counted): each field says what it needs, nothing is sent.
    await form.getByRole('button', { name: 'Save and build the pack' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await form.getByLabel('Industry (required)').fill('Physiotherapy clinics');
    await form.getByLabel('Contact name (required)').fill('Dana Whitfield');
    await form.getByLabel('Contact title (required)').fill('Clinic director');
    await form.getByLabel('Pains (required)').fill('The front desk loses twenty hours a week to phone bookings and no-shows.');
    await form.getByLabel('Goals (required)').fill('Fill the diary and halve the no-shows within a year.');
    await form.getByLabel('What they sell (required)').fill('Physiotherapy for runners and office workers');
    await click(form.getByRole('button', { name: 'Save and build the pack' }));

    await expect(page).toHaveURL(/\/clients\/\d+\/pack\/\d+$/);
    const packUrl = page.url();
    // Watched to its end, the pack lands on the proposal's preview (below); its page, opened done, says Done.
    await expect(page).toHaveURL(/\/ai-proposal\/\d+\/preview$/, { timeout: 30_000 });
    const previewUrl = page.url();
    await page.goto(packUrl);
    await expect(page.getByRole('heading', { name: 'Done', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Building the pack' })).toHaveCount(0);
    // Every step's result, the ROI calculation's included (it is saved like any other).
    await expect(page.getByRole('link', { name: 'Open the result' })).toHaveCount(PACK_STEPS.length);
    await expect(page.getByRole('link', { name: 'Open the proposal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview and send the proposal' })).toHaveAttribute('href', new URL(previewUrl).pathname);
    await noSideScroll(page);
    await shot(page, `${SHOTS}/pack-done-${width}.png`);
    await page.goto(previewUrl);

    // The proposal as the client will see it, with Edit and Send.
    const preview = page.getByRole('region', { name: "Preview of the client's page" });
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(preview.getByText(/Prepared for/)).toContainText(name);
    await expect(preview.getByText(/not sent yet/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /\/ai-proposal\/\d+$/);
    // Nothing to accept or ask from the preview.
    await expect(preview.getByRole('button', { name: /^Ask for a change/ })).toHaveCount(0);
    await expect(preview.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    await noSideScroll(page);
    await shot(page, `${SHOTS}/pack-preview-${width}.png`);

    // Send for 14 days (antd draws the list's items apart from its options; they carry the label as title).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const sendCard = page.getByRole('region', { name: 'Send to your client' });
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await expect(async () => {
      if (!(await list.isVisible())) await sendCard.getByRole('combobox', { name: 'Link valid for' }).click();
      await list.getByTitle('14 days').click({ timeout: 2_000 });
      await expect(sendCard.getByTitle('14 days')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    clicks += 2; // open the list, pick 14 days
    // Written as the client will read it: in the proposal's locale (this account's: en-US).
    const validUntil = formatValidUntil(new Date(Date.now() + 14 * DAY_MS), 'en-US');
    await expect(sendCard.getByTestId('valid-until')).toHaveText(`Valid until ${validUntil}`);
    await click(sendCard.getByRole('button', { name: 'Copy the link instead' }));
    await expect(sendCard.getByText(`Sent. The link is on your clipboard and valid until ${validUntil}.`)).toBeVisible();
    const link = await sendCard.getByRole('textbox', { name: 'Proposal link' }).inputValue();
    // The preview now reads as the client's page does: sent, and until when.
    await expect(preview.getByTestId('sent-version')).toContainText(' · sent ');
    // The client's page writes it the same way.
    await expect(preview.getByTestId('sent-valid-until')).toHaveText(`Valid until ${validUntil}`);
    expect(link).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
    console.log(`[pack-complete ${width}px] dashboard → sent proposal: ${clicks} clicks (${width > 500 ? 'nav link' : 'menu + link'}, Build the pack, Save and build, Preview, 14 days ×2, Send)`);

    // The client's page says until when it is valid.
    const visitor = await page.context().browser()!.newContext({ viewport: { width, height: 844 } });
    const clientPage = await visitor.newPage();
    await clientPage.goto(link);
    await expect(clientPage.getByTestId('sent-valid-until')).toHaveText(`Valid until ${validUntil}`);
    await visitor.close();

    // The client's page lists the pack, done, with a link to it.
    const clientId = /\/clients\/(\d+)\/pack/.exec(packUrl)![1];
    await page.goto(`/clients/${clientId}`);
    const packs = page.getByRole('region', { name: 'Packs' });
    await expect(packs.getByText('Done')).toBeVisible();
    await expect(packs.getByRole('link')).toHaveAttribute('href', new URL(packUrl).pathname);
  });
}
