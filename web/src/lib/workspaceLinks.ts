// What the header knows of workspaces before any of their code loads (every page's first load, whose
// budget is tight: web/e2e/smoke.spec.ts): the list's query key, and the paths of a workspace's screens.
// A team's screens are the personal ones under `/t/:slug` (DESIGN §11), so a path is made for a workspace
// here, once, and every link and navigation goes through it (lib/workspaceRouting.tsx).
// lib/workspaces.ts has the rest.
import { PIPELINE, TOOL_CATALOG, TOOL_SLUGS } from '@growth-suite/shared';

/** Every workspace query's key starts with this; the caller's list is `WORKSPACE_LIST_KEY`. */
export const WORKSPACES_KEY = ['workspaces'] as const;
export const WORKSPACE_LIST_KEY = [...WORKSPACES_KEY, 'list'] as const;

export const NEW_TEAM_PATH = '/teams/new';

const TEAM_PREFIX = /^\/t\/([^/?#]+)/;

/** A team's settings page (members, invitations, name). */
export const teamPath = (slug: string) => `/t/${encodeURIComponent(slug)}/team`;

/** A workspace's dashboard: a team's (its slug), or the personal one (null). */
export const workspaceHome = (slug: string | null) => (slug === null ? '/' : `/t/${encodeURIComponent(slug)}`);

/** The team a path is in (its slug), or null for a path of the personal workspace or of none. */
export function teamSlugOf(pathname: string): string | null {
  const slug = TEAM_PREFIX.exec(pathname)?.[1];
  if (slug === undefined) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** The path after a team's prefix ("/t/acme/history" → "/history", "/t/acme" → "/"): which screen it is. */
export const screenPathOf = (pathname: string) => pathname.replace(TEAM_PREFIX, '') || '/';

// The screens a workspace has (the rest — sign in, admin, legal, invitations, sent pages — have none).
const SCREENS = ['/history', '/clients', '/account/brand', ...(PIPELINE ? [PIPELINE.route] : []), ...TOOL_SLUGS.map((slug) => TOOL_CATALOG[slug].route)];

/** Whether an app path is one of a workspace's screens (the dashboard, a tool, History, Clients, …). */
export function isWorkspaceScreen(pathname: string): boolean {
  return pathname === '/' || SCREENS.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`));
}

/**
 * `to` (an app path, with its ?query and #hash) in the workspace `slug` (null: the personal one): a
 * workspace's screen gets the team's prefix; anything else — another site's page, a relative path, a
 * page of no workspace, a path already in a team — is left as it is.
 */
export function inWorkspace(to: string, slug: string | null): string {
  if (slug === null || !to.startsWith('/') || teamSlugOf(to) !== null) return to;
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  if (!isWorkspaceScreen(pathname)) return to;
  return `${workspaceHome(slug)}${pathname === '/' ? '' : pathname}${end === -1 ? '' : to.slice(end)}`;
}
