// @vitest-environment node
// The server's render draws a page once: the route's loader has fetched its data and loaded its code
// before (app/loaders.ts). Would fail if the draw-fetch-draw-again loop came back (more than one draw)
// or a page's loader went missing (its data not on the page, or its screen not loaded: a plain page).
import { TOOL_CATALOG, TOOL_SLUGS, TOOLS } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const draws = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/static', async (original) => {
  const actual = await original<typeof import('react-dom/static')>();
  return {
    ...actual,
    prerenderToNodeStream: (...args: Parameters<typeof actual.prerenderToNodeStream>) => {
      draws.count += 1;
      return actual.prerenderToNodeStream(...args);
    },
  };
});

const { render } = await import('./entry-server.tsx');

const TOKEN = 'a'.repeat(43);
const { sentProposal } = await import('./features/proposal/send/sentFixture.ts');
const results = demoResult('offer-creator', SAMPLE_REQUESTS['offer-creator']);
const shared = {
  tool: 'offer-creator',
  title: 'An offer for Whitfield Physio',
  createdAt: '2026-01-02T03:04:05.000Z',
  results,
  brand: { firmName: 'Whitfield Growth', accentColor: '#1677ff', logoUrl: null, madeWith: true, locale: 'en-GB' },
};

/** The api as the drawing sees it: each path's answer, and which paths were asked (in order). */
function fakeApi(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const apiFetch = (path: string) => {
    asked.push(path);
    const answer = answers[path] ?? { status: 404, body: { message: 'Not found' } };
    return Promise.resolve(Response.json(answer.body, { status: answer.status }));
  };
  return { asked, apiFetch };
}

