// Every link in every kind of mail opens its page (issue: "Stop these messages" answered
// {"message":"Not found"}: its token has dots and was taken for a file). Each kind is written by the
// app's own flow, sent by a real worker to a real SMTP server, and every link of both its parts is
// followed as a browser does (GET, on the served web build): 200 HTML, the app's page, never a JSON 404.
// The List-Unsubscribe header's one-click address answers too.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { insertGenerationIdempotent, remindDue } from '@growth-suite/db';
import { MAIL_KINDS, WORKSPACE_HEADER, type MailKind } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { startSmtpServer, startWorkerProcess, workerEnv, type ChildHandle, type TestSmtp } from '@growth-suite/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';
import { person, team, tokenOf } from './teams.ts';

type ParsedMail = TestSmtp['messages'][number];

const WEB_INDEX = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));

let smtp: TestSmtp;
let t: TestApp;
let worker: ChildHandle;
beforeAll(async () => {
  if (!existsSync(WEB_INDEX)) throw new Error('Build the web app first (npm run build -w @growth-suite/web); npm test does.');
  smtp = await startSmtpServer();
  // Thread messages at once (not batched): each kind's message is awaited in turn.
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_SHARED_PER_IP: '1000', RATE_LIMIT_DRAWN_PAGES_PER_IP: '1000', MAIL_BATCH_S: '0' });
  worker = await startWorkerProcess(workerEnv(t.services, { SMTP_URL: smtp.url, MAIL_FROM: 'Growth Suite <mail@growth.test>' }));
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

const arrived = (to: string, subjectStart: string) => smtp.arrived(to, subjectStart);
const textLinks = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
const htmlLinks = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
const listUnsubscribe = (message: ParsedMail) => {
  const line = message.headerLines.find((h) => h.key === 'list-unsubscribe')?.line;
  return line === undefined ? undefined : line.slice(line.indexOf(':') + 1).trim().replace(/^<|>$/g, '');
};

it('every link of every kind of mail opens its page', async () => {
  const mails = new Map<MailKind, ParsedMail>();

  // A team, an invitation (and its acceptance: the "joined" notice), a reset asked for.
  const owner = await person(t, 'linkowner');
  const joiner = await person(t, 'linkjoiner');
  const workspace = await team(owner.browser, 'Link Team');
  const invited = (await owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).send({ email: joiner.email, role: 'member' }).expect(201)).body as { url: string };
  mails.set('invitation', await arrived(joiner.email, ''));
  await joiner.browser.post(`/api/invitations/${tokenOf(invited.url)}/accept`).send({}).expect(200);
  mails.set('invitation-accepted', await arrived(owner.email, `${joiner.email.split('@')[0]} joined`));
  await t.agent().post('/api/password/forgot').send({ email: joiner.email }).expect(202);
  mails.set('password-reset', await arrived(joiner.email, 'Reset your Growth Suite password'));

  // A proposal of the team e-mailed to its client; the client opens it, asks for a change, accepts.
  const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Linked Co' });
  const id = await insertGenerationIdempotent(t.db.knex, { jobId: `mail-links-${process.pid}`, userId: owner.id, workspaceId: workspace.id, tool: 'proposal', request, results: demoResult('proposal', request), provider: 'demo', model: 'demo' });
  const link = (await owner.browser.post(`/api/proposals/${id}/send`).set(WORKSPACE_HEADER, String(workspace.id)).send({}).expect(201)).body as { token: string; version: number; sentAt: string };
  await owner.browser.post(`/api/proposals/${id}/sends/${link.version}/email`).set(WORKSPACE_HEADER, String(workspace.id)).send({ to: 'dana@linked.test' }).expect(202);
  mails.set('sent', await arrived('dana@linked.test', ''));
  const client = () => t.agent().set('User-Agent', 'ClientPhone/1.0');
  await client().get(`/api/p/${link.token}`).expect(200);
  mails.set('sent-opened', await arrived(owner.email, 'Opened:'));
  const thread = (await client().post(`/api/p/${link.token}/change-requests`).send({ path: 'scope/phases/1', comment: 'Name our clinic' }).expect(201)).body as { id: number };
  mails.set('change-requested', await arrived(owner.email, 'Change asked:'));
  await owner.browser.post(`/api/proposals/${id}/change-requests/${thread.id}/replies`).set(WORKSPACE_HEADER, String(workspace.id)).send({ text: 'We will.' }).expect(201);
  mails.set('thread-reply', await arrived('dana@linked.test', 'Reply:'));
  await remindDue({ knex: t.db.knex, mail: t.mail, secret: t.config.sessionSecret, appUrl: t.config.appUrl }, new Date(Date.parse(link.sentAt) + 3 * 86_400_000 + 60_000));
  mails.set('sent-reminder', await arrived('dana@linked.test', 'Reminder:'));
  await client().post(`/api/p/${link.token}/accept`).send({ tier: request.tiers[1].name, inputs: request.valueInputs, fullName: 'Dana Linked', email: 'dana@linked.test', consent: true }).expect(201);
  mails.set('sent-accepted', await arrived(owner.email, 'Accepted:'));
  mails.set('acceptance-confirmation', await arrived('dana@linked.test', 'You accepted'));

  // Every kind there is, so a new kind cannot go untested.
  expect([...mails.keys()].sort()).toEqual([...MAIL_KINDS].sort());

  const followed: string[] = [];
  for (const [kind, message] of mails) {
    const links = [...new Set([...textLinks(message.text ?? ''), ...htmlLinks(String(message.html))])];
    expect(links.length, kind).toBeGreaterThan(0);
    for (const url of links) {
      const { pathname, search, origin } = new URL(url);
      expect(origin, url).toBe(t.config.appUrl);
      // Signed out, as a mail reader's browser usually is: the page itself says what to do.
      const page = await t.agent().get(`${pathname}${search}`).set('Accept', 'text/html');
      expect(page.status, `${kind}: ${url} → ${page.status} ${page.text.slice(0, 80)}`).toBe(200);
      expect(page.type, `${kind}: ${url}`).toBe('text/html');
      expect(page.text, `${kind}: ${url}`).toContain('<div id="root"');
      followed.push(pathname.split('/')[1]!);
    }
    const oneClick = listUnsubscribe(message);
    if (oneClick) {
      expect(new URL(oneClick).origin).toBe(t.config.appUrl);
      // What the one-click address says before a provider POSTs it: this kind, on.
      expect((await t.agent().get(new URL(oneClick).pathname).expect(200)).body).toMatchObject({ on: true });
    }
  }
  // The pages the mails lead to, the dotted unsubscribe token's among them.
  expect(new Set(followed)).toEqual(new Set(['invitations', 'reset-password', 't', 'unsubscribe', 'p']));
}, 120_000); // nine messages through a worker, and a dozen pages drawn: a busy machine needs the time
