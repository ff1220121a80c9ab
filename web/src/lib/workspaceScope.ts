// The tab's workspace is its URL (DESIGN §11): while it is `/t/:slug/…`, every request names that
// team (`X-Workspace`, lib/api.ts), its id read from the caller's list of workspaces; elsewhere none does
// (the personal workspace). Two tabs never mix: each has its own URL and its own cache.
//
// Switching workspace inside a tab forgets every cached answer about workspace data, rather than
// putting the workspace into each query's key: the keys (and the invalidations by their prefix) stay
// as they are across the app, a switch is rare, and nothing fetched for one workspace can be shown in
// another. A reset, not a removal: a query still on screen (the layout's) asks again at once.
import type { Workspace } from '@growth-suite/shared/contract/workspaces';
import type { QueryClient } from '@tanstack/react-query';
import { setWorkspaceScope } from './api.ts';
import { teamSlugOf, WORKSPACE_LIST_KEY } from './workspaceLinks.ts';

/** Requests about no workspace: who is signed in, the list the id is read from, an invitation. */
const NO_WORKSPACE = /^\/api\/(session|workspaces|invitations)(\/|\?|$)/;

/** Whether a request to `path` is about a workspace at all (else it names none, whatever the tab's URL). */
export const isWorkspaceRequest = (path: string) => !NO_WORKSPACE.test(path);

/** The caller's team `slug` among their workspaces, if they have one by that slug. */
export const findTeam = (workspaces: readonly Workspace[], slug: string) => workspaces.find((one) => !one.personal && one.slug === slug);

/** The id a request made in the team `slug` names (null: none, the personal workspace). */
async function workspaceIdOf(client: QueryClient, slug: string | null, path: string): Promise<number | null> {
  if (slug === null || !isWorkspaceRequest(path)) return null;
  try {
    const { readWorkspaces } = await import('./workspaces.ts');
    // A slug the caller has no team of: their page is the not-found one (features/teams/TeamScope.tsx),
    // which shows none of a workspace's data; whatever the layout asks meanwhile is forgotten on leaving.
    return findTeam(await readWorkspaces(client), slug)?.id ?? null;
  } catch {
    return null;
  }
}

/** Cached answers about no workspace: kept at a switch. */
const SHARED_KEYS = new Set(['current-user', 'settings', 'meta', 'workspaces', 'invitation']);

export function forgetWorkspaceData(client: QueryClient) {
  void client.resetQueries({ predicate: (query) => !SHARED_KEYS.has(String(query.queryKey[0])) });
}

// The teams whose api told this tab that the caller is no longer a member (removed, or the team
// deleted): their pages say so (TeamScope) instead of the not-found page a typo gets.
const refusedTeams = new Set<string>();
export const wasRefused = (slug: string) => refusedTeams.has(slug);

/** The api refused `workspaceId`: marked, then gone from the cached list (which redraws its team's pages). */
export function forgetTeam(client: QueryClient, workspaceId: number) {
  const list = client.getQueryData<Workspace[]>(WORKSPACE_LIST_KEY);
  const team = list?.find((one) => one.id === workspaceId);
  if (team) refusedTeams.add(team.slug);
  client.setQueryData<Workspace[]>(WORKSPACE_LIST_KEY, list?.filter((one) => one.id !== workspaceId));
}

/** The router's part this needs (the browser's data router). */
interface Router {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/** In the browser: requests follow the router's URL, and a change of workspace forgets the last one's data. */
export function followWorkspace(router: Router, client: QueryClient): () => void {
  let slug = teamSlugOf(router.state.location.pathname);
  setWorkspaceScope({ workspaceOf: (path) => workspaceIdOf(client, slug, path), refused: (id) => forgetTeam(client, id) });
  return router.subscribe(({ location }) => {
    const next = teamSlugOf(location.pathname);
    if (next === slug) return;
    slug = next;
    forgetWorkspaceData(client);
  });
}
