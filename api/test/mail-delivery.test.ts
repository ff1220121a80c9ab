// Mail that is never lost, and never sent twice (DESIGN §11), through real worker processes, a real SMTP
// server started here (smtp-server) and real MySQL and Redis:
// - the recipients-per-day cap holds under parallel requests (the count and the write are one step);
// - a worker killed mid-send: the message is delivered once, by the worker after it;
// - the SMTP server down for several retry periods: every message delivered once when it returns; down
//   past the retry window: failed with its reason, and a resend sends it;
// - a message left queued with no job: the sweeper queues it;
// - an admin's resend works for any message, a reset or an invitation with a fresh link (the old one dead);
// - the scans (reminders, sweeper) run once per period for the cluster, whatever the number of apis.
import { insertGenerationIdempotent, insertMail } from '@growth-suite/db';
import { createQueue, ScanName } from '@growth-suite/server';
import { mailJobId } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { freePort, startApiProcess, startSmtpServer, startWorkerProcess, workerEnv, type ChildHandle, type TestSmtp } from '@growth-suite/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';
import { person, team, tokenOf } from './teams.ts';

/** Checks `condition` every 100 ms until it holds (or fails after `timeoutMs`). */
async function until<T>(condition: () => Promise<T | undefined | false> | T | undefined | false, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const proposalRequest = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Parallel Physio' });

describe('the recipients-per-day cap under parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Mail on (no worker needed: a message over the cap is refused before it is written).
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RECIPIENTS_PER_USER_PER_DAY: '20' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('40 proposal e-mails at once: exactly 20 go, the other 20 are refused with 429 and why', async () => {
    const owner = await person(t, 'parallel-sender');
    const personal = (await owner.browser.get('/api/workspaces').expect(200)).body[0].id as number;
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: `cap-${process.pid}`, userId: owner.id, workspaceId: personal, tool: 'proposal', request: proposalRequest, results: demoResult('proposal', proposalRequest), provider: 'demo', model: 'demo' });
    const link = (await owner.browser.post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { version: number };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => owner.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).send({ to: `client${i}@parallel.test` })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(answers.find((answer) => answer.status === 429)!.body.message).toBe('You can send at most 20 e-mails a day: try again tomorrow, or copy the link');
    expect(Number((await t.db.knex('mail_outbox').where({ user_id: owner.id }).count({ n: '*' }))[0]!.n)).toBe(20);
  });

  it('21 invitations at once: 20 go, one is refused with 429 and not kept', async () => {
    const owner = await person(t, 'parallel-inviter');
    const workspace = await team(owner.browser, 'Parallel Team');
    const answers = await Promise.all(Array.from({ length: 21 }, (_, i) => owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).send({ email: `invitee${i}@parallel.test`, role: 'member' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.message).toMatch(/at most 20 e-mails a day/);
    // The refused invitation is not left open without its message.
    expect(Number((await t.db.knex('workspace_invitations').where({ workspace_id: workspace.id }).count({ n: '*' }))[0]!.n)).toBe(20);
    expect(Number((await t.db.knex('mail_outbox').where({ user_id: owner.id }).count({ n: '*' }))[0]!.n)).toBe(20);
  });
});

