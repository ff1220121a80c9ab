// Pages drawn on the server (issue: phones): the real web build (web/dist and web/dist-server, made by
// the test command before this runs) served by the api, with real MySQL and Redis. What each reader
// gets: their own page, drawn, inert until the app hydrates it, with the answers it was drawn with;
// the plain page where a guard sends them elsewhere; nothing a document says can break out of the page.
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { insertGenerationIdempotent } from '@growth-suite/db';
import { TOOLS } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));
const SCREEN_CHUNKS = fileURLToPath(new URL('../../web/dist/.vite/screens.json', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build the web app first (npm run build -w @growth-suite/web); npm test does.');
  // No worker: a generation asked for stays queued for GENERATION_WAIT_MS, then is taken off the queue.
  t = await createTestApp({ RATE_LIMIT_SHARED_PER_IP: '1000', RATE_LIMIT_DRAWN_PAGES_PER_IP: '12', GENERATION_WAIT_MS: '5000' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The page's parts: the #root element's content, the JSON it was drawn with, the head. */
function parts(html: string) {
  const root = /<div id="root"( inert)?>([\s\S]*)<\/div>\s*(?:<script type="application\/json" id="server-state">([\s\S]*?)<\/script>)?\s*<\/body>/.exec(html);
  expect(root, 'the page has its #root').not.toBeNull();
  return {
    inert: Boolean(root![1]),
    body: root![2]!,
    state: root![3] ? (JSON.parse(root![3]) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }; screens: string[] }) : null,
    head: html.slice(0, html.indexOf('</head>')),
  };
}
/** A copy of `value` whose first string (depth first) is changed by `change`. */
function withFirstText<T>(value: T, change: (text: string) => string): T {
  let done = false;
  const walk = (node: unknown): unknown => {
    if (done) return node;
    if (typeof node === 'string') {
      done = true;
      return change(node);
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value) as T;
}
const answer = (state: NonNullable<ReturnType<typeof parts>['state']>, key: string) => state.queries.queries.find((query) => query.queryKey[0] === key)?.state.data;

describe('a page drawn on the server', () => {
  it('a visitor on /auth gets the sign-in form drawn, inert, with its styles, title and answers, and the app asked for after it', async () => {
    const res = await t.agent().get('/auth').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // It holds nobody's data, but it is drawn per reader: no shared cache keeps it.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    const page = parts(res.text);
    expect(page.inert).toBe(true);
    expect(page.body).toContain('Sign In');
    expect(page.body).toContain('Create Account');
    expect(page.body).toMatch(/<form[^>]*>/);
    // antd's styles for what was drawn, linked in the head (not carried: a tenth of the bytes); the
    // page's own title, once.
    const href = /<link rel="stylesheet" href="(\/drawn-styles\/[\w-]{22}\.css)">/.exec(page.head)?.[1];
    expect(href, 'the page links its antd styles').toBeDefined();
    expect(page.head).not.toContain('<style');
    expect(res.text.length).toBeLessThan(40_000);
    const styles = await t.agent().get(href!).expect(200);
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(styles.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The form's components, and the rule by which the browser's antd knows it has them.
    expect(styles.text).toContain('.ant-input{');
    expect(styles.text).toContain('.ant-btn{');
    expect(styles.text).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]+"/);
    expect(page.head.match(/<title>/g)).toHaveLength(1);
    expect(page.head).toContain('<title>Sign In · Growth Suite</title>');
    // Who is signed in is answered in the page (nobody), so it is not asked for ahead.
    expect(answer(page.state!, 'current-user')).toBeNull();
    expect(page.state!.screens).toEqual(['auth']);
    expect(res.text).not.toContain('href="/api/session"');
    // The app's code is asked for once the page is on screen (boot.js), not by the page itself.
    // The app's code first, then its screen's chunks (those the app does not list already).
    expect(res.text).toMatch(/<script defer src="\/boot\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*" data-screens="[^"]*\/assets\/AuthPage-[\w-]+\.js[^"]*"><\/script>/);
    expect(res.text).not.toMatch(/<script type="module"/);
    expect(res.text).not.toMatch(/rel="modulepreload"/);
  });

  it("a signed-in user's dashboard is drawn with their name, their recent work and their running generation, and none of another user's", async () => {
    const owner = await t.signedIn('ownerqx');
    const userId = (await t.db.knex('users').where({ username: 'ownerqx' }).first()).id as number;
    const request = TOOLS['offer-creator'].requestSchema.parse(SAMPLE_REQUESTS['offer-creator']);
    await insertGenerationIdempotent(t.db.knex, { jobId: 'ssr-owner-1', userId, tool: 'offer-creator', request, results: demoResult('offer-creator', request), provider: 'demo', model: 'demo' });
    await t.signedIn('otherqz');
    // A generation of theirs still queued (no worker runs it) while the page is drawn.
    const queued = owner.post('/api/tools/growth-plan').set('Idempotency-Key', 'ssr-running-1').send(SAMPLE_REQUESTS['growth-plan']).then((res) => res);
    await expect.poll(async () => ((await owner.get('/api/tools/jobs')).body as { requestId: string }[]).map((job) => job.requestId), { interval: 50, timeout: 3000 }).toEqual(['ssr-running-1']);

    const page = parts((await owner.get('/').expect(200)).text);
    expect(page.inert).toBe(true);
    expect(page.body).toContain('Account menu for ownerqx');
    expect(page.body).not.toContain('otherqz');
    expect(page.body).toContain('Try Now');
    expect(page.body).toContain('Recent work');
    expect((answer(page.state!, 'current-user') as { username: string }).username).toBe('ownerqx');
    expect(page.state!.queries.queries.map((query) => query.queryKey)).toEqual(expect.arrayContaining([['history', 'summary'], ['jobs', 'running']]));
    // Asked in the drawing thread, as the owner: the queue read there too.
    expect((answer(page.state!, 'jobs') as { requestId: string; state: string }[]).map(({ requestId, state }) => ({ requestId, state }))).toEqual([{ requestId: 'ssr-running-1', state: 'queued' }]);
    expect((await queued).status).toBe(503); // taken off the queue: nobody ran it
    // The dashboard is in the app's first chunk: no screen to load before hydrating.
    expect(page.state!.screens).toEqual([]);
  });

  it("a tool page lists its screen's chunks for boot.js to preload after the app's own", async () => {
    // What the web build wrote: each lazy screen's chunks (web/vite-plugin-screen-chunks.ts).
    const chunks = JSON.parse(readFileSync(SCREEN_CHUNKS, 'utf8')) as Record<string, string[]>;
    expect(chunks['niche-finder']!.length).toBeGreaterThan(5);
    const user = await t.signedIn('chunky');
    const res = await user.get(TOOLS['niche-finder'].route).expect(200);
    const page = parts(res.text);
    expect(page.state!.screens).toEqual(['niche-finder']);
    const boot = /data-entry="([^"]+)" data-preload="([^"]*)" data-screens="([^"]*)"/.exec(res.text);
    const app = [boot![1]!, ...boot![2]!.split(' ')];
    const screen = boot![3]!.split(' ');
    // The screen's own chunk and every chunk it imports, each listed once: with the app's code, or after it.
    expect(new Set([...app, ...screen]).size).toBe(app.length + screen.length);
    for (const file of chunks['niche-finder']!.filter((name) => name.endsWith('.js'))) expect([...app, ...screen]).toContain(file);
    expect(screen.some((file) => /\/assets\/NicheFinderPage-[\w-]+\.js$/.test(file))).toBe(true);
    // Its styles are linked in the head, once each, so the page is painted with them.
    const head = res.text.slice(0, res.text.indexOf('<div id="root"'));
    for (const css of chunks['niche-finder']!.filter((name) => name.endsWith('.css'))) expect(head.split(`href="${css}"`)).toHaveLength(2);
    expect(screen.filter((file) => file.endsWith('.css'))).toEqual([]);
    // A screen with styles of its own (the proposal's) has them linked as the page is sent.
    const styled = await user.get(TOOLS.proposal.route).expect(200);
    const own = chunks.proposal!.filter((name) => name.endsWith('.css') && !res.text.includes(`href="${name}"`));
    expect(own.length).toBeGreaterThan(0);
    for (const css of own) expect(styled.text.slice(0, styled.text.indexOf('<div id="root"'))).toContain(`<link rel="stylesheet" crossorigin href="${css}">`);
    // The list itself is the build's, not the public's.
    await t.agent().get('/.vite/screens.json').expect(404);
    // A stylesheet no page was drawn with, or a name that is not one.
    await t.agent().get(`/drawn-styles/${'x'.repeat(22)}.css`).expect(404);
    await t.agent().get('/drawn-styles/..%2F..%2Fpackage.json').expect(404);
  });

  it('a page a guard sends the reader away from goes out plain (the browser moves on, keeping where they came from)', async () => {
    for (const path of ['/', '/history', '/admin']) {
      const res = await t.agent().get(path).expect(200);
      const page = parts(res.text);
      expect(page.inert, path).toBe(false);
      expect(page.body, path).toBe('');
      expect(page.state, path).toBeNull();
      expect(res.text, path).toContain('<link rel="preload" href="/api/session"');
      expect(res.text, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    }
    // A user who is not an administrator, on an admin page: plain too.
    const user = await t.signedIn('frank');
    expect(parts((await user.get('/admin/users').expect(200)).text).state).toBeNull();
  });

  it('what a shared document says is text on the page and data in its JSON: it can never close a script element', async () => {
    const ann = await t.signedIn('ann-ssr');
    const userId = (await t.db.knex('users').where({ username: 'ann-ssr' }).first()).id as number;
    const request = TOOLS['offer-creator'].requestSchema.parse(SAMPLE_REQUESTS['offer-creator']);
    const hostile = '</script><script>alert(1)</script><!--';
    const results = withFirstText(demoResult('offer-creator', request), (text) => hostile + text);
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: 'ssr-hostile', userId, tool: 'offer-creator', request, results, provider: 'demo', model: 'demo' });
    const { token } = (await ann.post(`/api/history/offer-creator/${id}/shares`).send({}).expect(201)).body as { token: string };

    const res = await t.agent().get(`/s/${token}`).expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    // A token's page carries its styles (its brand's) inline: no stylesheet kept for it.
    expect(res.text).toMatch(/<style>[^<]*\.ant-/);
    expect(res.text).not.toContain('/drawn-styles/');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain(hostile);
    const page = parts(res.text);
    // The page and its one tool's result view (with that tool's schema), not every tool's.
    expect(page.state!.screens).toEqual(['shared-item', 'result:offer-creator']);
    // Drawn with the document: the JSON gives back exactly what was saved.
    const shared = answer(page.state!, 'shared') as { results: unknown };
    expect(shared.results).toEqual(results);
    expect(page.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('a signed-out page is drawn once for everyone (twenty readers at once all get it drawn) and again as soon as a setting it shows changes', async () => {
    // One address, as behind a real listener (a page is kept for the host it was asked for).
    const server = createServer(t.server).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const visit = () => supertest(site).get('/privacy-policy').expect(200);
    const readers = await Promise.all(Array.from({ length: 20 }, visit));
    // Two drawings at a time and eight waiting would leave ten of them plain: they shared one drawing.
    expect(readers.map((res) => parts(res.text).state !== null)).toEqual(readers.map(() => true));
    const admin = await t.signedIn('render-admin', 'admin');
    await admin.put('/api/admin/settings/privacy_policy_content').send({ value: 'Our policy, changed just now.' }).expect(200);
    const changed = parts((await visit()).text);
    server.close();
    expect(changed.body).toContain('Our policy, changed just now.');
    // A signed-in reader is never given the signed-out page: theirs is drawn for them.
    const own = parts((await admin.get('/privacy-policy').expect(200)).text);
    expect(own.body).toContain('render-admin');
    expect(changed.body).not.toContain('render-admin');
  });

  it('past its budget of drawn pages an address gets the plain page, which still works', async () => {
    // A page drawn for its reader alone (a signed-in one): every load is a drawing.
    const reader = await t.signedIn('budget-reader');
    const drawn: boolean[] = [];
    // The budget is 12 per address in this test app, and the tests above used some of this address's.
    for (let i = 0; i < 14; i += 1) drawn.push(parts((await reader.get('/history').expect(200)).text).state !== null);
    expect(drawn.at(-1)).toBe(false);
    expect(drawn.filter(Boolean).length).toBeLessThan(14);
    const plain = (await reader.get('/history').expect(200)).text;
    expect(plain).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });
});
