// The answers of the invitation routes (DESIGN §11), as the web reads them. The shared contract has no
// invitation schemas yet; these follow DESIGN §11's table and belong in
// `@growth-suite/shared/contract/workspaces` once it has them (then this file goes).
import { array, id, nullable, object, oneOf, string, timestamp, type Infer } from '@growth-suite/shared/contract/check';
import { WORKSPACE_ROLES } from '@growth-suite/shared';
import { WorkspaceSchema } from '@growth-suite/shared/contract/workspaces';

export const INVITATION_STATES = ['open', 'accepted', 'expired', 'revoked'] as const;
/** The roles an invitation can give: ownership is handed over, never sent as a link. */
export const INVITABLE_ROLES = ['admin', 'member'] as const;

/** GET /api/workspaces/:id/invitations: one row. */
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

/** POST /api/workspaces/:id/invitations → 201: `url` is the only time the link is shown. */
export const InvitationCreatedSchema = object({
  id: id(),
  email: string(),
  role: oneOf(WORKSPACE_ROLES),
  expiresAt: timestamp(),
  url: string(),
});

/** GET /api/invitations/:token: what anyone holding the link sees (the address masked). */
export const InvitationViewSchema = object({
  workspaceName: string(),
  invitedBy: nullable(string()),
  role: oneOf(WORKSPACE_ROLES),
  email: string(),
  state: oneOf(INVITATION_STATES),
});

/** POST /api/invitations/:token/accept → 200: the workspace just joined. */
export const InvitationAcceptedSchema = object({ workspace: WorkspaceSchema });

export type Invitation = Infer<typeof InvitationSchema>;
export type InvitationCreated = Infer<typeof InvitationCreatedSchema>;
export type InvitationView = Infer<typeof InvitationViewSchema>;
export type InvitationState = (typeof INVITATION_STATES)[number];
export type InvitationCreateRequest = { email: string; role: (typeof INVITABLE_ROLES)[number] };
