// Refine and versions in the browser (issue 22), at a desktop and a phone width: one email of a
// sequence regenerated with an instruction streams in place while the others stay as they were; a
// growth plan's phase edited by hand (with a field error first); the version panel's diff, a
// restore, and Undo. Screenshots go to the test's output folder, to be looked at.
import AxeBuilder from '@axe-core/playwright';
import { partsOf, TOOL_CATALOG, TOOL_SLUGS, toolDefinition, type ToolSlug } from '@growth-suite/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { generateViaApi } from './support.ts';

interface Item {
  version: number;
  results: Record<string, unknown> & { sequence?: { email: { subject: string; body: string } }[]; strategy?: { phases: { phase: string }[] } };
}
const item = async (page: Page, tool: ToolSlug, id: number) => (await (await page.request.get(`/api/history/${tool}/${id}`)).json()) as Item;
/** What the user sees (the viewport, not the full page: a phone's screen is read at its size). */
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400); // a drawer or dialog that just opened has finished sliding in
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
};
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** axe over what is on screen (an open form or panel included): no serious or critical violation. */
async function noSeriousViolations(page: Page) {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** Shows email `n` of the sequence: a tab on a desktop, the phone's select on a phone. */
async function openEmail(page: Page, n: number, phone: boolean) {
  const result = page.getByRole('region', { name: 'Result' });
  if (phone) await result.getByLabel('Email', { exact: true }).selectOption({ label: `Email ${n}` });
  else await result.getByRole('tab', { name: `Email ${n}`, exact: true }).click();
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  const phone = width < 576;
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height }));

    test('every tool’s saved result offers its parts’ actions where the parts are drawn, and fits the screen', async ({ signedInPage: page }) => {
      // A tool that declares no parts (the client intake, reviewed on its own screen) has none to offer.
      for (const tool of TOOL_SLUGS.filter((slug) => toolDefinition(slug).parts.length > 0)) {
        const id = await generateViaApi(page, tool);
        const [first] = partsOf(tool, (await item(page, tool, id)).results);
        await page.goto(`${TOOL_CATALOG[tool].route}/${id}`);
        await expect(page.getByRole('button', { name: `Regenerate ${first!.label}`, exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: `Edit ${first!.label}`, exact: true })).toBeVisible();
        await page.getByRole('region', { name: 'Result' }).scrollIntoViewIfNeeded();
        await shot(page, `parts-${tool}-${width}`);
        await noSidewaysScroll(page);
        await noSeriousViolations(page);
      }
    });

    test('regenerate email 2 with an instruction: it streams in place, emails 1 and 3 stay as they were', async ({ signedInPage: page, fakeLlm }) => {
      const id = await generateViaApi(page, 'cold-email');
      const before = await item(page, 'cold-email', id);
      await page.goto(`${TOOL_CATALOG['cold-email'].route}/${id}`);
      await openEmail(page, 2, phone);
      // A few seconds of writing, so the part can be seen while it is written.
      await fakeLlm.stream({ firstTokenMs: 300, tokenDelayMs: 80, chunkChars: 12 });
      let answered = false;
      page.on('response', (res) => {
        if (res.request().method() === 'POST' && res.url().endsWith(`/api/history/cold-email/${id}/refine`)) answered = true;
      });

      await page.getByRole('button', { name: 'Regenerate Email 2' }).click();
      const dialog = page.getByRole('dialog', { name: 'Regenerate Email 2' });
      await dialog.getByLabel('Instruction (optional)').fill('shorter, and mention the free audit');
      await expect(dialog.getByText('35 / 500')).toBeVisible();
      await shot(page, `regenerate-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Regenerate' }).click();

      // Only email 2 is marked as being written, with its Cancel; the rest of the screen is as it was.
      const writing = page.locator('.part.is-writing');
      await expect(writing).toHaveCount(1, { timeout: 10_000 });
      await expect(writing.getByRole('status')).toHaveText('Writing Email 2…');
      await expect(writing.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      await expect(page.getByRole('region', { name: 'Result' })).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('button', { name: 'Copy All' })).toBeEnabled();
      expect(answered).toBe(false); // seen while the POST still waits
      await shot(page, `regenerate-writing-${width}`);
      await noSidewaysScroll(page);

      await expect(page.getByText('Regenerated', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(writing).toHaveCount(0);
      const after = await item(page, 'cold-email', id);
      expect(after.version).toBe(2);
      expect(after.results.sequence![0]).toEqual(before.results.sequence![0]);
      expect(after.results.sequence![2]).toEqual(before.results.sequence![2]);
      // On screen: the new email 2, and email 1 as it was.
      await expect(page.getByText(after.results.sequence![1]!.email.subject).first()).toBeVisible();
      await openEmail(page, 1, phone);
      await expect(page.getByText(before.results.sequence![0]!.email.subject).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Versions (2)' })).toBeVisible();
      await shot(page, `regenerated-${width}`);
    });

    test('edit a growth plan phase by hand: an emptied field is an error, then it saves', async ({ signedInPage: page }) => {
      const id = await generateViaApi(page, 'growth-plan');
      const before = await item(page, 'growth-plan', id);
      const n = Math.min(2, before.results.strategy!.phases.length);
      await page.goto(`${TOOL_CATALOG['growth-plan'].route}/${id}`);
      await page.getByRole('button', { name: new RegExp(`^Edit Phase ${n}\\b`) }).click();
      const form = page.getByRole('form', { name: new RegExp(`^Edit Phase ${n}\\b`) });
      await expect(form).toBeVisible();
      await form.getByLabel('Phase', { exact: true }).fill('');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('This field is required')).toBeVisible();
      await shot(page, `edit-phase-error-${width}`);
      await noSidewaysScroll(page);
      await noSeriousViolations(page);

      await form.getByLabel('Phase', { exact: true }).fill('Growth push');
      await form.getByRole('button', { name: 'Add to Objectives' }).click();
      await form.getByLabel(/^Objectives \d+$/).last().fill('Double the referral rate');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(form).toHaveCount(0);
      await expect(page.getByText('Growth push', { exact: true })).toBeVisible();
      await expect(page.getByText('Double the referral rate', { exact: true })).toBeVisible();
      const after = await item(page, 'growth-plan', id);
      expect(after.version).toBe(2);
      expect(after.results.strategy!.phases[n - 1]!.phase).toBe('Growth push');
      await shot(page, `edited-phase-${width}`);
    });

    test('the version panel compares two versions word by word, restores one, and Undo brings the last back', async ({ signedInPage: page }) => {
      const { id, original, edited } = await sequenceWithEditedSubject(page);

      await page.goto(`${TOOL_CATALOG['cold-email'].route}/${id}`);
      await expect(page.getByText('A much shorter subject')).toBeVisible();
      await page.getByRole('button', { name: 'Versions (2)' }).click();
      const panel = page.getByRole('dialog', { name: 'Versions' });
      await expect(panel.getByText('Edited Email 1')).toBeVisible();
      await expect(panel.getByText('Original')).toBeVisible();
      const diff = panel.getByRole('region', { name: 'Changes from version 1 to version 2' });
      await expect(diff.locator('ins').first()).toContainText('shorter');
      await expect(diff.locator('del').first()).toBeVisible();
      await shot(page, `versions-panel-${width}`);
      await noSidewaysScroll(page);
      await noSeriousViolations(page);

      await panel.getByRole('button', { name: 'Restore version 1' }).click();
      await expect(page.getByText('Restored', { exact: true })).toBeVisible();
      await expect(panel.getByText('Restored version 1')).toBeVisible();
      expect((await item(page, 'cold-email', id)).results).toEqual(original.results);
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByText('A much shorter subject')).toHaveCount(0);

      // Undo: the version before the restore (the edit) is back, as version 4.
      await page.getByRole('button', { name: 'Undo: back to version 2' }).click();
      await expect(page.getByText('Undone', { exact: true })).toBeVisible();
      await expect(page.getByText('A much shorter subject')).toBeVisible();
      const after = await item(page, 'cold-email', id);
      expect(after.version).toBe(4);
      expect(after.results).toEqual(edited);
      await expect(page.getByRole('button', { name: 'Versions (4)' })).toBeVisible();
      await shot(page, `undone-${width}`);
    });
  });
}

test('a regeneration cancelled on a phone changes nothing', async ({ signedInPage: page, fakeLlm }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await generateViaApi(page, 'cold-email');
  const before = await item(page, 'cold-email', id);
  await page.goto(`${TOOL_CATALOG['cold-email'].route}/${id}`);
  await fakeLlm.stream({ firstTokenMs: 200, tokenDelayMs: 200, chunkChars: 8 }); // minutes of writing
  await page.getByRole('button', { name: 'Regenerate Email 1' }).click();
  await page.getByRole('dialog', { name: 'Regenerate Email 1' }).getByRole('button', { name: 'Regenerate' }).click();
  const writing = page.locator('.part.is-writing');
  await expect(writing.getByRole('status')).toHaveText('Writing Email 1…', { timeout: 10_000 });
  await writing.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Regeneration cancelled')).toBeVisible({ timeout: 10_000 });
  await expect(writing).toHaveCount(0);
  const after = await item(page, 'cold-email', id);
  expect(after.version).toBe(1);
  expect(after.results).toEqual(before.results);
  // The email as it was is back on screen, with its actions.
  await expect(page.getByText(before.results.sequence![0]!.email.subject).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Email 1' })).toBeEnabled();
});

test('a change made in another tab meanwhile: the edit is refused, and Reload shows the current version', async ({ signedInPage: page }) => {
  const id = await generateViaApi(page, 'growth-plan');
  await page.goto(`${TOOL_CATALOG['growth-plan'].route}/${id}`);
  // The other tab: the same account changes the KPIs first.
  const other = await page.context().newPage();
  await other.goto(`${TOOL_CATALOG['growth-plan'].route}/${id}`);
  await other.getByRole('button', { name: 'Edit KPIs' }).click();
  await other.getByLabel('KPIs 1', { exact: true }).fill('Weekly qualified demos');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Weekly qualified demos', { exact: true })).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Edit KPIs' }).click();
  await page.getByLabel('KPIs 2', { exact: true }).fill('Trial to paid conversion');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'This result was changed in another tab or window' });
  await expect(dialog).toBeVisible();
  await shot(page, 'stale-1280');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Weekly qualified demos', { exact: true })).toBeVisible();
  await expect(page.getByText('Trial to paid conversion', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Versions (2)' })).toBeVisible();
  expect((await item(page, 'growth-plan', id)).version).toBe(2);
});

test('an older version is shared as it was: the visitor reads it even after the result changed', async ({ signedInPage: page, browser }) => {
  const { id, original } = await sequenceWithEditedSubject(page);

  await page.goto(`${TOOL_CATALOG['cold-email'].route}/${id}`);
  await page.getByRole('button', { name: 'Versions (2)' }).click();
  await page.getByRole('dialog', { name: 'Versions' }).getByRole('button', { name: 'Share version 1' }).click();
  const share = page.getByRole('dialog', { name: 'Share version 1' });
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = share.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveCount(1);
  await expect(share.getByText('Version 1', { exact: true })).toBeVisible();
  const url = await link.inputValue();

  // A visitor of their own reads version 1: the original subject, not the edited one.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(url);
  await expect(visitor.getByText(original.results.sequence![0]!.email.subject).first()).toBeVisible();
  await expect(visitor.getByText('A much shorter subject')).toHaveCount(0);
  await context.close();
});

/** A saved cold email sequence and, through the API, a hand edit of it: version 2 has a new subject for email 1. */
async function sequenceWithEditedSubject(page: Page) {
  const id = await generateViaApi(page, 'cold-email');
  const original = await item(page, 'cold-email', id);
  const edited = structuredClone(original.results);
  edited.sequence![0]!.email.subject = 'A much shorter subject';
  const put = await page.request.put(`/api/history/cold-email/${id}/results`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { results: edited, baseVersion: 1, path: 'sequence/0' },
  });
  expect(put.status()).toBe(200);
  return { id, original, edited };
}
