// A team works on shared clients and proposals (DESIGN §11), against the real api, MySQL, Redis, a
// worker process and the fake LLM: a colleague opens the owner's client, runs a tool for it and sends
// the owner's proposal; the lists say who made what; a member deletes only their own; the brand is
// the team's; notifications reach the proposal's author, its sender and the admins; two workspaces used
// at once never mix; a removed member is refused at their next request.
import { insertGenerationIdempotent } from '@growth-suite/db';
import { NOT_A_MEMBER, roleNeeded, TOOLS, WORKSPACE_HEADER } from '@growth-suite/shared';
import { ClientListResponseSchema, ClientResponseSchema, HistoryItemsResponseSchema, HistoryListResponseSchema, HistorySummaryResponseSchema, SentUpdatesResponseSchema } from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectShape, type TestApp } from './support.ts';
import { withGeneratingApp, type Browser } from './suite.ts';
import { join, person, team } from './teams.ts';

let t: TestApp;
withGeneratingApp((app) => ({ t } = app));

type Person = Awaited<ReturnType<typeof person>>;
let owner: Person;
let colleague: Person;
let admin: Person;
let other: Person; // a second member: neither author nor sender of the proposal
let teamId = 0;

/** The browser asking in the team (X-Workspace on each request). */
const inTeam = (who: Person) => {
  const as = <R extends { set(name: string, value: string): R }>(request: R) => request.set(WORKSPACE_HEADER, String(teamId));
  return {
    get: (url: string) => as(who.browser.get(url)),
    post: (url: string) => as(who.browser.post(url)),
    put: (url: string) => as(who.browser.put(url)),
    delete: (url: string) => as(who.browser.delete(url)),
  };
};

const newClient = async (browser: { post(url: string): ReturnType<Browser['post']> }, name: string) =>
  expectShape(ClientResponseSchema, (await browser.post('/api/clients').send({ name, pains: 'Slow onboarding' }).expect(201)).body);

beforeAll(async () => {
  owner = await person(t, 'owner');
  colleague = await person(t, 'colleague');
  admin = await person(t, 'admin');
  other = await person(t, 'other');
  teamId = (await team(owner.browser, 'Harbour Growth')).id;
  await join(owner.browser, teamId, colleague);
  await join(owner.browser, teamId, admin, 'admin');
  await join(owner.browser, teamId, other);
});

