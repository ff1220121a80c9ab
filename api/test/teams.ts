// Helpers for tests of team workspaces (DESIGN §11): new accounts, a team, joining it through a real
// invitation.
import { InvitationCreatedResponseSchema, WorkspaceResponseSchema } from '@growth-suite/shared/contract';
import { expectShape, type TestApp } from './support.ts';
import type { Browser } from './suite.ts';

let people = 0;
/** A new signed-in account with its own address. */
export async function person(t: TestApp, name = 'p') {
  people += 1;
  const username = `${name}${people}`;
  const browser = await t.signedIn(username);
  const id = (await browser.get('/api/user').expect(200)).body.id as number;
  return { browser, id, email: `${username}@example.com` };
}

export const team = async (owner: Browser, name = 'Acme Growth') => expectShape(WorkspaceResponseSchema, (await owner.post('/api/workspaces').send({ name }).expect(201)).body);

export const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** Invites `email` with `role` into the workspace and accepts as `joiner`. */
export async function join(owner: Browser, workspaceId: number, joiner: { browser: Browser; email: string }, role: 'admin' | 'member' = 'member') {
  const invited = expectShape(InvitationCreatedResponseSchema, (await owner.post(`/api/workspaces/${workspaceId}/invitations`).send({ email: joiner.email, role }).expect(201)).body);
  await joiner.browser.post(`/api/invitations/${tokenOf(invited.url)}/accept`).send({}).expect(200);
}
