// Workspaces and their members (DESIGN §11). Requests: schemas/workspaces.ts. Built with ./check.ts:
// the header reads GET /api/workspaces on every signed-in page.
import { WORKSPACE_ROLES } from '../workspaces/roles.ts';
import { array, boolean, count, id, nullable, object, oneOf, string, timestamp, type Infer } from './check.ts';

/** A workspace as its member sees it: `role` is the caller's, `members` how many belong. */
export const WorkspaceSchema = object({
  id: id(),
  slug: string(),
  name: string(),
  personal: boolean(),
  role: oneOf(WORKSPACE_ROLES),
  members: count(),
});

/** GET /api/workspaces: the caller's, the personal one first, then teams by name. */
export const WorkspaceListResponseSchema = array(WorkspaceSchema);
/** POST /api/workspaces → 201, PATCH /api/workspaces/:id → 200: the workspace. */
export const WorkspaceResponseSchema = WorkspaceSchema;

export const MemberSchema = object({
  userId: id(),
  username: string(),
  fullName: nullable(string()),
  email: string(),
  role: oneOf(WORKSPACE_ROLES),
  joinedAt: timestamp(),
});
/** GET /api/workspaces/:id/members: owners first, then admins, then members, each by name. */
export const MemberListResponseSchema = array(MemberSchema);
/** PATCH /api/workspaces/:id/members/:userId → 200: the member. */
export const MemberResponseSchema = MemberSchema;

export const INVITATION_STATES = ['open', 'accepted', 'expired', 'revoked'] as const;

/** GET /api/workspaces/:id/invitations (admin and up): newest first. */
export const InvitationSchema = object({
  id: id(),
  email: string(),
  role: oneOf(WORKSPACE_ROLES),
  state: oneOf(INVITATION_STATES),
  invitedBy: nullable(string()),
  expiresAt: timestamp(),
  createdAt: timestamp(),
});
export const InvitationListResponseSchema = array(InvitationSchema);
/** POST /api/workspaces/:id/invitations → 201: the link (`url`) is shown this once; `mailed` says whether it was e-mailed. */
export const InvitationCreatedResponseSchema = object({ id: id(), email: string(), role: oneOf(WORKSPACE_ROLES), expiresAt: timestamp(), url: string(), mailed: boolean() });
/** GET /api/invitations/:token (anyone holding the link): the address masked. */
export const InvitationViewResponseSchema = object({ workspaceName: string(), invitedBy: nullable(string()), role: oneOf(WORKSPACE_ROLES), email: string(), state: oneOf(INVITATION_STATES) });
/** POST /api/invitations/:token/accept → 200: the workspace joined. */
export const InvitationAcceptResponseSchema = object({ workspace: WorkspaceSchema });

/** GET /api/admin/workspaces (the site's admins): teams first, then by last activity. */
export const AdminWorkspaceSchema = object({
  id: id(),
  name: string(),
  slug: string(),
  personal: boolean(),
  owner: nullable(string()),
  members: count(),
  createdAt: timestamp(),
  lastActiveAt: nullable(timestamp()),
});
export const AdminWorkspacesResponseSchema = array(AdminWorkspaceSchema);
/**
 * GET /api/admin/workspaces/:id (the site's admins, read-only): who is in it with which role, and how much
 * it holds — counts, not the work itself.
 */
export const AdminWorkspaceViewResponseSchema = object({
  workspace: AdminWorkspaceSchema,
  members: array(MemberSchema),
  openInvitations: count(),
  clients: count(),
  results: array(object({ tool: string(), count: count() })),
  sent: count(),
  accepted: count(),
});
export type AdminWorkspaceView = Infer<typeof AdminWorkspaceViewResponseSchema>;
export type AdminWorkspace = Infer<typeof AdminWorkspaceSchema>;
export type AdminWorkspacesResponse = Infer<typeof AdminWorkspacesResponseSchema>;

export type Invitation = Infer<typeof InvitationSchema>;
export type InvitationListResponse = Infer<typeof InvitationListResponseSchema>;
export type InvitationCreatedResponse = Infer<typeof InvitationCreatedResponseSchema>;
export type InvitationViewResponse = Infer<typeof InvitationViewResponseSchema>;
export type InvitationAcceptResponse = Infer<typeof InvitationAcceptResponseSchema>;
export type Workspace = Infer<typeof WorkspaceSchema>;
export type WorkspaceListResponse = Infer<typeof WorkspaceListResponseSchema>;
export type WorkspaceResponse = Infer<typeof WorkspaceResponseSchema>;
export type Member = Infer<typeof MemberSchema>;
export type MemberListResponse = Infer<typeof MemberListResponseSchema>;
export type MemberResponse = Infer<typeof MemberResponseSchema>;
