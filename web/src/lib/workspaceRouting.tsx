// The app's links and navigations, each kept in the tab's workspace: a workspace's screen opened from
// a team's page is that team's screen (lib/workspaceLinks.ts says which paths those are). The app
// imports Link, Navigate and useNavigate from here, never from react-router-dom (a test checks), so
// that no screen has to spell a team's prefix itself. `workspace` names another workspace (a team's
// slug, null for the personal one): the switcher's links.
import { useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps as RouterLinkProps,
  type NavigateOptions as RouterNavigateOptions,
  type NavigateProps as RouterNavigateProps,
  type To,
} from 'react-router-dom';
import { inWorkspace, teamSlugOf } from './workspaceLinks.ts';

/** The team the tab is in (its slug), or null in the personal workspace. */
export const useTeamSlug = () => teamSlugOf(useLocation().pathname);

type Workspace = { workspace?: string | null | undefined };

/** `to` in the tab's workspace (or in `workspace`, when given). */
export function useWorkspacePath() {
  const current = useTeamSlug();
  return useCallback(
    (to: To, workspace: string | null = current): To => {
      if (typeof to === 'string') return inWorkspace(to, workspace);
      // An object's pathname the same way; its search and hash stay.
      return to.pathname === undefined ? to : { ...to, pathname: inWorkspace(to.pathname, workspace) };
    },
    [current],
  );
}

export type LinkProps = RouterLinkProps & Workspace;

export function Link({ to, workspace, ...props }: LinkProps) {
  const path = useWorkspacePath();
  return <RouterLink {...props} to={path(to, workspace)} />;
}

export type NavigateProps = RouterNavigateProps & Workspace;

export function Navigate({ to, workspace, ...props }: NavigateProps) {
  const path = useWorkspacePath();
  return <RouterNavigate {...props} to={path(to, workspace)} />;
}

export type NavigateOptions = RouterNavigateOptions & Workspace;

/** react-router's navigate, its path in the tab's workspace (or `options.workspace`). */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const path = useWorkspacePath();
  return useCallback(
    (to: To | number, { workspace, ...options }: NavigateOptions = {}) => (typeof to === 'number' ? navigate(to) : navigate(path(to, workspace), options)),
    [navigate, path],
  );
}
