// Terms where the client accepts, her confirmation, and a Send that sends (issue 53), at 1280 and 390 px,
// against the stack's api with mail on (its worker sends through SMTP to the mailbox, scripts/e2e-server.mjs):
// - the consultant's brand has terms; Send on the preview e-mails the proposal to the address typed, and
//   the card then says to whom and when, with the link and the message's state;
// - the client opens the link from the message: the terms sit beside the acceptance — folded to their
//   first line on a phone with "Read all the terms", open at 1280 — and the consent names them;
// - she accepts, and her confirmation arrives with her copy of the accepted PDF.
import type { Browser } from '@playwright/test';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { ProposalRequest } from '@growth-suite/shared/tools/proposal';
import { TOOL_CATALOG } from '@growth-suite/shared';
import { expect, test } from './fixtures.ts';
import { auditSerious, ownerProposal } from './proposals.ts';
import { untilStill } from './support.ts';
import { mailApiPort, mailboxPort, workerStack } from './stacks.ts';

const MAIL_ON = `http://127.0.0.1:${mailApiPort(workerStack())}`;
const MAILBOX = `http://127.0.0.1:${mailboxPort(workerStack())}/messages`;
const GROWTH = (SAMPLE_REQUESTS.proposal as ProposalRequest).tiers[1].name;
const TERMS = '## Payment\nFees are due within 30 days of each invoice, by bank transfer to the account on the invoice.\n\n- Either side may end the work with 60 days’ notice in writing.\n- The deliverables are yours once paid for.';

interface Arrived {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number; head: string }[];
}

/** Every message to `to` whose subject starts so, once at least one has arrived. */
async function arrived(to: string, subjectStart: string): Promise<Arrived[]> {
  let found: Arrived[] = [];
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(MAILBOX)).json()) as Arrived[];
        found = messages.filter((message) => message.to.includes(to.toLowerCase()) && message.subject.startsWith(subjectStart));
        return found.length;
      },
      { message: `"${subjectStart}…" to ${to}`, timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return found;
}
const linkIn = (message: Arrived, path: string) => (message.text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(path))!;
const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));
async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, baseURL: MAIL_ON });
  return { page: await context.newPage(), close: () => context.close() };
}

test.use({ baseURL: MAIL_ON });

test.beforeAll(async () => {
  await expect.poll(async () => (await fetch(`${MAIL_ON}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 90_000 }).toBe(200);
});

for (const width of [1280, 390]) {
  test(`Send on the preview e-mails the proposal; the client reads the terms beside the acceptance, accepts, and gets her confirmation with the PDF (${width} px)`, async ({ signedInPage: page, browser }) => {
    test.setTimeout(120_000);
    const id = await ownerProposal(page, width, { terms: TERMS });
    await page.goto(`${TOOL_CATALOG.proposal.route}/${id}/preview`);
    const card = page.getByRole('region', { name: 'Send to your client' });
    const client = `dana-terms-${width}-${Date.now()}@client.test`;
    const form = card.getByRole('form', { name: 'E-mail to the client' });
    await form.getByLabel('To').fill(client);
    await form.getByLabel('Message (optional)').fill('Hi Dana,\nhere is the proposal we talked about.');
    await card.screenshot({ path: shot(`terms-preview-form-${width}.png`) });
    await untilStill(page);
    await auditSerious(page);
    await form.getByRole('button', { name: /^(send )?Send$/ }).click();
    const sent = card.getByRole('status', { name: 'Sent' });
    await expect(sent).toContainText(`Sent. E-mailed to ${client} on`);
    await expect(sent.getByRole('textbox', { name: 'Proposal link' })).toHaveValue(/\/p\/[A-Za-z0-9_-]{43}$/);
    // The message's state follows the outbox (the activity, polled): sent once the worker has sent it.
    await expect(sent.getByRole('group', { name: 'E-mails sent' })).toContainText('Sent', { timeout: 30_000 });
    await card.screenshot({ path: shot(`terms-preview-sent-${width}.png`) });

    const [message] = await arrived(client, '');
    expect(message!.text).toContain('Hi Dana,');
    const reader = await newPage(browser, width);
    try {
      const { page: clientPage } = reader;
      await clientPage.goto(linkIn(message!, '/p/'));
      const terms = clientPage.getByTestId('sent-terms');
      await terms.scrollIntoViewIfNeeded();
      await expect(terms.getByRole('heading', { name: 'Terms' })).toBeVisible();
      const text = terms.locator('.sent-terms-text');
      const more = terms.getByRole('button', { name: 'Read all the terms' });
      if (width < 768) {
        // Folded to the first line, with the control to read them all.
        await expect(more).toBeVisible();
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        expect((await text.boundingBox())!.height).toBeLessThan(30);
        await expect(terms.getByRole('heading', { name: 'Payment' })).toBeInViewport();
        await clientPage.screenshot({ path: shot(`terms-client-folded-${width}.png`) });
        await untilStill(clientPage);
        await auditSerious(clientPage);
        await more.click();
        await expect(terms.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(more).toBeHidden();
      }
      // Open: every line of the terms reads on the page.
      expect((await text.boundingBox())!.height).toBeGreaterThan(80);
      await expect(terms.getByText('The deliverables are yours once paid for.')).toBeVisible();
      await terms.screenshot({ path: shot(`terms-client-open-${width}.png`) });
      // No side scroll on the client's page at either width.
      expect(await clientPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      await clientPage.getByRole('radio', { name: GROWTH }).check();
      await clientPage.getByRole('textbox', { name: 'Full name' }).fill('Dana Reyes');
      await clientPage.getByRole('textbox', { name: 'E-mail' }).fill(client);
      const consent = clientPage.getByRole('checkbox', { name: /I accept this proposal from Lee Consulting and its terms/ });
      await consent.check();
      await clientPage.getByRole('button', { name: `Accept ${GROWTH}` }).click();
      await expect(clientPage.getByRole('status', { name: 'Accepted' })).toContainText(`Dana Reyes accepted ${GROWTH}`);
      await expect(terms).toBeVisible(); // what she accepted stays on the page
      await clientPage.screenshot({ path: shot(`terms-client-accepted-${width}.png`), fullPage: true });
    } finally {
      await reader.close();
    }

    // Her confirmation, with her copy of the accepted PDF.
    const [confirmation] = await arrived(client, 'You accepted');
    expect(confirmation!.text).toContain('Thank you, Dana Reyes.');
    expect(confirmation!.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', head: '%PDF-', filename: expect.stringMatching(/Proposal v1 \(accepted\)\.pdf$/) })]);
    const letter = await newPage(browser, width);
    await letter.page.setContent(confirmation!.html);
    await letter.page.screenshot({ path: shot(`terms-confirmation-${width}.png`), fullPage: true });
    await letter.close();
  });
}
