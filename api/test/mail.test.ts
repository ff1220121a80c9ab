// Mail (DESIGN §11) through a real SMTP server started here (smtp-server, read back with mailparser),
// two real worker processes and the `mail` queue: an invitation mailed after a temporary refusal and
// delivered once, a permanent refusal recorded, "Forgot password?" end to end (the same answer for an
// unknown address), the admins' outbox and its resend; and with mail off, messages kept, not sent.
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth';
import { LINK_HIDDEN, LINK_REMOVED, MAIL_NOT_CONFIGURED, RESET_LINK_INVALID, WORKSPACE_HEADER } from '@growth-suite/shared';
import { insertGenerationIdempotent, remindDue } from '@growth-suite/db';
import { AdminMailMessageResponseSchema, AdminMailResponseSchema, InvitationCreatedResponseSchema, PasswordForgotResponseSchema, SentEmailResponseSchema } from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { startSmtpServer, startWorkerProcess, workerEnv, type ChildHandle, type TestSmtp } from '@growth-suite/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';
import { join, person, team, tokenOf } from './teams.ts';

let smtp: TestSmtp;
let t: TestApp;
let workers: ChildHandle[] = [];

beforeAll(async () => {
  // The first delivery is refused for now (451): it must be retried and arrive once.
  smtp = await startSmtpServer({ temporaryFailures: 1, rejectTo: (address) => address.startsWith('nobody@') });
  // Thread messages at once (batching is thread-mail.test.ts's): each news message is awaited in turn.
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_PASSWORD_FORGOT_PER_ADDRESS: '3', MAIL_BATCH_S: '0' });
  // Two workers on one queue: a message is still sent once.
  const env = workerEnv(t.services, { SMTP_URL: smtp.url, MAIL_FROM: 'Growth Suite <mail@growth.test>' });
  workers = await Promise.all([startWorkerProcess(env), startWorkerProcess(env)]);
}, 60_000);
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await t?.close();
  await smtp?.close();
});

