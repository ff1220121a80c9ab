// What the header knows of workspaces before any of their code loads (every page's first load, whose
// budget is tight: web/e2e/smoke.spec.ts): the list's query key and the team pages' paths.
// lib/workspaces.ts has the rest.

/** Every workspace query's key starts with this; the caller's list is `WORKSPACE_LIST_KEY`. */
export const WORKSPACES_KEY = ['workspaces'] as const;
export const WORKSPACE_LIST_KEY = [...WORKSPACES_KEY, 'list'] as const;

export const NEW_TEAM_PATH = '/teams/new';

/** Where a team's screens live (DESIGN §11: `/t/:slug/…`). */
export const teamPath = (slug: string) => `/t/${encodeURIComponent(slug)}/team`;
