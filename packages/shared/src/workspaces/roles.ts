// Roles in a workspace (DESIGN §11), highest first: an owner can do all an admin can, an admin all a
// member can. Zod-free: the header and the api's guards read it.
export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

const RANK: Record<WorkspaceRole, number> = { owner: 3, admin: 2, member: 1 };

export const isWorkspaceRole = (value: unknown): value is WorkspaceRole => typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value);

/** Whether `role` may do what `needed` may. */
export const roleAtLeast = (role: WorkspaceRole, needed: WorkspaceRole): boolean => RANK[role] >= RANK[needed];

/** The 403 message of an action a role is too low for: it names the role it needs. */
export const roleNeeded = (needed: WorkspaceRole): string => (needed === 'member' ? 'Only members of this workspace can do this' : `Only an ${needed} of this workspace can do this`);

/**
 * Whether a caller with `role` may delete (or revoke) a row `authorId` made (DESIGN §11): a member only
 * their own, an admin or owner anything. The api enforces it; screens offer the action only when it holds.
 */
export const mayDeleteWork = (role: WorkspaceRole, userId: number, authorId: number): boolean => authorId === userId || roleAtLeast(role, 'admin');

export const WORKSPACE_LIMITS = {
  name: 80,
  slug: 40,
  slugMin: 3,
} as const;

/** The header a request names its workspace with (absent: the caller's personal workspace). */
export const WORKSPACE_HEADER = 'X-Workspace';

/** The 404 of a request whose X-Workspace names a workspace the caller does not (or no longer) belong to. */
export const NOT_A_MEMBER = 'You are not a member of this workspace';

/** A list's "everyone / mine" filter (`?author=`): everyone's by default. */
export const AUTHOR_FILTERS = ['everyone', 'mine'] as const;
export type AuthorFilter = (typeof AUTHOR_FILTERS)[number];
