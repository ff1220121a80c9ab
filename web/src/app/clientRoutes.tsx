// The pages a client opens from a link (a shared result, /s/:token, and a sent result, /p/:token): the
// full app's routes (router.tsx) and the lean entry of the client's pages (client.tsx) both make them
// here, so the server draws and the client's browser hydrates the very same tree. Nothing of the app
// around them — header, dashboard, guards, the signed-in user's screens — is imported here: a client's
// phone downloads and runs only the code of the page it opened.
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CenteredSpinner } from '../components/spinner/Spinner.tsx';
import { Boundary } from '../lib/boundary.tsx';
import { lazyScreen, loadScreens } from '../lib/lazyScreen.tsx';
import { ensure, pageLoader, type PageContext, type RouteSide } from './loaders.ts';
import { SentPage, sentData } from './toolPages.ts';

const SharedItemPage = lazyScreen('shared-item', () => import('./SharedItemPage.tsx'));

/** A page standing alone (no header, nav or footer), its code loading in the middle of it. */
export const page = (element: ReactNode) => <Boundary fallback={<CenteredSpinner />}>{element}</Boundary>;

/**
 * A shared result: the item, then its tool's result view (its name is known once the item is, and
 * registered once the page's own module has loaded: loadScreens waits for that). Its query comes with
 * the page's code (its schema holds zod: not in the first chunk). On the server only (loaders.ts).
 */
const sharedData = import.meta.env.SSR ? async ({ client, params }: PageContext) => {
  const { sharedItemQuery } = await import('../lib/shares.ts');
  const shared = await ensure(client, sharedItemQuery(params.token ?? ''));
  if (shared) await loadScreens([SharedItemPage.screenName, `result:${shared.tool}`]);
} : undefined;

/** The client's pages, ids `shared` and `sent` (main.tsx and client.tsx skip the first page's loaders by id). */
export function clientRoutes(side: RouteSide): RouteObject[] {
  return [
    // A shared result stands alone: no header, nav or footer of the app around it.
    { id: 'shared', path: '/s/:token', element: page(<SharedItemPage />), loader: pageLoader(side, { screens: [SharedItemPage.screenName], data: sharedData }) },
    // A result sent to its reader (the client's page: read, choose, accept): stands alone too.
    ...(SentPage ? [{ id: 'sent', path: '/p/:token', element: page(<SentPage />), loader: pageLoader(side, { screens: [SentPage.screenName], data: sentData }) }] : []),
  ];
}
