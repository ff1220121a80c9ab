import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from './app/App.tsx';
import { loadScreens } from './lib/lazyScreen.tsx';
import { queryClient } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { currentUserQuery } from './lib/auth.ts';
import { HydratedContext, hydrationGate } from './lib/boundary.tsx';
import { SERVER_STATE_ID, type ServerState } from './lib/serverRender.ts';
import { followWorkspace } from './lib/workspaceScope.ts';
import './styles.css';

const routes = createRoutes({ client: queryClient, drawing: false });
// The first page's loaders are not run: a drawn page's data is in the server's answers and its code is
// loaded below (loadScreens); a plain page's screens load and fetch as they draw. Run, they would only
// hold the first render back until the router is ready.
const firstPage = Object.fromEntries((matchRoutes(routes, window.location) ?? []).map(({ route }) => [route.id, null]));
const router = createBrowserRouter(routes, { hydrationData: { loaderData: firstPage } });
// The tab's workspace is its URL: requests name it, and a switch forgets the last one's data.
followWorkspace(router, queryClient);
const container = document.getElementById('root')!;
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;

if (serverState) {
  // The server drew this page (entry-server.tsx) and sent it inert, so that nothing typed or clicked
  // before the app runs is lost (or a form posted by the browser itself). Take over its answers, load
  // the screens it was drawn with, and hydrate it whole; then it comes alive. As a transition, React
  // hydrates in slices and yields to the browser between them (a plain hydrateRoot is one long task).
  const state = JSON.parse(serverState) as ServerState;
  hydrate(queryClient, state.queries);
  // Alive once the shell and every boundary the server drew have hydrated (lib/boundary.tsx).
  const gate = hydrationGate(state.boundaries, () => container.removeAttribute('inert'));
  // Not a top-level await: the screens' chunks import from this one, which must have finished first.
  // In a task of its own: a screen whose chunks the page did not list among boot.js's preloads gets a
  // preload link per chunk when it is asked for (a few tenths of a millisecond each), which would
  // otherwise lengthen the long task this code runs in.
  void new Promise((resolve) => setTimeout(resolve, 0)).then(() => loadScreens(state.screens)).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <HydratedContext value={gate.hydrated}>
          <App router={<RouterProvider router={router} />} onReady={gate.shellReady} />
        </HydratedContext>,
      );
    }),
  );
} else {
  // Ask who is signed in at once (index.html preloads the answer while this code downloads).
  void queryClient.prefetchQuery(currentUserQuery);
  // The first render as a transition: React renders it in slices and yields to the browser between
  // them, instead of one long task that blocks input on a slow phone.
  const root = createRoot(container);
  startTransition(() => root.render(<App router={<RouterProvider router={router} />} />));
}