describe('shared work in a team', () => {
  it('a colleague opens the owner’s client, runs a tool for it; both see it under everyone, each their own under mine; personal workspaces see none of it', async () => {
    const client = await newClient(inTeam(owner), 'Brightside Dental');
    expect(client.author).toEqual({ id: owner.id, name: owner.email.split('@')[0] });
    const opened = expectShape(ClientResponseSchema, (await inTeam(colleague).get(`/api/clients/${client.id}`).expect(200)).body);
    expect(opened.name).toBe('Brightside Dental');
    // Every member edits the team's clients.
    await colleague.browser.patch(`/api/clients/${client.id}`).set(WORKSPACE_HEADER, String(teamId)).send({ notes: 'Met at the expo' }).expect(200);

    const ran = await inTeam(colleague).post('/api/tools/niche-finder').send({ ...SAMPLE_REQUESTS['niche-finder'], context: { clientId: client.id } }).expect(200);
    const historyId = ran.body.historyId as number;
    expect(await t.db.knex('generations').where({ id: historyId }).first('user_id', 'workspace_id', 'client_id')).toEqual({ user_id: colleague.id, workspace_id: teamId, client_id: client.id });

    const everyone = expectShape(HistoryItemsResponseSchema, (await inTeam(owner).get(`/api/history?clientId=${client.id}`).expect(200)).body);
    expect(everyone.items.map((item) => [item.id, item.author.id])).toEqual([[historyId, colleague.id]]);
    expect((await inTeam(owner).get(`/api/history?clientId=${client.id}&author=mine`).expect(200)).body.items).toEqual([]);
    expect((await inTeam(colleague).get('/api/history?author=mine').expect(200)).body.items.map((item: { id: number }) => item.id)).toEqual([historyId]);
    const perTool = expectShape(HistoryListResponseSchema, (await inTeam(owner).get('/api/history/niche-finder').expect(200)).body);
    expect(perTool.map((row) => [row.id, row.author])).toEqual([[historyId, { id: colleague.id, name: colleague.email.split('@')[0] }]]);
    const summary = expectShape(HistorySummaryResponseSchema, (await inTeam(owner).get('/api/history/summary').expect(200)).body);
    expect(summary.recent.map((row) => [row.id, row.author.id])).toEqual([[historyId, colleague.id]]);
    expect((await inTeam(owner).get('/api/history/summary?author=mine').expect(200)).body.recent).toEqual([]);
    await inTeam(owner).get('/api/history?author=someone').expect(400);

    const clients = expectShape(ClientListResponseSchema, (await inTeam(colleague).get('/api/clients').expect(200)).body);
    expect(clients.map((row) => [row.name, row.author.id])).toEqual([['Brightside Dental', owner.id]]);
    expect((await inTeam(colleague).get('/api/clients?author=mine').expect(200)).body).toEqual([]);

    // The personal workspaces (no header) hold none of the team's work, and cannot reach it by id.
    expect((await owner.browser.get('/api/clients').expect(200)).body).toEqual([]);
    expect((await colleague.browser.get('/api/history').expect(200)).body.items).toEqual([]);
    await colleague.browser.get(`/api/clients/${client.id}`).expect(404);
    await colleague.browser.get(`/api/history/niche-finder/${historyId}`).expect(404);
    // A tool run in the personal workspace cannot be made for the team's client.
    await colleague.browser.post('/api/tools/niche-finder').send({ ...SAMPLE_REQUESTS['niche-finder'], context: { clientId: client.id } }).expect(404);
  });

  it('a member deletes only what they made; an admin deletes anything; nothing is half-deleted', async () => {
    const client = await newClient(inTeam(owner), 'Owner’s file');
    const refused = await inTeam(colleague).delete(`/api/clients/${client.id}`).expect(403);
    expect(refused.body.message).toBe(roleNeeded('admin'));
    await inTeam(colleague).get(`/api/clients/${client.id}`).expect(200);
    const mine = await newClient(inTeam(colleague), 'Colleague’s file');
    await inTeam(colleague).delete(`/api/clients/${mine.id}`).expect(204);

    const request = TOOLS['niche-finder'].requestSchema.parse(SAMPLE_REQUESTS['niche-finder']);
    const owned = await insertGenerationIdempotent(t.db.knex, { jobId: `team-del-${Date.now()}`, userId: owner.id, workspaceId: teamId, tool: 'niche-finder', request, results: demoResult('niche-finder', request), provider: 'demo', model: 'demo' });
    expect((await inTeam(colleague).delete(`/api/history/niche-finder/${owned}`).expect(403)).body.message).toBe(roleNeeded('admin'));
    // "Clear" takes only the caller's own, whatever their role.
    expect((await inTeam(colleague).post('/api/history/clear/all').expect(200)).body.deleted).toBeGreaterThanOrEqual(0);
    await inTeam(owner).get(`/api/history/niche-finder/${owned}`).expect(200);
    await inTeam(admin).delete(`/api/history/niche-finder/${owned}`).expect(204);
    await inTeam(owner).get(`/api/history/niche-finder/${owned}`).expect(404);
    await inTeam(admin).delete(`/api/clients/${client.id}`).expect(204);
  });

  it('the brand is the team’s: its admins edit it, members read it, documents of its work show it', async () => {
    await owner.browser.put('/api/account/brand').send({ firmName: 'Owner Solo', senderName: '', signature: '', accentColor: '' }).expect(200);
    const denied = await inTeam(colleague).put('/api/account/brand').send({ firmName: 'Hijack', senderName: '', signature: '', accentColor: '' }).expect(403);
    expect(denied.body.message).toBe(roleNeeded('admin'));
    await inTeam(admin).put('/api/account/brand').send({ firmName: 'Harbour Growth Ltd', senderName: 'The Harbour team', signature: '', accentColor: '#225577' }).expect(200);
    expect((await inTeam(colleague).get('/api/account/brand').expect(200)).body.firmName).toBe('Harbour Growth Ltd');
    expect((await owner.browser.get('/api/account/brand').expect(200)).body.firmName).toBe('Owner Solo');
    // A link to a colleague's result shows the team's brand, not the colleague's own.
    const request = TOOLS['niche-finder'].requestSchema.parse(SAMPLE_REQUESTS['niche-finder']);
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: `team-brand-${Date.now()}`, userId: colleague.id, workspaceId: teamId, tool: 'niche-finder', request, results: demoResult('niche-finder', request), provider: 'demo', model: 'demo' });
    const share = (await inTeam(colleague).post(`/api/history/niche-finder/${id}/shares`).send({}).expect(201)).body as { token: string };
    expect((await t.agent().get(`/api/shared/${share.token}`).expect(200)).body.brand.firmName).toBe('Harbour Growth Ltd');
    // The colleague's link: the owner (an owner) may revoke it; another member may not.
    expect((await inTeam(other).delete(`/api/shares/${share.token}`).expect(403)).body.message).toBe(roleNeeded('admin'));
    await inTeam(owner).delete(`/api/shares/${share.token}`).expect(204);
  });

  it('a new team’s documents start in its creator’s money', async () => {
    const founder = await person(t, 'founder');
    await founder.browser.put('/api/account/brand').send({ firmName: '', senderName: '', signature: '', accentColor: '', currency: 'GBP', locale: 'en-GB' }).expect(200);
    const made = await team(founder.browser, 'Pound Partners');
    const brand = (await founder.browser.get('/api/account/brand').set(WORKSPACE_HEADER, String(made.id)).expect(200)).body as { currency: string; locale: string; firmName: string };
    expect(brand).toMatchObject({ currency: 'GBP', locale: 'en-GB', firmName: '' });
  });

  it('a colleague sends the owner’s proposal; its news reaches the author, the sender and the admins, not the other members', async () => {
    const since = (await inTeam(owner).get('/api/proposals/updates').expect(200)).body.now as string;
    const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, clientCompany: 'Harbour Client Co' });
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: `team-proposal-${Date.now()}`, userId: owner.id, workspaceId: teamId, tool: 'proposal', request, results: demoResult('proposal', request), provider: 'demo', model: 'demo' });
    const sent = (await inTeam(colleague).post(`/api/proposals/${id}/send`).send({}).expect(201)).body as { token: string };
    expect(await t.db.knex('proposal_sends').where({ token: sent.token }).first('user_id', 'workspace_id')).toEqual({ user_id: colleague.id, workspace_id: teamId });
    // A member opening the link is not the client opening it.
    await colleague.browser.get(`/api/p/${sent.token}`).expect(200);
    expect((await inTeam(owner).get(`/api/proposals/${id}/activity`).expect(200)).body.opens).toBe(0);
    await t.agent().post(`/api/p/${sent.token}/change-requests`).send({ path: 'headline', comment: 'Name our team in it' }).expect(201);

    const news = async (who: Person) =>
      expectShape(SentUpdatesResponseSchema, (await inTeam(who).get(`/api/proposals/updates?since=${encodeURIComponent(since)}`).expect(200)).body).items.map((item) => item.kind);
    expect(await news(owner)).toEqual(['change-request']); // the author
    expect(await news(colleague)).toEqual(['change-request']); // the sender
    expect(await news(admin)).toEqual(['change-request']); // an admin
    expect(await news(other)).toEqual([]); // another member
    // The personal workspace hears nothing of the team's proposals.
    expect((await owner.browser.get(`/api/proposals/updates?since=${encodeURIComponent(since)}`).expect(200)).body.items).toEqual([]);
    const activity = (await inTeam(owner).get(`/api/proposals/${id}/activity`).expect(200)).body as { sends: { token: string }[]; changeRequests: unknown[] };
    expect(activity.sends.map((s) => s.token)).toEqual([sent.token]);
    expect(activity.changeRequests).toHaveLength(1);
  });

  it('one user in two workspaces at once, from two sessions, never writes into the other', async () => {
    const secondSession = await t.signedIn(owner.email.split('@')[0]!);
    const [inTheTeam, inPersonal] = await Promise.all([
      newClient(inTeam(owner), 'Made in the team tab'),
      newClient(secondSession, 'Made in the personal tab'),
    ]);
    const teamNames = (await inTeam(owner).get('/api/clients').expect(200)).body.map((c: { name: string }) => c.name);
    const personalNames = (await secondSession.get('/api/clients').expect(200)).body.map((c: { name: string }) => c.name);
    expect(teamNames).toContain(inTheTeam.name);
    expect(teamNames).not.toContain(inPersonal.name);
    expect(personalNames).toContain(inPersonal.name);
    expect(personalNames).not.toContain(inTheTeam.name);
  });

  it('a removed member’s next request is refused, and their work stays in the team', async () => {
    const leaver = await person(t, 'leaver');
    await join(owner.browser, teamId, leaver);
    const theirs = await newClient(inTeam(leaver), 'Left behind');
    await owner.browser.delete(`/api/workspaces/${teamId}/members/${leaver.id}`).expect(204);
    const refused = await inTeam(leaver).get('/api/clients').expect(404);
    expect(refused.body.message).toBe(NOT_A_MEMBER);
    await inTeam(leaver).post('/api/clients').send({ name: 'After leaving' }).expect(404);
    const kept = expectShape(ClientListResponseSchema, (await inTeam(owner).get('/api/clients').expect(200)).body).find((c) => c.id === theirs.id);
    expect(kept?.author.id).toBe(leaver.id);
    // An id that is not a workspace's is a clear 400.
    expect((await leaver.browser.get('/api/clients').set(WORKSPACE_HEADER, 'team').expect(400)).body.message).toBe(`${WORKSPACE_HEADER} must be a workspace id`);
  });
});
