// The client's optional address on her page (DESIGN §11.2), on a phone (390 px) and at 1280 px: under
// her question a small "Your e-mail (optional)" field, checked before sending, sent with the question,
// remembered for this link, and offered again in her reply box; the page still fits the phone's width.
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { auditSerious, ownerProposal, shareProposal } from './proposals.ts';

const shot = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));

async function clientPage(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Analytics');
  return page;
}

test('the client gives her address with a question at 390 px; it is checked, sent, and offered again for her reply', async ({ signedInPage: owner, browser }) => {
  test.setTimeout(90_000);
  await ownerProposal(owner);
  const url = await shareProposal(owner);

  const client = await clientPage(browser, url, 390);
  await client.getByRole('button', { name: 'Ask for a change to Executive summary' }).click();
  const ask = client.getByRole('form', { name: 'Ask for a change to Executive summary' });
  await ask.getByText('A question', { exact: true }).click();
  await expect(ask.getByRole('radio', { name: 'A question' })).toBeChecked();
  await ask.getByRole('textbox', { name: /^Your question/ }).fill('Who on our side is needed for the kick-off?');
  const address = ask.getByRole('textbox', { name: 'Your e-mail (optional)' });
  await address.fill('bob@');
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(ask.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  // Fits the phone: the field is within the form, and the page does not scroll sideways.
  const [field, form] = await Promise.all([address.boundingBox(), ask.boundingBox()]);
  expect(field!.x + field!.width).toBeLessThanOrEqual(form!.x + form!.width);
  expect(await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await ask.screenshot({ path: shot('threads-client-address-error-390.png') });

  await address.fill('bob@acme.example');
  const [sent] = await Promise.all([client.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/change-requests')), ask.getByRole('button', { name: 'Send question' }).click()]);
  expect(sent.postDataJSON()).toMatchObject({ kind: 'question', email: 'bob@acme.example' });
  const thread = client.getByRole('article', { name: 'Your question on Executive summary' });
  await expect(thread).toContainText('Who on our side is needed for the kick-off?');

  // Her reply box starts with the address she gave (remembered in this browser for this link).
  await thread.getByRole('button', { name: 'Reply about Executive summary' }).click();
  const reply = thread.getByRole('form', { name: 'Reply about Executive summary' });
  await expect(reply.getByRole('textbox', { name: 'Your e-mail (optional)' })).toHaveValue('bob@acme.example');
  await reply.getByRole('textbox', { name: 'Your reply' }).fill('Also: can we start in May?');
  await auditSerious(client);
  await reply.screenshot({ path: shot('threads-client-address-reply-390.png') });
  const [replied] = await Promise.all([client.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/replies')), reply.getByRole('button', { name: 'Send reply' }).click()]);
  expect(replied.postDataJSON()).toEqual({ text: 'Also: can we start in May?', email: 'bob@acme.example' });
  await expect(thread).toContainText('Also: can we start in May?');
  await client.context().close();

  // At 1280 px, in another browser: nothing remembered there, the field empty and optional.
  const wide = await clientPage(browser, url, 1280);
  await wide.getByRole('button', { name: 'Ask for a change to Goals' }).click();
  const wideAsk = wide.getByRole('form', { name: 'Ask for a change to Goals' });
  await expect(wideAsk.getByRole('textbox', { name: 'Your e-mail (optional)' })).toHaveValue('');
  await wideAsk.screenshot({ path: shot('threads-client-address-ask-1280.png') });
  await wide.context().close();
});
