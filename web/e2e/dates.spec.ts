// Dates as the brand's locale writes them (issue 53), in Chromium at 1280 and 390 px: an en-GB brand's
// proposal, its links sent and its activity on the owner's screen, and the client's page, where the
// sending brand's locale meets the client's own time zone (here New York, in an American browser).
import { formatDate, TOOL_CATALOG } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { shareProposal } from './proposals.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** "7 Dec 2026, 14:05": day first, a 24-hour clock. */
const BRITISH = new RegExp(`\\b\\d{1,2} ${MONTH} \\d{4}, \\d{2}:\\d{2}\\b`);
/** "Dec 7, 2026" or "2:05 PM": what an en-GB brand must never show. */
const AMERICAN = new RegExp(`\\b${MONTH} \\d{1,2}, \\d{4}|\\d:\\d{2} ?(AM|PM)\\b`);
/** An en-GB brand, and its proposal (whose request takes the brand's locale, as the form fills it) on its screen. */
async function britishProposal(page: Page, width: number) {
  const brand = await page.request.put('/api/account/brand', { headers: XHR, data: { firmName: 'Reed Advisory', senderName: 'Tom Reed', signature: '', accentColor: '#1f4e79', locale: 'en-GB' } });
  expect(brand.status()).toBe(200);
  const res = await page.request.post('/api/tools/proposal', { headers: XHR, data: { ...SAMPLE_REQUESTS.proposal, locale: 'en-GB' }, timeout: 30_000 });
  expect(res.status()).toBe(200);
  const { historyId } = (await res.json()) as { historyId: number };
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${TOOL_CATALOG.proposal.route}/${historyId}`);
}

const shot = (name: string) => `${process.env.SHOTS_DIR ?? test.info().outputPath()}/${name}`;

for (const width of [1280, 390]) {
  test(`an en-GB brand writes "7 Dec 2026, 14:05" on its screens and the client's page (${width} px)`, async ({ signedInPage: owner, browser }) => {
    await britishProposal(owner, width);
    const url = await shareProposal(owner);
    const links = owner.getByRole('group', { name: 'Links sent' });
    await expect(links).toContainText(BRITISH);
    await expect(links).not.toContainText(AMERICAN);

    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York', viewport: { width, height: 900 } });
    const client = await context.newPage();
    await client.goto(url);
    const token = new URL(url).pathname.split('/').pop()!;
    const { sentAt } = (await (await client.request.get(`/api/p/${token}`)).json()) as { sentAt: string };
    // The moment in the client's zone, written as the brand's locale writes it.
    await expect(client.getByTestId('sent-version')).toContainText(`sent ${formatDate(sentAt, { locale: 'en-GB', timeZone: 'America/New_York' })}`);
    await client.getByRole('button', { name: /^Ask for a change to Phase 2/ }).click();
    const ask = client.getByRole('form', { name: /^Ask for a change to Phase 2/ });
    await ask.getByRole('textbox').fill('Can phase 2 start in May?');
    await ask.getByRole('button', { name: 'Send request' }).click();
    const asked = client.getByRole('article', { name: /^Your change request on Phase 2/ });
    await expect(asked).toContainText(BRITISH);
    await expect(client.locator('body')).not.toContainText(AMERICAN);
    await asked.scrollIntoViewIfNeeded();
    await client.screenshot({ path: shot(`dates-client-${width}.png`) });
    await context.close();

    // The owner's activity and thread: when the client first opened the link and asked, in the brand's locale.
    await owner.reload();
    const visitors = owner.getByLabel('Visitors');
    await expect(visitors).toContainText(BRITISH);
    await expect(owner.getByRole('group', { name: 'Change requests' }).getByRole('article', { name: /^Change request on Phase 2/ })).toContainText(BRITISH);
    await expect(owner.locator('body')).not.toContainText(AMERICAN);
    await visitors.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: shot(`dates-owner-${width}.png`) });
  });
}
