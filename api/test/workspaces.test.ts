// Workspaces, members and invitations (DESIGN §11) on real MySQL: every workspace route × {anonymous,
// outsider, member, admin, owner}, the rules about owners, an invitation's whole life, and a removed
// member refused at their next request.
import { WORKSPACE_HEADER } from '@growth-suite/shared';
import { insertGenerationIdempotent } from '@growth-suite/db';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { AdminWorkspacesResponseSchema, AdminWorkspaceViewResponseSchema, InvitationCreatedResponseSchema, InvitationListResponseSchema, InvitationViewResponseSchema, MemberListResponseSchema, WorkspaceListResponseSchema, WorkspaceResponseSchema } from '@growth-suite/shared/contract';
import { describe, expect, it } from 'vitest';
import { expectShape, type TestApp } from './support.ts';
import { withSignedInApp, type Browser } from './suite.ts';
import { join, person as makePerson, team, tokenOf } from './teams.ts';

let t: TestApp;
let ann: Browser;
let bob: Browser;
withSignedInApp({ WORKSPACE_MEMBERS_MAX: '4', WORKSPACES_PER_USER_MAX: '3' }, (app) => ({ t, ann, bob } = app));

const person = (name?: string) => makePerson(t, name);
let addresses = 0;

describe('workspaces', () => {
  it('every account has its personal workspace; a team lists after it, with the caller as owner', async () => {
    const me = await person('solo');
    const before = expectShape(WorkspaceListResponseSchema, (await me.browser.get('/api/workspaces').expect(200)).body);
    expect(before).toEqual([{ id: expect.any(Number), slug: `personal-${me.id}`, name: 'Personal', personal: true, role: 'owner', members: 1 }]);
    const made = await team(me.browser, 'Brightside Partners');
    expect(made).toMatchObject({ slug: 'brightside-partners', name: 'Brightside Partners', personal: false, role: 'owner', members: 1 });
    const after = expectShape(WorkspaceListResponseSchema, (await me.browser.get('/api/workspaces').expect(200)).body);
    expect(after.map((w) => w.name)).toEqual(['Personal', 'Brightside Partners']);
  });

  it('makes a free slug from the name, refuses a taken or reserved one, and caps the teams of one account', async () => {
    const me = await person('slugs');
    expect((await team(me.browser, 'Slug Test Co')).slug).toBe('slug-test-co');
    expect((await team(me.browser, 'Slug Test Co')).slug).toBe('slug-test-co-2');
    const taken = await me.browser.post('/api/workspaces').send({ name: 'Other', slug: 'slug-test-co' }).expect(409);
    expect(taken.body.fieldErrors).toEqual({ slug: 'That address is taken: choose another' });
    await me.browser.post('/api/workspaces').send({ name: 'Mine', slug: 'personal-1' }).expect(409);
    const bad = await me.browser.post('/api/workspaces').send({ name: '', slug: 'Not A Slug' }).expect(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['name', 'slug']);
    await team(me.browser, 'Third');
    const capped = await me.browser.post('/api/workspaces').send({ name: 'Fourth' }).expect(409);
    expect(capped.body.message).toBe('You can belong to at most 3 teams: leave one to create another');
    expect((await me.browser.get('/api/workspaces').expect(200)).body).toHaveLength(4);
  });

  it('a personal workspace cannot be renamed, deleted or shared', async () => {
    const me = await person('personal');
    const [personal] = (await me.browser.get('/api/workspaces').expect(200)).body as { id: number }[];
    await me.browser.patch(`/api/workspaces/${personal!.id}`).send({ name: 'Mine' }).expect(409);
    await me.browser.delete(`/api/workspaces/${personal!.id}`).expect(409);
    const invite = await me.browser.post(`/api/workspaces/${personal!.id}/invitations`).send({ email: 'x@example.com', role: 'member' }).expect(409);
    expect(invite.body.message).toBe('Your personal workspace is yours alone: create a team to invite people');
  });
});

