// The conversation on a sent proposal (DESIGN §11.1) in Chromium against the real API, a worker and
// the fake OpenAI server, at 1280 and 390 px: the client asks for a change on a phase; the owner
// replies, redrafts it with AI adding their own instruction, and marks it answered in the new version;
// the client sees the reply and the state, replies, downloads the PDF, accepts, and then can still
// ask a question (not a change), which the owner sees.
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { ProposalRequest } from '@growth-suite/shared/tools/proposal';
import type { Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { auditSerious, ownerProposal, shareProposal } from './proposals.ts';

const request = SAMPLE_REQUESTS.proposal as ProposalRequest;
const [, GROWTH] = request.tiers.map((tier) => tier.name) as [string, string, string];
/** A screenshot's path: in SHOTS_DIR when set (to look at them together), else the test's output. */
const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));

async function clientPage(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Analytics');
  return page;
}

/** The page does not scroll sideways (a phone's width holds everything). */
const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

for (const width of [1280, 390]) {
  test(`the change loop talks both ways at ${width} px, and the client gets a PDF`, async ({ signedInPage: owner, browser }) => {
    test.setTimeout(120_000);
    const id = await ownerProposal(owner, width);
    const url = await shareProposal(owner);

    // The client asks for a change on phase 2.
    const client = await clientPage(browser, url, width);
    await client.getByRole('button', { name: /^Ask for a change to Phase 2/ }).click();
    const ask = client.getByRole('form', { name: /^Ask for a change to Phase 2/ });
    await ask.getByRole('textbox', { name: /^What would you like changed/ }).fill('Can phase 2 start in May?');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(client.getByText('Sent — Lee Consulting will get back to you.')).toBeVisible();
    const clientThread = client.getByRole('article', { name: /^Your change request on Phase 2/ });
    await expect(clientThread).toContainText('Open');

    // The owner: the thread, a reply, a redraft with their own instruction, answered in the new version.
    await owner.reload();
    const thread = owner.getByRole('group', { name: 'Change requests' }).getByRole('article', { name: /^Change request on Phase 2/ });
    await expect(thread).toContainText('Can phase 2 start in May?');
    await expect(thread).toContainText('Open');
    await expect(owner.getByText('Unique visitors (per day)')).toBeVisible();
    await expect(owner.getByTestId('activity-opens')).toHaveText('1');
    await thread.getByRole('textbox', { name: 'Reply to the client' }).fill('Yes, May works. I will adjust the timeline.');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread.getByRole('list', { name: 'Conversation' })).toContainText('Yes, May works. I will adjust the timeline.');
    await expect(thread.getByRole('textbox', { name: 'Reply to the client' })).toHaveValue('');

    await thread.getByRole('textbox', { name: /^Your instruction for the AI/ }).fill('Keep the price unchanged');
    await thread.getByRole('button', { name: /^Redraft Phase 2.* with AI$/ }).click();
    await expect(owner.getByText('Redrafted')).toBeVisible({ timeout: 30_000 });
    // Used, the instruction is cleared (a failed redraft keeps it).
    await expect(thread.getByRole('textbox', { name: /^Your instruction for the AI/ })).toHaveValue('');
    const versions = (await (await owner.request.get(`/api/history/proposal/${id}/versions`)).json()) as { number: number; kind: string; instruction?: string }[];
    expect(versions[0]).toMatchObject({ number: 2, kind: 'change-request', instruction: "Client's request: Can phase 2 start in May?\n\nConsultant's instruction: Keep the price unchanged" });
    // Redrafting answered nothing: the owner says so, naming the version (the current one by default).
    await expect(thread).toContainText('Open');
    await thread.getByRole('button', { name: 'Mark answered in version 2' }).click();
    await expect(thread).toContainText('Answered in version 2');
    await noSideScroll(owner);
    await thread.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await thread.screenshot({ path: shot(`owner-thread-${width}.png`) });
    await owner.screenshot({ path: shot(`owner-page-${width}.png`), fullPage: true });

    // The client's open page shows the reply and the state without a reload (it asks again every 15 s), and replies.
    await expect(clientThread).toContainText('Answered in version 2', { timeout: 25_000 });
    await expect(clientThread).toContainText('Lee Consulting');
    await expect(clientThread).toContainText('Yes, May works. I will adjust the timeline.');
    await clientThread.getByRole('button', { name: /^Reply about Phase 2/ }).click();
    await clientThread.getByRole('textbox', { name: 'Your reply' }).fill('Thank you!');
    await clientThread.getByRole('button', { name: 'Send reply' }).click();
    await expect(clientThread.getByText('Thank you!')).toBeVisible();
    await noSideScroll(client);
    await auditSerious(client);
    await clientThread.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await clientThread.screenshot({ path: shot(`client-thread-${width}.png`) });

    // The PDF of the version sent.
    const [download] = await Promise.all([client.waitForEvent('download'), client.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('Acme Analytics - Proposal v1.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Accepted: no change may be asked any more, a question may.
    await client.getByRole('radio', { name: GROWTH }).check();
    await client.getByRole('textbox', { name: 'Full name' }).fill('Bob Smith');
    await client.getByRole('textbox', { name: 'E-mail' }).fill('bob@acme.example');
    await client.getByRole('checkbox').check();
    await client.getByRole('button', { name: `Accept ${GROWTH}` }).click();
    await expect(client.getByRole('status', { name: 'Accepted' })).toBeVisible();
    await expect(client.getByRole('button', { name: /^Ask for a change/ })).toHaveCount(0);
    await client.getByRole('button', { name: 'Ask a question about Executive summary' }).click();
    const question = client.getByRole('form', { name: 'Ask a question about Executive summary' });
    await question.getByRole('textbox', { name: /^Your question/ }).fill('Who on our side is needed for the kick-off?');
    await question.getByRole('button', { name: 'Send question' }).click();
    const asked = client.getByRole('article', { name: 'Your question on Executive summary' });
    await expect(asked).toContainText('Who on our side is needed for the kick-off?');
    await asked.scrollIntoViewIfNeeded();
    await client.screenshot({ path: shot(`client-question-${width}.png`) });

    // The owner sees the question.
    await owner.reload();
    const ownerQuestion = owner.getByRole('group', { name: 'Change requests' }).getByRole('article', { name: 'Question on Executive summary' });
    await expect(ownerQuestion).toContainText('Who on our side is needed for the kick-off?');
    await client.context().close();
  });
}
