// What the caller's role lets them do in the screen's workspace (DESIGN §11), so that a screen offers
// only the actions the api will take: a member sees no Delete for a colleague's work, no admin-only
// action. The api checks every one of them again; this only spares a refusal after a confirmation.
import { mayDeleteWork, roleAtLeast, type WorkspaceRole } from '@growth-suite/shared';
import { useCurrentUser } from './auth.ts';
import { useTeamScope } from './teamScope.ts';

/** The caller's role here: a team's as listed, the owner's in their personal workspace. */
export const useWorkspaceRole = (): WorkspaceRole => useTeamScope()?.team.role ?? 'owner';

/** Whether the caller is an admin or owner here (the brand, moving a client, a colleague's work). */
export const useIsWorkspaceAdmin = (): boolean => roleAtLeast(useWorkspaceRole(), 'admin');

/** Whether the caller may delete what `authorId` made (false while who is signed in is not known). */
export function useMayDelete(): (authorId: number) => boolean {
  const role = useWorkspaceRole();
  const user = useCurrentUser().data;
  return (authorId) => (user ? mayDeleteWork(role, user.id, authorId) : false);
}
