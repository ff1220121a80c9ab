// What a team's screens get from their scope (features/teams/TeamScope.tsx, around every /t/:slug/…
// screen): the team, and the components only a team's screens draw. A screen of the first load (the
// dashboard) draws those from here, so their code comes with the scope's lazy chunk instead of every
// page's first load (web/e2e/smoke.spec.ts).
import type { AuthorFilter } from '@growth-suite/shared';
import type { Workspace } from '@growth-suite/shared/contract/workspaces';
import { createContext, useContext, type ComponentType } from 'react';

export interface TeamScopeValue {
  team: Workspace;
  AuthorFilter: ComponentType<{ value: AuthorFilter; onChange: (value: AuthorFilter) => void; label: string }>;
}

export const TeamScopeContext = createContext<TeamScopeValue | null>(null);

/** The team of the screen (null in the personal workspace). */
export const useTeamScope = () => useContext(TeamScopeContext);
