// A team's pages (/t/:slug/…) drawn on the server as personal ones are: the real web build served by the
// api with real MySQL and Redis. The page's queries name the team its address names (X-Workspace), and
// the api checks the reader is a member, as for the browser's own requests.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { insertGenerationIdempotent } from '@growth-suite/db';
import { TOOLS, type ToolSlug } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';
import { join, person, team } from './teams.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build the web app first (npm run build -w @growth-suite/web); npm test does.');
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The page's #root content and the JSON it was drawn with (null: the plain page). */
function parts(html: string) {
  const root = /<div id="root"( inert)?>([\s\S]*)<\/div>\s*(?:<script type="application\/json" id="server-state">([\s\S]*?)<\/script>)?\s*<\/body>/.exec(html);
  expect(root, 'the page has its #root').not.toBeNull();
  return { body: root![2]!, state: root![3] ? (JSON.parse(root![3]) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }) : null };
}
const answer = (state: NonNullable<ReturnType<typeof parts>['state']>, ...key: string[]) => state.queries.queries.find((query) => key.every((part, i) => query.queryKey[i] === part))?.state.data;

/** A saved result of `tool` in `workspaceId`, by `userId`. */
async function saved(userId: number, workspaceId: number, tool: ToolSlug, jobId: string) {
  const request = TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]) as Record<string, unknown>;
  const results = demoResult(tool, request);
  await insertGenerationIdempotent(t.db.knex, { jobId, userId, workspaceId, tool, request, results, provider: 'demo', model: 'demo' });
}
const personalWorkspace = async (userId: number) => (await t.db.knex('workspaces').where({ personal_user_id: userId }).first()).id as number;

describe("a team's page drawn on the server", () => {
  it("a member's team dashboard is drawn with the team's recent work, not their own; a non-member and a signed-out reader get the plain page", async () => {
    const owner = await person(t, 'teamowner');
    const member = await person(t, 'teammember');
    const acme = await team(owner.browser, 'Acme Drawn');
    await join(owner.browser, acme.id, member);
    // The team's work (the owner's growth plan) and the member's own (an offer, in their personal workspace).
    await saved(owner.id, acme.id, 'growth-plan', 'team-drawn-1');
    await saved(member.id, await personalWorkspace(member.id), 'offer-creator', 'team-drawn-2');

    const res = await member.browser.get(`/t/${acme.slug}`).expect(200);
    const page = parts(res.text);
    expect(page.state, 'the team page is drawn').not.toBeNull();
    expect(res.text).toContain('<div id="root" inert>');
    expect(page.body).toContain('Recent work');
    expect(page.body).toContain(`Account menu for ${member.email.split('@')[0]}`);
    // Asked in the team: its recent work (the owner's growth plan), none of the member's own.
    const recent = answer(page.state!, 'history', 'summary') as { recent: { tool: string; author: { name: string } }[] };
    expect(recent.recent.map((item) => item.tool)).toEqual(['growth-plan']);
    // The team found among the reader's workspaces, and kept for the browser to hydrate with.
    expect((answer(page.state!, 'workspaces', 'list') as { slug: string }[]).map((one) => one.slug)).toContain(acme.slug);

    // The member's own dashboard is still their personal workspace's.
    const own = parts((await member.browser.get('/').expect(200)).text);
    expect((answer(own.state!, 'history', 'summary') as { recent: { tool: string }[] }).recent.map((item) => item.tool)).toEqual(['offer-creator']);

    // Someone else: not a member, so not drawn (the browser shows the not-found page), nothing of the team's on it.
    const stranger = await person(t, 'stranger');
    const refused = await stranger.browser.get(`/t/${acme.slug}/history`).expect(200);
    expect(parts(refused.text).state).toBeNull();
    expect(refused.text).not.toContain('Acme Drawn');
    // Signed out: not drawn (the browser sends the reader to sign in).
    expect(parts((await t.agent().get(`/t/${acme.slug}`).expect(200)).text).state).toBeNull();
  });
});
