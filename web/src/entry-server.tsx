// The server's render of a page (the api's drawing threads call `drawPage`): the same routes, screens
// and styles as the browser, drawn once to HTML with the answers of the first screen's queries (its
// route's loader fetched them), so a phone shows the page before the app's code has downloaded and run; the
// browser then hydrates that HTML (main.tsx) instead of drawing it again.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { drawnStylesPath, isTokenPage, pageHtml, type PageShell, type RenderedPage } from '@growth-suite/shared/contract/server-render';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createQueryClient } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { setTransport, setWorkspaceScope } from './lib/api.ts';
import { teamSlugOf } from './lib/workspaceLinks.ts';
import { readWorkspaces } from './lib/workspaces.ts';
import { findTeam, isWorkspaceRequest } from './lib/workspaceScope.ts';
import { App } from './app/App.tsx';
import { ServerRenderContext, type ServerRenderNotes, type ServerState } from './lib/serverRender.ts';

/** How the page's queries reach the api: a GET of `path` with the reader's own cookie. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/** One page's drawing: its way to the api, and the team its address names (null: the personal workspace). */
interface Drawing {
  apiFetch: ApiFetch;
  teamId: number | null;
}
// Each drawing's own, found again inside the queries' code as it awaits: several pages are drawn at once.
const drawing = new AsyncLocalStorage<Drawing>();
setTransport((path, init) => {
  const current = drawing.getStore();
  if (!current) return Promise.reject(new Error(`No request to answer ${path} for`));
  return current.apiFetch(path, init);
});
// A team's page asks its data with the team's X-Workspace (DESIGN §11), as the browser's tab does
// (lib/workspaceScope.ts); the api checks the reader is a member. Nothing is remembered across pages: a
// refusal is the reader's own (the browser's scope marks the team; here the page is simply not drawn).
setWorkspaceScope({
  workspaceOf: async (path) => (isWorkspaceRequest(path) ? (drawing.getStore()?.teamId ?? null) : null),
  refused: () => {},
});

/**
 * antd's styles as this thread has worked them out, by cssinjs's own key (which names the theme, its
 * tokens and the component): the same on every page. Working them out was about half of a page's
 * drawing (merging token objects of some 500 keys, compiling CSS, per component and page), so a page
 * takes the ones already known and works out only the new ones. Bounded all the same: the keys are the
 * app's components × its one theme, a few hundred.
 */
type StyleEntry = NonNullable<ReturnType<ReturnType<typeof createCache>['opGet']>>;
const knownStyles = new Map<string, StyleEntry>();
const MAX_KNOWN_STYLES = 5000;

/**
 * The styles of one page: its own cache (so `extractStyle` gives exactly what this page drew, in the
 * order it drew it), whose entries come from `knownStyles` when they are known. On the server a cache
 * entry is written once per page and never counted up or down (that is done by effects, which do not
 * run here), so a kept entry is what a fresh one would be.
 */
function pageStyleCache() {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    update(key, (current) => valueFn(current ?? knownStyles.get(key) ?? null));
    const entry = cache.cache.get(key);
    if (entry && !knownStyles.has(key)) {
      if (knownStyles.size >= MAX_KNOWN_STYLES) knownStyles.clear();
      knownStyles.set(key, entry);
    }
  };
  return cache;
}

/** React's mark of a Suspense boundary that was not ready when the page was drawn. */
const PENDING_BOUNDARY = '<!--$?-->';

/**
 * The page at `url` (absolute), or null when it is not drawn on the server: a guard sends the reader
 * elsewhere (the browser's router does that, keeping where they came from). The route's loaders
 * (app/loaders.ts) fetch what its first paint needs and load its screens' code; then the page is drawn
 * once, and the cache dehydrated for the browser. `signal` stops a drawing the server no longer waits
 * for (past its time budget): the router stops waiting for the loaders, and React stops drawing.
 */
