// Mail (DESIGN §11) through a real SMTP server started here (smtp-server, read back with mailparser),
// two real worker processes and the `mail` queue: an invitation mailed after a temporary refusal and
// delivered once, a permanent refusal recorded, "Forgot password?" end to end (the same answer for an
// unknown address), the admins' outbox and its resend; and with mail off, messages kept, not sent.
import { LINK_REMOVED, MAIL_NOT_CONFIGURED, RESET_LINK_INVALID, WORKSPACE_HEADER } from '@growth-suite/shared';
import { AdminMailMessageResponseSchema, AdminMailResponseSchema, InvitationCreatedResponseSchema, PasswordForgotResponseSchema } from '@growth-suite/shared/contract';
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
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_PASSWORD_FORGOT_PER_ADDRESS: '3' });
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
const urlsIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

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
    expect(failed.map((m) => m.to)).toEqual(['nobody@client.test']);
    const one = expectShape(AdminMailMessageResponseSchema, (await admin.get(`/api/admin/mail/${failed[0]!.id}`).expect(200)).body);
    expect(one.html).toContain('Bounce Co');
    await admin.post(`/api/admin/mail/${failed[0]!.id}/resend`).expect(202);
    const again = await settled(failed[0]!.id);
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
  });
});
