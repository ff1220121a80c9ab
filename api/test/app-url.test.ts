// Every link that leaves the app is on APP_URL (DESIGN §11.2), whatever the request said: a forged Host,
// X-Forwarded-Host or X-Forwarded-Proto changes nothing in the reset mail, the invitation's link, a
// proposal's and a share's link, the proposal mailed to a client, and the "Opened" and "joined"
// notifications with their List-Unsubscribe header. Read at a real SMTP server, sent by a real worker,
// with TRUST_PROXY off (Host is what koa reads) and on (X-Forwarded-Host is).
import { insertGenerationIdempotent, remindDue } from '@growth-suite/db';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { startSmtpServer, startWorkerProcess, workerEnv, type ChildHandle, type TestSmtp } from '@growth-suite/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';
import { person, team, tokenOf } from './teams.ts';

const APP_URL = 'https://growth.example.test';
const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };

type ParsedMail = TestSmtp['messages'][number];

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const urlsIn = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
const header = (message: ParsedMail, name: string) => {
  const line = message.headerLines.find((h) => h.key === name)?.line;
  return line === undefined ? undefined : line.slice(line.indexOf(':') + 1).trim();
};
const arrived = (to: string, subjectStart: string) => smtp.arrived(to, subjectStart);
/** Every link of the message (both parts, and its List-Unsubscribe header) is on APP_URL. */
function linksOnAppUrl(message: ParsedMail) {
  const links = [...urlsIn(message.text ?? ''), ...urlsIn(String(message.html)), ...urlsIn(header(message, 'list-unsubscribe') ?? '')];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(new URL(link).origin, link).toBe(APP_URL);
  expect(`${message.text}${String(message.html)}`).not.toContain('evil.example');
  return links;
}

describe.each([
  ['TRUST_PROXY off: a forged Host', 'false'],
  ['TRUST_PROXY on: a forged X-Forwarded-Host and -Proto', 'true'],
])('%s changes no link', (_name, trustProxy) => {
  let t: TestApp;
  let worker: ChildHandle;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL, TRUST_PROXY: trustProxy, SMTP_URL: smtp.url, RATE_LIMIT_SHARED_PER_IP: '1000' });
    worker = await startWorkerProcess(workerEnv(t.services, { SMTP_URL: smtp.url, MAIL_FROM: 'Growth Suite <mail@growth.test>' }));
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('the reset mail asked for anonymously', async () => {
    const who = await person(t, `reset${trustProxy}`);
    await t.agent().post('/api/password/forgot').set(FORGED).send({ email: who.email }).expect(202);
    const message = await arrived(who.email, 'Reset your Growth Suite password');
    const [link] = linksOnAppUrl(message);
    expect(new URL(link!).pathname).toMatch(/^\/reset-password\/[\w-]{43}$/);
  });

  it('an invitation, its mail, and the "joined" notice with its List-Unsubscribe', async () => {
    const owner = await person(t, `inviter${trustProxy}`);
    const joiner = await person(t, `invitee${trustProxy}`);
    const workspace = await team(owner.browser, `Forged ${trustProxy}`);
    const invited = (await owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).set(FORGED).send({ email: joiner.email, role: 'member' }).expect(201)).body as { url: string };
    expect(new URL(invited.url).origin).toBe(APP_URL);
    linksOnAppUrl(await arrived(joiner.email, ''));
    await joiner.browser.post(`/api/invitations/${tokenOf(invited.url)}/accept`).set(FORGED).send({}).expect(200);
    const joined = await arrived(owner.email, `${joiner.email.split('@')[0]} joined`);
    expect(header(joined, 'list-unsubscribe')).toMatch(new RegExp(`^<${APP_URL}/api/unsubscribe/`));
    linksOnAppUrl(joined);
  });

  it('a proposal’s link, the proposal mailed to its client, a share link, and the "Opened" notification', async () => {
    const author = await person(t, `author${trustProxy}`);
    const personal = (await author.browser.get('/api/workspaces').expect(200)).body[0].id as number;
    const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Forged Co' });
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: `app-url-${trustProxy}`, userId: author.id, workspaceId: personal, tool: 'proposal', request, results: demoResult('proposal', request), provider: 'demo', model: 'demo' });
    const link = (await author.browser.post(`/api/proposals/${id}/send`).set(FORGED).send({}).expect(201)).body as { url: string; token: string; version: number };
    expect(link.url).toBe(`${APP_URL}/p/${link.token}`);
    const activity = (await author.browser.get(`/api/proposals/${id}/activity`).set(FORGED).expect(200)).body as { sends: { url: string }[] };
    expect(activity.sends.map((send) => new URL(send.url).origin)).toEqual([APP_URL]);
    const share = (await author.browser.post(`/api/history/proposal/${id}/shares`).set(FORGED).send({}).expect(201)).body as { url: string; token: string };
    expect(share.url).toBe(`${APP_URL}/s/${share.token}`);

    const client = `client-${trustProxy}@forged.test`;
    await author.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).set(FORGED).send({ to: client }).expect(202);
    expect(linksOnAppUrl(await arrived(client, ''))).toContain(link.url);

    // A visitor of the link forges the headers: the author's "Opened" mail still points home.
    await t.agent().set('User-Agent', 'Forger/1.0').get(`/api/p/${link.token}`).set(FORGED).expect(200);
    const opened = await arrived(author.email, 'Opened:');
    expect(header(opened, 'list-unsubscribe')).toMatch(new RegExp(`^<${APP_URL}/api/unsubscribe/`));
    linksOnAppUrl(opened);

    // The reminder the worker's scan writes later: on APP_URL even for a message kept from before it
    // was set (its stored link on another host keeps only its path).
    await t.db.knex('mail_outbox').where({ to_address: client }).update({ link_url: `http://evil.example/p/${link.token}` });
    const sentAt = (await t.db.knex('proposal_sends').where({ token: link.token }).first('sent_at')).sent_at as Date;
    await remindDue({ knex: t.db.knex, mail: t.mail, secret: t.config.sessionSecret, appUrl: t.config.appUrl }, new Date(sentAt.getTime() + 3 * 86_400_000 + 60_000));
    expect(linksOnAppUrl(await arrived(client, 'Reminder:'))).toContain(link.url);
  });
});
