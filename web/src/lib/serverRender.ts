// What the server's render of a page (entry-server.tsx) and the browser (main.tsx) agree on.
import type { DehydratedState } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * A query the server fetches before it draws the page (its route's loader does: app/router.tsx), so the
 * HTML already holds its answer: only the data of the first screens (who is signed in, the site's links,
 * the dashboard's recent work, a shared result). Every other query is drawn as loading on the server, as
 * in the browser's first render. The mark tells a reader of the query so; a query that gains it needs a
 * line in its routes' loaders.
 */
export const SERVER_RENDERED = { ssr: true } as const;

export { SERVER_STATE_ID } from '@growth-suite/shared/contract/server-render';

/** What the server's drawing of a page notes as it goes (ServerRenderContext). */
export interface ServerRenderNotes {
  /**
   * A guard that would send the reader elsewhere (to sign in, say) says so here instead: the server
   * then sends the plain page and the browser's router moves on, keeping where the reader came from
   * (a redirect on the server would lose it).
   */
  redirect(): void;
  /** A lazily loaded screen the page was drawn with (app/lazyScreen.tsx): loaded before hydrating. */
  drew(screen: string): void;
  /** A Suspense boundary drawn with its content (lib/boundary.tsx): the page comes alive once it hydrated. */
  boundary(id: string): void;
}

/** Present only while the server draws a page. */
export const ServerRenderContext = createContext<ServerRenderNotes | null>(null);

/** What the JSON block of SERVER_STATE_ID holds. */
export interface ServerState {
  /** TanStack Query's dehydrated cache. */
  queries: DehydratedState;
  screens: string[];
  /** The ids of the Suspense boundaries drawn (lib/boundary.tsx). */
  boundaries: string[];
}
