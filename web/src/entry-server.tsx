// The server's render of a page (the api's spa middleware calls `render`): the same routes, screens
// and styles as the browser, drawn to HTML with the answers of the first screen's queries
// (SERVER_RENDERED), so a phone shows the page before the app's code has downloaded and run; the
// browser then hydrates that HTML (main.tsx) instead of drawing it again.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { RenderedPage } from '@growth-suite/shared/contract/server-render';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createQueryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { setTransport } from './lib/api.ts';
import { currentUserQuery } from './lib/auth.ts';
import { App } from './app/App.tsx';
import { SERVER_RENDERED, ServerRenderContext, type ServerRenderNotes, type ServerState } from './lib/serverRender.ts';

/** How the page's queries reach the api: a GET of `path` with the reader's own cookie. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

// Each request's own way to the api, found again inside the queries' code as it awaits.
const requestApi = new AsyncLocalStorage<ApiFetch>();
setTransport((path, init) => {
  const apiFetch = requestApi.getStore();
  if (!apiFetch) return Promise.reject(new Error(`No request to answer ${path} for`));
  return apiFetch(path, init);
});

/**
 * A page asks for data and code in steps (who is signed in, the screen's code, its data): at most this
 * many drawings, else the plain page goes out.
 */
const MAX_ROUNDS = 4;
/** React's mark of a Suspense boundary that was not ready when the page was drawn. */
const PENDING_BOUNDARY = '<!--$?-->';

/**
 * The page at `url` (absolute), or null when it is not drawn on the server: a guard sends the reader
 * elsewhere (the browser's router does that, keeping where they came from). `signal` stops a drawing
 * the server no longer waits for (past its time budget): React stops, and no further query is asked.
 */
export function render(url: string, apiFetch: ApiFetch, signal?: AbortSignal): Promise<RenderedPage | null> {
  return requestApi.run(apiFetch, async () => {
    const client = createQueryClient();
    await client.prefetchQuery(currentUserQuery);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    // No route has a loader or an action, so the answer is always a context, never a redirect.
    if (context instanceof Response) throw new Error(`Unexpected router response ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);

    // Draw; fetch what the drawing asked for and may be drawn on the server; draw again with it.
    const asked = new Set<string>();
    for (let round = 1; ; round += 1) {
      const cache = createCache();
      let redirected = false;
      const screens = new Set<string>();
      const notes: ServerRenderNotes = { redirect: () => (redirected = true), drew: (screen) => screens.add(screen) };
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
      // A screen whose code was still loading was drawn as its fallback and then swapped in by an inline
      // script (which the Content-Security-Policy forbids): draw again, its code has loaded since.
      const suspended = html.includes(PENDING_BOUNDARY);
      const wanted = client.getQueryCache().findAll({ predicate: (query) => wants(query, asked) });
      if (!suspended && wanted.length === 0) {
        const state: ServerState = { queries: dehydrate(client), screens: [...screens] };
        return { html, styles: extractStyle(cache), state: JSON.stringify(state), screens: state.screens };
      }
      if (round === MAX_ROUNDS) return null;
      for (const query of wanted) asked.add(query.queryHash);
      await Promise.all(wanted.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
      dropFailures(client);
    }
  });
}

/** A query this page asked for, not answered yet, enabled, and one the server may answer. */
function wants(query: Query, asked: Set<string>): boolean {
  if (query.state.status !== 'pending' || asked.has(query.queryHash) || query.meta?.ssr !== SERVER_RENDERED.ssr) return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
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