describe('roles: every workspace route × anonymous, outsider, member, admin, owner', () => {
  it('answers each with the status its role gives', async () => {
    const owner = await person('own');
    const workspace = await team(owner.browser, 'Matrix Team');
    const admin = await person('adm');
    const member = await person('mem');
    const outsider = await person('out');
    await join(owner.browser, workspace.id, admin, 'admin');
    await join(owner.browser, workspace.id, member);
    const w = `/api/workspaces/${workspace.id}`;
    // Each case runs on a fresh target where it changes something, so one role's change does not decide the next's answer.
    const target = async () => {
      const someone = await person('tgt');
      await join(owner.browser, workspace.id, someone);
      return someone;
    };
    const invitation = async () => (await owner.browser.post(`${w}/invitations`).send({ email: `inv${(addresses += 1)}@example.com`, role: 'member' }).expect(201)).body.id as number;
    type Case = { name: string; call: (b: Browser) => Promise<{ status: number; body: { message?: string } }>; expect: Record<'anonymous' | 'outsider' | 'member' | 'admin' | 'owner', number> };
    const cases: Case[] = [
      { name: 'list members', call: (b) => b.get(`${w}/members`), expect: { anonymous: 401, outsider: 404, member: 200, admin: 200, owner: 200 } },
      { name: 'rename', call: (b) => b.patch(w).send({ name: 'Matrix Team' }), expect: { anonymous: 401, outsider: 404, member: 403, admin: 200, owner: 200 } },
      { name: 'list invitations', call: (b) => b.get(`${w}/invitations`), expect: { anonymous: 401, outsider: 404, member: 403, admin: 200, owner: 200 } },
      { name: 'invite', call: (b) => b.post(`${w}/invitations`).send({ email: `new${(addresses += 1)}@example.com`, role: 'member' }), expect: { anonymous: 401, outsider: 404, member: 403, admin: 201, owner: 201 } },
      { name: 'revoke an invitation', call: async (b) => b.delete(`${w}/invitations/${await invitation()}`), expect: { anonymous: 401, outsider: 404, member: 403, admin: 204, owner: 204 } },
      { name: 'change a member’s role', call: async (b) => b.patch(`${w}/members/${(await target()).id}`).send({ role: 'admin' }), expect: { anonymous: 401, outsider: 404, member: 403, admin: 200, owner: 200 } },
      { name: 'make an owner', call: async (b) => b.patch(`${w}/members/${(await target()).id}`).send({ role: 'owner' }), expect: { anonymous: 401, outsider: 404, member: 403, admin: 403, owner: 200 } },
      { name: 'remove a member', call: async (b) => b.delete(`${w}/members/${(await target()).id}`), expect: { anonymous: 401, outsider: 404, member: 403, admin: 204, owner: 204 } },
      { name: 'remove the owner', call: (b) => b.delete(`${w}/members/${owner.id}`), expect: { anonymous: 401, outsider: 404, member: 403, admin: 403, owner: 409 } },
      { name: 'transfer', call: (b) => b.post(`${w}/transfer`).send({ userId: 999999 }), expect: { anonymous: 401, outsider: 404, member: 403, admin: 403, owner: 404 } },
      { name: 'delete the team', call: (b) => b.delete(`/api/workspaces/999999`), expect: { anonymous: 401, outsider: 404, member: 404, admin: 404, owner: 404 } },
    ];
    const browsers = { anonymous: t.agent(), outsider: outsider.browser, member: member.browser, admin: admin.browser, owner: owner.browser };
    const failures: string[] = [];
    for (const c of cases) {
      for (const [who, browser] of Object.entries(browsers) as [keyof Case['expect'], Browser][]) {
        // Room for each case's new members: the cap is the file's 4, so members that came in are let go first.
        for (const m of (await owner.browser.get(`${w}/members`).expect(200)).body as { userId: number; role: string }[])
          if (![owner.id, admin.id, member.id].includes(m.userId)) await owner.browser.patch(`${w}/members/${m.userId}`).send({ role: 'member' }).then(() => owner.browser.delete(`${w}/members/${m.userId}`));
        for (const i of (await owner.browser.get(`${w}/invitations`).expect(200)).body as { id: number; state: string }[]) if (i.state === 'open') await owner.browser.delete(`${w}/invitations/${i.id}`).expect(204);
        const res = await c.call(browser);
        if (res.status !== c.expect[who]) failures.push(`${who} ${c.name} → ${res.status} (expected ${c.expect[who]}) ${res.body.message ?? ''}`);
        if (res.status === 403) expect(res.body.message).toMatch(/^Only an (admin|owner) of this workspace can do this$/);
      }
    }
    expect(failures).toEqual([]);
    // Deleting: an admin may not, the owner may.
    await admin.browser.delete(w).expect(403);
    await owner.browser.delete(w).expect(204);
    await member.browser.get(`${w}/members`).expect(404);
  }, 60_000);
});