const signedOut = { '/api/session': { status: 200, body: { user: null } } };
const user = { id: 7, username: 'ann', email: 'ann@example.com', fullName: null, role: 'user', isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' };
const signedIn = { '/api/session': { status: 200, body: { user } } };

/** Every plain sentence of a result (its prose, which its view shows as written). */
const sentences = (value: unknown): string[] =>
  typeof value === 'string' ? (/^[A-Za-z0-9 ,.]{20,}$/.test(value) ? [value] : []) : value && typeof value === 'object' ? Object.values(value).flatMap(sentences) : [];
/** Every whole figure of a result from a thousand up, grouped as the screens write it ("240,000"). */
const figures = (value: unknown): string[] =>
  typeof value === 'number' ? (Number.isInteger(value) && value >= 1000 ? [value.toLocaleString('en-US')] : []) : value && typeof value === 'object' ? Object.values(value).flatMap(figures) : [];

beforeEach(() => {
  draws.count = 0;
  // The settings' queries say when they fall back to their defaults: not this test's subject.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('render', () => {
  it('draws a shared result once, with its data and its tool\'s result view, each query asked once', async () => {
    const api = fakeApi({ ...signedOut, [`/api/shared/${TOKEN}`]: { status: 200, body: shared } });
    const page = await render(`http://localhost/s/${TOKEN}`, api.apiFetch);
    expect(draws.count).toBe(1);
    expect(page).not.toBeNull();
    expect(page!.html).toContain('An offer for Whitfield Physio');
    expect(page!.html).toContain('Whitfield Growth');
    expect(page!.html).not.toContain('<!--$?-->');
    expect(page!.screens).toEqual(['shared-item', 'result:offer-creator']);
    expect([...api.asked].sort()).toEqual(['/api/session', `/api/shared/${TOKEN}`]);
    const state = JSON.parse(page!.state) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
    expect(state.queries.queries.find((query) => query.queryKey[0] === 'shared')?.state.data).toEqual(shared);
  });

  it.each(TOOL_SLUGS)('draws a saved %s item once, with its result', async (tool) => {
    const request = TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]);
    const results = demoResult(tool, request);
    const item = { id: 5, tool, createdAt: '2026-01-02T03:04:05.000Z', version: 1, clientId: null, sources: [], context: { client: null, sources: [], usedBy: [] }, request, results };
    const api = fakeApi({ ...signedIn, [`/api/history/${tool}/5`]: { status: 200, body: item } });
    const page = await render(`http://localhost${TOOL_CATALOG[tool].route}/5`, api.apiFetch);
    expect(draws.count).toBe(1);
    expect(page, 'drawn whole (no screen left loading)').not.toBeNull();
    expect(page!.screens).toEqual(expect.arrayContaining([tool, 'item-actions']));
    // A result in prose shows its sentences; a calculation (figures only) shows its figures.
    const drawn = sentences(results).length > 0 ? sentences(results) : figures(results);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.some((text) => page!.html.includes(text))).toBe(true);
    expect(api.asked).toContain(`/api/history/${tool}/5`);
    // The page, its result and its actions each hydrate in a pass of their own: the browser waits for
    // all three before the page comes alive (lib/boundary.tsx).
    const { boundaries } = JSON.parse(page!.state) as { boundaries: string[] };
    expect(new Set(boundaries).size).toBeGreaterThanOrEqual(3);
  });

  it('draws a client\'s page of a sent result once, with the result, its figures and its dates in UTC', async () => {
    const sent = sentProposal({ sentAt: '2026-11-26T23:30:00.000Z' });
    const api = fakeApi({ ...signedOut, [`/api/p/${TOKEN}`]: { status: 200, body: sent } });
    const page = await render(`http://localhost/p/${TOKEN}`, api.apiFetch);
    expect(draws.count).toBe(1);
    expect(page, 'drawn whole').not.toBeNull();
    expect(page!.html).toContain('Proposal for Whitfield Physio');
    expect(page!.html).not.toContain('Loading the proposal');
    // The tiers' fees are drawn by the server in the client's currency.
    expect(page!.html).toContain('£');
    // The server cannot know the reader's zone: it writes UTC, which hydration reads the same.
    expect(page!.html).toContain('26 Nov 2026, 23:30');
    expect(api.asked.filter((path) => path === `/api/p/${TOKEN}`)).toHaveLength(1);
    const state = JSON.parse(page!.state) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(['sent', TOKEN]);
  });

  it('draws a page whose query failed once, with that query loading (the browser asks again)', async () => {
    const api = fakeApi({ ...signedOut, [`/api/shared/${TOKEN}`]: { status: 404, body: { message: 'Not found' } } });
    const page = await render(`http://localhost/s/${TOKEN}`, api.apiFetch);
    expect(draws.count).toBe(1);
    expect(page!.html).toContain('Loading the shared result');
    const state = JSON.parse(page!.state) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(state.queries.queries.map((query) => query.queryKey[0])).toEqual(['current-user']);
  });

  it('draws a signed-out page once, with the settings its loader fetched', async () => {
    const links = [{ key: 'COMPANY_NAME', value: 'Whitfield Growth Ltd' }];
    const api = fakeApi({ ...signedOut, '/api/admin/settings/category/links': { status: 200, body: links }, '/api/admin/settings/category/content': { status: 200, body: [] } });
    const page = await render('http://localhost/privacy-policy', api.apiFetch);
    expect(draws.count).toBe(1);
    expect(page!.html).toContain('Whitfield Growth Ltd');
    expect(page!.screens).toEqual(['privacy-policy']);
  });

  it("a page's styles are the same whether antd's styles were worked out for it or kept from earlier pages, and only its own", async () => {
    const settings = { ...signedOut, '/api/admin/settings/category/links': { status: 200, body: [] }, '/api/admin/settings/category/content': { status: 200, body: [] } };
    /** The styles of `path` drawn by a thread that has drawn nothing before (a fresh copy of the module). */
    const fresh = async (path: string) => {
      vi.resetModules();
      const { render: first } = await import('./entry-server.tsx');
      return (await first(`http://localhost${path}`, fakeApi(settings).apiFetch))!.styles;
    };
    const authFresh = await fresh('/auth');
    const policyFresh = await fresh('/privacy-policy');
    // The sign-in form's inputs are styled; the policy page has none.
    expect(authFresh).toContain('.ant-input');
    expect(policyFresh).not.toContain('.ant-input');
    // One thread: the policy, the sign-in page, the policy again and the sign-in page again.
    vi.resetModules();
    const { render: warm } = await import('./entry-server.tsx');
    const styles = async (path: string) => (await warm(`http://localhost${path}`, fakeApi(settings).apiFetch))!.styles;
    const drawn = [await styles('/privacy-policy'), await styles('/auth'), await styles('/privacy-policy'), await styles('/auth')];
    expect(drawn).toEqual([policyFresh, authFresh, policyFresh, authFresh]);
  });

  it("links a page's styles by a name made from their text, and a token's page carries its own (a brand's) inline", async () => {
    const { drawPage } = await import('./entry-server.tsx');
    const shell = { template: '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>', chunks: {} };
    const settings = { ...signedOut, '/api/admin/settings/category/links': { status: 200, body: [] }, '/api/admin/settings/category/content': { status: 200, body: [] } };
    const auth = await drawPage('http://localhost/auth', fakeApi(settings).apiFetch, shell);
    expect(auth!.styles!.name).toMatch(/^[\w-]{22}$/);
    expect(auth!.html).toContain(`<link rel="stylesheet" href="/drawn-styles/${auth!.styles!.name}.css">`);
    expect(auth!.html).not.toContain('<style');
    // The same styles, the same name: a reader's browser fetches them once for every such page.
    expect((await drawPage('http://localhost/auth?from=mail', fakeApi(settings).apiFetch, shell))!.styles).toEqual(auth!.styles);
    const brand = await drawPage(`http://localhost/s/${TOKEN}`, fakeApi({ ...signedOut, [`/api/shared/${TOKEN}`]: { status: 200, body: shared } }).apiFetch, shell);
    expect(brand!.styles).toBeNull();
    expect(brand!.html).toMatch(/<style>[^<]*\.data-ant-cssinjs-cache-path\{content:/);
    expect(brand!.html).not.toContain('/drawn-styles/');
  });

  it('gives no page where a guard sends the reader elsewhere (the browser moves on)', async () => {
    const page = await render('http://localhost/history', fakeApi(signedOut).apiFetch);
    expect(page).toBeNull();
    expect(draws.count).toBe(1);
  });

  it('stops a drawing past its budget', async () => {
    const abort = new AbortController();
    abort.abort(new Error('past its budget'));
    const api = fakeApi(signedOut);
    await expect(render('http://localhost/privacy-policy', api.apiFetch, abort.signal)).rejects.toThrow('past its budget');
    expect(draws.count).toBe(0);
    expect(api.asked).toEqual([]);
  });
});