describe('delivery through crashes and outages', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let smtpPort: number;
  const workers = new Set<ChildHandle>();
  /** A worker of this app with timings shortened: a dead sender's lease lapses in 1.5 s, its job is retaken in about 1 s. */
  const startWorker = async (extra: Record<string, string> = {}) => {
    const worker = await startWorkerProcess(
      workerEnv(t.services, { SMTP_URL: smtp.url, MAIL_FROM: 'Growth Suite <mail@growth.test>', MAIL_LEASE_MS: '1500', WORKER_LOCK_MS: '1000', WORKER_STALLED_INTERVAL_MS: '500', MAIL_SWEEP_MS: '300', MAIL_SWEEP_GRACE_MS: '300', ...extra }),
    );
    workers.add(worker);
    return worker;
  };
  const stopWorkers = async () => {
    await Promise.all([...workers].map((worker) => worker.stop('SIGKILL')));
    workers.clear();
  };
  const row = (id: number) => t.db.knex('mail_outbox').where({ id }).first();
  const arrived = (subject: string) => smtp.messages.filter((message) => message.subject === subject);
  const message = (subject: string, to = 'client@delivery.test') => ({ kind: 'sent' as const, to, fromName: 'Delivery Test', subject, text: `${subject}: hello`, html: `<p>${subject}: hello</p>` });
  /** Sent, and its job finished: nothing more will try it. */
  const settledSent = (id: number) =>
    until(async () => {
      const current = await row(id);
      if (current?.state !== 'sent') return false;
      const job = await mailQueue.getJob(mailJobId(id, current.dispatch));
      return !job || (await job.getState()) === 'completed' ? current : false;
    }, `mail ${id} sent and its job finished`);
  let mailQueue: ReturnType<typeof createQueue<'mail'>>;

  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = await startSmtpServer({ port: smtpPort });
    t = await createTestApp({ SMTP_URL: smtp.url });
    mailQueue = createQueue('mail', { redisUrl: t.services.redisUrl, prefix: t.services.redisPrefix });
  }, 60_000);
  afterEach(stopWorkers);
  afterAll(async () => {
    await stopWorkers();
    await mailQueue?.close();
    await t?.close();
    await smtp?.close();
  }, 60_000);

  it('a worker killed mid-send: the message is delivered once, by the worker after it', async () => {
    await smtp.close();
    let held = () => {};
    const mid = new Promise<void>((resolve) => (held = resolve));
    // The first delivery is read and never answered: the worker that sends it is mid-send when killed.
    smtp = await startSmtpServer({ port: smtpPort, holdDeliveries: 1, onHold: () => held() });
    const first = await startWorker({ MAIL_SEND_TIMEOUT_MS: '60000' });
    const { mailId } = await t.mail.send(message('Killed mid-send'));
    await mid;
    expect((await row(mailId)).state).toBe('sending');
    await first.stop('SIGKILL');
    workers.delete(first);
    await startWorker();
    const sent = await settledSent(mailId);
    expect(sent.attempts).toBe(2);
    expect(arrived('Killed mid-send')).toHaveLength(1);
  }, 60_000);

  it('the SMTP server down for several retry periods: every message is delivered once when it returns', async () => {
    await smtp.close();
    await startWorker({ MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_DELAY_MS: '300' });
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await t.mail.send(message(`Outage ${i}`))).mailId);
    // More tries than a retry policy of seconds allows, each refused (the port is closed).
    await until(async () => (await t.db.knex('mail_outbox').whereIn('id', ids).min({ least: 'attempts' }))[0]!.least >= 7, 'seven refused tries of each message');
    expect((await t.db.knex('mail_outbox').whereIn('id', ids).pluck('state')).every((state) => state === 'queued' || state === 'sending')).toBe(true);
    smtp = await startSmtpServer({ port: smtpPort });
    for (const id of ids) await settledSent(id);
    for (let i = 0; i < 4; i += 1) expect(arrived(`Outage ${i}`)).toHaveLength(1);
  }, 60_000);

  it('a message the server never takes within MAIL_RETRY_FOR_MS is failed with the last reason; a resend gives it a new window and it goes once', async () => {
    await smtp.close();
    await startWorker({ MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_DELAY_MS: '200', MAIL_RETRY_FOR_MS: '1500' });
    const { mailId } = await t.mail.send(message('Gave up'));
    const failed = await until(async () => ((await row(mailId))?.state === 'failed' ? row(mailId) : false), 'the message given up');
    expect(failed.error).toMatch(/^not delivered within 2 s: .*ECONNREFUSED/);
    smtp = await startSmtpServer({ port: smtpPort });
    const admin = await t.signedIn('window-admin', 'admin');
    await admin.post(`/api/admin/mail/${mailId}/resend`).expect(202);
    await settledSent(mailId);
    expect(arrived('Gave up')).toHaveLength(1);
  }, 60_000);

  it('a message left queued without a job (its job could not be added) is found by the sweeper and delivered once', async () => {
    // Written as the api writes it, but its job never reached the queue.
    const { id } = await insertMail(t.db.knex, message('Never queued'), 'queued');
    expect(await mailQueue.getJob(mailJobId(id, 0))).toBeUndefined();
    await startWorker();
    const sent = await settledSent(id);
    expect(sent.dispatch).toBe(1); // the sweeper's job
    expect(arrived('Never queued')).toHaveLength(1);
  }, 60_000);

  it('an admin resends a sent reset with a fresh link (the old one stops working) and a sent invitation likewise', async () => {
    await startWorker();
    const admin = await t.signedIn('delivery-admin', 'admin');
    const who = await person(t, 'resetter');
    const before = smtp.messages.length;
    await t.agent().post('/api/password/forgot').send({ email: who.email }).expect(202);
    await smtp.waitFor(before + 1);
    const resetRow = await until(() => t.db.knex('mail_outbox').where({ kind: 'password-reset', to_address: who.email }).first(), 'the reset row');
    await settledSent(resetRow.id);
    const linkIn = (text: string | undefined, part: string) => (text ?? '').match(/https?:\/\/\S+/g)!.find((url) => url.includes(part))!;
    const oldLink = linkIn(smtp.messages[before]!.text, '/reset-password/');

    await admin.post(`/api/admin/mail/${resetRow.id}/resend`).expect(202);
    await smtp.waitFor(before + 2);
    const newLink = linkIn(smtp.messages[before + 1]!.text, '/reset-password/');
    expect(newLink).not.toBe(oldLink);
    expect(new URL(newLink).origin).toBe(new URL(oldLink).origin);
    await settledSent(resetRow.id);
    await t.agent().post('/api/password/reset').send({ token: tokenOf(oldLink), password: 'new-pass-123', confirmPassword: 'new-pass-123' }).expect(400);
    await t.agent().post('/api/password/reset').send({ token: tokenOf(newLink), password: 'new-pass-123', confirmPassword: 'new-pass-123' }).expect(204);

    const owner = await person(t, 'resend-owner');
    const workspace = await team(owner.browser, 'Resend Team');
    const invited = (await owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).send({ email: 'again@delivery.test', role: 'member' }).expect(201)).body as { url: string };
    const invitationRow = await t.db.knex('mail_outbox').where({ kind: 'invitation', to_address: 'again@delivery.test' }).first();
    await settledSent(invitationRow.id);
    await admin.post(`/api/admin/mail/${invitationRow.id}/resend`).expect(202);
    await until(() => smtp.messages.filter((m) => JSON.stringify(m.to).includes('again@delivery.test')).length === 2, 'the invitation twice');
    const resent = smtp.messages.filter((m) => JSON.stringify(m.to).includes('again@delivery.test'))[1]!;
    const freshInvitation = linkIn(resent.text, '/invitations/');
    expect(freshInvitation).not.toBe(invited.url);
    await t.agent().get(`/api/invitations/${tokenOf(invited.url)}`).expect(404);
    expect((await t.agent().get(`/api/invitations/${tokenOf(freshInvitation)}`).expect(200)).body.state).toBe('open');
  }, 60_000);
});