describe('owners', () => {
  it('the last owner can neither leave, be demoted nor be removed; after a transfer they can', async () => {
    const owner = await person('last');
    const other = await person('heir');
    const workspace = await team(owner.browser, 'Heirs');
    const w = `/api/workspaces/${workspace.id}`;
    expect((await owner.browser.delete(`${w}/members/${owner.id}`).expect(409)).body.message).toBe('A workspace needs an owner: make another member an owner first');
    await owner.browser.patch(`${w}/members/${owner.id}`).send({ role: 'admin' }).expect(409);
    await join(owner.browser, workspace.id, other);
    expectShape(WorkspaceResponseSchema, (await owner.browser.post(`${w}/transfer`).send({ userId: other.id }).expect(200)).body);
    const members = expectShape(MemberListResponseSchema, (await other.browser.get(`${w}/members`).expect(200)).body);
    expect(members.map((m) => [m.userId, m.role])).toEqual([
      [other.id, 'owner'],
      [owner.id, 'admin'],
    ]);
    await owner.browser.delete(`${w}/members/${owner.id}`).expect(204);
    await owner.browser.get(`${w}/members`).expect(404);
  });

  it('an admin may not demote or remove an owner, nor make one', async () => {
    const owner = await person('o');
    const admin = await person('a');
    const workspace = await team(owner.browser, 'Guarded');
    await join(owner.browser, workspace.id, admin, 'admin');
    const w = `/api/workspaces/${workspace.id}`;
    expect((await admin.browser.patch(`${w}/members/${owner.id}`).send({ role: 'member' }).expect(403)).body.message).toBe('Only an owner of this workspace can do this');
    await admin.browser.delete(`${w}/members/${owner.id}`).expect(403);
    await admin.browser.patch(`${w}/members/${admin.id}`).send({ role: 'owner' }).expect(403);
    // An admin may leave.
    await admin.browser.delete(`${w}/members/${admin.id}`).expect(204);
  });
});