export function render(url: string, apiFetch: ApiFetch, signal?: AbortSignal): Promise<RenderedPage | null> {
  const slug = teamSlugOf(new URL(url).pathname);
  const current: Drawing = { apiFetch, teamId: null };
  return drawing.run(current, async () => {
    signal?.throwIfAborted();
    const client = createQueryClient();
    if (slug !== null) {
      // A team's page (/t/:slug/…): the team found among the reader's workspaces first, so every query
      // after names it. None of theirs (not a member, signed out) and the page is not drawn: the browser
      // shows what it would (the not-found page, or the sign-in page), with no workspace's data asked.
      const workspaces = await readWorkspaces(client).catch(() => null);
      current.teamId = (workspaces && findTeam(workspaces, slug)?.id) ?? null;
      if (current.teamId === null) return null;
      signal?.throwIfAborted();
    }
    const handler = createStaticHandler(createRoutes({ client, drawing: true }));
    const context = await handler.query(new Request(url, signal ? { signal } : {}));
    // The loaders return no redirect (the guards decide while drawing), so this is always a context.
    if (context instanceof Response) throw new Error(`Unexpected router response ${context.status}`);
    dropFailures(client);
    const router = createStaticRouter(handler.dataRoutes, context);

    const cache = pageStyleCache();
    let redirected = false;
    const screens = new Set<string>();
    const boundaries = new Set<string>();
    const notes: ServerRenderNotes = {
      redirect: () => (redirected = true),
      drew: (screen) => screens.add(screen),
      boundary: (id) => boundaries.add(id),
    };
    signal?.throwIfAborted();
    const html = await draw(
      signal,
      <ServerRenderContext value={notes}>
        <StyleProvider cache={cache}>
          <App client={client} router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
        </StyleProvider>
      </ServerRenderContext>,
    );
    if (redirected) return null;
    // A boundary left pending would be swapped in by an inline script, which the Content-Security-Policy
    // forbids: the plain page goes out instead. (A screen's code its loader did not load is not that:
    // the draw waits for it, only later than the loader would have had it.)
    if (html.includes(PENDING_BOUNDARY)) return null;
    const state: ServerState = { queries: dehydrate(client), screens: [...screens], boundaries: [...boundaries] };
    // Plain CSS: served as a stylesheet (drawPage), where the browser's antd finds which styles it
    // already has by the rule cssinjs ends it with, and draws none of them again.
    return { html, styles: extractStyle(cache, { plain: true }), state: JSON.stringify(state), screens: state.screens };
  });
}

/**
 * A page as a drawing thread hands it to the api: its whole HTML, and the styles it links by name (none
 * when they are inline).
 */
export interface DrawnPage {
  html: string;
  styles: { name: string; css: string } | null;
}

/**
 * The whole page at `url` in `shell` (the api's prepared index.html), or null when it is not drawn on
 * the server: what a drawing thread sends back to the api, which then only writes it out. Its antd
 * styles are linked by a name made from their text, so pages drawn with the same components (by any
 * api process) link the same stylesheet, which the api keeps (api/src/lib/drawnStyles.ts); a token's
 * page carries them inline (`isTokenPage` says why).
 */
export async function drawPage(url: string, apiFetch: ApiFetch, shell: PageShell, signal?: AbortSignal): Promise<DrawnPage | null> {
  const page = await render(url, apiFetch, signal);
  if (!page) return null;
  const path = new URL(url).pathname;
  if (isTokenPage(path)) return { html: pageHtml(shell, page, undefined, path), styles: null };
  const name = createHash('sha256').update(page.styles).digest('base64url').slice(0, 22);
  return { html: pageHtml(shell, page, drawnStylesPath(name), path), styles: { name, css: page.styles } };
}

/**
 * A query that failed is drawn as loading, as the browser's first render draws it (the browser asks
 * again and shows the error itself): an error does not survive the trip to the browser intact.
 */
function dropFailures(client: QueryClient) {
  client.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

async function draw(signal: AbortSignal | undefined, element: React.ReactNode): Promise<string> {
  // Every boundary written in place: React would otherwise move a large one to the end of the page and
  // swap it in with an inline script, which the Content-Security-Policy rightly forbids.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY, ...(signal ? { signal } : {}) });
  return streamToString(prelude);
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