const outboxRow = (id: number) => t.db.knex('mail_outbox').where({ id }).first();
async function settled(id: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await outboxRow(id);
    if (row && (row.state === 'sent' || row.state === 'failed')) return row;
    if (Date.now() > until) throw new Error(`mail ${id} is still ${row?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
async function eventually(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!check()) throw new Error(`never arrived: ${what}`);
}
const urlsIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
/** A header as it arrived (mailparser folds List-* headers into one object). */
const rawHeader = (message: { headerLines: readonly { key: string; line: string }[] }, name: string) => {
  const line = message.headerLines.find((header) => header.key === name)?.line;
  return line === undefined ? undefined : line.slice(line.indexOf(':') + 1).trim();
};

describe('mail on', () => {
  it('mails a team invitation in the team’s brand, retried after a temporary refusal and delivered once; the kept copy loses its link', async () => {
    const owner = await person(t, 'mailowner');
    const workspace = await team(owner.browser, 'Northwind Advisory');
    await owner.browser.put('/api/account/brand').set(WORKSPACE_HEADER, String(workspace.id)).send({ firmName: 'Northwind Advisory Ltd', senderName: 'Northwind team', signature: '', accentColor: '#7a1f5c' }).expect(200);
    const invited = expectShape(InvitationCreatedResponseSchema, (await owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).send({ email: 'sam@client.test', role: 'member' }).expect(201)).body);
    expect(invited.mailed).toBe(true);
    const [message] = await smtp.waitFor(1);
    const row = await settled((await t.db.knex('mail_outbox').where({ kind: 'invitation', to_address: 'sam@client.test' }).first('id')).id);
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    expect(row.provider_id).toEqual(expect.any(String));
    // What arrived: to the invited address, from the team's sender name, both parts, the link that works.
    expect(message!.to).toMatchObject({ value: [{ address: 'sam@client.test' }] });
    expect(message!.from?.value[0]).toEqual({ name: 'Northwind team', address: 'mail@growth.test' });
    expect(message!.subject).toBe(`${owner.email.split('@')[0]} invited you to Northwind Advisory on Growth Suite`);
    expect(message!.text).toContain(invited.url);
    expect(message!.html).toContain('Northwind Advisory Ltd');
    expect(message!.html).toContain('#7a1f5c');
    expect(message!.html).toContain(`href="${invited.url}"`);
    const linked = urlsIn(message!.text ?? '').find((url) => url.includes('/invitations/'))!;
    expect((await t.agent().get(`/api/invitations/${tokenOf(linked)}`).expect(200)).body.state).toBe('open');
    // The outbox keeps the message, not the one-time link.
    expect(row.text).not.toContain(invited.url);
    expect(row.text).toContain(LINK_REMOVED);
    expect(row.secret).toBeNull();
    // Delivered once, though two workers listen and the first try was refused.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.subject === message!.subject)).toHaveLength(1);
  });

  it('records a permanent refusal as failed, with the server’s reason, without retrying', async () => {
    const owner = await person(t, 'rejected');
    const workspace = await team(owner.browser, 'Bounce Co');
    await owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).send({ email: 'nobody@client.test', role: 'member' }).expect(201);
    const row = await settled((await t.db.knex('mail_outbox').where({ to_address: 'nobody@client.test' }).first('id')).id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.error).toContain('550');
  });

  it('Forgot password: one answer for every address; the link sets a new password once and signs the account out everywhere', async () => {
    const who = await person(t, 'forgetful');
    const before = smtp.messages.length;
    const known = await t.agent().post('/api/password/forgot').send({ email: who.email }).expect(202);
    const unknown = await t.agent().post('/api/password/forgot').send({ email: 'no-account@example.com' }).expect(202);
    expect(expectShape(PasswordForgotResponseSchema, known.body)).toEqual({ mail: 'on' });
    expect(unknown.body).toEqual(known.body);
    const reset = (await smtp.waitFor(before + 1)).at(-1)!;
    expect(reset.to).toMatchObject({ value: [{ address: who.email }] });
    expect(reset.subject).toBe('Reset your Growth Suite password');
    const link = urlsIn(reset.text ?? '').find((url) => url.includes('/reset-password/'))!;
    expect(reset.html).toContain(link);
    const token = link.split('/reset-password/')[1]!;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes('no-account@example.com'))).toHaveLength(0);

    const mismatch = await t.agent().post('/api/password/reset').send({ token, password: 'new-pass-123', confirmPassword: 'other-pass-123' }).expect(400);
    expect(mismatch.body.fieldErrors.confirmPassword).toBe('Passwords do not match');
    await t.agent().post('/api/password/reset').send({ token, password: 'new-pass-123', confirmPassword: 'new-pass-123' }).expect(204);
    // Signed out everywhere: the session that was open is gone.
    await who.browser.get('/api/user').expect(401);
    const username = who.email.split('@')[0]!;
    await t.agent().post('/api/login').send({ username, password: 'password-123' }).expect(401);
    await t.agent().post('/api/login').send({ username, password: 'new-pass-123' }).expect(200);
    const reused = await t.agent().post('/api/password/reset').send({ token, password: 'again-pass-1', confirmPassword: 'again-pass-1' }).expect(400);
    expect(reused.body.message).toBe(RESET_LINK_INVALID);
    await t.agent().post('/api/password/reset').send({ token: 'A'.repeat(43), password: 'again-pass-1', confirmPassword: 'again-pass-1' }).expect(400);
    // The kept copy has no working link.
    const kept = await t.db.knex('mail_outbox').where({ kind: 'password-reset', to_address: who.email }).first('text', 'secret');
    expect(kept.text).not.toContain(token);
  });

  it('a reset message that could not be delivered keeps no working link', async () => {
    await t.signedIn('nobody-reset');
    await t.db.knex('users').where({ username: 'nobody-reset' }).update({ email: 'nobody@reset.test' });
    await t.agent().post('/api/password/forgot').send({ email: 'nobody@reset.test' }).expect(202);
    let id: number | undefined;
    for (let i = 0; i < 50 && id === undefined; i += 1) {
      id = (await t.db.knex('mail_outbox').where({ kind: 'password-reset', to_address: 'nobody@reset.test' }).first('id'))?.id as number | undefined;
      if (id === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const row = await settled(id!);
    expect(row.state).toBe('failed');
    expect(row.secret).toBeNull();
    expect(row.text).toContain(LINK_REMOVED);
    expect(row.text).not.toMatch(/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  it('limits asking per address', async () => {
    for (let i = 0; i < 3; i += 1) await t.agent().post('/api/password/forgot').send({ email: 'limited@example.com' }).expect(202);
    const limited = await t.agent().post('/api/password/forgot').send({ email: 'limited@example.com' }).expect(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    await t.agent().post('/api/password/forgot').send({ email: 'not an address' }).expect(400);
  });

  it('shows the outbox to the site’s admins, one message’s parts, and resends a failed one', async () => {
    const admin = await t.signedIn('mail-admin', 'admin');
    const page = expectShape(AdminMailResponseSchema, (await admin.get('/api/admin/mail').expect(200)).body);
    expect(page.enabled).toBe('on');
    expect(page.items.length).toBeGreaterThanOrEqual(3);
    const failed = expectShape(AdminMailResponseSchema, (await admin.get('/api/admin/mail?state=failed').expect(200)).body).items;
    expect(failed.map((m) => m.to).sort()).toEqual(['nobody@client.test', 'nobody@reset.test']);
    const bounced = failed.find((m) => m.kind === 'invitation')!;
    const one = expectShape(AdminMailMessageResponseSchema, (await admin.get(`/api/admin/mail/${bounced.id}`).expect(200)).body);
    expect(one.html).toContain('Bounce Co');
    // A failed reset keeps no link; sent again, it carries a fresh one (mail-delivery.test.ts follows it).
    const failedReset = failed.find((m) => m.kind === 'password-reset')!;
    await admin.post(`/api/admin/mail/${failedReset.id}/resend`).expect(202);
    expect(await settled(failedReset.id)).toMatchObject({ state: 'failed', attempts: 2 });
    await admin.post(`/api/admin/mail/${bounced.id}/resend`).expect(202);
    const again = await settled(bounced.id);
    expect(again).toMatchObject({ state: 'failed', attempts: 2 });
    await admin.get('/api/admin/mail?state=lost').expect(400);
    await admin.get('/api/admin/mail/999999').expect(404);
    const user = await t.signedIn('mail-user');
    await user.get('/api/admin/mail').expect(403);
  });

  it('an accepted invitation from a mailed link makes a member', async () => {
    const owner = await person(t, 'joiner-owner');
    const workspace = await team(owner.browser, 'Join By Mail');
    const joiner = await person(t, 'joiner');
    await join(owner.browser, workspace.id, joiner);
    expect((await joiner.browser.get('/api/workspaces').expect(200)).body.map((w: { name: string }) => w.name)).toContain('Join By Mail');
  });
});

describe('a proposal by e-mail, and its news', () => {
  const proposalRequest = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Harbour Physio' });
  let made = 0;
  const proposalIn = async (userId: number, workspaceId: number) =>
    insertGenerationIdempotent(t.db.knex, { jobId: `mail-proposal-${process.pid}-${(made += 1)}`, userId, workspaceId, tool: 'proposal', request: proposalRequest, results: demoResult('proposal', proposalRequest), provider: 'demo', model: 'demo' });
  const arrivedFor = (address: string, subjectStart: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(address) && (m.subject ?? '').startsWith(subjectStart));

  it('e-mails the live link with the consultant’s note as plain text; the activity lists it; a bad address or header is refused', async () => {
    const owner = await person(t, 'sender');
    const personal = (await owner.browser.get('/api/workspaces').expect(200)).body[0].id as number;
    await owner.browser.put('/api/account/brand').send({ firmName: 'Sender Advisory', senderName: 'Sam Sender', signature: '', accentColor: '#225577' }).expect(200);
    const id = await proposalIn(owner.id, personal);
    const link = (await owner.browser.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { url: string; version: number };
    const note = 'Hi Dana,\nas promised: <b>our</b> proposal.';
    const answer = expectShape(SentEmailResponseSchema, (await owner.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).send({ to: 'dana@harbour.test', message: note }).expect(202)).body);
    expect(answer.mailed).toBe(true);
    await eventually(() => arrivedFor('dana@harbour.test', '').length === 1, 'the proposal');
    const [message] = arrivedFor('dana@harbour.test', '');
    expect(message!.from?.value[0]).toEqual({ name: 'Sam Sender', address: 'mail@growth.test' });
    expect(message!.text).toContain('as promised: <b>our</b> proposal.');
    expect(message!.html).toContain('as promised: &lt;b&gt;our&lt;/b&gt; proposal.');
    expect(message!.html).toContain('Sender Advisory');
    expect(rawHeader(message!, 'list-unsubscribe')).toBeUndefined(); // the consultant's own message
    const followed = urlsIn(message!.text ?? '').find((url) => url.includes('/p/'))!;
    expect(new URL(followed).pathname).toBe(new URL(link.url).pathname);
    await t.agent().get(new URL(followed).pathname.replace('/p/', '/api/p/')).expect(200);
    const activity = (await owner.browser.get(`/api/proposals/${id}/activity`).expect(200)).body as { mails: { to: string; state: string }[] };
    expect(activity.mails).toEqual([expect.objectContaining({ to: 'dana@harbour.test', state: 'sent' })]);
    await owner.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).send({ to: 'dana@harbour.test\r\nBcc: all@example.com' }).expect(400);
    await owner.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).send({ to: 'dana@harbour.test', message: 'x'.repeat(2001) }).expect(400);
    await owner.browser.post(`/api/proposals/${id}/sends/${link.version + 1}/email`).send({ to: 'dana@harbour.test' }).expect(404);
    const other = await person(t, 'stranger');
    await other.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).send({ to: 'dana@harbour.test' }).expect(404);
  });

  it('a client’s first open of the sent page as a page drawn on the server (its query asked in the drawing thread) tells the author once', async () => {
    const author = await person(t, 'drawnopen');
    const personal = (await author.browser.get('/api/workspaces').expect(200)).body[0].id as number;
    const id = await proposalIn(author.id, personal);
    const link = (await author.browser.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string };
    const client = () => t.agent().set('User-Agent', 'ClientPhone/1.0');
    const page = (await client().get(`/p/${link.token}`).expect(200)).text;
    // Drawn with the sent proposal's answer in it: the open was the drawing's.
    expect(page).toContain('id="server-state"');
    expect(page).toContain(`/api/p/${link.token}/pdf`);
    await eventually(() => arrivedFor(author.email, 'Opened:').length === 1, 'opened → the author');
    await client().get(`/api/p/${link.token}`).expect(200); // the browser's own ask: no second message
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(arrivedFor(author.email, 'Opened:')).toHaveLength(1);
  });

  it('tells the proposal’s author and the team’s admins of a first open, a change asked and an acceptance, once each; unsubscribe is one click', async () => {
    const owner = await person(t, 'newsowner');
    const admin = await person(t, 'newsadmin');
    const author = await person(t, 'newsauthor');
    const bystander = await person(t, 'newsbystander');
    const workspace = await team(owner.browser, 'News Team');
    await join(owner.browser, workspace.id, admin, 'admin');
    await join(owner.browser, workspace.id, author);
    await join(owner.browser, workspace.id, bystander);
    const id = await proposalIn(author.id, workspace.id);
    const link = (await author.browser.post(`/api/proposals/${id}/send`).set(WORKSPACE_HEADER, String(workspace.id)).send({}).expect(201)).body as { token: string };
    const client = () => t.agent().set('User-Agent', 'ClientPhone/1.0');
    await client().get(`/api/p/${link.token}`).expect(200);
    await client().get(`/api/p/${link.token}`).expect(200);
    const told = [owner, admin, author];
    for (const who of told) await eventually(() => arrivedFor(who.email, 'Opened:').length === 1, `opened → ${who.email}`);
    await client().post(`/api/p/${link.token}/change-requests`).send({ path: 'headline', comment: 'Name our clinic in it' }).expect(201);
    for (const who of told) await eventually(() => arrivedFor(who.email, 'Change asked:').length === 1, `change → ${who.email}`);
    const change = arrivedFor(author.email, 'Change asked:')[0]!;
    expect(change.text).toContain('Name our clinic in it');
    expect(change.text).toContain(`/t/news-team/ai-proposal/${id}`);
    const unsubscribe = rawHeader(change, 'list-unsubscribe')!;
    expect(rawHeader(change, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The message's own link opens the page that asks; the header's is the one-click address.
    const token = new URL(unsubscribe.replace(/^<|>$/g, '')).pathname.split('/').pop()!;
    expect(change.text).toContain(`/unsubscribe/${token}`);
    expect(change.text).not.toContain(`/api/unsubscribe/${token}`);
    const tier = proposalRequest.tiers[1].name;
    await client().post(`/api/p/${link.token}/accept`).send({ tier, inputs: proposalRequest.valueInputs, fullName: 'Dana Whitfield', email: 'dana@harbour.test', consent: true }).expect(201);
    for (const who of told) await eventually(() => arrivedFor(who.email, 'Accepted:').length === 1, `accepted → ${who.email}`);
    expect(arrivedFor(owner.email, 'Accepted:')[0]!.text).toContain(`Dana Whitfield accepted`);
    expect(arrivedFor(owner.email, 'Accepted:')[0]!.text).toContain(tier);
    // Each carries the accepted proposal's PDF, with the owner's record of the acceptance.
    for (const who of told) {
      const accepted = arrivedFor(who.email, 'Accepted:')[0]!;
      expect(accepted.text).toContain('attached as a PDF');
      expect(accepted.attachments).toHaveLength(1);
      const [pdf] = accepted.attachments;
      expect(pdf!.contentType).toBe('application/pdf');
      expect(pdf!.filename).toMatch(/ - Accepted proposal v1\.pdf$/);
      expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // Sent: the outbox keeps the file with the message, so that a resend sends it again.
    const kept = await t.db.knex('mail_outbox').where({ kind: 'sent-accepted', to_address: owner.email }).first('state', 'attachment_name', 'attachment');
    expect(kept.state).toBe('sent');
    expect(Buffer.from(kept.attachment).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(kept.attachment_name).toMatch(/Accepted proposal v1\.pdf$/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A member who neither made nor runs the proposal hears nothing of it (their invitation aside).
    expect(['Opened:', 'Change asked:', 'Accepted:'].flatMap((subject) => arrivedFor(bystander.email, subject))).toHaveLength(0);
    expect(arrivedFor(owner.email, 'Opened:')).toHaveLength(1); // two opens, one message

    // One click, as a mail provider does it: a form POST with no session and no X-Requested-With.
    const path = new URL(unsubscribe.replace(/^<|>$/g, '')).pathname;
    const supertestAgent = (await import('supertest')).default;
    await supertestAgent(t.server).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await author.browser.get('/api/account/notifications').expect(200)).body).toEqual({ proposalOpened: true, proposalAccepted: true, changeRequested: false, invitationAccepted: true });
    // The choices as the account page changes them.
    expect((await author.browser.put('/api/account/notifications').send({ proposalOpened: false, proposalAccepted: true, changeRequested: false, invitationAccepted: true }).expect(200)).body.proposalOpened).toBe(false);
    await author.browser.put('/api/account/notifications').send({ proposalOpened: 'no' }).expect(400);
    await client().post(`/api/p/${link.token}/change-requests`).send({ path: 'headline', comment: 'Any news?', kind: 'question' }).expect(201);
    const second = await proposalIn(author.id, workspace.id);
    const link2 = (await author.browser.post(`/api/proposals/${second}/send`).set(WORKSPACE_HEADER, String(workspace.id)).send({}).expect(201)).body as { token: string };
    await client().post(`/api/p/${link2.token}/change-requests`).send({ path: 'headline', comment: 'Shorter please' }).expect(201);
    await eventually(() => arrivedFor(owner.email, 'Change asked:').length === 2, 'second change → owner');
    expect(arrivedFor(author.email, 'Change asked:')).toHaveLength(1); // switched off
    await t.agent().get(`${path}x`).expect(404);
    expect((await t.agent().get(path).expect(200)).body).toMatchObject({ kind: 'change-requested', on: false });
  });
});

describe('reminders to the client', () => {
  it('remind on a moved clock — 3 and 7 days after sending, 2 days before the link expires — once each, never after acceptance or when switched off', async () => {
    const owner = await person(t, 'reminder');
    const personal = (await owner.browser.get('/api/workspaces').expect(200)).body[0].id as number;
    const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Reminded Co' });
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: `reminder-${process.pid}`, userId: owner.id, workspaceId: personal, tool: 'proposal', request, results: demoResult('proposal', request), provider: 'demo', model: 'demo' });
    const link = (await owner.browser.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { version: number; token: string; expiresAt: string | null; sentAt: string };
    const sentAt = Date.parse(link.sentAt);
    const sendId = (await t.db.knex('proposal_sends').where({ token: link.token }).first('id')).id as number;
    // Other tests' sends are scanned too: count this send's reminders written by each scan.
    const written = async () => Number((await t.db.knex('mail_outbox').where({ kind: 'sent-reminder', send_id: sendId }).count<{ n: number }[]>('* as n'))[0]!.n);
    const remind = async (days: number) => {
      const before = await written();
      await remindDue({ knex: t.db.knex, mail: t.mail, secret: t.config.sessionSecret, appUrl: t.config.appUrl }, new Date(sentAt + days * 86_400_000 + 60_000));
      return (await written()) - before;
    };
    // Never e-mailed: nothing to remind.
    expect(await remind(4)).toBe(0);
    await owner.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).send({ to: 'rem@client.test' }).expect(202);
    const mailRow = await t.db.knex('mail_outbox').where({ kind: 'sent', to_address: 'rem@client.test' }).first('id');
    await settled(mailRow.id);
    const reminders = () => smtp.messages.filter((m) => JSON.stringify(m.to).includes('rem@client.test') && (m.subject ?? '').startsWith('Reminder:'));

    expect(await remind(1)).toBe(0);
    expect(await remind(3)).toBe(1);
    expect(await remind(3)).toBe(0); // at most once
    expect(await remind(5)).toBe(0);
    expect(await remind(7)).toBe(1);
    for (let i = 0; i < 100 && reminders().length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reminders()).toHaveLength(2);
    expect(reminders()[0]!.text).toContain(`/p/${link.token}`);
    // Switched off by its author: nothing, even before expiry; on again, the one before expiry.
    await owner.browser.put(`/api/proposals/${id}/reminders`).send({ enabled: false }).expect(204);
    const expiryDays = link.expiresAt ? (Date.parse(link.expiresAt) - sentAt) / 86_400_000 : null;
    expect(expiryDays).not.toBeNull();
    expect(await remind(expiryDays! - 1.5)).toBe(0);
    await owner.browser.put(`/api/proposals/${id}/reminders`).send({ enabled: true }).expect(204);
    await owner.browser.put(`/api/proposals/${id}/reminders`).send({ enabled: 'yes' }).expect(400);
    await (await person(t, 'notowner')).browser.put(`/api/proposals/${id}/reminders`).send({ enabled: false }).expect(404);
    // Accepted: never again.
    const tier = request.tiers[1].name;
    await t.agent().post(`/api/p/${link.token}/accept`).send({ tier, inputs: request.valueInputs, fullName: 'Rae Client', email: 'rem@client.test', consent: true }).expect(201);
    expect(await remind(expiryDays! - 1.5)).toBe(0);
    // Past the link's expiry: nothing either.
    expect(await remind(expiryDays! + 1)).toBe(0);
  });

  it('a client stops the reminders to their address from the reminder’s own link; the others still get theirs', async () => {
    const owner = await person(t, 'stopper');
    const personal = (await owner.browser.get('/api/workspaces').expect(200)).body[0].id as number;
    const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Stop Co' });
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: `stop-${process.pid}`, userId: owner.id, workspaceId: personal, tool: 'proposal', request, results: demoResult('proposal', request), provider: 'demo', model: 'demo' });
    const link = (await owner.browser.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { version: number; token: string; sentAt: string };
    for (const to of ['Ana@Stop.test', 'ben@stop.test']) {
      await owner.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).send({ to }).expect(202);
      await settled((await t.db.knex('mail_outbox').where({ kind: 'sent', to_address: to }).first('id')).id);
    }
    const remindAt = (days: number) => remindDue({ knex: t.db.knex, mail: t.mail, secret: t.config.sessionSecret, appUrl: t.config.appUrl }, new Date(Date.parse(link.sentAt) + days * 86_400_000 + 60_000));
    const remindersTo = (address: string) => smtp.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address) && (m.subject ?? '').startsWith('Reminder:'));
    await remindAt(3);
    await eventually(() => remindersTo('ana@stop.test').length === 1 && remindersTo('ben@stop.test').length === 1, 'the first reminders');
    const first = remindersTo('ana@stop.test')[0]!;
    // The message's link opens the page that asks; the header's is the one-click address.
    const oneClick = new URL(rawHeader(first, 'list-unsubscribe')!.replace(/^<|>$/g, '')).pathname;
    expect(rawHeader(first, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const token = oneClick.split('/').pop()!;
    expect(first.text).toContain(`/unsubscribe/${token}`);
    expect(token).not.toContain('stop.test'); // the address is not in the link
    expect((await t.agent().get(`/api/unsubscribe/${token}`).expect(200)).body).toEqual({ kind: 'sent-reminder', email: expect.stringMatching(/^a.*@stop\.test$/), on: true });
    // A forged tag or signature is refused and stops nothing.
    const [sendId, kind, tag, signature] = token.split('.');
    await t.agent().get(`/api/unsubscribe/${sendId}.${kind}.${'A'.repeat(16)}.${signature}`).expect(404);
    await t.agent().post(`/api/unsubscribe/${sendId}.${kind}.${tag}.${'A'.repeat(43)}`).expect(404);
    const supertestAgent = (await import('supertest')).default;
    await supertestAgent(t.server).post(oneClick).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await t.agent().get(`/api/unsubscribe/${token}`).expect(200)).body.on).toBe(false);
    const activity = (await owner.browser.get(`/api/proposals/${id}/activity`).expect(200)).body as { reminders: { enabled: boolean; stoppedBy: string[] } };
    expect(activity.reminders).toEqual({ enabled: true, stoppedBy: ['ana@stop.test'] });
    await remindAt(7);
    await eventually(() => remindersTo('ben@stop.test').length === 2, 'the second reminder to the other address');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(remindersTo('ana@stop.test')).toHaveLength(1);
  });

  it('reminds 2 days before a short link expires, saying until when; a withdrawn link is never reminded', async () => {
    const owner = await person(t, 'shortlink');
    const personal = (await owner.browser.get('/api/workspaces').expect(200)).body[0].id as number;
    const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Short Link Co' });
    const make = async (n: number) =>
      insertGenerationIdempotent(t.db.knex, { jobId: `short-${process.pid}-${n}`, userId: owner.id, workspaceId: personal, tool: 'proposal', request, results: demoResult('proposal', request), provider: 'demo', model: 'demo' });
    const mailed = async (id: number, to: string) => {
      const link = (await owner.browser.post(`/api/proposals/${id}/send`).send({ expiresInDays: 4 }).expect(201)).body as { version: number; token: string; sentAt: string };
      await owner.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).send({ to }).expect(202);
      await settled((await t.db.knex('mail_outbox').where({ kind: 'sent', to_address: to }).first('id')).id);
      return link;
    };
    const kept = await mailed(await make(1), 'short@client.test');
    const withdrawnId = await make(2);
    const withdrawn = await mailed(withdrawnId, 'gone@client.test');
    await owner.browser.delete(`/api/proposals/${withdrawnId}/sends/${withdrawn.version}`).expect(204);
    // Day 2 of a 4-day link: the reminder before expiry (the 3-day one is not due yet).
    await remindDue({ knex: t.db.knex, mail: t.mail, secret: t.config.sessionSecret, appUrl: t.config.appUrl }, new Date(Date.parse(kept.sentAt) + 2 * 86_400_000 + 60_000));
    const arrived = async (to: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(to) && (m.subject ?? '').startsWith('Reminder:'));
    for (let i = 0; i < 100 && (await arrived('short@client.test')).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const [reminder] = await arrived('short@client.test');
    expect(reminder!.text).toMatch(/can be accepted until/);
    expect(reminder!.text).toContain(`/p/${kept.token}`);
    expect(await arrived('gone@client.test')).toHaveLength(0);
  });
});

describe('mail off (no SMTP_URL)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off?.close());

  it('keeps messages as not sent, tells the screens, and refuses a resend until SMTP is set', async () => {
    const owner = await person(off, 'offowner');
    const workspace = await team(owner.browser, 'Offline Co');
    const invited = expectShape(InvitationCreatedResponseSchema, (await owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).send({ email: 'kept@client.test', role: 'member' }).expect(201)).body);
    expect(invited.mailed).toBe(false);
    const row = await off.db.knex('mail_outbox').where({ to_address: 'kept@client.test' }).first();
    expect(row).toMatchObject({ state: 'not-configured', error: MAIL_NOT_CONFIGURED, attempts: 0 });
    expect((await off.agent().post('/api/password/forgot').send({ email: owner.email }).expect(202)).body).toEqual({ mail: 'off' });
    expect(await off.db.knex('mail_outbox').where({ kind: 'password-reset' })).toEqual([]);
    const admin = await off.signedIn('off-admin', 'admin');
    expect((await admin.get('/api/admin/mail').expect(200)).body.enabled).toBe('off');
    expect((await admin.post(`/api/admin/mail/${row.id}/resend`).expect(409)).body.message).toBe('Mail is not configured: set SMTP_URL, then send it again');
    // The admins read the kept message, never its one-time link.
    const preview = expectShape(AdminMailMessageResponseSchema, (await admin.get(`/api/admin/mail/${row.id}`).expect(200)).body);
    expect(preview.text).not.toContain(invited.url);
    expect(preview.html).not.toContain(invited.url);
    expect(preview.text).toContain(LINK_HIDDEN);
  });
});

describe('DKIM (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY)', () => {
  let signedApp: TestApp;
  let signedSmtp: TestSmtp;
  let signer: ChildHandle | undefined;
  // The key the domain would publish at <selector>._domainkey.<domain> (a TXT record), made here.
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const published = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  const resolver = async (name: string, type: string) => {
    if (name === 'mail2026._domainkey.growth.test' && type === 'TXT') return [[published]];
    throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
  };

  beforeAll(async () => {
    signedSmtp = await startSmtpServer();
    signedApp = await createTestApp({ SMTP_URL: signedSmtp.url });
    signer = await startWorkerProcess(
      workerEnv(signedApp.services, {
        SMTP_URL: signedSmtp.url,
        MAIL_FROM: 'Growth Suite <mail@growth.test>',
        DKIM_DOMAIN: 'growth.test',
        DKIM_SELECTOR: 'mail2026',
        // As an env file holds a PEM: one line, its breaks written as \n.
        DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await signer?.stop();
    await signedApp?.close();
    await signedSmtp?.close();
  });

  it('signs every message with the configured key: a receiver checking the published key finds it intact', async () => {
    const who = await person(signedApp, 'signed');
    await signedApp.agent().post('/api/password/forgot').send({ email: who.email }).expect(202);
    const [message] = await signedSmtp.waitFor(1);
    expect(rawHeader(message!, 'dkim-signature')).toMatch(/d=growth\.test;.*s=mail2026;/s);
    const verified = await dkimVerify(signedSmtp.sources[0]!, { resolver });
    expect(verified.results).toHaveLength(1);
    expect(verified.results[0]).toMatchObject({ signingDomain: 'growth.test', selector: 'mail2026', status: { result: 'pass' } });
    // The same bytes changed in transit no longer pass: the check above is a real one.
    const altered = Buffer.from(signedSmtp.sources[0]!.toString().replace('Reset your Growth Suite password', 'Reset your password now'));
    expect((await dkimVerify(altered, { resolver })).results[0]?.status.result).toBe('fail');
  });
});
