// /api/admin/users (DESIGN §4). Requests: `AdminUserCreateRequestSchema`,
// `AdminUserUpdateRequestSchema` and `PasswordResetRequestSchema` (schemas/admin.ts).
// DELETE /api/admin/users/:id and POST …/:id/reset-password answer 204, no body.
import { PublicUserSchema } from './auth.ts';
import { array, type Infer } from './check.ts';

/** GET /api/admin/users. */
export const AdminUsersResponseSchema = array(PublicUserSchema);
/** POST /api/admin/users → 201 the user. */
export const AdminUserCreateResponseSchema = PublicUserSchema;
/** PUT /api/admin/users/:id → 200 the user. */
export const AdminUserUpdateResponseSchema = PublicUserSchema;

export type AdminUsersResponse = Infer<typeof AdminUsersResponseSchema>;
export type AdminUserCreateResponse = Infer<typeof AdminUserCreateResponseSchema>;
export type AdminUserUpdateResponse = Infer<typeof AdminUserUpdateResponseSchema>;
