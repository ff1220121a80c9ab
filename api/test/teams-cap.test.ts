// The teams one account may belong to (WORKSPACES_PER_USER_MAX, DESIGN §11) hold on accepting an
// invitation as on creating a team (issue: at a cap of 5, one account joined 25 teams by accepting).
// Accepts in parallel cannot pass it together; a refused invitation stays open for when a team is left.
import { InvitationCreatedResponseSchema } from '@growth-suite/shared/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';
import { person, team, tokenOf } from './teams.ts';

const CAP = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKSPACES_PER_USER_MAX: String(CAP), RATE_LIMIT_SHARED_PER_IP: '1000' });
}, 60_000);
afterAll(() => t?.close());

const teamsOf = async (browser: Awaited<ReturnType<typeof person>>['browser']) =>
  ((await browser.get('/api/workspaces').expect(200)).body as { personal: boolean }[]).filter((w) => !w.personal).length;

it('an account at the cap cannot accept, even with many accepts at once; the invitations stay open', async () => {
  const joiner = await person(t, 'capped');
  await team(joiner.browser, 'Own One');
  await team(joiner.browser, 'Own Two');
  // Six teams of other owners invite the account (one left under the cap).
  const invitations = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const owner = await person(t, `capowner${i}`);
      const workspace = await team(owner.browser, `Inviting ${i}`);
      const invited = expectShape(InvitationCreatedResponseSchema, (await owner.browser.post(`/api/workspaces/${workspace.id}/invitations`).send({ email: joiner.email, role: 'member' }).expect(201)).body);
      return { owner, workspace, token: tokenOf(invited.url) };
    }),
  );
  const answers = await Promise.all(invitations.map(({ token }) => joiner.browser.post(`/api/invitations/${token}/accept`).send({})));
  expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array<number>(5).fill(409)]);
  for (const refused of answers.filter((res) => res.status === 409)) {
    expect(refused.body.message).toBe(`You can belong to at most ${CAP} teams: leave one to accept this invitation`);
  }
  expect(await teamsOf(joiner.browser)).toBe(CAP);

  // Refused, not used up: after leaving a team the same link works.
  const refusedAt = invitations.filter((_, i) => answers[i]!.status === 409);
  for (const { token } of refusedAt) expect((await t.agent().get(`/api/invitations/${token}`).expect(200)).body.state).toBe('open');
  const joined = invitations.find((_, i) => answers[i]!.status === 200)!;
  await joined.owner.browser.delete(`/api/workspaces/${joined.workspace.id}/members/${joiner.id}`).expect(204);
  expect(await teamsOf(joiner.browser)).toBe(CAP - 1);
  await joiner.browser.post(`/api/invitations/${refusedAt[0]!.token}/accept`).send({}).expect(200);
  await joiner.browser.post(`/api/invitations/${refusedAt[1]!.token}/accept`).send({}).expect(409);
  // Creating a team is capped the same way.
  expect((await joiner.browser.post('/api/workspaces').send({ name: 'One Too Many' }).expect(409)).body.message).toMatch(`at most ${CAP} teams`);
}, 90_000); // seven accounts (argon2 each): a busy machine needs the time
