// Refine and versions in the browser (issue 22), at a desktop and a phone width: one email of a
// sequence regenerated with an instruction streams in place while the others stay as they were; a
// growth plan's phase edited by hand (with a field error first); the version panel's diff, a
// restore, and Undo. Screenshots go to the test's output folder, to be looked at.
import { partsOf, TOOL_CATALOG, TOOL_SLUGS, toolDefinition, type ToolSlug } from '@growth-suite/shared';
import type { Page } from '@playwright/test';
import { axe } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { generateViaApi, untilAlive, untilStill } from './support.ts';

interface Item {
  version: number;
  results: Record<string, unknown> & { sequence?: { email: { subject: string; body: string } }[]; strategy?: { phases: { phase: string }[] } };
}
const item = async (page: Page, tool: ToolSlug, id: number) => (await (await page.request.get(`/api/history/${tool}/${id}`)).json()) as Item;
/** What the user sees (the viewport, not the full page: a phone's screen is read at its size). */
const shot = async (page: Page, name: string) => {
  await untilStill(page); // a drawer or dialog that just opened has finished sliding in
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
};
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** axe over what is on screen (an open form or panel included): no serious or critical violation. */
async function noSeriousViolations(page: Page) {
  const audit = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** Shows email `n` of the sequence: a tab on a desktop, the phone's select on a phone. */
async function openEmail(page: Page, n: number, phone: boolean) {
  const result = page.getByRole('region', { name: 'Result' });
  // A native select takes a choice before the page is alive (a person cannot: it is inert until then).
  if (phone) {
    await untilAlive(page);
    await result.getByLabel('Email', { exact: true }).selectOption({ label: `Email ${n}` });
  }
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

/** Whether two boxes overlap (touching edges do not). */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Whether two boxes share a row: their vertical spans overlap. */
const sameRow = (a: Box, b: Box) => a.y < b.y + b.height && b.y < a.y + a.height;

// Issue 35: the comparison drawn as the document, a version's name, toasts clear of the drawer's
// header and a section's actions, and those actions on the section's own heading row.
for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test.describe(`issue 35 at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height }));

    test('two versions compared as the document: the changed section marked with its words, the others as they are', async ({ signedInPage: page }) => {
      const { id, original } = await sequenceWithEditedSubject(page);
      await page.goto(`${TOOL_CATALOG['cold-email'].route}/${id}`);
      await page.getByRole('button', { name: 'Versions (2)' }).click();
      const panel = page.getByRole('dialog', { name: 'Versions' });
      const compared = panel.getByRole('region', { name: 'Changes from version 1 to version 2' });
      // Email 1 alone is marked: an edge, a "Changed" tag, and its name says so to a screen reader.
      const changed = compared.getByRole('region', { name: 'Email 1: changed' });
      await expect(changed).toBeVisible();
      await expect(changed.getByText('Changed', { exact: true })).toBeVisible();
      await expect(compared.locator('.part-changed')).toHaveCount(1);
      expect(await changed.evaluate((el) => getComputedStyle(el).borderLeftWidth)).not.toBe('0px');
      // Its words diffed as they read: labelled lines, no Markdown or JSON syntax.
      await expect(changed.locator('ins').first()).toContainText('shorter');
      await expect(changed.locator('del').first()).toContainText(original.results.sequence![0]!.email.subject.split(' ')[0]!);
      const words = await changed.innerText();
      expect(words).toContain('Subject:');
      // (Merge tags such as {{firstName}} are the email's own words.)
      expect(words).not.toMatch(/"\w+"\s*:|^\s*[{[]\s*$|\*\*|^#/m);
      // The other emails are drawn as the result view draws them, all of them (no tab to open), unmarked.
      const second = compared.getByText(original.results.sequence![1]!.email.subject);
      await expect(second).toBeVisible();
      await expect(compared.locator('.part-changed').getByText(original.results.sequence![1]!.email.subject)).toHaveCount(0);
      // No Regenerate or Edit in a comparison.
      await expect(compared.getByRole('button', { name: /^(Regenerate|Edit) / })).toHaveCount(0);
      // The summary takes the keyboard to the changed section.
      const jump = panel.getByRole('navigation', { name: 'Changed sections' }).getByRole('button', { name: 'Email 1' });
      await jump.focus();
      await page.keyboard.press('Enter');
      await expect(changed).toBeFocused();
      await shot(page, `compare-${width}`);
      await noSidewaysScroll(page);
      await noSeriousViolations(page);
    });

    test('a growth plan compared: the KPIs card marked changed, the phases drawn as they are', async ({ signedInPage: page }) => {
      const id = await generateViaApi(page, 'growth-plan');
      const original = await item(page, 'growth-plan', id);
      const edited = structuredClone(original.results) as Item['results'] & { strategy: { kpis: string[] } };
      edited.strategy.kpis[0] = 'Weekly qualified demos';
      const put = await page.request.put(`/api/history/growth-plan/${id}/results`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { results: edited, baseVersion: 1, path: 'strategy/kpis' },
      });
      expect(put.status()).toBe(200);
      await page.goto(`${TOOL_CATALOG['growth-plan'].route}/${id}`);
      await page.getByRole('button', { name: 'Versions (2)' }).click();
      const compared = page.getByRole('dialog', { name: 'Versions' }).getByRole('region', { name: 'Changes from version 1 to version 2' });
      const kpis = compared.getByRole('region', { name: 'KPIs: changed' });
      await expect(kpis.locator('ins').first()).toContainText('Weekly qualified demos');
      await expect(compared.locator('.part-changed')).toHaveCount(1);
      await expect(compared.getByText(original.results.strategy!.phases[0]!.phase, { exact: true })).toBeVisible();
      await kpis.scrollIntoViewIfNeeded();
      await shot(page, `compare-growth-plan-${width}`);
      await noSidewaysScroll(page);
    });

    test('a version is named in place: Enter saves, Esc cancels, and the list shows the name', async ({ signedInPage: page }) => {
      const { id } = await sequenceWithEditedSubject(page);
      await page.goto(`${TOOL_CATALOG['cold-email'].route}/${id}`);
      await page.getByRole('button', { name: 'Versions (2)' }).click();
      const panel = page.getByRole('dialog', { name: 'Versions' });
      await panel.getByRole('button', { name: 'Name version 1' }).click();
      const field = panel.getByRole('textbox', { name: 'Name of version 1' });
      await expect(field).toBeFocused();
      await field.fill('  Sent to Dana ');
      await field.press('Enter');
      await expect(field).toHaveCount(0);
      await expect(panel.getByText('“Sent to Dana”')).toBeVisible();
      const rename = panel.getByRole('button', { name: 'Rename version 1' });
      await expect(rename).toBeFocused();
      const names = async () => ((await (await page.request.get(`/api/history/cold-email/${id}/versions`)).json()) as { number: number; name?: string }[]).map((v) => [v.number, v.name ?? null]);
      expect(await names()).toEqual([
        [2, null],
        [1, 'Sent to Dana'],
      ]);

      // Esc leaves the field, not the panel, and keeps the name as it was.
      await rename.click();
      await panel.getByRole('textbox', { name: 'Name of version 1' }).fill('Something else');
      await page.keyboard.press('Escape');
      await expect(panel.getByRole('textbox', { name: 'Name of version 1' })).toHaveCount(0);
      await expect(panel).toBeVisible();
      await expect(panel.getByText('“Sent to Dana”')).toBeVisible();
      await shot(page, `named-${width}`);
      await noSidewaysScroll(page);

      // An emptied name clears it.
      await rename.click();
      await panel.getByRole('textbox', { name: 'Name of version 1' }).fill('');
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('button', { name: 'Name version 1' })).toBeVisible();
      expect(await names()).toEqual([
        [2, null],
        [1, null],
      ]);
    });

    test('a toast covers neither the drawer’s header nor the actions of the section just saved', async ({ signedInPage: page }) => {
      const { id } = await sequenceWithEditedSubject(page);
      await page.goto(`${TOOL_CATALOG['cold-email'].route}/${id}`);
      await page.getByRole('button', { name: 'Versions (2)' }).click();
      const panel = page.getByRole('dialog', { name: 'Versions' });
      await panel.getByRole('button', { name: 'Restore version 1' }).click();
      const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Restored' });
      await expect(toast).toBeInViewport({ ratio: 1 });
      const header = (await panel.locator('.ant-drawer-header').boundingBox())!;
      expect(overlaps((await toast.boundingBox())!, header)).toBe(false);
      // Nor the top of the drawer's body, where its controls are: a toast sits at the bottom of the window.
      expect((await toast.boundingBox())!.y).toBeGreaterThan(height / 2);
      await shot(page, `toast-drawer-${width}`);
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(toast).toHaveCount(0, { timeout: 10_000 });

      // A section saved by hand: the toast leaves its Regenerate and Edit in sight.
      await page.getByRole('button', { name: 'Edit Email 1' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      const saved = page.locator('.ant-notification-notice').filter({ hasText: 'No changes' });
      await expect(saved).toBeInViewport({ ratio: 1 });
      const box = (await saved.boundingBox())!;
      for (const name of ['Regenerate Email 1', 'Edit Email 1']) {
        const action = page.getByRole('button', { name, exact: true });
        await expect(action).toBeInViewport();
        expect(overlaps(box, (await action.boundingBox())!), name).toBe(false);
      }
      await shot(page, `toast-section-${width}`);
    });

    test('a section’s Regenerate and Edit sit on its heading’s row, not above it', async ({ signedInPage: page }) => {
      const email = await generateViaApi(page, 'cold-email');
      await page.goto(`${TOOL_CATALOG['cold-email'].route}/${email}`);
      const result = page.getByRole('region', { name: 'Result' });
      const timing = (await item(page, 'cold-email', email)).results.sequence![0] as unknown as { timing: string };
      const head = result.locator('.part-head').filter({ has: page.getByRole('button', { name: 'Regenerate Email 1', exact: true }) });
      await expect(head.getByText(timing.timing, { exact: true })).toBeVisible();
      await expect(head.getByRole('button', { name: 'Edit Email 1', exact: true })).toBeVisible();
      if (!phone(width)) {
        expect(sameRow((await head.getByText(timing.timing, { exact: true }).boundingBox())!, (await head.getByRole('button', { name: 'Regenerate Email 1' }).boundingBox())!)).toBe(true);
      }
      await head.scrollIntoViewIfNeeded();
      await shot(page, `section-actions-cold-email-${width}`);

      const plan = await generateViaApi(page, 'growth-plan');
      const phases = (await item(page, 'growth-plan', plan)).results.strategy!.phases;
      await page.goto(`${TOOL_CATALOG['growth-plan'].route}/${plan}`);
      const phase = page.locator('.part-head').filter({ has: page.getByRole('button', { name: /^Regenerate Phase 1\b/ }) });
      const name = phase.getByText(phases[0]!.phase, { exact: true });
      await expect(name).toBeVisible();
      const regenerate = phase.getByRole('button', { name: /^Regenerate Phase 1\b/ });
      // At 1280 px on the name's row; on a phone too, or right under it when the row is full.
      const [n, r] = [(await name.boundingBox())!, (await regenerate.boundingBox())!];
      expect(sameRow(n, r) || (r.y >= n.y + n.height - 1 && r.y - (n.y + n.height) < 12)).toBe(true);
      if (!phone(width)) expect(sameRow(n, r)).toBe(true);
      // A section headed by its card's title has its actions in that title.
      const kpis = page.locator('.ant-card-head').filter({ hasText: 'KPIs' });
      await expect(kpis.getByRole('button', { name: 'Regenerate KPIs' })).toBeVisible();
      await expect(kpis.getByRole('button', { name: 'Edit KPIs' })).toBeVisible();
      await phase.scrollIntoViewIfNeeded();
      await shot(page, `section-actions-growth-plan-${width}`);
      await noSidewaysScroll(page);
    });
  });
}

const phone = (width: number) => width < 576;

test('a regeneration cancelled on a phone changes nothing', async ({ signedInPage: page, fakeLlm }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await generateViaApi(page, 'cold-email');
  const before = await item(page, 'cold-email', id);
  await page.goto(`${TOOL_CATALOG['cold-email'].route}/${id}`);
  // The page comes drawn with the item. Once in a full run on a busy machine the first click on a
  // section's action, just after the page came alive, opened nothing: the dialog is asked for again then.
  await untilAlive(page);
  await fakeLlm.stream({ firstTokenMs: 200, tokenDelayMs: 200, chunkChars: 8 }); // minutes of writing
  const dialog = page.getByRole('dialog', { name: 'Regenerate Email 1' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Regenerate Email 1' }).click();
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
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
