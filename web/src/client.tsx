// The entry of the pages a client opens from a link (/s/:token, /p/:token; the api sends client.html for
// them): the same drawing and hydration as the app's own entry (main.tsx), with the client's pages alone
// (app/clientRoutes.tsx). No app shell, dashboard, guards or workspace code: on a phone that code was
// downloaded and evaluated for nothing, and its evaluation was most of the page's blocking time.
import { hydrate } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { App } from './app/App.tsx';
import { clientRoutes } from './app/clientRoutes.tsx';
import { queryClient } from './app/providers.tsx';
import { HydratedContext, hydrationGate } from './lib/boundary.tsx';
import { loadScreens } from './lib/lazyScreen.tsx';
import { SERVER_STATE_ID, type ServerState } from './lib/serverRender.ts';
import './styles.css';

/** Any other page reached from here is the app's: loaded whole, from the server. */
function AppPage() {
  useEffect(() => window.location.reload(), []);
  return null;
}

const routes: RouteObject[] = [...clientRoutes({ client: queryClient, drawing: false }), { path: '*', element: <AppPage /> }];
// As main.tsx: the first page's loaders are not run (its data is in the server's answers, its code loads below).
const firstPage = Object.fromEntries((matchRoutes(routes, window.location) ?? []).flatMap(({ route }) => (route.id ? [[route.id, null]] : [])));
const router = createBrowserRouter(routes, { hydrationData: { loaderData: firstPage } });
const container = document.getElementById('root')!;
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;

if (serverState) {
  // The server drew this page inert: take over its answers, load the screens it was drawn with, hydrate
  // it as a transition (in slices), and make it alive once every boundary it drew has hydrated.
  const state = JSON.parse(serverState) as ServerState;
  hydrate(queryClient, state.queries);
  const gate = hydrationGate(state.boundaries, () => container.removeAttribute('inert'));
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
  const root = createRoot(container);
  startTransition(() => root.render(<App router={<RouterProvider router={router} />} />));
}
