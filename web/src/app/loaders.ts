// What each route's loader does before its page is drawn (router.tsx). On the server (entry-server.tsx)
// it awaits everything the first paint needs — who is signed in, the screen's code, the screen's data,
// fetched with the very query options the screen's own useQuery uses — so the page is drawn once,
// whole. In the browser it only starts loading the screen's code and awaits nothing: the screens show
// their own loading states, so awaiting data there would only hold a navigation back (and the page the
// browser hydrates has its data already, main.tsx skips its loaders).
import type { PublicUser } from '@growth-suite/shared';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router-dom';
import { currentUserQuery } from '../lib/auth.ts';
import { loadScreens } from '../lib/lazyScreen.tsx';

/** Where the routes run: `drawing` on the server, which awaits a page's data before its one draw. */
export interface RouteSide {
  client: QueryClient;
  drawing: boolean;
}

/** What a page's data step gets: the cache to fill, the route's params and who is signed in. */
export interface PageContext {
  client: QueryClient;
  params: Params;
  user: PublicUser | null;
}

/** A page's first paint: its lazy screens (by name, lib/lazyScreen.tsx) and its data (awaited). */
export interface PageNeeds {
  screens?: readonly string[] | ((params: Params) => readonly string[]);
  data?: ((page: PageContext) => Promise<unknown>) | undefined;
}

/**
 * The answer of `options`, fetched unless the cache has it; undefined when it failed, and the page is
 * then drawn with that query loading, as the browser's first render draws it (entry-server.tsx drops
 * the failure; the browser asks again and shows the error itself).
 */
export async function ensure<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T | undefined> {
  try {
    return await client.ensureQueryData(options);
  } catch {
    return undefined;
  }
}

/** The loader of a page that needs `needs`. */
export function pageLoader(side: RouteSide, needs: PageNeeds = {}): LoaderFunction {
  const screensOf = (params: Params) => (typeof needs.screens === 'function' ? needs.screens(params) : (needs.screens ?? []));
  if (!side.drawing) {
    return ({ params }) => {
      void loadScreens(screensOf(params));
      return null;
    };
  }
  return async ({ params }) => {
    const user = (await ensure(side.client, currentUserQuery)) ?? null;
    await Promise.all([loadScreens(screensOf(params)), needs.data?.({ client: side.client, params, user })]);
    return null;
  };
}