describe('invitations', () => {
  it('lives once: seen by anyone with the link (address masked), accepted only by its address, once', async () => {
    const owner = await person('inviter');
    const sarah = await person('sarah');
    const stranger = await person('stranger');
    const workspace = await team(owner.browser, 'Reed Advisory');
    const w = `/api/workspaces/${workspace.id}`;
    const invited = expectShape(InvitationCreatedResponseSchema, (await owner.browser.post(`${w}/invitations`).send({ email: sarah.email.toUpperCase(), role: 'admin' }).expect(201)).body);
    expect(invited).toMatchObject({ role: 'admin', mailed: false });
    // On the configured public origin (APP_URL), not the host the request came to.
    expect(invited.url).toMatch(new RegExp(`^${t.config.appUrl}/invitations/[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(invited.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const token = tokenOf(invited.url);
    // Only its hash is stored.
    expect(JSON.stringify(await t.db.knex('workspace_invitations').select())).not.toContain(token);

    const view = expectShape(InvitationViewResponseSchema, (await t.agent().get(`/api/invitations/${token}`).expect(200)).body);
    expect(view).toEqual({ workspaceName: 'Reed Advisory', invitedBy: owner.email.split('@')[0], role: 'admin', email: `S***@EXAMPLE.COM`, state: 'open' });
    await t.agent().post(`/api/invitations/${token}/accept`).send({}).expect(401);
    const wrong = await stranger.browser.post(`/api/invitations/${token}/accept`).send({}).expect(403);
    expect(wrong.body.message).toBe('This invitation is for S***@EXAMPLE.COM: sign in with that address to accept it');
    expect((await stranger.browser.get(`${w}/members`)).status).toBe(404);
    // A second invitation to the same address while one is open, or to a member, is refused.
    expect((await owner.browser.post(`${w}/invitations`).send({ email: sarah.email, role: 'member' }).expect(409)).body.message).toContain('already has an open invitation');

    const accepted = (await sarah.browser.post(`/api/invitations/${token}/accept`).send({}).expect(200)).body;
    expect(accepted.workspace).toMatchObject({ id: workspace.id, role: 'admin', members: 2 });
    expect((await sarah.browser.post(`/api/invitations/${token}/accept`).send({}).expect(410)).body.message).toBe('This invitation has already been used');
    expect((await owner.browser.post(`${w}/invitations`).send({ email: sarah.email, role: 'member' }).expect(409)).body.message).toBe(`${sarah.email} already belongs to this workspace`);
    const list = expectShape(InvitationListResponseSchema, (await owner.browser.get(`${w}/invitations`).expect(200)).body);
    expect(list.map((i) => [i.email, i.state])).toEqual([[sarah.email.toUpperCase(), 'accepted']]);
  });

  it('a revoked or expired link changes nothing and says why; an unknown one is 404', async () => {
    const owner = await person('rev');
    const joiner = await person('late');
    const workspace = await team(owner.browser, 'Revokers');
    const w = `/api/workspaces/${workspace.id}`;
    const first = (await owner.browser.post(`${w}/invitations`).send({ email: joiner.email, role: 'member' }).expect(201)).body;
    await owner.browser.delete(`${w}/invitations/${first.id}`).expect(204);
    await owner.browser.delete(`${w}/invitations/${first.id}`).expect(409);
    expect((await joiner.browser.post(`/api/invitations/${tokenOf(first.url)}/accept`).send({}).expect(410)).body.message).toBe('This invitation was withdrawn: ask for a new one');
    const second = (await owner.browser.post(`${w}/invitations`).send({ email: joiner.email, role: 'member' }).expect(201)).body;
    await t.db.knex('workspace_invitations').where({ id: second.id }).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await t.agent().get(`/api/invitations/${tokenOf(second.url)}`).expect(200)).body.state).toBe('expired');
    expect((await joiner.browser.post(`/api/invitations/${tokenOf(second.url)}/accept`).send({}).expect(410)).body.message).toBe('This invitation has expired: ask for a new one');
    expect((await joiner.browser.get(`${w}/members`)).status).toBe(404);
    await t.agent().get(`/api/invitations/${'B'.repeat(43)}`).expect(404);
    await t.agent().get('/api/invitations/short').expect(404);
  });

  it('two accepts of one link at once make one member', async () => {
    const owner = await person('race');
    const joiner = await person('racer');
    const workspace = await team(owner.browser, 'Racers');
    const invited = (await owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).send({ email: joiner.email, role: 'member' }).expect(201)).body;
    const token = tokenOf(invited.url);
    const answers = await Promise.all([1, 2, 3].map(() => joiner.browser.post(`/api/invitations/${token}/accept`).send({})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
    expect(await t.db.knex('workspace_members').where({ workspace_id: workspace.id })).toHaveLength(2);
  });

  it('caps members, open invitations included', async () => {
    const owner = await person('cap');
    const workspace = await team(owner.browser, 'Capped');
    const w = `/api/workspaces/${workspace.id}`;
    for (const n of [1, 2, 3]) await owner.browser.post(`${w}/invitations`).send({ email: `cap-${n}@example.com`, role: 'member' }).expect(201);
    expect((await owner.browser.post(`${w}/invitations`).send({ email: 'cap-4@example.com', role: 'member' }).expect(409)).body.message).toBe('A workspace can have at most 4 members, open invitations included');
  });
});

describe('a removed member', () => {
  it('is refused at their next request, and their account is untouched', async () => {
    const owner = await person('boss');
    const leaver = await person('leaver');
    const workspace = await team(owner.browser, 'Movers');
    await join(owner.browser, workspace.id, leaver);
    await leaver.browser.get(`/api/workspaces/${workspace.id}/members`).expect(200);
    await owner.browser.delete(`/api/workspaces/${workspace.id}/members/${leaver.id}`).expect(204);
    expect((await leaver.browser.get(`/api/workspaces/${workspace.id}/members`).expect(404)).body.message).toBe('Workspace not found');
    const theirs = (await leaver.browser.get('/api/workspaces').expect(200)).body as { personal: boolean }[];
    expect(theirs.map((w) => w.personal)).toEqual([true]);
  });

  it('ann and bob, who never met, see only their own workspaces', async () => {
    const annTeam = await team(ann, 'Ann Co');
    await bob.get(`/api/workspaces/${annTeam.id}/members`).expect(404);
    await bob.patch(`/api/workspaces/${annTeam.id}`).send({ name: 'Mine now' }).expect(404);
    expect(((await bob.get('/api/workspaces').expect(200)).body as { name: string }[]).map((w) => w.name)).toEqual(['Personal']);
  });
});

describe('the site’s admins', () => {
  it('see every workspace with its owner, members and last activity', async () => {
    const owner = await person('lister');
    const joiner = await person('joined');
    const workspace = await team(owner.browser, 'Listed Team');
    await join(owner.browser, workspace.id, joiner);
    await owner.browser.post('/api/clients').send({ name: 'Activity' }).expect(201);
    const admin = await t.signedIn('site-admin', 'admin');
    const rows = expectShape(AdminWorkspacesResponseSchema, (await admin.get('/api/admin/workspaces').expect(200)).body);
    const listed = rows.find((row) => row.id === workspace.id)!;
    expect(listed).toMatchObject({ name: 'Listed Team', slug: 'listed-team', personal: false, owner: owner.email.split('@')[0], members: 2, lastActiveAt: null });
    // Teams first; a personal workspace shows its account's latest activity.
    expect(rows.findIndex((row) => row.personal)).toBeGreaterThan(rows.findLastIndex((row) => !row.personal));
    const personal = rows.find((row) => row.personal && row.owner === owner.email.split('@')[0])!;
    expect(Date.parse(personal.lastActiveAt!)).toBeGreaterThan(Date.now() - 60_000);
    await owner.browser.get('/api/admin/workspaces').expect(403);
  });

  it('open one read-only: its members with their roles and counts of what it holds, never the work itself', async () => {
    const owner = await person('opened');
    const joiner = await person('opened-member');
    const workspace = await team(owner.browser, 'Opened Team');
    await join(owner.browser, workspace.id, joiner, 'admin');
    await owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).send({ email: 'later@opened.test', role: 'member' }).expect(201);
    const inTeam = { [WORKSPACE_HEADER]: String(workspace.id) };
    await owner.browser.post('/api/clients').set(inTeam).send({ name: 'Secret Client Ltd' }).expect(201);
    await owner.browser.post('/api/clients').set(inTeam).send({ name: 'Second Client' }).expect(201);
    const request = SAMPLE_REQUESTS['niche-finder'];
    await insertGenerationIdempotent(t.db.knex, { jobId: `opened-${process.pid}`, userId: owner.id, workspaceId: workspace.id, tool: 'niche-finder', request, results: demoResult('niche-finder', request), provider: 'demo', model: 'demo' });
    const admin = await t.signedIn('site-admin', 'admin');
    const view = expectShape(AdminWorkspaceViewResponseSchema, (await admin.get(`/api/admin/workspaces/${workspace.id}`).expect(200)).body);
    expect(view.workspace).toMatchObject({ id: workspace.id, name: 'Opened Team', personal: false, members: 2 });
    expect(view.members.map((m) => [m.username, m.role])).toEqual([
      [owner.email.split('@')[0], 'owner'],
      [joiner.email.split('@')[0], 'admin'],
    ]);
    expect(view).toMatchObject({ openInvitations: 1, clients: 2, results: [{ tool: 'niche-finder', count: 1 }], sent: 0, accepted: 0 });
    expect(JSON.stringify(view)).not.toContain('Secret Client Ltd');
    await admin.get('/api/admin/workspaces/999999999').expect(404);
    await admin.get('/api/admin/workspaces/abc').expect(404);
    // The team's own owner is not a site admin: refused, as for the list.
    await owner.browser.get(`/api/admin/workspaces/${workspace.id}`).expect(403);
  });
});

describe('an account deleted by the site’s admin', () => {
  it('hands each team it alone owned to its longest-standing admin; a team with nobody else goes', async () => {
    const owner = await person('leaving');
    const member = await person('staying-member');
    const admin = await person('staying-admin');
    const shared = await team(owner.browser, 'Handed Over');
    const alone = await team(owner.browser, 'Alone');
    await join(owner.browser, shared.id, member);
    await join(owner.browser, shared.id, admin, 'admin');
    const siteAdmin = await t.signedIn('site-admin', 'admin');
    await siteAdmin.delete(`/api/admin/users/${owner.id}`).expect(204);
    const members = expectShape(MemberListResponseSchema, (await admin.browser.get(`/api/workspaces/${shared.id}/members`).expect(200)).body);
    expect(members.map((m) => [m.userId, m.role])).toEqual([
      [admin.id, 'owner'],
      [member.id, 'member'],
    ]);
    expect(await t.db.knex('workspaces').where({ id: alone.id })).toEqual([]);
  });
});
