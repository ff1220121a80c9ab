// /api/admin/users (DESIGN §4). Requests: `AdminUserCreateRequestSchema`,
// `AdminUserUpdateRequestSchema` and `PasswordResetRequestSchema` (schemas/admin.ts).
// DELETE /api/admin/users/:id and POST …/:id/reset-password answer 204, no body.
import { WORKSPACE_ROLES } from '../workspaces/roles.ts';
import { PUBLIC_USER_FIELDS, PublicUserSchema } from './auth.ts';
import { array, id, object, oneOf, string, type Infer } from './check.ts';

/** GET /api/admin/users: each account with the teams it belongs to and its role in each (DESIGN §11). */
export const AdminUsersResponseSchema = array(
  object({ ...PUBLIC_USER_FIELDS, teams: array(object({ id: id(), name: string(), role: oneOf(WORKSPACE_ROLES) })) }),
);
/** POST /api/admin/users → 201 the user. */
export const AdminUserCreateResponseSchema = PublicUserSchema;
/** PUT /api/admin/users/:id → 200 the user. */
export const AdminUserUpdateResponseSchema = PublicUserSchema;

export type AdminUsersResponse = Infer<typeof AdminUsersResponseSchema>;
export type AdminUserCreateResponse = Infer<typeof AdminUserCreateResponseSchema>;
export type AdminUserUpdateResponse = Infer<typeof AdminUserUpdateResponseSchema>;
