// Downloads from History and from a fresh result: every format, opened and read the way the
// user's software would (Markdown tokens, Word's XML, the PDF's text, the CSV parsed back).
import { readFile } from 'node:fs/promises';
import { csvRecords, docxHeadings, docxParagraphs, markdownTokens, parseCsv, pdfPages } from '@growth-suite/documents/testing';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Locator, Page } from '@playwright/test';
import { axe } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { createOfferThroughTheForm, generateViaApi } from './support.ts';

const DAY = String.raw`\d{4}-\d\d-\d\d`;

/** Opens the menu on `trigger`, picks `item`, and returns the saved file. */
async function download(page: Page, trigger: Locator, item: string) {
  const saved = page.waitForEvent('download', { timeout: 30_000 });
  await trigger.click();
  await page.getByRole('menuitem', { name: item }).click();
  const file = await saved;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('History: a growth plan as Markdown, Word and PDF, a cold email as sequencer CSVs', async ({ signedInPage: page }) => {
  await generateViaApi(page, 'growth-plan');
  await generateViaApi(page, 'cold-email');
  const client = String(SAMPLE_REQUESTS['growth-plan'].clientCompany);
  const email = String(SAMPLE_REQUESTS['growth-plan'].email);
  await page.goto('/history');
  await page.getByRole('tab', { name: 'Growth Plan' }).click();
  const trigger = page.getByRole('button', { name: `Download ${client}` });

  const md = await download(page, trigger, 'Markdown (.md)');
  // Named after the client and the document, never the consultant (issue 33).
  expect(md.name).toBe(`${client} - Growth plan.md`);
  const tokens = markdownTokens(md.bytes.toString());
  // Named by what it is and for whom, never by the tool (issue 25).
  expect(tokens[0]).toMatchObject({ type: 'heading', depth: 1, text: `Growth plan for ${client}` });
  const headings = tokens.filter((t) => t.type === 'heading').map((t) => (t as { text: string }).text);
  expect(headings).toEqual(expect.arrayContaining(['Phases', 'KPIs', 'Milestones']));
  // For the client by default: the form's inputs only in an internal copy.
  expect(headings).not.toContain('Inputs');
  expect(tokens.find((t) => t.type === 'table')).toMatchObject({ header: [{ text: 'Milestone' }, { text: 'Target' }, { text: 'Deadline' }] });
  expect(md.bytes.toString()).not.toContain(email);

  // An internal copy: the inputs, and then the e-mail, are checkboxes in the menu; it stays open to pick a format.
  await trigger.click();
  const inputs = page.getByRole('menuitemcheckbox', { name: 'Include my inputs (internal copy)' });
  await expect(inputs).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('menuitemcheckbox', { name: 'Include my e-mail in documents' })).toHaveCount(0);
  await inputs.click();
  await expect(inputs).toHaveAttribute('aria-checked', 'true');
  const include = page.getByRole('menuitemcheckbox', { name: 'Include my e-mail in documents' });
  await expect(include).toHaveAttribute('aria-checked', 'false');
  await include.click();
  await expect(include).toHaveAttribute('aria-checked', 'true');
  const audit = await axe(page).include('.ant-dropdown').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Markdown (.md)' }).click();
  const internal = (await readFile((await (await saved).path())!)).toString();
  expect(internal).toContain(email);
  expect(internal).toMatch(/^## Inputs$/m);

  const docx = await download(page, trigger, 'Word (.docx)');
  expect(docx.name).toBe(`${client} - Growth plan.docx`);
  expect((await docxHeadings(docx.bytes))[0]).toEqual({ style: 'Title', text: `Growth plan for ${client}` });
  expect((await docxParagraphs(docx.bytes)).join('\n')).toContain(client);

  // While the PDF is drawn the button says so and cannot be used (the answer is held back until that is seen).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/export?format=pdf*', async (route) => {
    await held;
    await route.continue();
  });
  const pdfSaved = page.waitForEvent('download', { timeout: 30_000 });
  await trigger.click();
  await page.getByRole('menuitem', { name: 'PDF (.pdf)' }).click();
  await expect(page.getByRole('button', { name: 'Preparing PDF…' })).toBeDisabled();
  release();
  const pdf = await pdfSaved;
  expect(pdf.suggestedFilename()).toBe(`${client} - Growth plan.pdf`);
  const text = (await pdfPages(await readFile((await pdf.path())!))).join('\n');
  expect(text).toContain(`Growth plan for ${client}`);
  expect(text).not.toContain('AI Growth Plan Creator');
  expect(text).toContain('Milestones');
  await expect(trigger).toBeEnabled();

  await page.getByRole('tab', { name: 'Cold Email' }).click();
  const role = String(SAMPLE_REQUESTS['cold-email'].prospectRole);
  const emailTrigger = page.getByRole('button', { name: `Download ${role}` });
  const csv = await download(page, emailTrigger, 'Sequencer CSV (.csv)');
  expect(csv.name).toMatch(new RegExp(`^cold-email-[a-z0-9-]+-${DAY}\\.csv$`));
  const rows = parseCsv(csv.bytes.toString());
  expect(rows.length).toBe(Number(SAMPLE_REQUESTS['cold-email'].sequenceLength));
  expect(rows[0]).toMatchObject({ step: '1', wait: 'Send first', day: '1' });
  expect(rows[1]!.wait).toMatch(/^Wait \d+ days? after the previous step$/);
  expect(rows[0]!.body).toContain('{{firstName}}');
  // What a sequencer imports: leads with values only (the columns to fill); the steps' texts, in its
  // own variable syntax, in a file of their own.
  const apollo = await download(page, emailTrigger, 'Apollo leads template (.csv)');
  expect(apollo.name).toMatch(/-apollo-leads\.csv$/);
  const [header, ...leads] = csvRecords(apollo.bytes.toString());
  expect(header!.slice(0, 5)).toEqual(['Email', 'First Name', 'Last Name', 'Company', 'Title']);
  expect(leads).toEqual([]);
  const smartlead = await download(page, emailTrigger, 'Smartlead steps (.csv)');
  expect(smartlead.name).toMatch(/-smartlead-steps\.csv$/);
  const steps = parseCsv(smartlead.bytes.toString());
  expect(steps.length).toBe(rows.length);
  expect(steps[0]!.body).toContain('{{first_name}}');
  const variants = await download(page, emailTrigger, 'A/B variants CSV (.csv)');
  expect(variants.name).toMatch(/-ab-variants\.csv$/);
  expect(parseCsv(variants.bytes.toString())[0]).toMatchObject({ variant: 'B' });
  // Other tools have no CSV.
  await page.getByRole('tab', { name: 'Growth Plan' }).click();
  await trigger.click();
  await expect(page.getByRole('menuitem', { name: 'Sequencer CSV (.csv)' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Esc gives the focus back to the button that opened the menu (issue: it fell to the page).
  await expect(trigger).toBeFocused();
});

test('a failed download says why in a toast', async ({ signedInPage: page }) => {
  await generateViaApi(page, 'niche-finder');
  await page.goto('/history');
  const trigger = page.getByRole('button', { name: /^Download / });
  await expect(trigger).toBeVisible();
  // Cleared in another tab: the row is still on this screen, the item is gone on the server.
  await page.request.post('/api/history/clear/all', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Word (.docx)' }).click();
  await expect(page.getByText('Download failed')).toBeVisible();
  await expect(page.getByText('History item not found')).toBeVisible();
});

test('a fresh result downloads from its screen, by keyboard, and the menu fits a phone', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createOfferThroughTheForm(page);

  const trigger = page.getByRole('button', { name: 'Download', exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole('menuitem', { name: 'Sequencer CSV (.csv)' })).toHaveCount(0);
  // The menu opens with its first item focused; arrow keys walk it, Enter picks.
  const saved = page.waitForEvent('download', { timeout: 30_000 });
  await expect(page.getByRole('menuitem', { name: 'JSON (.json)' })).toBeFocused();
  for (const item of ['Markdown (.md)', 'Word (.docx)', 'PDF (.pdf)']) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: item })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  const pdf = await saved;
  // An offer for no client is named by its id (its only naming field was the consultant's own name).
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^offer-creator-\\d+-${DAY}\\.pdf$`));
  const text = (await pdfPages(await readFile((await pdf.path())!))).join('\n');
  expect(text).toMatch(/^Offer: /);
  expect(text).not.toContain('AI Offer Creator');
  // For the client: the call's transcript and who typed it are not in it.
  expect(text).not.toContain('Ann Lee');
  expect(text).toContain('Marketing angles');
  expect(text).not.toContain('ann@example.com');

  const json = await download(page, trigger, 'JSON (.json)');
  expect(json.name).toMatch(new RegExp(`^offer-creator-\\d+-${DAY}\\.json$`));
  expect(JSON.parse(json.bytes.toString()).offerStructure.mainOffer).toEqual(expect.any(String));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
