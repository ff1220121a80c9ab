// Mail on (DESIGN §11), at 1280 and 390 px, against the stack's api with mail on: its worker sends every
// message through SMTP to a real mail server (the mailbox, scripts/e2e-server.mjs), and the spec reads
// what arrived as a person reads their inbox and follows the links in it.
// - The consultant e-mails a proposal from its Share panel; the message arrives (its HTML part is drawn
//   and looked at); the client opens its link in a browser of their own and accepts; the consultant's
//   "Accepted:" message carries the accepted PDF and links back to the proposal's screen.
// - Forgot password end to end: the link arrives, sets a new password, and the new one signs in.
import type { Browser, Page } from '@playwright/test';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { ProposalRequest } from '@growth-suite/shared/tools/proposal';
import { expect, test } from './fixtures.ts';
import { auditSerious, ownerProposal, shareProposal } from './proposals.ts';
import { mailApiPort, mailboxPort, workerStack } from './stacks.ts';
import { signInViaApi, untilStill } from './support.ts';

const MAIL_ON = `http://127.0.0.1:${mailApiPort(workerStack())}`;
const MAILBOX = `http://127.0.0.1:${mailboxPort(workerStack())}/messages`;
const GROWTH = (SAMPLE_REQUESTS.proposal as ProposalRequest).tiers[1].name;

interface Arrived {
  to: string[];
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
  attachments: { filename: string; contentType: string; size: number; head: string }[];
}

/** The first message to `to` whose subject starts so, once it has arrived. */
async function arrived(to: string, subjectStart: string): Promise<Arrived> {
  let found: Arrived | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(MAILBOX)).json()) as Arrived[];
        found = messages.find((message) => message.to.includes(to.toLowerCase()) && message.subject.startsWith(subjectStart));
        return Boolean(found);
      },
      { message: `"${subjectStart}…" to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

const linkIn = (message: Arrived, path: string) => (message.text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(path))!;
const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));
const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: MAIL_ON });
  return { page: await context.newPage(), close: () => context.close() };
}

test.use({ baseURL: MAIL_ON });

test.beforeAll(async () => {
  // Started beside the stack's own api; the first spec may come before it answers.
  await expect.poll(async () => (await fetch(`${MAIL_ON}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 90_000 }).toBe(200);
});

for (const width of [1280, 390]) {
  test(`e-mail a proposal; the client accepts from the message; the consultant's notice carries the PDF and links back (${width} px)`, async ({ signedInPage: page, user, browser }) => {
    test.setTimeout(120_000);
    const id = await ownerProposal(page, width);
    await shareProposal(page);
    const client = `dana-${width}-${Date.now()}@client.test`;
    const form = page.getByRole('form', { name: 'E-mail to the client' });
    await form.getByLabel('To').fill(client);
    await form.getByLabel('Message (optional)').fill('Hi Dana,\nhere is the proposal we talked about.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.ant-notification').getByText(`E-mailed to ${client}`)).toBeVisible();

    const sent = await arrived(client, '');
    expect(sent.text).toContain('Hi Dana,');
    expect(sent.listUnsubscribe).toBeNull(); // the consultant's own message to their client
    const activity = page.getByRole('region', { name: 'Activity' });
    await expect(activity.getByRole('group', { name: 'E-mails sent' })).toContainText(`E-mailed to ${client}`);
    await expect(activity.getByRole('group', { name: 'E-mails sent' })).toContainText('Sent', { timeout: 30_000 });
    await expect(activity.getByRole('switch', { name: 'Remind the client' })).toHaveAttribute('aria-checked', 'true');
    await noSideScroll(page);
    // Once the Send button is back (its colours fade in): what axe reads is what stays on screen.
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    await untilStill(page);
    await auditSerious(page);
    await activity.screenshot({ path: shot(`mail-on-activity-${width}.png`) });

    // The message as the client's mail program draws it.
    const letter = await newPage(browser, width);
    await letter.page.setContent(sent.html);
    await letter.page.screenshot({ path: shot(`mail-on-message-${width}.png`), fullPage: true });
    await letter.close();

    // The client follows the message's link in a browser of their own, and accepts.
    const reader = await newPage(browser, width);
    try {
      await reader.page.goto(linkIn(sent, '/p/'));
      await expect(reader.page.getByRole('heading', { level: 1 })).toContainText('Acme Analytics');
      await reader.page.getByRole('radio', { name: GROWTH }).check();
      await reader.page.getByRole('textbox', { name: 'Full name' }).fill('Dana Reyes');
      await reader.page.getByRole('textbox', { name: 'E-mail' }).fill(client);
      await reader.page.getByRole('checkbox').check();
      await reader.page.getByRole('button', { name: `Accept ${GROWTH}` }).click();
      await expect(reader.page.getByRole('status', { name: 'Accepted' })).toContainText(`Dana Reyes accepted ${GROWTH}`);
    } finally {
      await reader.close();
    }

    // The consultant hears of it: the accepted PDF attached, and a link back to the proposal.
    const notice = await arrived(user.email, 'Accepted:');
    expect(notice.text).toContain(`Dana Reyes accepted`);
    expect(notice.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', head: '%PDF-', filename: expect.stringMatching(/Accepted proposal v1\.pdf$/) })]);
    expect(notice.listUnsubscribe).toMatch(/\/api\/unsubscribe\//);
    const back = linkIn(notice, `/${id}`);
    await page.goto(back);
    await expect(page).toHaveURL(new RegExp(`/${id}$`));
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Dana Reyes', { timeout: 15_000 });
    await noSideScroll(page);
  });

  test(`Forgot password? with mail on: the link arrives, sets a new password once, and the new one signs in (${width} px)`, async ({ user, browser }) => {
    const visitor = await newPage(browser, width);
    try {
      const page = visitor.page;
      await page.goto('/auth');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByLabel('E-mail address').fill(user.email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByText('If an account uses this address, we sent it a link to choose a new password. It works for one hour.')).toBeVisible();
      await noSideScroll(page);

      const message = await arrived(user.email, 'Reset your Growth Suite password');
      expect(message.listUnsubscribe).toBeNull(); // a security message
      const link = linkIn(message, '/reset-password/');
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-1');
      await page.getByLabel('Confirm new password').fill('brand-new-secret-1');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Your password is changed')).toBeVisible();
      await auditSerious(page);
      await page.screenshot({ path: shot(`mail-on-reset-done-${width}.png`), fullPage: true });

      // The link works once; the new password signs in.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('another-secret-2');
      await page.getByLabel('Confirm new password').fill('another-secret-2');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible();
      await signInViaApi(page, user.username, 'brand-new-secret-1');
    } finally {
      await visitor.close();
    }
  });
}