describe('a team’s page (DESIGN §11)', () => {
  const workspaces = [
    { id: 5, slug: 'ann', name: 'ann', personal: true, role: 'owner', members: 1 },
    { id: 12, slug: 'brightside', name: 'Brightside', personal: false, role: 'member', members: 3 },
  ];
  /** The api as the drawing sees it, each request's path and X-Workspace kept; the recent work is the workspace's. */
  function teamApi(signedInAs: typeof user | null = user) {
    const asked: { path: string; workspace: string | null }[] = [];
    const recent = (title: string) => ({ counts: Object.fromEntries(TOOL_SLUGS.map((tool) => [tool, 0])), recent: [{ id: 3, tool: 'offer-creator', createdAt: '2026-01-02T03:04:05.000Z', title, author: { id: 7, name: 'ann' } }] });
    const apiFetch = (path: string, init: RequestInit) => {
      const workspace = new Headers(init.headers).get('X-Workspace');
      asked.push({ path, workspace });
      const answers: Record<string, unknown> = signedInAs
        ? { '/api/session': { user: signedInAs }, '/api/workspaces': workspaces, '/api/meta': { aiProvider: 'demo' }, '/api/tools/jobs': [], '/api/history/summary': recent(workspace === '12' ? 'The team’s offer' : 'My own offer') }
        : { '/api/session': { user: null } };
      if (path in answers) return Promise.resolve(Response.json(answers[path]));
      return Promise.resolve(Response.json({ message: path === '/api/workspaces' ? 'Sign in first' : 'Not found' }, { status: path === '/api/workspaces' ? 401 : 404 }));
    };
    return { asked, apiFetch };
  }

  it.each(['/t/brightside', '/t/brightside/'])('%s is drawn with the team’s data, every workspace query naming the team', async (path) => {
    const api = teamApi();
    const page = await render(`http://localhost${path}`, api.apiFetch);
    expect(page!.html).toContain('The team’s offer');
    expect(page!.html).not.toContain('My own offer');
    expect(draws.count).toBe(1);
    // Who is signed in and their list of workspaces name none; the team's data names the team.
    for (const { path: asked, workspace } of api.asked) expect([asked, workspace]).toEqual([asked, /^\/api\/(session|workspaces)$/.test(asked) ? null : '12']);
    expect(api.asked.map((one) => one.path)).toContain('/api/history/summary');
  });

  it('a team page of a reader who is not its member is not drawn, and no workspace data is asked', async () => {
    const api = teamApi();
    expect(await render('http://localhost/t/someone-elses/history', api.apiFetch)).toBeNull();
    expect(api.asked.map((one) => one.path)).toEqual(['/api/workspaces']);
    expect(draws.count).toBe(0);
  });

  it('a team page signed out is not drawn (the browser sends the reader to sign in)', async () => {
    const api = teamApi(null);
    expect(await render('http://localhost/t/brightside/history', api.apiFetch)).toBeNull();
    expect(draws.count).toBe(0);
  });

  it('the personal dashboard is drawn as before, asking for no workspace', async () => {
    const api = teamApi();
    const page = await render('http://localhost/', api.apiFetch);
    expect(page!.html).toContain('My own offer');
    expect(api.asked.length).toBeGreaterThan(0);
    expect(api.asked.every((one) => one.workspace === null)).toBe(true);
  });
});