describe('scans run once per period for the cluster', () => {
  let t: TestApp;
  const processes: ChildHandle[] = [];
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((child) => child.stop()));
    await t?.close();
  }, 60_000);

  it('two apis and two workers: one reminder scan and one sweep per period, run by the workers', async () => {
    const PERIOD = 500;
    const env = workerEnv(t.services, { SMTP_URL: 'smtp://127.0.0.1:9', REMINDER_SCAN_MS: String(PERIOD), MAIL_SWEEP_MS: String(PERIOD), SESSION_SECRET: t.config.sessionSecret });
    const apiEnv = { DATABASE_URL: t.services.databaseUrl, REDIS_URL: t.services.redisUrl, REDIS_PREFIX: t.services.redisPrefix, SMTP_URL: 'smtp://127.0.0.1:9', SESSION_SECRET: t.config.sessionSecret };
    const slow = { timeoutMs: 90_000 }; // four processes starting at once on a small machine
    processes.push(...(await Promise.all([startApiProcess(apiEnv, slow), startApiProcess(apiEnv, slow), startWorkerProcess(env, undefined, slow), startWorkerProcess(env, undefined, slow)])));
    const scans = createQueue('scans', { redisUrl: t.services.redisUrl, prefix: t.services.redisPrefix });
    try {
      const done = async (name: string) => (await scans.getJobs(['completed'], 0, -1)).filter((job) => job.name === name).map((job) => job.processedOn!).sort((a, b) => a - b);
      // Every process has upserted its schedules by now; a period later, count what each period runs.
      const from = Date.now() + PERIOD;
      const steady = await until(async () => {
        const runs = (await done(ScanName.Reminders)).filter((at) => at > from);
        return runs.length >= 6 ? runs : false;
      }, 'six reminder scans');
      const span = steady.at(-1)! - steady[0]!;
      for (let i = 1; i < steady.length; i += 1) expect(steady[i]! - steady[i - 1]!).toBeGreaterThan(PERIOD / 2);
      expect(steady.length).toBeLessThanOrEqual(Math.round(span / PERIOD) + 1);
      const sweeps = (await done(ScanName.MailSweep)).filter((at) => at > from);
      for (let i = 1; i < sweeps.length; i += 1) expect(sweeps[i]! - sweeps[i - 1]!).toBeGreaterThan(PERIOD / 2);
      expect(sweeps.length).toBeGreaterThan(0);
    } finally {
      await scans.close();
    }
  }, 180_000);
});
