// Who is signed in, and how one signs in (DESIGN §4). Requests: `LoginRequestSchema` and
// `RegisterRequestSchema` (schemas/auth.ts). POST /api/logout answers 204, no body.
// Built with ./check.ts: the web's first page reads GET /api/user.
import { boolean, id, nullable, object, string, timestamp, type Infer } from './check.ts';

/** The user's fields as every route shows them: never a password hash, nothing more than these. */
export const PUBLIC_USER_FIELDS = {
  id: id(),
  username: string(),
  email: string(),
  fullName: nullable(string()),
  role: string(),
  isAdmin: boolean(),
  createdAt: timestamp(),
};

export const PublicUserSchema = object(PUBLIC_USER_FIELDS);

/** GET /api/user: 200 the user, 401 when signed out. */
export const CurrentUserResponseSchema = PublicUserSchema;
/** GET /api/session: 200 `{ user }`, null when signed out (what the web asks first; no 401 to log). */
export const SessionResponseSchema = object({ user: nullable(PublicUserSchema) });
/** POST /api/login → 200 the user, signed in. */
export const LoginResponseSchema = PublicUserSchema;
/** POST /api/register → 201 the new user, signed in. */
export const RegisterResponseSchema = PublicUserSchema;

export type CurrentUserResponse = Infer<typeof CurrentUserResponseSchema>;
export type SessionResponse = Infer<typeof SessionResponseSchema>;
export type LoginResponse = Infer<typeof LoginResponseSchema>;
export type RegisterResponse = Infer<typeof RegisterResponseSchema>;
